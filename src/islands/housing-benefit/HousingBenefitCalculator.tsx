/**
 * The Housing Benefit calculator island (docs/product.md §2-§5, §8; docs/rules.md "Housing Benefit").
 *
 * Three tabs of answers (Personal, Property, Income) and a results panel. The server render
 * and the first client render are the same (defaults, built-in rates, no result); storage is
 * read only in effects: a calculation handed over by /saved-calculations
 * (sessionStorage 'loadCalculation') is restored after mounting, read through the schema of
 * saved-input.ts, with a notice naming any answer that had to be reset.
 *
 * Shared parts: the tax-year choice at the top (the input's `taxYear`), the year line on the
 * result, answers and result kept for the tab (calculator-session.ts) until Start again,
 * field notes gathered for the summary on Calculate, and CalculatorBoundary around it all.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { hbMessages } from '~/i18n/en/housing-benefit';
import { withCalculatorBoundary } from '~/islands/shared/session/CalculatorBoundary';
import useCalculation from '~/islands/shared/session/useCalculation';
import CalculatorFrame from '~/islands/shared/session/CalculatorFrame';
import { revealResult, selectTabOf } from '~/islands/shared/results/reveal';
import { tabId } from '~/islands/shared/fields/Tabs';
import { ContinueButton, loadErrorSummary, TabbedCalculator } from '~/islands/shared/session/TabbedCalculator';
import { defaultHousingBenefitInput } from '~/calc/housing-benefit-questions';
import { loadLhaRates } from '~/stores/rates';
import { resolveRates, type TaxYear } from '~/calc/rates';
import PersonalTab, { loadCareBenefitQuestions, loadCoupleQuestion, loadPensionAgeQuestion } from './PersonalTab';
import useLhaLookup from '~/islands/shared/fields/useLhaLookup';
import { hbQuestionsShown, inputForCalculation, withPersonal, withPostcode } from './state';
import type { ImplausibleAmount } from './implausible';

/**
 * The results side (working lines, save and share) loads when it is first needed, so the page's
 * first load stays within the JavaScript budget (README "Performance"). It is fetched as soon
 * as the person changes an answer, so it is there by the time they press Calculate.
 */
const loadResults = () => import('./HousingBenefitResults');
const HousingBenefitResults = lazy(loadResults);
// The Property and Income tabs load with the first answer, or when the person opens one of them,
// so the page's first load carries only the Personal tab (README "Performance").
const loadPropertyTab = () => import('./PropertyTab');
const PropertyTab = lazy(loadPropertyTab);
const loadIncomeTab = () => import('./IncomeTab');
const IncomeTab = lazy(loadIncomeTab);

/**
 * The engine loads with the first answer or on Calculate (useCalculation), so the page's first
 * load does not carry it (README "Performance").
 */
const loadEngine = () => import('~/calc/housing-benefit').then((m) => m.calculateHousingBenefitWith);
/** What waits for the first answer: the other two tabs, the results side, the summary and the State Pension age question. */
const loadImplausible = () => import('./implausible');
const WeeklyCheck = lazy(() => loadImplausible().then((m) => ({ default: m.WeeklyCheck })));
const loadAfterFirstAnswer = () =>
  Promise.all([loadPropertyTab(), loadIncomeTab(), loadResults(), loadPensionAgeQuestion(), loadCareBenefitQuestions(), loadCoupleQuestion(), loadImplausible()]).then(
    loadErrorSummary,
  );

type TabKey = 'personal' | 'property' | 'income';
const TAB_PREFIX = 'hb';
/** The tab after each, and the message key of the button on to it. */
const NEXT_TAB: Partial<Record<TabKey, { id: TabKey; label: 'toProperty' | 'toIncome' }>> = {
  personal: { id: 'property', label: 'toProperty' },
  property: { id: 'income', label: 'toIncome' },
};

export interface HousingBenefitCalculatorProps {
  /** The page's absolute address, for the share control (known at build time). */
  shareUrl?: string;
  /** The tax year in force when the page was built (the first render's year; see useCalculation). */
  defaultTaxYear?: TaxYear;
}

const isTabKey = (tab: unknown): tab is TabKey => tab === 'personal' || tab === 'property' || tab === 'income';

export default withCalculatorBoundary<HousingBenefitCalculatorProps>('housing-benefit', Calculator);

function Calculator({ shareUrl, defaultTaxYear }: HousingBenefitCalculatorProps) {
  const t = useStore(hbMessages);
  const [tab, setTab] = useState<TabKey>('personal');
  // "Is this weekly?" (docs/product.md §8): the amounts Calculate is waiting on, and the ones already confirmed.
  const [askWeekly, setAskWeekly] = useState<{ items: ImplausibleAmount[]; key: string } | null>(null);
  const confirmedKey = useRef<string | null>(null);
  const lookup = useLhaLookup();
  const calc = useCalculation({
    island: 'housing-benefit',
    buildYear: defaultTaxYear,
    yearFieldId: 'hb-tax-year',
    engine: { load: loadEngine },
    defaults: defaultHousingBenefitInput,
    // What the form hides does not count (docs/rules.md HB 1).
    forCalculation: (answers, rates) => inputForCalculation(answers, resolveRates(rates)),
    reader: () => import('./saved-input').then((m) => m.reader),
    printout: () => import('./printed-answers').then((m) => m.printedAnswers),
    summary: (result) => ({ benefit: t.benefit, amount: result.weeklyAmount, per: 'week' }),
    preload: loadAfterFirstAnswer,
    place: useMemo(() => ({ tab }), [tab]),
    openedSaved: (_saved, opened) => lookup.restore(opened.propertyDetails.postcode, opened.lhaArea),
    openedKept: (kept, answers) => {
      lookup.restore(answers.propertyDetails.postcode, answers.lhaArea);
      if (isTabKey(kept.tab)) setTab(kept.tab);
    },
    withNation: (input, location) => withPersonal(input, { location }),
    onStartAgain: () => {
      lookup.reset();
      setAskWeekly(null);
      setTab('personal');
    },
  });
  const { input, inputRef, update, rates, calculation } = calc;
  // An LHA area answered (opened, remembered or handed over) needs the LHA rates, which load apart.
  const lhaAreaId = input.lhaArea?.id;
  useEffect(() => {
    if (lhaAreaId) void loadLhaRates();
  }, [lhaAreaId]);
  const amounts = resolveRates(rates);
  // The questions these answers open, for every tab (state.ts: the printout lists the same); a postcode
  // the lookup found no rates for asks for the rate.
  const lookupAsksRate = ['not-found', 'invalid', 'failed'].includes(lookup.outcome.kind);
  const shown = hbQuestionsShown(input, amounts, lookupAsksRate);
  // The two later tabs are drawn once the person has started: an answer, another tab, or Calculate.
  const firstInput = useRef(input);
  const [hasStarted, setStarted] = useState(false);
  if (!hasStarted && (tab !== 'personal' || input !== firstInput.current)) setStarted(true);
  const loadingTab = <p className="text-slate-700">{t.loading}</p>;
  const [calcCount, setCalcCount] = useState(0);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // After each Calculate, focus the results heading so the result is seen and read out, below any toast.
  useEffect(() => {
    if (calcCount > 0) revealResult(resultsHeading.current);
  }, [calcCount]);

  const calculate = async (event: FormEvent) => {
    event.preventDefault();
    setStarted(true);
    // A private renter's postcode typed but not looked up is looked up first (docs/rules.md HB 5).
    const typed = inputRef.current.propertyDetails.postcode.trim();
    const { outcome } = lookup;
    // Answered already: not found, or an area without rates (by this postcode, or chosen by town or council), or Northern Ireland.
    const answered =
      (outcome.kind === 'not-found' || outcome.kind === 'invalid' || outcome.kind === 'northern-ireland' || outcome.kind === 'no-figures') &&
      (outcome.postcode === typed || outcome.kind === 'no-figures');
    if (typed && inputRef.current.propertyDetails.tenancyType === 'private' && !inputRef.current.lhaArea && !answered) {
      await lookup.lookup(typed, rates, (lhaArea) => update((i) => ({ ...i, lhaArea })));
    }
    // An amount no home has a week is asked about first (docs/product.md §8), once for those figures.
    const { implausibleAmounts } = await loadImplausible();
    const odd = implausibleAmounts(inputRef.current, resolveRates(rates));
    const key = odd.map((o) => `${o.fieldId}=${o.amount}`).join('|');
    if (odd.length > 0 && confirmedKey.current !== key) {
      setAskWeekly({ items: odd, key });
      return;
    }
    setAskWeekly(null);
    // With answers changed, the summary takes focus first (it says what the figure is based on).
    calc.calculate((done) => {
      if (done.notes.length === 0) setCalcCount((n) => n + 1);
    });
  };

  const weeklyCheck = askWeekly && (
    <Suspense fallback={null}>
      <WeeklyCheck
        items={askWeekly.items}
        onChange={() => {
          const first = askWeekly.items[0]?.fieldId;
          setAskWeekly(null);
          if (first) {
            selectTabOf(first, (id) => setTab(id as TabKey));
            requestAnimationFrame(() => document.getElementById(first)?.focus());
          }
        }}
        onConfirm={() => {
          confirmedKey.current = askWeekly.key;
          document.getElementById(`${TAB_PREFIX}-form-heading`)?.closest('form')?.requestSubmit();
        }}
      />
    </Suspense>
  );

  const goTo = (id: TabKey) => {
    setTab(id);
    requestAnimationFrame(() => document.getElementById(tabId(TAB_PREFIX, id))?.focus());
  };

  const next = (id: TabKey) => {
    const n = NEXT_TAB[id];
    return n ? <ContinueButton label={t[n.label]} onClick={() => goTo(n.id)} /> : null;
  };

  const tabs = [
    {
      id: 'personal',
      label: t.personal,
      content: (
        <>
          <PersonalTab input={input} onChange={update} amounts={amounts} year={calc.taxYear} shown={shown} />
          {next('personal')}
        </>
      ),
    },
    {
      id: 'property',
      label: t.property,
      content: hasStarted && (
        <Suspense fallback={loadingTab}>
          <PropertyTab
            input={input}
            onChange={update}
            shown={shown}
            amounts={amounts}
            onPostcodeChange={(postcode) => {
              if (postcode !== inputRef.current.propertyDetails.postcode) lookup.reset();
              update((i) => withPostcode(i, postcode));
            }}
            onLookup={() => void lookup.lookup(inputRef.current.propertyDetails.postcode, rates, (lhaArea) => update((i) => ({ ...i, lhaArea })))}
            onChoose={(place) =>
              // An area without rates leaves none behind: the typed rate, or none, is used.
              void lookup.choose(place, rates, (lhaArea) => update((i) => ({ ...i, lhaArea }))).then((area) => area || update((i) => ({ ...i, lhaArea: null })))
            }
            lookup={lookup}
          />
          {next('property')}
        </Suspense>
      ),
    },
    {
      id: 'income',
      label: t.income,
      content: hasStarted && (
        <Suspense fallback={loadingTab}>
          <IncomeTab input={input} onChange={update} amounts={amounts} shown={shown} />
        </Suspense>
      ),
    },
  ];

  return (
    <CalculatorFrame notes={calc.fieldNotes} ready={calc.restored} takeAway={calc.takeAway}>
      <TabbedCalculator
        idPrefix={TAB_PREFIX}
        onSubmit={(event) => void calculate(event)}
        session={calc}
        tabs={tabs}
        selectedTab={tab}
        onSelectTab={(id) => setTab(id as TabKey)}
        resultsHeading={resultsHeading}
        resultYear={calculation?.input.taxYear}
        benefit={t.benefit}
        beforeCalculate={weeklyCheck}
      >
        {calculation && (
          <HousingBenefitResults
            input={calculation.input}
            result={calculation.result}
            isStale={calculation.answers !== input}
            weeksPerMonth={amounts['general.weeks-per-month']}
            shareUrl={shareUrl}
          />
        )}
      </TabbedCalculator>
    </CalculatorFrame>
  );
}
