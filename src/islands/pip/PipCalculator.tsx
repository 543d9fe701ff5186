/**
 * The PIP self-assessment calculator island (docs/product.md §2-§5, §8, §9; docs/rules.md "PIP").
 *
 * Four ARIA tabs (Info, Daily Living, Mobility, Results), free to move between; a sidebar
 * with progress and the disclaimer (below the form on phones). 'Calculate PIP Award'
 * runs `calculatePip` with the published rates and keeps the input it used beside the
 * result, so what is saved is exactly what is shown.
 *
 * Hydration: the first client render matches the server's (defaults, built-in rates);
 * session storage (a saved calculation to load) is read only in an effect.
 *
 * Shared parts: the tax-year choice at the top (the year is the input's `taxYear`; a saved
 * calculation reopens in its year), the year line on the result, answers and result kept
 * for the tab (calculator-session.ts) until Start again, field notes gathered for the
 * summary on Calculate, and CalculatorBoundary around it all.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { calculatePip, defaultPipInput, type PipInput, type PipResult } from '~/calc/pip';
import { INPUT_LIMITS, resolveRates, type TaxYear } from '~/calc/rates';
import { withCalculatorBoundary } from '~/islands/shared/CalculatorBoundary';
import ErrorSummary, { type ErrorSummaryItem } from '~/islands/shared/ErrorSummary';
import RatesYearNote from '~/islands/shared/RatesYearNote';
import TaxYearField from '~/islands/shared/TaxYearField';
import useCalculatorSession from '~/islands/shared/useCalculatorSession';
import { FieldNotes, FieldNotesContext } from '~/islands/shared/field-notes';
import { revealResult, selectTabOf } from '~/islands/shared/reveal';
import { resetFields, resetNotice } from '~/islands/shared/saved-input';
import { withTaxYear, type WithTaxYear } from '~/islands/shared/tax-year';
import { publishedRatesFor } from '~/stores/rates';
import { recordCalculatorUsage } from '~/lib/usage';
import { toast } from '~/stores/toasts';
import Tabs from '~/islands/shared/Tabs';
import Toaster from '~/islands/shared/Toaster';
import NumberField from '~/islands/shared/NumberField';
import RadioGroup from '~/islands/shared/RadioGroup';
import CheckboxField from '~/islands/shared/CheckboxField';
import { EmptyResult } from '~/islands/shared/ResultLine';
import useRates from '~/islands/shared/useRates';
import useLoadOnChange from '~/islands/shared/useLoadOnChange';
import ActivityList from './ActivityList';
import PipSidebar from './PipSidebar';
import PipProgressBar from './PipProgressBar';
import {
  COMPONENT_ACTIVITIES,
  DURATION_OPTIONS,
  LOCATION_OPTIONS,
  conditionsToText,
  isPipResult,
  parseConditions,
  pipProgress,
  restorePipInput,
  sameInput,
  withChoice,
  type PipComponent,
} from './pip-state';
import { formatMoneyWithPence, toPence } from '~/calc/money';

/** The tabs, in order (docs/product.md §2). */
const TAB_IDS = ['info', 'daily-living', 'mobility', 'results'] as const;
type TabIdType = (typeof TAB_IDS)[number];
const TAB_LABELS: Record<TabIdType, string> = { info: 'Info', 'daily-living': 'Daily Living', mobility: 'Mobility', results: 'Results' };

interface Snapshot {
  input: WithTaxYear<PipInput>;
  result: PipResult;
}

/** What this calculator remembers for the tab besides the tax year (calculator-session.ts). */
interface Remembered {
  input: PipInput;
  tab: TabIdType;
  calculated: PipInput | null;
}

export interface PipCalculatorProps {
  /** The tax year in force when the page was built (the first render's year; see useCalculatorSession). */
  defaultTaxYear?: TaxYear;
}

/** Tab buttons' and panels' id prefix (see Tabs: `pip-tab-x`, `pip-panel-x`). */
/**
 * The results part (award, evidence list, save and share) loads when it is first needed, so
 * the page's first load stays within the JavaScript budget (README "Performance"). It is
 * fetched as soon as the person answers something, so it is there by the time they calculate.
 */
const loadResults = () => import('./PipResults');
const PipResults = lazy(loadResults);

const TABS_PREFIX = 'pip';

export default withCalculatorBoundary<PipCalculatorProps>('pip', Calculator);

function Calculator({ defaultTaxYear }: PipCalculatorProps) {
  const [fieldNotes] = useState(() => new FieldNotes());
  const [notes, setNotes] = useState<ErrorSummaryItem[]>([]);
  const [input, setInput] = useState<PipInput>(defaultPipInput);
  useLoadOnChange(input, loadResults);
  const [conditionsText, setConditionsText] = useState('');
  const [tab, setTab] = useState<TabIdType>('info');
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const headings = useRef<Partial<Record<TabIdType, HTMLHeadingElement | null>>>({});
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const focusResult = useRef(false);

  const setAnswers = (answers: PipInput) => {
    setInput(answers);
    setConditionsText(conditionsToText(answers.personalInfo.conditions));
  };

  const session = useCalculatorSession<Remembered>({
    island: 'pip',
    buildYear: defaultTaxYear,
    yearFieldId: 'pip-tax-year',
    openSaved: (saved, savedYear) => {
      const restoredInput = withTaxYear(restorePipInput(saved.data), savedYear);
      // Show exactly what was saved; work it out again only when the stored result is unusable.
      const result = isPipResult(saved.result) ? saved.result : calculatePip(restoredInput, publishedRatesFor(savedYear));
      setAnswers(restoredInput);
      setSnapshot({ input: restoredInput, result });
      setTab('results');
      return { notices: [resetNotice(resetFields(saved.data, restoredInput))] };
    },
    openKept: (kept, keptYear) => {
      setAnswers(restorePipInput(kept.input));
      if (typeof kept.tab === 'string' && (TAB_IDS as readonly string[]).includes(kept.tab)) setTab(kept.tab);
      if (kept.calculated) {
        const calcInput = withTaxYear(restorePipInput(kept.calculated), keptYear);
        setSnapshot({ input: calcInput, result: calculatePip(calcInput, publishedRatesFor(keptYear)) });
      }
    },
    remembered: useMemo(() => ({ input, tab, calculated: snapshot ? snapshot.input : null }), [input, tab, snapshot]),
    onStartAgain: () => {
      setAnswers(defaultPipInput());
      setSnapshot(null);
      setNotes([]);
      setOpenIds(new Set());
      setTab('info');
    },
  });
  const { taxYear } = session;
  const rates = useRates(taxYear);

  // A new tax year works the result out again in that year.
  useEffect(() => {
    setSnapshot((s) => {
      if (!s || s.input.taxYear === taxYear) return s;
      const next = withTaxYear(s.input, taxYear);
      return { input: next, result: calculatePip(next, rates) };
    });
  }, [taxYear, rates]);

  // After Calculate, move focus to the result so it is seen and read, below any toast. The
  // results part may still be loading: then its heading takes focus as it appears.
  useEffect(() => {
    if (!focusResult.current || !snapshot || !resultHeading.current) return;
    focusResult.current = false;
    revealResult(resultHeading.current);
  }, [snapshot]);
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    resultHeading.current = heading;
    if (heading && focusResult.current) {
      focusResult.current = false;
      revealResult(heading);
    }
  }, []);

  const choose = (component: PipComponent, activityId: string, descriptorId: string | null) => {
    // A descriptor is chosen with a button, not a form field: the first one is the calculator's
    // first use (one anonymous start, src/lib/usage.ts).
    void recordCalculatorUsage('pip', false);
    setInput((prev) => withChoice(prev, component, activityId, descriptorId));
  };
  const setInfo = (changes: Partial<PipInput['personalInfo']>) => setInput((prev) => ({ ...prev, personalInfo: { ...prev.personalInfo, ...changes } }));

  const toggle = (id: string) =>
    setOpenIds((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const setAllOpen = (component: PipComponent, open: boolean) =>
    setOpenIds((prev) => {
      const next = new Set(prev);
      for (const a of COMPONENT_ACTIVITIES[component]) {
        if (open) next.add(a.id);
        else next.delete(a.id);
      }
      return next;
    });

  /** The Previous / Next buttons under each panel: select the tab and take the person to its heading. */
  const goTo = (id: TabIdType) => {
    setTab(id);
    requestAnimationFrame(() => {
      const heading = headings.current[id];
      heading?.focus();
      heading?.scrollIntoView({ block: 'start' });
    });
  };

  const calculate = () => {
    try {
      const calcInput = withTaxYear(input, taxYear);
      const result = calculatePip(calcInput, rates);
      const changed = fieldNotes.list();
      setNotes(changed);
      // With answers changed, the summary takes focus first (it says what the figure is based on).
      focusResult.current = changed.length === 0;
      setSnapshot({ input: calcInput, result });
      toast({ title: 'Assessment Complete', description: `Your estimated PIP: ${formatMoneyWithPence(toPence(result.weeklyAmount.total))} per week` });
      void recordCalculatorUsage('pip', true);
    } catch (err) {
      console.error('PIP calculation failed', err);
      toast({ title: 'Calculation Error', description: 'Please check your selections and try again.', variant: 'destructive' });
    }
  };

  const progress = pipProgress(input);
  // Running points for the sidebar (the engine never throws).
  const running = calculatePip(input, rates);
  const a = resolveRates(rates);
  const isPensionAge = input.personalInfo.age >= a['pip.state-pension-age'];

  const heading = (id: TabIdType, text: string) => (
    <h2
      ref={(el) => {
        headings.current[id] = el;
      }}
      tabIndex={-1}
      className="text-2xl font-bold text-slate-900 focus:outline-none"
    >
      {text}
    </h2>
  );

  const nav = (previous: TabIdType | null, next: TabIdType | null) => (
    <div className="mt-8 flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-6">
      {previous ? (
        <button type="button" className="btn btn-secondary" onClick={() => goTo(previous)}>
          <span aria-hidden="true">←</span> Back to {TAB_LABELS[previous]}
        </button>
      ) : (
        <span />
      )}
      {next && (
        <button type="button" className="btn btn-primary" onClick={() => goTo(next)}>
          Next: {TAB_LABELS[next]} <span aria-hidden="true">→</span>
        </button>
      )}
    </div>
  );

  const infoPanel = (
    <div>
      {heading('info', 'About you and your condition')}
      <div className="mt-4 rounded-lg border-l-8 border-brand-700 bg-brand-50 p-4" role="note" aria-labelledby="pip-duration-note-title">
        <h3 id="pip-duration-note-title" className="text-lg font-bold text-slate-900">
          Important Note
        </h3>
        <p className="mt-1 text-slate-900">
          To get PIP your condition must have lasted 3 months and be expected to last at least 9 more months (6 months if you are terminally ill). If you are terminally ill, say so
          when you call: special rules make the claim faster.
        </p>
      </div>
      <p className="mt-4 text-slate-800">
        This calculator works out the points the DWP would give for the answers you choose. Answer for how you manage on most days, and think about whether you can do each activity
        safely, to an acceptable standard, as often as you need to and in a reasonable time. If not, choose the statement that describes the help you need.
      </p>

      <div className="mt-6 space-y-6">
        <NumberField
          id="pip-age"
          label="Your age"
          hint={`From ${INPUT_LIMITS.pip.ageMin} to ${INPUT_LIMITS.pip.ageMax}`}
          suffix="years"
          min={INPUT_LIMITS.pip.ageMin}
          max={INPUT_LIMITS.pip.ageMax}
          fallback={INPUT_LIMITS.pip.ageMin}
          value={input.personalInfo.age}
          onChange={(age) => setInfo({ age })}
          widthClass="w-24"
        />
        {isPensionAge && (
          <p className="-mt-3 border-l-4 border-slate-400 pl-3 text-slate-800">
            From State Pension age you usually cannot start a new PIP claim. Attendance Allowance may help instead.
          </p>
        )}
        <RadioGroup
          id="pip-duration"
          legend="How long have you had your condition?"
          hint="If you have more than one, think of the one that affects you most."
          value={input.personalInfo.conditionDuration}
          onChange={(conditionDuration) => setInfo({ conditionDuration })}
          options={DURATION_OPTIONS}
        />
        {input.personalInfo.conditionDuration === 'less-than-3-months' && (
          <p className="-mt-3 border-l-4 border-slate-400 pl-3 text-slate-800">
            You cannot get PIP until your condition has lasted 3 months, but you can still work out your points now.
          </p>
        )}
        <RadioGroup
          id="pip-location"
          legend="Where do you live?"
          hint="In Scotland new claims are for Adult Disability Payment, which uses the same points and rates."
          value={input.personalInfo.location ?? 'england'}
          onChange={(location) => setInfo({ location })}
          options={LOCATION_OPTIONS}
        />
        <div>
          <label htmlFor="pip-conditions" className="block font-semibold text-slate-900">
            Your conditions (optional)
          </label>
          <p id="pip-conditions-hint" className="mt-1 text-slate-600">
            One per line, or separated by commas. This stays on your device and does not change the points.
          </p>
          <textarea
            id="pip-conditions"
            rows={3}
            value={conditionsText}
            aria-describedby="pip-conditions-hint"
            onChange={(e) => {
              setConditionsText(e.target.value);
              setInfo({ conditions: parseConditions(e.target.value) });
            }}
            className="mt-1 block min-h-11 w-full max-w-xl rounded-md border-2 border-slate-600 bg-white px-3 py-2 text-base text-slate-900"
          />
        </div>
        <CheckboxField
          id="pip-has-disability"
          label="I have a disability or long-term health condition"
          checked={input.personalInfo.hasDisability}
          onChange={(hasDisability) => setInfo({ hasDisability })}
        />
      </div>
      {nav(null, 'daily-living')}
    </div>
  );

  const activitiesPanel = (component: PipComponent, id: TabIdType, title: string, intro: string, previous: TabIdType, next: TabIdType) => (
    <div>
      {heading(id, title)}
      <p className="mt-2 text-slate-800">{intro}</p>
      <div className="mt-4">
        <ActivityList
          activities={COMPONENT_ACTIVITIES[component]}
          chosen={input.assessment[component]}
          openIds={openIds}
          onToggle={toggle}
          onSetAllOpen={(open) => setAllOpen(component, open)}
          onChoose={(activityId, descriptorId) => choose(component, activityId, descriptorId)}
          rates={rates}
        />
      </div>
      {nav(previous, next)}
    </div>
  );

  const unanswered = progress.overall.total - progress.overall.answered;
  const resultsPanel = (
    <div>
      {heading('results', 'Your PIP results')}
      <p className="mt-2 text-slate-800">
        You have answered {progress.overall.answered} of {progress.overall.total} activities.
        {unanswered > 0 && ` Any activity you have not answered counts as 0 points.`}
      </p>
      <button type="button" className="btn btn-primary mt-4" onClick={calculate}>
        Calculate PIP Award
      </button>
      {snapshot && <RatesYearNote taxYear={snapshot.input.taxYear} className="mt-6" />}
      {snapshot ? (
        <Suspense fallback={<p className="mt-6 text-slate-700">Working out your award…</p>}>
          <PipResults input={snapshot.input} result={snapshot.result} stale={!sameInput(snapshot.input, withTaxYear(input, taxYear))} rates={rates} headingRef={headingRef} />
        </Suspense>
      ) : (
        <div className="mt-6">
          <EmptyResult headingLevel={3}>Answer the activities you can, then press Calculate PIP Award to see your points and award.</EmptyResult>
        </div>
      )}
      {nav('mobility', null)}
      <div className="mt-4">
        <button type="button" className="btn btn-secondary" onClick={session.startAgain}>
          Start again
        </button>
      </div>
    </div>
  );

  return (
    <FieldNotesContext.Provider value={fieldNotes}>
      <ErrorSummary errors={notes} title="We changed some of your answers" onSelectField={(id) => selectTabOf(id, (t) => setTab(t as TabIdType))} />
      <TaxYearField className="mb-6" {...session.yearField} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* Fields scroll clear of the sticky header and progress bar when focused (below lg). */}
        <div className="min-w-0 [&_*]:scroll-mt-40 lg:[&_*]:scroll-mt-0">
          <PipProgressBar progress={progress} />
          <Tabs
            listClassName="flex-nowrap! gap-0.5 [&>[role=tab]]:px-1.5 min-[360px]:[&>[role=tab]]:px-2 sm:[&>[role=tab]]:px-3"
            label="PIP calculator sections"
            idPrefix={TABS_PREFIX}
            selectedId={tab}
            onSelect={(id) => setTab(id as TabIdType)}
            tabs={[
              { id: 'info', label: TAB_LABELS.info, content: infoPanel },
              {
                id: 'daily-living',
                label: TAB_LABELS['daily-living'],
                content: activitiesPanel(
                  'dailyLiving',
                  'daily-living',
                  'Daily living activities',
                  'Ten everyday activities. Your points from these decide the daily living part of PIP.',
                  'info',
                  'mobility',
                ),
              },
              {
                id: 'mobility',
                label: TAB_LABELS.mobility,
                content: activitiesPanel(
                  'mobility',
                  'mobility',
                  'Mobility activities',
                  'Two activities about getting around. Your points from these decide the mobility part of PIP.',
                  'daily-living',
                  'results',
                ),
              },
              { id: 'results', label: TAB_LABELS.results, content: resultsPanel },
            ]}
          />
        </div>
        <div className="lg:sticky lg:top-32 lg:self-start xl:top-24">
          <PipSidebar progress={progress} dailyLivingPoints={running.dailyLivingPoints} mobilityPoints={running.mobilityPoints} />
        </div>
        <Toaster />
      </div>
    </FieldNotesContext.Provider>
  );
}
