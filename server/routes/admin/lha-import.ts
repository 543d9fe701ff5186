/**
 * Import LHA rates (docs/product.md §7 "Import LHA rates"): an admin sends an official Local
 * Housing Allowance table as CSV text (src/lib/lha-table.ts reads it), sees what it would change
 * against what is published for the chosen tax year, and saves it.
 *
 *   POST /api/admin/rates/lha-import/preview  { taxYear, fileName, fileDate, text, period? }
 *        → 200 LhaImportPreview | 422 { error } (a file that cannot be read at all)
 *   POST /api/admin/rates/lha-import          (the same body, with confirmedAreas)
 *        → 200 LhaImportSaved | 422 { error, preview? } (nothing saved while any line cannot be
 *          read, a figure is outside what an LHA rate can be, or an area changing by more than
 *          half is not in `confirmedAreas`) | 503 { error } + Retry-After (the disk would not take it: nothing saved)
 *
 * The file's name is kept as printable text of at most 100 characters (cleanFileName in
 * src/lib/lha-table.ts: no control or bidirectional characters, no markup, no leading '=', '+',
 * '-' or '@') before it is shown, stored or published.
 *
 * A save writes the five weekly rates of every area added or changed, in one transaction, as
 * the amounts of that year: stamped `updated_at` like an admin's edit (so seeding keeps them,
 * server/db/seed.ts) with the file's name and date as their `source`, and logged with who saved
 * them, as every rate edit is. The published rates (server/rates.ts) follow at once.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AdminEnv, Deps } from '../../context.ts';
import { jsonBody } from '../../http.ts';
import { committedWrite, isStorageFailure, sqliteCode, STORAGE_RETRY_AFTER_SECONDS } from '../../db/write.ts';
import { selectRates } from '../../rates.ts';
import { LHA_CATEGORIES, lhaRateId, taxYearInfo, type TaxYear } from '../../../src/calc/rates.ts';
import { TAX_YEAR_IDS } from '../../../src/calc/rates/years/list.ts';
import { cleanFileName, compareLhaTable, MAX_LHA_TABLE_CHARS, parseLhaTable } from '../../../src/lib/lha-table.ts';
import { groupLabel, lhaRateLabel, regionName, regionOfNation } from '../../../src/lib/rate-words.ts';
import { formatLongDate } from '../../../src/i18n/format-dates.ts';
import type { LhaImportPreview, LhaImportSaved } from '../../../src/lib/api-types.ts';
import { serverAdminMessages } from '../../../src/i18n/en/server.ts';

const t = serverAdminMessages.get();

/** The answer when the disk would not take the import. */
export const LHA_NOT_SAVED = t.lhaNotSaved;

const ImportSchema = z
  .object({
    taxYear: z.enum(TAX_YEAR_IDS, { errorMap: () => ({ message: t.chooseYear }) }),
    // Any name a computer gives a file; what is kept of it is cleaned and cut to 100 characters.
    fileName: z.string({ required_error: t.chooseFile }).trim().min(1, t.chooseFile).max(1000, t.fileNameTooLong),
    fileDate: z.string({ required_error: t.fileDate }).regex(/^\d{4}-\d{2}-\d{2}$/, t.fileDateFormat),
    text: z.string({ required_error: t.chooseFile }).max(MAX_LHA_TABLE_CHARS, t.fileTooLarge),
    period: z.enum(['week', 'month']).nullable().optional(),
    /** The areas whose figures change by more than half that the admin has confirmed (area ids). */
    confirmedAreas: z.array(z.string().max(100), { message: t.confirmedAreas }).max(500).optional(),
  })
  .strict();

type ImportBody = z.output<typeof ImportSchema>;

export function adminLhaImportRoutes(deps: Deps) {
  const upsert = deps.db.prepare(
    `INSERT INTO benefit_rates (id, tax_year, benefit_type, rate_name, amount, built_in_amount, region, effective_date, updated_at, source)
     VALUES (@id, @tax_year, @benefit_type, @rate_name, @amount, NULL, @region, @effective_date, @updated_at, @source)
     ON CONFLICT (id, tax_year) DO UPDATE SET amount = excluded.amount, updated_at = excluded.updated_at, source = excluded.source`,
  );
  const save = committedWrite(deps.db, (rows: ReadonlyArray<Record<string, string | number>>) => {
    for (const row of rows) upsert.run(row);
  });

  /** The preview of a body, or the sentence saying why the file cannot be read. */
  function preview(body: ImportBody): LhaImportPreview | { error: string } {
    const year = body.taxYear as TaxYear;
    const table = parseLhaTable(body.text, { taxYear: year, period: body.period ?? null });
    if (!table.ok) return { error: table.error };
    const published = new Map(
      selectRates(deps)
        .rates.filter((r) => r.tax_year === year)
        .map((r) => [r.id, r.amount]),
    );
    const areas = compareLhaTable(table.areas, (areaId, category) => published.get(lhaRateId(areaId, category)));
    const count = (change: string) => areas.filter((a) => a.change === change).length;
    const fileDate = formatLongDate(`${body.fileDate}T00:00:00Z`) || body.fileDate;
    return {
      taxYear: year,
      source: `${cleanFileName(body.fileName)}, ${fileDate}`,
      headings: table.headings,
      convertedFromMonthly: table.convertedFromMonthly,
      areas,
      problems: table.problems,
      notes: table.notes,
      counts: { added: count('added'), changed: count('changed'), unchanged: count('unchanged') },
    };
  }

  return new Hono<AdminEnv>()
    .post('/preview', jsonBody(ImportSchema), (c) => {
      const result = preview(c.req.valid('json'));
      if ('error' in result) return c.json({ error: result.error }, 422);
      return c.json(result satisfies LhaImportPreview);
    })
    .post('/', jsonBody(ImportSchema), (c) => {
      const body = c.req.valid('json');
      const result = preview(body);
      if ('error' in result) return c.json({ error: result.error }, 422);
      if (result.problems.length > 0) {
        return c.json({ error: t.linesUnreadable(result.problems.length), preview: result }, 422);
      }
      // Each area whose figures change by more than half is saved only once the admin has confirmed it
      // (docs/product.md §7 "Import LHA rates"), as a single edit asks before a big change.
      const confirmed = new Set(body.confirmedAreas ?? []);
      const unconfirmed = result.areas.filter((a) => a.bigChanges.length > 0 && !confirmed.has(a.areaId));
      if (unconfirmed.length > 0) {
        const names = unconfirmed.map((a) => a.name);
        const error = names.length === 1 ? t.bigChangeOne({ name: names[0]! }) : t.bigChangeMany({ count: names.length, names: names.join(', ') });
        return c.json({ error, preview: result }, 422);
      }
      const at = deps.now().toISOString();
      const effectiveDate = taxYearInfo(result.taxYear).startDate;
      const written = result.areas.filter((a) => a.change !== 'unchanged');
      const rows = written.flatMap((area) =>
        LHA_CATEGORIES.map((category) => ({
          id: lhaRateId(area.areaId, category),
          tax_year: result.taxYear,
          benefit_type: groupLabel('housing-benefit'),
          rate_name: lhaRateLabel(category, area.name),
          amount: area.weekly[category],
          region: regionName(regionOfNation(area.nation)),
          effective_date: effectiveDate,
          updated_at: at,
          source: result.source,
        })),
      );
      try {
        save(rows);
      } catch (err) {
        if (!isStorageFailure(err)) throw err;
        deps.logger.error('LHA rates not imported', { taxYear: result.taxYear, code: sqliteCode(err), err });
        return c.json({ error: LHA_NOT_SAVED }, 503, { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) });
      }
      deps.logger.info('LHA rates imported', {
        taxYear: result.taxYear,
        source: result.source,
        added: result.counts.added,
        changed: result.counts.changed,
        unchanged: result.counts.unchanged,
        by: c.get('user').id,
      });
      return c.json({ preview: result, saved: written.length } satisfies LhaImportSaved);
    });
}
