/**
 * Step 5, Your Results (docs/product.md §2-§3; docs/rules.md "Council Tax Support"): one eligibility alert in the
 * spec's words, following `eligibleForSupport`, with any warning (savings, second adult rebate)
 * beneath it as a note, never as a second verdict; which scheme the estimate used and where to
 * find the council's own; the reduction (weekly, monthly, annual, percentage) and what is left
 * to pay, which add up to the bill; the working; the second adult rebate; discounts; next steps,
 * how to apply and appeal rights with their addresses and phone numbers as links; Save
 * Calculation and the share control.
 */
import type { CouncilTaxSupportInput, CouncilTaxSupportResult } from '~/calc/council-tax-support';
import type { CalculationLine } from '~/calc/types';
import { taxYearInfo } from '~/calc/rates';
import LinkedText from '~/islands/shared/LinkedText';
import ShareControl from '~/islands/shared/ShareControl';
import { ResultLine } from '~/islands/shared/ResultLine';
import { SaveCalculationButton } from '~/islands/shared/SaveDialog';
import { formatMoneyWithPence, toPence } from '~/calc/money';

export interface ResultsStepProps {
  input: CouncilTaxSupportInput;
  result: CouncilTaxSupportResult;
  /** Period factors of the rates table in use (annual = weekly × weeks; monthly = annual ÷ months). */
  weeksPerYear: number;
  monthsPerYear: number;
  shareUrl?: string;
}

function percent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(2).replace(/0$/, '')}%`;
}

function Figures({ items }: { items: ReadonlyArray<readonly [string, string]> }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([term, value]) => (
        <div key={term} className="rounded-md bg-white p-3 shadow-sm">
          <dt className="text-sm text-slate-700">{term}</dt>
          <dd className="text-xl font-bold tabular-nums text-slate-900 sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function List({ id, title, items, ordered = false }: { id: string; title: string; items: readonly string[]; ordered?: boolean }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      <Tag className={`mt-2 space-y-1 pl-6 ${ordered ? 'list-decimal' : 'list-disc'}`}>
        {items.map((item) => (
          <li key={item}>
            <LinkedText text={item} />
          </li>
        ))}
      </Tag>
    </section>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export default function ResultsStep({ input, result, weeksPerYear, monthsPerYear, shareUrl }: ResultsStepProps) {
  const b = result.breakdown;
  const [grossTax, discount] = b.councilTax;
  const premiums = b.premiums.filter((l) => l.qualifying);
  const disregards = b.disregards.filter((l) => l.qualifying);
  const [claimantIncome, ...otherIncome] = b.income;
  const [main, rebate] = b.reductions;
  const sar = result.secondAdultRebate;
  const scheme = result.localSchemeDetails;
  const eligible = result.eligibleForSupport;
  const incomeLine = (l: CalculationLine, kind: 'plus' | 'plain') => <ResultLine key={l.name} label={l.name} amount={l.amount} kind={kind} working={l.working} />;
  const [annualReduction, annualLeft] = b.annual ?? [];
  const workingAgeEngland = !result.isPensionAge && input.location.country === 'england';

  return (
    <div className="space-y-8">
      <div className={`flex items-start gap-3 rounded-lg border-l-8 p-4 ${eligible ? 'border-success-700 bg-success-50' : 'border-danger-600 bg-danger-50'}`}>
        <svg
          aria-hidden="true"
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          className={`shrink-0 ${eligible ? 'text-success-700' : 'text-danger-600'}`}
        >
          {eligible ? <path d="M5 12l5 5 9-10" /> : <path d="M12 7v6M12 17h.01M12 3l9 16H3z" />}
        </svg>
        <p className="text-lg font-bold text-slate-900">{result.alert}</p>
      </div>

      {result.warnings.length > 0 && (
        <section aria-labelledby="cts-warnings-heading" className="rounded-md border-l-4 border-accent-600 bg-slate-50 p-4 text-slate-900">
          <h3 id="cts-warnings-heading" className="font-bold">
            Please note
          </h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {result.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </section>
      )}

      {result.schemeNotice && (
        <section aria-labelledby="cts-scheme-notice-heading" className="rounded-md border-l-4 border-brand-700 bg-brand-50 p-4 text-slate-900">
          <h3 id="cts-scheme-notice-heading" className="font-bold">
            {result.isPensionAge ? 'The pension-age scheme' : workingAgeEngland ? 'Your council sets its own scheme' : 'About this estimate'}
          </h3>
          <p className="mt-1">
            <LinkedText text={result.schemeNotice} />
          </p>
          {result.taxYear && <p className="mt-1 text-sm text-slate-700">Worked out with the figures of the {taxYearInfo(result.taxYear).label} tax year.</p>}
        </section>
      )}

      <div className="space-y-6 rounded-lg bg-brand-50 p-4">
        <section aria-labelledby="cts-reduction-heading">
          <h3 id="cts-reduction-heading" className="text-lg font-bold text-slate-900">
            Your estimated Council Tax Support
          </h3>
          <div className="mt-3">
            <Figures
              items={[
                ['Weekly', formatMoneyWithPence(toPence(result.weeklyReduction))],
                ['Monthly', formatMoneyWithPence(toPence(result.monthlyReduction))],
                ['Annual', formatMoneyWithPence(toPence(result.annualReduction))],
                ['Of your bill', percent(result.percentageReduction)],
              ]}
            />
          </div>
        </section>
        <section aria-labelledby="cts-remaining-heading">
          <h3 id="cts-remaining-heading" className="text-lg font-bold text-slate-900">
            What you would still pay
          </h3>
          <div className="mt-3">
            <Figures
              items={[
                ['Weekly', formatMoneyWithPence(toPence(result.remainingLiability.weekly))],
                ['Monthly', formatMoneyWithPence(toPence(result.remainingLiability.monthly))],
                ['Annual', formatMoneyWithPence(toPence(result.remainingLiability.annual))],
              ]}
            />
          </div>
        </section>
        <p className="text-sm text-slate-700">
          Annual is the weekly figure × {weeksPerYear}, never more than the year’s bill; monthly is the annual figure ÷ {monthsPerYear}. What you would still pay is the bill less
          the reduction
          {result.annualCouncilTax !== undefined && (
            <>
              {' '}
              ({formatMoneyWithPence(toPence(result.annualCouncilTax))} a year, {formatMoneyWithPence(toPence(result.monthlyCouncilTax))} a month)
            </>
          )}
          .
        </p>
      </div>

      <section aria-labelledby="cts-working-heading">
        <h3 id="cts-working-heading" className="text-lg font-bold text-slate-900">
          How it was worked out
        </h3>
        <p className="mt-1 text-sm text-slate-700">All amounts are per week.</p>

        <h4 className="mt-4 font-bold text-slate-900">Your council tax</h4>
        <ul>
          {grossTax && <ResultLine kind="plain" label={grossTax.name} amount={grossTax.amount} working={grossTax.working} />}
          {discount?.qualifying && <ResultLine label={discount.name} amount={discount.amount} kind="minus" working={discount.working} />}
          <ResultLine label="Weekly council tax to pay" amount={result.weeklyCouncilTax} kind="equals" />
        </ul>

        <h4 className="mt-4 font-bold text-slate-900">What you are allowed to live on (applicable amount)</h4>
        <ul>
          <ResultLine kind="plain" label={b.personalAllowance.name} amount={b.personalAllowance.amount} working={b.personalAllowance.working} />
          {premiums.map((l) => (
            <ResultLine key={l.name} label={l.name} amount={l.amount} kind="plus" working={l.working} />
          ))}
          <ResultLine label="Applicable amount" amount={result.applicableAmount} kind="equals" />
        </ul>

        <h4 className="mt-4 font-bold text-slate-900">Your income</h4>
        <ul>
          {claimantIncome && incomeLine(claimantIncome, 'plain')}
          {otherIncome.filter((l) => l.qualifying).map((l) => incomeLine(l, 'plus'))}
          {disregards.map((l) => (
            <ResultLine key={l.name} label={`${l.name} (ignored)`} amount={l.amount} kind="minus" working={l.working} />
          ))}
          <ResultLine label="Income counted" amount={result.assessableIncome} kind="equals" />
        </ul>

        <h4 className="mt-4 font-bold text-slate-900">Income above the applicable amount</h4>
        <ul>
          <ResultLine
            kind="plain"
            label="Excess income"
            amount={result.excessIncome}
            working={`${formatMoneyWithPence(toPence(result.assessableIncome))} income counted − ${formatMoneyWithPence(toPence(result.applicableAmount))} applicable amount, never below £0`}
          />
          <ResultLine kind="plain" label={b.taper.name} amount={result.taperApplied} working={b.taper.working} />
        </ul>

        <h4 className="mt-4 font-bold text-slate-900">Your reduction</h4>
        <ul>
          {main && <ResultLine kind="plain" label={main.name} amount={main.amount} working={main.working} />}
          {rebate && <ResultLine kind="plain" label={rebate.name} amount={rebate.amount} working={rebate.working} />}
          <ResultLine
            label="Weekly reduction"
            amount={result.weeklyReduction}
            kind="equals"
            working={sar.betterThanMainCalculation ? 'The second adult rebate is larger, so it is used' : 'The larger of the two'}
          />
        </ul>

        {annualReduction && annualLeft && (
          <>
            <h4 className="mt-4 font-bold text-slate-900">Over the year</h4>
            <ul>
              <ResultLine kind="plain" label={annualReduction.name} amount={annualReduction.amount} working={annualReduction.working} />
              <ResultLine label={annualLeft.name} amount={annualLeft.amount} kind="equals" working={annualLeft.working} />
            </ul>
          </>
        )}
      </section>

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

      <List id="cts-next-heading" title="Next steps" items={result.nextSteps} ordered />
      <List id="cts-apply-heading" title="How to apply" items={result.applicationGuidance} />
      <List id="cts-appeal-heading" title="If you disagree with the decision" items={result.appealRights} />

      <div className="flex flex-wrap gap-3">
        <SaveCalculationButton type="council-tax-support" data={input} result={result} />
        <a href="/saved-calculations" className="btn btn-secondary">
          Saved Calculations
        </a>
      </div>

      <ShareControl
        variant="full"
        headingLevel={3}
        heading="Share this calculator"
        title="Council Tax Support Calculator"
        description="Check how much Council Tax Support you could get in England, Scotland or Wales: free, anonymous and worked out in your browser."
        hashtags={['CouncilTax', 'BenefitsCalculator', 'CostOfLiving']}
        url={shareUrl}
      />
    </div>
  );
}
