/**
 * The second adult rebate and the scheme on the Council Tax Support results (docs/product.md
 * §3; docs/rules.md "Council Tax Support"): whether the rebate applies and whether it beat the
 * main calculation, the scheme the estimate used with its limits and special provisions, and
 * the discounts applied to the bill.
 */
import type { CouncilTaxSupportResult } from '~/calc/council-tax-support';
import { formatMoneyWithPence, toPence } from '~/calc/money';

/** A percentage as the results show it: whole, or to at most 2 places ('12.5%'). */
export function percent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(2).replace(/0$/, '')}%`;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export interface ResultsSchemeDetailsProps {
  result: CouncilTaxSupportResult;
  /** A working-age claim in England: the council's own scheme may leave the rebate out. */
  workingAgeEngland: boolean;
}

export default function ResultsSchemeDetails({ result, workingAgeEngland }: ResultsSchemeDetailsProps) {
  const sar = result.secondAdultRebate;
  const scheme = result.localSchemeDetails;

  return (
    <>
      <section aria-labelledby="cts-sar-heading">
        <h3 id="cts-sar-heading" className="text-lg font-bold text-slate-900">
          Second adult rebate
        </h3>
        <p className="mt-1 text-slate-700">A reduction based on the income of other adults who live with you, instead of yours.</p>
        {workingAgeEngland && <p className="mt-1 text-slate-700">Your council’s scheme for working-age people may not include the second adult rebate.</p>}
        <dl className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
          {(
            [
              ['Eligible', yesNo(sar.eligible)],
              ['Weekly amount', formatMoneyWithPence(toPence(sar.weeklyAmount))],
              ['Better than the main calculation', yesNo(sar.betterThanMainCalculation)],
            ] as const
          ).map(([term, value]) => (
            <div key={term} className="flex justify-between gap-4 py-2">
              <dt>{term}</dt>
              <dd className="font-bold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="cts-scheme-heading">
        <h3 id="cts-scheme-heading" className="text-lg font-bold text-slate-900">
          Your scheme
        </h3>
        <dl className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
          {(
            [
              ['Scheme', scheme.schemeName],
              ['Most it can cover', percent(scheme.maxReduction)],
              ['Minimum payment', percent(scheme.minimumPayment)],
            ] as const
          ).map(([term, value]) => (
            <div key={term} className="flex flex-wrap justify-between gap-x-4 py-2">
              <dt>{term}</dt>
              <dd className="font-bold">{value}</dd>
            </div>
          ))}
        </dl>
        {scheme.specialProvisions.length > 0 && (
          <ul className="mt-3 list-disc space-y-1 pl-6">
            {scheme.specialProvisions.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <h4 className="mt-4 font-bold text-slate-900">Discounts applied</h4>
        {result.discountsApplied.length > 0 ? (
          <ul className="mt-1 list-disc space-y-1 pl-6">
            {result.discountsApplied.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-1">None</p>
        )}
      </section>
    </>
  );
}
