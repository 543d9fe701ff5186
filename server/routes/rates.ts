/**
 * The published rates (DECISIONS.md §1): the seeded table with every admin edit,
 * read by the calculator pages. Public and cacheable; nothing about the visitor
 * is sent or kept.
 *
 *   GET /api/rates → 200 { rates: [{ id, benefit_type, rate_name, amount, region,
 *                    effective_date, updated_at }], updatedAt } | 304
 */
import { Hono } from 'hono';
import crypto from 'node:crypto';
import type { Deps } from '../context.ts';

/** One benefit_rates row (spec 002 §3). */
export interface RateRow {
  id: string;
  benefit_type: string;
  rate_name: string;
  amount: number;
  region: string;
  effective_date: string;
  updated_at: string | null;
}

/** Rates in spec 002 §7 order (benefit_type ascending; id keeps the order stable). */
export function selectRates(deps: Pick<Deps, 'db'>): { rates: RateRow[]; updatedAt: string | null } {
  const rates = deps.db
    .prepare<[], RateRow>('SELECT id, benefit_type, rate_name, amount, region, effective_date, updated_at FROM benefit_rates ORDER BY benefit_type ASC, id ASC')
    .all();
  // The latest edit (spec 002 §2 shows the first row's updated_at; the latest is what "Last updated" means).
  const updatedAt = rates.reduce<string | null>((latest, r) => (r.updated_at && (!latest || r.updated_at > latest) ? r.updated_at : latest), null);
  return { rates, updatedAt };
}

export function ratesRoutes(deps: Deps) {
  return new Hono().get('/', (c) => {
    const body = JSON.stringify(selectRates(deps));
    const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const headers = {
      'Cache-Control': 'public, max-age=60, stale-while-revalidate=300',
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    const inm = c.req.header('if-none-match');
    if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return c.body(null, 304, headers);
    return c.body(body, 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  });
}
