/**
 * The wizard's progress (docs/product.md §2: "a progress bar and icons"): 'Step n of 5' as text, a
 * progress bar (role=progressbar with the same words as its value text), and the five steps
 * as an ordered list with decorative icons; the current step is marked aria-current="step".
 */
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { ctsProgressMessages, ctsStepMessages } from '~/i18n/en/council-tax-support';
import { STEPS } from './state';

const ICONS: Record<(typeof STEPS)[number]['id'], ReactNode> = {
  property: <path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" />,
  household: (
    <>
      <circle cx="9" cy="8" r="3" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M14 15c.9-.6 1.9-1 3-1 2.8 0 4 2 4 5" />
    </>
  ),
  income: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M14.5 8.5c-.5-1-1.4-1.5-2.5-1.5-1.7 0-2.5 1.2-2.5 2.7 0 1.8.5 2.8.5 4.3 0 1-.5 1.7-1.5 2h6.5M8 12.5h5" />
    </>
  ),
  circumstances: <path d="M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z" />,
  results: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M9 12l2 2 4-4M9 7h6" />
    </>
  ),
};

const CHECK = <path d="M5 12l5 5 9-10" />;

export default function Progress({ step }: { step: number }) {
  const t = useStore(ctsProgressMessages);
  const titles = useStore(ctsStepMessages);
  const total = STEPS.length;
  const current = titles[(STEPS[step] ?? STEPS[0]).id];
  const words = t.stepOf({ step: step + 1, total });
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 print:hidden">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <p id="cts-progress-label" className="font-bold text-slate-900">
          {words}
        </p>
        <p className="text-slate-700">{current}</p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="cts-progress-label"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step + 1}
        aria-valuetext={t.valueText({ step: step + 1, total, title: current })}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width] motion-reduce:transition-none" style={{ width: `${((step + 1) / total) * 100}%` }} />
      </div>
      <ol className="mt-4 grid grid-cols-5 gap-1" aria-label={t.steps}>
        {STEPS.map((s, i) => {
          const state = i < step ? 'done' : i === step ? 'current' : 'todo';
          return (
            <li key={s.id} aria-current={state === 'current' ? 'step' : undefined} className="flex flex-col items-center text-center">
              <span
                className={`inline-flex size-10 items-center justify-center rounded-full border-2 ${
                  state === 'current'
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : state === 'done'
                      ? 'border-success-700 bg-success-50 text-success-700'
                      : 'border-slate-400 bg-white text-slate-600'
                }`}
              >
                <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                  {state === 'done' ? CHECK : ICONS[s.id]}
                </svg>
              </span>
              <span className={`mt-1 hidden text-xs sm:block ${state === 'current' ? 'font-bold text-slate-900' : 'text-slate-700'}`}>{titles[s.id]}</span>
              <span className="sr-only sm:hidden">{titles[s.id]}</span>
              <span className="sr-only">{state === 'done' ? t.done : state === 'current' ? t.current : t.notStarted}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
