/**
 * The earnings-impact slider (docs/product.md §2, §4, §9) and its chart.
 *
 * - A range input (min 0, max and step from the rates table: 3000 and 50) paired with a
 *   labelled money field (docs/style.md habit 10: never a drag-only control). Both set the same
 *   earnings; the parent recalculates and replaces the result on every change.
 * - An inline SVG chart of earnings, Universal Credit and total income from £0 to £3,000 a
 *   month for this household, the current point marked. The SVG is decoration for screen
 *   readers: the figcaption says what it shows in words and a visually hidden table gives
 *   the figures.
 */
import { useId, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { ucCalculatorMessages } from '~/i18n/en/universal-credit';
import { ucChartMessages, ucResultsMessages } from '~/i18n/en/universal-credit-results';
import { MoneyField } from '~/islands/shared/fields/NumberField';
import type { RatesTable } from '~/calc/rates';
import type { UniversalCreditInput, UniversalCreditResult } from '~/calc/universal-credit';
import { formatMoney, toPence } from '~/calc/money';
import {
  axisLabel,
  axisMax,
  axisSteps,
  axisTicks,
  chartSummary,
  earningsCurve,
  polylinePoints,
  sliderLimits,
  universalCreditEndsAt,
  xOf,
  yOf,
  type EarningsPoint,
  type PlotArea,
} from './chart';

export interface EarningsExplorerProps {
  /** The household as calculated (its own earnings are what the slider varies). */
  baseInput: UniversalCreditInput;
  /** The result at the current slider earnings. */
  result: UniversalCreditResult;
  /** The claimant's own monthly earnings the slider is on. */
  earnings: number;
  rates: RatesTable;
  onChange: (earnings: number) => void;
}

/** The slider's id: the results keep it in place while it is dragged. */
export const EARNINGS_SLIDER_ID = 'uc-earnings-slider';

const AREA: PlotArea = { width: 360, height: 240, left: 56, right: 26, top: 30, bottom: 48 };

/** The three lines: colour and dash differ, so they can be told apart without colour. */
const SERIES = [
  { key: 'totalIncome', colour: '#154a6d', dash: undefined, width: 3 },
  { key: 'universalCredit', colour: '#00703c', dash: '7 4', width: 3 },
  { key: 'householdEarnings', colour: '#475569', dash: '2 3', width: 2 },
] as const;

export default function EarningsExplorer({ baseInput, result, earnings, rates, onChange }: EarningsExplorerProps) {
  const id = useId();
  const t = useStore(ucResultsMessages);
  const { name } = useStore(ucCalculatorMessages);
  // The summary's words are read from their store as it is written: subscribed so a new language writes it again.
  useStore(ucChartMessages);
  const seriesLabel = { totalIncome: t.totalIncome, universalCredit: name, householdEarnings: t.earnings };
  const { max, step } = sliderLimits(rates);
  const xMax = earnings > max ? axisMax(earnings) : max;
  const isCouple = baseInput.personalDetails.relationshipStatus === 'couple';
  const partnerEarnings = isCouple ? baseInput.incomeDetails.partnerEarnedIncome : 0;

  // The curve depends on the household, not on where the slider is: worked out once per Calculate.
  const curve = useMemo(() => earningsCurve(baseInput, rates, xMax), [baseInput, rates, xMax]);
  const endsAt = useMemo(() => universalCreditEndsAt(baseInput, rates, curve), [baseInput, rates, curve]);
  const current: EarningsPoint = {
    earnings,
    householdEarnings: result.earningsImpact.currentEarnings,
    universalCredit: result.totalMonthly,
    totalIncome: result.earningsImpact.totalIncome,
    isCapped: result.benefitCap.applies,
  };
  const summary = chartSummary(curve, { current, workAllowance: result.workAllowance, partnerEarnings, endsAt, xMax }, rates);
  const curveTop = useMemo(() => Math.max(...curve.map((p) => p.totalIncome)), [curve]);
  const yMax = axisMax(Math.max(current.totalIncome, curveTop));
  const lines = useMemo(() => SERIES.map((s) => polylinePoints(curve, s.key, xMax, yMax, AREA)), [curve, xMax, yMax]);
  const xTicks = axisTicks(xMax, axisSteps(xMax, 3));
  const yTicks = axisTicks(yMax, axisSteps(yMax, 4));
  const tableRows = curve.filter((_, i) => i % 10 === 0 || i === curve.length - 1);
  const cx = xOf(earnings, xMax, AREA);
  const plotBottom = AREA.height - AREA.bottom;

  return (
    <div>
      <fieldset aria-describedby={`${id}-hint`} className="print:hidden">
        <legend className="font-semibold text-slate-900">{t.tryEarnings}</legend>
        <p id={`${id}-hint`} className="mt-1 text-slate-600">
          {isCouple ? t.ownEarningsCouple({ amount: formatMoney(toPence(partnerEarnings)) }) : t.ownEarnings} {t.sliderHint}
        </p>
        <label htmlFor={EARNINGS_SLIDER_ID} className="mt-3 block font-semibold text-slate-900">
          {t.slide}
        </label>
        <input
          id={EARNINGS_SLIDER_ID}
          type="range"
          min={0}
          max={max}
          step={step}
          value={Math.round(Math.min(earnings, max) / step) * step}
          aria-valuetext={t.perMonth({ amount: formatMoney(toPence(earnings)) })}
          aria-describedby={`${id}-range`}
          onChange={(e) => onChange(Number(e.target.value))}
          className="mt-1 block h-11 w-full cursor-pointer accent-brand-700"
        />
        <p id={`${id}-range`} className="flex justify-between text-sm text-slate-700" aria-hidden="true">
          <span>{formatMoney(0)}</span>
          <span>{formatMoney(toPence(max))}</span>
        </p>
        <MoneyField id="uc-earnings-try" label={t.typeAmount} noteName={t.typeAmountNote} suffix={t.aMonth} className="mt-3" value={earnings} onChange={onChange} />
      </fieldset>

      <figure className="mt-6">
        <svg viewBox={`0 0 ${AREA.width} ${AREA.height}`} className="block h-auto w-full max-w-md" aria-hidden="true" focusable="false">
          {yTicks.map((t) => (
            <g key={`y${t}`}>
              <line x1={AREA.left} x2={AREA.width - AREA.right} y1={yOf(t, yMax, AREA)} y2={yOf(t, yMax, AREA)} stroke="#e2e8f0" />
              <text x={AREA.left - 6} y={yOf(t, yMax, AREA)} dy="0.32em" textAnchor="end" fontSize="12" fill="#334155">
                {axisLabel(t)}
              </text>
            </g>
          ))}
          {xTicks.map((t) => (
            <text key={`x${t}`} x={xOf(t, xMax, AREA)} y={plotBottom + 18} textAnchor="middle" fontSize="12" fill="#334155">
              {axisLabel(t)}
            </text>
          ))}
          <line x1={AREA.left} x2={AREA.width - AREA.right} y1={plotBottom} y2={plotBottom} stroke="#334155" />
          <line x1={AREA.left} x2={AREA.left} y1={AREA.top} y2={plotBottom} stroke="#334155" />
          <text x={(AREA.left + AREA.width - AREA.right) / 2} y={AREA.height - 6} textAnchor="middle" fontSize="13" fontWeight="600" fill="#0f172a">
            {t.axisEarnings}
          </text>
          <text x={4} y={14} fontSize="13" fontWeight="600" fill="#0f172a">
            {t.axisMoney}
          </text>
          {SERIES.map((s, i) => (
            <polyline key={s.key} points={lines[i]} fill="none" stroke={s.colour} strokeWidth={s.width} strokeDasharray={s.dash} strokeLinejoin="round" />
          ))}
          <line x1={cx} x2={cx} y1={AREA.top} y2={plotBottom} stroke="#0f172a" strokeDasharray="3 3" />
          <circle cx={cx} cy={yOf(current.totalIncome, yMax, AREA)} r="5" fill="#154a6d" stroke="#fff" strokeWidth="2" />
          <circle cx={cx} cy={yOf(current.universalCredit, yMax, AREA)} r="5" fill="#00703c" stroke="#fff" strokeWidth="2" />
        </svg>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800" aria-hidden="true">
          {SERIES.map((s) => (
            <li key={s.key} className="flex items-center gap-2">
              <svg width="28" height="10" viewBox="0 0 28 10">
                <line x1="0" x2="28" y1="5" y2="5" stroke={s.colour} strokeWidth={s.width} strokeDasharray={s.dash} />
              </svg>
              {seriesLabel[s.key]}
            </li>
          ))}
          <li className="flex items-center gap-2">
            <svg width="10" height="16" viewBox="0 0 10 16">
              <line x1="5" x2="5" y1="0" y2="16" stroke="#0f172a" strokeDasharray="3 3" />
            </svg>
            {t.earningsNow}
          </li>
        </ul>
        {/* The wrapper hides it: a table ignores the 1 px width of sr-only and would widen the page. */}
        <div className="sr-only">
          <table>
            <caption>{t.table}</caption>
            <thead>
              <tr>
                <th scope="col">{t.yourEarnings}</th>
                <th scope="col">{name}</th>
                <th scope="col">{t.totalIncome}</th>
              </tr>
            </thead>
            <tbody>
              {tableRows.map((p) => (
                <tr key={p.earnings}>
                  <th scope="row">{formatMoney(toPence(p.earnings))}</th>
                  <td>{formatMoney(toPence(p.universalCredit))}</td>
                  <td>{formatMoney(toPence(p.totalIncome))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <figcaption className="mt-3 text-slate-700">{summary}</figcaption>
      </figure>
    </div>
  );
}
