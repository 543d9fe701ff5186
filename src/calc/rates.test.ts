import { describe, expect, it } from 'vitest';
import { importedLhaRate } from './brma';
import { applyRateOverrides, currentTaxYear, DEFAULT_RATES, isTaxYear, ratesFor, resolveRates, TAX_YEARS, taxYearInfo, type Rate, type RatesTable } from './rates';
import { BENEFIT_GROUPS, describedRatesFor, listRates, RATE_DEFINITIONS } from './rates/catalogue';
import { TAX_YEAR_IDS, type RateDef } from './rates/define';
import { withBuiltInLhaRates } from './lha';

const UNITS = ['gbp-per-month', 'gbp-per-week', 'gbp-per-year', 'gbp-per-hour', 'gbp', 'percent', 'count'];
const REGIONS = ['uk', 'great-britain', 'england', 'scotland', 'wales', 'northern-ireland'];

/** What is wrong with one dated rate, or [] when it is complete (the check the suite runs on every rate; src/lib/rate-words.test.ts holds each to its label in the catalogue). */
function problems(id: string, def: RateDef): string[] {
  const found: string[] = [];
  const group = id.slice(0, id.indexOf('.'));
  if (!(BENEFIT_GROUPS as readonly string[]).includes(group)) found.push('id does not start with a group');
  if (!UNITS.includes(def.unit)) found.push('no unit');
  const references = (def.references ?? []).flatMap((r) => (typeof r === 'function' ? TAX_YEAR_IDS.map((year) => r(year)) : [r]));
  if (references.length === 0 || references.some((r) => !r.title?.trim())) found.push('no reference');
  if (references.some((r) => !/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/i.test(r.href ?? ''))) found.push('a reference without an https address');
  if (references.some((r) => /spec 00|DECISIONS|docs\//i.test(r.title))) found.push('cites a project document, not the law');
  for (const year of TAX_YEAR_IDS) {
    const amount = def.amounts?.[year];
    if (amount === undefined) found.push(`no amount for ${year}`);
    else if (amount !== null && !(Number.isFinite(amount) && amount >= 0)) found.push(`bad amount for ${year}`);
  }
  if (def.region !== undefined && !REGIONS.includes(def.region)) found.push('unknown region');
  return found;
}

describe('every rate is complete in every tax year', () => {
  it.each(Object.entries(RATE_DEFINITIONS))('%s', (id, def) => {
    expect(problems(id, def)).toEqual([]);
  });

  it('the check reports each missing field: an amount for any year, the unit, the reference', () => {
    const good = RATE_DEFINITIONS['pip.daily-living.standard'] as RateDef;
    expect(problems('pip.daily-living.standard', good)).toEqual([]);
    for (const year of TAX_YEAR_IDS) {
      const { [year]: _dropped, ...otherYears } = good.amounts;
      expect(problems('pip.x', { ...good, amounts: otherYears as RateDef['amounts'] }), year).toEqual([`no amount for ${year}`]);
      expect(problems('pip.x', { ...good, amounts: { ...good.amounts, [year]: -1 } }), year).toEqual([`bad amount for ${year}`]);
    }
    const without = (field: keyof RateDef): RateDef => {
      const { [field]: _dropped, ...rest } = good;
      return rest as RateDef;
    };
    expect(problems('pip.x', without('amounts'))).toEqual(TAX_YEAR_IDS.map((year) => `no amount for ${year}`));
    expect(problems('pip.x', without('unit'))).toEqual(['no unit']);
    expect(problems('pip.x', { ...good, unit: 'pounds' as never })).toEqual(['no unit']);
    expect(problems('pip.x', without('references'))).toEqual(['no reference']);
    expect(problems('pip.x', { ...good, references: [] })).toEqual(['no reference']);
    expect(problems('pip.x', { ...good, references: [{ title: ' ', href: 'https://www.gov.uk/pip' }] })).toEqual(['no reference']);
    expect(problems('pip.x', { ...good, references: [{ title: 'docs/product.md §9', href: 'https://www.gov.uk/pip' }] })).toEqual(['cites a project document, not the law']);
    expect(problems('pip.x', { ...good, references: [{ title: 'Specification 000, spec 000 §9', href: 'https://www.gov.uk/pip' }] })).toEqual([
      'cites a project document, not the law',
    ]);
    // Every reference is a link: a title alone, an http or a relative address fails.
    for (const href of [undefined, '', 'http://www.gov.uk/pip', '/help', 'www.gov.uk/pip', 'https://']) {
      expect(problems('pip.x', { ...good, references: [...good.references, { title: 'A reference', href } as never] }), String(href)).toEqual([
        'a reference without an https address',
      ]);
    }
    expect(problems('nope.x', good)).toEqual(['id does not start with a group']);
  });

  it.each(TAX_YEAR_IDS)('describedRatesFor(%s) flattens every rate with its year, date and references', (year) => {
    const table = describedRatesFor(year);
    expect(Object.keys(table)).toEqual(Object.keys(RATE_DEFINITIONS));
    for (const rate of listRates(table)) {
      expect(rate.taxYear).toBe(year);
      expect(rate.effectiveDate).toBe(`${year.slice(0, 4)}-04-06`);
      expect(rate.references.length).toBeGreaterThan(0);
      expect(rate.source).toBe(rate.references.map((r) => r.title).join('; '));
      for (const ref of rate.references) expect(ref.href, `${rate.id}: ${ref.title}`).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}/i);
      expect(REGIONS).toContain(rate.region);
    }
    expect(describedRatesFor(year)).toBe(table);
  });

  it.each(TAX_YEAR_IDS)(
    "ratesFor(%s), the calculators' table, has every rate of the catalogue with its amount and nothing to show; the LHA rates join it with the lookup",
    (year) => {
      const table = ratesFor(year);
      const described = describedRatesFor(year);
      const isLha = (id: string) => id.startsWith('housing-benefit.lha.');
      expect(Object.keys(table)).toEqual(Object.keys(described).filter((id) => !isLha(id)));
      const withLha = withBuiltInLhaRates(table);
      expect(Object.keys(withLha).sort()).toEqual(Object.keys(described).sort());
      expect(withBuiltInLhaRates(table)).toBe(withLha);
      for (const [id, rate] of Object.entries(withLha)) {
        const { id: describedId, amount, unit, taxYear, effectiveDate, editable } = described[id] as Rate;
        expect(rate, id).toEqual({ id: describedId, amount, unit, taxYear, effectiveDate, editable });
      }
      expect(ratesFor(year)).toBe(table);
    },
  );
});

describe('tax years', () => {
  it('lists the three years with GOV.UK labels', () => {
    expect(TAX_YEARS.map((y) => [y.id, y.label, y.shortLabel, y.startDate])).toEqual([
      ['2024-25', '2024 to 2025', '2024/25', '2024-04-06'],
      ['2025-26', '2025 to 2026', '2025/26', '2025-04-06'],
      ['2026-27', '2026 to 2027', '2026/27', '2026-04-06'],
    ]);
  });

  it.each([
    ['2026-04-05T12:00:00Z', '2025-26'],
    // Midnight on 6 April UK time is 23:00 on 5 April UTC (British Summer Time).
    ['2026-04-05T23:00:00Z', '2026-27'],
    ['2026-04-05T22:59:59Z', '2025-26'],
    ['2026-11-23T10:00:00Z', '2026-27'],
    ['2025-01-01T00:00:00Z', '2024-25'],
    ['2024-04-06T00:00:00Z', '2024-25'],
    // Outside the years we hold: the nearest year we have.
    ['2020-06-01T00:00:00Z', '2024-25'],
    ['2031-06-01T00:00:00Z', '2026-27'],
  ])('currentTaxYear(%s) is %s', (date, year) => {
    expect(currentTaxYear(new Date(date))).toBe(year);
  });

  it('knows its years and nothing else', () => {
    expect(isTaxYear('2025-26')).toBe(true);
    expect(isTaxYear('2025/26')).toBe(false);
    expect(isTaxYear(2025)).toBe(false);
    expect(taxYearInfo('nonsense').id).toBe(currentTaxYear());
  });

  it('gives different figures in different years', () => {
    expect(ratesFor('2024-25')['pip.daily-living.standard']?.amount).toBe(72.65);
    expect(ratesFor('2025-26')['pip.daily-living.standard']?.amount).toBe(73.9);
    expect(ratesFor('2026-27')['pip.daily-living.standard']?.amount).toBe(76.7);
    expect(describedRatesFor('2024-25')['pip.daily-living.standard']?.references[0]?.href).toBe(
      'https://www.gov.uk/government/publications/benefit-and-pension-rates-2024-to-2025',
    );
    expect(describedRatesFor('2026-27')['pip.daily-living.standard']?.references[0]?.title).toBe('Proposed benefit and pension rates 2026 to 2027 (GOV.UK)');
  });
});

describe('listRates', () => {
  it('orders by group, then declaration order', () => {
    const groups = listRates().map((r) => r.benefit);
    const order: readonly string[] = BENEFIT_GROUPS;
    for (let i = 1; i < groups.length; i++) expect(order.indexOf(groups[i] as string)).toBeGreaterThanOrEqual(order.indexOf(groups[i - 1] as string));
    expect(listRates()).toHaveLength(Object.keys(withBuiltInLhaRates(DEFAULT_RATES)).length);
    expect(listRates()).toHaveLength(Object.keys(RATE_DEFINITIONS).length);
  });
});

describe('applyRateOverrides', () => {
  const id = 'pip.daily-living.standard';
  const y2025 = ratesFor('2025-26');

  it('takes a list of { id, amount } or a record, and leaves the original alone', () => {
    const fromList = applyRateOverrides(y2025, [{ id, amount: 74 }]);
    const fromRecord = applyRateOverrides(y2025, { [id]: '74.5' });
    expect(fromList[id]?.amount).toBe(74);
    // A described table keeps its words, and the type of its rates.
    const described = describedRatesFor('2025-26');
    expect(applyRateOverrides(described, [{ id, amount: 74 }])[id]).toEqual({ ...described[id], amount: 74 });
    expect(fromRecord[id]?.amount).toBe(74.5);
    expect(y2025[id]?.amount).toBe(73.9);
  });

  it("applies only the table's own year", () => {
    const published = [
      { id, amount: 80, tax_year: '2026-27' },
      { id, amount: 70, effective_date: '2025-04-06' },
    ];
    expect(applyRateOverrides(ratesFor('2026-27'), published)[id]?.amount).toBe(80);
    expect(applyRateOverrides(y2025, published)[id]?.amount).toBe(70);
    expect(applyRateOverrides(ratesFor('2024-25'), published)[id]?.amount).toBe(72.65);
  });

  it('never changes a figure an admin may not edit (law and arithmetic)', () => {
    expect(y2025['pip.threshold.enhanced']?.editable).toBe(false);
    expect(applyRateOverrides(y2025, [{ id: 'pip.threshold.enhanced', amount: 1 }])['pip.threshold.enhanced']?.amount).toBe(12);
    expect(applyRateOverrides(y2025, [{ id: 'general.weeks-per-month', amount: 4 }])['general.weeks-per-month']?.amount).toBe(4.33);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -1, 'abc', '', null, undefined, {}, true])('ignores the amount %j', (amount) => {
    expect(applyRateOverrides(y2025, [{ id, amount }])[id]?.amount).toBe(73.9);
  });

  it('ignores unknown ids and junk entries, and never throws', () => {
    const hostile = {
      get [id]() {
        throw new Error('boom');
      },
    };
    expect(applyRateOverrides(y2025, [{ id: 'nope', amount: 1 }, null as never, 7 as never])).not.toHaveProperty('nope');
    expect(applyRateOverrides(y2025, hostile)[id]?.amount).toBe(73.9);
    expect(applyRateOverrides(y2025, 'x' as never)[id]?.amount).toBe(73.9);
    expect(applyRateOverrides(null as never, [{ id, amount: 1 }])[id]?.amount).toBe(1);
  });

  it("takes an imported area's LHA rates, built in or not, with their source, and still ignores every other unknown id", () => {
    const source = 'lha-rates.csv, 23 January 2024';
    // What GET /api/rates publishes after an admin imported Cardiff (not built in) and Lothian (built in) for 2025/26.
    const published = [
      { id: 'housing-benefit.lha.cardiff.two-bed', tax_year: '2025-26', effective_date: '2025-04-06', amount: 150, source },
      { id: 'housing-benefit.lha.cardiff.two-bed', tax_year: '2026-27', effective_date: '2026-04-06', amount: 999 },
      { id: 'housing-benefit.lha.lothian.four-bed', tax_year: '2025-26', amount: 520, source },
      { id: 'housing-benefit.lha.nowhere.two-bed', tax_year: '2025-26', amount: 1 },
      { id: 'housing-benefit.lha.cardiff.five-bed', tax_year: '2025-26', amount: 1 },
      { id: 'housing-benefit.lha.cardiff.one-bed', tax_year: '2025-26', amount: 'abc' },
      { id: 'nope', tax_year: '2025-26', amount: 1 },
    ];
    const builtIn = withBuiltInLhaRates(y2025);
    const table = applyRateOverrides(builtIn, published, importedLhaRate);
    expect(table['housing-benefit.lha.cardiff.two-bed']).toEqual({
      id: 'housing-benefit.lha.cardiff.two-bed',
      amount: 150,
      unit: 'gbp-per-week',
      taxYear: '2025-26',
      effectiveDate: '2025-04-06',
      editable: true,
      source,
    });
    expect(builtIn['housing-benefit.lha.lothian.four-bed']?.amount).toBe(501.7);
    expect(table['housing-benefit.lha.lothian.four-bed']).toEqual({ ...builtIn['housing-benefit.lha.lothian.four-bed'], amount: 520, source });
    for (const unknown of ['housing-benefit.lha.nowhere.two-bed', 'housing-benefit.lha.cardiff.five-bed', 'housing-benefit.lha.cardiff.one-bed', 'nope']) {
      expect(table).not.toHaveProperty(unknown);
    }
    // The engines read them: the resolved amounts hold the imported area's rate and the changed one.
    const amounts = resolveRates(table);
    expect(amounts['housing-benefit.lha.cardiff.two-bed']).toBe(150);
    expect(amounts['housing-benefit.lha.lothian.four-bed']).toBe(520);
    expect(amounts['housing-benefit.lha.nowhere.two-bed']).toBeUndefined();
    // Without the area list (no import published) an area not built in is ignored like any unknown id.
    expect(applyRateOverrides(y2025, published)).not.toHaveProperty('housing-benefit.lha.cardiff.two-bed');
    expect(applyRateOverrides(ratesFor('2026-27'), published, importedLhaRate)['housing-benefit.lha.cardiff.two-bed']?.amount).toBe(999);
  });
});

describe('resolveRates', () => {
  it("falls back to the built-in amount of the table's year for missing or broken rates, and caches per table", () => {
    const y2024 = ratesFor('2024-25');
    const id = 'pip.daily-living.standard';
    const broken: RatesTable = { [id]: { ...(y2024[id] as Rate), amount: Number.NaN } };
    expect(resolveRates(broken)[id]).toBe(72.65);
    expect(resolveRates(broken)['pip.threshold.enhanced']).toBe(12);
    expect(resolveRates(broken)).toBe(resolveRates(broken));
    expect(resolveRates(null)['general.weeks-per-month']).toBe(4.33);
  });

  it('reads a null amount ("no limit") as Infinity', () => {
    const y2024 = ratesFor('2024-25');
    const id = 'general.winter-fuel-payment.recovery-threshold';
    expect(resolveRates(y2024)[id]).toBe(Number.POSITIVE_INFINITY);
    expect(resolveRates(ratesFor('2025-26'))[id]).toBe(35000);
  });
});
