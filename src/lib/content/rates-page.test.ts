import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES, listRates } from '~/calc/rates';
import { effectiveDates, groupRatesForPage } from './rates-page';

describe('groupRatesForPage (/rates lists every figure once)', () => {
  const groups = groupRatesForPage();
  const shown = groups.flatMap((g) => [...g.rates, ...g.lha.flatMap((a) => a.rates), ...g.pipPoints.flatMap((p) => p.rates)]);

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
    expect(pip.pipPoints.map((p) => p.name)).toContain('Moving around');
  });

  it('reflects an overridden table (the page is built from the module, not copied figures)', () => {
    const first = listRates()[0]!;
    const table = { ...DEFAULT_RATES, [first.id]: { ...first, amount: 1 } };
    const again = groupRatesForPage(table).flatMap((g) => g.rates).find((r) => r.id === first.id);
    expect(again?.amount).toBe(1);
  });

  it('knows the effective dates', () => {
    expect(effectiveDates()).toContain('2025-04-01');
  });
});
