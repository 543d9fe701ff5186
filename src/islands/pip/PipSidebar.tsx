/**
 * The PIP sidebar (docs/product.md §2): activities answered per component and overall
 * ('Daily living: x/10', 'Mobility: x/2', 'Overall: x/12') with progress bars, the
 * points so far, and the self-assessment disclaimer. Below the form on phones.
 */
import { useStore } from '@nanostores/react';
import { pipSidebarMessages } from '~/i18n/en/pip';
import type { PipProgress } from './state';
import { pointsText } from './state';
import { sitePath } from '~/i18n/language';

export interface PipSidebarProps {
  progress: PipProgress;
  dailyLivingPoints: number;
  mobilityPoints: number;
}

function ProgressRow({ id, label, answered, total, points }: { id: string; label: string; answered: number; total: number; points?: number }) {
  const t = useStore(pipSidebarMessages);
  const percent = total > 0 ? Math.round((answered / total) * 100) : 0;
  return (
    <li>
      <p id={id} className="font-semibold text-slate-900">
        {t.row({ label, answered, total })}
      </p>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={t.rowValue({ answered, total })}
        className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
      {points !== undefined && <p className="mt-1 text-sm text-slate-700">{t.soFar({ points: pointsText(points) })}</p>}
    </li>
  );
}

export default function PipSidebar({ progress, dailyLivingPoints, mobilityPoints }: PipSidebarProps) {
  const t = useStore(pipSidebarMessages);
  return (
    <aside aria-labelledby="pip-progress-title" className="space-y-6">
      <section className="card">
        <h2 id="pip-progress-title" className="text-lg font-bold text-slate-900">
          {t.title}
        </h2>
        <ul className="mt-3 space-y-4">
          <ProgressRow id="pip-progress-dl" label={t.dailyLiving} {...progress.dailyLiving} points={dailyLivingPoints} />
          <ProgressRow id="pip-progress-mob" label={t.mobility} {...progress.mobility} points={mobilityPoints} />
          <ProgressRow id="pip-progress-all" label={t.overall} {...progress.overall} />
        </ul>
      </section>
      <section aria-labelledby="pip-disclaimer-title" className="rounded-lg border-l-8 border-accent-500 bg-slate-50 p-5">
        <h2 id="pip-disclaimer-title" className="text-lg font-bold text-slate-900">
          {t.disclaimerTitle}
        </h2>
        <p className="mt-2 text-slate-800">{t.disclaimer}</p>
        <p className="mt-2">
          <a href={sitePath('/guides/personal-independence-payment')} className="link">
            {t.guide}
          </a>
        </p>
      </section>
    </aside>
  );
}
