/**
 * Seeding, run on every start after migrations (DECISIONS.md §1): every rate of
 * the rates module becomes a benefit_rates row, and every setting of spec 002 §3
 * an admin_settings row. Only missing rows are inserted, so an admin's edits
 * survive restarts and a rate added to the module appears on the next start.
 */
import type { DB } from './index.ts';
import { listRates, BENEFIT_GROUP_LABELS } from '../../src/calc/rates.ts';
import { SETTING_DEFINITIONS } from '../settings.ts';

/** One benefit_rates row as seeded (updated_at stays NULL until an admin edits it). */
export interface SeedRate {
  id: string;
  benefit_type: string;
  rate_name: string;
  amount: number;
  region: string;
  effective_date: string;
}

/** The module's rates in the shape of the benefit_rates table. */
export function ratesToRows(rates = listRates()): SeedRate[] {
  // A figure that did not apply in the year (null) has no row.
  return rates.filter((r): r is typeof r & { amount: number } => r.amount !== null).map((r) => ({
    id: r.id,
    benefit_type: BENEFIT_GROUP_LABELS[r.benefit] ?? String(r.benefit),
    rate_name: r.label,
    amount: r.amount,
    region: r.region,
    effective_date: r.effectiveDate,
  }));
}

/** What seeding added, for the start-up log line. */
export interface SeedResult {
  ratesAdded: number;
  settingsAdded: number;
}

/** Insert every missing rate and setting; never touches an existing row. */
export function seedDatabase(db: DB, rates: SeedRate[] = ratesToRows()): SeedResult {
  const insertRate = db.prepare(
    `INSERT INTO benefit_rates (id, benefit_type, rate_name, amount, region, effective_date, updated_at)
     VALUES (@id, @benefit_type, @rate_name, @amount, @region, @effective_date, NULL)
     ON CONFLICT (id) DO NOTHING`,
  );
  const insertSetting = db.prepare('INSERT INTO admin_settings (setting_key, setting_value) VALUES (?, ?) ON CONFLICT (setting_key) DO NOTHING');
  return db.transaction(() => {
    let ratesAdded = 0;
    let settingsAdded = 0;
    for (const rate of rates) ratesAdded += insertRate.run(rate).changes;
    for (const [key, def] of Object.entries(SETTING_DEFINITIONS)) settingsAdded += insertSetting.run(key, def.default).changes;
    return { ratesAdded, settingsAdded };
  })();
}
