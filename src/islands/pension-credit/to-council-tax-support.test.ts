import { describe, expect, it } from 'vitest';
import { calculateCouncilTaxSupport } from '~/calc/council-tax-support';
import { calculatePensionCredit, defaultPensionCreditPerson } from '~/calc/pension-credit';
import { ratesFor } from '~/calc/rates';
import { readSavedCouncilTaxSupportInput } from '~/islands/council-tax-support/saved-input';
import { pensionCreditToCouncilTaxSupport } from './to-council-tax-support';
import type { PensionCreditAnswers } from './state';

function household(): PensionCreditAnswers {
  return {
    taxYear: '2025-26',
    claimant: { ...defaultPensionCreditPerson(), age: 72, statePension: 176.45, otherPensions: 10.6, earnings: 25.4, carersAllowanceUnderlyingOnly: true },
    partner: { ...defaultPensionCreditPerson(), age: 69, statePension: 90.2, countedBenefits: 40, getsDisabilityBenefit: true },
    otherAdults: 0,
    children: [{ age: 11 }, { age: 16, disabilityRate: 'higher' }],
    savings: 16500.75,
    housingCostsWeekly: 0,
  };
}

describe('pensionCreditToCouncilTaxSupport', () => {
  it('carries the household over, each weekly income to the penny, with guarantee credit ticked', () => {
    const input = household();
    const result = calculatePensionCredit(input);
    expect(result.guaranteeCredit).toBeGreaterThan(0);
    const cts = pensionCreditToCouncilTaxSupport(input, result);
    expect(cts.taxYear).toBe('2025-26');
    expect(cts.household).toMatchObject({
      claimantAge: 72,
      hasPartner: true,
      partnerAge: 69,
      dependentChildren: 2,
      childrenAges: [11, 16],
      otherAdults: 0,
      otherAdultsDetails: [],
    });
    // 176.45 + 10.60 = 187.05; earnings 25.40; partner 90.20, benefits 40.
    expect(cts.income.claimantIncome).toEqual({ employment: 25.4, selfEmployment: 0, benefits: 0, pensions: 187.05, other: 0 });
    expect(cts.income.partnerIncome).toEqual({ employment: 0, selfEmployment: 0, benefits: 40, pensions: 90.2, other: 0 });
    // 25.40 + 187.05 + 40 + 90.20
    expect(cts.income.householdIncome).toBe(342.65);
    // 72: past State Pension age, as Pension Credit read it.
    expect(cts.household.reachedStatePensionAge).toBe(true);
    expect(cts.income.getsGuaranteeCredit).toBe(true);
    // £16,500.75 is over the £16,000 upper limit (housing-benefit.capital.upper-limit).
    expect(cts.savings).toEqual({ totalSavings: 16500.75, hasOver16000: true });
    expect(cts.circumstances).toMatchObject({ receivesDisabilityBenefits: true, isCarer: true, hasDisabledChild: true, hasDisabilityPremium: false });
    // The partner's disability benefit carries over as the severe disability premium's question; the claimant has none.
    expect(cts.circumstances).toMatchObject({ partnerGetsSevereDisabilityBenefit: true });
    expect(cts.circumstances).not.toHaveProperty('getsSevereDisabilityBenefit');
    // A couple: no single person discount.
    expect(cts.property.hasSinglePersonDiscount).toBe(false);
  });

  it('reads back unchanged through the Council Tax Support page’s restore; guarantee credit there covers the whole bill', () => {
    const input = household();
    const cts = pensionCreditToCouncilTaxSupport(input, calculatePensionCredit(input));
    expect(readSavedCouncilTaxSupportInput(JSON.parse(JSON.stringify(cts)), 16000)).toEqual({ input: cts, reset: [] });
    const support = calculateCouncilTaxSupport(cts, ratesFor('2025-26'));
    // The form's default bill, £1,200 a year: all of it off with guarantee credit at pension age.
    expect(support.annualReduction).toBe(1200);
  });

  it('someone living alone: the single person discount, no partner, other adults carried at that form’s usual age', () => {
    const input: PensionCreditAnswers = { ...household(), partner: null, children: [] };
    const alone = pensionCreditToCouncilTaxSupport(input, calculatePensionCredit(input));
    expect(alone.household.hasPartner).toBe(false);
    expect(alone.income.partnerIncome).toEqual({ employment: 0, selfEmployment: 0, benefits: 0, pensions: 0, other: 0 });
    expect(alone.property.hasSinglePersonDiscount).toBe(true);
    const withAdult = pensionCreditToCouncilTaxSupport({ ...input, otherAdults: 2 }, calculatePensionCredit({ ...input, otherAdults: 2 }));
    expect(withAdult.household.otherAdultsDetails).toHaveLength(2);
    expect(withAdult.property.hasSinglePersonDiscount).toBe(false);
  });

  it('carries the State Pension age answer given at 66, which Council Tax Support asks there', () => {
    // 2026/27: 66 leaves it open (born from 6 April 1960 it comes after the 66th birthday), so both ask.
    const at66 = (reachedStatePensionAge: boolean): PensionCreditAnswers => ({
      ...household(),
      taxYear: '2026-27',
      partner: null,
      claimant: { ...household().claimant, age: 66, reachedStatePensionAge },
    });
    const yes = pensionCreditToCouncilTaxSupport(at66(true), calculatePensionCredit(at66(true)));
    const no = pensionCreditToCouncilTaxSupport(at66(false), calculatePensionCredit(at66(false)));
    expect([yes.household.reachedStatePensionAge, no.household.reachedStatePensionAge]).toEqual([true, false]);
    expect([calculateCouncilTaxSupport(yes).isPensionAge, calculateCouncilTaxSupport(no).isPensionAge]).toEqual([true, false]);
  });

  it('the issue’s pensioner: Attendance Allowance and living alone carry the severe disability premium, not a tickbox', () => {
    // 2026/27, age 80, pensions 341.30 a week, Attendance Allowance, alone. In Council Tax Support (England, £1,600 less the
    // single person discount = 1200): 256.00 + severe disability premium 86.05 = 342.05 ≥ 341.30, so the whole 1200.
    const alone: PensionCreditAnswers = {
      taxYear: '2026-27',
      claimant: { ...defaultPensionCreditPerson(), age: 80, statePension: 341.3, getsDisabilityBenefit: true },
      partner: null,
      otherAdults: 0,
      children: [],
      savings: 0,
      housingCostsWeekly: 0,
    };
    const cts = pensionCreditToCouncilTaxSupport(alone, calculatePensionCredit(alone));
    expect(cts.circumstances).toMatchObject({ getsSevereDisabilityBenefit: true, receivesDisabilityBenefits: true, hasDisabilityPremium: false });
    expect(cts.circumstances).not.toHaveProperty('carerPaidForYou');
    const bill = { ...cts, location: { ...cts.location, annualCouncilTax: 1600 } };
    expect(calculateCouncilTaxSupport(bill).annualReduction).toBe(1200);
    // Someone paid Carer's Allowance to care for them: no premium. 256; 85.30 over, taper 17.06; by the day
    // 1200 − 17.06 ÷ 7 × 365 (889.56) = 310.44.
    const cared = { ...alone, claimant: { ...alone.claimant, someoneGetsCarersAllowanceForCaringForThem: true } };
    const caredCts = pensionCreditToCouncilTaxSupport(cared, calculatePensionCredit(cared));
    expect(caredCts.circumstances).toMatchObject({ carerPaidForYou: true });
    expect(calculateCouncilTaxSupport({ ...caredCts, location: { ...caredCts.location, annualCouncilTax: 1600 } }).annualReduction).toBe(310.44);
  });

  it('no guarantee credit: the box is left unticked', () => {
    const input: PensionCreditAnswers = { ...household(), claimant: { ...defaultPensionCreditPerson(), age: 80, statePension: 600 }, partner: null };
    const cts = pensionCreditToCouncilTaxSupport(input, calculatePensionCredit(input));
    expect(cts.income).not.toHaveProperty('getsGuaranteeCredit');
  });
});

describe('where you live goes with the answers (docs/rules.md "Where you live")', () => {
  it('each nation goes over as answered: Northern Ireland opens the help with rates there', () => {
    const to = (location: PensionCreditAnswers['location']) => pensionCreditToCouncilTaxSupport({ ...household(), location }, calculatePensionCredit(household())).location.country;
    expect(to('scotland')).toBe('scotland');
    expect(to('wales')).toBe('wales');
    expect(to('england')).toBe('england');
    expect(to('northern-ireland')).toBe('northern-ireland');
    expect(to(undefined)).toBe('england');
  });
});
