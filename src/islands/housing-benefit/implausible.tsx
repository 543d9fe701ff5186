/**
 * "Is this weekly?" (docs/product.md §8): the Housing Benefit amounts so large they were most
 * likely typed for a year or a month, and the question that asks about them. Loaded with the first
 * answer and used by Calculate, so the page's first load does not carry it (README "Performance").
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { hbWeeklyCheckMessages } from '~/i18n/en/housing-benefit-later';
import { IMPLAUSIBLE_MONTHLY, type ResolvedRates } from '~/calc/rates';
import { convertPenceThroughYear, periodFactors, formatMoneyWithPence, toPence } from '~/calc/money';
import type { HousingBenefitInput } from '~/calc/housing-benefit';

/** An amount so large it was most likely typed for a year, or a month, where a week was asked. */
export interface ImplausibleAmount {
  /** The field's id, to take the visitor back to it. */
  fieldId: string;
  /** The amount as typed, a week, written with pence. */
  amount: string;
  /** The question's sentence about it: 'You entered £4,615.39 a week for your rent.' */
  text: string;
}

/**
 * The weekly amounts above what any real household has (src/calc/inputs.ts IMPLAUSIBLE_MONTHLY,
 * a month × 12 ÷ 52): the form asks "Is this weekly?" before estimating with them
 * (docs/product.md §8: a clear message for unlikely input, and nothing lost).
 */
export function implausibleAmounts(input: HousingBenefitInput, a: ResolvedRates): ImplausibleAmount[] {
  const weekly = (monthly: number) => convertPenceThroughYear(toPence(monthly), 'month', periodFactors(a));
  const rentLimit = weekly(IMPLAUSIBLE_MONTHLY.rent);
  const earningsLimit = weekly(IMPLAUSIBLE_MONTHLY.earnings);
  const p = input.propertyDetails;
  const inc = input.incomeDetails;
  const t = hbWeeklyCheckMessages.get();
  // Each amount with the message that names it.
  const checks: Array<[fieldId: string, entered: (typeof t)['rent'], value: number, limit: number]> = [
    ['hb-rent', t.rent, p.actualRent, rentLimit],
    ['hb-service-charges', t.service, p.serviceCharges, rentLimit],
    ['hb-earnings', t.earnings, inc.earnings, earningsLimit],
    ['hb-partner-earnings', t.partnerEarnings, input.personalDetails.relationshipStatus === 'couple' ? inc.partnerEarnings : 0, earningsLimit],
    ['hb-pension', t.pension, inc.pension, earningsLimit],
    ['hb-other-income', t.other, inc.otherIncome, earningsLimit],
  ];
  return checks
    .filter(([, , value, limit]) => Number.isFinite(value) && toPence(value) > limit)
    .map(([fieldId, entered, value]) => {
      const amount = formatMoneyWithPence(toPence(value));
      return { fieldId, amount, text: entered({ amount }) };
    });
}

export interface WeeklyCheckProps {
  items: ImplausibleAmount[];
  /** "No, change it": back to the first amount. */
  onChange: () => void;
  /** "Yes, it is weekly": calculate with these amounts. */
  onConfirm: () => void;
}

/** The question, with focus on its heading whenever it asks about new amounts. */
export function WeeklyCheck({ items, onChange, onConfirm }: WeeklyCheckProps) {
  const t = useStore(hbWeeklyCheckMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [items]);
  return (
    <div className="mb-6 rounded-md border-l-4 border-accent-600 bg-yellow-50 p-4" role="group" aria-labelledby="hb-weekly-check-heading">
      <h3 id="hb-weekly-check-heading" ref={heading} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none focus-visible:outline-3">
        {t.title}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-900">
        {items.map((o) => (
          <li key={o.fieldId}>{o.text}</li>
        ))}
      </ul>
      <p className="mt-2 text-slate-900">{t.tooMuch}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn btn-secondary w-full sm:w-auto" onClick={onChange}>
          {t.change}
        </button>
        <button type="button" className="btn btn-secondary w-full sm:w-auto" onClick={onConfirm}>
          {t.confirm}
        </button>
      </div>
    </div>
  );
}
