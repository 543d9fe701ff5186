/**
 * The benefits checker island (docs/product.md §2, §4, §5; docs/rules.md "Eligibility checker").
 *
 * Three steps of radio questions with 'Step n of 3' and a percent progress bar. Next (and
 * 'Get My Results' on step 3) stays disabled until every question of the step is answered;
 * it is marked with aria-disabled rather than the disabled attribute so keyboard and
 * screen reader users still reach it and hear the hint that says what is left. Previous
 * is disabled on step 1. Focus moves to the step heading on every change of step, and to
 * the results heading on results. Start Over goes back to step 1 with the answers kept.
 *
 * The home page's quick check arrives as query parameters (age, employment, children,
 * housing). They are read in an effect after mounting, so the server render and the first
 * client render agree, then removed from the address bar with history.replaceState.
 *
 * The answers, the step and whether results are showing survive Back, reload and switching
 * apps (sessionStorage, calculator-session.ts; read after mounting). Start Over keeps the
 * answers (docs/product.md §4); 'Clear my answers' forgets them.
 *
 * The results (CheckerResults, with the engine's words) load when first needed, so the page's
 * first load stays light (README "Performance"): they start loading once there is an answer,
 * and their heading takes focus as it appears if they were still on their way.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { checkerFormMessages, checkerOptionMessages } from '~/i18n/en/benefits-checker';
import { sharedEmptyResultMessages } from '~/i18n/en/shared';
import { Rich } from '~/i18n/Rich';
import { withCalculatorBoundary } from '~/islands/shared/session/CalculatorBoundary';
import { forget, readRemembered, remember } from '~/islands/shared/session/calculator-session';
import { checkEligibility, type EligibilityResult } from '~/calc/eligibility';
import { recordCalculatorUsage, useRecordFirstUse } from '~/lib/usage';
import RadioGroup from '~/islands/shared/fields/RadioGroup';
import useRates from '~/islands/shared/session/useRates';
import OfflineNote from '~/islands/shared/session/OfflineNote';
import useLoadOnChange from '~/islands/shared/session/useLoadOnChange';
import {
  CHECKER_STEPS,
  STEP_COUNT,
  forEligibility,
  listWords,
  missingAnswers,
  readCheckerAnswers,
  readCheckerQuery,
  stepPercent,
  stepQuestions,
  type CheckerAnswers,
} from './state';

type View = 'form' | 'results';

/** Fetch the results' part of the page (module-level: useLoadOnChange needs it stable). */
const loadCheckerResults = () => import('./CheckerResults');
const CheckerResults = lazy(loadCheckerResults);

/** What the checker remembers for the tab. */
interface Remembered {
  answers: CheckerAnswers;
  step: number;
  view: View;
}

export default withCalculatorBoundary('benefits-checker', Checker);

function Checker() {
  useRecordFirstUse('benefits-checker'); // one anonymous start on the first answer changed (src/lib/usage.ts)
  const t = useStore(checkerFormMessages);
  // The answers' labels (state.ts writes them as they are drawn), kept mounted while the checker shows.
  useStore(checkerOptionMessages);
  const working = useStore(sharedEmptyResultMessages).working;
  const rates = useRates();
  const [restored, setRestored] = useState(false);
  const [answers, setAnswers] = useState<CheckerAnswers>({});
  const [step, setStep] = useState(1);
  const [view, setView] = useState<View>('form');
  const [results, setResults] = useState<readonly EligibilityResult[]>([]);
  const [prefilledCount, setPrefilledCount] = useState(0);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement | null>(null);
  /** Set by the buttons: the next render moves focus (never on the first render). */
  const moveFocus = useRef(false);
  // Once there is an answer (the restored ones too, which are a new object even when there are none).
  useLoadOnChange(Object.keys(answers).length > 0, loadCheckerResults);

  // Prefill from the home page's quick check, then tidy the address (docs/product.md §2).
  // What this tab remembered comes first; the quick check's answers then win over it.
  useEffect(() => {
    const kept = readRemembered('benefits-checker') as Partial<Remembered> | null;
    const { answers: fromQuery, cleanedSearch, found } = readCheckerQuery(window.location.search);
    const count = Object.keys(fromQuery).length;
    const keptAnswers = kept ? readCheckerAnswers(kept.answers) : {};
    setAnswers({ ...keptAnswers, ...fromQuery });
    if (count > 0) setPrefilledCount(count);
    else if (kept) {
      const keptStep = typeof kept.step === 'number' && Number.isInteger(kept.step) ? Math.min(Math.max(kept.step, 1), STEP_COUNT) : 1;
      setStep(keptStep);
      if (kept.view === 'results' && [1, 2, 3].every((n) => missingAnswers(n, keptAnswers, rates).length === 0)) {
        setResults(checkEligibility(forEligibility(keptAnswers, rates), rates));
        setView('results');
      }
    }
    if (found) window.history.replaceState(window.history.state, '', `${window.location.pathname}${cleanedSearch}${window.location.hash}`);
    setRestored(true);
    // Once, after mounting: later rates changes recalculate through the answers' own effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (restored) remember('benefits-checker', { answers, step, view } satisfies Remembered);
  }, [restored, answers, step, view]);

  useEffect(() => {
    if (!moveFocus.current) return;
    const target = view === 'results' ? resultsHeading.current : stepHeading.current;
    // The results still loading: their heading takes focus as it appears (resultsHeadingRef).
    if (!target) return;
    moveFocus.current = false;
    focusHeading(target);
  }, [step, view]);
  const resultsHeadingRef = useCallback((heading: HTMLHeadingElement | null) => {
    resultsHeading.current = heading;
    if (heading && moveFocus.current) {
      moveFocus.current = false;
      focusHeading(heading);
    }
  }, []);

  const current = CHECKER_STEPS[step - 1] ?? CHECKER_STEPS[0]!;
  const missing = missingAnswers(step, answers, rates);
  const complete = missing.length === 0;
  const isLast = step === STEP_COUNT;
  const percent = stepPercent(step);

  const next = (event: FormEvent) => {
    event.preventDefault();
    // Marked disabled until the step is answered: pressing it then does nothing, and the hint says why.
    if (!complete) return;
    moveFocus.current = true;
    if (!isLast) {
      setStep(Math.min(step + 1, STEP_COUNT));
      return;
    }
    setResults(checkEligibility(forEligibility(answers, rates), rates));
    setView('results');
    void recordCalculatorUsage('benefits-checker', true);
  };

  const previous = () => {
    if (step <= 1) return;
    moveFocus.current = true;
    setStep(Math.max(1, step - 1));
  };

  const startOver = () => {
    moveFocus.current = true;
    setStep(1);
    setView('form');
  };

  const clearAnswers = () => {
    forget('benefits-checker');
    moveFocus.current = true;
    setAnswers({});
    setPrefilledCount(0);
    setStep(1);
    setView('form');
  };

  if (view === 'results') {
    return (
      <>
        <OfflineNote />
        <Suspense fallback={<p className="text-slate-700">{working}</p>}>
          <CheckerResults results={results} answers={answers} rates={rates} headingRef={resultsHeadingRef} onStartOver={startOver} />
        </Suspense>
      </>
    );
  }

  const hintId = 'checker-next-hint';
  return (
    <>
      <OfflineNote />
      <form onSubmit={next} noValidate aria-labelledby="checker-step-title" className="max-w-3xl">
        <div>
          {/* 'Step n of 3' is the caption of the step heading below; the bar shows the percent. */}
          <p className="font-semibold text-slate-800">{t.complete({ percent })}</p>
          <div
            role="progressbar"
            aria-label={t.progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t.progressValue({ step, total: STEP_COUNT, percent })}
            className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-brand-700 transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
          </div>
        </div>

        <h2 id="checker-step-title" ref={stepHeading} tabIndex={-1} className="mt-6 text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl">
          <span className="block text-base font-semibold text-slate-700">
            <Rich text={t.stepOf({ step, total: STEP_COUNT })} parts={{ sr: (words) => <span className="sr-only">{words}</span> }} />
          </span>
          {current.title}
        </h2>

        {prefilledCount > 0 && step === 1 && <p className="mt-4 border-l-4 border-brand-700 bg-brand-50 p-3 text-slate-900">{t.prefilled(prefilledCount)}</p>}

        <div className="mt-6 space-y-8">
          {stepQuestions(step, answers, rates).map((q) => (
            <RadioGroup
              key={q.key}
              id={`checker-${q.key}`}
              legend={<span className="text-lg">{q.legend}</span>}
              hint={q.hint}
              value={(answers[q.key] as string | undefined) ?? ''}
              onChange={(value) => setAnswers((prev) => ({ ...prev, [q.key]: value }))}
              options={q.options}
              inline={q.inline}
            />
          ))}
        </div>

        <div className="mt-10 border-t border-slate-200 pt-6">
          {!complete && (
            <p id={hintId} className="mb-4 text-slate-700">
              {t.stillToAnswer({ missing: listWords(missing.map((q) => q.short)) })}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn btn-secondary disabled:cursor-not-allowed disabled:opacity-50" disabled={step === 1} onClick={previous}>
              {t.previous}
            </button>
            <button
              type="submit"
              className="btn btn-primary aria-disabled:cursor-not-allowed aria-disabled:bg-slate-500"
              aria-disabled={complete ? undefined : true}
              aria-describedby={complete ? undefined : hintId}
            >
              {isLast ? t.getResults : t.next}
            </button>
            {Object.keys(answers).length > 0 && (
              <button type="button" className="btn btn-secondary" onClick={clearAnswers}>
                {t.clear}
              </button>
            )}
          </div>
        </div>
      </form>
    </>
  );
}

/** Focus a heading and bring it to the top of the view. */
function focusHeading(heading: HTMLHeadingElement): void {
  heading.focus();
  heading.scrollIntoView({ block: 'start' });
}
