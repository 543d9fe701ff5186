/**
 * The headline of a weekly benefit's result (Housing Benefit, Pension Credit): the amount a week
 * and a month side by side, and the sentence of how the month was worked out (docs/product.md §2).
 */
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import { sharedResultMessages } from '~/i18n/en/shared-results';

export default function WeeklyHeadline({ benefit, weekly, monthly, children }: { benefit: string; weekly: number; monthly: number; children: ReactNode }) {
  const t = useStore(sharedResultMessages);
  return (
    <div className="rounded-lg bg-brand-700 p-5 text-white">
      <p className="font-semibold">{t.estimated({ benefit })}</p>
      <dl className="mt-2 grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm">{t.perWeek}</dt>
          <dd className="text-2xl font-bold tabular-nums sm:text-3xl">{formatMoneyWithPence(toPence(weekly))}</dd>
        </div>
        <div>
          <dt className="text-sm">{t.perMonth}</dt>
          <dd className="text-2xl font-bold tabular-nums sm:text-3xl">{formatMoneyWithPence(toPence(monthly))}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm">{children}</p>
    </div>
  );
}
