/**
 * The bedrooms a claimant says they are allowed (docs/rules.md HB 5): the number first shown when
 * ticked is the engine's count from the answers, whatever was typed before.
 */
import { describe, expect, it } from 'vitest';
import { defaultHousingBenefitInput, type HousingBenefitInput } from '~/calc/housing-benefit';
import { ratesFor, resolveRates } from '~/calc/rates';
import { hbBedroomsCounted } from './bedrooms-typed';

const a = resolveRates(ratesFor('2026-27'));

describe('the bedrooms typed as allowed (Housing Benefit)', () => {
  it('starts from the count from the answers: two boys of 12 and 14 share (HB Regs reg B13(5)), 1 + 1 = 2, not the number typed before', () => {
    const base = defaultHousingBenefitInput();
    const boy = (age: number) => ({ age, relationship: 'child' as const, isStudent: false, hasDisability: false, contributesToRent: false, sex: 'male' as const });
    const input: HousingBenefitInput = {
      ...base,
      taxYear: '2026-27',
      personalDetails: { ...base.personalDetails, age: 40, household: [boy(12), boy(14)] },
      propertyDetails: { ...base.propertyDetails, tenancyType: 'social', bedrooms: 3, actualRent: 100 },
    };
    expect(hbBedroomsCounted(input, a)).toBe(2);
    expect(hbBedroomsCounted({ ...input, propertyDetails: { ...input.propertyDetails, bedroomsTyped: 4 } }, a)).toBe(2);
  });
});
