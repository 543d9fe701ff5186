/** Migrations and seeding: idempotent, and an admin's edits survive restarts. */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadMigrations, migrate, openDatabase } from './index.ts';
import { ratesToRows, seedDatabase } from './seed.ts';
import { SETTING_KEYS } from '../settings.ts';
import { listRates } from '../../src/calc/rates.ts';

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

describe('seeding', () => {
  test('every rate of the rates module and every setting becomes a row, once', () => {
    const db = openDatabase(path.join(dir, 'db.sqlite'));
    const first = seedDatabase(db);
    expect(first.ratesAdded).toBe(listRates().length);
    expect(first.settingsAdded).toBe(SETTING_KEYS.length);
    expect(seedDatabase(db)).toEqual({ ratesAdded: 0, settingsAdded: 0 });
    const settings = db.prepare('SELECT setting_key, setting_value FROM admin_settings ORDER BY setting_key').all();
    expect(settings).toHaveLength(11);
    expect(settings).toContainEqual({ setting_key: 'maintenance_mode', setting_value: 'false' });
    expect(settings).toContainEqual({ setting_key: 'emergency_banner_message', setting_value: '' });
    const row = db.prepare("SELECT * FROM benefit_rates WHERE id = 'universal-credit.standard-allowance.single-25-plus'").get();
    expect(row).toEqual({
      id: 'universal-credit.standard-allowance.single-25-plus',
      benefit_type: 'Universal Credit',
      rate_name: 'Standard allowance: single, 25 or over',
      amount: 393.45,
      region: 'UK',
      effective_date: '2025-04-01',
      updated_at: null,
    });
    db.close();
  });

  test("an admin's edit survives a restart, and a rate new to the module is added", () => {
    const db = openDatabase(path.join(dir, 'db.sqlite'));
    const rows = ratesToRows();
    seedDatabase(db, rows.slice(1));
    const id = rows[1]!.id;
    db.prepare("UPDATE benefit_rates SET amount = 1.23, updated_at = '2025-06-01T00:00:00.000Z' WHERE id = ?").run(id);
    db.prepare("UPDATE admin_settings SET setting_value = 'true' WHERE setting_key = 'maintenance_mode'").run();
    const again = seedDatabase(db, rows);
    expect(again.ratesAdded).toBe(1);
    expect(db.prepare('SELECT amount FROM benefit_rates WHERE id = ?').get(id)).toEqual({ amount: 1.23 });
    expect(db.prepare("SELECT setting_value FROM admin_settings WHERE setting_key = 'maintenance_mode'").get()).toEqual({ setting_value: 'true' });
    db.close();
  });
});
