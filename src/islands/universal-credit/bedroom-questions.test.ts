/** When the Universal Credit form asks the bedroom questions, and what it keeps of them (docs/rules.md UC 4). */
import { describe, expect, it } from 'vitest';
import { calculateUniversalCredit, type UniversalCreditInput } from '~/calc/universal-credit';
import { ratesFor } from '~/calc/rates';
import { readSavedUniversalCreditInput } from './saved-input';
import { bedroomQuestionsAsked } from './bedroom-questions';
import { inputForCalculation } from './state';

const y2026 = ratesFor('2026-27');
const read = (data: unknown): UniversalCreditInput => readSavedUniversalCreditInput(data).input;
const social = (children: unknown[], actualBedrooms: number, more: object = {}) =>
  read({
    taxYear: '2026-27',
    personalDetails: { age: 40, children },
    incomeDetails: { earnedIncome: 1000 },
    housingDetails: { monthlyRent: 700, tenancyType: 'social', actualBedrooms, ...more },
  });

describe('bedroomQuestionsAsked', () => {
  it('asks two children’s sex when they are 12 and 14, not when both are under 10, nor when not renting', () => {
    expect(bedroomQuestionsAsked(social([{ age: 12 }, { age: 14 }], 3), y2026).sex).toEqual([true, true]);
    expect(bedroomQuestionsAsked(social([{ age: 4 }, { age: 7 }], 3), y2026).sex).toEqual([false, false]);
    const owner = read({ personalDetails: { children: [{ age: 12 }, { age: 14 }] }, housingDetails: { housingType: 'own-outright' } });
    expect(bedroomQuestionsAsked(owner, y2026).sex).toEqual([false, false]);
  });

  it('asks whether a disabled child cannot share only when they would otherwise share a room with another child', () => {
    expect(bedroomQuestionsAsked(social([{ age: 12, hasDisability: true }, { age: 14 }], 3), y2026).cannotShare).toEqual([true, false]);
    expect(bedroomQuestionsAsked(social([{ age: 12, hasDisability: true }], 3), y2026).cannotShare).toEqual([false]);
  });

  it('asks the extra rooms of a private renter, and of a council tenant only with more bedrooms than allowed without them', () => {
    // Two sons share: 1 + 1 = 2 allowed without extras.
    const sons = [
      { age: 12, sex: 'male' },
      { age: 14, sex: 'male' },
    ];
    expect(bedroomQuestionsAsked(social(sons, 3), y2026).isExtraRoomsAsked).toBe(true);
    expect(bedroomQuestionsAsked(social(sons, 2), y2026).isExtraRoomsAsked).toBe(false);
    expect(bedroomQuestionsAsked(social(sons, 3), y2026).isCoupleAsked).toBe(false);
    const privateRenter = read({ personalDetails: { age: 40, relationshipStatus: 'couple' }, housingDetails: { monthlyRent: 700 } });
    expect(bedroomQuestionsAsked(privateRenter, y2026)).toMatchObject({ isExtraRoomsAsked: true, isCoupleAsked: true, isFosterAsked: true });
  });

  it('leaves the foster question to the shared accommodation rate’s exemptions when those are asked (one answer)', () => {
    const single30 = read({ personalDetails: { age: 30 }, housingDetails: { monthlyRent: 700 } });
    expect(bedroomQuestionsAsked(single30, y2026).isFosterAsked).toBe(false);
  });
});

describe('inputForCalculation keeps the bedroom answers only where asked', () => {
  it('the issue’s council tenant: two sons 12 and 14 in a 3-bedroom home, 14% of 700 = 98 off', () => {
    const input = social(
      [
        { age: 12, sex: 'male' },
        { age: 14, sex: 'male' },
      ],
      3,
    );
    expect(calculateUniversalCredit(inputForCalculation(input, y2026), y2026).housingCosts.spareBedroomReduction).toBe(98);
  });

  it('drops a sex no longer asked (both children now under 10) and extra rooms a council tenant’s home has no space for', () => {
    const input = social(
      [
        { age: 4, sex: 'male' },
        { age: 7, sex: 'female' },
      ],
      2,
      { overnightCareRooms: 1, fosterCarer: true },
    );
    const used = inputForCalculation(input, y2026);
    expect(used.personalDetails.children).toEqual([
      { age: 4, hasDisability: false },
      { age: 7, hasDisability: false },
    ]);
    expect(used.housingDetails).not.toHaveProperty('overnightCareRooms');
    expect(used.housingDetails).not.toHaveProperty('fosterCarer');
  });
});
