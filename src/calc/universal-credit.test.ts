import { describe, expect, it } from 'vitest';
import { calculateUniversalCredit, defaultUniversalCreditInput, isLondonLhaArea } from './universal-credit';
import { formatMoneyWithPence } from './money';
import { UNIVERSAL_CREDIT_CASES } from './universal-credit.cases';
import { testRuleCases } from './rule-case-tests';
import { applyRateOverrides, currentTaxYear, ratesFor, type Rate } from './rates';
import { withBuiltInLhaRates } from './lha';

describe('calculateUniversalCredit: rule cases', () => {
  // With the built-in LHA rates, as the calculator has them once its LHA lookup has loaded.
  testRuleCases(UNIVERSAL_CREDIT_CASES, (input) => calculateUniversalCredit(input, withBuiltInLhaRates(ratesFor(input.taxYear))), { total: 40, perYear: 8 });
});

describe('calculateUniversalCredit: working', () => {
  // 2025/26: couple, children 4 and 7 (under 9: the lower amount), rent 650 + 50 in Lothian.
  const result = calculateUniversalCredit(
    {
      taxYear: '2025-26',
      personalDetails: { age: 30, relationshipStatus: 'couple', partnerAge: 30, children: [{ age: 4 }, { age: 7 }] },
      incomeDetails: { earnedIncome: 1200 },
      housingDetails: { housingType: 'rent', monthlyRent: 650, serviceCharges: 50, localHousingAllowanceArea: 'lothian' },
    },
    withBuiltInLhaRates(ratesFor('2025-26')),
  );
  const table = withBuiltInLhaRates(ratesFor('2025-26'));

  it('gives every element and deduction an amount, a qualifying flag, a rate id and one sentence of working', () => {
    for (const line of [...result.elements, ...result.deductions, result.workAllowanceDetail]) {
      expect(line.working.length).toBeGreaterThan(0);
      expect(typeof line.qualifying).toBe('boolean');
      expect(line.rateId === null || line.rateId in table).toBe(true);
      if (!line.qualifying) expect(line.amount).toBe(0);
    }
    for (const element of result.elements) expect(element.description.length).toBeGreaterThan(0);
    expect(new Set(result.elements.map((e) => e.name)).size).toBe(result.elements.length);
  });

  it('explains each child element, the housing element and the taper with their figures', () => {
    expect(result.elements.find((e) => e.name === 'Child element, child 2')?.working).toBe('Age 7, eldest child, born on or after 6 April 2017: the lower amount: £292.81');
    expect(result.elements.find((e) => e.name === 'Child element, child 1')?.working).toBe('Age 4, not the eldest: the lower amount: £292.81');
    // A couple and two children under 10 (4 and 7, sex not given, so they share as under-10s): 1 + 1 = 2 bedrooms.
    // 2 bedrooms in Lothian: 223.23 × 52 ÷ 12 = 967.33, above the 700.
    expect(result.elements.find((e) => e.name === 'Housing element')?.working).toBe(
      'Rent £650 + service charges £50 = £700; 2 bedrooms allowed (you and your partner have a bedroom, child 1 (aged 4) and child 2 (aged 7) share a bedroom); within the Local Housing Allowance for 2 bedrooms in Lothian, £223.23 a week × 52 ÷ 12 = £967.33 a month: £700',
    );
    // With a housing element: 411. 0.55 × (1,200 − 411) = 433.95.
    expect(result.deductions[0]).toEqual({
      name: 'Earnings taper',
      amount: 433.95,
      qualifying: true,
      rateId: 'universal-credit.taper-rate',
      working: '55% of earnings above the work allowance: 0.55 × (£1,200 − £411) = £433.95',
    });
  });

  it('says why the benefit cap does not apply', () => {
    expect(result.deductions.find((d) => d.name === 'Benefit cap')).toMatchObject({
      amount: 0,
      working: 'The benefit cap does not apply because your household earns £846 or more a month',
    });
  });

  it('names Pension Age Disability Payment among the benefits that lift the cap (docs/rules.md UC 12)', () => {
    // A capped single person outside London: rent 1,500 + 424.90 is over the 1,229.42 cap.
    const capped = calculateUniversalCredit({ taxYear: '2026-27', personalDetails: { age: 30 }, housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 } });
    expect(capped.benefitCap.applies).toBe(true);
    expect(capped.nextSteps.join(' ')).toContain(
      "The benefit cap stops applying if your household earns £881.00 a month or more after tax, if someone in your household gets PIP, DLA, Adult Disability Payment, Child Disability Payment, Attendance Allowance, Pension Age Disability Payment or a war pension, or if you or your partner get Carer's Allowance, Guardian's Allowance or ESA with the support component (UC Regs reg 83)",
    );
  });

  it('says why there is no work allowance', () => {
    const single = calculateUniversalCredit({ taxYear: '2026-27', incomeDetails: { earnedIncome: 300 } });
    expect(single.workAllowanceDetail.working).toMatch(/^You have no work allowance because nobody in your claim is responsible for a child or has limited capability for work/);
  });

  it('lists next steps that depend on the award and the rules', () => {
    expect(result.nextSteps.join(' ')).toContain('0800 328 5644');
    expect(calculateUniversalCredit({ incomeDetails: { savings: 20000 } }).nextSteps.join(' ')).toContain('0800 144 8848');
    // Rent 50 over a typed LHA: the shortfall points to a Discretionary Housing Payment.
    const over = calculateUniversalCredit({ taxYear: '2026-27', personalDetails: { age: 40 }, housingDetails: { monthlyRent: 750, lhaRateMonthly: 700 } });
    expect(over.nextSteps.join(' ')).toContain('Discretionary Housing Payment to help with the £50.00 a month');
  });

  it('writes money in warnings with pence', () => {
    expect(formatMoneyWithPence(17400)).toBe('£174.00');
    expect(formatMoneyWithPence(122942)).toBe('£1,229.42');
    expect(formatMoneyWithPence(1600000)).toBe('£16,000.00');
  });

  it('asks whether a rent over £20,000 or earnings over £100,000 a month are monthly, and still works them out', () => {
    const note = (what: string, amount: string) =>
      `Check this amount: is it monthly? ${what} of ${amount} a month is far more than we would expect. If you typed a yearly amount, divide it by 12.`;
    const atLimits = calculateUniversalCredit({
      taxYear: '2026-27',
      personalDetails: { relationshipStatus: 'couple', partnerAge: 30 },
      incomeDetails: { earnedIncome: 100000, partnerEarnedIncome: 100000 },
      housingDetails: { monthlyRent: 20000 },
    });
    expect(atLimits.warnings.filter((w) => w.startsWith('Check this amount'))).toEqual([]);
    const over = calculateUniversalCredit({
      taxYear: '2026-27',
      personalDetails: { relationshipStatus: 'couple', partnerAge: 30 },
      incomeDetails: { earnedIncome: 100000.01, partnerEarnedIncome: 1200000 },
      housingDetails: { monthlyRent: 20000.5 },
    });
    expect(over.warnings.filter((w) => w.startsWith('Check this amount'))).toEqual([
      note('Rent', '£20,000.50'),
      note('Your earnings', '£100,000.01'),
      note("Your partner's earnings", '£1,200,000.00'),
    ]);
    // Earnings that large leave no award; the figures stay exact.
    expect(over.totalMonthly).toBe(0);
    expect(over.earningsImpact.totalIncome).toBe(1300000.01);
    // Rent does not count when the home is owned.
    const owner = calculateUniversalCredit({ housingDetails: { housingType: 'own-outright', monthlyRent: 50000 } });
    expect(owner.warnings.join(' ')).not.toContain('Check this amount');
  });

  it('writes every amount in a warning with pence', () => {
    const many = calculateUniversalCredit({
      taxYear: '2026-27',
      personalDetails: { age: 30, children: [{ age: 4 }] },
      incomeDetails: { earnedIncome: 300000, savings: 7000 },
      housingDetails: { monthlyRent: 30000, lhaRateMonthly: 700, tenancyType: 'private' },
      healthAndCare: { hasLimitedCapabilityWorkRelated: true },
    });
    expect(many.warnings.length).toBeGreaterThan(2);
    for (const w of many.warnings) for (const amount of w.match(/£[\d,]+(\.\d+)?/g) ?? []) expect(amount).toMatch(/^£[\d,]+\.\d\d$/);
  });

  it('knows the London LHA areas', () => {
    expect(isLondonLhaArea('inner-south-east-london')).toBe(true);
    expect(isLondonLhaArea('lothian')).toBe(false);
    expect(isLondonLhaArea('')).toBe(false);
  });
});

describe('calculateUniversalCredit: tax years, rates and robustness', () => {
  it('uses the figures of the input tax year, and says which', () => {
    expect(calculateUniversalCredit({ taxYear: '2024-25' })).toMatchObject({ taxYear: '2024-25', totalMonthly: 393.45 });
    expect(calculateUniversalCredit({ taxYear: '2025-26' })).toMatchObject({ taxYear: '2025-26', totalMonthly: 400.14 });
    expect(calculateUniversalCredit({ taxYear: '2026-27' })).toMatchObject({ taxYear: '2026-27', totalMonthly: 424.9 });
  });

  it('defaults to the tax year in force', () => {
    expect(calculateUniversalCredit({}).taxYear).toBe(currentTaxYear());
    expect(calculateUniversalCredit({ taxYear: 'next year' as never }).taxYear).toBe(currentTaxYear());
  });

  it('uses an overridden rate of the year it is given', () => {
    const rates = applyRateOverrides(ratesFor('2025-26'), { 'universal-credit.standard-allowance.single-25-plus': 410 });
    expect(calculateUniversalCredit({}, rates)).toMatchObject({ totalMonthly: 410, taxYear: '2025-26' });
  });

  it('gives the defaults of docs/product.md §3', () => {
    expect(defaultUniversalCreditInput()).toEqual({
      personalDetails: { age: 25, relationshipStatus: 'single', children: [], location: 'england' },
      incomeDetails: { earnedIncome: 0, partnerEarnedIncome: 0, otherBenefits: [], savings: 0, pension: 0 },
      housingDetails: { housingType: 'rent', monthlyRent: 0, serviceCharges: 0, localHousingAllowanceArea: '', bedroomsNeeded: 1, actualBedrooms: 1 },
      healthAndCare: { hasLimitedCapabilityWork: false, hasLimitedCapabilityWorkRelated: false, isCarerFor: [], disabilityPremiums: [] },
    });
    expect(calculateUniversalCredit({ ...defaultUniversalCreditInput(), taxYear: '2024-25' }).totalMonthly).toBe(393.45);
  });

  it.each([undefined, null, {}, { personalDetails: null }, { incomeDetails: 'x' }, { healthAndCare: { isCarerFor: 'x' } }])(
    'never throws, and a missing group takes the defaults of docs/product.md §3 (%j)',
    (input) => {
      expect(calculateUniversalCredit(input as never, ratesFor('2024-25')).totalMonthly).toBe(393.45);
    },
  );

  it('keeps absurd amounts finite and never negative', () => {
    const result = calculateUniversalCredit({
      incomeDetails: { earnedIncome: 1e12, savings: Number.POSITIVE_INFINITY, pension: 1e300, childcareCostsMonthly: 1e12 },
      housingDetails: { monthlyRent: 1e12, serviceCharges: 1e12, nonDependants: 1e9, actualBedrooms: 1e9 },
      personalDetails: { children: [{ age: 1e9 }] },
    });
    expect(result.totalMonthly).toBe(0);
    expect(Number.isFinite(result.takeHomeAfterTaper)).toBe(true);
    expect(Number.isFinite(result.maximumAmount)).toBe(true);
  });

  it('shows a jump at the benefit cap earnings exemption (UC Regs 2013 reg 82), by design', () => {
    const at = (earnedIncome: number) =>
      calculateUniversalCredit({
        taxYear: '2026-27',
        personalDetails: { age: 30, children: [{ age: 3 }] },
        incomeDetails: { earnedIncome },
        housingDetails: { monthlyRent: 1800, lhaRateMonthly: 2000 },
      }).totalMonthly;
    expect(at(881)).toBeGreaterThan(at(880.99));
  });
});

describe('calculateUniversalCredit: an area whose rates an admin published', () => {
  it('caps the rent at a published area’s rate when the table holds its five rates, any of the 192 areas', () => {
    const base = withBuiltInLhaRates(ratesFor('2026-27'));
    const leeds: Record<string, Rate> = {};
    for (const [category, amount] of [
      ['shared-room', 80],
      ['one-bed', 100],
      ['two-bed', 120],
      ['three-bed', 140],
      ['four-bed', 160],
    ] as const) {
      const id = `housing-benefit.lha.leeds.${category}`;
      leeds[id] = { id, amount, unit: 'gbp-per-week', taxYear: '2026-27', effectiveDate: '2026-04-06', editable: true };
    }
    const input = { taxYear: '2026-27' as const, personalDetails: { age: 40 }, housingDetails: { monthlyRent: 500, localHousingAllowanceArea: 'leeds' } };
    // Without Leeds's rates the rent is not checked; with them: 1 bedroom 100 × 52 ÷ 12 = 433.33, rent 500 → 433.33
    // (66.67 not covered); 424.90 + 433.33 = 858.23.
    expect(calculateUniversalCredit(input, base).housingCosts.lhaLimit).toBeNull();
    const result = calculateUniversalCredit(input, { ...base, ...leeds });
    expect(result.totalMonthly).toBe(858.23);
    expect(result.housingCosts).toMatchObject({ lhaLimit: 433.33, rentAboveLha: 66.67, lhaDescription: '1 bedroom in Leeds' });
  });
});
