/**
 * Councils' working-age Council Tax Support schemes (docs/product.md §7 "Council Tax Support
 * schemes"; docs/rules.md "Council Tax Support" rule 2): an admin adds a scheme for an English
 * council and tax year, corrects it and removes it. A saved scheme replaces the built-in one of
 * that council and year in every calculator at once (GET /api/rates carries it, server/rates.ts).
 *
 *   GET    /api/admin/council-schemes              → 200 { schemes, builtIn }
 *   POST   /api/admin/council-schemes/:code/:year/preview  { scheme } → 200 { scheme, bill, examples }
 *          | 400 | 404 | 422 as PUT; nothing written (the engine run on the example households
 *          of src/lib/council-scheme-preview.ts, so the admin page carries no engine)
 *   PUT    /api/admin/council-schemes/:code/:year  { scheme } → 200 { scheme, replaced }
 *          | 400 { error, fields } (the scheme's text is not JSON)
 *          | 404 { error, fields } (no English council with that code, or a year the calculator lacks)
 *          | 422 { error, fields } (the scheme fails the model's check, or is for another council or year)
 *          | 503 { error } + Retry-After (the disk would not take it: nothing saved)
 *   DELETE /api/admin/council-schemes/:code/:year  → 204 | 404 | 503
 *
 * `scheme` is the scheme in the model's shape (src/calc/council-tax-support-local/model.ts): an
 * object, as the admin's form builds it, or the JSON text pasted or uploaded, which the server
 * reads itself. It is checked by the model's validator (server/council-schemes.ts), each problem a
 * sentence keyed by the field it names; nothing is written while there is any. The saved row keeps
 * the document's title, address and date in columns of their own, who saved it and when, and is
 * written in one transaction; a second save for the same council and year replaces the first.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AdminEnv, Deps } from '../../context.ts';
import { jsonBody } from '../../http.ts';
import { committedWrite, isStorageFailure, sqliteCode, STORAGE_RETRY_AFTER_SECONDS } from '../../db/write.ts';
import { builtInCouncilSchemes, checkCouncilScheme, selectCouncilSchemes } from '../../council-schemes.ts';
import type { LocalScheme } from '../../../src/calc/council-tax-support-local/model.ts';
import type { AdminCouncilSchemePreview, AdminCouncilSchemeSaved, AdminCouncilSchemesResponse } from '../../../src/lib/api-types.ts';
import { PREVIEW_BILL, previewExamples } from '../../../src/lib/council-scheme-preview.ts';
import type { TaxYear } from '../../../src/calc/rates.ts';
import { serverAdminMessages } from '../../../src/i18n/en/server.ts';

const t = serverAdminMessages.get();

/** The answer when the disk would not take the change. */
export const SCHEME_NOT_SAVED = t.schemeNotSaved;

// The scheme itself is checked by the model's validator; here only that one was sent.
const SaveSchemeBody = z.object({ scheme: z.unknown().refine((v) => v !== undefined, { message: t.enterScheme }) }).strict();

export function adminCouncilSchemesRoutes(deps: Deps) {
  const exists = deps.db.prepare<[string, string], { found: number }>('SELECT 1 AS found FROM council_schemes WHERE council_code = ? AND tax_year = ?');
  const upsert = deps.db.prepare(
    `INSERT INTO council_schemes (council_code, tax_year, scheme, source_title, source_url, source_date, saved_by, saved_at)
     VALUES (@code, @year, @scheme, @title, @url, @date, @by, @at)
     ON CONFLICT (council_code, tax_year) DO UPDATE SET scheme = excluded.scheme, source_title = excluded.source_title,
       source_url = excluded.source_url, source_date = excluded.source_date, saved_by = excluded.saved_by, saved_at = excluded.saved_at`,
  );
  const remove = deps.db.prepare<[string, string]>('DELETE FROM council_schemes WHERE council_code = ? AND tax_year = ?');
  // One transaction (db/write.ts): whether a scheme was there, and the write, together.
  const save = committedWrite(deps.db, (code: string, year: string, scheme: LocalScheme, by: string, at: string) => {
    const replaced = exists.get(code, year) !== undefined;
    upsert.run({ code, year, scheme: JSON.stringify(scheme), title: scheme.source.title, url: scheme.source.url, date: scheme.source.date, by, at });
    return replaced;
  });
  const drop = committedWrite(deps.db, (code: string, year: string) => remove.run(code, year).changes);

  const storageFailed = (err: unknown, what: string, code: string, year: string) => {
    if (!isStorageFailure(err)) throw err;
    deps.logger.error(what, { code, taxYear: year, sqlite: sqliteCode(err), err });
  };

  return new Hono<AdminEnv>()
    .get('/', (c) => c.json({ schemes: selectCouncilSchemes(deps.db, deps.logger), builtIn: builtInCouncilSchemes() } satisfies AdminCouncilSchemesResponse))
    .post('/:code/:year/preview', jsonBody(SaveSchemeBody), (c) => {
      const { code, year } = c.req.param();
      const checked = checkCouncilScheme(code, year, c.req.valid('json').scheme);
      if (!checked.ok) return c.json(checked.body, checked.status);
      // checkCouncilScheme accepts only a year the tables hold.
      const examples = previewExamples(checked.scheme, year as TaxYear);
      return c.json({ scheme: checked.scheme, bill: PREVIEW_BILL, examples } satisfies AdminCouncilSchemePreview);
    })
    .put('/:code/:year', jsonBody(SaveSchemeBody), (c) => {
      const { code, year } = c.req.param();
      const checked = checkCouncilScheme(code, year, c.req.valid('json').scheme);
      if (!checked.ok) return c.json(checked.body, checked.status);
      const user = c.get('user');
      const at = deps.now().toISOString();
      let replaced: boolean;
      try {
        replaced = save(code, year, checked.scheme, user.email, at);
      } catch (err) {
        storageFailed(err, 'council scheme not saved', code, year);
        return c.json({ error: SCHEME_NOT_SAVED }, 503, { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) });
      }
      deps.logger.info('council scheme saved', { code, taxYear: year, source: checked.scheme.source.title, replaced, by: user.id });
      const scheme = selectCouncilSchemes(deps.db).find((s) => s.councilCode === code && s.taxYear === year)!;
      return c.json({ scheme, replaced } satisfies AdminCouncilSchemeSaved);
    })
    .delete('/:code/:year', (c) => {
      const { code, year } = c.req.param();
      let removed: number;
      try {
        removed = drop(code, year);
      } catch (err) {
        storageFailed(err, 'council scheme not removed', code, year);
        return c.json({ error: SCHEME_NOT_SAVED }, 503, { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) });
      }
      if (removed === 0) return c.json({ error: t.noCouncilScheme }, 404);
      deps.logger.info('council scheme removed', { code, taxYear: year, by: c.get('user').id });
      return c.body(null, 204);
    });
}
