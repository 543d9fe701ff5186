import { describe, expect, it } from 'vitest';
import { calculateHousingBenefit } from '~/calc/housing-benefit';
import { msg } from '~/calc/message';
import { calculatePensionCredit, defaultPensionCreditPerson } from '~/calc/pension-credit';
import { readSavedHousingBenefitInput } from '~/islands/housing-benefit/saved-input';
import { pensionCreditToHousingBenefit } from './to-housing-benefit';
import type { PensionCreditAnswers } from './state';

/** A renting couple of 72 and 70 with a disabled child, a lodger-free home and modest pensions. */
function household(): PensionCreditAnswers {
  return {
    taxYear: '2026-27',
    claimant: { ...defaultPensionCreditPerson(), age: 72, statePension: 184.9, otherPensions: 20.05, earnings: 30, getsDisabilityBenefit: true },
    partner: { ...defaultPensionCreditPerson(), age: 70, statePension: 100, countedBenefits: 12.5, getsCarersAllowance: true },
    otherAdults: 1,
    children: [{ age: 15, disabilityRate: 'lower' }],
    savings: 4000,
    housingCostsWeekly: 0,
    home: 'rent',
    rentWeekly: 140,
  };
}

describe('pensionCreditToHousingBenefit', () => {
  it('carries the household, income and rent over, with State Pension age and guarantee credit', () => {
    const input = household();
    const result = calculatePensionCredit(input);
    expect(result.guaranteeCredit).toBeGreaterThan(0);
    const hb = pensionCreditToHousingBenefit(input, result);
    expect(hb.taxYear).toBe('2026-27');
    // The partner is "Do you live with a partner?" and their age, never a person in the list (docs/rules.md HB 1).
    expect(hb.personalDetails).toMatchObject({ age: 72, relationshipStatus: 'couple', partnerAge: 70, isPensionAge: true });
    expect(hb.personalDetails.household).toEqual([
      { age: 15, relationship: 'child', isStudent: false, hasDisability: true, contributesToRent: false },
      { age: 18, relationship: 'non-dependant', isStudent: false, hasDisability: false, contributesToRent: false },
    ]);
    // A disability benefit: no deductions for other adults (HB Regs (SPC) reg 55(6)) and the severe disability premium's
    // benefit for you; Carer's Allowance: the carer premium. Housing Benefit's own test then gives no severe disability
    // premium: a couple needs both to get the benefit, and another adult lives there (HB Regs (SPC) Sch 3 para 6).
    expect(hb.personalDetails.disabilities).toEqual(['no-non-dependant-deductions', 'severe-disability-premium', 'carer-premium']);
    expect(calculateHousingBenefit(hb).breakdown.premiums.find((l) => l.rateId?.startsWith('housing-benefit.premium.severe-disability'))?.qualifying).toBe(false);
    expect(hb.propertyDetails.actualRent).toBe(140);
    expect(hb.incomeDetails).toMatchObject({
      earnings: 30,
      partnerEarnings: 0,
      // 184.90 + 20.05 + 100.00 = 304.95
      pension: 304.95,
      otherIncome: 12.5,
      savings: 4000,
      getsGuaranteeCredit: true,
    });
  });

  it('carries the partner’s age and a mixed-age couple’s answer about 15 May 2019, so Housing Benefit routes them as Pension Credit did', () => {
    const input: PensionCreditAnswers = { ...household(), partner: { ...defaultPensionCreditPerson(), age: 60 }, otherAdults: 0, children: [], entitledBeforeMay2019: true };
    const hb = pensionCreditToHousingBenefit(input, calculatePensionCredit(input));
    expect(hb.personalDetails).toMatchObject({ partnerAge: 60, claimBeforeMay2019: true });
    expect(calculateHousingBenefit(hb).isPensionAge).toBe(true);
    const since2019 = pensionCreditToHousingBenefit({ ...input, entitledBeforeMay2019: false }, calculatePensionCredit({ ...input, entitledBeforeMay2019: false }));
    // Without the exception a couple with one partner under State Pension age claims Universal Credit (HB 2).
    expect(calculateHousingBenefit(since2019).isPensionAge).toBe(false);
  });

  it('reads back unchanged through the Housing Benefit page’s restore, and gives maximum Housing Benefit there', () => {
    const input = household();
    const hb = pensionCreditToHousingBenefit(input, calculatePensionCredit(input));
    expect(readSavedHousingBenefitInput(JSON.parse(JSON.stringify(hb)))).toEqual({ input: hb, reset: [] });
    // Guarantee credit: income ignored; no LHA area looked up, so the rent of £140 is not capped and nothing is deducted.
    expect(calculateHousingBenefit(hb).weeklyAmount).toBe(140);
  });

  it('no guarantee credit: the question answered No; a single person living alone with the severe disability addition gets the premium', () => {
    const input: PensionCreditAnswers = {
      ...household(),
      claimant: { ...defaultPensionCreditPerson(), age: 80, statePension: 500, getsDisabilityBenefit: true },
      partner: null,
      otherAdults: 0,
      children: [],
    };
    const result = calculatePensionCredit(input);
    expect(result.guaranteeCredit).toBe(0);
    const hb = pensionCreditToHousingBenefit(input, result);
    expect(hb.incomeDetails.getsGuaranteeCredit).toBe(false);
    expect(hb.personalDetails.relationshipStatus).toBe('single');
    expect(hb.personalDetails.household).toEqual([]);
    expect(hb.personalDetails.disabilities).toEqual(['no-non-dependant-deductions', 'severe-disability-premium']);
    expect(hb.incomeDetails.partnerEarnings).toBe(0);
  });

  it('an owner’s home carries no rent; no tax year chosen carries none', () => {
    const { taxYear: _, ...input } = { ...household(), home: 'own' as const };
    const hb = pensionCreditToHousingBenefit(input, calculatePensionCredit(input));
    expect(hb.propertyDetails.actualRent).toBe(0);
    expect(hb).not.toHaveProperty('taxYear');
  });

  it('carries the partner’s State Pension age as the Pension Credit engine reads it: a date of birth that settles it needs no answer', () => {
    // 2026/27: a partner of 66 born 1 March 1960 (before 6 April 1960) reached it on their 66th birthday,
    // 1 March 2026, so on any day of the year; without an answer Housing Benefit would have asked at 66.
    const partner = { ...defaultPensionCreditPerson(), age: 66, dateOfBirth: '1960-03-01' };
    const input: PensionCreditAnswers = { ...household(), partner, otherAdults: 0, children: [] };
    const hb = pensionCreditToHousingBenefit(input, calculatePensionCredit(input));
    expect(hb.personalDetails).toMatchObject({ partnerAge: 66, partnerIsPensionAge: true });
    expect(calculateHousingBenefit(hb)).toMatchObject({ isPensionAge: true, route: 'pension-age' });
  });

  it('names each other adult in the result by their number in Housing Benefit’s people list: after a child, person 2', () => {
    const input = household();
    const hb = pensionCreditToHousingBenefit(input, calculatePensionCredit(input));
    // The list is the child (person 1), then the other adult (person 2), as the form numbers them.
    expect(hb.personalDetails.household.map((m) => m.relationship)).toEqual(['child', 'non-dependant']);
    // You get a disability benefit, so no deduction (HB(SPC) Regs reg 55(6)); the line still names them.
    expect(calculateHousingBenefit(hb).breakdown.deductions).toEqual([expect.objectContaining({ name: msg('hb.nonDependantDeduction', { n: 2, age: 18 }), qualifying: false })]);
  });

  it('a child at the higher rate of the disability addition ticks Housing Benefit’s enhanced disability premium for a child; the lower rate does not', () => {
    const higher: PensionCreditAnswers = {
      taxYear: '2026-27',
      claimant: { ...defaultPensionCreditPerson(), age: 70, statePension: 600 },
      partner: null,
      otherAdults: 0,
      children: [{ age: 12, disabilityRate: 'higher' }],
      savings: 0,
      housingCostsWeekly: 0,
      home: 'rent',
      rentWeekly: 150,
    };
    const result = calculatePensionCredit(higher);
    expect(result.guaranteeCredit).toBe(0);
    const hb = pensionCreditToHousingBenefit(higher, result);
    expect(hb.personalDetails.disabilities).toEqual(['enhanced-disability-child']);
    expect(hb.personalDetails.household).toEqual([{ age: 12, relationship: 'child', isStudent: false, hasDisability: true, contributesToRent: false }]);
    // 2026/27, pension age from April 2021 (70 < 66 + 5): 238.00 + child 87.88 + disabled child 84.46 + enhanced (child) 33.99
    // (HB(SPC) Regs Sch 3 paras 7-8) = 444.33. Pension 600 − 444.33 = 155.67; 65% = 101.1855 → 101.19. No LHA area handed
    // over, so the rent of 150 is not capped: 150 − 101.19 = 48.81 (without the premium 26.72: 22.09 a week less).
    expect(calculateHousingBenefit(hb)).toMatchObject({ applicableAmount: 444.33, taperReduction: 101.19, weeklyAmount: 48.81 });

    const lower = { ...higher, children: [{ age: 12, disabilityRate: 'lower' as const }] };
    expect(pensionCreditToHousingBenefit(lower, calculatePensionCredit(lower)).personalDetails.disabilities).toEqual([]);
  });
});

describe('where you live goes with the answers (docs/rules.md "Where you live")', () => {
  it('a Scottish household opens Housing Benefit in Scotland', () => {
    const input: PensionCreditAnswers = { ...household(), location: 'scotland' };
    expect(pensionCreditToHousingBenefit(input, calculatePensionCredit(input)).personalDetails.location).toBe('scotland');
  });

  it('a Northern Irish household opens Housing Benefit in Northern Ireland (the Housing Executive, docs/rules.md "Northern Ireland" 2)', () => {
    const input: PensionCreditAnswers = { ...household(), location: 'northern-ireland' };
    expect(pensionCreditToHousingBenefit(input, calculatePensionCredit(input)).personalDetails.location).toBe('northern-ireland');
    // An answer never given stays unanswered: Housing Benefit's own default (England).
    expect(pensionCreditToHousingBenefit(household(), calculatePensionCredit(household())).personalDetails).not.toHaveProperty('location');
  });
});
