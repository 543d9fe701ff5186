/**
 * The page shape of a calculator whose questions sit in tabs (Housing Benefit, Pension Credit):
 * the form (the summary of changed answers, "Your details", the tax year, the tabs, Calculate and
 * Start again) beside the results panel ("Your estimate": what to do before a result, then the
 * result). Each calculator brings its tabs, its results and what Calculate does; the shape, ids
 * and words are the same for every one of them (docs/product.md §2).
 */
import { lazy, Suspense, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { sharedTabbedMessages } from '~/i18n/en/shared-tabbed';
import type { TaxYear } from '~/calc/rates';
import Tabs, { type TabItem } from '../fields/Tabs';
import TaxYearField, { type TaxYearFieldProps } from '../fields/TaxYearField';
import EmptyResult from '../results/EmptyResult';
import { EstimateBody } from '../results/RatesYearNote';
import type { ErrorSummaryItem } from '../fields/ErrorSummary';
import { notesTitle } from '../fields/field-notes';
import { selectTabOf } from '../results/reveal';
import StartAgainButton from './StartAgainButton';

/** The summary of changed answers shows only after Calculate; calculators fetch it with their results side (`loadErrorSummary`). */
export const loadErrorSummary = () => import('../fields/ErrorSummary');
const ChangedAnswersSummary = lazy(() => loadErrorSummary().then((m) => ({ default: m.ChangedAnswersSummary })));

export interface TabbedCalculatorProps {
  /** The start of the form's, the results' and the tabs' ids, e.g. 'hb'. */
  idPrefix: string;
  onSubmit: (event: FormEvent) => void;
  /**
   * The calculator's controller (useCalculation): the answers the last Calculate changed (the
   * summary above the form links to each, opening its tab), whether that Calculate stopped at
   * them (`heldBack`), the tax-year field and Start again.
   */
  session: { notes: ErrorSummaryItem[]; heldBack: boolean; yearField: TaxYearFieldProps; startAgain: () => void };
  tabs: ReadonlyArray<TabItem>;
  selectedTab: string;
  onSelectTab: (id: string) => void;
  /** The results heading, which takes focus after Calculate. */
  resultsHeading: RefObject<HTMLHeadingElement | null>;
  /** The tax year of the result, or undefined before one. */
  resultYear: TaxYear | undefined;
  /** What the empty results panel says of the benefit: 'Housing Benefit'. */
  benefit: string;
  /** The results, drawn once there is a result. */
  children: ReactNode;
  /** A question Calculate waits on (an amount to confirm), drawn above the Calculate button. */
  beforeCalculate?: ReactNode;
}

export function TabbedCalculator({
  idPrefix,
  onSubmit,
  session: { notes, heldBack, yearField, startAgain },
  tabs,
  selectedTab,
  onSelectTab,
  resultsHeading,
  resultYear,
  benefit,
  children,
  beforeCalculate,
}: TabbedCalculatorProps) {
  const t = useStore(sharedTabbedMessages);
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
      <form onSubmit={onSubmit} noValidate aria-labelledby={`${idPrefix}-form-heading`} className="min-w-0 print:hidden">
        {notes.length > 0 && (
          <Suspense>
            <ChangedAnswersSummary notes={notes} title={notesTitle(notes)} heldBack={heldBack} onSelectField={(id) => selectTabOf(id, onSelectTab)} />
          </Suspense>
        )}
        <h2 id={`${idPrefix}-form-heading`} className="text-2xl font-bold text-slate-900">
          {t.details}
        </h2>
        <TaxYearField className="mt-4" {...yearField} />
        <div className="mt-4">
          <Tabs label={t.details} tabs={tabs} selectedId={selectedTab} onSelect={onSelectTab} idPrefix={idPrefix} />
        </div>
        <div className="mt-8 border-t-2 border-slate-200 pt-6">
          {beforeCalculate}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn btn-primary w-full text-lg sm:w-auto">
              {t.calculate}
            </button>
            <StartAgainButton className="btn btn-secondary w-full sm:w-auto" onConfirm={startAgain} />
          </div>
          <p className="mt-2 text-sm text-slate-700">{t.rules}</p>
        </div>
      </form>

      <section aria-labelledby={`${idPrefix}-results-heading`} className="min-w-0 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5">
        <h2 id={`${idPrefix}-results-heading`} ref={resultsHeading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none focus-visible:outline-3">
          {t.estimate}
        </h2>
        <EstimateBody
          taxYear={resultYear}
          empty={
            <EmptyResult title={t.noEstimate} headingLevel={3}>
              {t.empty({ benefit })}
            </EmptyResult>
          }
        >
          {children}
        </EstimateBody>
      </section>
    </div>
  );
}

/** The button at the foot of a tab that moves on to the next one ("Continue to Money"). */
export function ContinueButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="btn btn-secondary mt-8" onClick={onClick}>
      {label}
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
        <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
