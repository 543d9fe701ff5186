/**
 * What 'Calculate PIP Award' shows (docs/product.md §2, §3, §8, §9): each component's points,
 * award and weekly and monthly amounts, the total (or, from State Pension age with no PIP or DLA in
 * the year before, that a new claim cannot start and Attendance Allowance's rates: docs/rules.md PIP 5), the review period, how the points
 * system works with the rates used, numbered next steps, the evidence checklist, save
 * and share. Every figure comes from the result or the rates table (docs/style.md habit 1).
 */
import type { ReactNode, Ref } from 'react';
import { useStore } from '@nanostores/react';
import type { PipAward, PipInput, PipResult } from '~/calc/pip';
import { isTaxYear, ratesFor, resolveRates, tableYear, taxYearInfo, type RatesTable } from '~/calc/rates';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import EvidenceChecklist from './EvidenceChecklist';
import { pointsText } from './state';
import { pipResultsMessages } from '~/i18n/en/pip-results';
import { Rich, linkPart } from '~/i18n/Rich';
import ResultsFooter from '~/islands/shared/results/ResultsFooter';
import { CALCULATORS } from '~/lib/calculators';
import StepList from '~/islands/shared/results/StepList';
import { useEngineText, withEngineWords } from '~/i18n/engine-words';
import { pipEngineWords } from '~/i18n/en/pip-engine';
import { sitePath } from '~/i18n/language';

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

type Messages = ReturnType<typeof pipResultsMessages.get>;

/**
 * The two parts of PIP, in the order the results show them: the card's heading id, the input's
 * component (also the message of its name), the rates' id prefix and the engine's line of working
 * (its place in the result's `breakdown`, src/calc/pip.ts: daily living, then mobility).
 */
const PARTS = [
  { id: 'pip-result-daily-living', component: 'dailyLiving', rate: 'pip.daily-living', line: 0 },
  { id: 'pip-result-mobility', component: 'mobility', rate: 'pip.mobility', line: 1 },
] as const;

const strong = (words: ReactNode) => <strong>{words}</strong>;

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
  const t = useStore(pipResultsMessages);
  return (
    <section aria-labelledby={id} className="card" data-component={id}>
      <h4 id={id} className="text-lg font-bold text-slate-900">
        {name}
      </h4>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-700">{t.points}</dt>
        <dd className="font-semibold tabular-nums">{points}</dd>
        <dt className="text-slate-700">{t.award}</dt>
        <dd>
          <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-bold ${AWARD_BADGE[award]}`}>{t[award]}</span>
        </dd>
        <dt className="text-slate-700">{t.weekly}</dt>
        <dd className="font-semibold tabular-nums">{formatMoneyWithPence(toPence(weekly))}</dd>
        <dt className="text-slate-700">{t.monthly}</dt>
        <dd className="font-semibold tabular-nums">{formatMoneyWithPence(toPence(monthly))}</dd>
      </dl>
      {working && <p className="mt-2 text-sm text-slate-700">{working}</p>}
    </section>
  );
}

function PipResultsPanel({ input, result, stale, rates, headingRef }: PipResultsProps) {
  const t: Messages = useStore(pipResultsMessages);
  const write = useEngineText();
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
  const working = (line: number) => {
    const found = result.breakdown[line];
    return found ? write(found.working) : undefined;
  };

  return (
    <section aria-labelledby="pip-result-title" className="mt-6 space-y-6">
      <div>
        <h3 id="pip-result-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          {t.title}
        </h3>
        {stale && <p className="mt-3 border-l-4 border-accent-600 bg-slate-50 p-3 font-semibold text-slate-900">{t.stale}</p>}
        {result.location === 'scotland' && (
          <p className="mt-3 rounded-md border-l-4 border-brand-700 bg-brand-50 p-3 text-slate-900" data-testid="pip-scotland-note">
            <Rich text={t.scotland} parts={{ strong }} />
          </p>
        )}
        {ageRoute ? (
          <div className="mt-3 rounded-lg bg-brand-800 p-5 text-white" data-testid="pip-pension-age-headline">
            <p className="text-2xl font-bold">{t.noNewClaim}</p>
            <p className="mt-2 text-lg">
              <Rich text={t.ageRoute} parts={{ strong, benefit: write(ageRoute.benefitName) }} />
            </p>
            <p className="mt-2 text-lg tabular-nums" data-testid="pip-attendance-allowance">
              {t.ageRouteRates({ lower: formatMoneyWithPence(toPence(ageRoute.lowerWeekly)), higher: formatMoneyWithPence(toPence(ageRoute.higherWeekly)) })}
            </p>
          </div>
        ) : (
          <div className="mt-3 rounded-lg bg-brand-800 p-5 text-white">
            <p className="text-lg">{result.location === 'scotland' ? t.totalAdp : t.totalPip}</p>
            <p className="text-3xl font-bold tabular-nums" data-testid="pip-total-weekly">
              <Rich text={t.weeklyTotal} parts={{ amount: formatMoneyWithPence(toPence(weekly.total)), period: (words) => <span className="text-xl font-normal">{words}</span> }} />
            </p>
            <p className="mt-1 text-lg tabular-nums" data-testid="pip-total-monthly">
              {t.monthlyTotal({ amount: formatMoneyWithPence(toPence(monthly.total)) })}
            </p>
          </div>
        )}
        {ageRoute && <p className="mt-3 border-l-4 border-brand-700 pl-3 text-slate-800">{t.ageRouteHow({ benefit: write(ageRoute.benefitName) })}</p>}
        {isEndOfLife && !result.claimBar && (
          <p className="mt-3 border-l-4 border-brand-700 pl-3 text-slate-800" data-testid="pip-end-of-life-note">
            {result.location === 'scotland' ? t.endOfLifeScotland : t.endOfLife}
          </p>
        )}
        {isTooShort && <p className="mt-3 border-l-4 border-brand-700 pl-3 text-slate-800">{result.location === 'scotland' ? t.tooShortScotland : t.tooShort}</p>}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {PARTS.map(({ id, component, line }) => (
          <ComponentCard
            key={id}
            id={id}
            name={t[component]}
            points={result[`${component}Points`]}
            award={result[`${component}Award`]}
            weekly={weekly[component]}
            monthly={monthly[component]}
            working={working(line)}
          />
        ))}
      </div>
      {partsDiffer && <p className="text-sm text-slate-700">{t.partsDiffer({ weeksPerMonth: a['general.weeks-per-month'] })}</p>}

      <dl className="card">
        <dt className="font-bold text-slate-900">{t.reviewPeriod}</dt>
        <dd className="mt-1 text-slate-800" data-testid="pip-review-period">
          {write(result.reviewPeriod)}
        </dd>
      </dl>

      <section aria-labelledby="pip-explainer-title" className="card">
        <h3 id="pip-explainer-title" className="text-xl font-bold text-slate-900">
          {t.howPointsWork}
        </h3>
        <p className="mt-2 text-slate-800">{t.pointsIntro}</p>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
          <li>{t.belowStandard({ standard: a['pip.threshold.standard'] })}</li>
          <li>{t.standardBand({ from: a['pip.threshold.standard'], to: a['pip.threshold.enhanced'] - 1 })}</li>
          <li>{t.enhancedBand({ points: pointsText(a['pip.threshold.enhanced']) })}</li>
        </ul>
        <table className="mt-4 w-full border-collapse text-left">
          <caption className="text-left font-semibold text-slate-900">{t.ratesCaption({ year: taxYearInfo(year).shortLabel })}</caption>
          <thead>
            <tr>
              <th scope="col" className="border-b-2 border-slate-300 py-2 pr-3">
                {t.part}
              </th>
              <th scope="col" className="border-b-2 border-slate-300 px-3 py-2 text-right">
                {t.standardColumn}
              </th>
              <th scope="col" className="border-b-2 border-slate-300 py-2 pl-3 text-right">
                {t.enhancedColumn}
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {PARTS.map(({ component, rate }, i) => {
              // A line under every row but the last.
              const border = i < PARTS.length - 1 ? 'border-b border-slate-200 ' : '';
              return (
                <tr key={rate}>
                  <th scope="row" className={`${border}py-2 pr-3 font-normal`}>
                    {t[component]}
                  </th>
                  <td className={`${border}px-3 py-2 text-right`}>{formatMoneyWithPence(toPence(a[`${rate}.standard`]))}</td>
                  <td className={`${border}py-2 pl-3 text-right`}>{formatMoneyWithPence(toPence(a[`${rate}.enhanced`]))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="mt-3 text-slate-800">
          <Rich
            text={t.monthlyNote}
            parts={{
              weeksPerMonth: a['general.weeks-per-month'],
              link: linkPart('/rates'),
            }}
          />
        </p>
      </section>

      <StepList id="pip-next-title" title={t.nextSteps} items={result.nextSteps} ordered className="card">
        <p className="mt-3">
          <a href={sitePath('/guides/personal-independence-payment')} className="link">
            {t.guide}
          </a>
        </p>
      </StepList>

      <EvidenceChecklist items={result.evidenceRequirements} />

      <ResultsFooter type="pip" data={input} result={result} share={CALCULATORS.pip.share} />
    </section>
  );
}

/** The result, in the words of the PIP engine. */
export default withEngineWords(pipEngineWords, PipResultsPanel);
