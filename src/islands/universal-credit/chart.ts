/**
 * The earnings chart beside the earnings slider (docs/product.md §2 "earnings-impact slider"):
 * Universal Credit, earnings and total income for this household from £0 to the slider's
 * maximum, worked out by the engine itself at evenly spaced earnings, plus the sentence that
 * says the same thing in words (the chart's text alternative). Pure functions, unit-tested.
 */
import { calculateUniversalCreditWith, type UniversalCreditInput } from '~/calc/universal-credit';
import { resolveRates, type RatesTable } from '~/calc/rates';
import { EARNINGS_SLIDER } from '~/calc/inputs';
import { formatMoney, toPence } from '~/calc/money';
import { formatNumber } from '~/i18n/format';
import { ucChartMessages } from '~/i18n/en/universal-credit-results';
import { withEarnings } from './state';

/** One point of the chart: the claimant's own earnings and what follows from them. */
export interface EarningsPoint {
  /** The claimant's own monthly earnings (what the slider sets). */
  earnings: number;
  /** Earnings counted for Universal Credit: own plus a partner's (couple only). */
  householdEarnings: number;
  universalCredit: number;
  /** Household earnings plus Universal Credit. */
  totalIncome: number;
  /** Whether the benefit cap cut the award at this point. */
  isCapped: boolean;
}

/** Points on the chart: one every £50 from £0 to £3,000, the slider's own step. */
export const CHART_POINTS = 61;

/** The earnings slider's range (docs/product.md §9: maximum 3000, step 50). */
export function sliderLimits(_rates?: RatesTable): { max: number; step: number } {
  return EARNINGS_SLIDER;
}

function pointAt(input: UniversalCreditInput, rates: RatesTable, earnings: number): EarningsPoint {
  const result = calculateUniversalCreditWith(withEarnings(input, earnings), rates);
  return {
    earnings,
    householdEarnings: result.earningsImpact.currentEarnings,
    universalCredit: result.totalMonthly,
    totalIncome: result.earningsImpact.totalIncome,
    isCapped: result.benefitCap.applies,
  };
}

/**
 * `count` evenly spaced points from £0 to `maxEarnings` of own earnings, everything else as
 * in `input`. 61 points cost well under a millisecond (the engine does over 100,000 a second).
 */
export function earningsCurve(input: UniversalCreditInput, rates: RatesTable, maxEarnings: number, count = CHART_POINTS): EarningsPoint[] {
  const points: EarningsPoint[] = [];
  const n = Math.max(2, Math.floor(count));
  for (let i = 0; i < n; i++) {
    const earnings = Math.round((maxEarnings * i * 100) / (n - 1)) / 100;
    points.push(pointAt(input, rates, earnings));
  }
  return points;
}

/**
 * The own earnings, to the penny, from which Universal Credit is £0 for the rest of the chart;
 * null when it is still above £0 at the right-hand end; 0 when there is none anywhere. Found by
 * halving the gap between the last two chart points that straddle it.
 */
export function universalCreditEndsAt(input: UniversalCreditInput, rates: RatesTable, curve: readonly EarningsPoint[]): number | null {
  let lastPaid = -1;
  curve.forEach((p, i) => {
    if (p.universalCredit > 0) lastPaid = i;
  });
  if (lastPaid === -1) return 0;
  if (lastPaid === curve.length - 1) return null;
  let low = Math.round((curve[lastPaid] as EarningsPoint).earnings * 100); // pence, still paid
  let high = Math.round((curve[lastPaid + 1] as EarningsPoint).earnings * 100); // pence, nothing paid
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (pointAt(input, rates, mid / 100).universalCredit > 0) low = mid;
    else high = mid;
  }
  return high / 100;
}

/** Up to this, an axis ends at a multiple of 500 and has a tick every 1,000. */
const FINE_AXIS_MAX = 6000;

/**
 * A round top for an axis: the next multiple of 500 (at least 500) up to 6,000; above that
 * (an amount far beyond any real household's, such as a yearly figure typed as monthly) the
 * next multiple of 12 units of its second digit, so 3 or 4 ticks still fall on round figures.
 */
export function axisMax(value: number): number {
  if (!Number.isFinite(value) || value <= FINE_AXIS_MAX) return Math.max(500, Math.ceil((Number.isFinite(value) ? value : 0) / 500) * 500);
  const unit = 12 * 10 ** Math.max(0, Math.floor(Math.log10(value)) - 2);
  return Math.ceil(value / unit) * unit;
}

/** How many gaps between ticks an axis from 0 to `max` gets: one per 1,000 while that is few, else `coarse`. */
export function axisSteps(max: number, coarse: number): number {
  return max % 1000 === 0 && max <= FINE_AXIS_MAX ? max / 1000 : coarse;
}

/** A tick label short enough for the axis: '£2,500', '£440k', '£1.32m'. */
export function axisLabel(value: number): string {
  const t = ucChartMessages.get();
  if (value >= 1_000_000) return t.millions({ n: formatNumber(value / 1_000_000, { maximumFractionDigits: 2, useGrouping: false }) });
  if (value >= 10_000) return t.thousands({ n: formatNumber(Math.round(value / 1000)) });
  return formatMoney(toPence(value));
}

/** Evenly spaced tick values from 0 to `max` inclusive, `steps` gaps. */
export function axisTicks(max: number, steps: number): number[] {
  return Array.from({ length: steps + 1 }, (_, i) => Math.round((max * i) / steps));
}

/** Where the plot sits inside the SVG's viewBox. */
export interface PlotArea {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** SVG x of an earnings value. */
export function xOf(value: number, xMax: number, area: PlotArea): number {
  const inner = area.width - area.left - area.right;
  return round1(area.left + (Math.min(Math.max(value, 0), xMax) / xMax) * inner);
}

/** SVG y of a money value (0 at the bottom). */
export function yOf(value: number, yMax: number, area: PlotArea): number {
  const inner = area.height - area.top - area.bottom;
  return round1(area.top + inner - (Math.min(Math.max(value, 0), yMax) / yMax) * inner);
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** The `points` attribute of an SVG polyline for one series. */
export function polylinePoints(
  curve: readonly EarningsPoint[],
  series: 'householdEarnings' | 'universalCredit' | 'totalIncome',
  xMax: number,
  yMax: number,
  area: PlotArea,
): string {
  return curve.map((p) => `${xOf(p.earnings, xMax, area)},${yOf(p[series], yMax, area)}`).join(' ');
}

/** What the summary needs besides the curve. */
export interface SummaryFacts {
  /** The point the slider is on. */
  current: EarningsPoint;
  /** The work allowance that applies to this household. */
  workAllowance: number;
  /** A partner's earnings counted throughout (couple only), else 0. */
  partnerEarnings: number;
  /** From `universalCreditEndsAt`. */
  endsAt: number | null;
  /** Right-hand end of the chart. */
  xMax: number;
}

/**
 * The chart in words (its text alternative), e.g. 'At £1,200 earnings you keep £2,894.41 in
 * total: £1,694.41 Universal Credit. The first £673 you earn a month does not reduce Universal
 * Credit; each extra £100 earned above £673 reduces it by £55. ...'
 */
export function chartSummary(curve: readonly EarningsPoint[], facts: SummaryFacts, rates: RatesTable): string {
  const t = ucChartMessages.get();
  const a = resolveRates(rates);
  const taperPercent = a['universal-credit.taper-rate'];
  const { current, workAllowance, partnerEarnings, endsAt, xMax } = facts;
  const money = (pounds: number) => formatMoney(toPence(pounds));
  const loss = money(Math.round(taperPercent * 100) / 100); // £ lost per £100 earned: the taper percentage
  const sentences = [t.keep({ earnings: money(current.earnings), total: money(current.totalIncome), uc: money(current.universalCredit) })];
  if (partnerEarnings > 0) sentences.push(t.partner({ amount: money(partnerEarnings) }));
  sentences.push(workAllowance > 0 ? t.taper({ allowance: money(workAllowance), loss }) : t.noAllowance({ loss }));
  if (curve.some((p) => p.isCapped)) sentences.push(t.capped({ amount: money(a['universal-credit.benefit-cap.earnings-exemption']) }));
  if (endsAt === 0) sentences.push(t.none);
  else if (endsAt === null) sentences.push(t.stillPaid({ amount: money(xMax) }));
  else sentences.push(t.stops({ amount: money(endsAt) }));
  return sentences.join(' ');
}
