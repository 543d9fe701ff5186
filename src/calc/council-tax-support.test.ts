import { describe, expect, it } from 'vitest';
import { calculateCouncilTaxSupport, defaultChildrenAges, defaultCouncilTaxSupportInput, defaultOtherAdult, emptyCouncilTaxIncome } from './council-tax-support';
import { COUNCIL_TAX_SUPPORT_CASES } from './council-tax-support.cases';
import { testRuleCases } from './rule-case-tests';
import { DEFAULT_RATES, ratesFor, TAX_YEARS } from './rates';

describe('calculateCouncilTaxSupport: rule cases', () => {
  it('has at least 8 cases in each tax year, pension-age cases among them', () => {
    for (const year of TAX_YEARS) {
      const cases = COUNCIL_TAX_SUPPORT_CASES.filter((c) => c.input.taxYear === year.id);
      expect(cases.length, year.id).toBeGreaterThanOrEqual(8);
      expect(
        cases.some((c) => c.expected.isPensionAge === true || (c.input.household?.claimantAge ?? 0) >= 66),
        `${year.id} pension age`,
      ).toBe(true);
    }
  });

  testRuleCases(COUNCIL_TAX_SUPPORT_CASES, calculateCouncilTaxSupport);
});

describe('calculateCouncilTaxSupport: result', () => {
  const result = calculateCouncilTaxSupport({ location: { annualCouncilTax: 1560 }, income: { claimantIncome: { employment: 150 } } });

  it('gives every line its working and rate', () => {
    const { breakdown } = result;
    for (const line of [
      ...breakdown.councilTax,
      breakdown.personalAllowance,
      ...breakdown.premiums,
      ...breakdown.income,
      ...breakdown.disregards,
      breakdown.taper,
      ...breakdown.reductions,
      ...breakdown.annual,
    ]) {
      expect(line.working.length).toBeGreaterThan(0);
      expect(line.rateId === null || line.rateId in DEFAULT_RATES).toBe(true);
      if (!line.qualifying) expect(line.amount).toBe(0);
    }
    expect(breakdown.reductions[0]?.working).toBe('80% of £30 = £24, less the taper £12.04 = £11.96');
    expect(breakdown.taper.working).toBe('20% of income above the applicable amount: 20% × (£145 − £84.80) = £12.04');
    expect(breakdown.annual.map((l) => l.working)).toEqual(['£11.96 × 52 = £621.92', '£1,560 − £621.92 = £938.08']);
  });

  it('says why there is no main reduction over the savings limit, and counts exactly £16,000 as tariff income', () => {
    const at = (totalSavings: number) => calculateCouncilTaxSupport({ location: { annualCouncilTax: 1560 }, savings: { totalSavings } }).breakdown;
    // Exactly £16,000: 10,000 above £6,000 is 40 bands of £250: £40 a week; the main reduction is 80% of £30 = £24.
    expect(at(16000).income.at(-1)).toMatchObject({ name: 'Tariff income from savings', amount: 40, working: '£1 for each £250, or part of £250, above £6,000: 40 × £1' });
    expect(at(16000).reductions[0]?.amount).toBe(24);
    expect(at(16001).reductions[0]).toMatchObject({ name: 'Main reduction', amount: 0, qualifying: false, working: 'None: savings over £16,000.00' });
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

  it('gives the defaults of docs/product.md §3', () => {
    const input = defaultCouncilTaxSupportInput();
    expect(input.location).toEqual({ country: 'england', localAuthority: '', postcode: '', councilTaxBand: 'A', annualCouncilTax: 1200 });
    expect(input.household.claimantAge).toBe(30);
    expect(input.property.bedrooms).toBe(2);
    expect(defaultChildrenAges(3)).toEqual([5, 5, 5]);
    expect(defaultOtherAdult().age).toBe(25);
    expect(emptyCouncilTaxIncome()).toEqual({ employment: 0, selfEmployment: 0, benefits: 0, pensions: 0, other: 0 });
    expect(calculateCouncilTaxSupport(input).weeklyReduction).toBe(18.46);
  });

  it('says the working of a capped year: 52 weeks of the rounded weekly tax can pass the bill', () => {
    const scotland = calculateCouncilTaxSupport({ location: { country: 'scotland' } });
    expect(scotland.breakdown.annual[0]?.working).toBe('£23.08 × 52 = £1,200.16, which is more than the year’s bill, so £1,200');
  });

  it('says plainly that each council in England sets its working-age scheme, and links to the council search', () => {
    expect(result.schemeNotice).toContain('Each council in England sets its own Council Tax Support scheme for people of working age');
    expect(result.schemeNotice).toContain('https://www.gov.uk/apply-council-tax-reduction');
    expect(result.councilSchemeUrl).toBe('https://www.gov.uk/apply-council-tax-reduction');
    expect(result.localSchemeDetails.schemeName).toContain('illustrative');
    expect(result.localSchemeDetails.specialProvisions).toContain('Your council’s scheme may not include the second adult rebate');
  });

  it('names the national pension-age scheme from 66, and the national schemes of Scotland and Wales', () => {
    const pensioner = calculateCouncilTaxSupport({ household: { claimantAge: 66 } });
    expect(pensioner.schemeNotice).toContain('State Pension age');
    expect(pensioner.localSchemeDetails.schemeName).toContain('pension age');
    expect(pensioner.localSchemeDetails.specialProvisions.join(' ')).not.toContain('second adult rebate');
    expect(pensioner.nextSteps.join(' ')).toContain('0800 99 1234');
    expect(calculateCouncilTaxSupport({ location: { country: 'wales' } }).schemeNotice).toContain('Wales has one national scheme');
  });

  it('carries the tax year of the rates it used', () => {
    expect(calculateCouncilTaxSupport({ taxYear: '2024-25' }).taxYear).toBe('2024-25');
    expect(calculateCouncilTaxSupport({}, ratesFor('2025-26')).taxYear).toBe('2025-26');
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
