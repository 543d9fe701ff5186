/**
 * What Scotland and Northern Ireland pay beside an award (src/calc/beside-award.ts; docs/rules.md
 * "Scotland", "Northern Ireland"): a titled list below the award, each payment with its amount for
 * the calculator's period (or each lump sum) and how it was worked out, including who to ask.
 * Nothing is drawn when there is none (England and Wales, or a result saved before).
 */
import { useStore } from '@nanostores/react';
import { sharedResultMessages } from '~/i18n/en/shared-results';
import { useEngineText } from '~/i18n/engine-words';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import type { BesidePayment } from '~/calc/beside-award';
import LabelledSection from './LabelledSection';

export interface BesideAwardProps {
  /** The heading's id. */
  id: string;
  /** 'Paid beside Universal Credit'. */
  title: string;
  payments: readonly BesidePayment[] | undefined;
  /** The calculator's period. */
  period: 'month' | 'week';
}

export default function BesideAward({ id, title, payments, period }: BesideAwardProps) {
  const t = useStore(sharedResultMessages);
  const write = useEngineText();
  if (!payments || payments.length === 0) return null;
  return (
    <LabelledSection id={id} title={title} className="rounded-lg border-l-8 border-brand-700 bg-brand-50 p-5" headingClassName="text-xl font-bold text-slate-900">
      <p className="mt-1 text-slate-800">{t.besideIntro}</p>
      <ul className="mt-3" data-testid="beside-award">
        {payments.map((p) => {
          const amount = formatMoneyWithPence(toPence(p.amount));
          const value = p.per === 'payment' ? t.besidePayment({ amount }) : period === 'month' ? t.besideMonth({ amount }) : t.besideWeek({ amount });
          return (
            <li key={p.id} className="border-b border-brand-100 py-3 last:border-b-0">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="font-semibold">{write(p.name)}</span>
                <span className="rounded-full bg-white px-3 py-0.5 font-bold text-brand-800 tabular-nums">{value}</span>
              </div>
              <p className="mt-1 text-sm text-slate-700">{write(p.working)}</p>
            </li>
          );
        })}
      </ul>
    </LabelledSection>
  );
}
