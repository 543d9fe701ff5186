/**
 * The Universal Credit calculator island (docs/product.md §2 "Universal Credit calculator", §4, §8;
 * docs/rules.md "Tax years" and "Common to every engine"). Hydrated with client:load on /universal-credit.
 *
 * - Renders the same markup on the server and in the first client render: the defaults of
 *   docs/product.md §3, the built-in rates, no result. Storage is read only in effects.
 * - Calculate runs the engine in the browser with the published rates (GET /api/rates, or the
 *   built-in table), shows the result, raises 'Calculation Complete' and sends the one
 *   anonymous usage event (only when the server says analytics tracking is on).
 * - The earnings slider recalculates from the household as calculated and replaces the result;
 *   Calculate resets it to the earnings entered.
 * - A saved calculation waiting in sessionStorage['loadCalculation'] is restored on mount, in
 *   the tax year it was saved in (docs/rules.md "Tax years", docs/product.md §10).
 * - The tax-year choice sits at the top; the year is part of the input (`taxYear`), and the
 *   result says which year's rates it used. Changing the year works the result out again.
 * - Answers and the last result survive Back and reload (sessionStorage, calculator-session.ts);
 *   Start again clears them. A failure while drawing shows CalculatorBoundary's message.
 *
 * Each recalculation is timed with the User Timing API ('uc:calculate', 'uc:slider': from the
 * event to React's commit), so scripts/measure-calculator.mjs and DevTools can check it stays inside one frame.
 */
import { lazy, memo, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Toaster from '~/islands/shared/Toaster';
import { withCalculatorBoundary } from '~/islands/shared/CalculatorBoundary';
import ErrorSummary, { type ErrorSummaryItem } from '~/islands/shared/ErrorSummary';
import RatesYearNote from '~/islands/shared/RatesYearNote';
import TaxYearField from '~/islands/shared/TaxYearField';
import useCalculatorSession, { useAnswers } from '~/islands/shared/useCalculatorSession';
import useLoadOnChange from '~/islands/shared/useLoadOnChange';
import { FieldNotes, FieldNotesContext } from '~/islands/shared/field-notes';
import { revealResult, selectTabOf } from '~/islands/shared/reveal';
import { withTaxYear, type WithTaxYear } from '~/islands/shared/tax-year';
import EmptyResult from '~/islands/shared/EmptyResult';
import useRates from '~/islands/shared/useRates';
import { calculateUniversalCredit, type UniversalCreditInput, type UniversalCreditResult } from '~/calc/universal-credit';
import type { RatesTable, TaxYear } from '~/calc/rates';
import { publishedRatesFor } from '~/stores/rates';
import { toast } from '~/stores/toasts';
import { recordCalculatorUsage, useRecordFirstUse } from '~/lib/usage';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import InputTabs from './InputTabs';
import { defaultForm, formFromInput, inputForCalculation, withEarnings, type UcForm } from './state';

export interface UniversalCreditCalculatorProps {
  /** Absolute address of the page, for the share card (set by the Astro page). */
  shareUrl?: string;
  /** The tax year in force when the page was built (the first render's year; see useCalculatorSession). */
  defaultTaxYear?: TaxYear;
}

/** Input as the engine takes it: with the tax year. */
type UcInput = WithTaxYear<UniversalCreditInput>;

/** What the results side shows. */
interface Calculation {
  /** The form's input when Calculate was pressed (or as loaded). */
  baseInput: UcInput;
  /** `baseInput` with the slider's earnings: what `result` was worked out from, and what is saved. */
  input: UcInput;
  result: UniversalCreditResult;
  /** The claimant's own earnings the slider is on. */
  earnings: number;
  /** A loaded result is shown as saved; a calculated one follows rate updates. */
  source: 'calculated' | 'loaded';
}

/** The tabs do not change when only the result does (the slider): skip them then. */
const MemoInputTabs = memo(InputTabs);

/** How long the total waits before it is announced, so a slider drag is read once, at the end. */
const ANNOUNCE_DELAY_MS = 500;

/**
 * The results side (lines, slider, chart, share card) loads when it is first needed, so the
 * page's first load stays within the JavaScript budget (README "Performance"). It is fetched
 * as soon as the person starts on the form, so it is there by the time they press Calculate.
 */
const loadResults = () => import('./Results');
const Results = lazy(loadResults);
/** The save button (with its dialog and the saved-calculations store) comes with the first result. */
const SaveCalculationButton = lazy(() => import('~/islands/shared/SaveDialog').then((m) => ({ default: m.SaveCalculationButton })));

const CALCULATION_ERROR = { title: 'Calculation Error', description: 'Please check your inputs and try again.', variant: 'destructive' } as const;

/** What this calculator remembers for the tab besides the tax year (calculator-session.ts). */
interface Remembered {
  input: UniversalCreditInput;
  tab: string;
  calculation: { baseInput: UniversalCreditInput; earnings: number } | null;
}

export default withCalculatorBoundary<UniversalCreditCalculatorProps>('universal-credit', Calculator);

function Calculator({ shareUrl, defaultTaxYear }: UniversalCreditCalculatorProps) {
  useRecordFirstUse('universal-credit'); // one anonymous start on the first answer changed (src/lib/usage.ts)
  const [fieldNotes] = useState(() => new FieldNotes());
  const [notes, setNotes] = useState<ErrorSummaryItem[]>([]);
  const [form, formRef, update] = useAnswers<UcForm>(defaultForm);
  useLoadOnChange(form, loadResults);
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const [tab, setTab] = useState('personal');
  const [announcement, setAnnouncement] = useState('');
  const resultsRef = useRef<HTMLElement>(null);
  const timing = useRef<{ name: string; start: number } | null>(null);
  const scrollToResults = useRef(false);

  const session = useCalculatorSession<Remembered>({
    island: 'universal-credit',
    buildYear: defaultTaxYear,
    yearFieldId: 'uc-tax-year',
    openSaved: async (saved, savedYear) => {
      // The reader and what to say about it (and a hand-off from the Housing Benefit calculator) load only now.
      const [{ readSavedUniversalCreditInput, readSavedUniversalCreditResult }, { openedNotices }] = await Promise.all([import('./saved-input'), import('./opened-notices')]);
      const { input: read, reset } = readSavedUniversalCreditInput(saved.data);
      const input = withTaxYear(read, savedYear);
      // A result saved by this page from answers read whole is shown as saved; anything else is worked out again.
      const result = (reset.length === 0 ? readSavedUniversalCreditResult(saved.result) : null) ?? calculateUniversalCredit(input, publishedRatesFor(savedYear));
      lastRates.current = publishedRatesFor(savedYear);
      update(() => formFromInput(input));
      setCalculation({ baseInput: input, input, result, earnings: input.incomeDetails.earnedIncome, source: 'loaded' });
      return openedNotices(saved, input);
    },
    openKept: async (kept, keptYear) => {
      // The answers are remembered again only once they are back (never the defaults over them).
      const { readSavedUniversalCreditInput } = await import('./saved-input');
      update(() => formFromInput(readSavedUniversalCreditInput(kept.input).input));
      if (typeof kept.tab === 'string') setTab(kept.tab);
      if (kept.calculation && typeof kept.calculation === 'object') {
        const baseInput = withTaxYear(readSavedUniversalCreditInput(kept.calculation.baseInput).input, keptYear);
        const earnings = typeof kept.calculation.earnings === 'number' ? kept.calculation.earnings : baseInput.incomeDetails.earnedIncome;
        const calcInput = withTaxYear(withEarnings(baseInput, earnings), keptYear);
        const keptRates = publishedRatesFor(keptYear);
        lastRates.current = keptRates;
        setCalculation({ baseInput, input: calcInput, result: calculateUniversalCredit(calcInput, keptRates), earnings, source: 'calculated' });
      }
    },
    remembered: useMemo(
      () => ({
        input: form.input,
        tab,
        calculation: calculation ? { baseInput: calculation.baseInput, earnings: calculation.earnings } : null,
      }),
      [form, tab, calculation],
    ),
    onStartAgain: () => {
      update(() => defaultForm());
      setCalculation(null);
      setNotes([]);
      setTab('personal');
    },
  });
  const { taxYear } = session;
  const rates = useRates(taxYear);

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const start = performance.now();
    let next: Calculation;
    try {
      const input = withTaxYear(inputForCalculation(formRef.current.input, rates), taxYear);
      const result = calculateUniversalCredit(input, rates);
      next = { baseInput: input, input, result, earnings: input.incomeDetails.earnedIncome, source: 'calculated' };
    } catch (err) {
      // The engine never throws on any input (docs/rules.md "Common to every engine"); if it ever does, say so plainly.
      console.error('Universal Credit calculation failed', err);
      toast(CALCULATION_ERROR);
      return;
    }
    timing.current = { name: 'uc:calculate', start };
    const changed = fieldNotes.list();
    setNotes(changed);
    // With answers changed, the summary takes focus first (it says what the figure is based on).
    scrollToResults.current = changed.length === 0;
    setCalculation(next);
    toast({ title: 'Calculation Complete', description: `Your estimated Universal Credit: ${formatMoneyWithPence(toPence(next.result.totalMonthly))} per month` });
    void recordCalculatorUsage('universal-credit', true);
  };

  const changeEarnings = (earnings: number) => {
    // The slider only exists with a result; it recalculates and replaces it (docs/product.md §4).
    if (!calculation) return;
    const start = performance.now();
    try {
      const input = withTaxYear(withEarnings(calculation.baseInput, earnings), taxYear);
      const result = calculateUniversalCredit(input, rates);
      timing.current = { name: 'uc:slider', start };
      setCalculation({ ...calculation, input, result, earnings, source: 'calculated' });
    } catch (err) {
      console.error('Universal Credit recalculation failed', err);
      toast(CALCULATION_ERROR);
    }
  };

  // Time from the event to the commit of the new result (User Timing, read by the e2e test).
  useLayoutEffect(() => {
    const t = timing.current;
    if (!t) return;
    timing.current = null;
    try {
      performance.measure(t.name, { start: t.start, end: performance.now() });
    } catch {
      // Very old browsers without measure options: timing is a nicety.
    }
  }, [calculation]);

  // After Calculate, the result comes into view and takes focus, below any toast.
  useEffect(() => {
    if (!scrollToResults.current) return;
    scrollToResults.current = false;
    revealResult(document.getElementById('uc-results-heading'));
  }, [calculation]);

  // A screen reader hears the new total once the person stops changing things.
  const total = calculation?.result.totalMonthly;
  const earnings = calculation?.earnings;
  useEffect(() => {
    if (total === undefined) return;
    const timer = setTimeout(
      () =>
        setAnnouncement(
          `Estimated Universal Credit: ${formatMoneyWithPence(toPence(total))} a month, with your earnings at ${formatMoneyWithPence(toPence(earnings ?? 0))} a month.`,
        ),
      ANNOUNCE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [total, earnings]);

  // Published rates arriving after a calculation (or edited meanwhile) update it; a new
  // tax year works any result out again in that year.
  const lastRates = useRef<RatesTable>(rates);
  useEffect(() => {
    if (lastRates.current === rates) return;
    lastRates.current = rates;
    setCalculation((c) => {
      if (!c || (c.source !== 'calculated' && c.input.taxYear === taxYear)) return c;
      try {
        const input = withTaxYear(c.input, taxYear);
        return { ...c, baseInput: withTaxYear(c.baseInput, taxYear), input, result: calculateUniversalCredit(input, rates), source: 'calculated' };
      } catch (err) {
        console.error('Universal Credit recalculation failed', err);
        return c;
      }
    });
  }, [rates, taxYear]);

  return (
    <FieldNotesContext.Provider value={fieldNotes}>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-2 lg:gap-10">
        <div className="card min-w-0">
          <ErrorSummary errors={notes} title="We changed some of your answers" onSelectField={(id) => selectTabOf(id, setTab)} />
          <form id="uc-form" onSubmit={calculate} noValidate aria-labelledby="uc-form-heading">
            <h2 id="uc-form-heading" className="text-2xl font-bold text-slate-900">
              Your details
            </h2>
            <TaxYearField className="mt-4" {...session.yearField} />
            <div className="mt-4">
              <MemoInputTabs form={form} update={update} rates={rates} selectedTab={tab} onSelectTab={setTab} />
            </div>
          </form>
          {/* Outside the <form>: the save dialog holds a form of its own, and forms cannot nest.
            The Calculate button belongs to the form through its form attribute. */}
          <div className="mt-8 flex flex-wrap gap-3 border-t border-slate-200 pt-6">
            <button type="submit" form="uc-form" className="btn btn-primary w-full sm:w-auto">
              Calculate Universal Credit
            </button>
            {calculation && (
              <Suspense fallback={null}>
                <SaveCalculationButton type="universal-credit" data={calculation.input} result={calculation.result} className="btn btn-secondary w-full sm:w-auto" />
              </Suspense>
            )}
            <a href="/saved-calculations" className="btn btn-secondary w-full sm:w-auto">
              Saved Calculations
            </a>
            <button type="button" className="btn btn-secondary w-full sm:w-auto" onClick={session.startAgain}>
              Start again
            </button>
          </div>
        </div>

        <section ref={resultsRef} aria-labelledby="uc-results-heading" className="min-w-0">
          <h2 id="uc-results-heading" tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
            Your estimate
          </h2>
          <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
            {announcement}
          </p>
          <div className="mt-4">
            {calculation && <RatesYearNote taxYear={calculation.input.taxYear} className="mb-3" />}
            {calculation ? (
              <Suspense fallback={<p className="text-slate-700">Working out your estimate…</p>}>
                <Results
                  baseInput={calculation.baseInput}
                  result={calculation.result}
                  earnings={calculation.earnings}
                  rates={rates}
                  onEarningsChange={changeEarnings}
                  shareUrl={shareUrl}
                />
              </Suspense>
            ) : (
              <EmptyResult headingLevel={3} title="No estimate yet">
                Fill in your details in the four tabs, then press Calculate Universal Credit to see your estimate and how it was worked out.
              </EmptyResult>
            )}
          </div>
        </section>
        <Toaster />
      </div>
    </FieldNotesContext.Provider>
  );
}
