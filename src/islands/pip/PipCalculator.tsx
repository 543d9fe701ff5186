/**
 * The PIP self-assessment calculator island (docs/product.md §2-§5, §8, §9; docs/rules.md "PIP").
 *
 * Four ARIA tabs (Info, Daily Living, Mobility, Results: PipTabNav), free to move between,
 * inside one form; a sidebar with progress and the disclaimer (below the form on phones).
 * Submitting the form ('Calculate PIP Award', or Enter in a field, as in the other
 * calculators) runs `calculatePip` with the published rates, keeps the input it used beside
 * the result, so what is saved is exactly what is shown, and brings the Results tab up.
 *
 * This file puts the parts together and calculates; the parts each do one thing: the Info tab
 * (InfoTab), the activities tabs (ActivitiesTab), the Results tab (ResultsTab),
 * and what is kept, restored and calculated (the shared useCalculation).
 *
 * Hydration: the first client render matches the server's (defaults, built-in rates);
 * session storage (a saved calculation to load) is read only in an effect.
 *
 * Shared parts: the tax-year choice at the top (the year is the input's `taxYear`; a saved
 * calculation reopens in its year), the year line on the result, answers and result kept
 * for the tab (calculator-session.ts) until Start again, field notes gathered for the
 * error summary on Calculate (GOV.UK pattern: it takes focus and links to each field), and
 * CalculatorBoundary around it all.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { calculatePip, defaultPipInput, type PipInput } from '~/calc/pip';
import type { TaxYear } from '~/calc/rates';
import { withCalculatorBoundary } from '~/islands/shared/session/CalculatorBoundary';
import { ChangedAnswersSummary } from '~/islands/shared/fields/ErrorSummary';
import { notesTitle } from '~/islands/shared/fields/field-notes';
import TaxYearField from '~/islands/shared/fields/TaxYearField';
import CalculatorFrame from '~/islands/shared/session/CalculatorFrame';
import { selectTabOf } from '~/islands/shared/results/reveal';
import { withTaxYear } from '~/islands/shared/session/tax-year';
import Tabs from '~/islands/shared/fields/Tabs';
import useCalculation from '~/islands/shared/session/useCalculation';
import PipSidebar from './PipSidebar';
import PipProgressBar from './PipProgressBar';
import InfoTab from './InfoTab';
import ActivitiesTab, { type PipActivitiesPanelProps } from './ActivitiesTab';
import ResultsTab, { loadPipResults } from './ResultsTab';
import { pipCalculatorMessages } from '~/i18n/en/pip';
import { PIP_TABS_PREFIX, isPipTabId, usePipTabLabels, usePipTabNavigation, type PipTabId } from './PipTabNav';
import { conditionsToText, parseConditions, pipProgress, sameInput, withChoice, type PipComponent } from './state';

export interface PipCalculatorProps {
  /** The tax year in force when the page was built (the first render's year; see useCalculation). */
  defaultTaxYear?: TaxYear;
}

/** The two activities tabs: the component each decides, its neighbours for Back and Next, and what it says first. */
function activityTabs(
  t: ReturnType<typeof pipCalculatorMessages.get>,
): ReadonlyArray<Pick<PipActivitiesPanelProps, 'component' | 'tab' | 'previous' | 'next' | 'title' | 'intro'>> {
  return [
    { component: 'dailyLiving', tab: 'daily-living', previous: 'info', next: 'mobility', title: t.dailyLivingTitle, intro: t.dailyLivingIntro },
    { component: 'mobility', tab: 'mobility', previous: 'daily-living', next: 'results', title: t.mobilityTitle, intro: t.mobilityIntro },
  ];
}

export default withCalculatorBoundary<PipCalculatorProps>('pip', Calculator);

function Calculator({ defaultTaxYear }: PipCalculatorProps) {
  const t = useStore(pipCalculatorMessages);
  const tabLabels = usePipTabLabels();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const [revealCount, setRevealCount] = useState(0);
  const [tab, setTab] = useState<PipTabId>('info');
  const calc = useCalculation({
    island: 'pip',
    buildYear: defaultTaxYear,
    yearFieldId: 'pip-tax-year',
    engine: calculatePip,
    defaults: defaultPipInput,
    reader: () => import('./saved-input').then((m) => m.reader),
    printout: () => import('./printed-answers').then((m) => m.printedAnswers),
    summary: (result) => ({ benefit: t.benefit, amount: result.weeklyAmount.total, per: 'week', title: t.calculatedTitle }),
    errorText: t.errorText,
    preload: loadPipResults,
    place: useMemo(() => ({ tab }), [tab]),
    // A saved calculation opens on the Results tab, showing what was saved (docs/product.md §4).
    openedSaved: () => setTab('results'),
    openedKept: (kept) => {
      if (isPipTabId(kept.tab)) setTab(kept.tab);
    },
    withNation: (input, location) => ({ ...input, personalInfo: { ...input.personalInfo, location } }),
    onStartAgain: () => {
      setTab('info');
      setOpenIds(new Set());
    },
  });
  const { input, update, rates, taxYear, calculation } = calc;
  const nav = usePipTabNavigation(setTab);

  // The conditions box keeps what was typed (its separators and spaces) while it says the same
  // conditions as the answers; answers put in place (opened, Start again) bring their own text.
  const [conditionsText, setConditionsText] = useState('');
  const asText = conditionsToText(input.personalInfo.conditions);
  if (conditionsToText(parseConditions(conditionsText)) !== conditionsToText(parseConditions(asText))) setConditionsText(asText);

  const choose = (component: PipComponent, activityId: string, descriptorId: string | null) => update((prev) => withChoice(prev, component, activityId, descriptorId));
  const setInfo = (changes: Partial<PipInput['personalInfo']>) => update((prev) => ({ ...prev, personalInfo: { ...prev.personalInfo, ...changes } }));

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    calc.calculate((done) => {
      // Enter in a field of another tab submits too: the result is on the Results tab.
      setTab('results');
      // With answers changed, the summary takes focus first (it says what the figure is based on).
      if (done.notes.length === 0) setRevealCount((n) => n + 1);
    });
  };

  const progress = pipProgress(input);
  // Running points for the sidebar (the engine never throws).
  const running = calculatePip(input, rates);
  const activitiesProps = { openIds, setOpenIds, nav };

  return (
    <CalculatorFrame notes={calc.fieldNotes} ready={calc.restored} takeAway={calc.takeAway}>
      <ChangedAnswersSummary
        notes={calc.notes}
        title={notesTitle(calc.notes)}
        heldBack={calc.heldBack}
        onSelectField={(id) => selectTabOf(id, (t) => isPipTabId(t) && setTab(t))}
      />
      <TaxYearField className="mb-6 print:hidden" {...calc.yearField} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* Fields scroll clear of the sticky header and progress bar when focused (below lg). */}
        <form onSubmit={calculate} noValidate aria-label={t.form} className="min-w-0 [&_*]:scroll-mt-40 lg:[&_*]:scroll-mt-0">
          <PipProgressBar progress={progress} dailyLivingPoints={running.dailyLivingPoints} mobilityPoints={running.mobilityPoints} />
          <Tabs
            listClassName="flex-nowrap! gap-0.5 [&>[role=tab]]:px-1.5 min-[360px]:[&>[role=tab]]:px-2 sm:[&>[role=tab]]:px-3"
            label={t.sections}
            idPrefix={PIP_TABS_PREFIX}
            selectedId={tab}
            onSelect={(id) => isPipTabId(id) && setTab(id)}
            tabs={[
              {
                id: 'info',
                label: tabLabels.info,
                content: (
                  <InfoTab
                    info={input.personalInfo}
                    onChange={setInfo}
                    conditionsText={conditionsText}
                    onConditionsTextChange={(text) => {
                      setConditionsText(text);
                      setInfo({ conditions: parseConditions(text) });
                    }}
                    rates={rates}
                    nav={nav}
                  />
                ),
              },
              ...activityTabs(t).map((activities) => ({
                id: activities.tab,
                label: tabLabels[activities.tab],
                content: (
                  <ActivitiesTab
                    {...activities}
                    chosen={input.assessment[activities.component]}
                    onChoose={(activityId, descriptorId) => choose(activities.component, activityId, descriptorId)}
                    {...activitiesProps}
                  />
                ),
              })),
              {
                id: 'results',
                label: tabLabels.results,
                content: (
                  <ResultsTab
                    progress={progress}
                    calculation={calculation}
                    stale={calculation ? !sameInput(calculation.input, withTaxYear(input, taxYear)) : false}
                    rates={rates}
                    revealCount={revealCount}
                    onStartAgain={calc.startAgain}
                    nav={nav}
                  />
                ),
              },
            ]}
          />
        </form>
        <div className="lg:sticky lg:top-32 lg:self-start xl:top-24 print:hidden">
          <PipSidebar progress={progress} dailyLivingPoints={running.dailyLivingPoints} mobilityPoints={running.mobilityPoints} />
        </div>
      </div>
    </CalculatorFrame>
  );
}
