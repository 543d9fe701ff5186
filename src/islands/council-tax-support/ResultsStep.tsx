/**
 * Step 5, Your Results (docs/product.md §2-§3; docs/rules.md "Council Tax Support"): one eligibility alert in the
 * spec's words, following `eligibleForSupport`, with any warning (savings, second adult rebate)
 * beneath it as a note, never as a second verdict; which scheme the estimate used and where to
 * find the council's own; the reduction (weekly, monthly, annual, percentage) and what is left
 * to pay, which add up to the bill; the working; the second adult rebate; discounts; next steps,
 * how to apply and appeal rights with their addresses and phone numbers as links; Save
 * Calculation and the share control. The working (ResultsWorking) and the rebate and scheme
 * details (ResultsSchemeDetails) are parts of their own. The engine's words (its messages,
 * src/i18n/en/council-tax-support-engine.ts) come with this part, not with the page's first load.
 */
import { useStore } from '@nanostores/react';
import { ctsResultsMessages } from '~/i18n/en/council-tax-support-results';
import type { CouncilTaxSupportInput, CouncilTaxSupportResult } from '~/calc/council-tax-support';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import { isMessage, msg, type EngineText } from '~/calc/message';
import { useEngineText, withEngineWords } from '~/i18n/engine-words';
import { ctsEngineWords } from '~/i18n/en/council-tax-support-engine';
import LinkedText from '~/islands/shared/results/LinkedText';
import ResultsFooter from '~/islands/shared/results/ResultsFooter';
import { CALCULATORS } from '~/lib/calculators';
import StepList from '~/islands/shared/results/StepList';
import LabelledSection from '~/islands/shared/results/LabelledSection';
import ResultsSchemeDetails, { percent } from './ResultsSchemeDetails';
import ResultsWorking from './ResultsWorking';

export interface ResultsStepProps {
  input: CouncilTaxSupportInput;
  result: CouncilTaxSupportResult;
  /** Period factors of the rates table in use (annual = weekly × weeks; monthly = annual ÷ months). */
  weeksPerYear: number;
  monthsPerYear: number;
  shareUrl?: string;
}

/** A titled set of figures (weekly, monthly, annual...); the heading names the section. */
function Figures({ id, title, items }: { id: string; title: string; items: ReadonlyArray<readonly [string, string]> }) {
  return (
    <LabelledSection id={id} title={title}>
      <div className="mt-3">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {items.map(([term, value]) => (
            <div key={term} className="rounded-md bg-white p-3 shadow-sm">
              <dt className="text-sm text-slate-700">{term}</dt>
              <dd className="text-xl font-bold tabular-nums text-slate-900 sm:text-2xl">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </LabelledSection>
  );
}

/**
 * The sum of the weekly council tax ('£1,825 ÷ 365 × 7 = £35'): the figures of the engine's
 * working for it (cts.weeklyTax); for a calculation saved before the engine gave messages, whose
 * working is its own words, the weekly tax alone.
 */
function weeklySum(working: EngineText | undefined, weeklyCouncilTax: number): EngineText {
  return isMessage(working) && working.messageId === 'cts.weeklyTax' ? msg('cts.weeklyTaxSum', working.values) : formatMoneyWithPence(toPence(weeklyCouncilTax));
}

function ResultsPanel({ input, result, weeksPerYear, monthsPerYear, shareUrl }: ResultsStepProps) {
  const t = useStore(ctsResultsMessages);
  const write = useEngineText();
  const eligible = result.eligibleForSupport;
  const workingAgeEngland = !result.isPensionAge && input.location.country === 'england';
  const figures = { sum: write(weeklySum(result.breakdown.councilTax[1]?.working, result.weeklyCouncilTax)), weeks: weeksPerYear, months: monthsPerYear };

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
        <p className="text-lg font-bold text-slate-900">{write(result.alert)}</p>
      </div>

      {result.warnings.length > 0 && (
        <section aria-labelledby="cts-warnings-heading" className="rounded-md border-l-4 border-accent-600 bg-slate-50 p-4 text-slate-900">
          <h3 id="cts-warnings-heading" className="font-bold">
            {t.pleaseNote}
          </h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {result.warnings.map(write).map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </section>
      )}

      {result.schemeNotice && (
        <section aria-labelledby="cts-scheme-notice-heading" className="rounded-md border-l-4 border-brand-700 bg-brand-50 p-4 text-slate-900">
          <h3 id="cts-scheme-notice-heading" className="font-bold">
            {write(result.scheme.name)}
          </h3>
          <p className="mt-1">
            <LinkedText text={write(result.schemeNotice)} />
          </p>
        </section>
      )}

      <div className="space-y-6 rounded-lg bg-brand-50 p-4">
        <Figures
          id="cts-reduction-heading"
          title={t.reductionTitle}
          items={[
            [t.weekly, formatMoneyWithPence(toPence(result.weeklyReduction))],
            [t.monthly, formatMoneyWithPence(toPence(result.monthlyReduction))],
            [t.annual, formatMoneyWithPence(toPence(result.annualReduction))],
            [t.ofBill, percent(result.percentageReduction)],
          ]}
        />
        <Figures
          id="cts-remaining-heading"
          title={t.remainingTitle}
          items={[
            [t.weekly, formatMoneyWithPence(toPence(result.remainingLiability.weekly))],
            [t.monthly, formatMoneyWithPence(toPence(result.remainingLiability.monthly))],
            [t.annual, formatMoneyWithPence(toPence(result.remainingLiability.annual))],
          ]}
        />
        {result.fullReduction && <p className="font-bold text-slate-900">{t.fullReduction}</p>}
        <p className="text-sm text-slate-700">
          {result.annualCouncilTax !== undefined
            ? t.howFiguresWithBill({ ...figures, yearly: formatMoneyWithPence(toPence(result.annualCouncilTax)), monthly: formatMoneyWithPence(toPence(result.monthlyCouncilTax)) })
            : t.howFigures(figures)}
        </p>
      </div>

      <ResultsWorking result={result} />

      <ResultsSchemeDetails result={result} workingAgeEngland={workingAgeEngland} />

      <StepList id="cts-next-heading" title={t.nextSteps} items={result.nextSteps} ordered />
      <StepList id="cts-apply-heading" title={t.howToApply} items={result.applicationGuidance} />
      <StepList id="cts-appeal-heading" title={t.appeal} items={result.appealRights} />

      <ResultsFooter type="council-tax-support" data={input} result={result} share={{ ...CALCULATORS['council-tax-support'].share, url: shareUrl }} />
    </div>
  );
}

/** The results, in the words of the Council Tax Support engine. */
export default withEngineWords(ctsEngineWords, ResultsPanel);
