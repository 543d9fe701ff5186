import { describe, expect, it } from 'vitest';
import { clampNumber, stepDecimals } from './number';

/** docs/product.md §5: ages 16 to 100, empty → 16; child age 0 to 19, empty → 0; money ≥ 0 to the penny, empty → 0. */
const AGE = { min: 16, max: 100 };
const CHILD_AGE = { min: 0, max: 19 };
const MONEY = { min: 0, step: 0.01, fallback: 0 };

describe('clampNumber (docs/product.md §5)', () => {
  it.each([
    [45, 45],
    ['45', 45],
    [' 45 ', 45],
    [15, 16],
    [101, 100],
    [-5, 16],
    [25.4, 25.4],
    [null, 16],
    [undefined, 16],
    ['', 16],
    ['abc', 16],
    [Number.NaN, 16],
    [Number.POSITIVE_INFINITY, 16],
    ['Infinity', 16],
    [true, 16],
    [{}, 16],
  ])('age %j → %s (16 to 100, anything not a number becomes 16, no step so not rounded)', (value, expected) => {
    expect(clampNumber(value, AGE)).toBe(expected);
  });

  it.each([
    [7, 7],
    [20, 19],
    [-1, 0],
    ['', 0],
  ])('child age %j → %s (0 to 19, empty becomes 0)', (value, expected) => {
    expect(clampNumber(value, CHILD_AGE)).toBe(expected);
  });

  it.each([
    [450, 450],
    ['450.5', 450.5],
    [-12.5, 0],
    // 1250.555 is stored just below the half; read on its decimal text it rounds up.
    [1250.555, 1250.56],
    [0.004, 0],
    [0.005, 0.01],
    [null, 0],
  ])('money %j → %s (at least 0, rounded half up to the penny)', (value, expected) => {
    expect(clampNumber(value, MONEY)).toBe(expected);
  });

  it('a whole-number step rounds half up, then holds the range: 2.5 → 3, 99.6 → 100 → 99', () => {
    expect(clampNumber(2.5, { step: 1 })).toBe(3);
    expect(clampNumber(2.4, { step: 1 })).toBe(2);
    expect(clampNumber(99.6, { min: 0, max: 99, step: 1 })).toBe(99);
  });

  it('defaults: fallback is min, else 0; no limits leaves a number as it is', () => {
    expect(clampNumber(null, { min: 5 })).toBe(5);
    expect(clampNumber(undefined)).toBe(0);
    expect(clampNumber(Number.NaN, { max: 3 })).toBe(0);
    expect(clampNumber(2.6)).toBe(2.6);
    expect(clampNumber(-7)).toBe(-7);
  });

  it('a null fallback keeps "no value" (an empty partner age); a number is still held in range', () => {
    expect(clampNumber('', { min: 16, max: 100, fallback: null })).toBeNull();
    expect(clampNumber(12, { min: 16, max: 100, fallback: null })).toBe(16);
  });

  it('never gives -0 (it would show as "-0")', () => {
    expect(Object.is(clampNumber(-0.2, { step: 1 }), -0)).toBe(false);
    expect(Object.is(clampNumber(-0, { min: -1 }), -0)).toBe(false);
  });
});

describe('stepDecimals', () => {
  it.each([
    [1, 0],
    [0.01, 2],
    [0.5, 1],
    [50, 0],
  ])('step %s allows %s decimals', (step, expected) => {
    expect(stepDecimals(step)).toBe(expected);
  });
});
