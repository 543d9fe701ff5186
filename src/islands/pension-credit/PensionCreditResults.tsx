/**
 * The Pension Credit results panel (docs/rules.md "Pension Credit" 3-5): the weekly and monthly
 * amount; why there is none (under State Pension age, a mixed-age couple, income above the
 * guarantee, with how close and what could change it); the working of the guarantee, the income
 * counted, guarantee credit and savings credit, line by line; what Pension Credit opens, each with
 * its figure, and the buttons that open the Housing Benefit and Council Tax Support calculators
 * with the household filled in (to-housing-benefit.ts, to-council-tax-support.ts, through the
 * same hand-off as a saved calculation); how to claim; Save and share.
 */
import { useStore } from '@nanostores/react';
import { pcMessages } from '~/i18n/en/pension-credit';
import { pcResultsMessages } from '~/i18n/en/pension-credit-later';
import type { PensionCreditResult } from '~/calc/pension-credit';
import type { CalculationLine } from '~/calc/types';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import { ResultLine } from '~/islands/shared/results/ResultLine';
import WeeklyHeadline from '~/islands/shared/results/WeeklyHeadline';
import ResultsFooter from '~/islands/shared/results/ResultsFooter';
import StepList from '~/islands/shared/results/StepList';
import LabelledSection from '~/islands/shared/results/LabelledSection';
import BesideAward from '~/islands/shared/results/BesideAward';
import LinkedText from '~/islands/shared/results/LinkedText';
import { setPendingHandOff } from '~/stores/saved-calculations';
import { CALCULATORS } from '~/lib/calculators';
import { pensionCreditToHousingBenefit } from './to-housing-benefit';
import { pensionCreditToCouncilTaxSupport } from './to-council-tax-support';
import type { PensionCreditAnswers } from './state';
import { housingHelpWording, savingsCreditNote, underStatePensionAgeText } from './result-wording';
import { useEngineText, withEngineWords } from '~/i18n/engine-words';
import { pcEngineWords } from '~/i18n/en/pension-credit-engine';
import { sitePath } from '~/i18n/language';

export interface PensionCreditResultsProps {
  /** The answers the result was worked out from (saved with it). */
  input: PensionCreditAnswers;
  result: PensionCreditResult;
  /** The visitor has changed an answer since. */
  isStale: boolean;
  /** Weeks and months in a year (rates table), for the monthly working. */
  weeksPerYear: number;
  monthsPerYear: number;
  shareUrl?: string;
}

const money = (pounds: number) => formatMoneyWithPence(toPence(pounds));

/** Why there is no award, in plain words, by message key (a single person under State Pension age: result-wording.ts). */
const NO_CLAIM: Partial<Record<NonNullable<PensionCreditResult['reason']>, 'coupleUnderAge' | 'mixedAge'>> = {
  'couple-under-state-pension-age': 'coupleUnderAge',
  'mixed-age-couple': 'mixedAge',
};

/**
 * An income line that comes off the income rather than adding to it: the earnings disregard and
 * the war pension disregard, by their rates (src/calc/pension-credit.ts, Sch VI and Sch IV para 1).
 */
const isDisregard = (line: CalculationLine) =>
  line.rateId !== null && (line.rateId.startsWith('pension-credit.earnings-disregard.') || line.rateId === 'pension-credit.war-pension-disregard');

/** Amount B, which comes off amount A (SPCA s 3(3)): the line of its rate. */
const isAmountB = (line: CalculationLine) => line.rateId === 'pension-credit.savings-credit.amount-b-rate';

function PensionCreditResultsPanel({ input, result, isStale, weeksPerYear, monthsPerYear, shareUrl }: PensionCreditResultsProps) {
  const t = useStore(pcResultsMessages);
  const { benefit } = useStore(pcMessages);
  const write = useEngineText();
  const b = result.breakdown;
  const noClaimKey = result.reason ? NO_CLAIM[result.reason] : undefined;
  const noClaim = result.reason === 'under-state-pension-age' ? underStatePensionAgeText(input) : noClaimKey && t[noClaimKey];
  // A closed savings credit is information, not a warning.
  const { note: savingsNote, warnings: engineWarnings } = savingsCreditNote(result.warnings, write);
  const warnings = engineWarnings.map(write);
  const additions = b.minimumGuarantee.slice(1).filter((l) => l.qualifying);
  const income = b.income.filter((l) => l.qualifying);
  const owns = input.home === 'own' || input.home === 'long-lease';
  const canClaim = !noClaim;
  const hasGuarantee = result.guaranteeCredit > 0;
  // Rent and council tax, or in Northern Ireland rent and rates.
  const help = housingHelpWording(input.location, owns, hasGuarantee);

  return (
    <div className="space-y-6">
      {isStale && <p className="rounded-md border-l-4 border-accent-600 bg-yellow-50 p-3 text-slate-900">{t.stale}</p>}

      <WeeklyHeadline benefit={benefit} weekly={result.weeklyAmount} monthly={result.monthlyAmount}>
        {t.monthly({ weekly: money(result.weeklyAmount), weeks: weeksPerYear, months: monthsPerYear, monthly: money(result.monthlyAmount) })}
      </WeeklyHeadline>

      {(noClaim || result.reason === 'income-too-high' || warnings.length > 0) && (
        <section aria-labelledby="pc-why-heading" className="rounded-md border-l-4 border-danger-600 bg-danger-50 p-4">
          <h3 id="pc-why-heading" className="font-bold text-slate-900">
            {result.eligible ? t.important : t.whyNone}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-900">
            {noClaim && <li>{noClaim}</li>}
            {result.reason === 'income-too-high' && <li>{t.incomeTooHigh({ above: money(result.incomeAboveGuarantee), guarantee: money(result.appropriateMinimumGuarantee) })}</li>}
            {warnings.map((w) => (
              <li key={w} className="[overflow-wrap:anywhere]">
                <LinkedText text={w} />
              </li>
            ))}
          </ul>
          {result.reason === 'mixed-age-couple' && (
            <a href={sitePath('/universal-credit')} className="btn btn-primary mt-4 w-full sm:w-auto">
              {t.checkUniversalCredit}
            </a>
          )}
        </section>
      )}

      {savingsNote && (
        <p data-testid="pc-savings-credit-note" className="rounded-md border-l-4 border-brand-700 bg-white p-3 text-slate-900">
          {savingsNote}
        </p>
      )}

      {result.whatCouldChange.length > 0 && <StepList id="pc-change-heading" title={t.whatCouldChange} items={result.whatCouldChange} />}

      <BesideAward id="pc-beside-heading" title={t.beside} payments={result.besideAward} period="week" />

      {canClaim && (
        <LabelledSection id="pc-working-heading" title={t.working}>
          <p className="mt-1 text-sm text-slate-700">{t.perWeek}</p>

          <h4 className="mt-4 font-bold text-slate-900">{t.guarantee}</h4>
          <ul>
            {b.minimumGuarantee[0] && (
              <ResultLine kind="plain" label={write(b.minimumGuarantee[0].name)} amount={b.minimumGuarantee[0].amount} working={write(b.minimumGuarantee[0].working)} />
            )}
            {additions.map((l) => (
              <ResultLine key={write(l.name)} kind="plus" label={write(l.name)} amount={l.amount} working={write(l.working)} />
            ))}
            <ResultLine kind="equals" label={t.guaranteeTotal} amount={result.appropriateMinimumGuarantee} />
          </ul>

          <h4 className="mt-4 font-bold text-slate-900">{t.income}</h4>
          <ul>
            {income.map((l, index) => (
              <ResultLine key={write(l.name)} kind={isDisregard(l) ? 'minus' : index === 0 ? 'plain' : 'plus'} label={write(l.name)} amount={l.amount} working={write(l.working)} />
            ))}
            <ResultLine kind="equals" label={t.incomeCounted} amount={result.income} working={income.length === 0 ? t.noIncome : undefined} />
          </ul>

          <h4 className="mt-4 font-bold text-slate-900">{t.guaranteeCredit}</h4>
          <ul>
            <ResultLine kind="plain" label={t.guarantee} amount={result.appropriateMinimumGuarantee} />
            <ResultLine kind="minus" label={t.incomeCounted} amount={result.income} />
            <ResultLine kind="equals" label={write(b.guaranteeCredit.name)} amount={result.guaranteeCredit} working={write(b.guaranteeCredit.working)} />
          </ul>

          <h4 className="mt-4 font-bold text-slate-900">{t.savingsCredit}</h4>
          <ul>
            {b.savingsCredit.map((l, index) => (
              <ResultLine
                key={write(l.name)}
                kind={index === b.savingsCredit.length - 1 ? 'equals' : isAmountB(l) ? 'minus' : 'plain'}
                label={write(l.name)}
                amount={l.amount}
                working={write(l.working)}
              />
            ))}
          </ul>
        </LabelledSection>
      )}

      {result.passports.length > 0 && (
        <LabelledSection id="pc-opens-heading" title={t.opens}>
          <ul className="mt-2 space-y-3">
            {result.passports.map((p) => (
              <li key={p.id} className="border-b border-slate-200 pb-3 last:border-b-0">
                <span className="font-semibold text-slate-900">{write(p.name)}</span>
                <p className="mt-1 text-slate-800">
                  <LinkedText text={write(p.text)} />
                </p>
              </li>
            ))}
          </ul>
        </LabelledSection>
      )}

      {canClaim && (
        <section aria-labelledby="pc-help-heading">
          <h3 id="pc-help-heading" className="text-lg font-bold text-slate-900">
            {help.heading}
          </h3>
          <p className="mt-1 text-slate-800">
            {help.intro} {owns ? (hasGuarantee ? t.opensOneTicked : t.opensOne) : hasGuarantee ? t.opensBothTicked : t.opensBoth}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            {!owns && (
              <a
                href={sitePath(CALCULATORS['housing-benefit'].route)}
                className="btn btn-primary w-full sm:w-auto"
                onClick={() => setPendingHandOff('housing-benefit', pensionCreditToHousingBenefit(input, result), 'pension-credit')}
              >
                {t.checkHousingBenefit}
              </a>
            )}
            <a
              href={sitePath(CALCULATORS['council-tax-support'].route)}
              className="btn btn-primary w-full sm:w-auto"
              onClick={() => setPendingHandOff('council-tax-support', pensionCreditToCouncilTaxSupport(input, result), 'pension-credit')}
            >
              {help.councilTaxButton}
            </a>
          </div>
        </section>
      )}

      <StepList id="pc-next-heading" title={canClaim ? t.howToClaim : t.whatNext} items={result.nextSteps} ordered />

      <ResultsFooter type="pension-credit" data={input} result={result} share={{ ...CALCULATORS['pension-credit'].share, url: shareUrl }} />
    </div>
  );
}

/** The result, in the words of the Pension Credit engine. */
export default withEngineWords(pcEngineWords, PensionCreditResultsPanel);
