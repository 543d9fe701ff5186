/**
 * What 'Calculate PIP Award' shows (docs/product.md §2, §3, §8, §9): each component's points,
 * award and weekly and monthly amounts, the total (or, from State Pension age with no PIP or DLA in
 * the year before, that a new claim cannot start and Attendance Allowance's rates: docs/rules.md PIP 5), the review period, how the points
 * system works with the rates used, numbered next steps, the evidence checklist, save
 * and share. Every figure comes from the result or the rates table (docs/style.md habit 1).
 */
import type { Ref } from 'react';
import type { PipAward, PipInput, PipResult } from '~/calc/pip';
import { isTaxYear, ratesFor, resolveRates, tableYear, taxYearInfo, type RatesTable } from '~/calc/rates';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import EvidenceChecklist from './EvidenceChecklist';
import { AWARD_LABELS, pointsText } from './state';
import ResultsFooter from '~/islands/shared/results/ResultsFooter';
import { CALCULATORS } from '~/lib/calculators';
import StepList from '~/islands/shared/results/StepList';

export interface PipResultsProps {
  input: PipInput;
  result: PipResult;
  /** The answers changed since this result was worked out. */
  stale: boolean;
  rates: RatesTable;
  headingRef: Ref<HTMLHeadingElement>;
}

const AWARD_BADGE: Record<PipAward, string> = {
  none: 'bg-slate-100 text-slate-800',
  standard: 'bg-success-50 text-success-700',
  enhanced: 'bg-brand-700 text-white',
};

/** The two parts of PIP, in the order the results show them: the card's heading id and name, the input's component and the rates' id prefix. */
const PARTS = [
  { id: 'pip-result-daily-living', name: 'Daily living', component: 'dailyLiving', rate: 'pip.daily-living' },
  { id: 'pip-result-mobility', name: 'Mobility', component: 'mobility', rate: 'pip.mobility' },
] as const;

interface ComponentCardProps {
  id: string;
  name: string;
  points: number;
  award: PipAward;
  weekly: number;
  monthly: number;
  working?: string;
}

function ComponentCard({ id, name, points, award, weekly, monthly, working }: ComponentCardProps) {
  return (
    <section aria-labelledby={id} className="card" data-component={id}>
      <h4 id={id} className="text-lg font-bold text-slate-900">
        {name}
      </h4>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-700">Points</dt>
        <dd className="font-semibold tabular-nums">{points}</dd>
        <dt className="text-slate-700">Award</dt>
        <dd>
          <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-bold ${AWARD_BADGE[award]}`}>{AWARD_LABELS[award]}</span>
        </dd>
        <dt className="text-slate-700">Weekly</dt>
        <dd className="font-semibold tabular-nums">{formatMoneyWithPence(toPence(weekly))}</dd>
        <dt className="text-slate-700">Monthly</dt>
        <dd className="font-semibold tabular-nums">{formatMoneyWithPence(toPence(monthly))}</dd>
      </dl>
      {working && <p className="mt-2 text-sm text-slate-700">{working}</p>}
    </section>
  );
}

export default function PipResults({ input, result, stale, rates, headingRef }: PipResultsProps) {
  // The rates of the result's own year (a saved calculation may be of another year than the page's).
  const year = isTaxYear(result.taxYear) ? result.taxYear : tableYear(rates);
  const a = resolveRates(tableYear(rates) === year ? rates : ratesFor(year));
  const weekly = result.weeklyAmount;
  const monthly = result.monthlyAmount;
  // Older saved results have no claimBar: read the duration then (docs/rules.md PIP 4).
  const isTooShort = result.claimBar === undefined ? input.personalInfo.conditionDuration === 'less-than-3-months' : result.claimBar === 'condition-too-short';
  const isEndOfLife = input.personalInfo.isEndOfLife === true;
  // docs/rules.md PIP 5: from State Pension age with no PIP or DLA in the year before, Attendance Allowance instead.
  const ageRoute = result.pensionAgeRoute ?? null;
  const partsDiffer = Math.round((monthly.dailyLiving + monthly.mobility) * 100) !== Math.round(monthly.total * 100);
  const working = (name: string) => result.breakdown.find((line) => line.name.toLowerCase().startsWith(name))?.working;

  return (
    <section aria-labelledby="pip-result-title" className="mt-6 space-y-6">
      <div>
        <h3 id="pip-result-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          Your estimated award
        </h3>
        {stale && (
          <p className="mt-3 border-l-4 border-accent-600 bg-slate-50 p-3 font-semibold text-slate-900">
            You have changed your answers since this estimate was worked out. Press Calculate PIP Award again to update it.
          </p>
        )}
        {result.location === 'scotland' && (
          <p className="mt-3 rounded-md border-l-4 border-brand-700 bg-brand-50 p-3 text-slate-900" data-testid="pip-scotland-note">
            You live in Scotland, so a new claim is for <strong>Adult Disability Payment</strong> from <strong>Social Security Scotland</strong>, not PIP. It uses the same daily
            living and mobility activities and pays the same rates, so this estimate applies to it.
          </p>
        )}
        {ageRoute ? (
          <div className="mt-3 rounded-lg bg-brand-800 p-5 text-white" data-testid="pip-pension-age-headline">
            <p className="text-2xl font-bold">No new PIP claim after State Pension age</p>
            <p className="mt-2 text-lg">
              You can start a PIP claim after State Pension age only if you were paid PIP or Disability Living Allowance in the last year. Your points are below.{' '}
              <strong>{ageRoute.benefitName}</strong> may help instead:
            </p>
            <p className="mt-2 text-lg tabular-nums" data-testid="pip-attendance-allowance">
              {formatMoneyWithPence(toPence(ageRoute.lowerWeekly))} a week (lower rate) or {formatMoneyWithPence(toPence(ageRoute.higherWeekly))} a week (higher rate), with no
              mobility part.
            </p>
          </div>
        ) : (
          <div className="mt-3 rounded-lg bg-brand-800 p-5 text-white">
            <p className="text-lg">Estimated {result.location === 'scotland' ? 'Adult Disability Payment' : 'PIP'} in total</p>
            <p className="text-3xl font-bold tabular-nums" data-testid="pip-total-weekly">
              {formatMoneyWithPence(toPence(weekly.total))} <span className="text-xl font-normal">a week</span>
            </p>
            <p className="mt-1 text-lg tabular-nums" data-testid="pip-total-monthly">
              {formatMoneyWithPence(toPence(monthly.total))} a month
            </p>
          </div>
        )}
        {ageRoute && (
          <p className="mt-3 border-l-4 border-brand-700 pl-3 text-slate-800">
            {ageRoute.benefitName} pays the lower rate for help with personal care or supervision by day or by night, and the higher rate for both, or under the special rules for
            end of life. It does not use points.
          </p>
        )}
        {isEndOfLife && !result.claimBar && (
          <p className="mt-3 border-l-4 border-brand-700 pl-3 text-slate-800" data-testid="pip-end-of-life-note">
            Under the special rules for end of life there is no waiting time, and the daily living part is paid at the enhanced rate whatever your points.
          </p>
        )}
        {isTooShort && (
          <p className="mt-3 border-l-4 border-brand-700 pl-3 text-slate-800">
            PIP needs your condition to have lasted 3 months already, so these answers cannot get an award yet. Your points are still shown, so you know where you stand when you
            can claim.
          </p>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {PARTS.map(({ id, name, component }) => (
          <ComponentCard
            key={id}
            id={id}
            name={name}
            points={result[`${component}Points`]}
            award={result[`${component}Award`]}
            weekly={weekly[component]}
            monthly={monthly[component]}
            working={working(name.toLowerCase())}
          />
        ))}
      </div>
      {partsDiffer && (
        <p className="text-sm text-slate-700">
          Each monthly figure is its weekly figure × {a['general.weeks-per-month']}, rounded to the penny, so the parts may differ from the total by a penny.
        </p>
      )}

      <dl className="card">
        <dt className="font-bold text-slate-900">Likely review period</dt>
        <dd className="mt-1 text-slate-800" data-testid="pip-review-period">
          {result.reviewPeriod}
        </dd>
      </dl>

      <section aria-labelledby="pip-explainer-title" className="card">
        <h3 id="pip-explainer-title" className="text-xl font-bold text-slate-900">
          How the points work
        </h3>
        <p className="mt-2 text-slate-800">
          PIP has two parts, daily living and mobility, and each is scored on its own. In each activity only the one statement that fits you best counts. Add up the points in each
          part:
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
          <li>below {a['pip.threshold.standard']} points: no award for that part;</li>
          <li>
            {a['pip.threshold.standard']} to {a['pip.threshold.enhanced'] - 1} points: the standard rate;
          </li>
          <li>{pointsText(a['pip.threshold.enhanced'])} or more: the enhanced rate.</li>
        </ul>
        <table className="mt-4 w-full border-collapse text-left">
          <caption className="text-left font-semibold text-slate-900">Weekly rates this estimate uses ({taxYearInfo(year).shortLabel})</caption>
          <thead>
            <tr>
              <th scope="col" className="border-b-2 border-slate-300 py-2 pr-3">
                Part
              </th>
              <th scope="col" className="border-b-2 border-slate-300 px-3 py-2 text-right">
                Standard
              </th>
              <th scope="col" className="border-b-2 border-slate-300 py-2 pl-3 text-right">
                Enhanced
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {PARTS.map(({ name, rate }, i) => {
              // A line under every row but the last.
              const border = i < PARTS.length - 1 ? 'border-b border-slate-200 ' : '';
              return (
                <tr key={rate}>
                  <th scope="row" className={`${border}py-2 pr-3 font-normal`}>
                    {name}
                  </th>
                  <td className={`${border}px-3 py-2 text-right`}>{formatMoneyWithPence(toPence(a[`${rate}.standard`]))}</td>
                  <td className={`${border}py-2 pl-3 text-right`}>{formatMoneyWithPence(toPence(a[`${rate}.enhanced`]))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="mt-3 text-slate-800">
          Monthly amounts are the weekly amount × {a['general.weeks-per-month']}, rounded to the penny. PIP is not means-tested: your income and savings do not change it.{' '}
          <a href="/rates" className="link">
            See every rate we use
          </a>
          .
        </p>
      </section>

      <StepList id="pip-next-title" title="Next steps" items={result.nextSteps} ordered className="card">
        <p className="mt-3">
          <a href="/guides/personal-independence-payment" className="link">
            Read our guide to Personal Independence Payment
          </a>
        </p>
      </StepList>

      <EvidenceChecklist items={result.evidenceRequirements} />

      <ResultsFooter type="pip" data={input} result={result} share={CALCULATORS.pip.share} />
    </section>
  );
}
