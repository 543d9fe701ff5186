/**
 * The bedrooms a renter says they are allowed (docs/rules.md UC 4): asked of a renter only; the
 * number first shown when ticked is the engine's count from the answers, whatever was typed before.
 */
import { describe, expect, it } from 'vitest';
import { defaultUniversalCreditInput, type UniversalCreditInput } from '~/calc/universal-credit';
import { ratesFor } from '~/calc/rates';
import { isBedroomsTypedAsked, ucBedroomsCounted } from './bedrooms-typed';

const RATES = ratesFor('2026-27');

/** A renter of 40 with two boys of 12 and 14 in a 3-bedroom council home. */
function family(): UniversalCreditInput {
  const base = defaultUniversalCreditInput();
  return {
    ...base,
    personalDetails: {
      ...base.personalDetails,
      age: 40,
      children: [
        { age: 12, hasDisability: false, sex: 'male' },
        { age: 14, hasDisability: false, sex: 'male' },
      ],
    },
    housingDetails: { ...base.housingDetails, housingType: 'rent', tenancyType: 'social', monthlyRent: 700, actualBedrooms: 3 },
  };
}

describe('the bedrooms typed as allowed (Universal Credit)', () => {
  it('is asked of a renter only', () => {
    const input = family();
    expect(isBedroomsTypedAsked(input)).toBe(true);
    for (const housingType of ['mortgage', 'living-with-family', 'own-outright'] as const) {
      expect(isBedroomsTypedAsked({ ...input, housingDetails: { ...input.housingDetails, housingType } })).toBe(false);
    }
  });

  it('starts from the count from the answers: the two boys share (UC Regs Sch 4 para 10), 1 + 1 = 2, not the number typed before', () => {
    const input = family();
    expect(ucBedroomsCounted(input, RATES)).toBe(2);
    expect(ucBedroomsCounted({ ...input, housingDetails: { ...input.housingDetails, bedroomsTyped: 5 } }, RATES)).toBe(2);
  });
});
