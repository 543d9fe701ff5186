import { describe, expect, it } from 'vitest';
import { convertPence, dividePence, formatMoney, formatPence, MAX_PENCE, moneyToPence, multiplyPence, percentOfPence, toPounds, wholePoundsToPence } from './money';

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

  it('formats money as GOV.UK does', () => {
    expect(formatPence(39345)).toBe('£393.45');
    expect(formatPence(1600000)).toBe('£16,000');
    expect(formatPence(6810)).toBe('£68.10');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatMoney(1234567.8)).toBe('£1,234,567.80');
    expect(toPounds(123456)).toBe(1234.56);
  });
});
