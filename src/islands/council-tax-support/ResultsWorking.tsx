/**
 * "How it was worked out" on the Council Tax Support results (docs/product.md §3; docs/rules.md
 * "Council Tax Support"; docs/style.md habit 2): every weekly step from the bill to the
 * reduction as named lines, each with its working: the council tax per day, the applicable
 * amount, the income counted (and what never counts), the excess income and taper, each other
 * adult's deduction, the two reductions compared, and the year.
 */
import { useStore } from '@nanostores/react';
import { ctsWorkingMessages } from '~/i18n/en/council-tax-support-results';
import type { CouncilTaxSupportResult } from '~/calc/council-tax-support';
import type { CalculationLine } from '~/calc/types';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import ApplicableAmountLines from '~/islands/shared/results/ApplicableAmountLines';
import { ResultLine } from '~/islands/shared/results/ResultLine';

export default function ResultsWorking({ result }: { result: CouncilTaxSupportResult }) {
  const t = useStore(ctsWorkingMessages);
  const b = result.breakdown;
  const [discount, weeklyTax] = b.councilTax;
  const notCounted = b.income.filter((l) => l.name === 'Not counted as income');
  const disregards = b.disregards.filter((l) => l.qualifying);
  const [claimantIncome, ...otherIncome] = b.income.filter((l) => l.name !== 'Not counted as income');
  const [main, rebate] = b.reductions;
  const sar = result.secondAdultRebate;
  const incomeLine = (l: CalculationLine, kind: 'plus' | 'plain') => <ResultLine key={l.name} label={l.name} amount={l.amount} kind={kind} working={l.working} />;
  const [annualReduction, annualLeft] = b.annual ?? [];
  const compared = { rebate: formatMoneyWithPence(toPence(sar.weeklyAmount)), main: formatMoneyWithPence(toPence(main?.amount ?? 0)) };

  return (
    <section aria-labelledby="cts-working-heading">
      <h3 id="cts-working-heading" className="text-lg font-bold text-slate-900">
        {t.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t.perWeek}</p>

      <h4 className="mt-4 font-bold text-slate-900">{t.councilTax}</h4>
      <ul>
        {discount?.qualifying && <ResultLine label={t.discountYearly({ name: discount.name })} amount={discount.amount} kind="minus" working={discount.working} />}
        <ResultLine label={t.weeklyTax} amount={result.weeklyCouncilTax} kind="equals" working={weeklyTax?.working} />
      </ul>

      <ApplicableAmountLines personalAllowance={b.personalAllowance} premiums={b.premiums} total={result.applicableAmount} />

      <h4 className="mt-4 font-bold text-slate-900">{t.income}</h4>
      <ul>
        {claimantIncome && incomeLine(claimantIncome, 'plain')}
        {otherIncome.filter((l) => l.qualifying).map((l) => incomeLine(l, 'plus'))}
        {disregards.map((l) => (
          <ResultLine key={l.name} label={t.ignored({ name: l.name })} amount={l.amount} kind="minus" working={l.working} />
        ))}
        <ResultLine label={t.incomeCounted} amount={result.assessableIncome} kind="equals" />
        {notCounted.map((l) => (
          <ResultLine key={l.name} label={l.name} amount={0} kind="plain" working={l.working} />
        ))}
      </ul>

      <h4 className="mt-4 font-bold text-slate-900">{t.aboveApplicable}</h4>
      <ul>
        <ResultLine
          kind="plain"
          label={t.excessIncome}
          amount={result.excessIncome}
          working={t.excessWorking({ income: formatMoneyWithPence(toPence(result.assessableIncome)), applicable: formatMoneyWithPence(toPence(result.applicableAmount)) })}
        />
        <ResultLine kind="plain" label={b.taper.name} amount={result.taperApplied} working={b.taper.working} />
      </ul>

      {b.nonDependants.length > 0 && (
        <>
          <h4 className="mt-4 font-bold text-slate-900">{t.otherAdults}</h4>
          <ul>
            {b.nonDependants.map((l, i) => (
              <ResultLine key={`${l.name}-${i}`} label={l.name} amount={l.amount} kind={l.qualifying ? 'minus' : 'plain'} working={l.working} />
            ))}
          </ul>
        </>
      )}

      <h4 className="mt-4 font-bold text-slate-900">{t.reduction}</h4>
      <ul>
        {main && <ResultLine kind="plain" label={main.name} amount={main.amount} working={main.working} />}
        {rebate && <ResultLine kind="plain" label={rebate.name} amount={rebate.amount} working={rebate.working} />}
        <ResultLine
          label={t.weeklyReduction}
          amount={result.weeklyReduction}
          kind="equals"
          working={sar.betterThanMainCalculation ? t.rebateUsed(compared) : sar.eligible ? t.mainUsed(compared) : t.main}
        />
      </ul>

      {annualReduction && annualLeft && (
        <>
          <h4 className="mt-4 font-bold text-slate-900">{t.overYear}</h4>
          <ul>
            <ResultLine kind="plain" label={annualReduction.name} amount={annualReduction.amount} working={annualReduction.working} />
            <ResultLine label={annualLeft.name} amount={annualLeft.amount} kind="equals" working={annualLeft.working} />
          </ul>
        </>
      )}
    </section>
  );
}
