import { describe, expect, it } from 'vitest';
import { defaultHousingBenefitInput } from '~/calc/housing-benefit';
import { addMember, removeMember, toggleIn, updateMember, withFuelCharge, withPostcode } from './state';

describe('household members (docs/product.md §3: defaults age 18, non-dependant)', () => {
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

describe('withPostcode (docs/product.md §3: upper-cased on entry)', () => {
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

describe('withFuelCharge (docs/rules.md HB 6)', () => {
  it('keeps an amount above 0 and leaves the field out at 0 (not known)', () => {
    const withFuel = withFuelCharge(defaultHousingBenefitInput(), 12.5);
    expect(withFuel.propertyDetails.fuelChargeWeekly).toBe(12.5);
    expect('fuelChargeWeekly' in withFuelCharge(withFuel, 0).propertyDetails).toBe(false);
  });
});
