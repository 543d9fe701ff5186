/**
 * The published rates (docs/rules.md "Tax years"): every tax year's figures with every admin edit, read
 * by the calculator pages. Public; nothing about the visitor is sent or kept.
 *
 *   GET /api/rates → 200 { rates: [{ id, tax_year, effective_date, amount, benefit_type,
 *                    rate_name, region, updated_at }], updatedAt, councilSchemes } | 304
 *
 * `councilSchemes` are the councils' Council Tax Support schemes an admin saved (server/council-schemes.ts).
 *
 * The answer comes prepared from the published-rates store (server/rates.ts): a request costs
 * one integer read. An admin's edit or import reaches it at once (docs/product.md §4 "Server"):
 * `no-cache` makes browsers, and the service worker's network-first fetch through them, ask
 * every time, and the ETag names the benefit_rates version, which moves on every write, so a
 * copy from before an edit never matches (304 only for the answer published now).
 */
import { Hono } from 'hono';
import type { Deps } from '../context.ts';
import { ratesStore } from '../rates.ts';
import { etagMatches, pickEncoding } from '../static.ts';
import { isTaxYear } from '../../src/calc/rates.ts';

/** Kept, but checked with the server before every use (RFC 9111 §5.2.2.4): a 304 costs a few bytes. */
export const RATES_CACHE_CONTROL = 'public, no-cache';

export function ratesRoutes(deps: Deps) {
  const store = ratesStore(deps.db);
  return new Hono().get('/', (c) => {
    const { body } = store.current();
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    // One ETag per representation (RFC 9110 §8.8.3), like the static files.
    const etag = encoding ? `"${body.etag}-${encoding}"` : `"${body.etag}"`;
    const headers: Record<string, string> = {
      'Cache-Control': RATES_CACHE_CONTROL,
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    headers['Content-Type'] = 'application/json; charset=utf-8';
    if (encoding) headers['Content-Encoding'] = encoding;
    const out = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.raw;
    headers['Content-Length'] = String(out.length);
    return c.body(out as unknown as Uint8Array<ArrayBuffer>, 200, headers);
  });
}

/**
 * The page that answers a request for /rates: `/rates?year=2025-26` is the pre-rendered
 * `/rates/2025-26`; no year, or one the tables do not hold, is /rates itself (the year in force).
 */
export function ratesPagePath(pathname: string, url: string): string {
  if (pathname !== '/rates') return pathname;
  const year = new URL(url).searchParams.get('year');
  return isTaxYear(year) ? `/rates/${year}` : pathname;
}
