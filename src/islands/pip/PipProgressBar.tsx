/**
 * The compact progress bar at the top of the PIP calculator on phones and tablets, where the
 * sidebar (progress and disclaimer) sits below a long form: the points so far of each component
 * (what decides the award), activities answered overall ('x/12') with a progress bar, and the
 * self-assessment reminder with a link to the disclaimer. It sticks just under the site's sticky header, whose height it measures (the
 * header wraps on narrow screens); the calculator gives its fields a matching scroll margin so
 * a focused field never hides under it. Hidden from lg up, where the sidebar itself sticks.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { pipProgressBarMessages } from '~/i18n/en/pip';
import { pointsText, type PipProgress } from './state';

/** Fallback offset before measuring: the phone header's height (py-2 around a 44 px row). */
const HEADER_FALLBACK = '3.875rem';

export interface PipProgressBarProps {
  progress: PipProgress;
  /** The points so far of each component, as the sidebar shows them. */
  dailyLivingPoints: number;
  mobilityPoints: number;
}

export default function PipProgressBar({ progress, dailyLivingPoints, mobilityPoints }: PipProgressBarProps) {
  const t = useStore(pipProgressBarMessages);
  const [top, setTop] = useState(HEADER_FALLBACK);
  useEffect(() => {
    const header = document.querySelector('body > header, header');
    if (!(header instanceof HTMLElement)) return;
    const measure = () => setTop(`${header.getBoundingClientRect().height}px`);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(header);
    return () => observer?.disconnect();
  }, []);

  const { dailyLiving, mobility, overall } = progress;
  const percent = overall.total > 0 ? Math.round((overall.answered / overall.total) * 100) : 0;
  return (
    <div
      className="sticky z-30 -mx-4 mb-4 border-b border-slate-200 bg-white px-4 py-2 shadow-sm lg:hidden print:hidden"
      style={{ top }}
      data-testid="pip-progress-bar"
      // The result is brought into view below this strip after Calculate (src/islands/shared/results/reveal.ts).
      data-covers-top
    >
      <p id="pip-compact-progress" className="flex flex-wrap justify-between gap-x-3 text-sm font-semibold text-slate-900">
        <span data-testid="pip-progress-points">{t.points({ dailyLiving: pointsText(dailyLivingPoints), mobility: pointsText(mobilityPoints) })}</span>
        <span className="font-normal text-slate-700">{t.answered({ answered: overall.answered, total: overall.total })}</span>
      </p>
      <div
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={0}
        aria-valuemax={overall.total}
        aria-valuenow={overall.answered}
        aria-valuetext={t.progressValue({
          answered: overall.answered,
          total: overall.total,
          dailyLivingAnswered: dailyLiving.answered,
          dailyLivingTotal: dailyLiving.total,
          mobilityAnswered: mobility.answered,
          mobilityTotal: mobility.total,
        })}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-700">
        {t.selfAssessment}{' '}
        <a href="#pip-disclaimer-title" className="link">
          {t.aboutEstimate}
        </a>
      </p>
    </div>
  );
}
