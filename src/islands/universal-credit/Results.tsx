/**
 * The results side of the Universal Credit calculator (docs/product.md §2, §3 "Universal Credit
 * result", §8 warnings): the monthly total, warnings, every element with its amount badge and
 * the sentence that says how it was worked out (docs/style.md habit 2), the work allowance, taper,
 * pension, other benefits and savings deductions, the benefit cap with every benefit it adds up, take-home after the taper, the earnings
 * slider and chart, next steps and the share card. Over State Pension age (docs/rules.md UC 14):
 * why there is no claim, with buttons that open the Pension Credit and Housing Benefit
 * calculators with the household filled in (to-pension-credit.ts, to-housing-benefit.ts).
 *
 * The engine's words (src/i18n/en/universal-credit-engine.ts) load with this part, and every
 * line, warning and step is written through them (`EngineWords`, `useEngineText`).
 */
import { memo, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { ucResultsMessages } from '~/i18n/en/universal-credit-results';
import { ResultLine } from '~/islands/shared/results/ResultLine';
import ShareControl from '~/islands/shared/results/ShareControl';
import { CALCULATORS } from '~/lib/calculators';
import type { RatesTable } from '~/calc/rates';
import type { UniversalCreditElement, UniversalCreditInput, UniversalCreditResult } from '~/calc/universal-credit';
import type { CalculationLine } from '~/calc/types';
import type { EngineText } from '~/calc/message';
import { useEngineText, withEngineWords } from '~/i18n/engine-words';
import { universalCreditEngineWords } from '~/i18n/en/universal-credit-engine';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import EarningsExplorer, { EARNINGS_SLIDER_ID } from './EarningsExplorer';
import StepList from '~/islands/shared/results/StepList';
import LabelledSection from '~/islands/shared/results/LabelledSection';
import BesideAward from '~/islands/shared/results/BesideAward';
import { setPendingHandOff } from '~/stores/saved-calculations';
import { universalCreditToPensionCredit } from './to-pension-credit';
import { universalCreditToHousingBenefit } from './to-housing-benefit';
import { sitePath } from '~/i18n/language';

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

function ResultsPanel({ baseInput, result, earnings, rates, onEarningsChange, shareUrl }: ResultsProps) {
  const t = useStore(ucResultsMessages);
  const write = useEngineText();
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
            {t.estimated}
          </p>
          <p className="mt-1">
            <strong data-testid="uc-total" className="text-4xl font-bold tabular-nums sm:text-5xl">
              {formatMoneyWithPence(toPence(result.totalMonthly))}
            </strong>{' '}
            <span className="text-lg">{t.aMonth}</span>
          </p>
          <p className="mt-2 text-brand-100">{t.most({ amount: formatMoneyWithPence(toPence(result.maximumAmount)) })}</p>
        </div>

        <Warnings warnings={result.warnings} />

        <BesideAward id="uc-beside-heading" title={t.beside} payments={result.besideAward} period="month" />

        <LabelledSection id="uc-working-heading" title={t.workedOut} headingClassName="text-xl font-bold text-slate-900">
          <LineList id="uc-included" title={t.included}>
            {included.map((e) => (
              <ElementLine key={write(e.name)} element={e} />
            ))}
            <ResultLine label={t.maximum} amount={result.maximumAmount} kind="total" working={t.maximumWorking} />
          </LineList>

          {housing.lhaLimit !== null && (
            <LineList id="uc-housing-costs" title={t.rentAndLha}>
              <InfoLine label={t.rentCharges} value={formatMoneyWithPence(toPence(housing.eligibleRent))} />
              <InfoLine
                label={t.lhaLimit}
                value={formatMoneyWithPence(toPence(housing.lhaLimit))}
                working={
                  housing.rentAboveLha > 0
                    ? t.aboveLha({ rate: write(housing.lhaDescription), amount: formatMoneyWithPence(toPence(housing.rentAboveLha)) })
                    : t.withinLha({ rate: write(housing.lhaDescription) })
                }
              />
            </LineList>
          )}

          {notIncluded.length > 0 && (
            <LineList id="uc-not-included" title={t.notIncluded}>
              {notIncluded.map((e) => (
                <ElementLine key={write(e.name)} element={e} />
              ))}
            </LineList>
          )}

          <LineList id="uc-taken-off" title={t.takenOff}>
            <InfoLine label={t.workAllowance} value={formatMoneyWithPence(toPence(result.workAllowance))} working={result.workAllowanceDetail.working} />
            {result.taperReduction > 0 ? (
              <ResultLine label={t.taper} amount={result.taperReduction} kind="deduct" working={taper && write(taper.working)} />
            ) : (
              <InfoLine label={t.taper} value={t.nothingTakenOff} working={taper?.working} />
            )}
            {[pension, carersAllowance, otherBenefits].map(
              (income) =>
                income?.qualifying && <ResultLine key={write(income.name)} label={write(income.name)} amount={income.amount} kind="deduct" working={write(income.working)} />,
            )}
            {savings?.qualifying &&
              (noAwardForSavings ? (
                <InfoLine label={t.savings} value={t.noAward} working={savings.working} />
              ) : (
                <ResultLine label={t.savings} amount={savings.amount} kind="deduct" working={write(savings.working)} />
              ))}
            {result.benefitCap.applies ? (
              <ResultLine
                label={t.cap}
                amount={result.benefitCap.reduction}
                kind="deduct"
                working={t.capWorking({ limit: formatMoneyWithPence(toPence(result.benefitCap.limit)), working: cap ? write(cap.working) : '' })}
              />
            ) : (
              <InfoLine label={t.cap} value={t.capLimit({ limit: formatMoneyWithPence(toPence(result.benefitCap.limit)) })} working={cap?.working ?? t.notApplied} />
            )}
            <ResultLine label={t.estimated} amount={result.totalMonthly} kind="total" period={t.aMonth} />
          </LineList>

          <LineList id="uc-income" title={t.yourMoney}>
            <InfoLine label={t.earningsCounted} value={formatMoneyWithPence(toPence(result.earningsImpact.currentEarnings))} />
            {result.taperReduction > 0 && <InfoLine label={t.takeHome} value={formatMoneyWithPence(toPence(result.takeHomeAfterTaper))} working={t.takeHomeWorking} />}
            <InfoLine label={t.totalIncome} value={formatMoneyWithPence(toPence(result.earningsImpact.totalIncome))} working={t.totalIncomeWorking} />
          </LineList>
        </LabelledSection>
      </div>

      <section aria-labelledby="uc-explore-heading">
        <h3 id="uc-explore-heading" className="text-xl font-bold text-slate-900">
          {t.howEarnings}
        </h3>
        <div className="mt-3">
          <EarningsExplorer baseInput={baseInput} result={result} earnings={earnings} rates={rates} onChange={changeEarnings} />
        </div>
      </section>

      <StepList id="uc-next-heading" title={t.nextSteps} items={result.nextSteps} ordered />

      <MemoShareControl variant="full" heading={t.share} headingLevel={3} url={shareUrl} {...CALCULATORS['universal-credit'].share} />
    </div>
  );
}

/**
 * No claim at State Pension age (docs/rules.md UC 14): the reason in the engine's words, and the
 * calculators for what such a household claims instead, opened with its answers. Housing
 * Benefit only for a renter, as the next steps say.
 */
function PensionAgeResult({ baseInput, result, shareUrl }: { baseInput: UniversalCreditInput; result: UniversalCreditResult; shareUrl?: string }) {
  const t = useStore(ucResultsMessages);
  const write = useEngineText();
  const isRenting = baseInput.housingDetails.housingType === 'rent';
  return (
    <div className="space-y-8">
      <section aria-labelledby="uc-no-claim-heading" className="rounded-lg border-l-8 border-brand-700 bg-brand-50 p-5">
        <h3 id="uc-no-claim-heading" className="text-xl font-bold text-slate-900">
          {t.cannotClaim}
        </h3>
        <p className="mt-2 text-slate-900">{write(result.statePensionAge.working)}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={sitePath(CALCULATORS['pension-credit'].route)}
            className="btn btn-primary w-full sm:w-auto"
            onClick={() => setPendingHandOff('pension-credit', universalCreditToPensionCredit(baseInput), 'universal-credit')}
          >
            {t.pensionCredit}
          </a>
          {isRenting && (
            <a
              href={sitePath(CALCULATORS['housing-benefit'].route)}
              className="btn btn-secondary w-full sm:w-auto"
              onClick={() => setPendingHandOff('housing-benefit', universalCreditToHousingBenefit(baseInput), 'universal-credit')}
            >
              {t.housingBenefit}
            </a>
          )}
        </div>
      </section>

      <Warnings warnings={result.warnings} />

      <StepList id="uc-next-heading" title={t.nextSteps} items={result.nextSteps} ordered />

      <MemoShareControl variant="full" heading={t.share} headingLevel={3} url={shareUrl} {...CALCULATORS['universal-credit'].share} />
    </div>
  );
}

/** The result's warnings under 'Please note', when there are any. */
function Warnings({ warnings }: { warnings: readonly EngineText[] }) {
  const t = useStore(ucResultsMessages);
  const write = useEngineText();
  if (warnings.length === 0) return null;
  return (
    <div className="rounded-md border-l-8 border-accent-500 bg-amber-50 p-4">
      <h3 className="font-bold text-slate-900">{t.pleaseNote}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-900">
        {warnings.map(write).map((w) => (
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
  const write = useEngineText();
  return <ResultLine label={write(element.name)} amount={element.amount} kind={element.qualifying ? 'add' : 'none'} working={write(element.working)} />;
}

/** A line that is information rather than money added or taken off (the work allowance, the cap's limit); its working in the engine's words. */
function InfoLine({ label, value, working: given }: { label: string; value: string; working?: EngineText }) {
  const write = useEngineText();
  const working = given === undefined ? undefined : write(given);
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

/** The result, in the words of the Universal Credit engine. */
export default withEngineWords(universalCreditEngineWords, ResultsPanel);
