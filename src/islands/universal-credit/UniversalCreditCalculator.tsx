/**
 * The Universal Credit calculator island (spec 000 §2 "Universal Credit calculator", §4, §8;
 * DECISIONS.md §1, §2). Hydrated with client:load on /universal-credit.
 *
 * - Renders the same markup on the server and in the first client render: the defaults of
 *   spec 000 §3, the built-in rates, no result. Storage is read only in effects.
 * - Calculate runs the engine in the browser with the published rates (GET /api/rates, or the
 *   built-in table), shows the result, raises 'Calculation Complete' and sends the one
 *   anonymous usage event (only when the server says analytics tracking is on).
 * - The earnings slider recalculates from the household as calculated and replaces the result;
 *   Calculate resets it to the earnings entered.
 * - A saved calculation waiting in sessionStorage['loadCalculation'] is restored on mount.
 *
 * Each recalculation is timed with the User Timing API ('uc:calculate', 'uc:slider': from the
 * event to React's commit), so tests and DevTools can check it stays inside one frame.
 */
import { lazy, memo, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import Toaster from '~/islands/shared/Toaster';
import SelectField from '~/islands/shared/SelectField';
import { EmptyResult } from '~/islands/shared/ResultLine';
import { SaveCalculationButton } from '~/islands/shared/SaveDialog';
import useRates from '~/islands/shared/useRates';
import { calculateUniversalCredit, type UniversalCreditInput, type UniversalCreditResult } from '~/calc/universal-credit';
import { TAX_YEARS, currentTaxYear, tableYear, type RatesTable, type TaxYear } from '~/calc/rates';
import { publishedRatesFor } from '~/stores/rates';
import { toast } from '~/stores/toasts';
import { takePendingLoad } from '~/stores/saved-calculations';
import { recordCalculatorUsage, useRecordFirstUse } from '~/lib/usage';
import { formatAmount, formatMoney } from '~/lib/format';
import InputTabs from './InputTabs';
import { defaultForm, formFromInput, inputForCalculation, isCompleteResult, isFromBeforeTaxYears, restoreInput, withEarnings, type UcForm } from './form';

export interface UniversalCreditCalculatorProps {
  /** Absolute address of the page, for the share card (set by the Astro page). */
  shareUrl?: string;
}

/** What the results side shows. */
interface Calculation {
  /** The form's input when Calculate was pressed (or as loaded). */
  baseInput: UniversalCreditInput;
  /** `baseInput` with the slider's earnings: what `result` was worked out from, and what is saved. */
  input: UniversalCreditInput;
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

/** The tax-year choice (DECISIONS.md §1): the year in force first, marked as this year. */
function taxYearOptions(): Array<{ value: TaxYear; label: string }> {
  const now = currentTaxYear();
  return [...TAX_YEARS].reverse().map((y) => ({ value: y.id, label: y.id === now ? `${y.label} (this year)` : y.label }));
}

/**
 * The results side (lines, slider, chart, share card) loads when it is first needed, so the
 * page's first load stays within the JavaScript budget (README "Performance"). It is fetched
 * as soon as the person starts on the form, so it is there by the time they press Calculate.
 */
const loadResults = () => import('./Results');
const Results = lazy(loadResults);

const CALCULATION_ERROR = { title: 'Calculation Error', description: 'Please check your inputs and try again.', variant: 'destructive' } as const;

export default function UniversalCreditCalculator({ shareUrl }: UniversalCreditCalculatorProps) {
  useRecordFirstUse('universal-credit'); // one anonymous start on the first answer changed (src/lib/usage.ts)
  const [form, setForm] = useState<UcForm>(defaultForm);
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  // The form asks and calculates with the rates of its tax year; the results side keeps the
  // year it was worked out in (DECISIONS.md §1).
  const formRates = useRates(form.input.taxYear);
  const rates = useRates(calculation?.baseInput.taxYear ?? form.input.taxYear);
  /** Shown when a saved calculation from before the tax-year questions is opened. */
  const [notice, setNotice] = useState('');
  // The latest form, read by Calculate: an Enter in a field submits before React re-renders.
  const formRef = useRef(form);
  const [tab, setTab] = useState('personal');
  const [announcement, setAnnouncement] = useState('');
  const resultsRef = useRef<HTMLElement>(null);
  const timing = useRef<{ name: string; start: number } | null>(null);
  const scrollToResults = useRef(false);

  const update = useCallback((change: (f: UcForm) => UcForm) => {
    void loadResults();
    const next = change(formRef.current);
    formRef.current = next;
    setForm(next);
  }, []);

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const start = performance.now();
    let next: Calculation;
    try {
      const formInput = formRef.current.input;
      // The year goes with the input, so a saved calculation keeps it.
      const input = inputForCalculation({ ...formInput, taxYear: formInput.taxYear ?? tableYear(formRates) }, formRates);
      const result = calculateUniversalCredit(input, formRates);
      next = { baseInput: input, input, result, earnings: input.incomeDetails.earnedIncome, source: 'calculated' };
    } catch (err) {
      // The engine never throws on any input (DECISIONS.md §2); if it ever does, say so plainly.
      console.error('Universal Credit calculation failed', err);
      toast(CALCULATION_ERROR);
      return;
    }
    timing.current = { name: 'uc:calculate', start };
    scrollToResults.current = true;
    setCalculation(next);
    toast({ title: 'Calculation Complete', description: `Your estimated Universal Credit: £${formatAmount(next.result.totalMonthly)} per month` });
    void recordCalculatorUsage('universal-credit', true);
  };

  const changeEarnings = (earnings: number) => {
    // The slider only exists with a result; it recalculates and replaces it (spec 000 §4).
    if (!calculation) return;
    const start = performance.now();
    try {
      const input = withEarnings(calculation.baseInput, earnings);
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

  // On phones the results sit below the form: bring them into view after Calculate.
  useEffect(() => {
    if (!scrollToResults.current) return;
    scrollToResults.current = false;
    const el = resultsRef.current;
    if (!el || el.getBoundingClientRect().top < window.innerHeight * 0.75) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [calculation]);

  // A screen reader hears the new total once the person stops changing things.
  const total = calculation?.result.totalMonthly;
  const earnings = calculation?.earnings;
  useEffect(() => {
    if (total === undefined) return;
    const timer = setTimeout(
      () => setAnnouncement(`Estimated Universal Credit: ${formatMoney(total)} a month, with your earnings at ${formatMoney(earnings ?? 0)} a month.`),
      ANNOUNCE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [total, earnings]);

  // Published rates arriving after a calculation (or edited meanwhile) update it.
  const lastRates = useRef<RatesTable>(rates);
  useEffect(() => {
    if (lastRates.current === rates) return;
    lastRates.current = rates;
    setCalculation((c) => {
      if (!c || c.source !== 'calculated') return c;
      try {
        return { ...c, result: calculateUniversalCredit(c.input, rates) };
      } catch (err) {
        console.error('Universal Credit recalculation failed', err);
        return c;
      }
    });
  }, [rates]);

  // A calculation chosen on /saved-calculations (spec 000 §4). Errors are logged only (§8).
  useEffect(() => {
    try {
      const saved = takePendingLoad('universal-credit');
      if (!saved) return;
      const input = restoreInput(saved.data);
      // A result saved by this page is shown as saved; anything incomplete is worked out again.
      const result = isCompleteResult(saved.result) ? saved.result : calculateUniversalCredit(input, publishedRatesFor(input.taxYear ?? currentTaxYear()));
      update(() => formFromInput(input));
      if (isFromBeforeTaxYears(saved.data)) {
        setNotice(
          'This calculation was saved before we added questions about your rent, your children, your health and the benefit cap. We used the usual answers for them and this year’s figures: check each tab, then press Calculate Universal Credit.',
        );
      }
      setCalculation({ baseInput: input, input, result, earnings: input.incomeDetails.earnedIncome, source: 'loaded' });
      toast({ title: 'Calculation loaded', description: `"${saved.name}" was loaded from your saved calculations.` });
    } catch (err) {
      console.error('Loading the saved calculation failed', err);
    }
  }, [update]);

  return (
    <div className="mt-8 grid items-start gap-8 lg:grid-cols-2 lg:gap-10">
      <div className="card min-w-0">
        <form id="uc-form" onSubmit={calculate} noValidate aria-labelledby="uc-form-heading">
          <h2 id="uc-form-heading" className="text-2xl font-bold text-slate-900">
            Your details
          </h2>
          {notice && (
            <div role="status" className="mt-4 rounded-md border-l-8 border-brand-700 bg-brand-50 p-4 text-slate-900">
              <p className="font-bold">New questions were added</p>
              <p className="mt-1">{notice}</p>
            </div>
          )}
          <SelectField<TaxYear>
            id="uc-tax-year-choice"
            className="mt-4"
            label="Tax year"
            hint="The figures change every April. Press Calculate Universal Credit after you change the year."
            value={form.input.taxYear ?? tableYear(formRates)}
            onChange={(year) => update((f) => ({ ...f, input: { ...f.input, taxYear: year } }))}
            options={taxYearOptions()}
          />
          <div className="mt-4">
            <MemoInputTabs form={form} update={update} rates={formRates} selectedTab={tab} onSelectTab={setTab} />
          </div>
        </form>
        {/* Outside the <form>: the save dialog holds a form of its own, and forms cannot nest.
            The Calculate button belongs to the form through its form attribute. */}
        <div className="mt-8 flex flex-wrap gap-3 border-t border-slate-200 pt-6">
          <button type="submit" form="uc-form" className="btn btn-primary w-full sm:w-auto">
            Calculate Universal Credit
          </button>
          {calculation && <SaveCalculationButton type="universal-credit" data={calculation.input} result={calculation.result} className="btn btn-secondary w-full sm:w-auto" />}
          <a href="/saved-calculations" className="btn btn-secondary w-full sm:w-auto">
            Saved Calculations
          </a>
        </div>
      </div>

      <section ref={resultsRef} aria-labelledby="uc-results-heading" className="min-w-0">
        <h2 id="uc-results-heading" className="text-2xl font-bold text-slate-900">
          Your estimate
        </h2>
        <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
          {announcement}
        </p>
        <div className="mt-4">
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
  );
}
