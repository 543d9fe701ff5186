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
import { isMessage } from '~/calc/message';
import { useEngineText } from '~/i18n/engine-words';
import ApplicableAmountLines from '~/islands/shared/results/ApplicableAmountLines';
import { ResultLine } from '~/islands/shared/results/ResultLine';

/** The line of what is never counted as income (Child Benefit, PIP, DLA…), which the engine names cts.line.notCounted. */
const isNotCounted = (l: CalculationLine) => isMessage(l.name) && l.name.messageId === 'cts.line.notCounted';

export default function ResultsWorking({ result }: { result: CouncilTaxSupportResult }) {
  const t = useStore(ctsWorkingMessages);
  const write = useEngineText();
  const b = result.breakdown;
  const [discount, weeklyTax] = b.councilTax;
  const notCounted = b.income.filter(isNotCounted);
  const disregards = b.disregards.filter((l) => l.qualifying);
  const [claimantIncome, ...otherIncome] = b.income.filter((l) => !isNotCounted(l));
  const [main, rebate] = b.reductions;
  const sar = result.secondAdultRebate;
  /** A line of the working, its name and working written in the page's language. */
  const workingLine = (l: CalculationLine, kind: 'plus' | 'plain' = 'plain') => (
    <ResultLine key={write(l.name)} label={write(l.name)} amount={l.amount} kind={kind} working={write(l.working)} />
  );
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
        {discount?.qualifying && <ResultLine label={t.discountYearly({ name: write(discount.name) })} amount={discount.amount} kind="minus" working={write(discount.working)} />}
        <ResultLine label={t.weeklyTax} amount={result.weeklyCouncilTax} kind="equals" working={weeklyTax && write(weeklyTax.working)} />
      </ul>

      <ApplicableAmountLines personalAllowance={b.personalAllowance} premiums={b.premiums} total={result.applicableAmount} />

      <h4 className="mt-4 font-bold text-slate-900">{t.income}</h4>
      <ul>
        {claimantIncome && workingLine(claimantIncome)}
        {otherIncome.filter((l) => l.qualifying).map((l) => workingLine(l, 'plus'))}
        {disregards.map((l) => (
          <ResultLine key={write(l.name)} label={t.ignored({ name: write(l.name) })} amount={l.amount} kind="minus" working={write(l.working)} />
        ))}
        <ResultLine label={t.incomeCounted} amount={result.assessableIncome} kind="equals" />
        {notCounted.map((l) => workingLine({ ...l, amount: 0 }))}
      </ul>

      <h4 className="mt-4 font-bold text-slate-900">{t.aboveApplicable}</h4>
      <ul>
        <ResultLine
          kind="plain"
          label={t.excessIncome}
          amount={result.excessIncome}
          working={t.excessWorking({ income: formatMoneyWithPence(toPence(result.assessableIncome)), applicable: formatMoneyWithPence(toPence(result.applicableAmount)) })}
        />
        {workingLine({ ...b.taper, amount: result.taperApplied })}
      </ul>

      {b.nonDependants.length > 0 && (
        <>
          <h4 className="mt-4 font-bold text-slate-900">{t.otherAdults}</h4>
          <ul>
            {b.nonDependants.map((l, i) => (
              <ResultLine key={i} label={write(l.name)} amount={l.amount} kind={l.qualifying ? 'minus' : 'plain'} working={write(l.working)} />
            ))}
          </ul>
        </>
      )}

      <h4 className="mt-4 font-bold text-slate-900">{t.reduction}</h4>
      <ul>
        {main && workingLine(main)}
        {rebate && workingLine(rebate)}
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
            {workingLine(annualReduction)}
            <ResultLine label={write(annualLeft.name)} amount={annualLeft.amount} kind="equals" working={write(annualLeft.working)} />
          </ul>
        </>
      )}
    </section>
  );
}
