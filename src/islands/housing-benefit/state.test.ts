import { describe, expect, it } from 'vitest';
import { calculateHousingBenefit, defaultHousingBenefitInput } from '~/calc/housing-benefit';
import { addMember, readHousingBenefitInput, readHousingBenefitResult, removeMember, toggleIn, updateMember, withPostcode } from './state';

describe('readHousingBenefitInput (saved data over the spec 001 §3 defaults, §5 clamping)', () => {
  it('gives the defaults for anything that is not an input', () => {
    for (const value of [null, undefined, 42, 'text', [], {}]) {
      expect(readHousingBenefitInput(value)).toEqual({ ...defaultHousingBenefitInput(), lhaArea: null });
    }
  });

  it.each([
    ['own age below 16 → 16', { personalDetails: { age: 3 } }, (i: ReturnType<typeof readHousingBenefitInput>) => i.personalDetails.age, 16],
    ['own age not a number → 16', { personalDetails: { age: 'x' } }, (i: ReturnType<typeof readHousingBenefitInput>) => i.personalDetails.age, 16],
    ['own age above 100 → 100', { personalDetails: { age: 140 } }, (i: ReturnType<typeof readHousingBenefitInput>) => i.personalDetails.age, 100],
    ['member age not a number → 0', { personalDetails: { household: [{ age: null }] } }, (i: ReturnType<typeof readHousingBenefitInput>) => i.personalDetails.household[0]?.age, 0],
    ['member age above 100 → 100', { personalDetails: { household: [{ age: 101 }] } }, (i: ReturnType<typeof readHousingBenefitInput>) => i.personalDetails.household[0]?.age, 100],
    ['bedrooms above 10 → 10', { propertyDetails: { bedrooms: 11 } }, (i: ReturnType<typeof readHousingBenefitInput>) => i.propertyDetails.bedrooms, 10],
    ['bedrooms not a number → 0', { propertyDetails: { bedrooms: 'two' } }, (i: ReturnType<typeof readHousingBenefitInput>) => i.propertyDetails.bedrooms, 0],
    ['negative rent → 0', { propertyDetails: { actualRent: -5 } }, (i: ReturnType<typeof readHousingBenefitInput>) => i.propertyDetails.actualRent, 0],
    ['rent to the penny', { propertyDetails: { actualRent: 150.456 } }, (i: ReturnType<typeof readHousingBenefitInput>) => i.propertyDetails.actualRent, 150.46],
    ['postcode upper-cased', { propertyDetails: { postcode: 'm1 1ae' } }, (i: ReturnType<typeof readHousingBenefitInput>) => i.propertyDetails.postcode, 'M1 1AE'],
    ['unknown tenancy → private', { propertyDetails: { tenancyType: 'owner' } }, (i: ReturnType<typeof readHousingBenefitInput>) => i.propertyDetails.tenancyType, 'private'],
    ['unknown relationship → non-dependant', { personalDetails: { household: [{ relationship: 'cousin' }] } }, (i: ReturnType<typeof readHousingBenefitInput>) => i.personalDetails.household[0]?.relationship, 'non-dependant'],
  ])('%s', (_name, data, pick, expected) => {
    expect(pick(readHousingBenefitInput(data))).toBe(expected);
  });

  it('keeps a complete input as it was', () => {
    const input = { ...defaultHousingBenefitInput(), lhaArea: null };
    input.personalDetails.household = [{ age: 20, relationship: 'non-dependant', isStudent: true, hasDisability: false, contributesToRent: true }];
    input.personalDetails.disabilities = ['carer-premium'];
    input.incomeDetails.otherBenefits = ['income-support'];
    expect(readHousingBenefitInput(JSON.parse(JSON.stringify(input)))).toEqual(input);
  });
});

describe('readHousingBenefitResult', () => {
  it('accepts what the engine gives, after a JSON round trip', () => {
    const result = JSON.parse(JSON.stringify(calculateHousingBenefit(defaultHousingBenefitInput())));
    expect(readHousingBenefitResult(result)).toEqual(result);
  });
  it.each([null, {}, { weeklyAmount: 55.2 }, { ...calculateHousingBenefit(null), breakdown: null }])('rejects %j', (value) => {
    expect(readHousingBenefitResult(value)).toBeNull();
  });
});

describe('household members (spec 001 §3: defaults age 18, non-dependant)', () => {
  it('adds, changes and removes people', () => {
    let input = addMember(addMember(defaultHousingBenefitInput()));
    expect(input.personalDetails.household).toEqual([
      { age: 18, relationship: 'non-dependant', isStudent: false, hasDisability: false, contributesToRent: false },
      { age: 18, relationship: 'non-dependant', isStudent: false, hasDisability: false, contributesToRent: false },
    ]);
    input = updateMember(input, 1, { relationship: 'child', age: 7 });
    input = removeMember(input, 0);
    expect(input.personalDetails.household).toEqual([{ age: 7, relationship: 'child', isStudent: false, hasDisability: false, contributesToRent: false }]);
  });
});

describe('toggleIn', () => {
  it.each([
    [[], 'a', true, ['a']],
    [['a'], 'a', true, ['a']],
    [['a', 'b'], 'a', false, ['b']],
    [['b'], 'a', false, ['b']],
  ])('%j %s %s → %j', (list, value, on, expected) => {
    expect(toggleIn(list, value, on)).toEqual(expected);
  });
});

describe('withPostcode (spec 001 §3: upper-cased on entry)', () => {
  it('upper-cases and forgets the area found for the old postcode', () => {
    const area = { id: 'leeds', name: 'Leeds' } as never;
    const input = { ...defaultHousingBenefitInput(), lhaArea: area };
    const next = withPostcode(input, 'ls1 4');
    expect(next.propertyDetails.postcode).toBe('LS1 4');
    expect(next.lhaArea).toBeNull();
  });
  it('keeps the same object when nothing changes', () => {
    const input = withPostcode(defaultHousingBenefitInput(), 'M1');
    expect(withPostcode(input, 'm1')).toBe(input);
  });
});
