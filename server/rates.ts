/**
 * The published-rates store (docs/rules.md "Tax years"): what this release publishes of the
 * benefit_rates rows, every tax year's figures with every admin edit. GET /api/rates
 * (server/routes/rates.ts), the admin's rates tab and the figures written into pages
 * (server/html/rate-figures.ts) read it.
 *
 * The answer carries too the councils' Council Tax Support schemes an admin saved
 * (server/council-schemes.ts, docs/product.md §7 "Council Tax Support schemes"), so a calculator
 * page makes one request for both.
 *
 * Every calculator page reads the rates, so the answer is built once per change of benefit_rates
 * or council_schemes (the benefit_rates_version counter of migration 002 moves on any write to
 * either, migration 008) and kept in memory as text, brotli and gzip with one ETag each, naming
 * the version.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Deps } from './context.ts';
import type { DB } from './db/index.ts';
import { isTaxYear, type TaxYear } from '../src/calc/rates.ts';
import { parseLhaRateId } from '../src/calc/brma.ts';
import { describedRatesFor, type DescribedRate } from '../src/calc/rates/catalogue.ts';
import type { RateRow, RatesResponse } from '../src/lib/api-types.ts';
import { printableText, UNNAMED_FILE } from '../src/lib/lha-table.ts';
import { selectCouncilSchemes } from './council-schemes.ts';

/** Longest source published: the column's own bound (migration 005). */
const MAX_SOURCE_CHARS = 300;

/** The built-in rate of a row, or undefined when this release does not have that id and year. */
export function builtInRate(id: string, year: string): DescribedRate | undefined {
  if (!isTaxYear(year)) return undefined;
  const table = describedRatesFor(year);
  return Object.hasOwn(table, id) ? table[id] : undefined;
}

/** The latest admin edit of a list (docs/product.md §2 "Last updated"), or null. */
export function latestUpdate(rows: ReadonlyArray<{ updated_at: string | null }>): string | null {
  return rows.reduce<string | null>((latest, r) => (r.updated_at && (!latest || r.updated_at > latest) ? r.updated_at : latest), null);
}

/**
 * Whether a row may be published: a rate and year this release has, or a Local Housing Allowance
 * rate of any of the 192 areas (src/calc/brma.ts) in one of its years, which an admin imports from
 * the official tables (docs/product.md §7 "Import LHA rates") whether or not its figures are built in.
 */
export function isPublishable(id: string, year: string): boolean {
  return builtInRate(id, year) !== undefined || (isTaxYear(year) && parseLhaRateId(id) !== null);
}

/** A benefit_rates row as read, with the source of an imported figure (or null). */
type StoredRateRow = Omit<RateRow, 'source'> & { source: string | null };

/**
 * The rows this release can publish, in docs/product.md §7 order (benefit_type ascending; tax year
 * and id keep it stable). Rows of ids or years the release does not have are left out, except
 * imported LHA rates (`isPublishable`). An imported figure carries its `source`; other rows have none.
 */
export function selectRates(deps: Pick<Deps, 'db'>): Omit<RatesResponse, 'councilSchemes'> {
  const rows = deps.db
    .prepare<[], StoredRateRow>(
      'SELECT id, tax_year, effective_date, amount, benefit_type, rate_name, region, updated_at, source FROM benefit_rates ORDER BY benefit_type ASC, tax_year ASC, id ASC',
    )
    .all();
  // A source is printable text whenever it was stored (a row imported before names were cleaned too).
  const rates = rows
    .filter((r) => isPublishable(r.id, r.tax_year))
    .map(({ source, ...row }): RateRow => (source === null ? row : { ...row, source: printableText(source, MAX_SOURCE_CHARS) || UNNAMED_FILE }));
  return { rates, updatedAt: latestUpdate(rates) };
}

/** A JSON answer prepared once: the text and its compressed forms, each with its ETag. */
interface PreparedBody {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** What is published at one version of benefit_rates. */
export interface Published {
  version: number;
  rates: RateRow[];
  updatedAt: string | null;
  /** Amount by `id` and tax year, for the figures on pages (server/html/rate-figures.ts). */
  amount(id: string, year: TaxYear): number | null | undefined;
  body: PreparedBody;
}

/** Reads the published rates, rebuilding them only when benefit_rates changed. */
export interface RatesStore {
  current(): Published;
}

/**
 * The answer's text, compressed, with an ETag of the benefit_rates version and a hash of the text:
 * the version moves on every edit and import (even one that writes the same figures again), the
 * hash tells apart two databases at the same version.
 */
function prepareBody(text: string, version: number): PreparedBody {
  const raw = Buffer.from(text, 'utf8');
  // Quality 9 rather than 11: about as small for JSON this repetitive, and ten times quicker
  // for the rebuild that follows an admin's edit.
  const br = zlib.brotliCompressSync(raw, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  const gzip = zlib.gzipSync(raw, { level: 9 });
  const etag = `v${version}-${crypto.createHash('sha256').update(raw).digest('base64url').slice(0, 27)}`;
  return { raw, br, gzip, etag };
}

const stores = new WeakMap<DB, RatesStore>();

/** The published-rates store of a database (one per database handle, shared by every route). */
export function ratesStore(db: DB): RatesStore {
  let store = stores.get(db);
  if (store) return store;
  const readVersion = db.prepare<[], number>('SELECT version FROM benefit_rates_version').pluck();
  let published: Published | null = null;
  store = {
    current() {
      const version = readVersion.get() ?? 0;
      if (published && published.version === version) return published;
      const { rates, updatedAt } = selectRates({ db });
      const byKey = new Map(rates.map((r) => [`${r.id}\u0000${r.tax_year}`, r.amount]));
      const councilSchemes = selectCouncilSchemes(db).map((s) => s.scheme);
      published = {
        version,
        rates,
        updatedAt,
        amount: (id, year) => byKey.get(`${id}\u0000${year}`),
        body: prepareBody(JSON.stringify({ rates, updatedAt, councilSchemes } satisfies RatesResponse), version),
      };
      return published;
    },
  };
  stores.set(db, store);
  return store;
}
