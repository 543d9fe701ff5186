/**
 * The Pension Credit calculator island (docs/rules.md "Pension Credit"; docs/product.md §2-§5,
 * §8 as every calculator).
 *
 * Three tabs of answers (You and your partner, Money, Home) and a results panel, on the shared
 * controller (useCalculation): the tax-year choice, saved and remembered answers read through
 * saved-input.ts, field notes for the summary on Calculate, the toasts, Start again. Calculate
 * works out from the answers the form shows (state.ts `forCalculation`): a question the form
 * does not ask takes the engine's default.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { withCalculatorBoundary } from '~/islands/shared/session/CalculatorBoundary';
import { EstimateBody } from '~/islands/shared/results/RatesYearNote';
import TaxYearField from '~/islands/shared/fields/TaxYearField';
import useCalculation from '~/islands/shared/session/useCalculation';
import CalculatorFrame from '~/islands/shared/session/CalculatorFrame';
import { revealResult, selectTabOf } from '~/islands/shared/results/reveal';
import Tabs, { tabId } from '~/islands/shared/fields/Tabs';
import EmptyResult from '~/islands/shared/results/EmptyResult';
import { calculatePensionCredit } from '~/calc/pension-credit';
import { currentTaxYear, resolveRates, type TaxYear } from '~/calc/rates';
import YouTab from './YouTab';
import { defaultPensionCreditAnswers, forCalculation } from './state';

/**
 * The results side loads when it is first needed, so the page's first load stays within the
 * JavaScript budget (README "Performance"); it is fetched with the first answer changed.
 */
const loadResults = () => import('./PensionCreditResults');
const PensionCreditResults = lazy(loadResults);
/** The summary of changed answers shows only after Calculate; it is fetched with the results side. */
const loadErrorSummary = () => import('~/islands/shared/fields/ErrorSummary');
const ErrorSummary = lazy(loadErrorSummary);
// The Money and Home tabs load with the first answer, or when the person opens one of them.
const loadMoneyTab = () => import('./MoneyTab');
const MoneyTab = lazy(loadMoneyTab);
const loadHomeTab = () => import('./HomeTab');
const HomeTab = lazy(loadHomeTab);

/** What waits for the first answer: the other two tabs, the results side and the summary. */
const loadAfterFirstAnswer = () => Promise.all([loadMoneyTab(), loadHomeTab(), loadResults()]).then(loadErrorSummary);

type TabKey = 'you' | 'money' | 'home';
const TAB_PREFIX = 'pc';
const TAB_LABELS: Record<TabKey, string> = { you: 'You and your partner', money: 'Money', home: 'Home' };
const NEXT_TAB: Partial<Record<TabKey, TabKey>> = { you: 'money', money: 'home' };

export interface PensionCreditCalculatorProps {
  /** The page's absolute address, for the share control (known at build time). */
  shareUrl?: string;
  /** The tax year in force when the page was built (the first render's year; see useCalculation). */
  defaultTaxYear?: TaxYear;
}

const isTabKey = (tab: unknown): tab is TabKey => tab === 'you' || tab === 'money' || tab === 'home';

export default withCalculatorBoundary<PensionCreditCalculatorProps>('pension-credit', Calculator);

function Calculator({ shareUrl, defaultTaxYear }: PensionCreditCalculatorProps) {
  const [tab, setTab] = useState<TabKey>('you');
  // The year Calculate works in, for the questions that depend on it (set below, each render).
  const year = useRef<TaxYear>(defaultTaxYear ?? currentTaxYear());
  const calc = useCalculation({
    island: 'pension-credit',
    buildYear: defaultTaxYear,
    yearFieldId: 'pc-tax-year',
    engine: calculatePensionCredit,
    defaults: defaultPensionCreditAnswers,
    reader: () => import('./saved-input').then((m) => m.reader),
    forCalculation: (answers, rates) => forCalculation(answers, year.current, resolveRates(rates)),
    summary: (result) => ({ benefit: 'Pension Credit', amount: result.weeklyAmount, per: 'week' }),
    preload: loadAfterFirstAnswer,
    place: useMemo(() => ({ tab }), [tab]),
    openedKept: (kept) => {
      if (isTabKey(kept.tab)) setTab(kept.tab);
    },
    onStartAgain: () => setTab('you'),
  });
  year.current = calc.taxYear;
  const { input, update, rates, calculation } = calc;
  const amounts = resolveRates(rates);
  // The two later tabs are drawn once the person has started: an answer, another tab, or Calculate.
  const firstInput = useRef(input);
  const [hasStarted, setStarted] = useState(false);
  if (!hasStarted && (tab !== 'you' || input !== firstInput.current)) setStarted(true);
  const loadingTab = <p className="text-slate-700">Loading the questions…</p>;
  const [calcCount, setCalcCount] = useState(0);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // After each Calculate, focus the results heading so the result is seen and read out, below any toast.
  useEffect(() => {
    if (calcCount > 0) revealResult(resultsHeading.current);
  }, [calcCount]);

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    setStarted(true);
    const done = calc.calculate();
    // With answers changed, the summary takes focus first (it says what the figure is based on).
    if (done && done.notes.length === 0) setCalcCount((n) => n + 1);
  };

  const goTo = (id: TabKey) => {
    setTab(id);
    requestAnimationFrame(() => document.getElementById(tabId(TAB_PREFIX, id))?.focus());
  };

  /** A tab's questions, then the button on to the next tab. */
  const panel = (id: TabKey, questions: ReactNode) => {
    const next = NEXT_TAB[id];
    return (
      <>
        {questions}
        {next && (
          <button type="button" className="btn btn-secondary mt-8" onClick={() => goTo(next)}>
            Continue to {TAB_LABELS[next]}
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        )}
      </>
    );
  };
  const later = (id: TabKey, questions: ReactNode) => hasStarted && <Suspense fallback={loadingTab}>{panel(id, questions)}</Suspense>;

  const tabs = [
    { id: 'you', label: TAB_LABELS.you, content: panel('you', <YouTab input={input} onChange={update} taxYear={calc.taxYear} amounts={amounts} />) },
    { id: 'money', label: TAB_LABELS.money, content: later('money', <MoneyTab input={input} onChange={update} />) },
    { id: 'home', label: TAB_LABELS.home, content: later('home', <HomeTab input={input} onChange={update} />) },
  ];

  return (
    <CalculatorFrame notes={calc.fieldNotes} ready={calc.restored}>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <form onSubmit={calculate} noValidate aria-labelledby="pc-form-heading" className="min-w-0">
          {calc.notes.length > 0 && (
            <Suspense>
              <ErrorSummary errors={calc.notes} title="We changed some of your answers" onSelectField={(id) => selectTabOf(id, (t) => setTab(t as TabKey))} />
            </Suspense>
          )}
          <h2 id="pc-form-heading" className="text-2xl font-bold text-slate-900">
            Your details
          </h2>
          <TaxYearField className="mt-4" {...calc.yearField} />
          <div className="mt-4">
            <Tabs label="Your details" tabs={tabs} selectedId={tab} onSelect={(id) => setTab(id as TabKey)} idPrefix={TAB_PREFIX} />
          </div>
          <div className="mt-8 border-t-2 border-slate-200 pt-6">
            <div className="flex flex-wrap gap-3">
              <button type="submit" className="btn btn-primary w-full text-lg sm:w-auto">
                Calculate
              </button>
              <button type="button" className="btn btn-secondary w-full sm:w-auto" onClick={calc.startAgain}>
                Start again
              </button>
            </div>
            <p className="mt-2 text-sm text-slate-700">Uses the rules and rates of the tax year you choose. Nothing you enter leaves this device.</p>
          </div>
        </form>

        <section aria-labelledby="pc-results-heading" className="min-w-0 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5">
          <h2 id="pc-results-heading" ref={resultsHeading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none focus-visible:outline-3">
            Your estimate
          </h2>
          <EstimateBody
            taxYear={calculation?.input.taxYear}
            empty={
              <EmptyResult title="No estimate yet" headingLevel={3}>
                Fill in your details and click Calculate to see your estimated Pension Credit and how it was worked out.
              </EmptyResult>
            }
          >
            {calculation && (
              <PensionCreditResults
                input={calculation.input}
                result={calculation.result}
                isStale={calculation.answers !== input}
                weeksPerYear={amounts['general.weeks-per-year']}
                monthsPerYear={amounts['general.months-per-year']}
                shareUrl={shareUrl}
              />
            )}
          </EstimateBody>
        </section>
      </div>
    </CalculatorFrame>
  );
}
