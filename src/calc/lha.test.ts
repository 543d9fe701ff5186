import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import {
  builtInLhaAreaIds,
  findLhaArea,
  isValidUkPostcode,
  lhaAnswer,
  lhaAreaById,
  lhaCouncils,
  lhaFindableCounts,
  listLhaAreas,
  lookupLhaPlace,
  normalisePostcode,
  searchLhaPlaces,
  withBuiltInLhaRates,
} from './lha';
import { BRMA_LIST, brmaByName } from './brma';
import { applyRateOverrides, DEFAULT_RATES, LHA_AREA_LIST, LHA_CATEGORIES, lhaRateId, ratesFor, type Rate, type RatesTable } from './rates';
import { lhaAreaReferences } from './rates/lha-sources';

describe('normalisePostcode', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    ['  m1 1ae ', 'M1 1AE'],
    ['EH1   2NG', 'EH1 2NG'],
    ['cf101ep', 'CF10 1EP'],
    ['m1', 'M1'],
    ['ls 1', 'LS1'],
    ['not a postcode', 'NOT A POSTCODE'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(normalisePostcode(input)).toBe(output);
  });
});

describe('isValidUkPostcode', () => {
  it.each(['SW1A 1AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'EC1A 1BB', 'W1A 0AX', 'm11ae', 'M1', 'CF10', 'EH1'])('accepts %j', (postcode) => {
    expect(isValidUkPostcode(postcode)).toBe(true);
  });
  it.each(['', '1AA', 'SW1A 1A', 'ABC 1AA', 'M1 1AEE', '12345', 'M', 'hello'])('rejects %j', (postcode) => {
    expect(isValidUkPostcode(postcode)).toBe(false);
  });
});

describe('findLhaArea', () => {
  it.each([
    ['SE15 5AA', 'inner-south-east-london', 'England'],
    ['BR1 1AA', 'outer-south-east-london', 'England'],
    ['DA14 6AA', 'outer-south-east-london', 'England'],
    ['EH1 2NG', 'lothian', 'Scotland'],
    ['EH42 1AA', 'lothian', 'Scotland'],
    ['AB10 1AA', 'aberdeen-and-shire', 'Scotland'],
    ['DD1 1AA', 'dundee-and-angus', 'Scotland'],
    ['BB5 1AA', 'east-lancs', 'England'],
    ['G46 6AA', 'greater-glasgow', 'Scotland'],
    ['G78 1AA', 'renfrewshire-inverclyde', 'Scotland'],
  ])('%s is in %s', (postcode, id, region) => {
    expect(findLhaArea(postcode, ratesFor('2026-27'))).toMatchObject({ id, region, effectiveDate: '2026-04-06' });
  });

  it('returns the area with its five weekly rates (April 2024, the rates table (src/calc/rates/)), their ids and sources', () => {
    const area = findLhaArea('BB5 1AA');
    // East Lancs, South Ribble Borough Council's LHA rates 1 April 2024 to April 2025.
    expect(area?.rates).toEqual({ 'shared-room': 67.08, 'one-bed': 97.81, 'two-bed': 109.32, 'three-bed': 136.93, 'four-bed': 182.96 });
    expect(area?.rateIds['one-bed']).toBe('housing-benefit.lha.east-lancs.one-bed');
    expect(area?.postcodeDistricts).toEqual(['BB5']);
    expect(area?.sources[0]).toBe('South Ribble Borough Council: Local Housing Allowance rates, LHA rates 1 April 2024 to April 2025');
  });

  it('has the same frozen rates in every year', () => {
    for (const year of ['2024-25', '2025-26', '2026-27'] as const) expect(findLhaArea('EH1 1AA', ratesFor(year))?.rates['two-bed']).toBe(223.23);
  });

  it('reads the rates from the given table: an admin’s published figure wins over the built-in one', () => {
    const rates = applyRateOverrides(withBuiltInLhaRates(DEFAULT_RATES), { 'housing-benefit.lha.east-lancs.two-bed': 200 });
    expect(findLhaArea('BB5 4AA', rates)?.rates['two-bed']).toBe(200);
  });

  it.each([
    '',
    'ZZ1 1ZZ',
    'not a postcode',
    'BT1 1AA',
    'M1 1AE',
    'SW1A 1AA',
    'EH27 8AA',
    'EH54 6AA',
    'DD6 8AA',
    'BR8 7AA',
    'AB56 1AA',
    'SE1 7PB',
    'TQ1 1AA',
    'ST17 4AA',
    'SS8 7AA',
  ])('returns null for %j (no area with rates for the district, or a district split between areas)', (postcode) => {
    expect(findLhaArea(postcode)).toBeNull();
  });

  it('finds a district of an area whose figures are not built in, but gives no area until the table has its rates', () => {
    expect(lookupLhaPlace('SR6 0AA')).toEqual({ kind: 'area', place: { areaId: 'sunderland', areaName: 'Sunderland', council: null }, via: 'district' });
    expect(findLhaArea('SR6 0AA')).toBeNull();
  });

  it('has no default area', () => {
    expect(lhaAreaById('default-area')).toBeNull();
    expect(LHA_AREA_LIST.map((a) => a.id)).not.toContain('default-area');
  });

  it('puts each district in one area only', () => {
    const seen = new Map<string, string>();
    for (const area of listLhaAreas()) {
      for (const district of area.postcodeDistricts) {
        expect(seen.get(district), district).toBeUndefined();
        seen.set(district, area.id);
        expect(isValidUkPostcode(district)).toBe(true);
      }
    }
  });
});

/** A table of one year with five made-up published rates of an area not built in, as an admin's import publishes them. */
function withPublishedArea(areaId: string, weekly: readonly number[]): RatesTable {
  const base = withBuiltInLhaRates(ratesFor('2026-27'));
  const extra: Record<string, Rate> = {};
  LHA_CATEGORIES.forEach((category, i) => {
    const id = lhaRateId(areaId, category);
    extra[id] = { id, amount: weekly[i] ?? 0, unit: 'gbp-per-week', taxYear: '2026-27', effectiveDate: '2026-04-06', editable: true };
  });
  return { ...base, ...extra };
}

describe('lhaAreaById', () => {
  it('gives any of the 192 areas whose five rates the table holds, and none whose rates it lacks', () => {
    expect(lhaAreaById('leeds')).toBeNull();
    const rates = withPublishedArea('leeds', [80, 100, 120, 140, 160]);
    expect(lhaAreaById('leeds', rates)).toMatchObject({
      id: 'leeds',
      name: 'Leeds',
      region: 'England',
      rates: { 'shared-room': 80, 'one-bed': 100, 'two-bed': 120, 'three-bed': 140, 'four-bed': 160 },
      effectiveDate: '2026-04-06',
    });
    expect(lhaAreaById('leeds', rates)?.isPublished).toBe(true);
    expect(lhaAreaById('lothian')?.isPublished).toBeUndefined();
    // Four of the five is not enough.
    const { [lhaRateId('leeds', 'four-bed')]: _dropped, ...fourOnly } = rates;
    expect(lhaAreaById('leeds', fourOnly)).toBeNull();
  });

  it('opens an old saved id of a council-named area as its area, and drops those that could not be placed', () => {
    expect(lhaAreaById('hyndburn')?.id).toBe('east-lancs');
    for (const id of ['torbay', 'stafford', 'castle-point']) expect(lhaAreaById(id), id).toBeNull();
  });
});

describe('the lookup: the postcode district, then the council, then "Type your town or council"', () => {
  it('tries the postcode district first', () => {
    expect(lookupLhaPlace('eh1 2ng')).toEqual({ kind: 'area', place: { areaId: 'lothian', areaName: 'Lothian', council: null }, via: 'district' });
  });

  it('then a council’s name: one area, or the areas a council is split between', () => {
    expect(lookupLhaPlace('Wirral Council')).toEqual({ kind: 'area', place: { areaId: 'wirral', areaName: 'Wirral', council: 'Wirral' }, via: 'council' });
    expect(lookupLhaPlace('hyndburn')).toMatchObject({ kind: 'area', place: { areaId: 'east-lancs' }, via: 'council' });
    expect(lookupLhaPlace('Dundee City Council')).toMatchObject({ kind: 'area', place: { areaId: 'dundee-and-angus', council: 'Dundee City' } });
    expect(lookupLhaPlace('dundee')).toMatchObject({ kind: 'area', place: { areaId: 'dundee-and-angus' } });
    const split = lookupLhaPlace('Bath and North East Somerset');
    expect(split.kind === 'choices' && split.places.map((p) => p.areaId)).toEqual(['bath', 'bristol']);
  });

  it('finds nothing for a postcode outside every listed district or a name that is no council, so the town search is offered', () => {
    expect(lookupLhaPlace('M1 1AE')).toEqual({ kind: 'not-found' });
    expect(lookupLhaPlace('Manchester')).toEqual({ kind: 'not-found' });
    expect(lookupLhaPlace('   ')).toEqual({ kind: 'not-found' });
  });

  it('says a Northern Ireland postcode is outside the scheme', () => {
    expect(lookupLhaPlace('BT1 1AA')).toEqual({ kind: 'northern-ireland' });
  });

  it('"Type your town or council" searches the 192 area names and the councils, names starting with the text first', () => {
    expect(searchLhaPlaces('leeds', 8)).toEqual([{ areaId: 'leeds', areaName: 'Leeds', council: null }]);
    expect(searchLhaPlaces('glas', 8).map((p) => p.areaId)).toEqual(['greater-glasgow']);
    // 'Hinckley and Bosworth' is split between Coventry and Leicester.
    expect(searchLhaPlaces('hinckley', 8)).toEqual([
      { areaId: 'coventry', areaName: 'Coventry', council: 'Hinckley and Bosworth' },
      { areaId: 'leicester', areaName: 'Leicester', council: 'Hinckley and Bosworth' },
    ]);
    // Words inside names match too, after those that start with the text; '&' reads 'and'.
    // Norwich City Council's area (a name starting with the text) before the area whose name contains it.
    expect(searchLhaPlaces('norwich', 8).map((p) => [p.areaName, p.council])).toEqual([
      ['Central Norfolk & Norwich', 'Norwich'],
      ['Central Norfolk & Norwich', null],
    ]);
    expect(searchLhaPlaces('lothian', 8).map((p) => [p.areaName, p.council])).toEqual([
      ['Lothian', null],
      ['West Lothian', null],
      ['Lothian', 'East Lothian'],
    ]);
    expect(searchLhaPlaces('london', 3)).toHaveLength(3);
    expect(searchLhaPlaces('l', 8)).toEqual([]);
  });
});

describe('what the lookup holds', () => {
  it('prints both counts: every built-in area with its source, and every official area findable', () => {
    const builtIn = builtInLhaAreaIds();
    const withSource = builtIn.filter((id) => lhaAreaReferences(id).length > 3);
    const counts = lhaFindableCounts();
    console.log(
      `LHA areas built in, each with its source: ${withSource.length} of ${builtIn.length}; official areas findable by name: ${counts.areas} (and ${counts.councils} councils, ${counts.districts} postcode districts)`,
    );
    expect(builtIn.length).toBeGreaterThanOrEqual(49);
    expect(withSource).toEqual(builtIn);
    expect(counts.areas).toBe(192);
    for (const area of BRMA_LIST)
      expect(
        searchLhaPlaces(area.name, 200).some((p) => p.areaId === area.id && p.council === null),
        area.name,
      ).toBe(true);
  });

  it('knows every council of the sourced councils table in the areas it names, and no other', () => {
    const csv = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'rates/lha-data/lha-areas-councils.csv'), 'utf8');
    const pairs = new Set<string>();
    for (const line of csv.trim().split('\n').slice(1)) {
      const [brma = '', council = ''] = line.split(',');
      // Rows keyed by a council whose area is not named are not areas.
      if (brma.includes('BRMA not named')) continue;
      pairs.add(`${council} → ${brmaByName(brma)?.id}`);
    }
    const known = new Set(lhaCouncils().flatMap(([council, ids]) => ids.map((id) => `${council} → ${id}`)));
    expect([...known].sort()).toEqual([...pairs].sort());
  });
});

describe('lhaAnswer: the whole answer of one lookup', () => {
  const rates = withBuiltInLhaRates(ratesFor('2026-27'));

  it('finds a built-in area by postcode and by its council, with its rates', () => {
    expect(lhaAnswer('BB5 1AA', rates)).toMatchObject({ kind: 'found', area: { id: 'east-lancs', name: 'East Lancs' } });
    expect(lhaAnswer('Dundee City Council', rates)).toMatchObject({ kind: 'found', area: { id: 'dundee-and-angus' } });
  });

  it('names an area whose figures are not built in, so the visitor types the rate', () => {
    expect(lhaAnswer('Ceredigion', rates)).toEqual({ kind: 'no-figures', place: { areaId: 'ceredigion', areaName: 'Ceredigion', council: 'Ceredigion' } });
  });

  it('says a Northern Ireland postcode is outside the scheme, and finds nothing for an unknown district', () => {
    expect(lhaAnswer('BT1 1AA', rates)).toEqual({ kind: 'northern-ireland' });
    expect(lhaAnswer('ZZ1 1ZZ', rates)).toBeNull();
  });
});

describe('the 14 areas added from council pages of April 2024 (or 2025/26, frozen)', () => {
  const rates = withBuiltInLhaRates(ratesFor('2026-27'));
  const weekly = (id: string) => LHA_CATEGORIES.map((category) => lhaAreaById(id, rates)?.rates[category]);

  it('has the published weekly figures, shared then 1 to 4 bedrooms', () => {
    // Bury Council, "Weekly rates of Local Housing Allowance for 2024-25", column "Central Manchester":
    // £94.72, £178.36, £201.37, £218.63, £310.68.
    expect(weekly('central-greater-manchester')).toEqual([94.72, 178.36, 201.37, 218.63, 310.68]);
    // Bury Council, same table, column "Bolton & Bury": £78.59, £109.32, £132.33, £161.10, £218.63.
    expect(weekly('bolton-and-bury')).toEqual([78.59, 109.32, 132.33, 161.1, 218.63]);
    // Royal Borough of Windsor and Maidenhead, Walton BRMA "(Fees as at April 2024)":
    // £142.68, £218.63, £278.93, £333.70, £454.52.
    expect(weekly('walton')).toEqual([142.68, 218.63, 278.93, 333.7, 454.52]);
    // North Norfolk District Council, "BRMAs 2024/25 (from April 2024)", Kings Lynn, weekly:
    // £92.02, £126.17, £149.59, £178.36, £241.64.
    expect(weekly('kings-lynn')).toEqual([92.02, 126.17, 149.59, 178.36, 241.64]);
    // Ashfield District Council, "April 2025 to March 2026", North Nottinghamshire, weekly:
    // £78.00, £102.41, £126.58, £134.63, £186.41 (the April 2024 rates, frozen by SI 2025/5).
    expect(weekly('north-nottingham')).toEqual([78, 102.41, 126.58, 134.63, 186.41]);
    // Havant Borough Council, "Local housing allowance rates 2024/25", Chichester BRMA:
    // £103.56, £181.35, £218.63, £281.92, £368.22.
    expect(weekly('chichester')).toEqual([103.56, 181.35, 218.63, 281.92, 368.22]);
  });

  it('cites the page each was read from', () => {
    expect(lhaAreaById('guildford', rates)?.sources[0]).toContain('Guildford Borough Council');
    expect(lhaAreaById('central-norfolk-and-norwich', rates)?.sources.slice(0, 2)).toEqual([
      expect.stringContaining('North Norfolk District Council'),
      expect.stringContaining('Norwich City Council'),
    ]);
  });

  it('places the councils their pages name: one area at once, a split council offers its areas', () => {
    // Norwich City Council's page gives one table for its area: Central Norfolk & Norwich, built in.
    expect(lhaAnswer('Norwich City Council', rates)).toMatchObject({ kind: 'found', area: { id: 'central-norfolk-and-norwich' } });
    // Bury: north of the M60/M62 Bolton and Bury, south of it Central Greater Manchester.
    expect(lookupLhaPlace('Bury')).toEqual({
      kind: 'choices',
      places: [
        { areaId: 'bolton-and-bury', areaName: 'Bolton and Bury', council: 'Bury' },
        { areaId: 'central-greater-manchester', areaName: 'Central Greater Manchester', council: 'Bury' },
      ],
    });
    // A provisional placement (Merton's 2017-18 leaflet) is never answered at once: the visitor chooses.
    expect(lookupLhaPlace('Merton')).toMatchObject({ kind: 'choices' });
    // Middlesbrough's page puts it in Teesside, whose figures are not built in: the visitor types the rate.
    expect(lhaAnswer('Middlesbrough', rates)).toEqual({ kind: 'no-figures', place: { areaId: 'teesside', areaName: 'Teesside', council: 'Middlesbrough' } });
  });
});
