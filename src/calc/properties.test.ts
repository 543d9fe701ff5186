/**
 * Invariants every engine keeps whatever it is given (docs/style.md habit 4): totals never negative,
 * never NaN or Infinity; every money figure at most 2 decimal places; more earnings never more
 * Universal Credit or Housing Benefit; more savings never more Universal Credit, Housing Benefit
 * or Council Tax Support; more rent never less Universal Credit; removing a disabled child never
 * more Universal Credit; a London benefit cap never below the one outside London; Child Benefit
 * or another welfare benefit never lowers the sum the cap compares, nor raises Universal Credit; an
 * exempt household's award never changes with the cap's limits; no input makes
 * an engine throw. Pension Credit's own invariants are in pension-credit.test.ts.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateUniversalCredit, type UniversalCreditInput } from './universal-credit';
import { calculateHousingBenefit, type HousingBenefitDisability, type HousingBenefitInput } from './housing-benefit';
import { calculatePip } from './pip';
import { calculateCouncilTaxSupport, type CouncilTaxSupportInput } from './council-tax-support';
import { AGE_OPTIONS, CHILDREN_OPTIONS, EMPLOYMENT_OPTIONS, HOUSING_OPTIONS, SAVINGS_OPTIONS, WEEKLY_INCOME_OPTIONS, checkEligibility } from './eligibility';
import { checkEligibilityWithRanges } from './eligibility-ranges';
import { calculatePensionCredit } from './pension-credit';
import type { DeepPartial } from './types';
import { isMessage } from './message';
import { applyRateOverrides, isTaxYear, ratesFor, type TaxYear } from './rates';
import { findLhaArea, lhaAreaById, withBuiltInLhaRates } from './lha';

/** Anything a form, a saved calculation or a bug could put in a number field. */
const messyNumber = fc.oneof(
  fc.integer({ min: 0, max: 400_000 }).map((pence) => pence / 100),
  fc.double({ min: -1e12, max: 1e12 }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1, 0, 1e12, -1e12, 0.005, 16000, 16000.01, 6000),
  fc.constantFrom(undefined, null, '', '12.5', 'abc'),
);
/** A plain amount in pounds and pence, £0 to £5,000. */
const money = fc.integer({ min: 0, max: 500_000 }).map((pence) => pence / 100);
const bool = fc.oneof(fc.boolean(), fc.constantFrom(undefined, null, 'yes'));

const ucInput = (amount: fc.Arbitrary<unknown>) =>
  fc.record({
    taxYear: fc.constantFrom('2024-25', '2025-26', '2026-27', undefined),
    personalDetails: fc.record({
      age: messyNumber,
      relationshipStatus: fc.constantFrom('single', 'couple', undefined, 'x'),
      partnerAge: messyNumber,
      children: fc.array(
        fc.record({
          age: messyNumber,
          hasDisability: bool,
          bornBeforeApril2017: bool,
          limitException: bool,
          disabilityRate: fc.constantFrom('lower', 'higher', undefined, 'x'),
        }),
        { maxLength: 5 },
      ),
      location: fc.constantFrom('england', 'scotland', 'wales', 'northern-ireland'),
      livesInGreaterLondon: bool,
    }),
    incomeDetails: fc.record({
      earnedIncome: amount,
      partnerEarnedIncome: amount,
      savings: amount,
      pension: amount,
      otherBenefits: fc.constant([]),
      childcareCostsMonthly: amount,
      getsCarersAllowance: bool,
      partnerGetsCarersAllowance: bool,
      otherBenefitsMonthly: amount,
      getsEsaSupportComponent: bool,
      getsGuardiansAllowance: bool,
      getsChildBenefit: bool,
    }),
    housingDetails: fc.record({
      housingType: fc.constantFrom('rent', 'mortgage', 'living-with-family', 'own-outright', undefined),
      monthlyRent: amount,
      serviceCharges: amount,
      tenancyType: fc.constantFrom('private', 'social', undefined, 'x'),
      localHousingAllowanceArea: fc.constantFrom('', 'lothian', 'inner-south-east-london', 'nowhere'),
      lhaRateMonthly: fc.oneof(fc.constant(undefined), amount),
      bedroomsNeeded: fc.oneof(fc.integer({ min: 0, max: 6 }), messyNumber),
      actualBedrooms: fc.oneof(fc.integer({ min: 0, max: 6 }), messyNumber),
      nonDependants: fc.oneof(fc.integer({ min: 0, max: 3 }), messyNumber),
    }),
    healthAndCare: fc.record({
      hasLimitedCapabilityWork: bool,
      hasLimitedCapabilityWorkRelated: bool,
      isCarerFor: fc.array(fc.record({ hoursPerWeek: messyNumber }), { maxLength: 2 }),
      lcwraProtected: bool,
      claimBeforeApril2017: bool,
      getsDisabilityBenefit: bool,
    }),
  }) as fc.Arbitrary<DeepPartial<UniversalCreditInput>>;

const member = fc.record({
  age: messyNumber,
  relationship: fc.constantFrom('partner', 'child', 'non-dependant', 'other', undefined),
  contributesToRent: bool,
  isStudent: bool,
  hasDisability: bool,
  grossWeeklyIncome: messyNumber,
  getsDisabilityBenefitOrBlind: bool,
});

/** Every value of `personalDetails.disabilities`, in the engine's order; a new one fails to compile until it is listed here. */
const HB_DISABILITIES = Object.keys({
  'disability-premium': true,
  'severe-disability-premium': true,
  'severe-disability-premium-couple': true,
  'enhanced-disability-premium': true,
  'enhanced-disability-child': true,
  'carer-premium': true,
  'carer-bedroom-needed': true,
  'no-non-dependant-deductions': true,
  'carer-paid-for-you': true,
  'carer-paid-for-partner': true,
} satisfies Record<HousingBenefitDisability, true>) as HousingBenefitDisability[];

const hbInput = (amount: fc.Arbitrary<unknown>) =>
  fc.record({
    taxYear: fc.constantFrom('2024-25', '2025-26', '2026-27', undefined, 'x'),
    personalDetails: fc.record({
      age: messyNumber,
      relationshipStatus: fc.constantFrom('single', 'couple'),
      household: fc.array(member, { maxLength: 6 }),
      disabilities: fc.subarray(HB_DISABILITIES),
      isPensionAge: bool,
      reachedPensionAgeBeforeApril2021: bool,
      claimBeforeMay2016: bool,
    }),
    propertyDetails: fc.record({
      bedrooms: messyNumber,
      actualRent: amount,
      serviceCharges: amount,
      waterCharges: amount,
      tenancyType: fc.constantFrom('private', 'social', 'housing-association', undefined),
      lhaRateWeekly: amount,
      isSupportedAccommodation: bool,
      heatingIncluded: bool,
      fuelChargeWeekly: amount,
    }),
    incomeDetails: fc.record({ earnings: amount, partnerEarnings: amount, pension: amount, savings: amount, otherIncome: amount, getsGuaranteeCredit: bool }),
    lhaArea: fc.constantFrom(undefined, null, lhaAreaById('coventry'), findLhaArea('EH1 1AA'), { id: 'x' }, { id: 'coventry', rates: null }),
  }) as fc.Arbitrary<DeepPartial<HousingBenefitInput>>;

const ctsIncome = (amount: fc.Arbitrary<unknown>) => fc.record({ employment: amount, selfEmployment: amount, benefits: amount, pensions: amount, other: amount });

/** Working age and pension age both: ages 16 to 100 half the time, anything the rest. */
const ctsAge = fc.oneof(fc.integer({ min: 16, max: 100 }), messyNumber);

const ctsInput = (amount: fc.Arbitrary<unknown>, annualCouncilTax: fc.Arbitrary<unknown> = messyNumber) =>
  fc.record({
    taxYear: fc.constantFrom('2024-25', '2025-26', '2026-27', undefined, 'x'),
    location: fc.record({ country: fc.constantFrom('england', 'scotland', 'wales', 'x'), annualCouncilTax }),
    household: fc.record({
      claimantAge: ctsAge,
      hasPartner: bool,
      partnerAge: ctsAge,
      dependentChildren: fc.oneof(fc.integer({ min: 0, max: 6 }), messyNumber),
      otherAdultsDetails: fc.array(
        fc.record({ income: amount, age: ctsAge, getsQualifyingBenefit: bool, getsUniversalCreditNoEarnings: bool, getsCareBenefitOrBlind: bool, isStudent: bool }),
        { maxLength: 3 },
      ),
      reachedStatePensionAge: fc.option(bool, { nil: undefined }),
      getsUniversalCredit: bool,
      reachedPensionAgeBeforeApril2021: bool,
      claimBeforeMay2016: bool,
    }),
    income: fc.record({ claimantIncome: ctsIncome(amount), partnerIncome: ctsIncome(amount), getsGuaranteeCredit: bool }),
    savings: fc.record({ totalSavings: amount }),
    circumstances: fc.record({
      hasDisability: bool,
      isCarer: bool,
      isSevereMentalImpairment: bool,
      hasDisabilityPremium: bool,
      receivesDisabilityBenefits: bool,
      isRegisteredBlind: bool,
      hasDisabledChild: bool,
      getsMobilityPartOnly: bool,
      getsSevereDisabilityBenefit: bool,
      partnerGetsSevereDisabilityBenefit: bool,
      partnerIsBlind: bool,
      carerPaidForYou: bool,
      carerPaidForPartner: bool,
      getsEnhancedDisabilityBenefit: bool,
      childGetsEnhancedRate: bool,
    }),
    property: fc.record({ hasSinglePersonDiscount: bool }),
  }) as fc.Arbitrary<DeepPartial<CouncilTaxSupportInput>>;

/** Pence of a result figure (results have at most 2 decimal places). */
/** Savings in pounds and pence, up to £25,000. */
const savingsPounds = fc.integer({ min: 0, max: 2_500_000 }).map((p) => p / 100);

/** More of one amount never gives more: for any input and two amounts, `at(input, higher) <= at(input, lower)`. */
function assertNeverMore<T>(input: fc.Arbitrary<T>, amount: fc.Arbitrary<number>, at: (input: T, amount: number) => number): void {
  fc.assert(
    fc.property(input, amount, amount, (i, x, y) => {
      const [low, high] = x <= y ? [x, y] : [y, x];
      expect(at(i, high)).toBeLessThanOrEqual(at(i, low));
    }),
  );
}

const pence = (pounds: number) => Math.round(pounds * 100);

/**
 * Every number in a result is finite, not negative, and has at most 2 decimal places; in a
 * message's values (src/calc/message.ts) money is whole pence, and counts and percentages are
 * finite and not negative.
 */
function expectTidyNumbers(value: unknown, where = 'result'): void {
  if (typeof value === 'number') {
    expect(Number.isFinite(value), where).toBe(true);
    expect(value, where).toBeGreaterThanOrEqual(0);
    expect(Math.round(value * 100) / 100, where).toBe(value);
  } else if (isMessage(value)) {
    expectTidyFigures(value.values, `${where}.values`);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => expectTidyNumbers(v, `${where}[${i}]`));
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) expectTidyNumbers(v, `${where}.${key}`);
  }
}

/**
 * The figures a message writes (src/calc/message.ts): money in whole pence, never negative; any
 * other number finite and never negative (an age as typed, a count, a percentage).
 */
function expectTidyFigures(value: unknown, where: string): void {
  if (typeof value === 'number') {
    expect(Number.isFinite(value), where).toBe(true);
    expect(value, where).toBeGreaterThanOrEqual(0);
  } else if (isMessage(value)) {
    expectTidyFigures(value.values, `${where}.values`);
  } else if (value && typeof value === 'object') {
    const pence = (value as { money?: unknown; moneyWithPence?: unknown }).money ?? (value as { moneyWithPence?: unknown }).moneyWithPence;
    if (pence !== undefined) {
      expect(Number.isInteger(pence), where).toBe(true);
      expect(pence, where).toBeGreaterThanOrEqual(0);
    } else for (const [key, v] of Object.entries(value)) expectTidyFigures(v, `${where}.${key}`);
  }
}

function withEarnings(input: DeepPartial<UniversalCreditInput>, earnedIncome: number): DeepPartial<UniversalCreditInput> {
  return { ...input, incomeDetails: { ...input.incomeDetails, earnedIncome } };
}

/** Household earnings as the cap exemption sees them (partner's only for a couple). */
function householdEarnings(input: DeepPartial<UniversalCreditInput>, earnedIncome: number): number {
  const partner = input.personalDetails?.relationshipStatus === 'couple' ? Number(input.incomeDetails?.partnerEarnedIncome) : 0;
  return earnedIncome + partner;
}

describe('invariants', () => {
  it('Universal Credit: never negative, NaN or Infinity; money to 2 decimals', () => {
    fc.assert(fc.property(ucInput(messyNumber), (input) => expectTidyNumbers(calculateUniversalCredit(input))));
  });

  it('Housing Benefit: never negative, NaN or Infinity; money to 2 decimals', () => {
    fc.assert(fc.property(hbInput(messyNumber), (input) => expectTidyNumbers(calculateHousingBenefit(input))));
  });

  it('Council Tax Support: never negative, NaN or Infinity; money to 2 decimals', () => {
    fc.assert(fc.property(ctsInput(messyNumber), (input) => expectTidyNumbers(calculateCouncilTaxSupport(input))));
  });

  it('Pension Credit: never negative, NaN or Infinity; money to 2 decimals', () => {
    const person = fc.record({
      age: messyNumber,
      statePension: messyNumber,
      otherPensions: messyNumber,
      earnings: messyNumber,
      countedBenefits: messyNumber,
      getsCarersAllowance: bool,
      getsDisabilityBenefit: bool,
    });
    const input = fc.record({
      taxYear: fc.constantFrom('2024-25', '2025-26', '2026-27', undefined),
      claimant: person,
      partner: fc.option(person, { nil: null }),
      otherAdults: messyNumber,
      children: fc.array(fc.record({ age: messyNumber, bornBeforeApril2017: bool, disabilityRate: fc.constantFrom('lower', 'higher', undefined, 'x') }), { maxLength: 4 }),
      savings: messyNumber,
      housingCostsWeekly: messyNumber,
    });
    fc.assert(fc.property(input, (i) => expectTidyNumbers(calculatePensionCredit(i as never))));
  });

  it('Council Tax Support: an infinite tax and trillion-pound incomes stay exact (a fast-check counterexample)', () => {
    // Found by the property above before amounts were capped low enough for exact pence
    // arithmetic: remainingLiability.annual came out as 38788319594692.21.
    const input = {
      location: { country: 'england', annualCouncilTax: Number.POSITIVE_INFINITY },
      household: { claimantAge: undefined, hasPartner: true, partnerAge: 0, dependentChildren: Number.NaN, otherAdultsDetails: [] },
      income: {
        claimantIncome: { employment: 997701386100, selfEmployment: Number.NaN, benefits: 0, pensions: '12.5', other: Number.NaN },
        partnerIncome: { employment: Number.NaN, selfEmployment: '12.5', benefits: 999791024274, pensions: 1913, other: 0 },
      },
      savings: { totalSavings: 0 },
      circumstances: { isCarer: true, isSevereMentalImpairment: false, hasDisabilityPremium: true },
    } as unknown as DeepPartial<CouncilTaxSupportInput>;
    expectTidyNumbers(calculateCouncilTaxSupport(input));
  });

  it('Council Tax Support: the figures add up to the penny for every household', () => {
    // A bill of £0 to £10,000 a year in whole pounds (docs/product.md §5), with any household.
    const bill = fc.oneof(fc.integer({ min: 0, max: 10_000 }), messyNumber);
    fc.assert(
      fc.property(ctsInput(money, bill), (input) => {
        const r = calculateCouncilTaxSupport(input);
        // annual reduction + remaining liability = the year's council tax (after discounts)
        expect(pence(r.annualReduction) + pence(r.remainingLiability.annual)).toBe(pence(r.annualCouncilTax));
        expect(pence(r.monthlyReduction) + pence(r.remainingLiability.monthly)).toBe(pence(r.monthlyCouncilTax));
        expect(pence(r.weeklyReduction) + pence(r.remainingLiability.weekly)).toBe(pence(r.weeklyCouncilTax));
        // the annual reduction is worked by the day (docs/rules.md CTS 1): the weekly before rounding ÷ 7 × 365, so within
        // half a penny a week (26.07p a year) and half a penny of the rounded weekly × 365 ÷ 7; the whole year's tax when
        // the whole tax is reduced (nothing left)
        if (r.fullReduction) expect(pence(r.annualReduction)).toBe(pence(r.annualCouncilTax));
        else expect(Math.abs(pence(r.annualReduction) - (pence(r.weeklyReduction) * 365) / 7)).toBeLessThanOrEqual((0.5 * 365) / 7 + 0.5);
        if (r.fullReduction) expect(r.remainingLiability).toEqual({ weekly: 0, monthly: 0, annual: 0 });
        // the reduction never exceeds the tax
        expect(r.weeklyReduction).toBeLessThanOrEqual(r.weeklyCouncilTax);
        // the percentage never passes the scheme's maximum, and one alert matches the verdict
        expect(r.percentageReduction).toBeLessThanOrEqual(r.localSchemeDetails.maxReduction);
        expect(r.alert.messageId === 'cts.alert.eligible').toBe(r.eligibleForSupport);
        expect(r.eligibleForSupport).toBe(r.annualReduction > 0);
      }),
    );
  });

  it('PIP: never negative, NaN or Infinity; money to 2 decimals', () => {
    const letter = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'z', '');
    const choices = fc.dictionary(
      fc.constantFrom('preparing-food', 'taking-nutrition', 'managing-therapy', 'washing-bathing', 'communicating-verbally', 'planning-journeys', 'moving-around', 'x'),
      letter,
    );
    const input = fc.record({
      assessment: fc.record({ dailyLiving: choices, mobility: choices }),
      personalInfo: fc.record({
        age: messyNumber,
        conditionDuration: fc.constantFrom('less-than-3-months', '3-9-months', 'over-9-months', 'x'),
        location: fc.constantFrom('england', 'wales', 'scotland', 'northern-ireland', 'x', undefined),
      }),
      taxYear: fc.constantFrom('2024-25', '2025-26', '2026-27', undefined, 'x'),
    });
    fc.assert(fc.property(input, (i) => expectTidyNumbers(calculatePip(i as never))));
  });

  it('no input makes an engine throw', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        calculateUniversalCredit(input as never);
        calculateHousingBenefit(input as never);
        calculatePip(input as never);
        calculateCouncilTaxSupport(input as never);
        checkEligibility(input as never);
        checkEligibilityWithRanges(input as never);
        calculatePensionCredit(input as never);
      }),
    );
  });

  it('the checker\'s ranges (docs/rules.md "Eligibility checker", "The ranges"): any answers give every result an estimate, a range never upside down', () => {
    const values = <T extends string>(options: ReadonlyArray<{ value: T }>) => fc.constantFrom(...options.map((o) => o.value));
    const yesNo = fc.constantFrom<'yes' | 'no'>('yes', 'no');
    const answers = fc.record({
      age: values(AGE_OPTIONS),
      employmentStatus: values(EMPLOYMENT_OPTIONS),
      hasChildren: values(CHILDREN_OPTIONS),
      housingStatus: values(HOUSING_OPTIONS),
      weeklyIncome: values(WEEKLY_INCOME_OPTIONS),
      savings: values(SAVINGS_OPTIONS),
      hasDisability: yesNo,
      isPregnant: yesNo,
      isCarer: yesNo,
      reachedStatePensionAge: fc.boolean(),
    });
    const year = fc.constantFrom('2024-25', '2025-26', '2026-27') as fc.Arbitrary<TaxYear>;
    const isMoney = (value: unknown): value is { money: number } => typeof value === 'object' && value !== null && typeof (value as { money?: unknown }).money === 'number';
    fc.assert(
      fc.property(answers, year, (a, y) => {
        for (const result of checkEligibilityWithRanges(a, ratesFor(y))) {
          expect(result.estimatedAmount.messageId).not.toBe('eligibility.estimate.varies');
          const { low, high } = result.estimatedAmount.values ?? {};
          if (isMoney(low) && isMoney(high)) expect(low.money).toBeLessThan(high.money);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('more earnings never give more Universal Credit (on the same side of the cap exemption, and of starting work)', () => {
    fc.assert(
      fc.property(ucInput(money), money, money, (input, x, y) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        const exemption = ratesFor(input.taxYear)['universal-credit.benefit-cap.earnings-exemption']?.amount ?? 0;
        // Crossing the earnings exemption lifts the benefit cap by design (UC Regs 2013 reg 82); see the cases.
        fc.pre(householdEarnings(input, low) >= exemption === householdEarnings(input, high) >= exemption);
        // Starting work (from £0) can bring in the childcare costs element (UC Regs reg 32), by design.
        fc.pre(low > 0 || !(Number(input.incomeDetails?.childcareCostsMonthly) > 0));
        expect(calculateUniversalCredit(withEarnings(input, high)).totalMonthly).toBeLessThanOrEqual(calculateUniversalCredit(withEarnings(input, low)).totalMonthly);
      }),
    );
  });

  it('more rent never gives less Universal Credit (while a housing element is paid at both, or at neither)', () => {
    fc.assert(
      fc.property(ucInput(money), money, money, (input, x, y) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        const at = (monthlyRent: number) => calculateUniversalCredit({ ...input, housingDetails: { ...input.housingDetails, monthlyRent } });
        const [lowResult, highResult] = [at(low), at(high)];
        const hasHousing = (r: typeof lowResult) => r.elements.some((e) => e.name === 'Housing element' && e.qualifying);
        // A housing element, however small, brings the lower work allowance (UC Regs reg 22(2)), by design.
        fc.pre(hasHousing(lowResult) === hasHousing(highResult));
        expect(highResult.totalMonthly).toBeGreaterThanOrEqual(lowResult.totalMonthly);
      }),
    );
  });

  it('removing a disabled child never raises Universal Credit', () => {
    fc.assert(
      fc.property(ucInput(money), fc.nat(), (input, pick) => {
        const children = input.personalDetails?.children ?? [];
        const disabled = children.map((c, i) => (c?.hasDisability === true ? i : -1)).filter((i) => i >= 0);
        fc.pre(disabled.length > 0);
        const drop = disabled[pick % disabled.length];
        const without = { ...input, personalDetails: { ...input.personalDetails, children: children.filter((_, i) => i !== drop) } };
        expect(calculateUniversalCredit(without).totalMonthly).toBeLessThanOrEqual(calculateUniversalCredit(input).totalMonthly);
      }),
    );
  });

  it("a London household's benefit cap is never lower than outside London", () => {
    fc.assert(
      fc.property(ucInput(money), (input) => {
        const at = (livesInGreaterLondon: boolean) => calculateUniversalCredit({ ...input, personalDetails: { ...input.personalDetails, livesInGreaterLondon } });
        const [london, outside] = [at(true), at(false)];
        expect(london.benefitCap.limit).toBeGreaterThanOrEqual(outside.benefitCap.limit);
        expect(london.totalMonthly).toBeGreaterThanOrEqual(outside.totalMonthly);
      }),
    );
  });

  it("Child Benefit never lowers the benefit cap's cut, nor raises Universal Credit (docs/rules.md UC 12)", () => {
    fc.assert(
      fc.property(ucInput(money), (input) => {
        const at = (getsChildBenefit: boolean) => calculateUniversalCredit({ ...input, incomeDetails: { ...input.incomeDetails, getsChildBenefit } });
        const [withIt, without] = [at(true), at(false)];
        expect(withIt.benefitCap.reduction).toBeGreaterThanOrEqual(without.benefitCap.reduction);
        expect(withIt.benefitCap.totalBenefits).toBeGreaterThanOrEqual(without.benefitCap.totalBenefits);
        expect(withIt.totalMonthly).toBeLessThanOrEqual(without.totalMonthly);
      }),
    );
  });

  it('another welfare benefit never lowers the sum the cap compares, nor raises Universal Credit, which stays at 0 or more (docs/rules.md UC 9, 12)', () => {
    fc.assert(
      fc.property(ucInput(money), money, money, (input, x, y) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        const at = (otherBenefitsMonthly: number) => calculateUniversalCredit({ ...input, incomeDetails: { ...input.incomeDetails, otherBenefitsMonthly } });
        const [lowResult, highResult] = [at(low), at(high)];
        expect(highResult.totalMonthly).toBeLessThanOrEqual(lowResult.totalMonthly);
        expect(highResult.totalMonthly).toBeGreaterThanOrEqual(0);
        if (lowResult.benefitCap.exempt) return;
        expect(highResult.benefitCap.totalBenefits).toBeGreaterThanOrEqual(lowResult.benefitCap.totalBenefits);
        // The cut comes off Universal Credit only: while some is left after it, the cut is never smaller.
        if (highResult.totalMonthly > 0) expect(highResult.benefitCap.reduction).toBeGreaterThanOrEqual(lowResult.benefitCap.reduction);
      }),
    );
  });

  it("an exempt household's award never changes with the benefit cap's limits (UC Regs regs 82-83)", () => {
    const capIds = [
      'universal-credit.benefit-cap.outside-london.couple-or-children',
      'universal-credit.benefit-cap.outside-london.single',
      'universal-credit.benefit-cap.london.couple-or-children',
      'universal-credit.benefit-cap.london.single',
    ];
    fc.assert(
      fc.property(ucInput(money), (input) => {
        // One table for both (the built-in one with the LHA rates, as the engine's default), so only the cap differs.
        const base = withBuiltInLhaRates(ratesFor(isTaxYear(input.taxYear) ? input.taxYear : undefined));
        const result = calculateUniversalCredit(input, base);
        fc.pre(result.benefitCap.exempt);
        const tiny = applyRateOverrides(
          base,
          capIds.map((id) => ({ id, amount: 1 })),
        );
        const underTinyCap = calculateUniversalCredit(input, tiny);
        expect(underTinyCap.benefitCap.exempt).toBe(true);
        expect(underTinyCap.totalMonthly).toBe(result.totalMonthly);
        expect(result.totalMonthly).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('more earnings never give more Housing Benefit', () => {
    assertNeverMore(hbInput(money), money, (input, earnings) => calculateHousingBenefit({ ...input, incomeDetails: { ...input.incomeDetails, earnings } }).weeklyAmount);
  });

  it('more of the rent for fuel never gives more Housing Benefit (HB Regs 2006 Sch 1 para 5)', () => {
    assertNeverMore(
      hbInput(money),
      money,
      (input, fuelChargeWeekly) => calculateHousingBenefit({ ...input, propertyDetails: { ...input.propertyDetails, heatingIncluded: true, fuelChargeWeekly } }).weeklyAmount,
    );
  });

  it('more savings never give more Universal Credit', () => {
    assertNeverMore(ucInput(money), savingsPounds, (input, s) => calculateUniversalCredit({ ...input, incomeDetails: { ...input.incomeDetails, savings: s } }).totalMonthly);
  });

  it('more savings never give more Housing Benefit', () => {
    assertNeverMore(hbInput(money), savingsPounds, (input, s) => calculateHousingBenefit({ ...input, incomeDetails: { ...input.incomeDetails, savings: s } }).weeklyAmount);
  });

  it('more income for a non-dependant never gives more Housing Benefit, and Housing Benefit is never negative', () => {
    fc.assert(
      fc.property(hbInput(money), fc.integer({ min: 0, max: 5 }), money, money, (input, index, x, y) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        const household = [...(input.personalDetails?.household ?? [])];
        const at = (grossWeeklyIncome: number) => {
          const next = household.map((m, i) => (i === index ? { ...m, grossWeeklyIncome } : m));
          return calculateHousingBenefit({ ...input, personalDetails: { ...input.personalDetails, household: next } }).weeklyAmount;
        };
        expect(at(high)).toBeLessThanOrEqual(at(low));
        expect(at(high)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('more income of another adult never gives more Council Tax Support', () => {
    // One other adult's gross weekly income: a higher non-dependant band, a smaller second adult rebate.
    assertNeverMore(fc.tuple(ctsInput(money), fc.integer({ min: 0, max: 2 })), fc.integer({ min: 0, max: 1_000 }), ([input, index], income) => {
      const adults = [...(input.household?.otherAdultsDetails ?? [{ age: 30 }])];
      const next = adults.map((adult, i) => (i === Math.min(index, adults.length - 1) ? { ...adult, income } : adult));
      return calculateCouncilTaxSupport({ ...input, household: { ...input.household, otherAdultsDetails: next } }).weeklyReduction;
    });
  });

  it('more savings never give more Council Tax Support', () => {
    assertNeverMore(
      ctsInput(money),
      fc.integer({ min: 0, max: 25_000 }),
      (input, totalSavings) => calculateCouncilTaxSupport({ ...input, savings: { totalSavings } }).weeklyReduction,
    );
  });
});
