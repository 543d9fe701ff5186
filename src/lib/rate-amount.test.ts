import { describe, expect, test } from 'vitest';
import { isBigChange, parseRateAmount, rateAmountError } from './rate-amount';

describe('parseRateAmount: digits, one decimal point, at most 2 decimals', () => {
  test.each([
    ['424.90', 424.9],
    ['424.9', 424.9],
    ['  12  ', 12],
    ['0', 0],
    ['1000000', 1_000_000],
    [133.3, 133.3],
    [0, 0],
  ])('%j → %s', (input, expected) => expect(parseRateAmount(input)).toBe(expected));

  test.each([
    ['12,50'], // once saved as £1,250.00
    ['1,031.88'],
    ['£424.90'],
    ['424.'],
    ['.5'],
    ['424.901'],
    ['-1'],
    ['4e2'],
    ['0x10'],
    [''],
    ['   '],
    ['NaN'],
    ['Infinity'],
    ['1000000.01'],
    [400.123],
    [-1],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [null],
    [undefined],
    [true],
    [{}],
  ])('%j is refused', (input) => expect(parseRateAmount(input)).toBeNull());
});

describe('rateAmountError', () => {
  test('names the figure and shows an example in pounds and pence', () => {
    expect(rateAmountError('Standard allowance: single, 25 or over', 424.9, '12,50')).toBe(
      'Enter the amount for Standard allowance: single, 25 or over in pounds and pence, like 424.90',
    );
  });
  test('says the upper bound when the amount is too big', () => {
    expect(rateAmountError('Carer element', 209.34, '2000000')).toBe('The amount for Carer element must be 1,000,000 or less');
  });
});

describe('isBigChange: under half or over double asks for confirmation', () => {
  test.each([
    [424.9, 212.44, true],
    [424.9, 212.45, false],
    [424.9, 849.8, false],
    [424.9, 849.81, true],
    [424.9, 4249, true],
    [0, 100, false],
    [null, 100, false],
  ] as const)('%s → %s: %s', (oldAmount, newAmount, expected) => expect(isBigChange(oldAmount, newAmount)).toBe(expected));
});
