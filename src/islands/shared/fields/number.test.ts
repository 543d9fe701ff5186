import { describe, expect, it } from 'vitest';
import { commitNumberInput, formatNumberInput, parseNumberInput } from './number';
import { changeNote, isChangeNote, noteNameOf, plausibilityNote } from './number';
import type { NumberLimits } from '~/calc/number';

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

describe('clampNumber / commitNumberInput (docs/product.md §5)', () => {
  describe.each<{ field: string; limits: NumberLimits; rule: string; cases: ReadonlyArray<[text: string, expected: number]> }>([
    {
      field: 'age',
      limits: AGE,
      rule: '16 to 100, empty becomes 16',
      cases: [
        ['', 16],
        ['abc', 16],
        ['15', 16],
        ['16', 16],
        ['45', 45],
        ['100', 100],
        ['101', 100],
        ['25.4', 25],
        ['-5', 16],
      ],
    },
    {
      field: 'child age',
      limits: CHILD_AGE,
      rule: '0 to 19, empty becomes 0',
      cases: [
        ['', 0],
        ['20', 19],
        ['-1', 0],
        ['7', 7],
      ],
    },
    {
      field: 'money',
      limits: MONEY,
      rule: 'minimum 0, step 0.01, empty becomes 0',
      cases: [
        ['', 0],
        ['-12.50', 0],
        ['450', 450],
        ['1,250.555', 1250.56],
        ['0.004', 0],
        ['£99.9', 99.9],
      ],
    },
  ])('$field ($rule)', ({ field, limits, cases }) => {
    it.each(cases)(`${field} %j → %s`, (text, expected) => {
      expect(commitNumberInput(text, limits)).toBe(expected);
    });
  });

  it('partner age: empty becomes unset, numbers are held in range', () => {
    expect(commitNumberInput('', PARTNER_AGE)).toBeNull();
    expect(commitNumberInput('12', PARTNER_AGE)).toBe(16);
    expect(commitNumberInput('30', PARTNER_AGE)).toBe(30);
  });

  it('defaults: fallback is min, else 0; a field without a step takes whole numbers', () => {
    expect(commitNumberInput('', { min: 5 })).toBe(5);
    expect(commitNumberInput('')).toBe(0);
    expect(commitNumberInput('2.6')).toBe(3);
    expect(commitNumberInput('-0.2')).toBe(0);
    expect(Object.is(commitNumberInput('-0.2'), -0)).toBe(false);
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
});

describe('changeNote: the field says what it changed (GOV.UK style)', () => {
  const age = { min: 16, max: 100, step: 1, fallback: 16 };
  const money = { min: 0, step: 0.01, fallback: 0 };
  it.each([
    ['30 years', age, 'your age', false, 16, 'We changed your age to 16: enter an age from 16 to 100'],
    ['', age, 'your age', false, 16, 'We changed your age to 16: enter an age from 16 to 100'],
    ['150', age, 'your age', false, 100, 'We changed your age to 100: enter an age from 16 to 100'],
    ['30.6', age, 'your age', false, 31, 'We changed your age to 31: enter a whole number'],
    ['12abc', money, 'monthly earnings', true, 0, 'We changed monthly earnings to £0: enter the amount in numbers only, like 450.50'],
    ['-5', money, 'monthly rent', true, 0, 'We changed monthly rent to £0: enter an amount of £0 or more'],
    ['12.345', money, 'monthly rent', true, 12.35, 'We changed monthly rent to £12.35: enter a number with up to 2 decimal places'],
    ['25', { min: 0, max: 19, step: 1, fallback: 0 }, 'child 1 age', false, 19, 'We changed child 1 age to 19: enter an age from 0 to 19'],
    ['7', { min: 0, max: 4, step: 1 }, 'bedrooms', false, 4, 'We changed bedrooms to 4: enter a whole number from 0 to 4'],
  ])('%j → %s', (text, limits, name, isMoney, committed, expected) => {
    expect(commitNumberInput(text, limits)).toBe(committed);
    expect(changeNote(text, committed, limits, { name, money: isMoney })).toBe(expected);
  });

  it.each([
    ['30', 30],
    ['£1,250.50', 1250.5],
    ['', 0],
    ['0', 0],
  ])('says nothing when %j was kept as typed (or an empty amount is 0)', (text, committed) => {
    expect(changeNote(text, committed, money, { name: 'rent', money: true })).toBeNull();
  });

  it('says nothing for an optional field left empty', () => {
    expect(changeNote('', null, { min: 16, max: 100, fallback: null }, { name: "your partner's age" })).toBeNull();
  });
});

describe('notes read as sentences', () => {
  it('writes amounts as money is written, with thousands separated', () => {
    const money = { min: 0, max: 1250.51, step: 0.01, fallback: 0 };
    expect(changeNote('5000', 1250.51, money, { name: 'your rent', money: true })).toBe('We changed your rent to £1,250.51: enter an amount from £0 to £1,250.51');
    expect(changeNote('-1', 0, { min: 0, max: 100_000, step: 0.01 }, { name: 'your rent', money: true })).toBe('We changed your rent to £0: enter an amount from £0 to £100,000');
  });

  it.each([
    ['How many adults aged 21 or over live with you?', 'the number of adults aged 21 or over'],
    ['How many other adults aged 18 or over live with you?', 'the number of other adults aged 18 or over'],
    ['How many bedrooms does your home have?', 'the number of bedrooms'],
    ['How much of your rent is for heating, hot water, lighting or cooking? (optional)', 'this answer'],
    ['Number of bedrooms', 'the number of bedrooms'],
    ['Monthly rent', 'the monthly rent'],
    ['Your age', 'your age'],
    ['Your rent (optional)', 'your rent'],
    ['Your weekly Local Housing Allowance rate (if you know it)', 'your weekly Local Housing Allowance rate'],
    ["Or type your area's weekly Local Housing Allowance", "your area's weekly Local Housing Allowance"],
    ['PIP daily living', 'the PIP daily living'],
  ])('names the answer of %j as %j, never as a question', (label, name) => {
    expect(noteNameOf(label)).toBe(name);
  });

  it('tells an answer the field changed from an amount it only asks about', () => {
    expect(isChangeNote('We changed your age to 16: enter an age from 16 to 100')).toBe(true);
    expect(isChangeNote('Check this amount: is it monthly?')).toBe(false);
  });
});

describe('plausibilityNote: amounts beyond any real household', () => {
  it('asks whether the amount is monthly only above the plausible maximum', () => {
    expect(plausibilityNote(20_000, 20_000)).toBeNull();
    expect(plausibilityNote(20_000.01, 20_000)).toBe('Check this amount: is it monthly?');
    expect(plausibilityNote(6000, 5000, 'weekly')).toBe('Check this amount: is it weekly?');
    expect(plausibilityNote(1e9, undefined)).toBeNull();
    expect(plausibilityNote(null, 10)).toBeNull();
  });
});
