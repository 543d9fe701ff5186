import { describe, expect, it } from 'vitest';
import { findLhaArea, isValidUkPostcode, lhaAreaById, listLhaAreas, normalisePostcode } from './lha';
import { applyRateOverrides, DEFAULT_RATES, LHA_AREA_LIST, ratesFor } from './rates';

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
    ['BB5 1AA', 'hyndburn', 'England'],
    ['ST16 2AA', 'stafford', 'England'],
    ['TQ1 1AA', 'torbay', 'England'],
    ['SS8 7AA', 'castle-point', 'England'],
  ])('%s is in %s', (postcode, id, region) => {
    expect(findLhaArea(postcode, ratesFor('2026-27'))).toMatchObject({ id, region, effectiveDate: '2026-04-06' });
  });

  it('returns the area with its five weekly rates (April 2024, the rates table (src/calc/rates/)), their ids and sources', () => {
    const area = findLhaArea('TQ2 5AA');
    expect(area?.rates).toEqual({ 'shared-room': 84.5, 'one-bed': 116.22, 'two-bed': 155.34, 'three-bed': 193.32, 'four-bed': 253.15 });
    expect(area?.rateIds['one-bed']).toBe('housing-benefit.lha.torbay.one-bed');
    expect(area?.postcodeDistricts).toEqual(['TQ1', 'TQ2', 'TQ3', 'TQ4', 'TQ5']);
    expect(area?.sources[0]).toBe('Torbay Council: How much will my tenant get? (Housing Benefit and Local Housing Allowance)');
  });

  it('has the same frozen rates in every year', () => {
    for (const year of ['2024-25', '2025-26', '2026-27'] as const) expect(findLhaArea('EH1 1AA', ratesFor(year))?.rates['two-bed']).toBe(223.23);
  });

  it('reads the rates from the given table', () => {
    const rates = applyRateOverrides(DEFAULT_RATES, { 'housing-benefit.lha.stafford.two-bed': 200 });
    expect(findLhaArea('ST17 4AA', rates)?.rates['two-bed']).toBe(200);
  });

  it.each(['', 'ZZ1 1ZZ', 'not a postcode', 'BT1 1AA', 'M1 1AE', 'SW1A 1AA', 'EH27 8AA', 'EH54 6AA', 'DD6 8AA', 'BR8 7AA', 'AB56 1AA', 'SE1 7PB'])(
    'returns null for %j (no area with published rates, or a district split between areas)',
    (postcode) => {
      expect(findLhaArea(postcode)).toBeNull();
    },
  );

  it('has no default area', () => {
    expect(lhaAreaById('default-area')).toBeNull();
    expect(LHA_AREA_LIST.map((a) => a.id)).not.toContain('default-area');
  });

  it('lists exactly the nine areas of the rates table (src/calc/rates/), each district in one area only', () => {
    expect(LHA_AREA_LIST.map((a) => a.name)).toEqual([
      'Inner South East London',
      'Outer South East London',
      'Lothian',
      'Aberdeen and Shire',
      'Dundee and Angus',
      'Hyndburn',
      'Stafford',
      'Torbay',
      'Castle Point',
    ]);
    const seen = new Map<string, string>();
    for (const area of listLhaAreas()) {
      expect(area.postcodeDistricts.length, area.id).toBeGreaterThan(0);
      for (const district of area.postcodeDistricts) {
        expect(seen.get(district), district).toBeUndefined();
        seen.set(district, area.id);
        expect(isValidUkPostcode(district)).toBe(true);
      }
    }
  });
});
