/**
 * Benefit rates for admins (docs/product.md §7 "Load rates", "Save rate"), by tax year
 * (docs/rules.md "Tax years").
 *
 *   GET   /api/admin/rates              → 200 { rates: [row + editable], updatedAt }   (benefit_type ascending)
 *   PATCH /api/admin/rates/:year/:id    { amount } → 200 { rate } | 404 | 422 { error, fields } | 503 { error }
 *
 * `amount` is pounds and pence as typed ("424.90") or a JSON number with at most 2 decimals;
 * anything else is refused (src/lib/rate-amount.ts), as are figures set by law (Rate.editable
 * false) and figures that did not apply in the year.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AdminEnv, Deps } from '../../context.ts';
import { fieldError, jsonBody } from '../../http.ts';
import { builtInRate, selectRates } from '../rates.ts';
import type { AdminRateRow, AdminRateSaved, AdminRatesResponse, RateRow } from '../../../src/lib/api-types.ts';
import { parseRateAmount, rateAmountError } from '../../../src/lib/rate-amount.ts';
import { taxYearInfo } from '../../../src/calc/rates.ts';

const RateUpdateSchema = z.object({ amount: z.union([z.string().max(40), z.number()], { required_error: 'Enter an amount' }) }).strict();

export function adminRatesRoutes(deps: Deps) {
  const columns = 'id, tax_year, effective_date, amount, benefit_type, rate_name, region, updated_at';
  const selectOne = deps.db.prepare<[string, string], RateRow>(`SELECT ${columns} FROM benefit_rates WHERE id = ? AND tax_year = ?`);
  const update = deps.db.prepare<[number, string, string, string]>('UPDATE benefit_rates SET amount = ?, updated_at = ? WHERE id = ? AND tax_year = ?');
  // One transaction: the UPDATE commits (or throws) before the row is read back. A bare
  // `.get()` on UPDATE … RETURNING steps once and resets, so a failed commit (SQLITE_FULL,
  // SQLITE_IOERR) went unreported while the admin was told the rate was saved.
  const save = deps.db.transaction((amount: number, at: string, id: string, year: string) => {
    update.run(amount, at, id, year);
    return selectOne.get(id, year);
  });

  return new Hono<AdminEnv>()
    .get('/', (c) => {
      const { rates, updatedAt } = selectRates(deps);
      // Whether the amount may be edited comes from the rates module.
      const rows: AdminRateRow[] = rates.map((r) => ({ ...r, editable: builtInRate(r.id, r.tax_year)?.editable ?? false }));
      return c.json({ rates: rows, updatedAt } satisfies AdminRatesResponse);
    })
    .patch('/:year/:id', jsonBody(RateUpdateSchema), (c) => {
      const { year, id } = c.req.param();
      const rate = builtInRate(id, year);
      const row = rate ? selectOne.get(id, year) : undefined;
      if (!rate || !row) return c.json({ error: 'No rate has that id in that tax year.' }, 404);
      if (!rate.editable) {
        return c.json(fieldError('amount', `${rate.label} is set by law or arithmetic and is not edited here.`, 'This figure cannot be edited'), 422);
      }
      if (row.amount === null) {
        const message = `${rate.label} did not apply in ${taxYearInfo(year).label}: ${rate.whenNone ?? 'no figure'}.`;
        return c.json(fieldError('amount', message), 422);
      }
      const typed = c.req.valid('json').amount;
      const amount = parseRateAmount(typed);
      if (amount === null) {
        const message = rateAmountError(rate.label, row.amount, typed);
        return c.json(fieldError('amount', message), 422);
      }
      let saved: RateRow | undefined;
      try {
        saved = save(amount, deps.now().toISOString(), id, year);
      } catch (err) {
        deps.logger.error('rate update failed', { id, taxYear: year, err });
        return c.json({ error: 'Error updating rate' }, 503);
      }
      if (!saved) return c.json({ error: 'No rate has that id in that tax year.' }, 404);
      deps.logger.info('rate updated', { id, taxYear: year, from: row.amount, to: amount, by: c.get('user').id });
      return c.json({ rate: { ...saved, editable: true } } satisfies AdminRateSaved);
    });
}
