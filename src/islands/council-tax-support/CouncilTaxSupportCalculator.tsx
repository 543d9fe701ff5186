/**
 * The Council Tax Support calculator island: the five-step wizard of docs/product.md §2 and §4.
 *
 * Steps 0-3 collect answers; Calculate Support on step 3 works the result out and jumps to
 * step 4, Your Results; Start Over goes back to step 0 and clears the result (answers are
 * kept). Focus moves to the step heading on every step change. The server render and the
 * first client render are the same (step 0, defaults, built-in rates); a calculation handed
 * over by /saved-calculations is restored after mounting, in its tax year.
 *
 * Shared parts: the tax-year choice at the top (the input's `taxYear`), the year line on the
 * result, answers, step and result kept for the tab (calculator-session.ts; Start Over keeps
 * the answers as docs/product.md says, Start again clears everything), field notes gathered for the
 * summary on Calculate Support, and CalculatorBoundary around it all.
 */
import { Suspense, lazy, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { ctsCalculatorMessages, ctsStepMessages } from '~/i18n/en/council-tax-support';
import { withCalculatorBoundary } from '~/islands/shared/session/CalculatorBoundary';
import { HELD_BACK_TEXT, type ErrorSummaryItem } from '~/islands/shared/fields/ErrorSummary';
import { notesTitle } from '~/islands/shared/fields/field-notes';
import RatesYearNote from '~/islands/shared/results/RatesYearNote';
import TaxYearField from '~/islands/shared/fields/TaxYearField';
import useCalculation from '~/islands/shared/session/useCalculation';
import CalculatorFrame from '~/islands/shared/session/CalculatorFrame';
import { defaultCouncilTaxSupportInput } from '~/calc/council-tax-support-questions';
import { resolveRates, tableYear, type RatesTable, type TaxYear } from '~/calc/rates';
import type { CouncilTaxSupportInput } from '~/calc/council-tax-support';
import { IMPLAUSIBLE_YEARLY } from '~/calc/inputs';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import Progress from './Progress';
import PropertyStep from './PropertyStep';
import { ctsQuestionsShown, isRatesNation, nextStep, previousStep, RESULTS_STEP, STEPS } from './state';
import StartAgainButton from '~/islands/shared/session/StartAgainButton';
import { savedCouncilSchemes } from '~/stores/rates';

/**
 * The results step (the working, save and share) loads when it is first needed, so the page's
 * first load stays within the JavaScript budget (README "Performance"). It is fetched as soon
 * as the person changes an answer, so it is there by the time they calculate.
 */
const loadResults = () => import('./ResultsStep');
const ResultsStep = lazy(loadResults);
// Steps 2 to 4 load after the first page (which shows step 1 only), so the page's first load stays small
// (README "Performance"); they are fetched as soon as an answer changes or Next is pressed.
const loadHousehold = () => import('./HouseholdStep');
const loadIncome = () => import('./IncomeStep');
const loadCircumstances = () => import('./CircumstancesStep');
const HouseholdStep = lazy(loadHousehold);
const IncomeStep = lazy(loadIncome);
const CircumstancesStep = lazy(loadCircumstances);
/**
 * The engine loads with the first answer, Next or Calculate Support (useCalculation), so the page's
 * first load does not carry it (README "Performance").
 */
export const loadEngine = () =>
  // The councils' own schemes are data in a chunk of their own, fetched beside the engine (docs/rules.md CTS 2);
  // those an admin saved (GET /api/rates, with the published rates) come first, in place of the built-in
  // one of their council and year.
  Promise.all([import('~/calc/council-tax-support'), import('~/calc/council-tax-support-local/schemes')]).then(
    ([m, local]) =>
      (input: CouncilTaxSupportInput, rates?: RatesTable) =>
        m.calculateCouncilTaxSupport(input, rates, local.withSavedSchemes(savedCouncilSchemes)),
  );
/** Everything after step 1: the later steps, the results and the engine. */
const loadLater = () => Promise.all([loadHousehold(), loadIncome(), loadCircumstances(), loadResults(), loadEngine()]);

export interface CouncilTaxSupportCalculatorProps {
  /** The page's absolute address, for the share control (known at build time). */
  shareUrl?: string;
  /** The tax year in force when the page was built (the first render's year; see useCalculation). */
  defaultTaxYear?: TaxYear;
}

export default withCalculatorBoundary<CouncilTaxSupportCalculatorProps>('council-tax-support', Calculator);

function Calculator({ shareUrl, defaultTaxYear }: CouncilTaxSupportCalculatorProps) {
  const t = useStore(ctsCalculatorMessages);
  const titles = useStore(ctsStepMessages);
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  // Only a step change the visitor made moves focus (not the first render or a restore).
  const moveFocus = useRef(false);

  const calc = useCalculation({
    island: 'council-tax-support',
    buildYear: defaultTaxYear,
    yearFieldId: 'cts-tax-year',
    engine: { load: loadEngine },
    defaults: defaultCouncilTaxSupportInput,
    reader: () => import('./saved-input').then((m) => m.reader),
    printout: () => import('./printed-answers').then((m) => m.printedAnswers),
    // No toast: Calculate Support moves to the results step, whose heading takes focus.
    preload: loadLater,
    place: useMemo(() => ({ step }), [step]),
    // Answers for Northern Ireland open on step 1, which explains the help with rates there.
    openedSaved: (_saved, answers) => setStep(isRatesNation(answers) ? 0 : RESULTS_STEP),
    openedKept: (kept, answers, hasResult) => {
      const keptStep = typeof kept.step === 'number' && Number.isInteger(kept.step) ? Math.min(Math.max(kept.step, 0), RESULTS_STEP) : 0;
      setStep(isRatesNation(answers) ? 0 : keptStep === RESULTS_STEP && !hasResult ? RESULTS_STEP - 1 : keptStep);
    },
    withNation: (input, country) => ({ ...input, location: { ...input.location, country } }),
    onStartAgain: () => go(0),
    // Going back to the first step puts focus on its heading.
    focusYearOnStartAgain: false,
  });
  const { input, update, rates, calculation, fieldNotes, notes } = calc;
  const amounts = resolveRates(rates);

  useEffect(() => {
    if (moveFocus.current) heading.current?.focus();
    moveFocus.current = false;
  }, [step]);

  // Northern Ireland (from the checker's link) is answered on step 1, which explains the help with rates there.
  const ratesOnly = isRatesNation(input);
  useEffect(() => {
    if (ratesOnly) setStep(0);
  }, [ratesOnly]);

  const go = (to: number) => {
    if (to > 0) void loadLater();
    moveFocus.current = true;
    // The fields of the step left behind keep their notes for the summary on Calculate Support.
    if (to !== step) fieldNotes.stepChanging();
    setStep(to);
  };

  // A yearly bill no home has is asked about before estimating (docs/product.md §8), once for that amount.
  const [askYearly, setAskYearly] = useState<number | null>(null);
  const confirmedBill = useRef<number | null>(null);
  const askHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (askYearly !== null) askHeading.current?.focus();
  }, [askYearly]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Northern Ireland has no council tax: nothing to go on to or work out.
    if (isRatesNation(input)) return;
    // The answers a field changed stay listed at the top of the results.
    if (step === RESULTS_STEP - 1) {
      const bill = input.location.annualCouncilTax;
      if (bill > IMPLAUSIBLE_YEARLY.councilTax && confirmedBill.current !== bill) {
        setAskYearly(bill);
        return;
      }
      setAskYearly(null);
      calc.calculate(() => go(RESULTS_STEP));
    } else if (step < RESULTS_STEP - 1) go(nextStep(step));
  };

  // "No" goes back to the bill; "Yes" keeps it for this amount and estimates.
  const yearlyAnswers: ReadonlyArray<readonly [label: string, kind: string, onClick: () => void]> = [
    [
      t.yearlyNo,
      'btn-secondary',
      () => {
        setAskYearly(null);
        go(0);
        requestAnimationFrame(() => document.getElementById('cts-annual-tax')?.focus());
      },
    ],
    [
      t.yearlyYes,
      'btn-primary',
      () => {
        confirmedBill.current = askYearly;
        setAskYearly(null);
        calc.calculate(() => go(RESULTS_STEP));
      },
    ],
  ];
  const yearlyCheck = askYearly !== null && (
    <div className="mt-6 rounded-md border-l-4 border-accent-600 bg-yellow-50 p-4" role="group" aria-labelledby="cts-yearly-check-heading">
      <h3 id="cts-yearly-check-heading" ref={askHeading} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none focus-visible:outline-3">
        {t.yearlyTitle}
      </h3>
      <p className="mt-2 text-slate-900">{t.yearlyText({ amount: formatMoneyWithPence(toPence(askYearly)) })}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        {yearlyAnswers.map(([label, kind, onClick]) => (
          <button key={label} type="button" className={`btn ${kind} w-full sm:w-auto`} onClick={onClick}>
            {label}
          </button>
        ))}
      </div>
    </div>
  );

  const startOver = () => {
    calc.clearResult();
    go(0);
  };

  // The questions these answers open, for every step (state.ts: the printout lists the same).
  const stepProps = { input, onChange: update, amounts, year: tableYear(rates), shown: ctsQuestionsShown(input, amounts) };
  const current = STEPS[step] ?? STEPS[0];
  const isResults = step === RESULTS_STEP && calculation !== null;

  const previousButton = (
    <button type="button" className="btn btn-secondary disabled:cursor-not-allowed disabled:opacity-50" disabled={step === 0} onClick={() => go(previousStep(step))}>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t.previous}
    </button>
  );
  const navClass = 'mt-8 flex flex-wrap items-center justify-between gap-3 border-t-2 border-slate-200 pt-6';

  return (
    <CalculatorFrame notes={fieldNotes} ready={calc.restored} takeAway={calc.takeAway}>
      <div className="mx-auto mt-8 max-w-3xl">
        <TaxYearField className="mb-6 print:hidden" {...calc.yearField} />
        {!ratesOnly && <Progress step={step} />}
        <h2 id="cts-step-heading" ref={heading} tabIndex={-1} className="mt-6 text-2xl font-bold text-slate-900 focus:outline-none focus-visible:outline-3">
          {ratesOnly ? t.whereYouLive : titles[current.id]}
        </h2>
        {isResults && calculation ? (
          // Not inside a form: the results hold the save dialog, which has its own form.
          <div className="mt-4">
            {notes.length > 0 && <ChangedAnswers notes={notes} />}
            <RatesYearNote taxYear={calculation.input.taxYear} className="mb-3" />
            <Suspense fallback={<p className="text-slate-700">{t.workingOut}</p>}>
              <ResultsStep
                input={calculation.input}
                result={calculation.result}
                weeksPerYear={amounts['general.weeks-per-year']}
                monthsPerYear={amounts['general.months-per-year']}
                shareUrl={shareUrl}
              />
            </Suspense>
            <div className={navClass}>
              {previousButton}
              <button type="button" className="btn btn-primary" onClick={startOver}>
                {t.startOver}
              </button>
            </div>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate aria-labelledby="cts-step-heading" className="mt-4">
            {/* Calculate Support stopped at answers a field changed: they are listed here first (useCalculation). */}
            {calc.heldBack && step === RESULTS_STEP - 1 && <ChangedAnswers notes={notes} heldBack />}
            {step === 0 && <PropertyStep {...stepProps} />}
            <Suspense fallback={<p className="text-slate-700">{t.loadingQuestions}</p>}>
              {step === 1 && <HouseholdStep {...stepProps} />}
              {step === 2 && <IncomeStep {...stepProps} />}
              {step === 3 && <CircumstancesStep {...stepProps} />}
            </Suspense>
            {step === 3 && yearlyCheck}
            {!ratesOnly && (
              <div className={navClass}>
                {previousButton}
                <button type="submit" className="btn btn-primary">
                  {step === RESULTS_STEP - 1 ? (
                    t.calculate
                  ) : (
                    <>
                      {t.next}
                      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
                        <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
                      </svg>
                    </>
                  )}
                </button>
              </div>
            )}
            <StartAgainButton className="btn btn-secondary mt-4" onConfirm={calc.startAgain} />
          </form>
        )}
      </div>
    </CalculatorFrame>
  );
}

/**
 * The answers a field changed, listed on the results step (the fields themselves are on
 * earlier steps, so the summary names them without links). Focus comes here first.
 */
function ChangedAnswers({ notes, heldBack = false }: { notes: readonly ErrorSummaryItem[]; heldBack?: boolean }) {
  const t = useStore(ctsCalculatorMessages);
  return (
    <div role="alert" className="mb-6 rounded-md border-4 border-danger-600 p-4">
      <h3 className="text-xl font-bold text-slate-900">{notesTitle(notes)}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {notes.map((n) => (
          <li key={n.fieldId} className="font-bold text-danger-600">
            {n.message}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-slate-900">{heldBack ? t.heldBackCheckThem({ heldBack: HELD_BACK_TEXT }) : t.checkThem}</p>
    </div>
  );
}
