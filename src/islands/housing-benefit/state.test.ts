import { describe, expect, it } from 'vitest';
import { calculateHousingBenefit, defaultHousingBenefitInput, type HousingBenefitInput } from '~/calc/housing-benefit';
import { ratesFor, resolveRates } from '~/calc/rates';
import {
  addMember,
  hbQuestionsShown,
  inputForCalculation,
  RELATIONSHIPS,
  removeMember,
  shownDisabilityQuestions,
  toggleIn,
  updateMember,
  withFuelCharge,
  withPostcode,
} from './state';
import { withCouple } from './CoupleQuestion';
import { isYoungIndividualAsked } from './shared-rate-exemptions';
import { withImpliedDisabilities } from './saved-input';
import { implausibleAmounts } from './implausible';

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

describe('couples among the people who live with you (docs/rules.md HB 5 and 7)', () => {
  const four = () => addMember(addMember(addMember(addMember(defaultHousingBenefitInput()))));
  const named = (input: ReturnType<typeof four>) => input.personalDetails.household.map((m) => m.coupleWith);

  it('names each of a couple with the other, by their numbers on the form, and a new couple undoes the old', () => {
    let input = withCouple(four(), 0, 2);
    expect(named(input)).toEqual([3, undefined, 1, undefined]);
    // Person 2 with person 3: person 1 is no longer named with anyone.
    input = withCouple(input, 1, 2);
    expect(named(input)).toEqual([undefined, 3, 2, undefined]);
    input = withCouple(input, 2, null);
    expect(named(input)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('removing someone moves the numbers after them up, and nobody is left named with the person removed', () => {
    let input = withCouple(withCouple(four(), 2, 3), 0, 1);
    expect(named(input)).toEqual([2, 1, 4, 3]);
    input = removeMember(input, 1);
    expect(named(input)).toEqual([undefined, 3, 2]);
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

describe('implausibleAmounts ("Is this weekly?", docs/product.md §8)', () => {
  const a = resolveRates(ratesFor('2026-27'));
  const withMoney = (rent: number, earnings: number, partnerEarnings = 0, couple = false) => {
    const input = defaultHousingBenefitInput();
    return {
      ...input,
      personalDetails: { ...input.personalDetails, relationshipStatus: couple ? ('couple' as const) : ('single' as const) },
      propertyDetails: { ...input.propertyDetails, actualRent: rent },
      incomeDetails: { ...input.incomeDetails, earnings, partnerEarnings },
    };
  };

  it('asks about a weekly rent above £20,000 a month (× 12 ÷ 52 = £4,615.38) and earnings above £100,000 a month (£23,076.92)', () => {
    expect(implausibleAmounts(withMoney(4615.38, 23076.92), a)).toEqual([]);
    expect(implausibleAmounts(withMoney(4615.39, 23076.93), a)).toEqual([
      { fieldId: 'hb-rent', amount: '£4,615.39', text: 'You entered £4,615.39 a week for your rent.' },
      { fieldId: 'hb-earnings', amount: '£23,076.93', text: 'You entered £23,076.93 a week for your earnings.' },
    ]);
    expect(implausibleAmounts(withMoney(99_999_999_999, 0), a)).toEqual([
      { fieldId: 'hb-rent', amount: '£99,999,999,999.00', text: 'You entered £99,999,999,999.00 a week for your rent.' },
    ]);
  });

  it('a partner’s earnings only for a couple', () => {
    expect(implausibleAmounts(withMoney(100, 0, 50_000), a)).toEqual([]);
    expect(implausibleAmounts(withMoney(100, 0, 50_000, true), a).map((o) => o.fieldId)).toEqual(['hb-partner-earnings']);
  });
});

describe('disability answers, one question per fact (docs/rules.md HB 3, 4 and 7)', () => {
  const a = resolveRates(ratesFor('2026-27'));
  const withAnswers = (disabilities: string[], relationshipStatus: 'single' | 'couple' = 'single') => {
    const base = defaultHousingBenefitInput();
    return { ...base, personalDetails: { ...base.personalDetails, age: 70, relationshipStatus, disabilities } };
  };

  it('answers hanging on a hidden question do not count', () => {
    // "No" to the care benefits: the severe disability and carer answers are hidden, so left out.
    expect(inputForCalculation(withAnswers(['severe-disability-premium', 'carer-paid-for-you', 'carer-premium']), a).personalDetails.disabilities).toEqual(['carer-premium']);
    // "Yes": the other-benefit answer is hidden; a single person is not asked about a partner.
    expect(
      inputForCalculation(
        withAnswers(['no-non-dependant-deductions', 'disability-premium', 'severe-disability-premium', 'severe-disability-premium-couple', 'carer-paid-for-partner']),
        a,
      ).personalDetails.disabilities,
    ).toEqual(['no-non-dependant-deductions', 'severe-disability-premium']);
  });

  it('asks each adult about a care benefit only when you get the severe disability premium’s benefit', () => {
    const input = withAnswers(['no-non-dependant-deductions']);
    const adult = {
      ...input.personalDetails,
      household: [{ age: 40, relationship: 'non-dependant' as const, isStudent: false, hasDisability: false, contributesToRent: false, getsDisabilityBenefitOrBlind: true }],
    };
    expect(inputForCalculation({ ...input, personalDetails: adult }, a).personalDetails.household[0]).not.toHaveProperty('getsDisabilityBenefitOrBlind');
    const severe = { ...adult, disabilities: ['no-non-dependant-deductions', 'severe-disability-premium'] };
    expect(inputForCalculation({ ...input, personalDetails: severe }, a).personalDetails.household[0]?.getsDisabilityBenefitOrBlind).toBe(true);
    expect(shownDisabilityQuestions(severe, true)).toMatchObject({
      otherBenefit: false,
      severe: true,
      severeCouple: false,
      enhanced: false,
      carerForYou: true,
      adultsCareBenefit: true,
    });
  });

  it('an earlier version’s severe disability tick is also the care-benefit answer it implies', () => {
    expect(withImpliedDisabilities(['severe-disability-premium'])).toEqual(['no-non-dependant-deductions', 'severe-disability-premium']);
    expect(withImpliedDisabilities(['carer-premium'])).toEqual(['carer-premium']);
  });

  it('the partner is not offered in the people list', () => {
    expect(RELATIONSHIPS).not.toContain('partner');
  });
});

describe('the "young individual" cases (docs/rules.md HB 5; HB Regs reg 2(1))', () => {
  const a = resolveRates(ratesFor('2026-27'));
  const single = (age: number) => {
    const input = defaultHousingBenefitInput();
    return { ...input, taxYear: '2026-27' as const, personalDetails: { ...input.personalDetails, age, sharedRateExemptions: ['care-leaver' as const] } };
  };
  const asked = (input: HousingBenefitInput) => isYoungIndividualAsked(input, hbQuestionsShown(input, a).isPensionAge, a);

  it('are asked of a single private renter under 35 with no child', () => {
    expect(asked(single(23))).toBe(true);
  });

  it('are not asked from 35, of a couple, with a child, of a council tenant, a foster carer or with an overnight carer', () => {
    const base = single(23);
    const couple = { ...base, personalDetails: { ...base.personalDetails, relationshipStatus: 'couple' as const } };
    const child = updateMember(addMember(base), 0, { relationship: 'child', age: 4 });
    const council = { ...base, propertyDetails: { ...base.propertyDetails, tenancyType: 'social' as const } };
    const foster = { ...base, personalDetails: { ...base.personalDetails, fosterCarer: true } };
    const carer = { ...base, personalDetails: { ...base.personalDetails, overnightCareRooms: 1 } };
    for (const input of [single(35), couple, child, council, foster, carer]) expect(asked(input)).toBe(false);
  });

  it('where not asked, the engine does not apply them either: a council tenant of 23 who left care keeps the shared category', () => {
    const base = single(23);
    const council = { ...base, propertyDetails: { ...base.propertyDetails, tenancyType: 'social' as const } };
    expect(calculateHousingBenefit(council).lhaCategory).toBe('shared-room');
  });
});
