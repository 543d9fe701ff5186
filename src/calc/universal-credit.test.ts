import { describe, expect, it } from 'vitest';
import { calculateUniversalCredit, defaultUniversalCreditInput } from './universal-credit';
import { UNIVERSAL_CREDIT_CASES } from './universal-credit.cases';
import { applyRateOverrides, DEFAULT_RATES } from './rates';

describe('calculateUniversalCredit: rule cases', () => {
  it('has at least 25 cases', () => {
    expect(UNIVERSAL_CREDIT_CASES.length).toBeGreaterThanOrEqual(25);
  });

  describe.each(UNIVERSAL_CREDIT_CASES)('$name', ({ input, expected, checks }) => {
    it(`matches the hand-worked figures (${checks})`, () => {
      expect(calculateUniversalCredit(input)).toMatchObject(expected);
    });
  });
});

describe('calculateUniversalCredit: working', () => {
  const result = calculateUniversalCredit({
    personalDetails: { age: 30, relationshipStatus: 'couple', partnerAge: 30, children: [{ age: 4 }, { age: 7 }] },
    incomeDetails: { earnedIncome: 1200 },
    housingDetails: { housingType: 'rent', monthlyRent: 650, serviceCharges: 50 },
  });

  it('gives every element and deduction an amount, a qualifying flag, a rate id and one sentence of working', () => {
    for (const line of [...result.elements, ...result.deductions, result.workAllowanceDetail]) {
      expect(line.working.length).toBeGreaterThan(0);
      expect(typeof line.qualifying).toBe('boolean');
      expect(line.rateId === null || line.rateId in DEFAULT_RATES).toBe(true);
      if (!line.qualifying) expect(line.amount).toBe(0);
    }
    for (const element of result.elements) expect(element.description.length).toBeGreaterThan(0);
  });

  it('explains the child element and the taper with their figures', () => {
    expect(result.elements.find((e) => e.name === 'Child element')?.working).toBe('Child element for your 2 children: 2 × £333.33');
    expect(result.deductions[0]).toEqual({
      name: 'Earnings taper',
      amount: 289.85,
      qualifying: true,
      rateId: 'universal-credit.taper-rate',
      working: '55% of earnings above the work allowance: 0.55 × (£1,200 − £673) = £289.85',
    });
    expect(result.elements.find((e) => e.name === 'Housing element')?.working).toBe('Rent £650 + service charges £50 = £700');
  });

  it('says why the benefit cap does not apply', () => {
    expect(result.deductions.find((d) => d.name === 'Benefit cap')).toMatchObject({
      amount: 0,
      rateId: 'universal-credit.benefit-cap.earnings-exemption',
      working: 'Not applied: earnings of £846+ a month',
    });
  });

  it('lists next steps that depend on whether there is an award', () => {
    expect(result.nextSteps.join(' ')).toContain('0800 328 5644');
    expect(calculateUniversalCredit({ incomeDetails: { savings: 20000 } }).nextSteps.join(' ')).toContain('0800 144 8848');
  });
});

describe('calculateUniversalCredit: rates and robustness', () => {
  it('uses an overridden rate', () => {
    const rates = applyRateOverrides(DEFAULT_RATES, { 'universal-credit.standard-allowance.single-25-plus': 400 });
    expect(calculateUniversalCredit({}, rates).totalMonthly).toBe(400);
  });

  it('gives the spec defaults', () => {
    expect(defaultUniversalCreditInput()).toEqual({
      personalDetails: { age: 25, relationshipStatus: 'single', children: [], location: 'england' },
      incomeDetails: { earnedIncome: 0, partnerEarnedIncome: 0, otherBenefits: [], savings: 0, pension: 0 },
      housingDetails: { housingType: 'rent', monthlyRent: 0, serviceCharges: 0, localHousingAllowanceArea: '', bedroomsNeeded: 1, actualBedrooms: 1 },
      healthAndCare: { hasLimitedCapabilityWork: false, hasLimitedCapabilityWorkRelated: false, isCarerFor: [], disabilityPremiums: [] },
    });
    expect(calculateUniversalCredit(defaultUniversalCreditInput()).totalMonthly).toBe(393.45);
  });

  it.each([undefined, null, {}, { personalDetails: null }, { incomeDetails: 'x' }, { healthAndCare: { isCarerFor: 'x' } }])(
    'never throws, and a missing group takes the spec defaults (%j)',
    (input) => {
      expect(calculateUniversalCredit(input as never).totalMonthly).toBe(393.45);
    },
  );

  it('keeps absurd amounts finite and never negative', () => {
    const result = calculateUniversalCredit({
      incomeDetails: { earnedIncome: 1e12, savings: Number.POSITIVE_INFINITY, pension: 1e300 },
      housingDetails: { monthlyRent: 1e12, serviceCharges: 1e12 },
    });
    expect(result.totalMonthly).toBe(0);
    expect(Number.isFinite(result.takeHomeAfterTaper)).toBe(true);
    expect(Number.isFinite(result.maximumAmount)).toBe(true);
  });

  it('shows a jump at the benefit cap earnings exemption (UC Regs 2013 reg 82), by design', () => {
    const at = (earnedIncome: number) =>
      calculateUniversalCredit({ personalDetails: { age: 30 }, incomeDetails: { earnedIncome }, housingDetails: { monthlyRent: 1200 } }).totalMonthly;
    expect(at(846)).toBeGreaterThan(at(845.99));
  });
});
