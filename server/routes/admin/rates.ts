/**
 * Benefit rates for admins (spec 002 §7 "Load rates", "Save rate").
 *
 *   GET   /api/admin/rates      → 200 { rates, updatedAt }   (benefit_type ascending)
 *   PATCH /api/admin/rates/:id  { amount } → 200 { rate } | 404 | 422 { error, fields }
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AdminEnv, Deps } from '../../context.ts';
import { jsonBody } from '../../http.ts';
import { selectRates, type RateRow } from '../rates.ts';

/** Largest amount we accept: a sanity bound, far above any weekly or monthly figure. */
const MAX_AMOUNT = 1_000_000;

const RateUpdateSchema = z
  .object({
    amount: z
      .number({ required_error: 'Enter an amount', invalid_type_error: 'Amount must be a number' })
      .finite('Amount must be a number')
      .min(0, 'Amount must be 0 or more')
      .max(MAX_AMOUNT, `Amount must be ${MAX_AMOUNT.toLocaleString('en-GB')} or less`),
  })
  .strict();

export function adminRatesRoutes(deps: Deps) {
  const update = deps.db.prepare<[number, string, string], RateRow>(
    'UPDATE benefit_rates SET amount = ?, updated_at = ? WHERE id = ? RETURNING id, benefit_type, rate_name, amount, region, effective_date, updated_at',
  );
  return new Hono<AdminEnv>()
    .get('/', (c) => c.json(selectRates(deps)))
    .patch('/:id', jsonBody(RateUpdateSchema), (c) => {
      const id = c.req.param('id');
      // Money to the penny (spec 002 §9 "Rate amount step 0.01"); rates that are fractions keep 4 places.
      const raw = c.req.valid('json').amount;
      const amount = Math.round(raw * 10_000) / 10_000;
      const rate = update.get(amount, deps.now().toISOString(), id);
      if (!rate) return c.json({ error: 'No rate has that id.' }, 404);
      deps.logger.info('rate updated', { id, amount, by: c.get('user').id });
      return c.json({ rate });
    });
}
