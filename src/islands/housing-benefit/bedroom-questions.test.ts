/** When the Housing Benefit form asks the bedroom questions, and what it keeps of them (docs/rules.md HB 5). */
import { describe, expect, it } from 'vitest';
import { calculateHousingBenefit, type HouseholdMember, type HousingBenefitInput } from '~/calc/housing-benefit';
import { ratesFor, resolveRates } from '~/calc/rates';
import { readSavedHousingBenefitInput } from './saved-input';
import { hbBedroomQuestionsAsked } from './bedroom-questions';
import { inputForCalculation } from './state';

const table = ratesFor('2026-27');
const a = resolveRates(table);
const child = (age: number, more: Partial<HouseholdMember> = {}) => ({ age, relationship: 'child', isStudent: false, hasDisability: false, contributesToRent: false, ...more });
const council = (household: unknown[], bedrooms: number, personal: object = {}): HousingBenefitInput =>
  readSavedHousingBenefitInput({
    taxYear: '2026-27',
    personalDetails: { age: 40, household, ...personal },
    propertyDetails: { tenancyType: 'social', actualRent: 100, bedrooms },
  }).input;

describe('hbBedroomQuestionsAsked', () => {
  it('asks the sex of children 12 and 14, not of a non-dependant nor of two under-10s', () => {
    expect(hbBedroomQuestionsAsked(council([child(12), child(14), { age: 30, relationship: 'non-dependant' }], 3), a).sex).toEqual([true, true, false]);
    expect(hbBedroomQuestionsAsked(council([child(4), child(7)], 3), a).sex).toEqual([false, false]);
  });

  it('asks the extra rooms of a council tenant only with more bedrooms than the household needs without them', () => {
    const sons = [child(12, { sex: 'male' }), child(14, { sex: 'male' })];
    expect(hbBedroomQuestionsAsked(council(sons, 3), a).isExtraRoomsAsked).toBe(true);
    expect(hbBedroomQuestionsAsked(council(sons, 2), a).isExtraRoomsAsked).toBe(false);
  });
});

describe('whether two of the people are a couple (docs/rules.md HB 5 and 7)', () => {
  const adult = (age: number, more: Partial<HouseholdMember> = {}) => ({
    age,
    relationship: 'non-dependant',
    isStudent: false,
    hasDisability: false,
    contributesToRent: false,
    ...more,
  });

  it('is asked of each person of 16 or over who is not a child once there are two, offering the others', () => {
    expect(hbBedroomQuestionsAsked(council([adult(30), child(5), adult(28), adult(15)], 3), a).couple).toEqual([[3], null, [1], null]);
    expect(hbBedroomQuestionsAsked(council([adult(30), child(5)], 3), a).couple).toEqual([null, null]);
  });

  it('keeps a couple who name each other: one bedroom between them in a 2-bedroom council home, so no cut', () => {
    const input = council([adult(30, { coupleWith: 2 }), adult(28, { coupleWith: 1 })], 2);
    expect(inputForCalculation(input, a).personalDetails.household.map((m) => m.coupleWith)).toEqual([2, 1]);
    // 1 (you) + 1 (the couple) = 2: no spare bedroom.
    expect(calculateHousingBenefit(inputForCalculation(input, a), table)).toMatchObject({ bedroomsNeeded: 2, bedroomTaxReduction: 0 });
  });

  it('drops the answer when the other is no longer an adult who could be one of a couple', () => {
    const input = council([adult(30, { coupleWith: 2 }), child(15, { coupleWith: 1 })], 3);
    expect(inputForCalculation(input, a).personalDetails.household.map((m) => m.coupleWith)).toEqual([undefined, undefined]);
  });
});

describe('inputForCalculation keeps the bedroom answers only where asked', () => {
  it('two sons 12 and 14 in a 3-bedroom council home: 2 needed, 14% of 100 = 14 off', () => {
    const input = council([child(12, { sex: 'male' }), child(14, { sex: 'male' })], 3);
    const result = calculateHousingBenefit(inputForCalculation(input, a), table);
    expect(result.bedroomsNeeded).toBe(2);
    expect(result.bedroomTaxReduction).toBe(14);
    expect(JSON.stringify(result.lhaWorking)).toContain('"bedrooms.twoSons"');
  });

  it('an old save’s "carer to stay overnight" tick still counts one room (2-bedroom council home, couple: 1 + 1 = 2, no cut)', () => {
    const input = council([], 2, { relationshipStatus: 'couple', disabilities: ['carer-bedroom-needed'] });
    expect(calculateHousingBenefit(inputForCalculation(input, a), table)).toMatchObject({ bedroomsNeeded: 2, bedroomTaxReduction: 0 });
  });

  it('the number answered replaces the tick: 0 rooms → 1 needed, 14% off', () => {
    const input = council([], 2, { relationshipStatus: 'couple', disabilities: ['carer-bedroom-needed'], overnightCareRooms: 0 });
    const used = inputForCalculation(input, a);
    expect(used.personalDetails.disabilities).not.toContain('carer-bedroom-needed');
    expect(calculateHousingBenefit(used, table)).toMatchObject({ bedroomsNeeded: 1, bedroomTaxReduction: 14 });
  });

  it('drops a sex no longer asked and a foster answer a full home has no room for', () => {
    const input = council([child(4, { sex: 'male' }), child(7, { sex: 'female' })], 2, { fosterCarer: true });
    const used = inputForCalculation(input, a);
    expect(used.personalDetails.household.map((m) => m.sex)).toEqual([undefined, undefined]);
    expect(used.personalDetails).not.toHaveProperty('fosterCarer');
  });
});

describe('readSavedHousingBenefitInput: the bedroom answers', () => {
  it('keeps them when given and opens a save without them as before', () => {
    const { input, reset } = readSavedHousingBenefitInput({
      personalDetails: { household: [child(12, { sex: 'female', cannotShare: true, hasDisability: true })], coupleCannotShare: true, overnightCareRooms: 2, fosterCarer: true },
    });
    expect(reset).toEqual([]);
    expect(input.personalDetails.household[0]).toMatchObject({ sex: 'female', cannotShare: true });
    expect(input.personalDetails).toMatchObject({ coupleCannotShare: true, overnightCareRooms: 2, fosterCarer: true });
    const old = readSavedHousingBenefitInput({ personalDetails: { household: [child(12)] } }).input.personalDetails;
    expect(old.household[0]).not.toHaveProperty('sex');
    for (const key of ['coupleCannotShare', 'overnightCareRooms', 'fosterCarer']) expect(old).not.toHaveProperty(key);
  });

  it('keeps who lives with whom as a couple, and names and drops a number that is not someone else', () => {
    const kept = readSavedHousingBenefitInput({
      personalDetails: {
        household: [
          { age: 30, relationship: 'non-dependant', coupleWith: 2 },
          { age: 28, coupleWith: 1 },
        ],
      },
    });
    expect(kept.reset).toEqual([]);
    expect(kept.input.personalDetails.household.map((m) => m.coupleWith)).toEqual([2, 1]);
    const wrong = readSavedHousingBenefitInput({
      personalDetails: {
        household: [
          { age: 30, coupleWith: 'two' },
          { age: 28, coupleWith: 2 },
        ],
      },
    });
    expect(wrong.input.personalDetails.household.map((m) => m.coupleWith)).toEqual([undefined, undefined]);
    expect(wrong.reset).toEqual(['who person 1 lives with as a couple']);
  });

  it('names a sex that is neither boy nor girl and drops it', () => {
    const { input, reset } = readSavedHousingBenefitInput({ personalDetails: { household: [{ ...child(12), sex: 'x' }] } });
    expect(input.personalDetails.household[0]).not.toHaveProperty('sex');
    expect(reset).toEqual(['whether person 1 is a boy or a girl']);
  });
});
