import { describe, expect, it } from 'vitest';
import { calculateCouncilTaxSupport, schemeFor, defaultChildrenAges, defaultCouncilTaxSupportInput, defaultOtherAdult, emptyCouncilTaxIncome } from './council-tax-support';
import { calculateCase, COUNCIL_TAX_SUPPORT_CASES, COUNCIL_TAX_SUPPORT_CASES_BY_SCHEME } from './council-tax-support.cases';
import { testRuleCases } from './rule-case-tests';
import { DEFAULT_RATES, ratesFor } from './rates';
import { money, moneyWithPence, msg, type Message } from './message';

/** The messages of a list as one text, to look for an id ('"cts.appeal.decide"'), an address or a phone number in. */
const said = (messages: readonly Message[]): string => JSON.stringify(messages);

describe('calculateCouncilTaxSupport: rule cases', () => {
  it.each(Object.entries(COUNCIL_TAX_SUPPORT_CASES_BY_SCHEME))('has at least 8 cases for %s, in more than one tax year', (_scheme, cases) => {
    expect(cases.length).toBeGreaterThanOrEqual(8);
    expect(new Set(cases.map((c) => c.input.taxYear)).size).toBeGreaterThan(1);
  });

  testRuleCases(COUNCIL_TAX_SUPPORT_CASES, calculateCase, { total: 48, perYear: 8 });
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
      expect(line.working).toHaveProperty('messageId');
      expect(line.rateId === null || line.rateId in DEFAULT_RATES).toBe(true);
      if (!line.qualifying) expect(line.amount).toBe(0);
    }
    // 1825 ÷ 365 × 7 = 35; 80% = 28; earnings 150 less 5 = 145, 60.20 over 84.80, taper 12.04; 15.96.
    expect(breakdown.councilTax[1]?.working).toEqual(msg('cts.weeklyTax', { annual: money(182500), days: 365, perWeek: 7, weekly: money(3500) }));
    expect(breakdown.reductions[0]?.working).toEqual(msg('cts.main.lessTaper', { percent: 80, tax: money(3500), max: money(2800), taper: money(1204), amount: money(1596) }));
    expect(breakdown.taper.working).toEqual(msg('cts.taper', { percent: 20, income: money(14500), applicable: money(8480), amount: money(1204) }));
    // By the day: 80% of 1825 = 1460, less 12.04 ÷ 7 × 365 (627.80) = 832.20; left 992.80.
    expect(breakdown.annual.map((l) => l.working)).toEqual([
      msg('cts.year.byDayLess', { percent: 80, bill: money(182500), amount: money(83220), weekly: money(1204), perWeek: 7, days: 365 }),
      msg('cts.left.sum', { bill: money(182500), reduction: money(83220), left: money(99280) }),
    ]);
  });

  it('writes the daily basis of a bill with pence as a council letter does', () => {
    const r = calculateCouncilTaxSupport({ taxYear: '2024-25', location: { country: 'wales', annualCouncilTax: 1096.37 } });
    expect(r.breakdown.councilTax[1]?.working).toEqual(msg('cts.weeklyTax', { annual: money(109637), days: 365, perWeek: 7, weekly: money(2103) }));
    expect(r.breakdown.annual.map((l) => l.working)).toEqual([msg('cts.year.whole', { amount: money(109637) }), msg('cts.left.nothing')]);
  });

  it('names each non-dependant deduction with its income, scheme, year and band', () => {
    const r = calculateCouncilTaxSupport({
      taxYear: '2025-26',
      location: { country: 'wales' },
      household: { otherAdultsDetails: [{ age: 30, relationship: 'adult-child', income: 577 }] },
    });
    expect(r.breakdown.nonDependants[0]).toMatchObject({
      name: msg('cts.nd.adultChild'),
      amount: 18.7,
      working: msg('cts.nd.band', { income: money(57700), table: msg('cts.ndTable.wales'), year: '2025/26', band: 4, amount: money(1870) }),
    });
    const two = calculateCouncilTaxSupport({ household: { otherAdultsDetails: [{ relationship: 'lodger' }, { relationship: 'friend' }] } });
    expect(two.breakdown.nonDependants.map((l) => l.name)).toEqual([msg('cts.nd.lodgerNumbered', { n: 1 }), msg('cts.nd.friendNumbered', { n: 2 })]);
  });

  it('says when a year’s second adult thresholds are those of an earlier year', () => {
    const r = calculateCouncilTaxSupport({
      taxYear: '2026-27',
      location: { country: 'scotland', annualCouncilTax: 1825 },
      household: { otherAdultsDetails: [{ age: 30, income: 300 }] },
      income: { claimantIncome: { employment: 400 } },
    });
    expect(r.breakdown.reductions[1]?.working).toEqual(
      msg('cts.rebate.belowEarlier', { income: money(30000), threshold: money(33300), year: '2024/25', percent: 7.5, tax: money(3500), amount: money(263) }),
    );
    const y2024 = calculateCouncilTaxSupport({
      ...{ taxYear: '2024-25' as const },
      location: { country: 'scotland', annualCouncilTax: 1825 },
      household: { otherAdultsDetails: [{ age: 30, income: 300 }] },
    });
    expect(y2024.breakdown.reductions[1]?.working).toMatchObject({ messageId: 'cts.rebate.below' });
  });

  it('says why there is no main reduction over the savings limit, and counts exactly £16,000 as tariff income', () => {
    const at = (totalSavings: number) => calculateCouncilTaxSupport({ taxYear: '2026-27', location: { annualCouncilTax: 1825 }, savings: { totalSavings } }).breakdown;
    expect(at(16000).income.at(-1)).toMatchObject({
      name: msg('cts.line.tariffIncome'),
      amount: 40,
      working: msg('cts.tariffIncome', { perStep: money(100), step: money(25000), lower: money(600000), bands: 40 }),
    });
    expect(at(16000).reductions[0]?.amount).toBe(28);
    expect(at(16000.01).reductions[0]).toMatchObject({
      name: msg('cts.line.mainReduction'),
      amount: 0,
      qualifying: false,
      working: msg('cts.main.overSavings', { limit: moneyWithPence(1600000) }),
    });
  });

  it('takes a State Pension age answer at 66 only: never under it, always from 67', () => {
    const at = (claimantAge: number, reachedStatePensionAge?: boolean) => calculateCouncilTaxSupport({ household: { claimantAge, reachedStatePensionAge } }).isPensionAge;
    expect([at(65, true), at(66), at(66, true), at(67), at(67, false)]).toEqual([false, false, true, true, true]);
  });

  it('describes the scheme, the appeal rights and how to apply', () => {
    expect(result.localSchemeDetails.schemeName).toEqual(msg('cts.scheme.englandWorking'));
    expect(result.localSchemeDetails.specialProvisions.length).toBeGreaterThan(0);
    expect(result.appealRights).toEqual([msg('cts.appeal.decide'), msg('cts.appeal.lookAgain'), msg('cts.appeal.tribunalEngland')]);
    expect(said(result.applicationGuidance)).toContain('https://www.gov.uk/apply-council-tax-reduction');
    expect(result.nextSteps[0]).toEqual(msg('cts.step.applyToYourCouncil', { address: 'https://www.gov.uk/apply-council-tax-reduction' }));
  });

  it('names the council when it is given', () => {
    expect(calculateCouncilTaxSupport({ location: { localAuthority: ' Leeds City Council ' } }).nextSteps[0]).toEqual(
      msg('cts.step.applyToCouncil', { council: 'Leeds City Council', address: 'https://www.gov.uk/apply-council-tax-reduction' }),
    );
  });

  it('sends Scottish appeals to the Council Tax Reduction Review Panel', () => {
    expect(said(calculateCouncilTaxSupport({ location: { country: 'scotland' } }).appealRights)).toContain('"cts.appeal.reviewPanel"');
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
    expect(result.schemeNotice).toEqual(msg('cts.notice.englandWorking', { percent: 80, address: 'https://www.gov.uk/apply-council-tax-reduction' }));
    expect(result.councilSchemeUrl).toBe('https://www.gov.uk/apply-council-tax-reduction');
    expect(result.localSchemeDetails.schemeName).toEqual(msg('cts.scheme.englandWorking'));
    expect(result.localSchemeDetails.specialProvisions).toContainEqual(msg('cts.provision.mayNotRebate'));
  });

  it('names the national pension-age scheme, and the national schemes of Scotland and Wales', () => {
    const pensioner = calculateCouncilTaxSupport({ household: { claimantAge: 67 } });
    expect(pensioner.schemeNotice).toEqual(
      msg('cts.notice.national', { why: msg('cts.why.englandPension'), percent: 100, address: 'https://www.gov.uk/apply-council-tax-reduction' }),
    );
    expect(pensioner.localSchemeDetails.schemeName).toEqual(msg('cts.scheme.englandPension'));
    expect(pensioner.localSchemeDetails.specialProvisions).not.toContainEqual(msg('cts.provision.mayNotRebate'));
    expect(said(pensioner.nextSteps)).toContain('0800 99 1234');
    expect(calculateCouncilTaxSupport({ location: { country: 'wales' } }).schemeNotice).toMatchObject({ values: { why: msg('cts.why.walesWorking') } });
    expect(calculateCouncilTaxSupport({ location: { country: 'wales' } }).scheme.name).toEqual(msg('cts.scheme.walesWorking'));
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
