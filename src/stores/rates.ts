/**
 * The rates the calculators use (DECISIONS.md §1): the built-in table from
 * src/calc/rates.ts, overlaid with the amounts an admin published, read from
 * `GET /api/rates` once per page. Any failure (offline, a plain static host, an odd
 * answer) keeps the built-in table, silently: the calculators work either way.
 *
 * In an island: `const rates = useRates()` (src/islands/shared/useRates.ts), or
 * `useStore($rates)` plus `loadPublishedRates()` in an effect. The atom starts as
 * DEFAULT_RATES on the server and the client alike, so hydration always matches.
 */
import { atom } from 'nanostores';
import { DEFAULT_RATES, applyRateOverrides, type RatesTable } from '~/calc/rates';

/** Where the current table came from, and when the published one last changed. */
export interface RatesInfo {
  source: 'built-in' | 'published';
  /** `updatedAt` of GET /api/rates (ISO), when published rates are in use. */
  updatedAt: string | null;
}

/** The table in use. */
export const $rates = atom<RatesTable>(DEFAULT_RATES);

/** Where `$rates` came from. */
export const $ratesInfo = atom<RatesInfo>({ source: 'built-in', updatedAt: null });

let loading: Promise<RatesTable> | null = null;

/**
 * Fetch the published rates once per page and put them in `$rates`. Resolves with
 * the table in use; never rejects. On the server (the static build) it does nothing.
 */
export function loadPublishedRates(): Promise<RatesTable> {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return Promise.resolve($rates.get());
  loading ??= fetch('/api/rates', { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /api/rates answered ${response.status}`);
      const body = (await response.json()) as { rates?: unknown; updatedAt?: unknown } | null;
      if (!body || !Array.isArray(body.rates)) throw new Error('GET /api/rates gave no rates list');
      const table = applyRateOverrides(DEFAULT_RATES, body.rates as ReadonlyArray<{ id: unknown; amount: unknown }>);
      $rates.set(table);
      $ratesInfo.set({ source: 'published', updatedAt: typeof body.updatedAt === 'string' ? body.updatedAt : null });
      return table;
    })
    .catch(() => $rates.get());
  return loading;
}

/** Forget the fetched table (tests). */
export function resetRates(): void {
  loading = null;
  $rates.set(DEFAULT_RATES);
  $ratesInfo.set({ source: 'built-in', updatedAt: null });
}
