/**
 * The results side of the Universal Credit calculator (docs/product.md §2, §3 "Universal Credit
 * result", §8 warnings): the monthly total, warnings, every element with its amount badge and
 * the sentence that says how it was worked out (docs/style.md habit 2), the work allowance, taper,
 * pension, other benefits and savings deductions, the benefit cap with every benefit it adds up, take-home after the taper, the earnings
 * slider and chart, next steps and the share card. Over State Pension age (docs/rules.md UC 14):
 * why there is no claim, with buttons that open the Pension Credit and Housing Benefit
 * calculators with the household filled in (to-pension-credit.ts, to-housing-benefit.ts).
 */
import { memo, useLayoutEffect, useRef, type ReactNode } from 'react';
import { ResultLine } from '~/islands/shared/results/ResultLine';
import ShareControl from '~/islands/shared/results/ShareControl';
import { CALCULATORS } from '~/lib/calculators';
import type { RatesTable } from '~/calc/rates';
import type { UniversalCreditElement, UniversalCreditInput, UniversalCreditResult } from '~/calc/universal-credit';
import type { CalculationLine } from '~/calc/types';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import EarningsExplorer, { EARNINGS_SLIDER_ID } from './EarningsExplorer';
import StepList from '~/islands/shared/results/StepList';
import LabelledSection from '~/islands/shared/results/LabelledSection';
import { setPendingHandOff } from '~/stores/saved-calculations';
import { universalCreditToPensionCredit } from './to-pension-credit';
import { universalCreditToHousingBenefit } from './to-housing-benefit';

export interface ResultsProps {
  baseInput: UniversalCreditInput;
  result: UniversalCreditResult;
  earnings: number;
  rates: RatesTable;
  onEarningsChange: (earnings: number) => void;
  /** Absolute address of this page for the share card. */
  shareUrl?: string;
}

/** The share card does not change with the result. */
const MemoShareControl = memo(ShareControl);

export default function Results({ baseInput, result, earnings, rates, onEarningsChange, shareUrl }: ResultsProps) {
  const included = result.elements.filter((e) => e.qualifying);
  const notIncluded = result.elements.filter((e) => !e.qualifying);
  const [taper, pension, carersAllowance, otherBenefits, savings, cap] = result.deductions as (CalculationLine | undefined)[];
  const noAwardForSavings = !!savings && savings.qualifying && savings.amount === 0;
  const housing = result.housingCosts;

  // The slider must not move under the finger while it is dragged: lines above it come and go
  // with the earnings (the taper, take-home, warnings, the cap). On each slider change the part
  // above it keeps at least the height it had (until the next Calculate or a new page width),
  // and when it does grow the page scrolls by as much, so the slider stays put. Measured only on
  // slider changes, so Calculate pays nothing for it.
  const aboveRef = useRef<HTMLDivElement>(null);
  const reserved = useRef({ width: 0, height: 0 });
  const sliderTopBefore = useRef<number | null>(null);
  const changeEarnings = (value: number) => {
    const el = aboveRef.current;
    if (el) {
      if (reserved.current.width !== window.innerWidth) {
        el.style.minHeight = '';
        reserved.current = { width: window.innerWidth, height: 0 };
      }
      const height = el.offsetHeight;
      if (height > reserved.current.height) {
        reserved.current.height = height;
        el.style.minHeight = `${height}px`;
      }
    }
    sliderTopBefore.current = document.getElementById(EARNINGS_SLIDER_ID)?.getBoundingClientRect().top ?? null;
    onEarningsChange(value);
  };
  useLayoutEffect(() => {
    // A new household (Calculate): its lines need no room kept from the last one.
    reserved.current = { width: 0, height: 0 };
    if (aboveRef.current) aboveRef.current.style.minHeight = '';
  }, [baseInput]);
  useLayoutEffect(() => {
    const before = sliderTopBefore.current;
    if (before === null) return;
    sliderTopBefore.current = null;
    const after = document.getElementById(EARNINGS_SLIDER_ID)?.getBoundingClientRect().top;
    if (after !== undefined && Math.abs(after - before) >= 1) window.scrollBy(0, after - before);
  });

  if (result.reason === 'state-pension-age') return <PensionAgeResult baseInput={baseInput} result={result} shareUrl={shareUrl} />;

  return (
    <div className="space-y-8">
      <div ref={aboveRef} data-testid="uc-lines-above-slider" className="space-y-8">
        <div className="rounded-lg bg-brand-800 p-5 text-white">
          <p id="uc-total-label" className="font-semibold">
            Estimated Universal Credit
          </p>
          <p className="mt-1">
            <strong data-testid="uc-total" className="text-4xl font-bold tabular-nums sm:text-5xl">
              {formatMoneyWithPence(toPence(result.totalMonthly))}
            </strong>{' '}
            <span className="text-lg">a month</span>
          </p>
          <p className="mt-2 text-brand-100">
            Most you could get before anything is taken off: {formatMoneyWithPence(toPence(result.maximumAmount))}. This is an estimate, not an official assessment.
          </p>
        </div>

        <Warnings warnings={result.warnings} />

        <LabelledSection id="uc-working-heading" title="How it was worked out" headingClassName="text-xl font-bold text-slate-900">
          <LineList id="uc-included" title="Elements included">
            {included.map((e) => (
              <ElementLine key={e.name} element={e} />
            ))}
            <ResultLine label="Maximum amount" amount={result.maximumAmount} kind="total" working="The elements added together, before anything is taken off." />
          </LineList>

          {housing.lhaLimit !== null && (
            <LineList id="uc-housing-costs" title="Your rent and the Local Housing Allowance">
              <InfoLine label="Rent and service charges" value={formatMoneyWithPence(toPence(housing.eligibleRent))} />
              <InfoLine
                label="Local Housing Allowance limit"
                value={formatMoneyWithPence(toPence(housing.lhaLimit))}
                working={
                  housing.rentAboveLha > 0
                    ? `For ${housing.lhaDescription}. Your rent is ${formatMoneyWithPence(toPence(housing.rentAboveLha))} a month above it, and Universal Credit does not cover that part.`
                    : `For ${housing.lhaDescription}. Your rent is within it.`
                }
              />
            </LineList>
          )}

          {notIncluded.length > 0 && (
            <LineList id="uc-not-included" title="Not included">
              {notIncluded.map((e) => (
                <ElementLine key={e.name} element={e} />
              ))}
            </LineList>
          )}

          <LineList id="uc-taken-off" title="Taken off">
            <InfoLine label="Work allowance" value={formatMoneyWithPence(toPence(result.workAllowance))} working={result.workAllowanceDetail.working} />
            {result.taperReduction > 0 ? (
              <ResultLine label="Earnings taper" amount={result.taperReduction} kind="deduct" working={taper?.working} />
            ) : (
              <InfoLine label="Earnings taper" value="Nothing taken off" working={taper?.working} />
            )}
            {[pension, carersAllowance, otherBenefits].map(
              (income) => income?.qualifying && <ResultLine key={income.name} label={income.name} amount={income.amount} kind="deduct" working={income.working} />,
            )}
            {savings?.qualifying &&
              (noAwardForSavings ? (
                <InfoLine label="Savings" value="No award" working={savings.working} />
              ) : (
                <ResultLine label="Savings" amount={savings.amount} kind="deduct" working={savings.working} />
              ))}
            {result.benefitCap.applies ? (
              <ResultLine
                label="Benefit cap"
                amount={result.benefitCap.reduction}
                kind="deduct"
                working={`Limit ${formatMoneyWithPence(toPence(result.benefitCap.limit))}. ${cap?.working ?? ''}`}
              />
            ) : (
              <InfoLine label="Benefit cap" value={`Limit ${formatMoneyWithPence(toPence(result.benefitCap.limit))}`} working={cap?.working ?? 'Not applied'} />
            )}
            <ResultLine label="Estimated Universal Credit" amount={result.totalMonthly} kind="total" period="a month" />
          </LineList>

          <LineList id="uc-income" title="Your money each month">
            <InfoLine label="Earnings counted" value={formatMoneyWithPence(toPence(result.earningsImpact.currentEarnings))} />
            {result.taperReduction > 0 && (
              <InfoLine
                label="Take-home after the taper"
                value={formatMoneyWithPence(toPence(result.takeHomeAfterTaper))}
                working="Earnings counted, less the earnings taper: what work adds to your income once Universal Credit is reduced."
              />
            )}
            <InfoLine label="Total income" value={formatMoneyWithPence(toPence(result.earningsImpact.totalIncome))} working="Earnings plus Universal Credit." />
          </LineList>
        </LabelledSection>
      </div>

      <section aria-labelledby="uc-explore-heading">
        <h3 id="uc-explore-heading" className="text-xl font-bold text-slate-900">
          How earnings change your Universal Credit
        </h3>
        <div className="mt-3">
          <EarningsExplorer baseInput={baseInput} result={result} earnings={earnings} rates={rates} onChange={changeEarnings} />
        </div>
      </section>

      <StepList id="uc-next-heading" title="Next steps" items={result.nextSteps} ordered />

      <MemoShareControl variant="full" heading="Share this calculator" headingLevel={3} url={shareUrl} {...CALCULATORS['universal-credit'].share} />
    </div>
  );
}

/**
 * No claim at State Pension age (docs/rules.md UC 14): the reason in the engine's words, and the
 * calculators for what such a household claims instead, opened with its answers. Housing
 * Benefit only for a renter, as the next steps say.
 */
function PensionAgeResult({ baseInput, result, shareUrl }: { baseInput: UniversalCreditInput; result: UniversalCreditResult; shareUrl?: string }) {
  const isRenting = baseInput.housingDetails.housingType === 'rent';
  return (
    <div className="space-y-8">
      <section aria-labelledby="uc-no-claim-heading" className="rounded-lg border-l-8 border-brand-700 bg-brand-50 p-5">
        <h3 id="uc-no-claim-heading" className="text-xl font-bold text-slate-900">
          You cannot claim Universal Credit
        </h3>
        <p className="mt-2 text-slate-900">{result.statePensionAge.working}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={CALCULATORS['pension-credit'].route}
            className="btn btn-primary w-full sm:w-auto"
            onClick={() => setPendingHandOff('pension-credit', universalCreditToPensionCredit(baseInput), 'universal-credit')}
          >
            Check your Pension Credit
          </a>
          {isRenting && (
            <a
              href={CALCULATORS['housing-benefit'].route}
              className="btn btn-secondary w-full sm:w-auto"
              onClick={() => setPendingHandOff('housing-benefit', universalCreditToHousingBenefit(baseInput), 'universal-credit')}
            >
              Check your Housing Benefit
            </a>
          )}
        </div>
      </section>

      <Warnings warnings={result.warnings} />

      <StepList id="uc-next-heading" title="Next steps" items={result.nextSteps} ordered />

      <MemoShareControl variant="full" heading="Share this calculator" headingLevel={3} url={shareUrl} {...CALCULATORS['universal-credit'].share} />
    </div>
  );
}

/** The result's warnings under 'Please note', when there are any. */
function Warnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div className="rounded-md border-l-8 border-accent-500 bg-amber-50 p-4">
      <h3 className="font-bold text-slate-900">Please note</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-900">
        {warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
    </div>
  );
}

/** A titled list of result lines; the title names the list for screen readers. */
function LineList({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="mt-5">
      <h4 id={`${id}-title`} className="font-bold text-slate-900">
        {title}
      </h4>
      <ul aria-labelledby={`${id}-title`} className="mt-1">
        {children}
      </ul>
    </div>
  );
}

/** An element of the award: its amount, or £0 'not paid' when it does not qualify. */
function ElementLine({ element }: { element: UniversalCreditElement }) {
  return <ResultLine label={element.name} amount={element.amount} kind={element.qualifying ? 'add' : 'none'} working={element.working} />;
}

/** A line that is information rather than money added or taken off (the work allowance, the cap's limit). */
function InfoLine({ label, value, working }: { label: string; value: string; working?: string }) {
  return (
    <li className="border-b border-slate-200 py-3 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-semibold">{label}</span>
        <span className="rounded-full bg-brand-50 px-3 py-0.5 font-bold text-brand-800 tabular-nums">{value}</span>
      </div>
      {working && <p className="mt-1 text-sm text-slate-700">{working}</p>}
    </li>
  );
}
