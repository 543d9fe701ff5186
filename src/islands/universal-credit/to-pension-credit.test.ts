import { describe, expect, it } from 'vitest';
import { defaultUniversalCreditInput, type UniversalCreditInput } from '~/calc/universal-credit';
import { readSavedPensionCreditInput } from '~/islands/pension-credit/saved-input';
import { universalCreditToPensionCredit } from './to-pension-credit';

/** A couple of 70 and 68 in 2026/27 with two children, a non-dependant, earnings, a pension and savings. */
function couple(): UniversalCreditInput {
  const base = defaultUniversalCreditInput();
  return {
    ...base,
    taxYear: '2026-27',
    personalDetails: {
      ...base.personalDetails,
      age: 70,
      relationshipStatus: 'couple',
      partnerAge: 68,
      children: [
        { age: 15, hasDisability: true, disabilityRate: 'higher' },
        { age: 9, hasDisability: false, bornBeforeApril2017: true },
        { age: 4, hasDisability: true },
      ],
    },
    incomeDetails: { ...base.incomeDetails, earnedIncome: 260, partnerEarnedIncome: 100, pension: 1045.63, savings: 12000 },
    housingDetails: { ...base.housingDetails, monthlyRent: 650, nonDependants: 1 },
  };
}

describe('universalCreditToPensionCredit', () => {
  it('carries the household, earnings, pension and savings, monthly money made weekly (× 12 ÷ 52, to the penny)', () => {
    expect(universalCreditToPensionCredit(couple())).toEqual({
      taxYear: '2026-27',
      location: 'england',
      // 260 × 12 = 3,120; ÷ 52 = 60. 1,045.63 × 12 = 12,547.56; ÷ 52 = 241.299… → 241.30.
      claimant: { age: 70, statePension: 0, otherPensions: 241.3, earnings: 60, countedBenefits: 0 },
      // 100 × 12 = 1,200; ÷ 52 = 23.076… → 23.08.
      partner: { age: 68, statePension: 0, otherPensions: 0, earnings: 23.08, countedBenefits: 0 },
      otherAdults: 1,
      children: [
        { age: 15, disabilityRate: 'higher' },
        { age: 9, bornBeforeApril2017: true, disabilityRate: 'none' },
        { age: 4, disabilityRate: 'lower' },
      ],
      savings: 12000,
      housingCostsWeekly: 0,
      // A renter: 650 × 12 = 7,800; ÷ 52 = 150 a week, for the Pension Credit page's button into Housing Benefit.
      home: 'rent',
      rentWeekly: 150,
    });
  });

  it('reads back unchanged through the Pension Credit page’s restore', () => {
    const pc = universalCreditToPensionCredit(couple());
    expect(readSavedPensionCreditInput(JSON.parse(JSON.stringify(pc)))).toEqual({ input: pc, reset: [] });
  });

  it.each([
    ['mortgage', 'own'],
    ['own-outright', 'own'],
    ['living-with-family', 'other'],
  ] as const)('someone whose home is %s: home %s, no rent', (housingType, home) => {
    const input = couple();
    const pc = universalCreditToPensionCredit({ ...input, housingDetails: { ...input.housingDetails, housingType } });
    expect(pc.home).toBe(home);
    expect(pc).not.toHaveProperty('rentWeekly');
  });

  it('a single person: no partner, and their State Pension age answer carried', () => {
    const input = couple();
    const pc = universalCreditToPensionCredit({
      ...input,
      personalDetails: { ...input.personalDetails, age: 66, relationshipStatus: 'single', partnerAge: undefined, reachedStatePensionAge: true, children: [] },
      housingDetails: { ...input.housingDetails, nonDependants: undefined },
    });
    expect(pc.partner).toBeNull();
    expect(pc.claimant.reachedStatePensionAge).toBe(true);
    expect(pc.otherAdults).toBe(0);
    expect(pc.children).toEqual([]);
  });

  it('a partner’s State Pension age answer is carried; without one, none is set', () => {
    const input = couple();
    const answered = universalCreditToPensionCredit({ ...input, personalDetails: { ...input.personalDetails, partnerAge: 66, partnerReachedStatePensionAge: true } });
    expect(answered.partner).toMatchObject({ age: 66, reachedStatePensionAge: true });
    expect(universalCreditToPensionCredit(input).partner).not.toHaveProperty('reachedStatePensionAge');
    expect(universalCreditToPensionCredit(input).claimant).not.toHaveProperty('reachedStatePensionAge');
  });

  it('a couple whose partner age was not given: the partner takes State Pension age (66)', () => {
    const input = couple();
    const { partnerAge: _, ...personal } = input.personalDetails;
    expect(universalCreditToPensionCredit({ ...input, personalDetails: personal }).partner?.age).toBe(66);
  });

  it('keeps no tax year when none was chosen', () => {
    const { taxYear: _, ...input } = couple();
    expect(universalCreditToPensionCredit(input)).not.toHaveProperty('taxYear');
  });
});
