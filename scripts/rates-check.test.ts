/** npm run rates:check: what it reports, worked out by hand from small tables and a real database. */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkDatabase, describeDifference, rateDifferences } from './rates-check.mjs';
import { openDatabase } from '../server/db/index.ts';
import { seedDatabase } from '../server/db/seed.ts';
import { memoryLogger } from '../server/logger.ts';

const release = [
  { id: 'pip.daily-living.standard', tax_year: '2025-26', amount: 73.9, editable: true, rate_name: 'Daily living, standard rate' },
  { id: 'pip.daily-living.standard', tax_year: '2026-27', amount: 76.7, editable: true, rate_name: 'Daily living, standard rate' },
  { id: 'pip.threshold.standard', tax_year: '2026-27', amount: 8, editable: false, rate_name: 'Points for a standard rate' },
  { id: 'general.new-figure', tax_year: '2026-27', amount: 10, editable: true, rate_name: 'New' },
];

describe('rateDifferences', () => {
  test('admin amounts, figures set by law, missing rows and rows this release lacks; equal rows are not listed', () => {
    const stored = [
      { id: 'pip.daily-living.standard', tax_year: '2025-26', amount: 73.9, updated_at: null },
      { id: 'pip.daily-living.standard', tax_year: '2026-27', amount: 80.15, updated_at: '2026-05-01T09:00:00.000Z' },
      { id: 'pip.threshold.standard', tax_year: '2026-27', amount: 9, updated_at: '2025-05-01T09:00:00.000Z' },
      { id: 'universal-credit.renamed', tax_year: '2025-26', amount: 50, updated_at: '2025-05-02T09:00:00.000Z' },
    ];
    expect(rateDifferences(stored, release)).toEqual([
      { kind: 'unknown', id: 'universal-credit.renamed', taxYear: '2025-26', stored: 50, updatedAt: '2025-05-02T09:00:00.000Z' },
      { kind: 'missing', id: 'general.new-figure', taxYear: '2026-27', name: 'New', release: 10 },
      {
        kind: 'admin-amount',
        id: 'pip.daily-living.standard',
        taxYear: '2026-27',
        name: 'Daily living, standard rate',
        release: 76.7,
        stored: 80.15,
        updatedAt: '2026-05-01T09:00:00.000Z',
      },
      { kind: 'law-differs', id: 'pip.threshold.standard', taxYear: '2026-27', name: 'Points for a standard rate', release: 8, stored: 9, updatedAt: '2025-05-01T09:00:00.000Z' },
    ]);
  });

  test('nothing to report when the database holds the release', () => {
    const stored = release.map(({ id, tax_year, amount }) => ({ id, tax_year, amount, updated_at: null }));
    expect(rateDifferences(stored, release)).toEqual([]);
  });

  test('says each difference in words', () => {
    expect(
      describeDifference({ kind: 'admin-amount', id: 'pip.daily-living.standard', taxYear: '2026-27', stored: 80.15, release: 76.7, updatedAt: '2026-05-01T09:00:00.000Z' }),
    ).toBe("2026-27  pip.daily-living.standard  admin's amount £80.15 in use; this release says £76.70, saved 2026-05-01T09:00:00.000Z");
    expect(describeDifference({ kind: 'missing', id: 'x', taxYear: '2024-25', release: null })).toBe("2024-25  x  missing; the next start adds this release's no figure");
  });

  test('tells an imported LHA rate of an area not built in (published) from an unknown rate (not published)', () => {
    const stored = [
      { id: 'housing-benefit.lha.cardiff.two-bed', tax_year: '2025-26', amount: 150, updated_at: '2025-06-02T10:00:00.000Z' },
      { id: 'housing-benefit.lha.nowhere.two-bed', tax_year: '2025-26', amount: 150, updated_at: '2025-06-02T10:00:00.000Z' },
    ];
    const found = rateDifferences(stored, []);
    expect(found.map((d) => [d.id, d.kind])).toEqual([
      ['housing-benefit.lha.cardiff.two-bed', 'imported'],
      ['housing-benefit.lha.nowhere.two-bed', 'unknown'],
    ]);
    expect(describeDifference(found[0]!)).toBe(
      '2025-26  housing-benefit.lha.cardiff.two-bed  imported £150 for an LHA area this release does not build in (published), saved 2025-06-02T10:00:00.000Z',
    );
  });
});

describe('checkDatabase', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ubc-rates-check-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('lists an admin edit of a seeded database and exits 0; an absent database exits 1', () => {
    const file = path.join(dir, 'benefits.sqlite');
    const db = openDatabase(file);
    seedDatabase(db, undefined, { logger: memoryLogger() });
    db.prepare("UPDATE benefit_rates SET amount = 80.15, updated_at = '2026-05-01T09:00:00.000Z' WHERE id = 'pip.daily-living.standard' AND tax_year = '2026-27'").run();
    db.close();
    const lines: string[] = [];
    expect(checkDatabase(file, (l) => lines.push(l))).toBe(0);
    expect(lines).toEqual([
      `Rates in ${file} compared with this release's figures:`,
      "  2026-27  pip.daily-living.standard  admin's amount £80.15 in use; this release says £76.70, saved 2026-05-01T09:00:00.000Z",
      '1 difference.',
    ]);
    const none: string[] = [];
    expect(checkDatabase(path.join(dir, 'nothing.sqlite'), (l) => none.push(l))).toBe(1);
    expect(none[0]).toMatch(/^Cannot read the database/);
  });
});
