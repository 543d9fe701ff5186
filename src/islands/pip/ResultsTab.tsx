/**
 * The PIP calculator's Results tab (docs/product.md §2, §4): how many activities are answered,
 * the 'Calculate PIP Award' button (the form's submit button), the year line and the result,
 * Back, and Start again.
 *
 * The result itself (award, evidence list, save and share: PipResults) loads when it is first
 * needed, so the page's first load stays within the JavaScript budget (README "Performance").
 * The calculator fetches it as soon as the person answers something (`loadPipResults`), so it
 * is there by the time they calculate.
 */
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { pipResultsTabMessages } from '~/i18n/en/pip';
import type { PipInput, PipResult } from '~/calc/pip';
import type { RatesTable } from '~/calc/rates';
import RatesYearNote from '~/islands/shared/results/RatesYearNote';
import EmptyResult from '~/islands/shared/results/EmptyResult';
import { revealResult } from '~/islands/shared/results/reveal';
import type { Calculation } from '~/islands/shared/session/useCalculation';
import type { PipProgress } from './state';
import { PanelHeading, PanelNav, type PipTabNavigation } from './PipTabNav';
import StartAgainButton from '~/islands/shared/session/StartAgainButton';

/** Fetch the result's part of the page (a module-level function: useLoadOnChange needs it stable). */
export const loadPipResults = () => import('./PipResults');
const PipResults = lazy(loadPipResults);

export interface PipResultsPanelProps {
  progress: PipProgress;
  /** The last result with the answers (and year) it was worked out from: what is saved. */
  calculation: Pick<Calculation<PipInput, PipResult>, 'input' | 'result'> | null;
  /** The answers have changed since the result was worked out. */
  stale: boolean;
  rates: RatesTable;
  /**
   * Counts the calculations whose result should take focus; each rise brings the result's
   * heading into view and focuses it (once the result part has loaded, if it had not).
   */
  revealCount: number;
  onStartAgain: () => void;
  nav: PipTabNavigation;
}

export default function ResultsTab({ progress, calculation, stale, rates, revealCount, onStartAgain, nav }: PipResultsPanelProps) {
  const t = useStore(pipResultsTabMessages);
  const resultHeading = useRef<HTMLHeadingElement | null>(null);
  const revealPending = useRef(false);

  // After Calculate, move focus to the result so it is seen and read, below any toast. The
  // results part may still be loading: then its heading takes focus as it appears.
  useEffect(() => {
    if (revealCount === 0) return;
    if (resultHeading.current) revealResult(resultHeading.current);
    else revealPending.current = true;
  }, [revealCount]);
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    resultHeading.current = heading;
    if (heading && revealPending.current) {
      revealPending.current = false;
      revealResult(heading);
    }
  }, []);

  const unanswered = progress.overall.total - progress.overall.answered;
  return (
    <div>
      <PanelHeading id="results" nav={nav}>
        {t.heading}
      </PanelHeading>
      <p className="mt-2 text-slate-800">{(unanswered > 0 ? t.answeredSome : t.answered)({ answered: progress.overall.answered, total: progress.overall.total })}</p>
      <button type="submit" className="btn btn-primary mt-4">
        {t.calculate}
      </button>
      {calculation && <RatesYearNote taxYear={calculation.input.taxYear} className="mt-6" />}
      {calculation ? (
        <Suspense fallback={<p className="mt-6 text-slate-700">{t.working}</p>}>
          <PipResults input={calculation.input} result={calculation.result} stale={stale} rates={rates} headingRef={headingRef} />
        </Suspense>
      ) : (
        <div className="mt-6">
          <EmptyResult headingLevel={3}>{t.empty}</EmptyResult>
        </div>
      )}
      <PanelNav previous="mobility" next={null} nav={nav} />
      <div className="mt-4">
        <StartAgainButton onConfirm={onStartAgain} />
      </div>
    </div>
  );
}
