import { describe, expect, it } from 'vitest';
import { calculateCouncilTaxSupport, defaultChildrenAges, defaultCouncilTaxSupportInput, defaultOtherAdult, emptyCouncilTaxIncome } from './council-tax-support';
import { COUNCIL_TAX_SUPPORT_CASES } from './council-tax-support.cases';
import { DEFAULT_RATES } from './rates';

describe('calculateCouncilTaxSupport: rule cases', () => {
  it('has at least 15 cases', () => {
    expect(COUNCIL_TAX_SUPPORT_CASES.length).toBeGreaterThanOrEqual(15);
  });

  describe.each(COUNCIL_TAX_SUPPORT_CASES)('$name', ({ input, expected, checks }) => {
    it(`matches the hand-worked figures (${checks})`, () => {
      expect(calculateCouncilTaxSupport(input)).toMatchObject(expected);
    });
  });
});

describe('calculateCouncilTaxSupport: result', () => {
  const result = calculateCouncilTaxSupport({ location: { annualCouncilTax: 1560 }, income: { claimantIncome: { employment: 150 } } });

  it('gives every line its working and rate', () => {
    const { breakdown } = result;
    for (const line of [...breakdown.councilTax, breakdown.personalAllowance, ...breakdown.premiums, ...breakdown.income, ...breakdown.disregards, breakdown.taper, ...breakdown.reductions]) {
      expect(line.working.length).toBeGreaterThan(0);
      expect(line.rateId === null || line.rateId in DEFAULT_RATES).toBe(true);
      if (!line.qualifying) expect(line.amount).toBe(0);
    }
    expect(breakdown.reductions[0]?.working).toBe('80% of £30 = £24, less the taper £12.04');
    expect(breakdown.taper.working).toBe('20% of income above the applicable amount: 0.2 × (£145 − £84.80) = £12.04');
  });

  it('describes the scheme, the appeal rights and how to apply', () => {
    expect(result.localSchemeDetails.schemeName).toContain('England');
    expect(result.localSchemeDetails.specialProvisions.length).toBeGreaterThan(0);
    const appeal = result.appealRights.join(' ');
    expect(appeal).toContain('14 days');
    expect(appeal).toContain('one month');
    expect(appeal).toContain('Valuation Tribunal');
    expect(result.applicationGuidance.length).toBeGreaterThan(0);
    expect(result.nextSteps[0]).toContain('your council');
  });

  it('names the council when it is given', () => {
    expect(calculateCouncilTaxSupport({ location: { localAuthority: 'Leeds City Council' } }).nextSteps[0]).toContain('Leeds City Council');
  });

  it('sends Scottish appeals to the Council Tax Reduction Review Panel', () => {
    expect(calculateCouncilTaxSupport({ location: { country: 'scotland' } }).appealRights.join(' ')).toContain('Review Panel');
  });

  it('gives the spec defaults', () => {
    const input = defaultCouncilTaxSupportInput();
    expect(input.location).toEqual({ country: 'england', localAuthority: '', postcode: '', councilTaxBand: 'A', annualCouncilTax: 1200 });
    expect(input.household.claimantAge).toBe(30);
    expect(input.property.bedrooms).toBe(2);
    expect(defaultChildrenAges(3)).toEqual([5, 5, 5]);
    expect(defaultOtherAdult().age).toBe(25);
    expect(emptyCouncilTaxIncome()).toEqual({ employment: 0, selfEmployment: 0, benefits: 0, pensions: 0, other: 0 });
    expect(calculateCouncilTaxSupport(input).weeklyReduction).toBe(18.46);
  });

  it.each([undefined, null, 'x', { location: null, household: 3 }, { income: { claimantIncome: 'x' } }])('never throws (%j)', (input) => {
    expect(calculateCouncilTaxSupport(input as never).weeklyReduction).toBe(18.46);
  });

  it('keeps absurd amounts finite', () => {
    const big = calculateCouncilTaxSupport({ location: { annualCouncilTax: 1e12 }, household: { dependentChildren: 1e12 } });
    expect(Number.isFinite(big.monthlyReduction)).toBe(true);
    expect(big.percentageReduction).toBeLessThanOrEqual(100);
  });
});
