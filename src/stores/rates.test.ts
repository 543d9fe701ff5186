import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATES } from '~/calc/rates';
import { $rates, $ratesInfo, loadPublishedRates, resetRates } from './rates';

const ID = 'universal-credit.standard-allowance.single-25-plus';

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

describe('$rates and loadPublishedRates (DECISIONS.md §1)', () => {
  it('starts with the built-in table', () => {
    expect($rates.get()).toBe(DEFAULT_RATES);
    expect($ratesInfo.get()).toEqual({ source: 'built-in', updatedAt: null });
  });

  it('overlays the published amounts, once per page', async () => {
    const fetchMock = stubFetch(() =>
      Response.json({ rates: [{ id: ID, amount: 400.5, benefit_type: 'universal-credit' }, { id: 'nope', amount: 1 }], updatedAt: '2026-04-06T10:00:00Z' }),
    );
    const table = await loadPublishedRates();
    await loadPublishedRates();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/rates');
    expect(table[ID]?.amount).toBe(400.5);
    expect($rates.get()[ID]?.amount).toBe(400.5);
    expect($rates.get()['nope']).toBeUndefined();
    expect($ratesInfo.get()).toEqual({ source: 'published', updatedAt: '2026-04-06T10:00:00Z' });
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 404 (static host)', () => new Response('<html>', { status: 404 })],
    ['the body is not JSON', () => new Response('<html>', { status: 200 })],
    ['the body has no rates list', () => Response.json({ rates: 'x' })],
  ])('keeps the built-in table silently when %s', async (_, respond) => {
    stubFetch(respond);
    await expect(loadPublishedRates()).resolves.toBe(DEFAULT_RATES);
    expect($rates.get()).toBe(DEFAULT_RATES);
    expect($ratesInfo.get().source).toBe('built-in');
  });

  it('does nothing during the static build (no window)', async () => {
    vi.unstubAllGlobals();
    const fetchMock = stubFetch(() => Response.json({ rates: [] }));
    await expect(loadPublishedRates()).resolves.toBe(DEFAULT_RATES);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
