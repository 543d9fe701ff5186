import { describe, expect, it } from 'vitest';
import { calculateUniversalCredit, defaultUniversalCreditInput, isLondonLhaArea } from './universal-credit';
import { formatMoneyWithPence } from './money';
import { isMessage, listOfValues, money, moneyWithPence, msg, type Message } from './message';
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
  /** The element of that name. */
  const named = (name: Message) => result.elements.find((e) => JSON.stringify(e.name) === JSON.stringify(name));

  it('gives every element and deduction an amount, a qualifying flag, a rate id and one sentence of working', () => {
    for (const line of [...result.elements, ...result.deductions, result.workAllowanceDetail]) {
      expect(isMessage(line.working)).toBe(true);
      expect(typeof line.qualifying).toBe('boolean');
      expect(line.rateId === null || line.rateId in table).toBe(true);
      if (!line.qualifying) expect(line.amount).toBe(0);
    }
    for (const element of result.elements) expect(isMessage(element.description)).toBe(true);
    expect(new Set(result.elements.map((e) => JSON.stringify(e.name))).size).toBe(result.elements.length);
  });

  it('explains each child element, the housing element and the taper with their figures', () => {
    expect(named(msg('uc.childElement.child', { n: 2 }))?.working).toEqual(msg('uc.childElement.eldestLower', { age: 7, amount: money(29281) }));
    expect(named(msg('uc.childElement.child', { n: 1 }))?.working).toEqual(msg('uc.childElement.lower', { age: 4, amount: money(29281) }));
    // A couple and two children under 10 (4 and 7, sex not given, so they share as under-10s): 1 + 1 = 2 bedrooms.
    // 2 bedrooms in Lothian: 223.23 × 52 ÷ 12 = 967.33, above the 700.
    const twoBedrooms = msg('uc.lha.bedrooms', { count: 2 });
    expect(named(msg('uc.housingElement'))?.working).toEqual(
      msg('uc.housing.working', {
        steps: listOfValues(
          [
            msg('uc.housing.rent', { rent: money(65000), charges: money(5000), total: money(70000) }),
            msg('uc.housing.bedrooms', {
              count: 2,
              rooms: listOfValues(
                [msg('bedrooms.couple'), msg('bedrooms.share', { n: 1, about: msg('bedrooms.aged', { age: 4 }), otherN: 2, otherAbout: msg('bedrooms.aged', { age: 7 }) })],
                'commas',
              ),
            }),
            msg('uc.lha.within', {
              limit: msg('uc.lha.area', { what: twoBedrooms, area: 'Lothian', weekly: money(22323), weeks: 52, months: 12, monthly: money(96733) }),
            }),
          ],
          'semicolons',
        ),
        amount: money(70000),
      }),
    );
    expect(result.housingCosts.lhaDescription).toEqual(msg('uc.lha.areaDescription', { what: twoBedrooms, area: 'Lothian' }));
    // With a housing element: 411. 0.55 × (1,200 − 411) = 433.95.
    expect(result.deductions[0]).toEqual({
      name: msg('uc.earningsTaper'),
      amount: 433.95,
      qualifying: true,
      rateId: 'universal-credit.taper-rate',
      working: msg('uc.taper.above', { percent: 55, fraction: 0.55, earnings: money(120000), allowance: money(41100), amount: money(43395) }),
    });
  });

  it('says why the benefit cap does not apply', () => {
    expect(result.deductions[5]).toMatchObject({
      name: msg('uc.benefitCap'),
      amount: 0,
      working: msg('uc.cap.exempt', { why: msg('uc.cap.why.earnings', { amount: money(84600) }) }),
    });
  });

  it('names the benefits that lift the cap, Pension Age Disability Payment among them, in its next step (docs/rules.md UC 12)', () => {
    // A capped single person outside London: rent 1,500 + 424.90 is over the 1,229.42 cap.
    const capped = calculateUniversalCredit({ taxYear: '2026-27', personalDetails: { age: 30 }, housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 } });
    expect(capped.benefitCap.applies).toBe(true);
    expect(capped.nextSteps).toContainEqual(msg('uc.step.capExemptions', { amount: moneyWithPence(88100) }));
  });

  it('says why there is no work allowance', () => {
    const single = calculateUniversalCredit({ taxYear: '2026-27', incomeDetails: { earnedIncome: 300 } });
    expect(single.workAllowanceDetail.working).toEqual(msg('uc.workAllowance.none', { percent: 55 }));
  });

  it('lists next steps that depend on the award and the rules', () => {
    /** The messages of a list as one text, to look for a phone number in. */
    const said = (messages: readonly Message[]): string => JSON.stringify(messages);
    expect(said(result.nextSteps)).toContain('0800 328 5644');
    expect(said(calculateUniversalCredit({ incomeDetails: { savings: 20000 } }).nextSteps)).toContain('0800 144 8848');
    // Rent 50 over a typed LHA: the shortfall points to a Discretionary Housing Payment.
    const over = calculateUniversalCredit({ taxYear: '2026-27', personalDetails: { age: 40 }, housingDetails: { monthlyRent: 750, lhaRateMonthly: 700 } });
    expect(over.nextSteps).toContainEqual(msg('uc.step.dhp', { amount: moneyWithPence(5000) }));
  });

  it('writes money in warnings with pence', () => {
    expect(formatMoneyWithPence(17400)).toBe('£174.00');
    expect(formatMoneyWithPence(122942)).toBe('£1,229.42');
    expect(formatMoneyWithPence(1600000)).toBe('£16,000.00');
  });

  it('asks whether a rent over £20,000 or earnings over £100,000 a month are monthly, and still works them out', () => {
    const note = (id: string, pence: number) => msg(id, { amount: moneyWithPence(pence) });
    const isCheck = (w: Message) => /Monthly$/.test(w.messageId);
    const atLimits = calculateUniversalCredit({
      taxYear: '2026-27',
      personalDetails: { relationshipStatus: 'couple', partnerAge: 30 },
      incomeDetails: { earnedIncome: 100000, partnerEarnedIncome: 100000 },
      housingDetails: { monthlyRent: 20000 },
    });
    expect(atLimits.warnings.filter(isCheck)).toEqual([]);
    const over = calculateUniversalCredit({
      taxYear: '2026-27',
      personalDetails: { relationshipStatus: 'couple', partnerAge: 30 },
      incomeDetails: { earnedIncome: 100000.01, partnerEarnedIncome: 1200000 },
      housingDetails: { monthlyRent: 20000.5 },
    });
    expect(over.warnings.filter(isCheck)).toEqual([
      note('uc.warning.rentMonthly', 2000050),
      note('uc.warning.earningsMonthly', 10000001),
      note('uc.warning.partnerEarningsMonthly', 120000000),
    ]);
    // Earnings that large leave no award; the figures stay exact.
    expect(over.totalMonthly).toBe(0);
    expect(over.earningsImpact.totalIncome).toBe(1300000.01);
    // Rent does not count when the home is owned.
    const owner = calculateUniversalCredit({ housingDetails: { housingType: 'own-outright', monthlyRent: 50000 } });
    expect(owner.warnings.filter(isCheck)).toEqual([]);
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
    // Every amount of every warning is money with its pence ('£174.00'), never whole pounds.
    const amounts = JSON.stringify(many.warnings).match(/"(money|moneyWithPence)":/g) ?? [];
    expect(amounts.length).toBeGreaterThan(2);
    expect(amounts.filter((kind) => kind !== '"moneyWithPence":')).toEqual([]);
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
    expect(result.housingCosts).toMatchObject({
      lhaLimit: 433.33,
      rentAboveLha: 66.67,
      lhaDescription: msg('uc.lha.areaDescription', { what: msg('uc.lha.bedrooms', { count: 1 }), area: 'Leeds' }),
    });
  });
});
