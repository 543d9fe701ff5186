/** Local Housing Allowance: the areas with published figures, each naming where its figures were read. */
import { describe, expect, it } from 'vitest';
import { LHA_AREA_LIST, LHA_CATEGORIES, lhaRateId, ratesFor } from '../rates';
import { describedRatesFor, RATE_DEFINITIONS } from './catalogue';
import { TAX_YEAR_IDS } from './define';

/** Each area with published figures and the publication its figures were read from (the official figures). */
const AREAS: ReadonlyArray<readonly [areaId: string, source: string]> = [
  ['inner-south-east-london', 'Bromley'],
  ['outer-south-east-london', 'Bromley'],
  ['lothian', 'East Lothian'],
  ['aberdeen-and-shire', 'Aberdeen City'],
  ['dundee-and-angus', 'Dundee City'],
  ['hyndburn', 'Hyndburn'],
  ['stafford', 'Stafford'],
  ['torbay', 'Torbay'],
  ['castle-point', 'Castle Point'],
];

describe('LHA rates (the official figures)', () => {
  it('holds no other area', () => {
    expect(LHA_AREA_LIST.map((a) => a.id)).toEqual(AREAS.map(([id]) => id));
    const ids = Object.keys(ratesFor('2026-27')).filter((id) => id.startsWith('housing-benefit.lha.') && id.split('.').length === 4);
    expect(ids).toHaveLength(AREAS.length * LHA_CATEGORIES.length);
  });

  it.each(AREAS)('%s names its publication and the freeze orders', (areaId, source) => {
    const rate = describedRatesFor('2026-27')[lhaRateId(areaId, 'one-bed')];
    expect(rate?.source).toContain(source);
    expect(rate?.source).toContain('SI 2025/5');
    expect(rate?.source).toContain('SI 2026/5');
  });

  it.each(AREAS)('%s has a rate for every category in every year', (areaId) => {
    for (const year of TAX_YEAR_IDS) {
      const weekly = LHA_CATEGORIES.map((category) => RATE_DEFINITIONS[lhaRateId(areaId, category)]?.amounts[year]);
      expect(
        weekly.every((amount) => typeof amount === 'number' && amount > 0),
        year,
      ).toBe(true);
    }
  });

  it('says the April 2024 rates were frozen, from the figures', () => {
    for (const year of TAX_YEAR_IDS) expect(describedRatesFor(year)[lhaRateId('lothian', 'two-bed')]?.note).toBe('April 2024 rate, frozen for 2025/26 and 2026/27.');
  });
});
