import { describe, expect, it } from 'vitest';
import { rateText } from '~/lib/rate-words';
import { TAX_YEARS, currentTaxYear } from '~/calc/rates';
import { describedRatesFor, listRates } from '~/calc/rates/catalogue';
import { lhaRateId } from '~/calc/rates';
import { effectiveDates, groupRatesForPage, officialRatesReference, rateRowWords, ratesPageHref, yearLinks } from './rates-page';

describe('groupRatesForPage (/rates lists every figure once)', () => {
  const groups = groupRatesForPage();
  const shown = groups.flatMap((g) => [...g.rates, ...g.lha.flatMap((a) => a.rates)]);

  it('shows every rate of the table exactly once', () => {
    const ids = shown.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(listRates().map((r) => r.id).sort());
  });

  it('puts each rate under its own benefit', () => {
    for (const g of groups) for (const r of g.rates) expect(r.benefit).toBe(g.id);
  });

  it('lays out the LHA areas with five rates each and the PIP points by activity', () => {
    const hb = groups.find((g) => g.id === 'housing-benefit')!;
    expect(hb.lha.length).toBeGreaterThan(0);
    for (const area of hb.lha) expect(area.rates).toHaveLength(5);
    const pip = groups.find((g) => g.id === 'pip')!;
    // Schedule 1 Part 3 activity 2, from the PIP schedule rather than the rates: the same every year.
    expect(pip.pipPoints.find((p) => p.activityId === 'moving-around')).toEqual({
      activityId: 'moving-around',
      name: 'Moving around',
      descriptors: ['a', 'b', 'c', 'd', 'e', 'f'].map((letter, i) => ({ letter, points: [0, 4, 8, 10, 12, 12][i] })),
    });
    expect(pip.pipPoints).toHaveLength(12);
    expect(groups.filter((g) => g.id !== 'pip').flatMap((g) => g.pipPoints)).toEqual([]);
    expect(groupRatesForPage(describedRatesFor('2024-25')).find((g) => g.id === 'pip')?.pipPoints).toEqual(pip.pipPoints);
  });

  it('reflects an overridden table (the page is built from the module, not copied figures)', () => {
    const first = listRates()[0]!;
    const table = { ...describedRatesFor(), [first.id]: { ...first, amount: 1 } };
    const again = groupRatesForPage(table).flatMap((g) => g.rates).find((r) => r.id === first.id);
    expect(again?.amount).toBe(1);
  });

  it('knows the effective dates: each year from its 6 April', () => {
    expect(effectiveDates(describedRatesFor('2025-26'))).toEqual(['2025-04-06']);
    expect(effectiveDates(describedRatesFor('2026-27'))).toEqual(['2026-04-06']);
  });

  it.each(TAX_YEARS.map((y) => y.id))('shows every rate of %s once, with a year of its own', (year) => {
    const ids = groupRatesForPage(describedRatesFor(year)).flatMap((g) => [...g.rates, ...g.lha.flatMap((a) => a.rates)]);
    expect(ids.every((r) => r.taxYear === year)).toBe(true);
    expect(ids).toHaveLength(listRates(describedRatesFor(year)).length);
  });

  it('names its sources by regulation and publication, never by a section of the specification', () => {
    for (const { id } of TAX_YEARS) {
      for (const rate of listRates(describedRatesFor(id))) {
        expect(rate.references.length, rate.id).toBeGreaterThan(0);
        for (const ref of rate.references) expect(ref.title, rate.id).not.toMatch(/\bspec\b|§/i);
      }
    }
  });

  it('names each row from the catalogue: its label, its region unless it is the whole UK, and its note written from the figures', () => {
    const table = describedRatesFor('2026-27');
    expect(rateRowWords(table['universal-credit.taper-rate']!)).toEqual({ heading: 'Taper: share of earnings above the work allowance taken off' });
    expect(rateRowWords(table['universal-credit.benefit-cap.london.single']!)).toEqual({ heading: 'Benefit cap in Greater London: single, no children (England)' });
    expect(rateRowWords(table[lhaRateId('lothian', 'two-bed')]!)).toEqual({
      heading: 'LHA Lothian: 2 bedrooms (Scotland)',
      note: 'April 2024 rate, frozen for 2025/26 and 2026/27.',
    });
    expect(rateRowWords(table['universal-credit.benefit-cap.earnings-exemption']!).note).toBe(
      'Derived: 16 hours × the National Living Wage of the year (£11.44, £12.21, £12.71) × 52 ÷ 12, rounded down to the pound.',
    );
    expect(rateRowWords(table['universal-credit.lcw-element']!).note).toBe('Frozen at the 2025/26 amount from April 2026.');
  });

  it('gives a null amount its words instead of a figure', () => {
    const rate = describedRatesFor('2024-25')['general.winter-fuel-payment.recovery-threshold']!;
    expect(rate.amount).toBeNull();
    expect(rateText(rate)).toMatch(/^Not in force/);
  });
});

describe('the year choice on /rates', () => {
  it('links the year in force to /rates and the others to /rates?year=', () => {
    expect(ratesPageHref('2026-27', '2026-27')).toBe('/rates');
    expect(ratesPageHref('2025-26', '2026-27')).toBe('/rates?year=2025-26');
    expect(yearLinks('2025-26', '2026-27')).toEqual([
      expect.objectContaining({ href: '/rates', label: '2026 to 2027 (this year)', current: false }),
      expect.objectContaining({ href: '/rates?year=2025-26', label: '2025 to 2026', current: true }),
      expect.objectContaining({ href: '/rates?year=2024-25', label: '2024 to 2025', current: false }),
    ]);
    expect(yearLinks(currentTaxYear()).filter((l) => l.current)).toHaveLength(1);
  });

  it("finds each year's GOV.UK rates publication", () => {
    expect(officialRatesReference('2025-26')?.href).toBe('https://www.gov.uk/government/publications/benefit-and-pension-rates-2025-to-2026');
    expect(officialRatesReference('2026-27')?.href).toBe('https://www.gov.uk/government/publications/proposed-benefit-and-pension-rates-2026-to-2027');
  });
});
