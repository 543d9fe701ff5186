import { describe, expect, it } from 'vitest';
import { calculateHousingBenefit, defaultHouseholdMember, defaultHousingBenefitInput } from './housing-benefit';
import { HOUSING_BENEFIT_CASES } from './housing-benefit.cases';
import { applyRateOverrides, DEFAULT_RATES } from './rates';
import { findLhaArea } from './lha';

describe('calculateHousingBenefit: rule cases', () => {
  it('has at least 20 cases', () => {
    expect(HOUSING_BENEFIT_CASES.length).toBeGreaterThanOrEqual(20);
  });

  describe.each(HOUSING_BENEFIT_CASES)('$name', ({ input, expected, checks }) => {
    it(`matches the hand-worked figures (${checks})`, () => {
      expect(calculateHousingBenefit(input)).toMatchObject(expected);
    });
  });
});

describe('calculateHousingBenefit: working', () => {
  const result = calculateHousingBenefit({
    personalDetails: { age: 40, household: [{ age: 30, relationship: 'non-dependant', contributesToRent: true }], disabilities: ['disability-premium'] },
    propertyDetails: { actualRent: 130 },
    incomeDetails: { earnings: 200 },
  });

  it('gives every premium, deduction and rent step an amount, a qualifying flag, a rate id and its working', () => {
    const { breakdown } = result;
    for (const line of [breakdown.personalAllowance, ...breakdown.premiums, ...breakdown.deductions, ...breakdown.rent, ...breakdown.income, breakdown.taper]) {
      expect(line.working.length).toBeGreaterThan(0);
      expect(line.rateId === null || line.rateId in DEFAULT_RATES).toBe(true);
      if (!line.qualifying) expect(line.amount).toBe(0);
    }
    expect(breakdown.premiums.map((p) => p.name)).toEqual([
      'Family premium',
      'Disability premium',
      'Severe disability premium',
      'Enhanced disability premium',
      'Carer premium',
    ]);
    expect(breakdown.premiums[1]).toMatchObject({ amount: 42.5, qualifying: true, rateId: 'housing-benefit.premium.disability' });
    expect(breakdown.deductions[0]).toMatchObject({ amount: 80.4, rateId: 'housing-benefit.non-dependant.working-middle' });
  });

  it('explains the LHA cap and the taper', () => {
    expect(result.breakdown.rent[1]).toMatchObject({
      name: 'Local Housing Allowance limit',
      amount: 10,
      qualifying: true,
      rateId: 'housing-benefit.lha.default-area.one-bed',
      working: 'Above the £120 LHA rate (1 bedroom, Default area)',
    });
    // 97.75 + 42.50 = 140.25; 200 − 140.25 = 59.75; 0.65 × 59.75 = 38.8375 → 38.84.
    expect(result.breakdown.taper.working).toBe('65% of income above the applicable amount: 0.65 × (£200 − £140.25) = £38.84');
  });

  it('says to look up a postcode when the default area was used', () => {
    expect(result.nextSteps).toContain('Look up your postcode for your local LHA rate');
  });
});

describe('calculateHousingBenefit: rates, areas and robustness', () => {
  it('takes an area rate from the rates table it is given (an admin edit reaches saved calculations)', () => {
    const area = findLhaArea('LS1 4AP');
    const rates = applyRateOverrides(DEFAULT_RATES, [{ id: 'housing-benefit.lha.leeds.one-bed', amount: 100 }]);
    const result = calculateHousingBenefit({ personalDetails: { age: 40 }, propertyDetails: { actualRent: 200 }, lhaArea: area }, rates);
    expect(result.lhaRate).toBe(100);
    expect(result.lhaAreaName).toBe('Leeds');
  });

  it("uses the area's own rates for an area the table does not know", () => {
    const area = { id: 'somewhere', name: 'Somewhere', rates: { 'shared-room': 50, 'one-bed': 90, 'two-bed': 1, 'three-bed': 1, 'four-bed': 1 } };
    const result = calculateHousingBenefit({ personalDetails: { age: 40 }, propertyDetails: { actualRent: 200 }, lhaArea: area as never });
    expect(result.lhaRate).toBe(90);
  });

  it('gives the spec defaults', () => {
    expect(defaultHousingBenefitInput().personalDetails).toEqual({ age: 25, relationshipStatus: 'single', household: [], disabilities: [], isStudent: false, immigration: 'british' });
    expect(defaultHousingBenefitInput().propertyDetails).toMatchObject({ propertyType: 'flat', bedrooms: 1, tenancyType: 'private', postcode: '' });
    expect(defaultHouseholdMember()).toEqual({ age: 18, relationship: 'non-dependant', isStudent: false, hasDisability: false, contributesToRent: false });
  });

  it.each([undefined, null, {}, { personalDetails: { household: 'x' } }, { propertyDetails: null, incomeDetails: 7 }])('never throws (%j)', (input) => {
    expect(calculateHousingBenefit(input as never).weeklyAmount).toBe(0);
  });

  it('keeps absurd amounts finite', () => {
    const result = calculateHousingBenefit({ propertyDetails: { actualRent: 1e12, serviceCharges: 1e12 }, incomeDetails: { earnings: 1e12 } });
    expect(result.weeklyAmount).toBe(0);
    expect(Number.isFinite(result.taperReduction)).toBe(true);
  });
});
