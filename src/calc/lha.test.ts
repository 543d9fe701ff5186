import { afterEach, describe, expect, it, vi } from 'vitest';
import { findLhaArea, isValidUkPostcode, lhaAreaById, lookupLha, normalisePostcode } from './lha';
import { applyRateOverrides, DEFAULT_RATES, LHA_AREA_LIST } from './rates';

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
    ['M1 1AE', 'central-greater-manchester', 'England'],
    ['SW1A 1AA', 'central-london', 'England'],
    ['EC1A 1BB', 'central-london', 'England'],
    ['B33 8TH', 'birmingham', 'England'],
    ['LS6', 'leeds', 'England'],
    ['EH1 2NG', 'lothian', 'Scotland'],
    ['G2 1DU', 'greater-glasgow', 'Scotland'],
    ['CF10 1EP', 'cardiff', 'Wales'],
    ['SA1 1AA', 'swansea', 'Wales'],
  ])('%s is in %s', (postcode, id, region) => {
    expect(findLhaArea(postcode)).toMatchObject({ id, region, effectiveDate: '2025-04-01' });
  });

  it('returns the area with its five weekly rates and their ids', () => {
    const area = findLhaArea('M1 1AE');
    expect(area?.rates).toEqual({ 'shared-room': 94.72, 'one-bed': 178.36, 'two-bed': 201.37, 'three-bed': 218.63, 'four-bed': 310.68 });
    expect(area?.rateIds['one-bed']).toBe('housing-benefit.lha.central-greater-manchester.one-bed');
    expect(area?.postcodeDistricts).toContain('M1');
  });

  it('reads the rates from the given table', () => {
    const rates = applyRateOverrides(DEFAULT_RATES, { 'housing-benefit.lha.cardiff.two-bed': 200 });
    expect(findLhaArea('CF10 1EP', rates)?.rates['two-bed']).toBe(200);
  });

  it.each(['', 'ZZ1 1ZZ', 'not a postcode', 'BT1 1AA'])('returns null for %j', (postcode) => {
    expect(findLhaArea(postcode)).toBeNull();
  });

  it('puts every postcode district in one area only, and knows at least 20 areas', () => {
    const seen = new Map<string, string>();
    const areas = LHA_AREA_LIST.filter((a) => a.id !== 'default-area');
    expect(areas.length).toBeGreaterThanOrEqual(20);
    for (const { id } of areas) {
      const area = lhaAreaById(id);
      expect(area?.postcodeDistricts.length, id).toBeGreaterThan(0);
      for (const district of area?.postcodeDistricts ?? []) {
        expect(seen.get(district), district).toBeUndefined();
        seen.set(district, id);
        expect(isValidUkPostcode(district)).toBe(true);
      }
    }
  });

  it('knows the default area of spec 001 §9', () => {
    expect(lhaAreaById('default-area')?.rates).toEqual({ 'shared-room': 85, 'one-bed': 120, 'two-bed': 155, 'three-bed': 185, 'four-bed': 220 });
  });
});

describe('lookupLha', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 500 ms, then answers with the area', async () => {
    vi.useFakeTimers();
    let settled = false;
    const lookup = lookupLha('ls1 4ap').then((area) => {
      settled = true;
      return area;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await lookup)?.name).toBe('Leeds');
  });

  it('answers null for an unknown postcode', async () => {
    await expect(lookupLha('ZZ1 1ZZ', { delayMs: 0 })).resolves.toBeNull();
  });

  it('rejects with an AbortError when aborted', async () => {
    const controller = new AbortController();
    const lookup = lookupLha('M1 1AE', { delayMs: 10_000, signal: controller.signal });
    controller.abort();
    await expect(lookup).rejects.toMatchObject({ name: 'AbortError' });
    const already = new AbortController();
    already.abort();
    await expect(lookupLha('M1 1AE', { signal: already.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
