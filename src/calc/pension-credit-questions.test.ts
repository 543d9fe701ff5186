import { describe, expect, it } from 'vitest';
import type { PensionCreditInput } from './pension-credit';
import { ratesFor, resolveRates } from './rates';
import { asksBefore2016, asksStatePensionAge, bornBefore2017FromAge, defaultPensionCreditInput, defaultPensionCreditPerson, isMixedAgeCouple } from './pension-credit-questions';

const a = resolveRates(ratesFor('2026-27'));
const person = (age: number, more = {}) => ({ ...defaultPensionCreditPerson(), age, ...more });
const single = (age: number, more = {}): PensionCreditInput => ({ ...defaultPensionCreditInput(), claimant: person(age, more) });
const couple = (age: number, partnerAge: number): PensionCreditInput => ({ ...single(age), partner: person(partnerAge) });

describe('State Pension age is asked only where it is not certain (docs/rules.md "Pension Credit" 1)', () => {
  it.each([
    [65, false],
    [66, true],
    [67, false],
    [80, false],
  ])('age %i without a date of birth: asked %s', (age, asked) => {
    expect(asksStatePensionAge(person(age), '2026-27', a)).toBe(asked);
  });

  it('a date of birth settles it: born 10 September 1960 reaches it on 10 March 2027, so not asked', () => {
    expect(asksStatePensionAge(person(66, { dateOfBirth: '1960-09-10' }), '2026-27', a)).toBe(false);
  });
});

describe('the 2016 question only when it can change the answer (SPCA s 3(1))', () => {
  it.each([
    [71, false],
    [72, true],
    [75, true],
    [76, false],
  ])('2026/27, single, age %i: asked %s', (age, asked) => {
    expect(asksBefore2016(single(age), 'claimant', '2026-27', a)).toBe(asked);
  });

  it('follows the tax year: 73 is asked in 2026/27 and in 2024/25 (70 to 73), 74 not in 2024/25', () => {
    expect(asksBefore2016(single(73), 'claimant', '2024-25', a)).toBe(true);
    expect(asksBefore2016(single(74), 'claimant', '2024-25', a)).toBe(false);
  });

  it('not for one partner when the other already reached State Pension age before 2016 (a couple needs only one)', () => {
    const input = couple(73, 80);
    expect(asksBefore2016(input, 'claimant', '2026-27', a)).toBe(false);
    expect(asksBefore2016(couple(73, 70), 'claimant', '2026-27', a)).toBe(true);
  });

  it('not for someone who has not reached State Pension age', () => {
    expect(asksBefore2016(single(60), 'claimant', '2026-27', a)).toBe(false);
  });
});

describe('mixed-age couples (SPCA s 4(1A))', () => {
  it('one partner over State Pension age and one under', () => {
    expect(isMixedAgeCouple(couple(70, 60), '2026-27', a)).toBe(true);
    expect(isMixedAgeCouple(couple(70, 68), '2026-27', a)).toBe(false);
    expect(isMixedAgeCouple(single(70), '2026-27', a)).toBe(false);
    // At 66 the answer decides.
    const both = couple(70, 66);
    const asked: PensionCreditInput = { ...both, partner: both.partner && { ...both.partner, reachedStatePensionAge: true } };
    expect(isMixedAgeCouple(asked, '2026-27', a)).toBe(false);
  });
});

describe('children born before 6 April 2017 (Sch IIA para 10): from the age where it settles it', () => {
  it.each([
    [10, '2026-27', true],
    [9, '2026-27', undefined],
    [8, '2026-27', false],
    [8, '2024-25', true],
    [7, '2024-25', undefined],
    [6, '2024-25', false],
  ] as const)('age %i in %s: %s', (age, year, expected) => {
    expect(bornBefore2017FromAge(age, resolveRates(ratesFor(year)))).toBe(expected);
  });
});
