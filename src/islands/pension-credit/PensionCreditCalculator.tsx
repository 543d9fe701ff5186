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
import { useStore } from '@nanostores/react';
import { pcMessages } from '~/i18n/en/pension-credit';
import { withCalculatorBoundary } from '~/islands/shared/session/CalculatorBoundary';
import useCalculation from '~/islands/shared/session/useCalculation';
import CalculatorFrame from '~/islands/shared/session/CalculatorFrame';
import { revealResult } from '~/islands/shared/results/reveal';
import { tabId } from '~/islands/shared/fields/Tabs';
import { ContinueButton, loadErrorSummary, TabbedCalculator } from '~/islands/shared/session/TabbedCalculator';
import { currentTaxYear, resolveRates, type TaxYear } from '~/calc/rates';
import YouTab from './YouTab';
import { defaultPensionCreditAnswers, forCalculation, pcQuestionsShown } from './state';

/**
 * The results side loads when it is first needed, so the page's first load stays within the
 * JavaScript budget (README "Performance"); it is fetched with the first answer changed.
 */
const loadResults = () => import('./PensionCreditResults');
const PensionCreditResults = lazy(loadResults);
// The Money and Home tabs load with the first answer, or when the person opens one of them.
const loadMoneyTab = () => import('./MoneyTab');
const MoneyTab = lazy(loadMoneyTab);
const loadHomeTab = () => import('./HomeTab');
const HomeTab = lazy(loadHomeTab);

/**
 * The engine loads with the first answer or on Calculate (useCalculation), so the page's first
 * load does not carry it (README "Performance").
 */
const loadEngine = () => import('~/calc/pension-credit').then((m) => m.calculatePensionCredit);
/** What waits for the first answer: the other two tabs, the results side and the summary. */
const loadAfterFirstAnswer = () => Promise.all([loadMoneyTab(), loadHomeTab(), loadResults()]).then(loadErrorSummary);

type TabKey = 'you' | 'money' | 'home';
const TAB_PREFIX = 'pc';
/** The tab after each, and the message key of the button on to it. */
const NEXT_TAB: Partial<Record<TabKey, [TabKey, 'toMoney' | 'toHome']>> = { you: ['money', 'toMoney'], money: ['home', 'toHome'] };

export interface PensionCreditCalculatorProps {
  /** The page's absolute address, for the share control (known at build time). */
  shareUrl?: string;
  /** The tax year in force when the page was built (the first render's year; see useCalculation). */
  defaultTaxYear?: TaxYear;
}

const isTabKey = (tab: unknown): tab is TabKey => tab === 'you' || tab === 'money' || tab === 'home';

export default withCalculatorBoundary<PensionCreditCalculatorProps>('pension-credit', Calculator);

function Calculator({ shareUrl, defaultTaxYear }: PensionCreditCalculatorProps) {
  const t = useStore(pcMessages);
  const [tab, setTab] = useState<TabKey>('you');
  // The year Calculate works in, for the questions that depend on it (set below, each render).
  const year = useRef<TaxYear>(defaultTaxYear ?? currentTaxYear());
  const calc = useCalculation({
    island: 'pension-credit',
    buildYear: defaultTaxYear,
    yearFieldId: 'pc-tax-year',
    engine: { load: loadEngine },
    defaults: defaultPensionCreditAnswers,
    reader: () => import('./saved-input').then((m) => m.reader),
    printout: () => import('./printed-answers').then((m) => m.printedAnswers),
    forCalculation: (answers, rates) => forCalculation(answers, year.current, resolveRates(rates)),
    summary: (result) => ({ benefit: t.benefit, amount: result.weeklyAmount, per: 'week' }),
    preload: loadAfterFirstAnswer,
    place: useMemo(() => ({ tab }), [tab]),
    openedKept: (kept) => {
      if (isTabKey(kept.tab)) setTab(kept.tab);
    },
    withNation: (answers, location) => ({ ...answers, location }),
    onStartAgain: () => setTab('you'),
  });
  year.current = calc.taxYear;
  const { input, update, rates, calculation } = calc;
  const amounts = resolveRates(rates);
  // The questions these answers open, for every tab (state.ts: Calculate and the printout read the same rule).
  const shown = pcQuestionsShown(input, calc.taxYear, amounts);
  // The two later tabs are drawn once the person has started: an answer, another tab, or Calculate.
  const firstInput = useRef(input);
  const [hasStarted, setStarted] = useState(false);
  if (!hasStarted && (tab !== 'you' || input !== firstInput.current)) setStarted(true);
  const loadingTab = <p className="text-slate-700">{t.loading}</p>;
  const [calcCount, setCalcCount] = useState(0);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // After each Calculate, focus the results heading so the result is seen and read out, below any toast.
  useEffect(() => {
    if (calcCount > 0) revealResult(resultsHeading.current);
  }, [calcCount]);

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    setStarted(true);
    // With answers changed, the summary takes focus first (it says what the figure is based on).
    calc.calculate((done) => {
      if (done.notes.length === 0) setCalcCount((n) => n + 1);
    });
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
        {next && <ContinueButton label={t[next[1]]} onClick={() => goTo(next[0])} />}
      </>
    );
  };
  const later = (id: TabKey, questions: ReactNode) => hasStarted && <Suspense fallback={loadingTab}>{panel(id, questions)}</Suspense>;

  const tabs = [
    { id: 'you', label: t.you, content: panel('you', <YouTab input={input} onChange={update} taxYear={calc.taxYear} amounts={amounts} shown={shown} />) },
    { id: 'money', label: t.money, content: later('money', <MoneyTab input={input} onChange={update} shown={shown} />) },
    { id: 'home', label: t.home, content: later('home', <HomeTab input={input} onChange={update} shown={shown} />) },
  ];

  return (
    <CalculatorFrame notes={calc.fieldNotes} ready={calc.restored} takeAway={calc.takeAway}>
      <TabbedCalculator
        idPrefix={TAB_PREFIX}
        onSubmit={calculate}
        session={calc}
        tabs={tabs}
        selectedTab={tab}
        onSelectTab={(id) => setTab(id as TabKey)}
        resultsHeading={resultsHeading}
        resultYear={calculation?.input.taxYear}
        benefit={t.benefit}
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
      </TabbedCalculator>
    </CalculatorFrame>
  );
}
