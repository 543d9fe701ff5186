/**
 * The Council Tax Support calculator island: the five-step wizard of spec 001 §2 and §4.
 *
 * Steps 0-3 collect answers; Calculate Support on step 3 works the result out and jumps to
 * step 4, Your Results; Start Over goes back to step 0 and clears the result (answers are
 * kept). Focus moves to the step heading on every step change. The server render and the
 * first client render are the same (step 0, defaults, built-in rates); a calculation handed
 * over by /saved-calculations is restored after mounting.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import Toaster from '~/islands/shared/Toaster';
import useRates from '~/islands/shared/useRates';
import {
  calculateCouncilTaxSupport,
  defaultCouncilTaxSupportInput,
  type CouncilTaxSupportInput,
  type CouncilTaxSupportResult,
} from '~/calc/council-tax-support';
import { resolveRates } from '~/calc/rates';
import { recordCalculatorUsage, useRecordFirstUse } from '~/lib/usage';
import { toast } from '~/stores/toasts';
import { takePendingLoad } from '~/stores/saved-calculations';
import Progress from './Progress';
import PropertyStep from './PropertyStep';
import HouseholdStep from './HouseholdStep';
import IncomeStep from './IncomeStep';
import CircumstancesStep from './CircumstancesStep';
import ResultsStep from './ResultsStep';
import { nextStep, previousStep, readCouncilTaxSupportInput, readCouncilTaxSupportResult, RESULTS_STEP, STEPS } from './state';

export interface CouncilTaxSupportCalculatorProps {
  /** The page's absolute address, for the share control (known at build time). */
  shareUrl?: string;
}

const UPPER_LIMIT_ID = 'council-tax-support.capital.upper-limit';

export default function CouncilTaxSupportCalculator({ shareUrl }: CouncilTaxSupportCalculatorProps) {
  useRecordFirstUse('council-tax-support'); // one anonymous start on the first answer changed (src/lib/usage.ts)
  const rates = useRates();
  const amounts = resolveRates(rates);
  const [input, setInput] = useState<CouncilTaxSupportInput>(defaultCouncilTaxSupportInput);
  // The latest input, read by Calculate Support: Enter in a field submits before React re-renders.
  const inputRef = useRef(input);
  const [step, setStep] = useState(0);
  const [calculated, setCalculated] = useState<{ input: CouncilTaxSupportInput; result: CouncilTaxSupportResult } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Only a step change the visitor made moves focus (not the first render or a restore).
  const moveFocus = useRef(false);

  useEffect(() => {
    try {
      const pending = takePendingLoad('council-tax-support');
      if (!pending) return;
      const a = resolveRates(rates);
      const data = readCouncilTaxSupportInput(pending.data, a[UPPER_LIMIT_ID]);
      const result = readCouncilTaxSupportResult(pending.result) ?? calculateCouncilTaxSupport(data, rates);
      inputRef.current = data;
      setInput(data);
      setCalculated({ input: data, result });
      setStep(RESULTS_STEP);
      toast({ title: 'Calculation loaded', description: `"${pending.name}" was loaded from your saved calculations.` });
    } catch (err) {
      console.error('Loading the saved calculation failed', err);
    }
    // Once, after mounting.
  }, []);

  useEffect(() => {
    if (moveFocus.current) heading.current?.focus();
    moveFocus.current = false;
  }, [step]);

  const go = (to: number) => {
    moveFocus.current = true;
    setStep(to);
  };

  const update = useCallback((change: (current: CouncilTaxSupportInput) => CouncilTaxSupportInput) => {
    const next = change(inputRef.current);
    inputRef.current = next;
    setInput(next);
  }, []);

  const calculate = () => {
    try {
      const current = inputRef.current;
      const result = calculateCouncilTaxSupport(current, rates);
      setCalculated({ input: current, result });
      go(RESULTS_STEP);
      void recordCalculatorUsage('council-tax-support', true);
    } catch (err) {
      console.error('Council Tax Support calculation failed', err);
      toast({ title: 'Calculation Error', description: 'Please check your inputs and try again.', variant: 'destructive' });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === RESULTS_STEP - 1) calculate();
    else if (step < RESULTS_STEP - 1) go(nextStep(step));
  };

  const startOver = () => {
    setCalculated(null);
    go(0);
  };

  const stepProps = { input, onChange: update, amounts };
  const current = STEPS[step] ?? STEPS[0];
  const isResults = step === RESULTS_STEP && calculated !== null;

  const previousButton = (
    <button type="button" className="btn btn-secondary disabled:cursor-not-allowed disabled:opacity-50" disabled={step === 0} onClick={() => go(previousStep(step))}>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      Previous
    </button>
  );
  const navClass = 'mt-8 flex flex-wrap items-center justify-between gap-3 border-t-2 border-slate-200 pt-6';

  return (
    <div className="mx-auto mt-8 max-w-3xl">
      <Progress step={step} />
      <h2 id="cts-step-heading" ref={heading} tabIndex={-1} className="mt-6 text-2xl font-bold text-slate-900 focus:outline-none focus-visible:outline-3">
        {current.title}
      </h2>
      {isResults && calculated ? (
        // Not inside a form: the results hold the save dialog, which has its own form.
        <div className="mt-4">
          <ResultsStep
            input={calculated.input}
            result={calculated.result}
            weeksPerYear={amounts['general.weeks-per-year']}
            monthsPerYear={amounts['general.months-per-year']}
            shareUrl={shareUrl}
          />
          <div className={navClass}>
            {previousButton}
            <button type="button" className="btn btn-primary" onClick={startOver}>
              Start Over
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-labelledby="cts-step-heading" className="mt-4">
          {step === 0 && <PropertyStep {...stepProps} />}
          {step === 1 && <HouseholdStep {...stepProps} />}
          {step === 2 && <IncomeStep {...stepProps} />}
          {step === 3 && <CircumstancesStep {...stepProps} />}
          <div className={navClass}>
            {previousButton}
            <button type="submit" className="btn btn-primary">
              {step === RESULTS_STEP - 1 ? (
                'Calculate Support'
              ) : (
                <>
                  Next
                  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
                    <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </>
              )}
            </button>
          </div>
        </form>
      )}
      <Toaster />
    </div>
  );
}
