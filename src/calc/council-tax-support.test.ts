import { describe, expect, it } from 'vitest';
import { calculateCouncilTaxSupport, schemeFor, defaultChildrenAges, defaultCouncilTaxSupportInput, defaultOtherAdult, emptyCouncilTaxIncome } from './council-tax-support';
import { COUNCIL_TAX_SUPPORT_CASES, COUNCIL_TAX_SUPPORT_CASES_BY_SCHEME } from './council-tax-support.cases';
import { testRuleCases } from './rule-case-tests';
import { DEFAULT_RATES, ratesFor } from './rates';

describe('calculateCouncilTaxSupport: rule cases', () => {
  it.each(Object.entries(COUNCIL_TAX_SUPPORT_CASES_BY_SCHEME))('has at least 8 cases for %s, in more than one tax year', (_scheme, cases) => {
    expect(cases.length).toBeGreaterThanOrEqual(8);
    expect(new Set(cases.map((c) => c.input.taxYear)).size).toBeGreaterThan(1);
  });

  testRuleCases(COUNCIL_TAX_SUPPORT_CASES, calculateCouncilTaxSupport, { total: 48, perYear: 8 });
});

describe('schemeFor', () => {
  it.each([
    ['england', true, true, 'council-tax-support.non-dependant.england-pension.band-1.deduction', true],
    ['england', false, false, 'council-tax-support.non-dependant.england-pension.band-1.deduction', false],
    ['wales', false, true, 'council-tax-support.non-dependant.wales.band-1.deduction', false],
    ['wales', true, true, 'council-tax-support.non-dependant.wales.band-1.deduction', false],
    ['scotland', false, true, 'council-tax-support.non-dependant.scotland.band-1.deduction', true],
    ['scotland', true, true, 'council-tax-support.non-dependant.scotland.band-1.deduction', true],
  ] as const)('%s, pension age %s: national %s, its own non-dependant table, rebate %s', (country, isPensionAge, isNational, band1, hasRebate) => {
    const s = schemeFor(country, isPensionAge, '2025-26');
    expect(s.isNational).toBe(isNational);
    expect(s.nonDependants[0]?.[0]).toBe(band1);
    expect(s.rebate !== null).toBe(hasRebate);
    expect(s.allowances.kind).toBe(isPensionAge ? 'pension' : 'working');
  });

  it('reads the pension-age allowances from the Housing Benefit and Pension Credit rates', () => {
    const s = schemeFor('scotland', true, '2026-27');
    expect(s.allowances).toMatchObject({ single: 'general.pension-credit.guarantee.single', singleBefore2021: 'housing-benefit.personal-allowance.pension-before-2021.single' });
    expect(s.childId).toBe('housing-benefit.personal-allowance.child');
  });
});

describe('calculateCouncilTaxSupport: result', () => {
  const result = calculateCouncilTaxSupport({ taxYear: '2026-27', location: { annualCouncilTax: 1825 }, income: { claimantIncome: { employment: 150 } } });

  it('gives every line its working and rate', () => {
    const { breakdown } = result;
    for (const line of [
      ...breakdown.councilTax,
      breakdown.personalAllowance,
      ...breakdown.premiums,
      ...breakdown.income,
      ...breakdown.disregards,
      ...breakdown.nonDependants,
      breakdown.taper,
      ...breakdown.reductions,
      ...breakdown.annual,
    ]) {
      expect(line.working.length).toBeGreaterThan(0);
      expect(line.rateId === null || line.rateId in DEFAULT_RATES).toBe(true);
      if (!line.qualifying) expect(line.amount).toBe(0);
    }
    // 1825 ÷ 365 × 7 = 35; 80% = 28; earnings 150 less 5 = 145, 60.20 over 84.80, taper 12.04; 15.96.
    expect(breakdown.councilTax[1]?.working).toBe('£1,825 ÷ 365 × 7 = £35 a week (the reduction is worked out per day, as on a council’s letter)');
    expect(breakdown.reductions[0]?.working).toBe('80% of £35 = £28, less the taper £12.04 = £15.96');
    expect(breakdown.taper.working).toBe('20% of income above the applicable amount: 20% × (£145 − £84.80) = £12.04');
    // By the day: 80% of 1825 = 1460, less 12.04 ÷ 7 × 365 (627.80) = 832.20; left 992.80.
    expect(breakdown.annual.map((l) => l.working)).toEqual(['Worked by the day: 80% of £1,825, less £12.04 a week ÷ 7 × 365 = £832.20', '£1,825 − £832.20 = £992.80']);
  });

  it('writes the daily basis of a bill with pence as a council letter does', () => {
    const r = calculateCouncilTaxSupport({ taxYear: '2024-25', location: { country: 'wales', annualCouncilTax: 1096.37 } });
    expect(r.breakdown.councilTax[1]?.working).toContain('£1,096.37 ÷ 365 × 7 = £21.03 a week');
    expect(r.breakdown.annual.map((l) => l.working)).toEqual(['The whole of the tax is reduced: £1,096.37', 'Nothing left to pay']);
  });

  it('names each non-dependant deduction with its income, scheme, year and band', () => {
    const r = calculateCouncilTaxSupport({
      taxYear: '2025-26',
      location: { country: 'wales' },
      household: { otherAdultsDetails: [{ age: 30, relationship: 'adult-child', income: 577 }] },
    });
    expect(r.breakdown.nonDependants[0]).toMatchObject({
      name: 'Non-dependant deduction: Your adult child',
      amount: 18.7,
      working: '£577 a week, Wales 2025/26 band 4: £18.70',
    });
  });

  it('says when a year’s second adult thresholds are those of an earlier year', () => {
    const r = calculateCouncilTaxSupport({
      taxYear: '2026-27',
      location: { country: 'scotland', annualCouncilTax: 1825 },
      household: { otherAdultsDetails: [{ age: 30, income: 300 }] },
      income: { claimantIncome: { employment: 400 } },
    });
    expect(r.breakdown.reductions[1]?.working).toBe('Their income £300 is below £333 (the 2024/25 thresholds: this year’s are not yet published): 7.5% of £35 = £2.63');
    const y2024 = calculateCouncilTaxSupport({
      ...{ taxYear: '2024-25' as const },
      location: { country: 'scotland', annualCouncilTax: 1825 },
      household: { otherAdultsDetails: [{ age: 30, income: 300 }] },
    });
    expect(y2024.breakdown.reductions[1]?.working).not.toContain('thresholds');
  });

  it('says why there is no main reduction over the savings limit, and counts exactly £16,000 as tariff income', () => {
    const at = (totalSavings: number) => calculateCouncilTaxSupport({ taxYear: '2026-27', location: { annualCouncilTax: 1825 }, savings: { totalSavings } }).breakdown;
    expect(at(16000).income.at(-1)).toMatchObject({ name: 'Tariff income from savings', amount: 40, working: '£1 for each £250, or part of £250, above £6,000: 40 × £1' });
    expect(at(16000).reductions[0]?.amount).toBe(28);
    expect(at(16000.01).reductions[0]).toMatchObject({ name: 'Main reduction', amount: 0, qualifying: false, working: 'None: savings over £16,000.00' });
  });

  it('takes a State Pension age answer at 66 only: never under it, always from 67', () => {
    const at = (claimantAge: number, reachedStatePensionAge?: boolean) => calculateCouncilTaxSupport({ household: { claimantAge, reachedStatePensionAge } }).isPensionAge;
    expect([at(65, true), at(66), at(66, true), at(67), at(67, false)]).toEqual([false, false, true, true, true]);
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
    // 1200 ÷ 365 × 7 = 23.01; 80% = 18.41.
    expect(calculateCouncilTaxSupport({ ...input, taxYear: '2026-27' }).weeklyReduction).toBe(18.41);
  });

  it('says plainly that each council in England sets its working-age scheme, and links to the council search', () => {
    expect(result.schemeNotice).toContain('Each council in England sets its own Council Tax Support scheme for people of working age');
    expect(result.schemeNotice).toContain('https://www.gov.uk/apply-council-tax-reduction');
    expect(result.councilSchemeUrl).toBe('https://www.gov.uk/apply-council-tax-reduction');
    expect(result.localSchemeDetails.schemeName).toContain('illustrative');
    expect(result.localSchemeDetails.specialProvisions).toContain('Your council’s scheme may not include the second adult rebate');
  });

  it('names the national pension-age scheme, and the national schemes of Scotland and Wales', () => {
    const pensioner = calculateCouncilTaxSupport({ household: { claimantAge: 67 } });
    expect(pensioner.schemeNotice).toContain('State Pension age');
    expect(pensioner.localSchemeDetails.schemeName).toContain('pension age');
    expect(pensioner.localSchemeDetails.specialProvisions.join(' ')).not.toContain('second adult rebate');
    expect(pensioner.nextSteps.join(' ')).toContain('0800 99 1234');
    expect(calculateCouncilTaxSupport({ location: { country: 'wales' } }).schemeNotice).toContain('Wales has one national scheme at every age');
    expect(calculateCouncilTaxSupport({ location: { country: 'wales' } }).scheme.name).toBe('Wales: the national scheme for working age');
  });

  it('carries the tax year of the rates it used', () => {
    expect(calculateCouncilTaxSupport({ taxYear: '2024-25' }).taxYear).toBe('2024-25');
    expect(calculateCouncilTaxSupport({}, ratesFor('2025-26')).taxYear).toBe('2025-26');
  });

  it.each([undefined, null, 'x', { location: null, household: 3 }, { income: { claimantIncome: 'x' } }])('never throws (%j)', (input) => {
    // The defaults in the year in force: 1200 ÷ 365 × 7 = 23.01, 80% = 18.41.
    expect(calculateCouncilTaxSupport(input as never, ratesFor('2026-27')).weeklyReduction).toBe(18.41);
  });

  it('keeps absurd amounts finite', () => {
    const big = calculateCouncilTaxSupport({ location: { annualCouncilTax: 1e12 }, household: { dependentChildren: 1e12 } });
    expect(Number.isFinite(big.monthlyReduction)).toBe(true);
    expect(big.percentageReduction).toBeLessThanOrEqual(100);
  });
});
