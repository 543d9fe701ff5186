import { describe, expect, it } from 'vitest';
import { savedHeadline } from './calculators';

describe('savedHeadline: the figure a saved calculation is listed with', () => {
  it.each([
    ['universal-credit', { totalMonthly: 424.9 }, '£424.90 a month'],
    ['housing-benefit', { weeklyAmount: 95.2 }, '£95.20 a week'],
    ['pip', { weeklyAmount: { dailyLiving: 76.7, mobility: 0, total: 76.7 } }, '£76.70 a week'],
    ['council-tax-support', { annualReduction: 1234.56 }, '£1,234.56 a year off council tax'],
    // Whole pounds keep their pence: 95 is written £95.00, as the saved list always shows pence.
    ['housing-benefit', { weeklyAmount: 95 }, '£95.00 a week'],
    // A figure past a million is grouped in threes: 1234567.8 is £1,234,567.80.
    ['universal-credit', { totalMonthly: 1234567.8 }, '£1,234,567.80 a month'],
    // An edited file's negative figure takes the minus sign the results use (U+2212): −£12.50.
    ['universal-credit', { totalMonthly: -12.5 }, '−£12.50 a month'],
  ])('%s', (type, result, expected) => {
    expect(savedHeadline(type, result)).toBe(expected);
  });

  it.each([
    ['universal-credit', { totalMonthly: 'lots' }],
    ['pip', { weeklyAmount: 76.7 }],
    ['housing-benefit', null],
    ['something-else', { totalMonthly: 1 }],
  ])('is null when the figure is missing or odd (%s)', (type, result) => {
    expect(savedHeadline(type, result)).toBeNull();
  });
});
