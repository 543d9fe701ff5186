import { describe, expect, it } from 'vitest';
import { defaultHouseholdMember, defaultHousingBenefitInput, type HouseholdMember } from '~/calc/housing-benefit';
import { defaultUniversalCreditInput, type UniversalCreditInput } from '~/calc/universal-credit';
import { lhaAreaById } from '~/calc/lha';
import { ratesFor } from '~/calc/rates';
import { readSavedHousingBenefitInput } from '~/islands/housing-benefit/saved-input';
import { universalCreditToHousingBenefit } from './to-housing-benefit';

/** A single 72-year-old renting privately in Lothian in 2025/26, with a pension and savings. */
function pensioner(): UniversalCreditInput {
  const base = defaultUniversalCreditInput();
  return {
    ...base,
    taxYear: '2025-26',
    personalDetails: { ...base.personalDetails, age: 72 },
    incomeDetails: { ...base.incomeDetails, earnedIncome: 130, pension: 866.67, savings: 5000 },
    housingDetails: { ...base.housingDetails, monthlyRent: 650, serviceCharges: 43.33, localHousingAllowanceArea: 'lothian', actualBedrooms: 2 },
  };
}

/** What the Housing Benefit page opens from the answers carried over (its reader fills in the rest). */
function opened(input: UniversalCreditInput) {
  const { input: hb, reset } = readSavedHousingBenefitInput(JSON.parse(JSON.stringify(universalCreditToHousingBenefit(input))));
  expect(reset).toEqual([]);
  return hb;
}

describe('universalCreditToHousingBenefit', () => {
  it('carries the household, income and rent, monthly money made weekly (× 12 ÷ 52), State Pension age Yes; the rest takes the defaults', () => {
    const base = defaultHousingBenefitInput();
    expect(opened(pensioner())).toEqual({
      taxYear: '2025-26',
      personalDetails: { ...base.personalDetails, age: 72, relationshipStatus: 'single', household: [], isPensionAge: true, location: 'england' },
      propertyDetails: {
        ...base.propertyDetails,
        bedrooms: 2,
        // 650 × 12 = 7,800; ÷ 52 = 150. 43.33 × 12 = 519.96; ÷ 52 = 9.999… → 10.
        actualRent: 150,
        serviceCharges: 10,
        tenancyType: 'private',
      },
      incomeDetails: {
        ...base.incomeDetails,
        // 130 × 12 = 1,560; ÷ 52 = 30. 866.67 × 12 = 10,400.04; ÷ 52 = 200.0007… → 200.
        earnings: 30,
        partnerEarnings: 0,
        pension: 200,
        savings: 5000,
      },
      lhaArea: lhaAreaById('lothian', ratesFor('2025-26')),
    });
  });

  it('a couple: the partner, the children and each adult of 21 or over as people who live with them', () => {
    const input = pensioner();
    const hb = opened({
      ...input,
      personalDetails: { ...input.personalDetails, relationshipStatus: 'couple', partnerAge: 68, children: [{ age: 12, hasDisability: true }] },
      incomeDetails: { ...input.incomeDetails, partnerEarnedIncome: 52 },
      housingDetails: { ...input.housingDetails, nonDependants: 2 },
    });
    expect(hb.personalDetails.relationshipStatus).toBe('couple');
    const person = (age: number, relationship: HouseholdMember['relationship'], hasDisability = false) => ({ ...defaultHouseholdMember(), age, relationship, hasDisability });
    // Housing Benefit opens the partner as "Your partner's age", not as a person in the list (docs/rules.md HB 1).
    expect(hb.personalDetails.partnerAge).toBe(68);
    expect(hb.personalDetails.household).toEqual([
      person(12, 'child', true),
      // UC Regs Sch 4 para 16: the Universal Credit question counts adults of 21 or over.
      person(21, 'non-dependant'),
      person(21, 'non-dependant'),
    ]);
    // 52 × 12 ÷ 52 = 12.
    expect(hb.incomeDetails.partnerEarnings).toBe(12);
  });

  it('a typed monthly LHA rate becomes the weekly one: £747.93 × 12 ÷ 52 = £172.60', () => {
    const input = pensioner();
    const hb = opened({ ...input, housingDetails: { ...input.housingDetails, localHousingAllowanceArea: '', lhaRateMonthly: 747.93 } });
    expect(hb.propertyDetails.lhaRateWeekly).toBe(172.6);
    expect(hb.lhaArea).toBeNull();
  });

  it('a social tenant takes no LHA area or rate; someone not renting carries no rent', () => {
    const input = pensioner();
    const social = opened({ ...input, housingDetails: { ...input.housingDetails, tenancyType: 'social', lhaRateMonthly: 747.93 } });
    expect(social.propertyDetails.tenancyType).toBe('social');
    expect(social.lhaArea).toBeNull();
    expect(social.propertyDetails).not.toHaveProperty('lhaRateWeekly');
    const owner = opened({ ...input, housingDetails: { ...input.housingDetails, housingType: 'own-outright' } });
    expect(owner.propertyDetails.actualRent).toBe(0);
    expect(owner.propertyDetails.serviceCharges).toBe(0);
    expect(owner.lhaArea).toBeNull();
  });

  it('carries the bedrooms typed as allowed, read back by the Housing Benefit page; not for someone not renting (docs/rules.md UC 4, HB 5)', () => {
    const input = pensioner();
    const typed = { ...input, housingDetails: { ...input.housingDetails, bedroomsTyped: 2 } };
    expect(opened(typed).propertyDetails.bedroomsTyped).toBe(2);
    expect(opened(input).propertyDetails).not.toHaveProperty('bedroomsTyped');
    expect(opened({ ...typed, housingDetails: { ...typed.housingDetails, housingType: 'own-outright' } }).propertyDetails).not.toHaveProperty('bedroomsTyped');
  });

  it('keeps no tax year when none was chosen', () => {
    const { taxYear: _, ...input } = pensioner();
    expect(universalCreditToHousingBenefit(input)).not.toHaveProperty('taxYear');
  });

  it('a couple who both have reached State Pension age: the partner’s age and answer go over, so Housing Benefit does not ask again', () => {
    // 2026/27: you 70 (reached by age), your partner 66 who answered Yes: both, so pension-age Housing Benefit.
    const input: UniversalCreditInput = {
      ...pensioner(),
      taxYear: '2026-27',
      personalDetails: { ...pensioner().personalDetails, age: 70, relationshipStatus: 'couple', partnerAge: 66, partnerReachedStatePensionAge: true },
    };
    const hb = universalCreditToHousingBenefit(input);
    expect(hb.personalDetails).toMatchObject({ isPensionAge: true, partnerAge: 66, partnerIsPensionAge: true });
    expect(opened(input).personalDetails).toMatchObject({ isPensionAge: true, partnerAge: 66, partnerIsPensionAge: true });
  });
});

describe('the shared accommodation rate cases carried to Housing Benefit (UC Regs Sch 4 para 29; HB Regs reg 2(1))', () => {
  const single = (age: number, sharedRateExemptions: UniversalCreditInput['housingDetails']['sharedRateExemptions']): UniversalCreditInput => {
    const base = defaultUniversalCreditInput();
    return { ...base, taxYear: '2026-27', personalDetails: { ...base.personalDetails, age }, housingDetails: { ...base.housingDetails, sharedRateExemptions } };
  };

  it('carries the cases HB has at the age: not MAPPA under 25 (reg 2(1C)), not the foster parent (its own HB answer)', () => {
    expect(universalCreditToHousingBenefit(single(24, ['care-leaver', 'mappa'])).personalDetails?.sharedRateExemptions).toEqual(['care-leaver']);
    expect(universalCreditToHousingBenefit(single(30, ['mappa', 'foster-parent', 'homeless-hostel'])).personalDetails?.sharedRateExemptions).toEqual(['homeless-hostel', 'mappa']);
    expect(universalCreditToHousingBenefit(single(30, undefined)).personalDetails?.sharedRateExemptions).toBeUndefined();
  });

  it('opens in the Housing Benefit reader as given, with nothing reset', () => {
    const { input, reset } = readSavedHousingBenefitInput(JSON.parse(JSON.stringify(universalCreditToHousingBenefit(single(30, ['domestic-abuse'])))));
    expect(input.personalDetails.sharedRateExemptions).toEqual(['domestic-abuse']);
    expect(reset).toEqual([]);
  });
});
