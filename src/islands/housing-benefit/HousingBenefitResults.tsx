/**
 * The Housing Benefit results panel (docs/product.md §2): weekly and monthly amounts, warnings (their
 * web addresses as links), the working (eligible rent, LHA rate, premiums as plus lines, deductions as minus lines, the
 * taper only when above 0), numbered next steps, Save Calculation and the share control.
 * When new claims are for Universal Credit, a link opens the Universal Credit calculator with
 * these answers carried over (to-universal-credit.ts, through sessionStorage 'loadCalculation').
 */
import { useStore } from '@nanostores/react';
import { hbMessages } from '~/i18n/en/housing-benefit';
import { hbIncomeMessages, hbPropertyMessages, hbResultsMessages } from '~/i18n/en/housing-benefit-later';
import type { HousingBenefitInput, HousingBenefitResult } from '~/calc/housing-benefit';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import ApplicableAmountLines from '~/islands/shared/results/ApplicableAmountLines';
import { ResultLine } from '~/islands/shared/results/ResultLine';
import WeeklyHeadline from '~/islands/shared/results/WeeklyHeadline';
import { PASSPORT_BENEFITS } from './IncomeTab';
import { housingBenefitToUniversalCredit } from './to-universal-credit';
import { setPendingHandOff } from '~/stores/saved-calculations';
import ResultsFooter from '~/islands/shared/results/ResultsFooter';
import { CALCULATORS } from '~/lib/calculators';
import StepList from '~/islands/shared/results/StepList';
import LabelledSection from '~/islands/shared/results/LabelledSection';
import BesideAward from '~/islands/shared/results/BesideAward';
import LinkedText from '~/islands/shared/results/LinkedText';
import { useEngineText, withEngineWords } from '~/i18n/engine-words';
import { housingBenefitEngineWords } from '~/i18n/en/housing-benefit-engine';
import { sitePath } from '~/i18n/language';

export interface HousingBenefitResultsProps {
  /** The input the result was worked out from (saved with it). */
  input: HousingBenefitInput;
  result: HousingBenefitResult;
  /** The visitor has changed an answer since. */
  isStale: boolean;
  /** Weeks in a month (rates table), for the monthly working. */
  weeksPerMonth: number;
  shareUrl?: string;
}

function HousingBenefitResultsPanel({ input, result, isStale, weeksPerMonth, shareUrl }: HousingBenefitResultsProps) {
  const t = useStore(hbResultsMessages);
  const write = useEngineText();
  const { benefit } = useStore(hbMessages);
  const benefits = useStore(hbIncomeMessages);
  const { rent } = useStore(hbPropertyMessages);
  const b = result.breakdown;
  const rentAdjustments = b.rent.slice(1).filter((l) => l.qualifying);
  const income = b.income.filter((l) => l.qualifying);
  const isSavingsRule = result.zeroReason === 'savings';
  // Guarantee Credit has its own question and note; the others are named here.
  const passports = PASSPORT_BENEFITS.filter((p) => (result.passportBenefits ?? []).some((id) => id === p.value));

  return (
    <div className="space-y-6">
      {isStale && <p className="rounded-md border-l-4 border-accent-600 bg-yellow-50 p-3 text-slate-900">{t.stale}</p>}

      <WeeklyHeadline benefit={benefit} weekly={result.weeklyAmount} monthly={result.monthlyAmount}>
        {t.monthly({ weekly: formatMoneyWithPence(toPence(result.weeklyAmount)), weeks: weeksPerMonth, monthly: formatMoneyWithPence(toPence(result.monthlyAmount)) })}
      </WeeklyHeadline>

      {(result.warnings.length > 0 || passports.length > 0) && (
        <section aria-labelledby="hb-warnings-heading" className="rounded-md border-l-4 border-danger-600 bg-danger-50 p-4">
          <h3 id="hb-warnings-heading" className="font-bold text-slate-900">
            {t.important}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-900">
            {result.warnings.map(write).map((w) => (
              <li key={w} className="[overflow-wrap:anywhere]">
                <LinkedText text={w} />
              </li>
            ))}
            {passports.length > 0 && <li>{t.passports({ benefits: passports.map((p) => benefits[p.label]).join(t.and) })}</li>}
          </ul>
          {result.isExistingClaimOnly && (
            <a
              href={sitePath('/universal-credit')}
              className="btn btn-primary mt-4 w-full sm:w-auto"
              onClick={() => setPendingHandOff('universal-credit', housingBenefitToUniversalCredit(input), 'housing-benefit')}
            >
              {t.toUniversalCredit}
            </a>
          )}
        </section>
      )}

      <BesideAward id="hb-beside-heading" title={t.beside} payments={result.besideAward} period="week" />

      <LabelledSection id="hb-working-heading" title={t.working}>
        <p className="mt-1 text-sm text-slate-700">{t.perWeek}</p>

        <h4 className="mt-4 font-bold text-slate-900">{rent}</h4>
        <ul>
          {b.rent[0] && <ResultLine kind="plain" label={write(b.rent[0].name)} amount={b.rent[0].amount} working={write(b.rent[0].working)} />}
          {rentAdjustments.map((l) => (
            <ResultLine key={write(l.name)} label={write(l.name)} amount={l.amount} kind="minus" working={write(l.working)} />
          ))}
          <ResultLine
            label={t.eligibleRent}
            amount={result.eligibleRent}
            kind="equals"
            working={
              rentAdjustments.length === 0
                ? b.rent
                    .slice(1)
                    .map((l) => write(l.working))
                    .join('. ') || undefined
                : undefined
            }
          />
          {result.lhaRate === null ? (
            <li className="border-b border-slate-200 py-3 last:border-b-0">
              <span className="font-semibold">{t.lhaRate}</span>
              <p className="mt-1 text-slate-700">{write(result.lhaWorking)}</p>
            </li>
          ) : (
            <ResultLine kind="plain" label={t.lhaRate} amount={result.lhaRate} working={write(result.lhaWorking)} />
          )}
        </ul>

        {/* The child allowances are a line of the applicable amount too, so the lines add up (docs/rules.md HB 3). */}
        <ApplicableAmountLines personalAllowance={b.personalAllowance} premiums={[b.childAllowance, ...b.premiums]} total={result.applicableAmount} />

        <h4 className="mt-4 font-bold text-slate-900">{t.income}</h4>
        <ul>
          {income.map((l, index) => (
            <ResultLine key={write(l.name)} label={write(l.name)} amount={l.amount} kind={index === 0 ? 'plain' : 'plus'} working={write(l.working)} />
          ))}
          {b.earningsDisregard.qualifying && (
            <ResultLine label={write(b.earningsDisregard.name)} amount={b.earningsDisregard.amount} kind="minus" working={write(b.earningsDisregard.working)} />
          )}
          {b.tariffIncome.qualifying && <ResultLine label={write(b.tariffIncome.name)} amount={b.tariffIncome.amount} kind="plus" working={write(b.tariffIncome.working)} />}
          {b.passport?.qualifying && <ResultLine label={write(b.passport.name)} amount={b.passport.amount} kind="minus" working={write(b.passport.working)} />}
          <ResultLine
            label={t.incomeCounted}
            amount={result.assessedIncome}
            kind="equals"
            working={income.length === 0 && !b.tariffIncome.qualifying && !b.passport?.qualifying ? t.noIncome : undefined}
          />
        </ul>

        <h4 className="mt-4 font-bold text-slate-900">{t.housingBenefit}</h4>
        <ul>
          <ResultLine kind="plain" label={t.eligibleRent} amount={result.eligibleRent} />
          {b.deductions.map((l) =>
            l.qualifying ? (
              <ResultLine key={write(l.name)} label={write(l.name)} amount={l.amount} kind="minus" working={write(l.working)} />
            ) : (
              <ResultLine kind="plain" key={write(l.name)} label={write(l.name)} amount={0} working={write(l.working)} />
            ),
          )}
          {result.taperReduction > 0 && <ResultLine label={write(b.taper.name)} amount={result.taperReduction} kind="minus" working={write(b.taper.working)} />}
          {result.zeroReason === 'universal-credit' && <li className="border-b border-slate-200 py-3 font-semibold">{t.getsUniversalCredit}</li>}
          {isSavingsRule && <li className="border-b border-slate-200 py-3 font-semibold">{t.overSavings}</li>}
          {result.zeroReason === 'deductions' && <li className="border-b border-slate-200 py-3 font-semibold">{t.allTaken}</li>}
          <ResultLine label={t.weekly} amount={result.weeklyAmount} kind="equals" />
        </ul>
      </LabelledSection>

      <StepList id="hb-next-heading" title={t.nextSteps} items={result.nextSteps} ordered />

      <ResultsFooter type="housing-benefit" data={input} result={result} share={{ ...CALCULATORS['housing-benefit'].share, url: shareUrl }} />
    </div>
  );
}

/** The result, in the words of the Housing Benefit engine. */
export default withEngineWords(housingBenefitEngineWords, HousingBenefitResultsPanel);
