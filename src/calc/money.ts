/**
 * Money in pence inside, pounds at the edge (docs/style.md habit 3).
 *
 * Engines turn every amount into whole pence on the way in, add and subtract whole pence,
 * round once on purpose after each multiplication or division, and divide by 100 only when a
 * result leaves the engine. So a result is exactly what the hand arithmetic of docs/rules.md gives,
 * rounded half up to the penny, with no floating-point drift. Period conversions live here and
 * nowhere else; their factors come from the rates table.
 */

import type { ResolvedRates } from './rates';

/** Pence in a pound. */
export const PENCE_PER_POUND = 100;

/**
 * Factors and percentages are applied as whole ten-thousandths, so 4.33, 55% and 7.5% multiply
 * exactly (rates are entered to 2 decimal places; 7.5% needs 3).
 */
const FACTOR_SCALE = PENCE_PER_POUND * PENCE_PER_POUND;

/**
 * Largest amount handled, in pence (about £90 million). Inputs are capped here so that a sum
 * of up to a hundred amounts, multiplied by a factor in ten-thousandths, is still an exact
 * integer (below Number.MAX_SAFE_INTEGER): an absurd entry such as 1e12 or Infinity gives a
 * large, exact, 2-decimal figure instead of floating-point noise. Nobody's money comes near it.
 */
export const MAX_PENCE = Math.floor(Number.MAX_SAFE_INTEGER / FACTOR_SCALE / PENCE_PER_POUND);

/**
 * Added before rounding pounds to pence so a figure typed as 1.005 (stored as 1.00499999...)
 * rounds half up to 101p as it reads. A millionth of a penny is far below any real amount.
 */
const HALF_UP_NUDGE = 1 / (PENCE_PER_POUND * PENCE_PER_POUND * PENCE_PER_POUND);

/** A number from a number or a numeric string (saved calculations are JSON); NaN otherwise. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return NaN;
}

/**
 * A money input in whole pence: not a number or negative gives 0 (docs/product.md §5:
 * minimum 0, empty becomes 0), fractions of a penny round, absurd amounts stop at `MAX_PENCE`.
 */
export function moneyToPence(value: unknown): number {
  const pounds = toNumber(value);
  if (!(pounds > 0)) return 0;
  return Math.min(toPence(pounds), MAX_PENCE);
}

/** A whole-pound input in pence: Council Tax Support inputs are whole numbers (docs/product.md §5). */
export function wholePoundsToPence(value: unknown): number {
  const pounds = toNumber(value);
  if (!(pounds > 0)) return 0;
  return Math.min(Math.floor(pounds) * PENCE_PER_POUND, MAX_PENCE);
}

/** Pence to pounds for a result: at most 2 decimal places. */
export function toPounds(pence: number): number {
  return Math.round(pence) / PENCE_PER_POUND;
}

/** Pounds (a rate amount) to whole pence, half up. */
export function toPence(pounds: number): number {
  return Math.round(pounds * PENCE_PER_POUND + HALF_UP_NUDGE);
}

/** `pence × factor`, rounded half up to the penny; the factor is exact to 4 decimal places. */
export function multiplyPence(pence: number, factor: number): number {
  return Math.round((pence * Math.round(factor * FACTOR_SCALE)) / FACTOR_SCALE);
}

/** `percent`% of `pence`, rounded half up to the penny (55 means 55%). */
export function percentOfPence(pence: number, percent: number): number {
  return multiplyPence(pence, percent / PENCE_PER_POUND);
}

/** `pence ÷ divisor` rounded half up to the penny; 0 when the divisor is not above 0. */
export function dividePence(pence: number, divisor: number): number {
  const scaled = Math.round(divisor * FACTOR_SCALE);
  return scaled > 0 ? Math.round((pence * FACTOR_SCALE) / scaled) : 0;
}

/** The three periods the calculators use. */
export type Period = 'week' | 'month' | 'year';

/** How periods relate, read from the rates table (`general.weeks-per-month` etc.). */
export interface PeriodFactors {
  /** 4.33: monthly = weekly × 4.33 (docs/product.md §9). */
  weeksPerMonth: number;
  /** 52: weekly = annual ÷ 52 (docs/product.md §9). */
  weeksPerYear: number;
  /** 12: monthly = annual ÷ 12 (docs/rules.md "Council Tax Support"). */
  monthsPerYear: number;
}

/**
 * Converts an amount in pence between periods, rounding to the penny. Weekly and monthly use
 * weeks per month, weekly and annual weeks per year, monthly and annual months per year, as
 * the spec does; so a year is never 52 × 4.33 weeks.
 */
export function convertPence(pence: number, from: Period, to: Period, f: PeriodFactors): number {
  if (from === to) return pence;
  if (from === 'week') return multiplyPence(pence, to === 'month' ? f.weeksPerMonth : f.weeksPerYear);
  if (from === 'month') return to === 'week' ? dividePence(pence, f.weeksPerMonth) : multiplyPence(pence, f.monthsPerYear);
  return dividePence(pence, to === 'week' ? f.weeksPerYear : f.monthsPerYear);
}

/**
 * Between a week and a month through the year: weekly × 52 ÷ 12 (or monthly × 12 ÷ 52), each step
 * to the penny. The law's way wherever a weekly figure becomes monthly in Universal Credit and
 * Pension Credit (UC Regs reg 73(1), reg 80(5); the LHA as UC's housing element reads it), and the
 * way the forms turn a monthly answer into a weekly calculator's; not × 4.33, which is
 * `convertPence`'s week to month for the weekly calculators' monthly display.
 */
export function convertPenceThroughYear(pence: number, from: 'week' | 'month', f: PeriodFactors): number {
  const to = from === 'week' ? 'month' : 'week';
  return convertPence(convertPence(pence, from, 'year', f), 'year', to, f);
}

/**
 * A figure of the rates table in pence, or null in a year it is not paid or not yet sourced (a null
 * rate reads as Infinity: src/calc/rates.ts `resolveRates`).
 */
export function penceIfPaid(amounts: ResolvedRates, id: string): number | null {
  const amount = amounts[id];
  return amount !== undefined && Number.isFinite(amount) ? toPence(amount) : null;
}

/** Period factors from the rates table (weeks a month, weeks a year, months a year): every conversion reads these. */
export function periodFactors(amounts: ResolvedRates): PeriodFactors {
  return { weeksPerMonth: amounts['general.weeks-per-month'], weeksPerYear: amounts['general.weeks-per-year'], monthsPerYear: amounts['general.months-per-year'] };
}

/** Digits in each thousands group of '£1,234,567'. */
const GROUP_DIGITS = 3;

/** '1234567' → '1,234,567', without a regular expression (formatting runs on every keystroke). */
function groupThousands(pounds: number): string {
  const digits = String(pounds);
  if (digits.length <= GROUP_DIGITS) return digits;
  let grouped = digits.slice(-GROUP_DIGITS);
  for (let end = digits.length - GROUP_DIGITS; end > 0; end -= GROUP_DIGITS) grouped = `${digits.slice(Math.max(0, end - GROUP_DIGITS), end)},${grouped}`;
  return grouped;
}

/** Formatted amounts, kept: most are a year's rates, written again in the working on every keystroke. */
const formatted = new Map<number, string>();
/** At most this many are kept (a bound on memory, not a rate): a year's rates and the last few results. */
const FORMAT_CACHE_SIZE = PENCE_PER_POUND * PENCE_PER_POUND;

/**
 * An amount in pence for people, as GOV.UK style writes money: '£1,234.56', and a whole-pound
 * amount without pence, '£16,000' (docs/rules.md "Money"). A negative amount takes a minus sign,
 * '−£12.50' (U+2212, which screen readers read as "minus"). Anything not a number reads £0.
 * For figures in working lines, prose and hints.
 */
export function formatMoney(pence: number): string {
  let text = formatted.get(pence);
  if (text === undefined) {
    const whole = Number.isFinite(pence) ? Math.round(pence) : 0;
    const size = Math.abs(whole);
    const pounds = Math.floor(size / PENCE_PER_POUND);
    const rest = size - pounds * PENCE_PER_POUND;
    // (rest + 100) without its leading 1 is the pence as two digits: 5 → '05'.
    text = `${whole < 0 ? '−' : ''}£${groupThousands(pounds)}${rest ? `.${String(rest + PENCE_PER_POUND).slice(1)}` : ''}`;
    if (formatted.size >= FORMAT_CACHE_SIZE) formatted.clear();
    formatted.set(pence, text);
  }
  return text;
}

/**
 * An amount in pence, always with its pence: '£174.00', '£1,229.42', '−£12.50'. For result
 * figures, warnings, notices and next steps, so a figure reads the same wherever it is quoted
 * (docs/rules.md "Money").
 */
export function formatMoneyWithPence(pence: number): string {
  const text = formatMoney(pence);
  return text.includes('.') ? text : `${text}.00`;
}
