/**
 * Benefit rates for admins (docs/product.md §7 "Load rates", "Save rate"), by tax year
 * (docs/rules.md "Tax years").
 *
 *   GET   /api/admin/rates              → 200 { rates: [row + editable], updatedAt }   (benefit_type ascending)
 *   PATCH /api/admin/rates/:year/:id    { amount } → 200 { rate } | 404 | 422 { error, fields }
 *                                       | 503 { error } + Retry-After (the disk is full or failing: nothing saved)
 *
 * `amount` is pounds and pence as typed ("424.90") or a JSON number with at most 2 decimals;
 * anything else is refused (src/lib/rate-amount.ts), as are figures set by law (Rate.editable
 * false) and figures that did not apply in the year. Any other error goes to the root
 * error handler (a logged, generic 500).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AdminEnv, Deps } from '../../context.ts';
import { fieldError, jsonBody } from '../../http.ts';
import { committedWrite, isStorageFailure, sqliteCode, STORAGE_RETRY_AFTER_SECONDS } from '../../db/write.ts';
import { builtInRate, selectRates } from '../../rates.ts';
import type { AdminRateRow, AdminRateSaved, AdminRatesResponse, RateRow } from '../../../src/lib/api-types.ts';
import { parseRateAmount, rateAmountError } from '../../../src/lib/rate-amount.ts';
import { taxYearInfo } from '../../../src/calc/rates.ts';
import { serverAdminMessages } from '../../../src/i18n/en/server.ts';
import { rateLabel, rateWhenNone } from '../../../src/lib/rate-words.ts';

const t = serverAdminMessages.get();

/** The answer when the disk would not take the edit (docs/product.md §7 "Save rate"). */
export const RATE_NOT_SAVED = t.rateNotSaved;

const RateUpdateSchema = z.object({ amount: z.union([z.string().max(40), z.number()], { required_error: t.enterAmount }) }).strict();

export function adminRatesRoutes(deps: Deps) {
  const columns = 'id, tax_year, effective_date, amount, benefit_type, rate_name, region, updated_at';
  const selectOne = deps.db.prepare<[string, string], RateRow>(`SELECT ${columns} FROM benefit_rates WHERE id = ? AND tax_year = ?`);
  const update = deps.db.prepare<[number, string, string, string]>('UPDATE benefit_rates SET amount = ?, updated_at = ?, source = NULL WHERE id = ? AND tax_year = ?');
  // One transaction (db/write.ts): the UPDATE commits, or throws, before the row is read back.
  const save = committedWrite(deps.db, (amount: number, at: string, id: string, year: string) => {
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
      if (!rate || !row) return c.json({ error: t.noRate }, 404);
      if (!rate.editable) {
        return c.json(fieldError('amount', t.setByLaw({ label: rateLabel(id) }), t.cannotEdit), 422);
      }
      if (row.amount === null) {
        const message = t.didNotApply({ label: rateLabel(id), year: taxYearInfo(year).label, why: rateWhenNone(id) ?? t.noFigure });
        return c.json(fieldError('amount', message), 422);
      }
      const typed = c.req.valid('json').amount;
      const amount = parseRateAmount(typed);
      if (amount === null) {
        const message = rateAmountError(rateLabel(id), row.amount, typed);
        return c.json(fieldError('amount', message), 422);
      }
      let saved: RateRow | undefined;
      try {
        saved = save(amount, deps.now().toISOString(), id, year);
      } catch (err) {
        if (!isStorageFailure(err)) throw err;
        deps.logger.error('rate not saved', { id, taxYear: year, code: sqliteCode(err), err });
        return c.json({ error: RATE_NOT_SAVED }, 503, { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) });
      }
      if (!saved) return c.json({ error: t.noRate }, 404);
      deps.logger.info('rate updated', { id, taxYear: year, from: row.amount, to: amount, by: c.get('user').id });
      return c.json({ rate: { ...saved, editable: true } } satisfies AdminRateSaved);
    });
}
