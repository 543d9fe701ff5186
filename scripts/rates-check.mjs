/**
 * npm run rates:check: every difference between the rates in a database and this release's
 * figures (src/calc/rates/), so an operator can see what admins changed before or after a
 * release. Reads DATA_DIR/benefits.sqlite read-only; changes nothing; exits 0 when it could
 * compare (whatever it found), 1 when the database cannot be read.
 *
 *   DATA_DIR=/srv/ubc/data npm run rates:check
 *
 * Kinds of difference:
 *   admin-amount  an admin's amount is in use instead of the release's figure
 *   law-differs   a figure set by law differs (the next start replaces it)
 *   missing       the release has a figure the database lacks (the next start adds it)
 *   unknown       the database holds an admin's amount for a rate or year this release does not have (never published)
 *   imported      an LHA rate an admin imported for an area whose figures this release does not build in
 *                 (published; docs/product.md §7 "Import LHA rates")
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { ratesToRows } from '../server/db/seed.ts';
import { formatMoney, toPence } from '../src/calc/money.ts';
import { isTaxYear } from '../src/calc/rates.ts';
import { parseLhaRateId } from '../src/calc/brma.ts';

/**
 * @typedef {{ id: string, tax_year: string, amount: number | null, updated_at: string | null }} StoredRate
 * @typedef {{ id: string, tax_year: string, amount: number | null, editable: boolean, rate_name: string }} ReleaseRate
 * @typedef {{ kind: 'admin-amount' | 'law-differs' | 'missing' | 'unknown' | 'imported', id: string, taxYear: string,
 *   stored?: number | null, release?: number | null, updatedAt?: string | null, name?: string }} RateDifference
 */

const key = (/** @type {string} */ id, /** @type {string} */ year) => `${id}\u0000${year}`;

/**
 * Every difference between stored rows and the release's rows, ordered by tax year then id.
 * @param {readonly StoredRate[]} stored
 * @param {readonly ReleaseRate[]} release
 * @returns {RateDifference[]}
 */
export function rateDifferences(stored, release) {
  /** @type {RateDifference[]} */
  const out = [];
  const byKey = new Map(stored.map((r) => [key(r.id, r.tax_year), r]));
  for (const rate of release) {
    const k = key(rate.id, rate.tax_year);
    const row = byKey.get(k);
    byKey.delete(k);
    const base = { id: rate.id, taxYear: rate.tax_year, name: rate.rate_name, release: rate.amount };
    if (!row) out.push({ kind: 'missing', ...base });
    else if (row.amount !== rate.amount) out.push({ kind: rate.editable ? 'admin-amount' : 'law-differs', ...base, stored: row.amount, updatedAt: row.updated_at });
  }
  for (const row of byKey.values()) {
    const imported = row.amount !== null && isTaxYear(row.tax_year) && parseLhaRateId(row.id) !== null;
    out.push({ kind: imported ? 'imported' : 'unknown', id: row.id, taxYear: row.tax_year, stored: row.amount, updatedAt: row.updated_at });
  }
  return out.sort((a, b) => a.taxYear.localeCompare(b.taxYear) || a.id.localeCompare(b.id));
}

/** @param {number | null | undefined} amount */
const money = (amount) => (amount === null || amount === undefined ? 'no figure' : formatMoney(toPence(amount)));

/**
 * One line per difference, for people.
 * @param {RateDifference} d
 */
export function describeDifference(d) {
  const where = `${d.taxYear}  ${d.id}`;
  const when = d.updatedAt ? `, saved ${d.updatedAt}` : '';
  switch (d.kind) {
    case 'admin-amount':
      return `${where}  admin's amount ${money(d.stored)} in use; this release says ${money(d.release)}${when}`;
    case 'law-differs':
      return `${where}  holds ${money(d.stored)}; set by law at ${money(d.release)} (the next start puts it back)`;
    case 'missing':
      return `${where}  missing; the next start adds this release's ${money(d.release)}`;
    case 'unknown':
      return `${where}  admin's amount ${money(d.stored)} for a rate this release does not have (not published)${when}`;
    case 'imported':
      return `${where}  imported ${money(d.stored)} for an LHA area this release does not build in (published)${when}`;
  }
}

/**
 * Compare the database at `file` with this release and print the result.
 * @param {string} file
 * @param {(line: string) => void} print
 * @returns {number} the exit code
 */
export function checkDatabase(file, print = console.log) {
  /** @type {import('better-sqlite3').Database} */
  let db;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (err) {
    print(`Cannot read the database at ${file}: ${/** @type {Error} */ (err).message}`);
    return 1;
  }
  try {
    const columns = db.prepare("SELECT name FROM pragma_table_info('benefit_rates')").pluck().all();
    if (!columns.includes('tax_year')) {
      print(`The database at ${file} has the previous release's rates table; start the server once to upgrade it, then run this again.`);
      return 1;
    }
    const stored = /** @type {StoredRate[]} */ (db.prepare('SELECT id, tax_year, amount, updated_at FROM benefit_rates').all());
    const differences = rateDifferences(stored, ratesToRows());
    print(`Rates in ${file} compared with this release's figures:`);
    for (const d of differences) print(`  ${describeDifference(d)}`);
    print(differences.length === 0 ? 'No differences.' : `${differences.length} ${differences.length === 1 ? 'difference' : 'differences'}.`);
    return 0;
  } finally {
    db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  process.exitCode = checkDatabase(path.join(dataDir, 'benefits.sqlite'));
}
