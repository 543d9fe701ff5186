/**
 * The headline of a weekly benefit's result (Housing Benefit, Pension Credit): the amount a week
 * and a month side by side, and the sentence of how the month was worked out (docs/product.md §2).
 */
import type { ReactNode } from 'react';
import { formatMoneyWithPence, toPence } from '~/calc/money';

export default function WeeklyHeadline({ benefit, weekly, monthly, children }: { benefit: string; weekly: number; monthly: number; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-brand-700 p-5 text-white">
      <p className="font-semibold">Estimated {benefit}</p>
      <dl className="mt-2 grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm">Per week</dt>
          <dd className="text-2xl font-bold tabular-nums sm:text-3xl">{formatMoneyWithPence(toPence(weekly))}</dd>
        </div>
        <div>
          <dt className="text-sm">Per month</dt>
          <dd className="text-2xl font-bold tabular-nums sm:text-3xl">{formatMoneyWithPence(toPence(monthly))}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm">{children}</p>
    </div>
  );
}
