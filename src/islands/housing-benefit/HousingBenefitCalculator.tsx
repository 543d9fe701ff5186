/**
 * The Housing Benefit calculator island (spec 001 §2-§5, §8; DECISIONS.md §2 HB).
 *
 * Three tabs of answers (Personal, Property, Income) and a results panel. The server render
 * and the first client render are the same (defaults, built-in rates, no result); storage is
 * read only in effects: a calculation handed over by /saved-calculations
 * (sessionStorage 'loadCalculation') is restored after mounting, read through the schema of
 * saved-input.ts, with a notice naming any answer that had to be reset.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import Tabs, { tabId } from '~/islands/shared/Tabs';
import Toaster from '~/islands/shared/Toaster';
import { EmptyResult } from '~/islands/shared/ResultLine';
import useRates from '~/islands/shared/useRates';
import { calculateHousingBenefit, defaultHousingBenefitInput, type HousingBenefitInput, type HousingBenefitResult } from '~/calc/housing-benefit';
import { currentTaxYear, resolveRates, taxYearInfo } from '~/calc/rates';
import { formatMoney } from '~/lib/format';
import { recordCalculatorUsage, useRecordFirstUse } from '~/lib/usage';
import { toast } from '~/stores/toasts';
import { takePendingLoad } from '~/stores/saved-calculations';
import PersonalTab from './PersonalTab';
import PropertyTab from './PropertyTab';
import IncomeTab from './IncomeTab';
import HousingBenefitResults from './HousingBenefitResults';
import useLhaLookup from './useLhaLookup';
import { withPostcode } from './state';

type TabKey = 'personal' | 'property' | 'income';
/** The Valuation Office Agency's official LHA rate lookup, offered when a postcode is not found. */
const LHA_DIRECT_URL = 'https://lha-direct.voa.gov.uk/search.aspx';
const TAB_PREFIX = 'hb';
const NEXT_TAB: Partial<Record<TabKey, { id: TabKey; label: string }>> = {
  personal: { id: 'property', label: 'Continue to Property' },
  property: { id: 'income', label: 'Continue to Income' },
};

export interface HousingBenefitCalculatorProps {
  /** The page's absolute address, for the share control (known at build time). */
  shareUrl?: string;
}

interface Calculated {
  input: HousingBenefitInput;
  result: HousingBenefitResult;
}

export default function HousingBenefitCalculator({ shareUrl }: HousingBenefitCalculatorProps) {
  useRecordFirstUse('housing-benefit'); // one anonymous start on the first answer changed (src/lib/usage.ts)
  const rates = useRates();
  const amounts = resolveRates(rates);
  const [input, setInput] = useState<HousingBenefitInput>(defaultHousingBenefitInput);
  // The latest input, read by Calculate: Enter in a field submits before React re-renders.
  const inputRef = useRef(input);
  const [calculated, setCalculated] = useState<Calculated | null>(null);
  const [tab, setTab] = useState<TabKey>('personal');
  const [calcCount, setCalcCount] = useState(0);
  const lookup = useLhaLookup();
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // A calculation chosen on /saved-calculations (spec 000 §2, §4): inputs and result restored,
  // 'Calculation loaded', entry removed. Errors are logged only (spec 000 §8).
  useEffect(() => {
    try {
      const pending = takePendingLoad('housing-benefit');
      if (!pending) return;
      void import('./saved-input')
        .then(({ readSavedHousingBenefitInput, readSavedHousingBenefitResult, resetNotice }) => {
          const { input: data, reset } = readSavedHousingBenefitInput(pending.data);
          // A result saved from answers that had to be reset no longer matches them: work it out again.
          const result = (reset.length === 0 ? readSavedHousingBenefitResult(pending.result) : null) ?? calculateHousingBenefit(data, rates);
          inputRef.current = data;
          setInput(data);
          setCalculated({ input: data, result });
          lookup.restore(data.propertyDetails.postcode, data.lhaArea);
          toast({ title: 'Calculation loaded', description: `"${pending.name}" was loaded from your saved calculations.` });
          const notice = resetNotice(reset);
          if (notice) toast({ title: 'Some answers were reset', description: notice });
        })
        .catch((err: unknown) => console.error('Loading the saved calculation failed', err));
    } catch (err) {
      console.error('Loading the saved calculation failed', err);
    }
    // Once, after mounting.
  }, []);

  // After each Calculate, focus the results heading so the result is seen and read out.
  useEffect(() => {
    if (calcCount > 0) resultsHeading.current?.focus();
  }, [calcCount]);

  const update = useCallback((change: (current: HousingBenefitInput) => HousingBenefitInput) => {
    const next = change(inputRef.current);
    inputRef.current = next;
    setInput(next);
  }, []);

  const calculate = async (event: FormEvent) => {
    event.preventDefault();
    // A private renter's postcode typed but not looked up is looked up first (DECISIONS.md §2 HB 5).
    const typed = inputRef.current.propertyDetails.postcode.trim();
    const answered = (lookup.outcome.kind === 'not-found' || lookup.outcome.kind === 'invalid') && lookup.outcome.postcode === typed;
    if (typed && inputRef.current.propertyDetails.tenancyType === 'private' && !inputRef.current.lhaArea && !answered) {
      await lookup.lookup(typed, rates, (lhaArea) => update((i) => ({ ...i, lhaArea })));
    }
    try {
      const current = inputRef.current;
      const result = calculateHousingBenefit(current, rates);
      setCalculated({ input: current, result });
      setCalcCount((n) => n + 1);
      toast({ title: 'Calculation Complete', description: `Your estimated Housing Benefit: ${formatMoney(result.weeklyAmount)} per week` });
      void recordCalculatorUsage('housing-benefit', true);
    } catch (err) {
      console.error('Housing Benefit calculation failed', err);
      toast({ title: 'Calculation Error', description: 'Please check your inputs and try again.', variant: 'destructive' });
    }
  };

  const goTo = (id: TabKey) => {
    setTab(id);
    requestAnimationFrame(() => document.getElementById(tabId(TAB_PREFIX, id))?.focus());
  };

  const next = (id: TabKey) => {
    const n = NEXT_TAB[id];
    return n ? (
      <button type="button" className="btn btn-secondary mt-8" onClick={() => goTo(n.id)}>
        {n.label}
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    ) : null;
  };

  const tabs = [
    {
      id: 'personal',
      label: 'Personal',
      content: (
        <>
          <PersonalTab input={input} onChange={update} amounts={amounts} />
          {next('personal')}
        </>
      ),
    },
    {
      id: 'property',
      label: 'Property',
      content: (
        <>
          <PropertyTab
            input={input}
            onChange={update}
            onPostcodeChange={(postcode) => {
              if (postcode !== inputRef.current.propertyDetails.postcode) lookup.reset();
              update((i) => withPostcode(i, postcode));
            }}
            onLookup={() => void lookup.lookup(inputRef.current.propertyDetails.postcode, rates, (lhaArea) => update((i) => ({ ...i, lhaArea })))}
            lhaLookupUrl={LHA_DIRECT_URL}
            isLooking={lookup.isLooking}
            outcome={lookup.outcome}
          />
          {next('property')}
        </>
      ),
    },
    {
      id: 'income',
      label: 'Income',
      content: (
        <IncomeTab
          input={input}
          onChange={update}
          savingsLimits={{
            lower: amounts['housing-benefit.capital.lower-limit'],
            step: amounts['housing-benefit.capital.step'],
            pensionLower: amounts['housing-benefit.capital.pension.lower-limit'],
            pensionStep: amounts['housing-benefit.capital.pension.step'],
            upper: amounts['housing-benefit.capital.upper-limit'],
          }}
          statePensionAge={amounts['housing-benefit.state-pension-age']}
        />
      ),
    },
  ];

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
      <form onSubmit={(event) => void calculate(event)} noValidate aria-labelledby="hb-form-heading" className="min-w-0">
        <h2 id="hb-form-heading" className="text-2xl font-bold text-slate-900">
          Your details
        </h2>
        <div className="mt-4">
          <Tabs label="Your details" tabs={tabs} selectedId={tab} onSelect={(id) => setTab(id as TabKey)} idPrefix={TAB_PREFIX} />
        </div>
        <div className="mt-8 border-t-2 border-slate-200 pt-6">
          <button type="submit" className="btn btn-primary w-full text-lg sm:w-auto">
            Calculate
          </button>
          <p className="mt-2 text-sm text-slate-700">Uses the {taxYearInfo(input.taxYear ?? currentTaxYear()).shortLabel} rules and rates. Nothing you enter leaves this device.</p>
        </div>
      </form>

      <section aria-labelledby="hb-results-heading" className="min-w-0 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5">
        <h2 id="hb-results-heading" ref={resultsHeading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none focus-visible:outline-3">
          Your estimate
        </h2>
        <div className="mt-4">
          {calculated ? (
            <HousingBenefitResults
              input={calculated.input}
              result={calculated.result}
              isStale={calculated.input !== input}
              weeksPerMonth={amounts['general.weeks-per-month']}
              shareUrl={shareUrl}
            />
          ) : (
            <EmptyResult title="No estimate yet" headingLevel={3}>
              Fill in your details and click Calculate to see your estimated Housing Benefit and how it was worked out.
            </EmptyResult>
          )}
        </div>
      </section>
      <Toaster />
    </div>
  );
}
