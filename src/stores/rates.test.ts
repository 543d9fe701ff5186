import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATES, ratesFor } from '~/calc/rates';
import { $publishedRates, $rates, $ratesInfo, loadPublishedRates, publishedRatesFor, resetRates } from './rates';

const ID = 'pip.daily-living.standard';

function stubFetch(respond: () => Promise<Response> | Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => respond());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  resetRates();
  vi.stubGlobal('window', {});
});
afterEach(() => vi.unstubAllGlobals());

describe('published rates (docs/rules.md "Tax years")', () => {
  it('starts with the built-in tables', () => {
    expect($rates.get()).toBe(DEFAULT_RATES);
    expect(publishedRatesFor('2024-25')).toBe(ratesFor('2024-25'));
    expect($ratesInfo.get()).toEqual({ source: 'built-in', updatedAt: null, savedCopy: false, settled: false });
  });

  it('overlays the published amounts of each year on that year only, once per page', async () => {
    const fetchMock = stubFetch(() =>
      Response.json({
        rates: [
          { id: ID, amount: 80.5, tax_year: '2026-27' },
          { id: ID, amount: 74.5, tax_year: '2025-26' },
          { id: 'nope', amount: 1, tax_year: '2026-27' },
        ],
        updatedAt: '2026-04-06T10:00:00Z',
      }),
    );
    await loadPublishedRates();
    await loadPublishedRates();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/rates');
    expect(publishedRatesFor('2026-27')[ID]?.amount).toBe(80.5);
    expect(publishedRatesFor('2025-26')[ID]?.amount).toBe(74.5);
    expect(publishedRatesFor('2024-25')[ID]?.amount).toBe(72.65);
    expect(publishedRatesFor('2026-27')).toBe(publishedRatesFor('2026-27'));
    expect(publishedRatesFor('2026-27')['nope']).toBeUndefined();
    expect($publishedRates.get()).toHaveLength(3);
    expect($ratesInfo.get()).toEqual({ source: 'published', updatedAt: '2026-04-06T10:00:00Z', savedCopy: false, settled: true });
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 404 (static host)', () => new Response('<html>', { status: 404 })],
    ['the body is not JSON', () => new Response('<html>', { status: 200 })],
    ['the body has no rates list', () => Response.json({ rates: 'x' })],
  ])('keeps the built-in tables silently when %s', async (_, respond) => {
    stubFetch(respond);
    await expect(loadPublishedRates()).resolves.toBeNull();
    expect($rates.get()).toBe(DEFAULT_RATES);
    expect($ratesInfo.get()).toEqual({ source: 'built-in', updatedAt: null, savedCopy: false, settled: true });
  });

  it("says when the published rates are the service worker's kept copy", async () => {
    stubFetch(() => Response.json({ rates: [{ id: ID, amount: 80.5, tax_year: '2026-27' }], updatedAt: '2026-05-01T09:00:00Z' }, { headers: { 'X-Saved-Copy': '1' } }));
    await loadPublishedRates();
    expect($ratesInfo.get()).toEqual({ source: 'published', updatedAt: '2026-05-01T09:00:00Z', savedCopy: true, settled: true });
    expect(publishedRatesFor('2026-27')[ID]?.amount).toBe(80.5);
  });

  it('takes the LHA rates of an area an admin imported whose figures are not built in, with their source', async () => {
    const source = 'lha-rates.csv, 23 January 2024';
    stubFetch(() =>
      Response.json({
        rates: [
          { id: 'housing-benefit.lha.cardiff.two-bed', amount: 150, tax_year: '2025-26', effective_date: '2025-04-06', source },
          { id: 'housing-benefit.lha.lothian.two-bed', amount: 230, tax_year: '2025-26', effective_date: '2025-04-06', source },
          { id: 'housing-benefit.lha.nowhere.two-bed', amount: 1, tax_year: '2025-26' },
        ],
        updatedAt: '2025-06-02T10:00:00Z',
      }),
    );
    await loadPublishedRates();
    const table = publishedRatesFor('2025-26');
    expect(table['housing-benefit.lha.cardiff.two-bed']).toMatchObject({ amount: 150, unit: 'gbp-per-week', source });
    expect(table['housing-benefit.lha.lothian.two-bed']).toMatchObject({ amount: 230, source });
    expect(table['housing-benefit.lha.nowhere.two-bed']).toBeUndefined();
    expect(publishedRatesFor('2026-27')['housing-benefit.lha.cardiff.two-bed']).toBeUndefined();
  });

  it('does nothing during the static build (no window)', async () => {
    vi.unstubAllGlobals();
    const fetchMock = stubFetch(() => Response.json({ rates: [] }));
    await expect(loadPublishedRates()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
