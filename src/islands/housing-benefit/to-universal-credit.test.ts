import { describe, expect, it } from 'vitest';
import { defaultHousingBenefitInput, type HouseholdMember, type HousingBenefitInput } from '~/calc/housing-benefit';
import { lhaAreaById } from '~/calc/lha';
import { ratesFor } from '~/calc/rates';
import { readSavedUniversalCreditInput } from '~/islands/universal-credit/saved-input';
import { calculateUniversalCredit } from '~/calc/universal-credit';
import { housingBenefitToUniversalCredit, weeklyToMonthly } from './to-universal-credit';

const member = (relationship: HouseholdMember['relationship'], age: number, hasDisability = false): HouseholdMember => ({
  age,
  relationship,
  isStudent: false,
  hasDisability,
  contributesToRent: false,
});

/** A working-age couple renting privately, with two children, two non-dependants and a lodger. */
function family(): HousingBenefitInput {
  const base = defaultHousingBenefitInput();
  return {
    ...base,
    taxYear: '2025-26',
    personalDetails: {
      ...base.personalDetails,
      age: 38,
      relationshipStatus: 'couple',
      household: [member('partner', 41), member('child', 4, true), member('child', 12), member('non-dependant', 23), member('non-dependant', 19), member('other', 30)],
    },
    propertyDetails: { ...base.propertyDetails, postcode: 'EH1 1AA', bedrooms: 3, actualRent: 250, serviceCharges: 10, tenancyType: 'private' },
    incomeDetails: { ...base.incomeDetails, earnings: 150, partnerEarnings: 100.5, pension: 20, otherIncome: 35, savings: 4200 },
  };
}

describe('weeklyToMonthly (× 52 ÷ 12, to the penny)', () => {
  it.each([
    // 250 × 52 = 13,000; ÷ 12 = 1,083.333…
    [250, 1083.33],
    // 150 × 52 = 7,800; ÷ 12 = 650
    [150, 650],
    // 20 × 52 = 1,040; ÷ 12 = 86.666…
    [20, 86.67],
    [0, 0],
  ])('£%s a week is £%s a month', (weekly, monthly) => {
    expect(weeklyToMonthly(weekly, ratesFor('2025-26'))).toBe(monthly);
  });
});

describe('housingBenefitToUniversalCredit', () => {
  it('carries the household, income and rent over, weekly money made monthly', () => {
    const uc = housingBenefitToUniversalCredit(family());
    expect(uc).toEqual({
      taxYear: '2025-26',
      personalDetails: {
        age: 38,
        relationshipStatus: 'couple',
        partnerAge: 41,
        children: [
          { age: 4, hasDisability: true },
          { age: 12, hasDisability: false },
        ],
        location: 'england',
      },
      incomeDetails: {
        // 150 × 52 ÷ 12
        earnedIncome: 650,
        // 100.50 × 52 = 5,226; ÷ 12 = 435.50
        partnerEarnedIncome: 435.5,
        otherBenefits: [],
        savings: 4200,
        // 20 × 52 ÷ 12 = 86.666…
        pension: 86.67,
      },
      housingDetails: {
        housingType: 'rent',
        // 250 × 52 ÷ 12 = 1,083.333…
        monthlyRent: 1083.33,
        // 10 × 52 = 520; ÷ 12 = 43.333…
        serviceCharges: 43.33,
        localHousingAllowanceArea: '',
        bedroomsNeeded: 1,
        actualBedrooms: 3,
        tenancyType: 'private',
        // Both non-dependants with their ages (the one of 19 has a bedroom and, under 21, no housing
        // cost contribution: UC Regs Sch 4 paras 12, 16); the 'other' of 30 is a lodger or joint tenant.
        otherAdults: [{ age: 23 }, { age: 19 }],
      },
      healthAndCare: { hasLimitedCapabilityWork: false, hasLimitedCapabilityWorkRelated: false, isCarerFor: [], disabilityPremiums: [] },
    });
  });

  it('reads back unchanged through the Universal Credit page’s restore', () => {
    const uc = housingBenefitToUniversalCredit(family());
    expect(readSavedUniversalCreditInput(JSON.parse(JSON.stringify(uc)))).toEqual({ input: uc, reset: [] });
  });

  it('carries the bedrooms typed as allowed, read back unchanged by the Universal Credit page (docs/rules.md UC 4, HB 5)', () => {
    const input = family();
    const uc = housingBenefitToUniversalCredit({ ...input, propertyDetails: { ...input.propertyDetails, bedroomsTyped: 2 } });
    expect(uc.housingDetails.bedroomsTyped).toBe(2);
    expect(readSavedUniversalCreditInput(JSON.parse(JSON.stringify(uc)))).toEqual({ input: uc, reset: [] });
    expect(housingBenefitToUniversalCredit(input).housingDetails).not.toHaveProperty('bedroomsTyped');
  });

  it('a single person: no partner, no partner earnings, no non-dependants', () => {
    const input = family();
    const uc = housingBenefitToUniversalCredit({
      ...input,
      personalDetails: { ...input.personalDetails, relationshipStatus: 'single', household: [member('child', 7)] },
    });
    expect(uc.personalDetails.relationshipStatus).toBe('single');
    expect(uc.personalDetails).not.toHaveProperty('partnerAge');
    expect(uc.incomeDetails.partnerEarnedIncome).toBe(0);
    expect(uc.housingDetails).not.toHaveProperty('nonDependants');
    expect(uc.housingDetails).not.toHaveProperty('otherAdults');
    expect(uc.personalDetails.children).toEqual([{ age: 7, hasDisability: false }]);
  });

  it('a couple whose partner’s age is not given: the partner’s age is left unknown', () => {
    const input = family();
    const uc = housingBenefitToUniversalCredit({ ...input, personalDetails: { ...input.personalDetails, household: [] } });
    expect(uc.personalDetails.relationshipStatus).toBe('couple');
    expect(uc.personalDetails).not.toHaveProperty('partnerAge');
  });

  it('the partner’s age comes from “Your partner’s age”, the one answer the form asks (docs/rules.md HB 1)', () => {
    const input = family();
    const uc = housingBenefitToUniversalCredit({ ...input, personalDetails: { ...input.personalDetails, household: [], partnerAge: 44 } });
    expect(uc.personalDetails.partnerAge).toBe(44);
  });

  it.each([
    ['private', 'private'],
    ['social', 'social'],
    ['housing-association', 'social'],
  ] as const)('a %s tenancy is %s in Universal Credit', (hb, uc) => {
    const input = family();
    expect(housingBenefitToUniversalCredit({ ...input, propertyDetails: { ...input.propertyDetails, tenancyType: hb } }).housingDetails.tenancyType).toBe(uc);
  });

  it('the LHA area found for the postcode, and where it is', () => {
    const area = lhaAreaById('lothian', ratesFor('2025-26'));
    expect(area).not.toBeNull();
    const uc = housingBenefitToUniversalCredit({ ...family(), lhaArea: area });
    expect(uc.housingDetails.localHousingAllowanceArea).toBe('lothian');
    expect(uc.housingDetails).not.toHaveProperty('lhaRateMonthly');
    expect(uc.personalDetails.location).toBe('scotland');
  });

  it('a typed weekly LHA rate becomes the monthly one: £180 × 52 ÷ 12 = £780', () => {
    const input = family();
    const uc = housingBenefitToUniversalCredit({ ...input, propertyDetails: { ...input.propertyDetails, lhaRateWeekly: 180 } });
    expect(uc.housingDetails.lhaRateMonthly).toBe(780);
    expect(uc.housingDetails.localHousingAllowanceArea).toBe('');
  });

  it('a social tenant takes no LHA area or rate (the LHA caps private rents only)', () => {
    const input = family();
    const uc = housingBenefitToUniversalCredit({
      ...input,
      lhaArea: lhaAreaById('lothian', ratesFor('2025-26')),
      propertyDetails: { ...input.propertyDetails, tenancyType: 'social', lhaRateWeekly: 180 },
    });
    expect(uc.housingDetails.localHousingAllowanceArea).toBe('');
    expect(uc.housingDetails).not.toHaveProperty('lhaRateMonthly');
  });

  it('keeps no tax year when none was chosen', () => {
    const { taxYear: _, ...input } = family();
    expect(housingBenefitToUniversalCredit(input)).not.toHaveProperty('taxYear');
  });

  it('carries the State Pension age answers, so Universal Credit does not ask them again; none when none was given', () => {
    // 2026/27: a couple of 66 who answered No (you) and Yes (your partner): a mixed-age couple, who claim Universal Credit.
    const base = family();
    const input: HousingBenefitInput = {
      ...base,
      taxYear: '2026-27',
      personalDetails: { ...base.personalDetails, age: 66, household: [member('partner', 66)], isPensionAge: false, partnerIsPensionAge: true },
    };
    expect(housingBenefitToUniversalCredit(input).personalDetails).toMatchObject({ age: 66, partnerAge: 66, reachedStatePensionAge: false, partnerReachedStatePensionAge: true });
    expect(housingBenefitToUniversalCredit(family()).personalDetails).not.toHaveProperty('reachedStatePensionAge');
    expect(housingBenefitToUniversalCredit(family()).personalDetails).not.toHaveProperty('partnerReachedStatePensionAge');
  });

  // 2026/27: single 45, council rent £140 a week in a 2-bedroom home, a non-dependant son of 20.
  // Monthly rent 140 × 52 = 7,280 ÷ 12 = 606.666… → 606.67. In Universal Credit he has a bedroom
  // (16 or over), so 2 are allowed and none is spare, and under 21 he makes no housing cost
  // contribution: 424.90 + 606.67 = 1,031.57. Dropped, the home would have a spare bedroom:
  // 14% of 606.67 = 84.93 off, 946.64.
  it('carries a non-dependant of 20 over with his age: his bedroom counts (£1,031.57 a month in 2026/27)', () => {
    const base = defaultHousingBenefitInput();
    const uc = housingBenefitToUniversalCredit({
      ...base,
      taxYear: '2026-27',
      personalDetails: { ...base.personalDetails, age: 45, relationshipStatus: 'single', household: [member('non-dependant', 20)] },
      propertyDetails: { ...base.propertyDetails, bedrooms: 2, actualRent: 140, serviceCharges: 0, tenancyType: 'social' },
    });
    expect(uc.housingDetails.otherAdults).toEqual([{ age: 20 }]);
    const result = calculateUniversalCredit(uc);
    expect(result.housingCosts).toMatchObject({ eligibleRent: 606.67, bedroomEntitlement: 2, spareBedroomReduction: 0, nonDependantContributions: 0 });
    expect(result.totalMonthly).toBe(1031.57);
  });
});

describe('where you live goes with the answers (docs/rules.md "Where you live")', () => {
  it('the answer given wins over the LHA area’s region', () => {
    const input = family();
    input.personalDetails.location = 'northern-ireland';
    expect(housingBenefitToUniversalCredit(input).personalDetails.location).toBe('northern-ireland');
  });
});

describe('the "young individual" cases carried to Universal Credit (HB Regs reg 2(1); UC Regs Sch 4 para 29)', () => {
  const single = (age: number, sharedRateExemptions: HousingBenefitInput['personalDetails']['sharedRateExemptions']): HousingBenefitInput => {
    const base = defaultHousingBenefitInput();
    return { ...base, taxYear: '2026-27', personalDetails: { ...base.personalDetails, age, sharedRateExemptions } };
  };

  it('carries each case that applies at the age, as the para 29 case with the same conditions', () => {
    expect(housingBenefitToUniversalCredit(single(23, ['care-leaver', 'homeless-hostel'])).housingDetails.sharedRateExemptions).toEqual(['care-leaver', 'homeless-hostel']);
    expect(housingBenefitToUniversalCredit(single(30, ['mappa', 'domestic-abuse', 'modern-slavery'])).housingDetails.sharedRateExemptions).toEqual([
      'mappa',
      'domestic-abuse',
      'modern-slavery',
    ]);
  });

  it('leaves out a case HB does not apply at the age (a care leaver of 25, MAPPA at 24), and gives none when none is given', () => {
    expect(housingBenefitToUniversalCredit(single(25, ['care-leaver'])).housingDetails.sharedRateExemptions).toBeUndefined();
    expect(housingBenefitToUniversalCredit(single(24, ['mappa'])).housingDetails.sharedRateExemptions).toBeUndefined();
    expect(housingBenefitToUniversalCredit(single(24, undefined)).housingDetails.sharedRateExemptions).toBeUndefined();
  });
});
