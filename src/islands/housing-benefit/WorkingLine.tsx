/**
 * One line of a calculator's working (STYLE habit 2): what it is, its amount with a visible
 * sign, and the sentence saying how it was worked out. Plus lines show '+', minus lines '−'
 * and the line a section adds up to '='; screen readers hear "plus", "minus" and "equals".
 *
 * The shared `ResultLine` has no plus sign, which spec 001 §2 asks for ("premiums as plus
 * lines"), so both of our calculators (Housing Benefit and Council Tax Support) use this.
 */
import type { ReactNode } from 'react';
import { formatMoney } from '~/lib/format';

export type WorkingSign = 'plus' | 'minus' | 'equals' | 'none';

export interface WorkingLineProps {
  label: ReactNode;
  /** Pounds, positive (the sign says which way it goes). */
  amount: number;
  sign?: WorkingSign;
  /** How it was worked out. */
  working?: ReactNode;
  /** e.g. 'a week'. */
  period?: string;
}

const SIGN: Record<WorkingSign, { mark: string; words: string; badge: string }> = {
  plus: { mark: '+', words: 'plus ', badge: 'bg-success-50 text-success-700' },
  minus: { mark: '−', words: 'minus ', badge: 'bg-danger-50 text-danger-600' },
  equals: { mark: '=', words: 'equals ', badge: 'bg-brand-700 text-white' },
  none: { mark: '', words: '', badge: 'bg-slate-100 text-slate-900' },
};

/** A list item: put these in a `<ul>`. */
export default function WorkingLine({ label, amount, sign = 'none', working, period }: WorkingLineProps) {
  const s = SIGN[sign];
  return (
    <li className="border-b border-slate-200 py-3 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className={sign === 'equals' ? 'font-bold' : 'font-semibold'}>{label}</span>
        <span className={`ml-auto whitespace-nowrap rounded-full px-3 py-0.5 font-bold tabular-nums ${s.badge}`}>
          {s.mark && <span aria-hidden="true">{s.mark} </span>}
          {s.words && <span className="sr-only">{s.words}</span>}
          {formatMoney(Math.abs(amount))}
          {period && <span className="font-normal"> {period}</span>}
        </span>
      </div>
      {working && <p className="mt-1 text-sm text-slate-700">{working}</p>}
    </li>
  );
}
