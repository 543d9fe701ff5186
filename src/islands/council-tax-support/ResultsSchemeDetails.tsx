/**
 * The second adult rebate and the scheme on the Council Tax Support results (docs/product.md
 * §3; docs/rules.md "Council Tax Support"): whether the rebate applies and whether it beat the
 * main calculation, the scheme the estimate used with its limits and special provisions, and
 * the discounts applied to the bill.
 */
import { useStore } from '@nanostores/react';
import { ctsSchemeMessages } from '~/i18n/en/council-tax-support-results';
import type { CouncilTaxSupportResult } from '~/calc/council-tax-support';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import { useEngineText } from '~/i18n/engine-words';
import LabelledSection from '~/islands/shared/results/LabelledSection';

/** A percentage as the results show it: whole, or to at most 2 places ('12.5%'). */
export function percent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(2).replace(/0$/, '')}%`;
}

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
  const t = useStore(ctsSchemeMessages);
  const write = useEngineText();
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  const sar = result.secondAdultRebate;
  const scheme = result.localSchemeDetails;

  return (
    <>
      <LabelledSection id="cts-sar-heading" title={t.rebateTitle}>
        <p className="mt-1 text-slate-700">{t.rebateAbout}</p>
        {workingAgeEngland && !result.localScheme && <p className="mt-1 text-slate-700">{t.rebateEngland}</p>}
        {result.scheme.country === 'wales' && <p className="mt-1 text-slate-700">{t.rebateWales}</p>}
        <Terms
          items={[
            [t.eligible, yesNo(sar.eligible)],
            [t.weeklyAmount, formatMoneyWithPence(toPence(sar.weeklyAmount))],
            [t.better, yesNo(sar.betterThanMainCalculation)],
          ]}
        />
      </LabelledSection>

      <LabelledSection id="cts-scheme-heading" title={t.schemeTitle}>
        <Terms
          wrap
          items={[
            [t.scheme, write(scheme.schemeName)],
            [t.most, percent(scheme.maxReduction)],
            [t.minimum, percent(scheme.minimumPayment)],
          ]}
        />
        {scheme.specialProvisions.length > 0 && (
          <ul className="mt-3 list-disc space-y-1 pl-6">
            {scheme.specialProvisions.map(write).map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        {result.localScheme && (
          <p className="mt-3">
            <a className="text-brand-700 underline" href={result.localScheme.url} rel="noopener">
              {t.document({ council: result.localScheme.council, title: result.localScheme.title, date: result.localScheme.date })}
            </a>
          </p>
        )}
        {!result.localScheme && workingAgeEngland && <p className="mt-3">{t.askCouncil}</p>}
        <h4 className="mt-4 font-bold text-slate-900">{t.discounts}</h4>
        {result.discountsApplied.length > 0 ? (
          <ul className="mt-1 list-disc space-y-1 pl-6">
            {result.discountsApplied.map(write).map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-1">{t.none}</p>
        )}
      </LabelledSection>
    </>
  );
}
