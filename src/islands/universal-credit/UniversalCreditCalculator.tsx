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
import { useStore } from '@nanostores/react';
import { lazy, memo, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { withCalculatorBoundary } from '~/islands/shared/session/CalculatorBoundary';
import { ChangedAnswersSummary } from '~/islands/shared/fields/ErrorSummary';
import { notesTitle } from '~/islands/shared/fields/field-notes';
import { EstimateBody } from '~/islands/shared/results/RatesYearNote';
import TaxYearField from '~/islands/shared/fields/TaxYearField';
import useCalculation from '~/islands/shared/session/useCalculation';
import CalculatorFrame from '~/islands/shared/session/CalculatorFrame';
import { revealResult, selectTabOf } from '~/islands/shared/results/reveal';
import EmptyResult from '~/islands/shared/results/EmptyResult';
import { defaultUniversalCreditInput } from '~/calc/universal-credit-questions';
import type { TaxYear } from '~/calc/rates';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import { loadLhaRates } from '~/stores/rates';
import InputTabs, { loadLaterTabs } from './InputTabs';
import { formFromInput, inputForCalculation, sliderSaveNote, withEarnings, withLocation, type UcForm } from './state';
import StartAgainButton from '~/islands/shared/session/StartAgainButton';
import { ucCalculatorMessages } from '~/i18n/en/universal-credit';
import { sitePath } from '~/i18n/language';

export interface UniversalCreditCalculatorProps {
  /** Absolute address of the page, for the share card (set by the Astro page). */
  shareUrl?: string;
  /** The tax year in force when the page was built (the first render's year; see useCalculation). */
  defaultTaxYear?: TaxYear;
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
/** What waits for the first answer: the results side, and the Income and Housing tabs with the Local Housing Allowance question. */
const loadAfterFirstAnswer = () => Promise.all([loadResults(), loadLaterTabs()]);
/**
 * The engine loads with the first answer, with the results side, or on Calculate (useCalculation),
 * so the page's first load does not carry it (README "Performance").
 */
const loadEngine = () => import('~/calc/universal-credit').then((m) => m.calculateUniversalCreditWith);
/** The save button (with its dialog and the saved-calculations store) comes with the first result. */
const SaveCalculationButton = lazy(() => import('~/islands/shared/dialogs/SaveDialog').then((m) => ({ default: m.SaveCalculationButton })));
/** Printing and the link with the answers, and what only the printout shows, come with the first result too. */
const loadTakeAway = () => import('~/islands/shared/link/TakeAway');
const TakeAwayButtons = lazy(() => loadTakeAway().then((m) => ({ default: m.TakeAwayButtons })));
const PrintedAnswers = lazy(() => loadTakeAway().then((m) => ({ default: m.PrintedAnswers })));

export default withCalculatorBoundary<UniversalCreditCalculatorProps>('universal-credit', Calculator);

function Calculator({ shareUrl, defaultTaxYear }: UniversalCreditCalculatorProps) {
  const t = useStore(ucCalculatorMessages);
  const [tab, setTab] = useState('personal');
  const calc = useCalculation({
    island: 'universal-credit',
    buildYear: defaultTaxYear,
    yearFieldId: 'uc-tax-year',
    engine: { load: loadEngine },
    defaults: defaultUniversalCreditInput,
    reader: () => import('./saved-input').then((m) => m.reader),
    printout: () => import('./printed-answers').then((m) => m.printedAnswers),
    // What the form hides (a single person's partner, the rent of someone not renting) is not calculated or saved.
    forCalculation: inputForCalculation,
    summary: (result) => ({ benefit: ucCalculatorMessages.get().name, amount: result.totalMonthly, per: 'month' }),
    preload: loadAfterFirstAnswer,
    place: useMemo(() => ({ tab }), [tab]),
    // What to say about a calculation saved before the newer questions, or answers carried over from Housing Benefit: loaded only then.
    openedSaved: (saved) => import('./opened-notices').then((m) => m.openedNotices(saved)),
    openedKept: (kept) => {
      if (typeof kept.tab === 'string') setTab(kept.tab);
    },
    withNation: (input, location) => withLocation(formFromInput(input), location).input,
    onStartAgain: () => setTab('personal'),
  });
  const { input, update, rates, calculation } = calc;
  // An LHA area answered (opened, remembered or handed over) needs the LHA rates, which load apart.
  const lhaAreaId = input.housingDetails.localHousingAllowanceArea;
  useEffect(() => {
    if (lhaAreaId) void loadLhaRates();
  }, [lhaAreaId]);
  // The tabs edit a form holding the answers (state.ts).
  const form = useMemo(() => formFromInput(input), [input]);
  const updateForm = useCallback((change: (current: UcForm) => UcForm) => update((answers) => change(formFromInput(answers)).input), [update]);
  const [announcement, setAnnouncement] = useState('');
  const resultsRef = useRef<HTMLElement>(null);
  const timing = useRef<{ name: string; start: number } | null>(null);
  const scrollToResults = useRef(false);

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const start = performance.now();
    calc.calculate((done) => {
      timing.current = { name: 'uc:calculate', start };
      // With answers changed, the summary takes focus first (it says what the figure is based on).
      scrollToResults.current = done.notes.length === 0;
    });
  };

  const changeEarnings = (earnings: number) => {
    // The slider only exists with a result; it recalculates from the household as calculated and replaces the result (docs/product.md §4).
    if (!calculation) return;
    timing.current = { name: 'uc:slider', start: performance.now() };
    calc.vary(withEarnings(calculation.base, earnings));
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
  const earnings = calculation?.input.incomeDetails.earnedIncome;
  // Over State Pension age there is no figure to read out, only why (docs/rules.md UC 14), in the
  // engine's words, which load with the results.
  const noClaim = calculation?.result.reason === 'state-pension-age' ? calculation.result.statePensionAge.working : null;
  useEffect(() => {
    if (total === undefined) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      if (noClaim === null) setAnnouncement(t.announce({ total: formatMoneyWithPence(toPence(total)), earnings: formatMoneyWithPence(toPence(earnings ?? 0)) }));
      else
        void import('./engine-text').then(({ writeUniversalCreditText }) => {
          if (isCurrent) setAnnouncement(writeUniversalCreditText(noClaim));
        });
    }, ANNOUNCE_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [total, earnings, noClaim, t]);

  return (
    <CalculatorFrame notes={calc.fieldNotes} ready={calc.restored} takeAway={calc.takeAway}>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-2 lg:gap-10">
        <div className="card min-w-0 print:hidden">
          <ChangedAnswersSummary notes={calc.notes} title={notesTitle(calc.notes)} heldBack={calc.heldBack} onSelectField={(id) => selectTabOf(id, setTab)} />
          <form id="uc-form" onSubmit={calculate} noValidate aria-labelledby="uc-form-heading">
            <h2 id="uc-form-heading" className="text-2xl font-bold text-slate-900">
              {t.yourDetails}
            </h2>
            <TaxYearField className="mt-4" {...calc.yearField} />
            <div className="mt-4">
              <MemoInputTabs form={form} update={updateForm} rates={rates} selectedTab={tab} onSelectTab={setTab} />
            </div>
          </form>
          {/* Outside the <form>: the save dialog holds a form of its own, and forms cannot nest.
            The Calculate button belongs to the form through its form attribute. */}
          <div className="mt-8 flex flex-wrap gap-3 border-t border-slate-200 pt-6">
            <button type="submit" form="uc-form" className="btn btn-primary w-full sm:w-auto">
              {t.calculate}
            </button>
            {calculation && (
              <Suspense fallback={null}>
                <SaveCalculationButton
                  type="universal-credit"
                  data={calculation.input}
                  result={calculation.result}
                  note={sliderSaveNote(calculation.input, calculation.base) ?? undefined}
                  className="btn btn-secondary w-full sm:w-auto"
                />
                <TakeAwayButtons data={calculation.input} className="btn btn-secondary w-full sm:w-auto" />
              </Suspense>
            )}
            <a href={sitePath('/saved-calculations')} className="btn btn-secondary w-full sm:w-auto">
              {t.saved}
            </a>
            <StartAgainButton className="btn btn-secondary w-full sm:w-auto" onConfirm={calc.startAgain} />
          </div>
        </div>
        {calculation && (
          <Suspense fallback={null}>
            <PrintedAnswers data={calculation.input} result={calculation.result} />
          </Suspense>
        )}

        <section ref={resultsRef} aria-labelledby="uc-results-heading" className="min-w-0">
          <h2 id="uc-results-heading" tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
            {t.yourEstimate}
          </h2>
          <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
            {announcement}
          </p>
          <EstimateBody
            taxYear={calculation?.input.taxYear}
            empty={
              <EmptyResult headingLevel={3} title={t.noEstimate}>
                {t.noEstimateBody}
              </EmptyResult>
            }
          >
            {calculation && (
              <Results
                baseInput={calculation.base}
                result={calculation.result}
                earnings={calculation.input.incomeDetails.earnedIncome}
                rates={rates}
                onEarningsChange={changeEarnings}
                shareUrl={shareUrl}
              />
            )}
          </EstimateBody>
        </section>
      </div>
    </CalculatorFrame>
  );
}
