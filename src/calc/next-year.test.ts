/**
 * Adding next year is a data change (README "Adding next year's rates"): with a made-up 2027/28
 * added to the year list and its figures file (rates/years/next-year.fixture.ts), and nothing
 * else changed, the tables, the derived figures and notes, the year in force and every engine
 * take the new year. The calculators' amounts (rates/amounts.generated.ts) are what
 * `npm run rates:amounts` writes from the catalogue, so here they are the catalogue's, built in
 * memory with the made-up year, as the script would write them.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';

const NEXT = '2027-28';

// The site tests share one module registry (vitest.config.ts): load fresh copies that see the
// made-up year, and put the real ones back afterwards.
vi.resetModules();
vi.doMock('./rates/years/list', () => ({ TAX_YEAR_IDS: ['2024-25', '2025-26', '2026-27', NEXT] }));
vi.doMock('./rates/years', async (importOriginal) => {
  const real = await importOriginal<typeof import('./rates/years')>();
  const added = (await import('./rates/years/next-year.fixture')).default;
  return { ...real, TAX_YEAR_IDS: ['2024-25', '2025-26', '2026-27', NEXT], YEAR_FIGURES: { ...real.YEAR_FIGURES, [NEXT]: added } };
});
vi.doMock('./rates/amounts.generated', async () => {
  const { years, rates } = (await import('./rates/catalogue')).rateAmounts();
  return { AMOUNT_YEARS: years, RATE_AMOUNTS: rates };
});
afterAll(() => {
  vi.doUnmock('./rates/years/list');
  vi.doUnmock('./rates/years');
  vi.doUnmock('./rates/amounts.generated');
  vi.resetModules();
});

const { currentTaxYear, lhaRateId, ratesFor, TAX_YEARS } = await import('./rates');
const { describedRatesFor } = await import('./rates/catalogue');
const { listOfValues, moneyWithPence, msg } = await import('./message');
const { calculateUniversalCredit } = await import('./universal-credit');
const { calculateHousingBenefit } = await import('./housing-benefit');
const { calculatePip } = await import('./pip');
const { calculateCouncilTaxSupport } = await import('./council-tax-support');
const { checkEligibility } = await import('./eligibility');
const next = (await import('./rates/years/next-year.fixture')).default;

/** The made-up year, typed as a year the tables hold (it is, while the mocks above stand). */
const year = NEXT as never;

describe('a next year added as data only', () => {
  it('is a tax year with its GOV.UK labels, first and last days and first calendar year', () => {
    expect(TAX_YEARS.at(-1)).toEqual({ id: NEXT, label: '2027 to 2028', shortLabel: '2027/28', startDate: '2027-04-06', endDate: '2028-04-05', startYear: 2027 });
  });

  it('is in force from midnight on 6 April 2027, UK time', () => {
    expect(currentTaxYear(new Date('2027-04-05T22:59:59Z'))).toBe('2026-27');
    expect(currentTaxYear(new Date('2027-04-05T23:00:00Z'))).toBe(year);
    expect(currentTaxYear(new Date('2030-01-01T00:00:00Z'))).toBe(year);
  });

  it("takes every amount from the year's file, and leaves the years before alone", () => {
    const table = ratesFor(year);
    for (const [id, amount] of Object.entries(next.rates)) expect(table[id]?.amount, id).toBe(amount);
    expect(table['universal-credit.standard-allowance.single-25-plus']?.amount).toBe(440.12);
    expect(ratesFor('2026-27')['universal-credit.standard-allowance.single-25-plus']?.amount).toBe(424.9);
    expect(table[lhaRateId('lothian', 'two-bed')]?.amount).toBe(230.25);
    expect(table['universal-credit.taper-rate']?.amount).toBe(55);
    expect(Object.values(table).every((rate) => (rate.taxYear as string) === NEXT && rate.effectiveDate === '2027-04-06')).toBe(true);
    expect(Object.values(describedRatesFor(year)).map((rate) => [rate.id, rate.amount])).toEqual(Object.values(table).map((rate) => [rate.id, rate.amount]));
  });

  it('cites the new year as proposed rates, and the year before as laid', () => {
    expect(describedRatesFor(year)['pip.daily-living.standard']?.references[0]?.title).toBe('Proposed benefit and pension rates 2027 to 2028 (GOV.UK)');
    expect(describedRatesFor('2026-27')['pip.daily-living.standard']?.references[0]?.title).toBe('Benefit and pension rates 2026 to 2027 (GOV.UK)');
  });

  it('works out the derived figures from the new year', () => {
    const table = ratesFor(year);
    // 2027 − 2016: a child 11 or over on 6 April 2027 was born before 6 April 2017.
    expect(table['universal-credit.child-element.born-before-2017-age']?.amount).toBe(11);
    // 16 hours × £13.05 × 52 ÷ 12 = £904.80, rounded down to the pound.
    expect(table['universal-credit.benefit-cap.earnings-exemption']?.amount).toBe(904);
    expect(describedRatesFor(year)['universal-credit.benefit-cap.earnings-exemption']?.note).toEqual(
      msg('rates.note.earningsExemption', { hours: 16, wages: listOfValues([1144, 1221, 1271, 1305].map(moneyWithPence), 'commas') }),
    );
    expect(table['general.eligibility.universal-credit.max-age']?.amount).toBe(65);
  });

  it('writes the freeze notes from the figures', () => {
    expect(describedRatesFor(year)['universal-credit.lcw-element']?.note).toEqual(msg('rates.note.frozenSince', { year: '2025/26', from: '2026' }));
    expect(describedRatesFor(year)[lhaRateId('east-lancs', 'one-bed')]?.note).toEqual(
      msg('rates.note.setThenFrozen', { from: '2024', years: listOfValues(['2025/26', '2026/27', '2027/28']) }),
    );
    expect(describedRatesFor('2026-27')[lhaRateId('lothian', 'one-bed')]?.note).toEqual(
      msg('rates.note.setThenFrozen', { from: '2024', years: listOfValues(['2025/26', '2026/27']) }),
    );
    expect(describedRatesFor(year)[lhaRateId('lothian', 'one-bed')]?.note).toBeUndefined();
  });

  it('runs every engine with the new figures', () => {
    const uc = calculateUniversalCredit({ taxYear: year, personalDetails: { age: 30 } });
    expect(uc.taxYear).toBe(NEXT);
    expect(uc.elements[0]?.amount).toBe(440.12);

    const hb = calculateHousingBenefit({ taxYear: year, personalDetails: { age: 30 } });
    expect(hb.taxYear).toBe(NEXT);
    expect(hb.breakdown.personalAllowance.amount).toBe(99.1);

    // One figure read by two engines: the pension-age allowance is the standard minimum guarantee.
    const hbPension = calculateHousingBenefit({ taxYear: year, personalDetails: { age: 67 } });
    expect(hbPension.breakdown.personalAllowance).toMatchObject({ amount: 250.5, rateId: 'general.pension-credit.guarantee.single' });
    const cts = calculateCouncilTaxSupport({ taxYear: year, household: { claimantAge: 67 } });
    expect(cts.taxYear).toBe(NEXT);
    expect(cts.breakdown.personalAllowance).toMatchObject({ amount: 250.5, rateId: 'general.pension-credit.guarantee.single' });

    const pip = calculatePip({ taxYear: year, assessment: { dailyLiving: { 'preparing-food': 'f' }, mobility: {} } });
    expect(pip.taxYear).toBe(NEXT);
    expect(pip.weeklyAmount.dailyLiving).toBe(79.55);

    expect(checkEligibility({}, ratesFor(year)).length).toBeGreaterThan(0);
  });
});
