import { describe, expect, it } from 'vitest';
import { clampNumber, commitNumberInput, formatNumberInput, parseNumberInput, stepDecimals } from './number';

const AGE = { min: 16, max: 100, fallback: 16 };
const PARTNER_AGE = { min: 16, max: 100, fallback: null };
const CHILD_AGE = { min: 0, max: 19, fallback: 0 };
const MONEY = { min: 0, step: 0.01, fallback: 0 };

describe('parseNumberInput', () => {
  it.each([
    ['42', 42],
    [' 42 ', 42],
    ['1,234.50', 1234.5],
    ['£450', 450],
    ['12.', 12],
    ['.5', 0.5],
    ['-3', -3],
    ['0', 0],
  ])('reads %j as %s', (text, expected) => {
    expect(parseNumberInput(text)).toBe(expected);
  });

  it.each(['', '   ', '-', '.', 'abc', '12abc', '1e3', '0x10', '1.2.3', 'Infinity', 'NaN'])('finds no number in %j', (text) => {
    expect(parseNumberInput(text)).toBeNull();
  });
});

describe('clampNumber / commitNumberInput (spec 000 §5)', () => {
  it.each([
    ['', 16],
    ['abc', 16],
    ['15', 16],
    ['16', 16],
    ['45', 45],
    ['100', 100],
    ['101', 100],
    ['25.4', 25],
    ['-5', 16],
  ])('age %j → %s (16 to 100, empty becomes 16)', (text, expected) => {
    expect(commitNumberInput(text, AGE)).toBe(expected);
  });

  it('partner age: empty becomes unset, numbers are held in range', () => {
    expect(commitNumberInput('', PARTNER_AGE)).toBeNull();
    expect(commitNumberInput('12', PARTNER_AGE)).toBe(16);
    expect(commitNumberInput('30', PARTNER_AGE)).toBe(30);
  });

  it.each([
    ['', 0],
    ['20', 19],
    ['-1', 0],
    ['7', 7],
  ])('child age %j → %s (0 to 19, empty becomes 0)', (text, expected) => {
    expect(commitNumberInput(text, CHILD_AGE)).toBe(expected);
  });

  it.each([
    ['', 0],
    ['-12.50', 0],
    ['450', 450],
    ['1,250.555', 1250.56],
    ['0.004', 0],
    ['£99.9', 99.9],
  ])('money %j → %s (minimum 0, step 0.01, empty becomes 0)', (text, expected) => {
    expect(commitNumberInput(text, MONEY)).toBe(expected);
  });

  it('defaults: fallback is min, else 0; step 1 rounds to whole numbers', () => {
    expect(clampNumber(null, { min: 5 })).toBe(5);
    expect(clampNumber(undefined)).toBe(0);
    expect(clampNumber(Number.NaN, { max: 3 })).toBe(0);
    expect(clampNumber(2.6)).toBe(3);
    expect(clampNumber(-0.2)).toBe(0);
    expect(Object.is(clampNumber(-0.2), -0)).toBe(false);
  });
});

describe('formatNumberInput', () => {
  it('shows whole numbers plainly and others with the step decimals', () => {
    expect(formatNumberInput(450, 0.01)).toBe('450');
    expect(formatNumberInput(12.5, 0.01)).toBe('12.50');
    expect(formatNumberInput(25)).toBe('25');
    expect(formatNumberInput(null)).toBe('');
    expect(formatNumberInput(undefined)).toBe('');
    expect(formatNumberInput(Number.NaN)).toBe('');
  });

  it('counts step decimals', () => {
    expect(stepDecimals(1)).toBe(0);
    expect(stepDecimals(0.01)).toBe(2);
    expect(stepDecimals(0.5)).toBe(1);
    expect(stepDecimals(50)).toBe(0);
  });
});
