import { describe, expect, it } from 'vitest';
import { defaultHousingBenefitInput } from '~/calc/housing-benefit';
import { addMember, linkify, removeMember, toggleIn, updateMember, withPostcode } from './state';

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

describe('linkify (next steps: web addresses and phone numbers are links)', () => {
  it('links a web address and a helpline number, the number as tel: without spaces', () => {
    expect(linkify('Check Universal Credit instead: https://www.gov.uk/universal-credit or call the helpline on 0800 328 5644')).toEqual([
      { text: 'Check Universal Credit instead: ' },
      { text: 'https://www.gov.uk/universal-credit', href: 'https://www.gov.uk/universal-credit' },
      { text: ' or call the helpline on ' },
      { text: '0800 328 5644', href: 'tel:08003285644' },
    ]);
  });
  it('leaves a sentence with nothing to link as one part', () => {
    expect(linkify('Most full-time students cannot get Housing Benefit: check with your council')).toEqual([
      { text: 'Most full-time students cannot get Housing Benefit: check with your council' },
    ]);
  });
  it('does not take a full stop after an address into the link', () => {
    expect(linkify('See https://lha-direct.voa.gov.uk/search.aspx.')[1]).toEqual({
      text: 'https://lha-direct.voa.gov.uk/search.aspx',
      href: 'https://lha-direct.voa.gov.uk/search.aspx',
    });
  });
});
