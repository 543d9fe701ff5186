/**
 * The second adult rebate and the scheme on the Council Tax Support results (docs/product.md
 * §3; docs/rules.md "Council Tax Support"): whether the rebate applies and whether it beat the
 * main calculation, the scheme the estimate used with its limits and special provisions, and
 * the discounts applied to the bill.
 */
import type { CouncilTaxSupportResult } from '~/calc/council-tax-support';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import LabelledSection from '~/islands/shared/results/LabelledSection';

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

/**
 * Terms and their values, one row each. With `wrap`, a long value (a scheme's name) goes under
 * its term on a narrow screen; otherwise the row stays on one line with figures in tabular numerals.
 */
function Terms({ items, wrap = false }: { items: ReadonlyArray<readonly [string, string]>; wrap?: boolean }) {
  return (
    <dl className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
      {items.map(([term, value]) => (
        <div key={term} className={wrap ? 'flex flex-wrap justify-between gap-x-4 py-2' : 'flex justify-between gap-4 py-2'}>
          <dt>{term}</dt>
          <dd className={wrap ? 'font-bold' : 'font-bold tabular-nums'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function ResultsSchemeDetails({ result, workingAgeEngland }: ResultsSchemeDetailsProps) {
  const sar = result.secondAdultRebate;
  const scheme = result.localSchemeDetails;

  return (
    <>
      <LabelledSection id="cts-sar-heading" title="Second adult rebate">
        <p className="mt-1 text-slate-700">A reduction based on the income of other adults who live with you, instead of yours.</p>
        {workingAgeEngland && <p className="mt-1 text-slate-700">Your council’s scheme for working-age people may not include the second adult rebate.</p>}
        {result.scheme.country === 'wales' && <p className="mt-1 text-slate-700">Wales has no second adult rebate.</p>}
        <Terms
          items={[
            ['Eligible', yesNo(sar.eligible)],
            ['Weekly amount', formatMoneyWithPence(toPence(sar.weeklyAmount))],
            ['Better than the main calculation', yesNo(sar.betterThanMainCalculation)],
          ]}
        />
      </LabelledSection>

      <LabelledSection id="cts-scheme-heading" title="Your scheme">
        <Terms
          wrap
          items={[
            ['Scheme', scheme.schemeName],
            ['Most it can cover', percent(scheme.maxReduction)],
            ['Minimum payment', percent(scheme.minimumPayment)],
          ]}
        />
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
      </LabelledSection>
    </>
  );
}
