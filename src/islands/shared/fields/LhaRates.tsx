/**
 * The area a postcode lookup found and its weekly Local Housing Allowance rates, with where
 * they come from (docs/rules.md UC 4, HB 5). Loaded with the lookup, only once one has found
 * an area (LhaPostcodeField).
 */
import { LHA_CATEGORIES, type LhaCategory } from '~/calc/rates';
import type { LhaArea } from '~/calc/lha';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import { formatLongDate } from '~/i18n/format';

const CATEGORY_LABELS: Record<LhaCategory, string> = {
  'shared-room': 'Shared accommodation (a room in a shared house)',
  'one-bed': '1 bedroom',
  'two-bed': '2 bedrooms',
  'three-bed': '3 bedrooms',
  'four-bed': '4 bedrooms',
};

export default function LhaRates({ area, postcode }: { area: LhaArea; postcode: string }) {
  return (
    <div className="mt-3 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4">
      <p className="font-bold text-slate-900">
        LHA rates for {area.name}
        {postcode && <span className="font-normal"> ({postcode})</span>}
      </p>
      <table className="mt-2 w-full border-collapse text-left text-sm">
        <caption className="sr-only">Weekly Local Housing Allowance rates for {area.name}</caption>
        <thead>
          <tr>
            <th scope="col" className="border-b-2 border-slate-300 py-1 pr-2 font-semibold">
              Home size
            </th>
            <th scope="col" className="border-b-2 border-slate-300 py-1 text-right font-semibold">
              Per week
            </th>
          </tr>
        </thead>
        <tbody>
          {LHA_CATEGORIES.map((category) => (
            <tr key={category}>
              <th scope="row" className="border-b border-slate-200 py-1 pr-2 font-normal">
                {CATEGORY_LABELS[category]}
              </th>
              <td className="border-b border-slate-200 py-1 text-right tabular-nums">{formatMoneyWithPence(toPence(area.rates[category] ?? 0))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-700">
        The rates set for April 2024, kept the same since{area.effectiveDate ? ` (used here from ${formatLongDate(area.effectiveDate)})` : ''}. Source:{' '}
        {area.sources?.[0] ?? 'the rates table'}.
      </p>
    </div>
  );
}
