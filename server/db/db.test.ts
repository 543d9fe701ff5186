/**
 * Migrations and seeding: idempotent; every rate of every tax year seeded; a release's
 * figures reach an existing database while an admin's own amounts are kept.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadMigrations, migrate, openDatabase } from './index.ts';
import { ratesToRows, seedDatabase, type SeedRate } from './seed.ts';
import { SETTING_KEYS } from '../settings.ts';
import { memoryLogger } from '../logger.ts';
import { TAX_YEARS, ratesFor } from '../../src/calc/rates.ts';
import { listRates } from '../../src/calc/rates/catalogue.ts';

const PIP = 'pip.daily-living.standard';
const quiet = () => ({ logger: memoryLogger() });
const amountOf = (db: ReturnType<typeof openDatabase>, id: string, year: string) =>
  (db.prepare('SELECT amount FROM benefit_rates WHERE id = ? AND tax_year = ?').get(id, year) as { amount: number | null } | undefined)?.amount;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ubc-db-test-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('migrations', () => {
  test('opening twice applies nothing the second time and keeps data', () => {
    const file = path.join(dir, 'db.sqlite');
    const first = openDatabase(file);
    const version = first.pragma('user_version', { simple: true });
    expect(version).toBe(loadMigrations().length);
    first.prepare("INSERT INTO contact_submissions (name, email, subject, message) VALUES ('A', 'a@b.co', 'general', 'hi')").run();
    first.close();
    const second = openDatabase(file);
    expect(migrate(second)).toBe(0);
    expect(second.pragma('user_version', { simple: true })).toBe(version);
    expect(second.prepare('SELECT count(*) AS n FROM contact_submissions').get()).toEqual({ n: 1 });
    expect(second.pragma('journal_mode', { simple: true })).toBe('wal');
    second.close();
  });
});

describe('migration 003: calculator_usage without the list of calculators', () => {
  test('keeps every row of a database made by migrations 001 and 002, and then takes any calculator id', () => {
    const file = path.join(dir, 'db.sqlite');
    const old = new Database(file);
    migrate(old, loadMigrations().slice(0, 2));
    const insert = old.prepare('INSERT INTO calculator_usage (created_at, calculator_type, is_mobile, completed) VALUES (?, ?, ?, ?)');
    insert.run('2025-05-01T09:00:00.000Z', 'pip', 1, 0);
    insert.run('2025-05-02T09:00:00.000Z', 'benefits-checker', 0, 1);
    // What the CHECK of migration 001 refused.
    expect(() => insert.run('2025-05-03T09:00:00.000Z', 'pension-credit', 0, 0)).toThrow(/CHECK constraint failed/);
    const before = old.prepare('SELECT * FROM calculator_usage ORDER BY id').all();
    old.close();

    const db = openDatabase(file);
    expect(db.prepare('SELECT * FROM calculator_usage ORDER BY id').all()).toEqual(before);
    expect(before).toHaveLength(2);
    db.prepare("INSERT INTO calculator_usage (calculator_type, is_mobile, completed) VALUES ('pension-credit', 0, 0)").run();
    expect(db.prepare('SELECT calculator_type FROM calculator_usage ORDER BY id').pluck().all()).toEqual(['pip', 'benefits-checker', 'pension-credit']);
    // The other checks and the index are as migration 001 made them.
    expect(() => db.prepare("INSERT INTO calculator_usage (calculator_type, is_mobile, completed) VALUES ('pip', 2, 0)").run()).toThrow(/CHECK constraint failed/);
    expect(db.prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'calculator_usage'").pluck().all()).toEqual(['calculator_usage_created_at']);
    expect(db.prepare("SELECT sql FROM sqlite_schema WHERE name = 'calculator_usage'").pluck().get()).not.toMatch(/universal-credit/);
    db.close();
  });
});

describe('seeding', () => {
  test('every rate of every tax year and every setting becomes a row, once', () => {
    const db = openDatabase(path.join(dir, 'db.sqlite'));
    const first = seedDatabase(db, undefined, quiet());
    const perYear = listRates().length;
    expect(first.ratesAdded).toBe(perYear * TAX_YEARS.length);
    expect(first.settingsAdded).toBe(SETTING_KEYS.length);
    expect(seedDatabase(db, undefined, quiet())).toEqual({ ratesAdded: 0, ratesUpdated: 0, ratesRemoved: 0, editsKept: 0, settingsAdded: 0 });
    const settings = db.prepare('SELECT setting_key, setting_value FROM admin_settings ORDER BY setting_key').all();
    expect(settings).toHaveLength(11);
    expect(settings).toContainEqual({ setting_key: 'maintenance_mode', setting_value: 'false' });
    expect(settings).toContainEqual({ setting_key: 'emergency_banner_message', setting_value: '' });
    // PIP daily living, standard rate: £72.65, £73.90, £76.70 a week (GOV.UK benefit and pension rates of each year).
    const rows = db.prepare('SELECT * FROM benefit_rates WHERE id = ? ORDER BY tax_year').all(PIP);
    expect(rows).toEqual(
      [
        ['2024-25', 72.65, '2024-04-06'],
        ['2025-26', 73.9, '2025-04-06'],
        ['2026-27', 76.7, '2026-04-06'],
      ].map(([taxYear, amount, date]) => ({
        id: PIP,
        tax_year: taxYear,
        benefit_type: 'Personal Independence Payment (PIP)',
        rate_name: 'Daily living, standard rate',
        amount,
        built_in_amount: amount,
        region: 'UK',
        effective_date: date,
        updated_at: null,
        source: null,
      })),
    );
    db.close();
  });

  test('a figure that did not apply in a year is a row with a NULL amount', () => {
    const db = openDatabase(path.join(dir, 'db.sqlite'));
    seedDatabase(db, undefined, quiet());
    // Winter Fuel Payment recovery: from 2025/26 only (Winter Fuel Payment Regulations 2025).
    expect(amountOf(db, 'general.winter-fuel-payment.recovery-threshold', '2024-25')).toBeNull();
    expect(amountOf(db, 'general.winter-fuel-payment.recovery-threshold', '2025-26')).toBe(35000);
    db.close();
  });

  test("an admin's edit survives a restart, and a rate new to the module is added", () => {
    const db = openDatabase(path.join(dir, 'db.sqlite'));
    const rows = ratesToRows();
    const pip2026 = rows.findIndex((r) => r.id === PIP && r.tax_year === '2026-27');
    seedDatabase(
      db,
      rows.filter((_, i) => i !== pip2026),
      quiet(),
    );
    db.prepare("UPDATE benefit_rates SET amount = 73.95, updated_at = '2025-06-01T00:00:00.000Z' WHERE id = ? AND tax_year = '2025-26'").run(PIP);
    db.prepare("UPDATE admin_settings SET setting_value = 'true' WHERE setting_key = 'maintenance_mode'").run();
    const again = seedDatabase(db, rows, quiet());
    expect(again.ratesAdded).toBe(1);
    expect(again.editsKept).toBe(1);
    expect(amountOf(db, PIP, '2025-26')).toBe(73.95);
    expect(amountOf(db, PIP, '2026-27')).toBe(76.7);
    expect(db.prepare("SELECT setting_value FROM admin_settings WHERE setting_key = 'maintenance_mode'").get()).toEqual({ setting_value: 'true' });
    db.close();
  });

  test("a new release's figure replaces a built-in figure but not an admin's amount", () => {
    const db = openDatabase(path.join(dir, 'db.sqlite'));
    const release = (amount: number): SeedRate[] =>
      ratesToRows()
        .filter((r) => r.id === PIP)
        .map((r) => ({ ...r, amount: r.tax_year === '2024-25' ? r.amount : amount }));
    seedDatabase(db, release(70), quiet());
    db.prepare("UPDATE benefit_rates SET amount = 71, updated_at = '2025-06-01T00:00:00.000Z' WHERE id = ? AND tax_year = '2025-26'").run(PIP);
    const log = memoryLogger();
    const next = seedDatabase(db, release(80), { logger: log });
    expect(next).toMatchObject({ ratesUpdated: 1, editsKept: 1 });
    expect(amountOf(db, PIP, '2025-26')).toBe(71);
    expect(amountOf(db, PIP, '2026-27')).toBe(80);
    expect(log.lines.join('\n')).toMatch(/kept an admin's amount.*id="pip.daily-living.standard" taxYear="2025-26" amount=71 releaseAmount=80/);
    // An admin's amount that equals the release's figure follows releases again.
    seedDatabase(db, release(71), quiet());
    seedDatabase(db, release(90), quiet());
    expect(amountOf(db, PIP, '2025-26')).toBe(90);
    db.close();
  });

  test('rows of rates the release no longer has are deleted unless an admin set their amount', () => {
    const db = openDatabase(path.join(dir, 'db.sqlite'));
    const gone = (id: string): SeedRate => ({ ...ratesToRows().find((r) => r.id === PIP)!, id });
    seedDatabase(db, [gone('pip.retired'), gone('pip.renamed')], quiet());
    db.prepare("UPDATE benefit_rates SET amount = 1, updated_at = '2025-06-01T00:00:00.000Z' WHERE id = 'pip.renamed'").run();
    const log = memoryLogger();
    expect(seedDatabase(db, [], { logger: log })).toMatchObject({ ratesRemoved: 1 });
    expect(db.prepare('SELECT id, amount FROM benefit_rates').all()).toEqual([{ id: 'pip.renamed', amount: 1 }]);
    expect(log.lines.join('\n')).toMatch(/not published.*pip.renamed/);
    db.close();
  });
});

describe('upgrading a database of the previous release (one 2025 figure per rate)', () => {
  /** The previous release's schema (migration 001) with rows as it seeded and an admin edited them. */
  function previousReleaseDatabase(file: string) {
    const db = openDatabaseAt(file, 1);
    const insert = db.prepare("INSERT INTO benefit_rates (id, benefit_type, rate_name, amount, region, effective_date, updated_at) VALUES (?, ?, ?, ?, 'UK', '2025-04-01', ?)");
    // As seeded, never edited: an earlier release's figures.
    insert.run('pip.daily-living.enhanced', 'Personal Independence Payment (PIP)', 'Daily living, enhanced rate', 108.55, null);
    insert.run('general.carers-allowance.weekly', 'General', "Carer's Allowance", 81.9, null);
    insert.run('universal-credit.retired-figure', 'Universal Credit', 'A figure no longer used', 12, null);
    // Edited by an admin.
    insert.run(PIP, 'Personal Independence Payment (PIP)', 'Daily living, standard rate', 73.95, '2025-05-01T09:00:00.000Z');
    insert.run('pip.threshold.standard', 'Personal Independence Payment (PIP)', 'Points for a standard rate', 9, '2025-05-01T09:00:00.000Z');
    insert.run('universal-credit.renamed-figure', 'Universal Credit', 'An edited figure no longer used', 50, '2025-05-02T09:00:00.000Z');
    db.close();
  }

  /** Open with only the first `upTo` migrations, as the previous release did. */
  function openDatabaseAt(file: string, upTo: number) {
    const db = new Database(file);
    migrate(db, loadMigrations().slice(0, upTo));
    return db;
  }

  test('receives every year on start, keeps the admin-edited amount as its 2025/26 figure, and logs it', () => {
    const file = path.join(dir, 'db.sqlite');
    previousReleaseDatabase(file);
    const db = openDatabase(file);
    const log = memoryLogger();
    seedDatabase(db, undefined, { logger: log });

    // Every rate of every year this release has.
    const count = (db.prepare('SELECT count(*) AS n FROM benefit_rates WHERE id NOT LIKE ?').get('universal-credit.renamed-figure') as { n: number }).n;
    expect(count).toBe(listRates().length * TAX_YEARS.length);
    // The admin's edit is that admin's 2025/26 amount; the other years are the official figures.
    expect(db.prepare('SELECT amount, updated_at, effective_date FROM benefit_rates WHERE id = ? AND tax_year = ?').get(PIP, '2025-26')).toEqual({
      amount: 73.95,
      updated_at: '2025-05-01T09:00:00.000Z',
      effective_date: '2025-04-06',
    });
    expect(amountOf(db, PIP, '2024-25')).toBe(72.65);
    expect(amountOf(db, PIP, '2026-27')).toBe(76.7);
    // Never-edited rows take this release's figures: Carer's Allowance £83.30 in 2025/26, £86.45 in 2026/27.
    expect(amountOf(db, 'general.carers-allowance.weekly', '2025-26')).toBe(83.3);
    expect(amountOf(db, 'general.carers-allowance.weekly', '2026-27')).toBe(86.45);
    expect(amountOf(db, 'pip.daily-living.enhanced', '2025-26')).toBe(110.4);
    // A points threshold is law: the old edit is replaced (PIP Regulations regs 5-6: 8 points).
    expect(amountOf(db, 'pip.threshold.standard', '2025-26')).toBe(8);
    // An unedited figure the release no longer has is gone; an edited one is kept, unpublished.
    expect(amountOf(db, 'universal-credit.retired-figure', '2025-26')).toBeUndefined();
    expect(amountOf(db, 'universal-credit.renamed-figure', '2025-26')).toBe(50);

    const lines = log.lines.join('\n');
    expect(lines).toMatch(/kept an admin's amount.*id="pip.daily-living.standard" taxYear="2025-26" amount=73.95 releaseAmount=73.9/);
    expect(lines).toMatch(/set by law was replaced.*pip.threshold.standard/);
    expect(lines).toMatch(/not published.*universal-credit.renamed-figure/);

    // A second start changes nothing and logs no kept edit again.
    const quietLog = memoryLogger();
    expect(seedDatabase(db, undefined, { logger: quietLog })).toMatchObject({ ratesAdded: 0, ratesUpdated: 0, ratesRemoved: 0 });
    expect(quietLog.lines.join('\n')).not.toMatch(/kept an admin's amount/);
    expect(ratesFor('2025-26')[PIP]?.amount).toBe(73.9);
    db.close();
  });
});
