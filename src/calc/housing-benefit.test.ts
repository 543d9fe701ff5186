import { describe, expect, it } from 'vitest';
import { calculateHousingBenefit, defaultHouseholdMember, defaultHousingBenefitInput } from './housing-benefit';
import { HOUSING_BENEFIT_CASES } from './housing-benefit.cases';
import { testRuleCases } from './rule-case-tests';
import { applyRateOverrides, currentTaxYear, DEFAULT_RATES, ratesFor } from './rates';
import { lhaAreaById, withBuiltInLhaRates } from './lha';
import { listOfValues, moneyWithPence, msg } from './message';

describe('calculateHousingBenefit: rule cases', () => {
  // With the built-in LHA rates, as the calculator has them once its LHA lookup has loaded.
  testRuleCases(HOUSING_BENEFIT_CASES, (input) => calculateHousingBenefit(input, withBuiltInLhaRates(ratesFor(input.taxYear))), { total: 30, perYear: 8 });
});

describe('calculateHousingBenefit: working', () => {
  const result = calculateHousingBenefit(
    {
      taxYear: '2026-27',
      personalDetails: { age: 40, household: [{ age: 30, relationship: 'non-dependant', grossWeeklyIncome: 200 }], disabilities: ['disability-premium'] },
      propertyDetails: { actualRent: 180 },
      incomeDetails: { earnings: 200 },
      lhaArea: lhaAreaById('coventry'),
    },
    withBuiltInLhaRates(ratesFor('2026-27')),
  );

  it('gives every line an amount, a qualifying flag, a rate id and its working', () => {
    const b = result.breakdown;
    for (const line of [b.personalAllowance, b.childAllowance, ...b.premiums, ...b.deductions, ...b.rent, ...b.income, b.earningsDisregard, b.tariffIncome, b.taper]) {
      expect(line.working).toEqual(expect.objectContaining({ messageId: expect.stringMatching(/^hb\./) }));
      expect(line.rateId === null || line.rateId in withBuiltInLhaRates(DEFAULT_RATES)).toBe(true);
      if (!line.qualifying) expect(line.amount).toBe(0);
    }
    expect(b.premiums[1]).toMatchObject({ name: msg('hb.disabilityPremium.single'), amount: 44.85, qualifying: true, rateId: 'housing-benefit.premium.disability.single' });
    expect(b.deductions[0]).toMatchObject({
      amount: 46.85,
      rateId: 'housing-benefit.non-dependant.band-2.deduction',
      working: msg('hb.nonDependant.band', { income: moneyWithPence(20000), band: 2, amount: moneyWithPence(4685) }),
    });
    expect(b.earningsDisregard).toMatchObject({ amount: 20, working: msg('hb.disregard.full', { amount: moneyWithPence(2000), who: msg('hb.disregard.disabilityOrCarer') }) });
  });

  it('explains the LHA cap and the taper, money with pence', () => {
    // Two bedrooms (the non-dependant needs one): Coventry 2-bed £155.34; rent £180 is £24.66 above.
    const twoBed = msg('hb.category.twoBed');
    expect(result.breakdown.rent[1]).toMatchObject({
      name: msg('hb.lhaLimit'),
      amount: 24.66,
      rateId: 'housing-benefit.lha.coventry.two-bed',
      working: msg('hb.lha.aboveArea', { rate: moneyWithPence(15534), category: twoBed, area: 'Coventry' }),
    });
    // 1 for the claimant + 1 for the non-dependant = 2, each named.
    expect(result.lhaWorking).toEqual(
      msg('hb.lha.areaRate', {
        category: twoBed,
        area: 'Coventry',
        rate: moneyWithPence(15534),
        need: msg('hb.need.rooms', { count: 2, who: listOfValues([msg('bedrooms.you'), msg('bedrooms.otherAdults', { count: 1, age: 16 })], 'commas') }),
      }),
    );
    // 95.55 + 44.85 = 140.40; income 200 − 20 = 180; 0.65 × 39.60 = 25.74.
    expect(result.breakdown.taper.working).toEqual(
      msg('hb.taper.above', { percent: 65, income: moneyWithPence(18000), applicable: moneyWithPence(14040), amount: moneyWithPence(2574) }),
    );
  });

  it('carries its tax year: the input’s, else the table’s, else the year in force', () => {
    expect(calculateHousingBenefit({ taxYear: '2024-25' }).taxYear).toBe('2024-25');
    expect(calculateHousingBenefit({}, ratesFor('2025-26')).taxYear).toBe('2025-26');
    expect(calculateHousingBenefit({}).taxYear).toBe(currentTaxYear());
    expect(calculateHousingBenefit({ taxYear: 'nonsense' as never }).taxYear).toBe(currentTaxYear());
  });

  it('names the Scottish benefits beside Carer’s Allowance and Attendance Allowance (docs/rules.md HB 3 and 7)', () => {
    const r = calculateHousingBenefit({
      taxYear: '2026-27',
      personalDetails: { age: 40, disabilities: ['carer-premium', 'no-non-dependant-deductions'], household: [{ age: 30, relationship: 'non-dependant', grossWeeklyIncome: 700 }] },
      propertyDetails: { tenancyType: 'social', actualRent: 100, bedrooms: 2 },
    });
    // Carer premium 2026/27: £48.15 a week (the rates table, housing-benefit.premium.carer).
    // Their words (src/i18n/en/housing-benefit-engine.ts) name them; the engine says which.
    expect(r.breakdown.premiums.find((l) => l.rateId === 'housing-benefit.premium.carer')).toMatchObject({
      name: msg('hb.carerPremium'),
      working: msg('hb.premium.carer', { count: 1, amount: moneyWithPence(4815) }),
    });
    expect(r.breakdown.deductions[0]?.working).toEqual(msg('hb.nonDependant.exempt'));
  });

  it('links next steps by writing addresses and numbers out', () => {
    const none = calculateHousingBenefit({ taxYear: '2026-27', personalDetails: { age: 70 }, propertyDetails: { actualRent: 100 } });
    expect(none.nextSteps).toContainEqual(msg('hb.step.findLha', { address: 'https://lha-direct.voa.gov.uk/search.aspx' }));
    expect(none.nextSteps[0]).toEqual(msg('hb.step.claim', { address: 'https://www.gov.uk/housing-benefit/how-to-claim' }));
  });
});

describe('calculateHousingBenefit: what the panel is told', () => {
  it('names the passport benefits the household gets, Guarantee Credit from its own question', () => {
    const result = calculateHousingBenefit({
      taxYear: '2026-27',
      personalDetails: { age: 70 },
      propertyDetails: { actualRent: 120 },
      incomeDetails: { getsGuaranteeCredit: true, otherBenefits: ['universal-credit', 'income-support'], pension: 300 },
    });
    expect(result.isPassported).toBe(true);
    expect(result.passportBenefits).toEqual(['pension-credit-guarantee', 'income-support']);
  });

  it('names none, and is not passported, without them', () => {
    const result = calculateHousingBenefit({ taxYear: '2026-27', propertyDetails: { actualRent: 120 }, incomeDetails: { otherBenefits: ['universal-credit'] } });
    expect(result).toMatchObject({ isPassported: false, passportBenefits: [] });
  });

  // Working age, single, 2026/27: no earnings, no savings; rent £100 a week.
  it.each([
    ['savings above £16,000 stop an award the rent would give', { savings: 16000.01 }, 'savings'],
    ['savings of exactly £16,000 do not', { savings: 16000 }, null],
  ])('%s', (_, incomeDetails, reason) => {
    const result = calculateHousingBenefit({ taxYear: '2026-27', personalDetails: { age: 40 }, propertyDetails: { actualRent: 100, tenancyType: 'social' }, incomeDetails });
    expect(result.zeroReason).toBe(reason);
  });
});

describe('calculateHousingBenefit: rates, areas and robustness', () => {
  it('takes an area rate from the rates table it is given (an admin edit reaches saved calculations)', () => {
    const area = lhaAreaById('coventry');
    const rates = applyRateOverrides(withBuiltInLhaRates(ratesFor('2026-27')), [{ id: 'housing-benefit.lha.coventry.one-bed', amount: 100 }]);
    const result = calculateHousingBenefit({ personalDetails: { age: 40 }, propertyDetails: { actualRent: 200 }, lhaArea: area }, rates);
    expect(result.lhaRate).toBe(100);
    expect(result.lhaAreaName).toBe('Coventry');
  });

  it('never uses figures carried by an area the table does not hold (an old save of an unpublished area)', () => {
    const area = { id: 'default-area', name: 'Default area', rates: { 'shared-room': 85, 'one-bed': 120, 'two-bed': 155, 'three-bed': 185, 'four-bed': 220 } };
    const result = calculateHousingBenefit({ personalDetails: { age: 40 }, propertyDetails: { actualRent: 200 }, lhaArea: area as never });
    expect(result).toMatchObject({ lhaSource: 'none', lhaRate: null, lhaAreaName: null, weeklyAmount: 200 });
  });

  it('gives the defaults of docs/product.md §3', () => {
    expect(defaultHousingBenefitInput().personalDetails).toEqual({
      age: 25,
      relationshipStatus: 'single',
      household: [],
      disabilities: [],
      isStudent: false,
      immigration: 'british',
    });
    expect(defaultHousingBenefitInput().propertyDetails).toMatchObject({ propertyType: 'flat', bedrooms: 1, tenancyType: 'private', postcode: '' });
    expect(defaultHouseholdMember()).toEqual({ age: 18, relationship: 'non-dependant', isStudent: false, hasDisability: false, contributesToRent: false });
  });

  it.each([undefined, null, {}, { personalDetails: { household: 'x' } }, { propertyDetails: null, incomeDetails: 7 }])('never throws (%j)', (input) => {
    expect(calculateHousingBenefit(input as never).weeklyAmount).toBe(0);
  });

  it('keeps absurd amounts finite', () => {
    const result = calculateHousingBenefit({ propertyDetails: { actualRent: 1e12, serviceCharges: 1e12 }, incomeDetails: { earnings: 1e12 } });
    // With no LHA rate the rent is not capped; the figures stay finite, to the penny.
    for (const figure of [result.weeklyAmount, result.monthlyAmount, result.taperReduction]) expect(Number.isInteger(Math.round(figure * 100))).toBe(true);
    expect(Number.isFinite(result.weeklyAmount)).toBe(true);
  });

  it('warns about fuel and council tax in the rent without inventing an amount', () => {
    const result = calculateHousingBenefit({
      taxYear: '2026-27',
      personalDetails: { age: 70 },
      propertyDetails: { tenancyType: 'social', actualRent: 100, heatingIncluded: true, councilTaxIncluded: true },
    });
    expect(result.weeklyAmount).toBe(100);
    expect(result.warnings).toEqual([
      msg('hb.warning.fuel', { address: 'https://www.gov.uk/government/publications/proposed-benefit-and-pension-rates-2026-to-2027' }),
      msg('hb.warning.councilTax'),
    ]);
  });

  it('shows a fuel amount given as a minus line citing the regulation, and no fuel warning', () => {
    const result = calculateHousingBenefit({
      taxYear: '2026-27',
      personalDetails: { age: 70 },
      propertyDetails: { tenancyType: 'social', actualRent: 100, heatingIncluded: true, fuelChargeWeekly: 12.5 },
    });
    // 100 − 12.50 = 87.50.
    expect(result.eligibleRent).toBe(87.5);
    expect(result.breakdown.rent[1]).toMatchObject({
      name: msg('hb.fuelInRent'),
      amount: 12.5,
      qualifying: true,
      working: msg('hb.fuel.working', { amount: moneyWithPence(1250) }),
    });
    expect(JSON.stringify(result.warnings)).not.toContain('hb.warning.fuel');
  });
});
