import { describe, expect, it } from 'vitest';
import {
  convertPence,
  dividePence,
  formatMoney,
  formatMoneyWithPence,
  MAX_PENCE,
  moneyToPence,
  multiplyPence,
  penceIfPaid,
  percentOfPence,
  toPounds,
  wholePoundsToPence,
} from './money';
import { ratesFor, resolveRates } from './rates';

const factors = { weeksPerMonth: 4.33, weeksPerYear: 52, monthsPerYear: 12 };

describe('money helpers', () => {
  it.each([
    [12.34, 1234],
    ['12.345', 1235],
    [1.005, 101],
    [-5, 0],
    [Number.NaN, 0],
    [undefined, 0],
    ['abc', 0],
    [Number.POSITIVE_INFINITY, MAX_PENCE],
  ])('moneyToPence(%j) = %d', (value, pence) => {
    expect(moneyToPence(value)).toBe(pence);
  });

  it('reads Council Tax Support inputs as whole pounds', () => {
    expect(wholePoundsToPence(1200.99)).toBe(120000);
    expect(wholePoundsToPence(-3)).toBe(0);
  });

  it('rounds half up to the penny', () => {
    expect(percentOfPence(1, 55)).toBe(1); // 0.55p → 1p
    expect(percentOfPence(4630, 65)).toBe(3010); // 30.095 → 30.10
    expect(percentOfPence(3000, 7.5)).toBe(225);
    expect(multiplyPence(6810, 4.33)).toBe(29487); // 294.873 → 294.87
    expect(multiplyPence(10175, 4.33)).toBe(44058); // 440.5775 → 440.58
    expect(dividePence(120000, 52)).toBe(2308); // 23.0769 → 23.08
    expect(dividePence(100, 0)).toBe(0);
  });

  it('converts periods with the factors of docs/rules.md "Money"', () => {
    expect(convertPence(10000, 'week', 'month', factors)).toBe(43300);
    expect(convertPence(10000, 'week', 'year', factors)).toBe(520000);
    expect(convertPence(156000, 'year', 'week', factors)).toBe(3000);
    expect(convertPence(95992, 'year', 'month', factors)).toBe(7999);
    expect(convertPence(43300, 'month', 'week', factors)).toBe(10000);
    expect(convertPence(100, 'month', 'year', factors)).toBe(1200);
    expect(convertPence(5, 'week', 'week', factors)).toBe(5);
  });

  it('pence to pounds for a result', () => {
    expect(toPounds(123456)).toBe(1234.56);
  });
});

// docs/rules.md "Money": '£1,234.56'; a whole-pound amount drops its pence in working lines
// ('£16,000'); warnings, notices, next steps and result figures always show pence ('£16,000.00').
describe('formatMoney: GOV.UK style, pence only when there are some', () => {
  it.each([
    [39345, '£393.45'],
    [1600000, '£16,000'],
    [6810, '£68.10'],
    [5, '£0.05'],
    [0, '£0'],
    [100, '£1'],
    [99999, '£999.99'],
    [100000, '£1,000'],
    [123456780, '£1,234,567.80'],
    [100000000000, '£1,000,000,000'],
  ])('%s pence → %s', (pence, text) => {
    expect(formatMoney(pence)).toBe(text);
  });

  it.each([
    // 1250 pence below zero is £12 and 50p: one minus sign before the £, never '£-13.50'.
    [-1250, '−£12.50'],
    [-5, '−£0.05'],
    [-100, '−£1'],
    [-123456789, '−£1,234,567.89'],
  ])('a negative amount takes a minus sign before the £: %s → %s', (pence, text) => {
    expect(formatMoney(pence)).toBe(text);
    expect(formatMoney(pence).charCodeAt(0)).toBe(0x2212);
  });

  it('rounds a part of a penny half up; less than half a penny below zero is £0, never "−£0"', () => {
    expect(formatMoney(1249.5)).toBe('£12.50');
    expect(formatMoney(-0.4)).toBe('£0');
    expect(formatMoney(-0)).toBe('£0');
  });

  it('reads anything that is not a number as £0, never "£NaN"', () => {
    expect(formatMoney(Number.NaN)).toBe('£0');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('£0');
  });

  it('gives the same text from its cache as the first time', () => {
    expect(formatMoney(-1250)).toBe(formatMoney(-1250));
    expect(formatMoney(1250)).toBe('£12.50');
    expect(formatMoney(-1250)).toBe('−£12.50');
  });
});

describe('formatMoneyWithPence: always two places of pence', () => {
  it.each([
    [17400, '£174.00'],
    [122942, '£1,229.42'],
    [1600000, '£16,000.00'],
    [0, '£0.00'],
    [5, '£0.05'],
    [-1250, '−£12.50'],
    [-100, '−£1.00'],
    [Number.NaN, '£0.00'],
  ])('%s pence → %s', (pence, text) => {
    expect(formatMoneyWithPence(pence)).toBe(text);
  });
});

describe('penceIfPaid', () => {
  it('reads a figure of the year in pence, and null in a year it is not paid (a null rate)', () => {
    // 2026/27: Scottish Child Payment £28.20; the Carer's Allowance Supplement ended (null), as Infinity once resolved.
    const amounts = resolveRates(ratesFor('2026-27'));
    expect(penceIfPaid(amounts, 'scotland.child-payment')).toBe(2820);
    expect(penceIfPaid(amounts, 'scotland.carers-allowance-supplement')).toBeNull();
    expect(penceIfPaid(amounts, 'no.such.rate')).toBeNull();
  });
});
