/**
 * `ResultLine`: one line of a result, as every calculator shows them (docs/style.md habit 2:
 * "each result line says in plain English how it was worked out"): label, amount badge, the
 * working sentence. Its kind says how the amount counts: in a result ('add', 'deduct',
 * 'total', 'none') or in a sum of working, where docs/product.md §2 asks for premiums as plus
 * lines ('plus', 'minus', 'equals', 'plain': a visible '+', '−' or '=' that screen readers
 * hear as "plus", "minus", "equals").
 *
 * The placeholder before a first result is EmptyResult.tsx, apart, so a calculator page's
 * first load does not carry this part (it comes with the result).
 */
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import { sharedResultMessages } from '~/i18n/en/shared-results';

/** How a line's amount counts. */
export type ResultLineKind = 'add' | 'deduct' | 'total' | 'none' | 'plus' | 'minus' | 'equals' | 'plain';

export interface ResultLineProps {
  /** What the line is, e.g. 'Standard allowance'. */
  label: ReactNode;
  /** In pounds. For a deduction pass the positive amount and kind 'deduct' or 'minus'. */
  amount: number;
  /** How it was worked out, e.g. 'Single, 25 or over: £393.45 a month (rate ...)'. */
  working?: ReactNode;
  /**
   * In a result: 'add' (default) an amount that counts towards the award; 'deduct' shown as
   * "minus £x" (a taper, a deduction); 'total' emphasised; 'none' an amount that does not
   * count (e.g. a third child: not qualifying), muted with "not paid".
   * In working: 'plus', 'minus', 'equals' (what a section adds up to) and 'plain' (no sign).
   */
  kind?: ResultLineKind;
  /** Shown after the amount, e.g. 'a month', 'a week'. */
  period?: string;
  /** Element to render: 'li' (default; put lines in a <ul>) or 'div'. */
  as?: 'li' | 'div';
}

interface KindStyle {
  badge: string;
  /** The visible sign (hidden from screen readers) and the message of the word read instead. */
  mark?: string;
  words?: 'minus' | 'plus' | 'equals';
  /** Classes of the label when not the usual 'font-semibold'. */
  label?: string;
  /** Working lines keep their badge on the right, on one line. */
  working?: true;
}

const KINDS: Record<ResultLineKind, KindStyle> = {
  add: { badge: 'bg-success-50 text-success-700' },
  deduct: { badge: 'bg-danger-50 text-danger-600', mark: '−', words: 'minus' },
  total: { badge: 'bg-brand-700 text-white', label: 'text-lg font-bold' },
  none: { badge: 'bg-slate-100 text-slate-700' },
  plus: { badge: 'bg-success-50 text-success-700', mark: '+ ', words: 'plus', working: true },
  minus: { badge: 'bg-danger-50 text-danger-600', mark: '− ', words: 'minus', working: true },
  equals: { badge: 'bg-brand-700 text-white', mark: '= ', words: 'equals', label: 'font-bold', working: true },
  plain: { badge: 'bg-slate-100 text-slate-900', working: true },
};

/** One line of a result breakdown or of the working. */
export function ResultLine({ label, amount, working, kind = 'add', period, as: Tag = 'li' }: ResultLineProps) {
  const t = useStore(sharedResultMessages);
  const k = KINDS[kind];
  return (
    <Tag className="break-inside-avoid border-b border-slate-200 py-3 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className={k.label ?? 'font-semibold'}>{label}</span>
        <span className={`${k.working ? 'ml-auto whitespace-nowrap ' : ''}rounded-full px-3 py-0.5 font-bold tabular-nums ${k.badge}`}>
          {k.mark && <span aria-hidden="true">{k.mark}</span>}
          {k.words && <span className="sr-only">{t[k.words]} </span>}
          {formatMoneyWithPence(toPence(Math.abs(amount)))}
          {period && <span className="font-normal"> {period}</span>}
          {kind === 'none' && <span className="font-normal"> {t.notPaid}</span>}
        </span>
      </div>
      {working && <p className="mt-1 text-sm text-slate-700">{working}</p>}
    </Tag>
  );
}
