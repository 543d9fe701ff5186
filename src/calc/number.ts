/**
 * Holding a number in range (docs/product.md §5: ages 16 to 100 with empty → 16; child age
 * 0 to 19 with empty → 0; money minimum 0, step 0.01, empty → 0). One reader for the engines,
 * which accept anything a saved calculation holds, and for the number fields, which read what
 * someone typed: both give the same answer for the same value.
 */

import { toNumber } from './money';

/** How a number is kept in range. */
export interface NumberLimits {
  /** Smallest allowed value (default: none). */
  min?: number;
  /** Largest allowed value (default: none). */
  max?: number;
  /** The value used when there is no number. Default `min`, else 0. Null keeps "no value". */
  fallback?: number | null;
  /** Granularity: 1 gives whole numbers, 0.01 gives pence. Default: not rounded. */
  step?: number;
}

/** Digits after the point that `step` allows (1 → 0, 0.01 → 2, 0.5 → 1). */
export function stepDecimals(step = 1): number {
  const text = String(step);
  const point = text.indexOf('.');
  return point === -1 ? 0 : text.length - point - 1;
}

/**
 * Round half up to `decimals` places on the decimal text, so 1250.555 → 1250.56
 * (toFixed would give 1250.55: the binary double sits just below the half).
 */
function roundTo(value: number, decimals: number): number {
  const rounded = Number(`${Math.round(Number(`${value}e${decimals}`))}e-${decimals}`);
  // Exponent notation ('1e-7') does not survive the text trick; toFixed is fine there.
  return Number.isFinite(rounded) ? rounded : Number(value.toFixed(decimals));
}

/**
 * Bring a value into range. A number or numeric string counts (saved calculations are JSON);
 * anything else (null, '', 'abc', NaN, Infinity) becomes the fallback. A number is rounded to
 * the step's decimals when a step is given, then held between min and max.
 *
 * clampNumber('25', { min: 16, max: 100 }) → 25; clampNumber(null, { min: 16, max: 100 }) → 16;
 * clampNumber(12.345, { min: 0, step: 0.01 }) → 12.35; clampNumber('', { fallback: null }) → null.
 */
export function clampNumber(value: unknown, limits: NumberLimits & { fallback: null }): number | null;
export function clampNumber(value: unknown, limits?: NumberLimits & { fallback?: number }): number;
export function clampNumber(value: unknown, limits?: NumberLimits): number | null;
export function clampNumber(value: unknown, limits: NumberLimits = {}): number | null {
  const { min, max, step } = limits;
  const fallback = limits.fallback === undefined ? (min ?? 0) : limits.fallback;
  const n = toNumber(value);
  if (!Number.isFinite(n)) return fallback;
  let result = step === undefined ? n : roundTo(n, stepDecimals(step));
  if (min !== undefined && result < min) result = min;
  if (max !== undefined && result > max) result = max;
  // -0 shows as '0'.
  return result === 0 ? 0 : result;
}
