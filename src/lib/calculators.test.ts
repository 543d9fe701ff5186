import { describe, expect, it } from 'vitest';
import { CALCULATOR_IDS, CALCULATORS, calculatorName, isSavedCalculatorId, SAVED_CALCULATOR_IDS, savedHeadline, SHORTCUT_CALCULATOR_IDS } from './calculators';

describe('the calculator table', () => {
  it('gives every calculator a page of its own id, and every page a different address', () => {
    for (const id of CALCULATOR_IDS) expect(CALCULATORS[id].route).toBe(`/${id}`);
    const addresses = CALCULATOR_IDS.flatMap((id) => [CALCULATORS[id].route, CALCULATORS[id].redirectFrom]).filter(Boolean);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('saves and offers shortcut cards for the five calculators, not the benefits checker, which reports usage only', () => {
    expect(SAVED_CALCULATOR_IDS).toEqual(['universal-credit', 'housing-benefit', 'pip', 'council-tax-support', 'pension-credit']);
    expect(SHORTCUT_CALCULATOR_IDS).toEqual(SAVED_CALCULATOR_IDS);
    expect(CALCULATOR_IDS).toEqual([...SAVED_CALCULATOR_IDS, 'benefits-checker']);
    expect(isSavedCalculatorId('benefits-checker')).toBe(false);
    expect(isSavedCalculatorId('toString')).toBe(false);
    expect(savedHeadline('benefits-checker', { totalMonthly: 1 })).toBeNull();
  });

  it('names an id this version does not know by the id itself (an older saved file, an old usage row)', () => {
    expect(calculatorName('council-tax-support')).toBe('Council Tax Support');
    expect(calculatorName('benefits-checker')).toBe('Benefits checker');
    expect(calculatorName('attendance-allowance')).toBe('attendance-allowance');
  });
});

describe('savedHeadline: the figure a saved calculation is listed with', () => {
  it.each([
    ['universal-credit', { totalMonthly: 424.9 }, '£424.90 a month'],
    ['housing-benefit', { weeklyAmount: 95.2 }, '£95.20 a week'],
    ['pip', { weeklyAmount: { dailyLiving: 76.7, mobility: 0, total: 76.7 } }, '£76.70 a week'],
    ['council-tax-support', { annualReduction: 1234.56 }, '£1,234.56 a year off council tax'],
    ['pension-credit', { weeklyAmount: 48.65 }, '£48.65 a week'],
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
