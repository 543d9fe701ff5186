/**
 * Councils' working-age Council Tax Support schemes saved by an admin (docs/product.md §7
 * "Council Tax Support schemes"; docs/rules.md "Council Tax Support" rule 2), in the
 * council_schemes table (migration 008): reading them for the admin's list and for GET /api/rates,
 * and checking a scheme before it is written. The check is the model's own
 * (src/calc/council-tax-support-local/validate.ts), so what the admin's form checks in the
 * browser is what the server checks; the server is the authority. Every problem is a sentence
 * naming its field, keyed by that field's name ("routes › 1 › maxPercent").
 */
import type { DB } from './db/index.ts';
import type { Logger } from './logger.ts';
import type { AdminCouncilScheme, ApiErrorBody, BuiltInCouncilScheme } from '../src/lib/api-types.ts';
import type { LocalScheme } from '../src/calc/council-tax-support-local/model.ts';
import type { Message } from '../src/calc/message.ts';
import { validateLocalScheme } from '../src/calc/council-tax-support-local/validate.ts';
import { BUILT_IN_SCHEMES } from '../src/calc/council-tax-support-local/schemes.ts';
import { findCouncil } from '../src/calc/councils.ts';
import { isTaxYear } from '../src/calc/rates.ts';
import { ctsLocalMessages } from '../src/i18n/en/council-tax-support-local.ts';
import { serverAdminMessages } from '../src/i18n/en/server.ts';
import { formatNumber } from '../src/i18n/format.ts';

const t = serverAdminMessages.get();

/** The longest source title, address and date kept: the columns' own bounds (migration 008). */
export const SOURCE_LIMITS = { title: 300, url: 2000, date: 100 } as const;

/** A council_schemes row as stored. */
interface StoredSchemeRow {
  council_code: string;
  tax_year: string;
  scheme: string;
  saved_by: string;
  saved_at: string;
}

/** One of the validator's messages in English (its values are a field's name, figures and lists of words). */
export function writeSchemeProblem(problem: Message): string {
  const words = ctsLocalMessages.get() as unknown as Record<string, ((values: Record<string, string>) => string) | undefined>;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(problem.values ?? {})) values[name] = typeof value === 'number' ? formatNumber(value) : String(value);
  return words[problem.messageId]?.(values) ?? problem.messageId;
}

/** A stored row as the admin reads it, or null when it no longer passes the check (a release changed the model). */
function readRow(row: StoredSchemeRow): AdminCouncilScheme | null {
  let value: unknown;
  try {
    value = JSON.parse(row.scheme);
  } catch {
    return null;
  }
  const checked = validateLocalScheme(value);
  if (!checked.ok) return null;
  return {
    councilCode: row.council_code,
    councilName: findCouncil(row.council_code, 'england')?.name ?? checked.scheme.name,
    taxYear: row.tax_year,
    scheme: checked.scheme,
    savedBy: row.saved_by,
    savedAt: row.saved_at,
  };
}

/**
 * Every saved scheme that still passes the check, by council name then tax year. A row that no
 * longer does (the model changed in a release) is left out and logged, so the calculator falls
 * back to the built-in or illustrative scheme rather than reading a scheme it cannot use.
 */
export function selectCouncilSchemes(db: DB, logger?: Pick<Logger, 'error'>): AdminCouncilScheme[] {
  const rows = db.prepare<[], StoredSchemeRow>('SELECT council_code, tax_year, scheme, saved_by, saved_at FROM council_schemes ORDER BY council_code, tax_year').all();
  const read: AdminCouncilScheme[] = [];
  for (const row of rows) {
    const scheme = readRow(row);
    if (scheme) read.push(scheme);
    else logger?.error('council scheme not published: it no longer passes the check', { code: row.council_code, taxYear: row.tax_year });
  }
  return read.sort((a, b) => a.councilName.localeCompare(b.councilName, 'en-GB') || a.taxYear.localeCompare(b.taxYear));
}

/** The schemes built into this release, by council name. */
export function builtInCouncilSchemes(): BuiltInCouncilScheme[] {
  return BUILT_IN_SCHEMES.map((s) => ({ councilCode: s.code, councilName: s.name, years: [...s.years], source: { ...s.source } })).sort((a, b) =>
    a.councilName.localeCompare(b.councilName, 'en-GB'),
  );
}

/**
 * A scheme sent for a council and tax year, checked: the scheme to store (the council's name as the
 * list of councils gives it, `years` the year chosen alone), or the answer refusing it. `sent` is
 * the scheme as an object (the admin's form) or as the JSON text pasted or uploaded.
 */
export function checkCouncilScheme(code: string, year: string, sent: unknown): { ok: true; scheme: LocalScheme } | { ok: false; status: 400 | 404 | 422; body: ApiErrorBody } {
  const council = findCouncil(code, 'england');
  if (!council) return { ok: false, status: 404, body: { error: t.noEnglishCouncil, fields: { council: t.noEnglishCouncil } } };
  if (!isTaxYear(year)) return { ok: false, status: 404, body: { error: t.noSchemeYear, fields: { taxYear: t.noSchemeYear } } };
  let value = sent;
  if (typeof sent === 'string') {
    if (sent.trim() === '') return { ok: false, status: 422, body: { error: t.enterScheme, fields: { scheme: t.enterScheme } } };
    try {
      value = JSON.parse(sent);
    } catch (err) {
      const reason = err instanceof SyntaxError ? err.message : String(err);
      const error = t.schemeNotJson({ reason });
      return { ok: false, status: 400, body: { error, fields: { scheme: error } } };
    }
  }
  if (value === undefined || value === null) return { ok: false, status: 422, body: { error: t.enterScheme, fields: { scheme: t.enterScheme } } };
  const problems: Array<[field: string, sentence: string]> = [];
  const checked = validateLocalScheme(value);
  if (!checked.ok) {
    for (const problem of checked.errors) problems.push([String(problem.values?.field ?? 'scheme'), writeSchemeProblem(problem)]);
  } else {
    const s = checked.scheme;
    if (s.code !== code) problems.push(['code', t.schemeOtherCouncil({ typed: s.code, council: council.name, code })]);
    if (!s.years.includes(year)) problems.push(['years', t.schemeOtherYear({ year, years: s.years.join(', ') })]);
    for (const [key, max] of Object.entries(SOURCE_LIMITS) as Array<[keyof typeof SOURCE_LIMITS, number]>) {
      if (s.source[key].length > max) problems.push([`source › ${key}`, t.schemeTextTooLong({ field: `source › ${key}`, max: formatNumber(max) })]);
    }
  }
  if (problems.length > 0) {
    const fields: Record<string, string> = {};
    for (const [field, sentence] of problems) fields[field] = fields[field] ? `${fields[field]} ${sentence}` : sentence;
    return { ok: false, status: 422, body: { error: t.schemeProblems(problems.length), fields } };
  }
  const scheme = (checked as { scheme: LocalScheme }).scheme;
  return { ok: true, scheme: { ...scheme, name: council.name, years: [year] } };
}
