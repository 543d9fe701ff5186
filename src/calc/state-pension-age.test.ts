import { describe, expect, it } from 'vitest';
import { resolveRates, ratesFor } from './rates';
import {
  defaultReachedBeforeApril2016,
  defaultReachedStatePensionAge,
  hasReachedStatePensionAge,
  isBeforeApril2016Asked,
  isStatePensionAgeAsked,
  parseIsoDate,
  reachedStatePensionAgeBeforeApril2016,
  statePensionAgeCheckDate,
  statePensionAgeDate,
} from './state-pension-age';

describe('statePensionAgeDate (Pensions Act 1995 Sch 4 para 1, as amended in 2011 and 2014)', () => {
  it.each([
    // Table 2 (Pensions Act 2011 s 1(5)): by the month of birth from the 6th.
    ['1953-12-06', '2019-03-06'],
    ['1954-01-05', '2019-03-06'],
    ['1954-01-06', '2019-05-06'],
    ['1954-10-05', '2020-09-06'],
    // The 66th birthday: born 6 October 1954 to 5 April 1960.
    ['1954-10-06', '2020-10-06'],
    ['1958-02-01', '2024-02-01'],
    ['1960-04-05', '2026-04-05'],
    // Table 3 (Pensions Act 2014 s 26(3)) and its explanatory notes' examples.
    ['1960-04-06', '2026-05-06'],
    ['1960-04-15', '2026-05-15'],
    ['1960-05-05', '2026-06-05'],
    ['1960-09-10', '2027-03-10'],
    ['1961-01-22', '2027-11-22'],
    ['1961-03-05', '2028-02-05'],
    // Sch 4 para 1(7A): the three days that do not exist.
    ['1960-07-31', '2026-11-30'],
    ['1960-12-31', '2027-09-30'],
    ['1961-01-31', '2027-11-30'],
    // The 67th birthday: born 6 March 1961 to 5 April 1977.
    ['1961-03-06', '2028-03-06'],
    ['1977-04-05', '2044-04-05'],
  ])('born %s → %s', (born, reached) => {
    expect(statePensionAgeDate(born)).toBe(reached);
  });

  it('gives no single date where the Act differs for men and women, or after 5 April 1977, or without a date', () => {
    for (const born of ['1953-12-05', '1950-01-01', '1977-04-06', '1990-01-01', '', 'nonsense', '1960-02-30', '1960-13-01', undefined, 19600910])
      expect(statePensionAgeDate(born)).toBeNull();
  });
});

describe('hasReachedStatePensionAge', () => {
  it('compares with the day it is reached', () => {
    expect(hasReachedStatePensionAge('1960-09-10', '2027-03-09')).toBe(false);
    expect(hasReachedStatePensionAge('1960-09-10', '2027-03-10')).toBe(true);
  });

  it('before 6 December 1953: yes from the 65th birthday (men), no before the 60th (women), unknown between', () => {
    expect(hasReachedStatePensionAge('1953-01-01', '2018-01-01')).toBe(true);
    expect(hasReachedStatePensionAge('1953-01-01', '2012-12-31')).toBe(false);
    expect(hasReachedStatePensionAge('1953-01-01', '2016-01-01')).toBe('unknown');
  });

  it('from 6 April 1977: no before the 67th birthday, yes from the 68th, unknown between (the Pensions Act 2007 table)', () => {
    expect(hasReachedStatePensionAge('1980-06-01', '2026-11-26')).toBe(false);
    expect(hasReachedStatePensionAge('1977-04-06', '2044-06-01')).toBe('unknown');
    expect(hasReachedStatePensionAge('1977-04-06', '2045-04-06')).toBe(true);
  });

  it('needs a date of birth and a date', () => {
    expect(hasReachedStatePensionAge('', '2026-11-26')).toBeNull();
    expect(hasReachedStatePensionAge('1960-09-10', 'today')).toBeNull();
  });
});

describe('reachedStatePensionAgeBeforeApril2016 (savings credit, SPCA s 3(1))', () => {
  it.each([
    // A man born 5 April 1951 was 65 on 5 April 2016.
    ['1951-04-05', true],
    ['1940-01-01', true],
    // A man born 6 April 1951 was 65 on 6 April 2016; a woman born then reached it in 2011 (table 1): depends on sex.
    ['1951-04-06', 'unknown'],
    // A woman born 5 April 1953 reached it on 6 March 2016, a man in 2018.
    ['1953-04-05', 'unknown'],
    // Women born from 6 April 1953 reached it from 6 July 2016 (Pensions Act 2011 s 1(4)).
    ['1953-04-06', false],
    ['1960-09-10', false],
    ['x', null],
  ] as const)('born %s → %s', (born, answer) => {
    expect(reachedStatePensionAgeBeforeApril2016(born)).toBe(answer);
  });
});

describe('defaults and when to ask', () => {
  const a = resolveRates(ratesFor('2026-27'));

  it('State Pension age without a date of birth: 67 or over; asked at 66', () => {
    expect(defaultReachedStatePensionAge(66, a)).toBe(false);
    expect(defaultReachedStatePensionAge(67, a)).toBe(true);
    expect([65, 66, 67].map((age) => isStatePensionAgeAsked(age, a))).toEqual([false, true, false]);
  });

  it('before April 2016 without a date of birth: the year’s first calendar year − 1950 or over', () => {
    expect(defaultReachedBeforeApril2016(75, '2026-27', a)).toBe(false);
    expect(defaultReachedBeforeApril2016(76, '2026-27', a)).toBe(true);
    expect(defaultReachedBeforeApril2016(74, '2024-25', resolveRates(ratesFor('2024-25')))).toBe(true);
  });

  it('asks about April 2016 at the ages where sex, or the default, could be wrong: 72 to 75 in 2026/27', () => {
    expect([71, 72, 75, 76].map((age) => isBeforeApril2016Asked(age, '2026-27'))).toEqual([false, true, true, false]);
    expect([69, 70, 73, 74].map((age) => isBeforeApril2016Asked(age, '2024-25'))).toEqual([false, true, true, false]);
  });
});

describe('statePensionAgeCheckDate', () => {
  it('today within the tax year, else its first day', () => {
    expect(statePensionAgeCheckDate('2026-27', new Date('2026-11-26T12:00:00Z'))).toBe('2026-11-26');
    expect(statePensionAgeCheckDate('2025-26', new Date('2026-11-26T12:00:00Z'))).toBe('2025-04-06');
    expect(statePensionAgeCheckDate('2026-27', new Date('2027-05-01T12:00:00Z'))).toBe('2026-04-06');
    // Midnight on 6 April UK time is 23:00 on 5 April UTC.
    expect(statePensionAgeCheckDate('2026-27', new Date('2026-04-05T23:30:00Z'))).toBe('2026-04-06');
  });
});

describe('parseIsoDate', () => {
  it('takes real days only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2025-2-1')).toBeNull();
  });
});
