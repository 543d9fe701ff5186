/**
 * The area a postcode lookup found and its weekly Local Housing Allowance rates, with where
 * they come from (docs/rules.md UC 4, HB 5). Loaded with the lookup, only once one has found
 * an area (LhaPostcodeField).
 */
import { useStore } from '@nanostores/react';
import { LHA_CATEGORIES, type LhaCategory } from '~/calc/rates';
import type { LhaArea } from '~/calc/lha';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import { formatLongDate } from '~/i18n/format-dates';
import { sharedLhaFoundMessages } from '~/i18n/en/shared-lha-found';
import { Rich } from '~/i18n/Rich';

/** Each size of home's message. */
const CATEGORY_LABELS = {
  'shared-room': 'sharedRoom',
  'one-bed': 'oneBed',
  'two-bed': 'twoBed',
  'three-bed': 'threeBed',
  'four-bed': 'fourBed',
} as const satisfies Record<LhaCategory, string>;

export default function LhaRates({ area, postcode }: { area: LhaArea; postcode: string }) {
  const t = useStore(sharedLhaFoundMessages);
  const source = area.isPublished ? t.published : (area.sources?.[0] ?? t.ratesTable);
  return (
    <div className="mt-3 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4">
      <p className="font-bold text-slate-900">
        {postcode ? (
          <Rich text={t.ratesForPostcode} parts={{ area: area.name, postcode, normal: (words) => <span className="font-normal">{words}</span> }} />
        ) : (
          t.ratesFor({ area: area.name })
        )}
      </p>
      <table className="mt-2 w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t.caption({ area: area.name })}</caption>
        <thead>
          <tr>
            <th scope="col" className="border-b-2 border-slate-300 py-1 pr-2 font-semibold">
              {t.homeSize}
            </th>
            <th scope="col" className="border-b-2 border-slate-300 py-1 text-right font-semibold">
              {t.perWeek}
            </th>
          </tr>
        </thead>
        <tbody>
          {LHA_CATEGORIES.map((category) => (
            <tr key={category}>
              <th scope="row" className="border-b border-slate-200 py-1 pr-2 font-normal">
                {t[CATEGORY_LABELS[category]]}
              </th>
              <td className="border-b border-slate-200 py-1 text-right tabular-nums">{formatMoneyWithPence(toPence(area.rates[category] ?? 0))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-700">{area.effectiveDate ? t.sourceFrom({ date: formatLongDate(area.effectiveDate), source }) : t.source({ source })}</p>
    </div>
  );
}
