/** Local Housing Allowance against the official figures, figure by figure. */
import { describe, expect, it } from 'vitest';
import { TAX_YEAR_IDS, type AmountsInYearOrder } from './define';
import { expectOfficialFigures, type OfficialRow } from './official-figures';
import { LHA_AREA_LIST, LHA_CATEGORIES, lhaRateId, ratesFor } from '../rates';

/** the official figures, weekly: shared, 1, 2, 3, 4 bedrooms (April 2024, frozen for 2025/26 and 2026/27). */
const RATES_MD: ReadonlyArray<readonly [areaId: string, weekly: readonly number[], source: string]> = [
  ['inner-south-east-london', [149.59, 298.15, 356.71, 448.77, 506.3], 'Bromley'],
  ['outer-south-east-london', [138.08, 241.64, 299.18, 356.71, 414.22], 'Bromley'],
  ['lothian', [109.32, 172.6, 223.23, 316.44, 501.7], 'East Lothian'],
  ['aberdeen-and-shire', [74.79, 109.32, 149.59, 197.92, 287.67], 'Aberdeen City'],
  ['dundee-and-angus', [86.3, 92.05, 141.53, 182.96, 253.15], 'Dundee City'],
  ['hyndburn', [67.08, 97.81, 109.32, 136.93, 182.96], 'Hyndburn'],
  ['stafford', [85, 109.32, 136.93, 166.85, 224.38], 'Stafford'],
  ['torbay', [84.5, 116.22, 155.34, 193.32, 253.15], 'Torbay'],
  ['castle-point', [93.51, 156.29, 201.37, 253.15, 310.68], 'Castle Point'],
];

describe('LHA rates (the official figures)', () => {
  const rows: OfficialRow[] = RATES_MD.flatMap(([areaId, weekly]) =>
    LHA_CATEGORIES.map((c, i): OfficialRow => [lhaRateId(areaId, c), ...(TAX_YEAR_IDS.map(() => weekly[i] ?? -1) as unknown as AmountsInYearOrder)]),
  );
  expectOfficialFigures(rows);

  it('holds no other area', () => {
    expect(LHA_AREA_LIST.map((a) => a.id)).toEqual(RATES_MD.map(([id]) => id));
    const ids = Object.keys(ratesFor('2026-27')).filter((id) => id.startsWith('housing-benefit.lha.') && id.split('.').length === 4);
    expect(ids).toHaveLength(RATES_MD.length * LHA_CATEGORIES.length);
  });

  it.each(RATES_MD)('%s names its publication and the freeze orders', (areaId, _weekly, source) => {
    const rate = ratesFor('2026-27')[lhaRateId(areaId, 'one-bed')];
    expect(rate?.source).toContain(source);
    expect(rate?.source).toContain('SI 2025/5');
    expect(rate?.source).toContain('SI 2026/5');
  });
});
