/**
 * Seeding, run on every start after migrations (docs/rules.md "Tax years"): every rate of the rates
 * module becomes one benefit_rates row per tax year, and every setting of docs/product.md §3 an
 * admin_settings row.
 *
 * How a release's figures meet an admin's edits:
 * - A missing (id, tax year) row is inserted with the release's figure.
 * - A row whose amount is still the figure it was seeded with (`built_in_amount`) follows the
 *   release: a new release's figure replaces it, so corrected or newly published figures reach
 *   an existing database.
 * - A row whose amount an admin changed keeps the admin's amount; `built_in_amount` moves on
 *   to the release's figure and the difference is logged (and listed by `npm run rates:check`).
 *   When an admin's amount equals the release's figure the row follows releases again.
 * - Figures an admin may not edit (law and arithmetic: percentages, counts, limits) always
 *   take the release's figure; an old edit of one is logged and replaced.
 * - Rows of an id or year the module no longer has are deleted, unless they hold an admin's
 *   own amount: those are kept (so nothing an admin typed is lost silently), never published,
 *   and logged on every start until an operator re-keys or deletes them.
 * Settings: only missing keys are inserted.
 */
import type { DB } from './index.ts';
import { isTaxYear, TAX_YEARS, type TaxYear } from '../../src/calc/rates.ts';
import { parseLhaRateId } from '../../src/calc/brma.ts';
import { describedRatesFor, listRates } from '../../src/calc/rates/catalogue.ts';
import { groupLabel, rateLabel, regionName } from '../../src/lib/rate-words.ts';
import { SETTING_DEFINITIONS } from '../settings.ts';
import { consoleLogger, type Logger } from '../logger.ts';
import type { AdminRateRow } from '../../src/lib/api-types.ts';

/**
 * One benefit_rates row as the release defines it: `amount` is the release's
 * figure and `editable` is Rate.editable; no admin has saved it yet.
 */
export type SeedRate = Omit<AdminRateRow, 'tax_year' | 'updated_at'> & { tax_year: TaxYear };

/** Every rate of every tax year the module holds, in the shape of the benefit_rates table. */
export function ratesToRows(years: readonly TaxYear[] = TAX_YEARS.map((y) => y.id)): SeedRate[] {
  return years.flatMap((year) =>
    listRates(describedRatesFor(year)).map((r) => ({
      id: r.id,
      tax_year: year,
      benefit_type: groupLabel(r.benefit),
      rate_name: rateLabel(r.id),
      amount: r.amount,
      region: regionName(r.region),
      effective_date: r.effectiveDate,
      editable: r.editable,
    })),
  );
}

/** What seeding did, for the start-up log line. */
export interface SeedResult {
  /** (id, year) rows inserted. */
  ratesAdded: number;
  /** Amounts that took a new release's figure. */
  ratesUpdated: number;
  /** Rows of ids or years the module no longer has, deleted. */
  ratesRemoved: number;
  /** Rows holding an admin's own amount that differs from the release's figure (kept). */
  editsKept: number;
  settingsAdded: number;
}

interface StoredRow {
  id: string;
  tax_year: string;
  benefit_type: string;
  rate_name: string;
  amount: number | null;
  built_in_amount: number | null;
  region: string;
  effective_date: string;
}

const key = (id: string, year: string) => `${id}\u0000${year}`;

/** Whether a row holds an admin's own amount rather than the figure it was seeded with. */
export function isAdminAmount(row: { amount: number | null; built_in_amount: number | null }): boolean {
  return row.amount !== row.built_in_amount;
}

/** An LHA row of an area this release has no figures for, imported from an official table: kept and published. */
function isImportedLhaRow(row: StoredRow): boolean {
  return isAdminAmount(row) && row.amount !== null && isTaxYear(row.tax_year) && parseLhaRateId(row.id) !== null;
}

/**
 * Bring benefit_rates to the release's figures (keeping admins' amounts, see above) and insert
 * missing settings, in one transaction. Logs what an operator should know through `logger`.
 */
export function seedDatabase(db: DB, rates: SeedRate[] = ratesToRows(), options: { logger?: Logger } = {}): SeedResult {
  const logger = options.logger ?? consoleLogger;
  const selectAll = db.prepare<[], StoredRow>('SELECT id, tax_year, benefit_type, rate_name, amount, built_in_amount, region, effective_date FROM benefit_rates');
  const insertRate = db.prepare(
    `INSERT INTO benefit_rates (id, tax_year, benefit_type, rate_name, amount, built_in_amount, region, effective_date, updated_at)
     VALUES (@id, @tax_year, @benefit_type, @rate_name, @amount, @amount, @region, @effective_date, NULL)`,
  );
  const updateRate = db.prepare(
    `UPDATE benefit_rates SET benefit_type = @benefit_type, rate_name = @rate_name, amount = @amount, built_in_amount = @built_in_amount,
       region = @region, effective_date = @effective_date
     WHERE id = @id AND tax_year = @tax_year`,
  );
  const deleteRate = db.prepare('DELETE FROM benefit_rates WHERE id = ? AND tax_year = ?');
  const clearSource = db.prepare('UPDATE benefit_rates SET source = NULL WHERE id = ? AND tax_year = ? AND source IS NOT NULL');
  const insertSetting = db.prepare('INSERT INTO admin_settings (setting_key, setting_value) VALUES (?, ?) ON CONFLICT (setting_key) DO NOTHING');

  return db.transaction(() => {
    const result: SeedResult = { ratesAdded: 0, ratesUpdated: 0, ratesRemoved: 0, editsKept: 0, settingsAdded: 0 };
    const stored = new Map(selectAll.all().map((r) => [key(r.id, r.tax_year), r]));
    const kept: Array<{ id: string; taxYear: string; amount: number | null; releaseAmount: number | null }> = [];

    for (const rate of rates) {
      const k = key(rate.id, rate.tax_year);
      const row = stored.get(k);
      stored.delete(k);
      if (!row) {
        result.ratesAdded += insertRate.run(rate).changes;
        continue;
      }
      const adminAmount = isAdminAmount(row);
      let amount = row.amount;
      if (!adminAmount || !rate.editable) {
        if (adminAmount)
          logger.warn('rate: an edit of a figure set by law was replaced by the release figure', { id: rate.id, taxYear: rate.tax_year, was: row.amount, now: rate.amount });
        amount = rate.amount;
      } else if (row.amount !== rate.amount) {
        result.editsKept++;
        // Log when the release's figure changes under an admin's amount (and once after the upgrade).
        if (row.built_in_amount !== rate.amount) kept.push({ id: rate.id, taxYear: rate.tax_year, amount: row.amount, releaseAmount: rate.amount });
      }
      const changed =
        amount !== row.amount ||
        rate.amount !== row.built_in_amount ||
        rate.benefit_type !== row.benefit_type ||
        rate.rate_name !== row.rate_name ||
        rate.region !== row.region ||
        rate.effective_date !== row.effective_date;
      if (!changed) continue;
      updateRate.run({ ...rate, amount, built_in_amount: rate.amount });
      if (amount !== row.amount) {
        result.ratesUpdated++;
        if (amount === rate.amount) clearSource.run(rate.id, rate.tax_year);
      }
    }

    const orphans: Array<{ id: string; taxYear: string; amount: number | null }> = [];
    for (const row of stored.values()) {
      if (isImportedLhaRow(row)) continue;
      if (isAdminAmount(row)) orphans.push({ id: row.id, taxYear: row.tax_year, amount: row.amount });
      else result.ratesRemoved += deleteRate.run(row.id, row.tax_year).changes;
    }

    for (const [k, def] of Object.entries(SETTING_DEFINITIONS)) result.settingsAdded += insertSetting.run(k, def.default).changes;

    for (const edit of kept) logger.info("rate: kept an admin's amount instead of the release figure", edit);
    if (orphans.length > 0) {
      logger.warn('rate: admin amounts kept for rates this release does not have (not published; see npm run rates:check)', { rates: orphans });
    }
    if (result.ratesUpdated || result.ratesRemoved) {
      logger.info('rate: release figures applied', { updated: result.ratesUpdated, removed: result.ratesRemoved });
    }
    return result;
  })();
}
