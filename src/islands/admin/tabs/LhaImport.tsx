/**
 * Import LHA rates, on the Rates tab (docs/product.md §7 "Import LHA rates"): the admin chooses an
 * official Local Housing Allowance table (CSV), the tax year it is for and, where the file does not
 * say, whether its figures are weekly or monthly; previews what it would change (areas added,
 * changed and unchanged against what is published, and every line that cannot be read, with the
 * reason); and saves it. The server reads the file (src/lib/lha-table.ts) for the preview and
 * again for the save, so what is saved is what was previewed. A file that cannot be read gets one
 * plain message, and nothing is saved while any line cannot be read (a figure outside £20 to £2,000 a
 * week among them). An area whose figures change by more than half is saved only once the admin has
 * ticked it, as a single edit asks before a big change; the server refuses it otherwise.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { toast } from '~/stores/toasts';
import { TAX_YEARS, LHA_CATEGORIES, taxYearInfo, type TaxYear } from '~/calc/rates';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import { LHA_CATEGORY_WORDS, MAX_LHA_TABLE_CHARS } from '~/lib/lha-table';
import type { LhaImportPreview } from '~/lib/api-types';
import { ApiError, previewLhaImport, saveLhaImport, type LhaImportRequest } from '../api';
import { controlClass } from '~/islands/shared/fields/field-parts';
import { adminCommonMessages, adminLhaImportMessages } from '~/i18n/en/admin';

type LhaImportMessages = ReturnType<(typeof adminLhaImportMessages)['get']>;

const money = (pounds: number) => formatMoneyWithPence(toPence(pounds));

/** The text of a CSV file: UTF-8, or Windows-1252 (a '£' saved by Excel) when it is not valid UTF-8. */
async function readText(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** 'YYYY-MM-DD' of a file's last change (the date the admin's computer gives it). */
const fileDateOf = (file: File) => new Date(file.lastModified || Date.now()).toISOString().slice(0, 10);

/** One area's figures as a sentence: '4 bedrooms £520.00 (was £501.70)', every category for an area added. */
function areaFigures(t: LhaImportMessages, area: LhaImportPreview['areas'][number]): string {
  return LHA_CATEGORIES.filter((c) => area.change === 'added' || area.published[c] === null || toPence(area.published[c]) !== toPence(area.weekly[c]))
    .map((c) => {
      const was = area.published[c];
      const figure = { category: LHA_CATEGORY_WORDS[c], amount: money(area.weekly[c]) };
      return area.change === 'changed' && was !== null ? t.figureWas({ ...figure, was: money(was) }) : t.figure(figure);
    })
    .join(', ');
}

export default function LhaImport({ defaultYear, onSaved }: { defaultYear: TaxYear; onSaved: () => void }) {
  const t = useStore(adminLhaImportMessages);
  const common = useStore(adminCommonMessages);
  const id = useId();
  const [year, setYear] = useState<TaxYear>(defaultYear);
  const [period, setPeriod] = useState<'' | 'week' | 'month'>('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ request: LhaImportRequest; result: LhaImportPreview } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Areas with a change of more than half that the admin has ticked. */
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const errorRef = useRef<HTMLDivElement>(null);
  const previewRef = useRef<HTMLHeadingElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);

  // Move focus to what answered, so a keyboard or screen reader user hears it.
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  useEffect(() => {
    if (preview) previewRef.current?.focus();
  }, [preview]);
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);

  const reset = () => {
    setPreview(null);
    setConfirmed(new Set());
    setError(null);
    setSaved(null);
  };

  const onPreview = async (e: FormEvent) => {
    e.preventDefault();
    reset();
    if (!file) {
      setError(t.chooseFile);
      return;
    }
    if (file.size > MAX_LHA_TABLE_CHARS * 2) {
      setError(t.tooLarge);
      return;
    }
    setBusy(true);
    try {
      const text = await readText(file);
      if (text.length > MAX_LHA_TABLE_CHARS) {
        setError(t.tooLarge);
        return;
      }
      const request: LhaImportRequest = { taxYear: year, fileName: file.name, fileDate: fileDateOf(file), text, period: period || null };
      setPreview({ request, result: await previewLhaImport(request) });
    } catch (err) {
      console.error('LHA preview failed', err);
      setError(err instanceof ApiError && (err.status === 422 || err.status === 413) ? err.message : t.previewFailed);
    } finally {
      setBusy(false);
    }
  };

  const onSave = async () => {
    if (!preview) return;
    const toConfirm = preview.result.areas.filter((a) => a.bigChanges.length > 0);
    const unticked = toConfirm.filter((a) => !confirmed.has(a.areaId));
    if (unticked.length > 0) {
      setError(unticked.length === 1 ? t.bigChangeOne({ name: unticked[0]!.name }) : t.bigChangeMany({ count: unticked.length }));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { preview: result } = await saveLhaImport({ ...preview.request, confirmedAreas: toConfirm.map((a) => a.areaId) });
      const { added, changed } = result.counts;
      setPreview(null);
      setSaved(t.saved({ year: taxYearInfo(result.taxYear).label, added: t.areas(added), changed: t.areas(changed), source: result.source }));
      toast({ title: t.imported, description: t.importedText({ areas: t.areas(added + changed) }) });
      onSaved();
    } catch (err) {
      console.error('LHA import failed', err);
      setError(err instanceof ApiError && (err.status === 422 || err.status === 413) ? err.message : t.notSaved);
    } finally {
      setBusy(false);
    }
  };

  const result = preview?.result;
  const toSave = result ? result.counts.added + result.counts.changed : 0;
  const listed = result?.areas.filter((a) => a.change !== 'unchanged') ?? [];
  const unchanged = result?.areas.filter((a) => a.change === 'unchanged') ?? [];
  const big = result?.areas.filter((a) => a.bigChanges.length > 0) ?? [];
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 rounded-lg border border-slate-200 p-4">
      <h3 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
        {t.title}
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{t.intro}</p>
      <form noValidate onSubmit={(e) => void onPreview(e)} className="mt-3 flex flex-wrap items-end gap-4">
        <div className="max-w-full">
          <label htmlFor={`${id}-file`} className="block font-semibold text-slate-900">
            {t.fileLabel}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              reset();
            }}
            className="mt-1 block min-h-11 max-w-full text-base text-slate-900 file:mr-3 file:min-h-11 file:rounded-md file:border-2 file:border-slate-600 file:bg-white file:px-3"
          />
        </div>
        <div>
          <label htmlFor={`${id}-year`} className="block font-semibold text-slate-900">
            {t.yearLabel}
          </label>
          <select
            id={`${id}-year`}
            value={year}
            onChange={(e) => {
              setYear(e.currentTarget.value as TaxYear);
              reset();
            }}
            className={controlClass(undefined, 'mt-1')}
          >
            {[...TAX_YEARS].reverse().map((y) => (
              <option key={y.id} value={y.id}>
                {y.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-period`} className="block font-semibold text-slate-900">
            {t.periodLabel}
          </label>
          <select
            id={`${id}-period`}
            value={period}
            onChange={(e) => {
              setPeriod(e.currentTarget.value as '' | 'week' | 'month');
              reset();
            }}
            className={controlClass(undefined, 'mt-1')}
          >
            <option value="">{t.asFileSays}</option>
            <option value="week">{t.weekly}</option>
            <option value="month">{t.monthly}</option>
          </select>
        </div>
        <button type="submit" className="btn btn-secondary" disabled={busy} aria-busy={busy || undefined}>
          {t.preview}
        </button>
      </form>

      {error && (
        <div ref={errorRef} tabIndex={-1} role="alert" className="mt-4 rounded-md border-l-4 border-danger-600 bg-danger-50 p-4">
          <p className="font-semibold text-slate-900">{t.nothingSaved}</p>
          <p className="mt-1 text-slate-800">{error}</p>
        </div>
      )}

      {saved && (
        <p ref={savedRef} tabIndex={-1} role="status" className="mt-4 rounded-md border-l-4 border-success-700 bg-success-50 p-4 font-semibold text-slate-900">
          {saved}
        </p>
      )}

      {result && (
        <div className="mt-4">
          <h4 ref={previewRef} tabIndex={-1} className="font-bold text-slate-900">
            {t.previewOf({ source: result.source, year: taxYearInfo(result.taxYear).label })}
          </h4>
          <p className="mt-1 text-slate-800">
            {t.counts({ added: t.areas(result.counts.added), changed: t.areas(result.counts.changed), unchanged: t.areas(result.counts.unchanged) })}
            {result.convertedFromMonthly && ` ${t.converted}`}
          </p>
          {result.problems.length > 0 && (
            <div className="mt-3 rounded-md border-l-4 border-danger-600 bg-danger-50 p-4">
              <p className="font-semibold text-slate-900">{t.problems(result.problems.length)}</p>
              <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
                {result.problems.map((p) => (
                  <li key={p.line}>{p.message}</li>
                ))}
              </ul>
            </div>
          )}
          {listed.length > 0 && (
            <ul className="mt-3 space-y-2" aria-label={t.areasLabel}>
              {listed.map((area) => (
                <li key={area.areaId} className="rounded-md border border-slate-200 p-3">
                  <span className="font-semibold text-slate-900">{(area.change === 'added' ? t.areaAdded : t.areaChanged)({ name: area.name })}</span>
                  <span className="block text-sm text-slate-700">{t.weeklyFigures({ figures: areaFigures(t, area) })}</span>
                </li>
              ))}
            </ul>
          )}
          {result.problems.length === 0 && big.length > 0 && (
            <fieldset className="mt-3 rounded-md border-l-4 border-accent-500 bg-slate-50 p-4">
              <legend className="sr-only">{t.confirmLegend}</legend>
              <p className="font-semibold text-slate-900">{t.bigChanges(big.length)}</p>
              <ul className="mt-2 space-y-2">
                {big.map((area) => (
                  <li key={area.areaId}>
                    <label className="flex min-h-11 items-start gap-3 text-slate-900">
                      <input
                        type="checkbox"
                        className="mt-1 size-5 shrink-0"
                        checked={confirmed.has(area.areaId)}
                        onChange={(e) => {
                          const checked = e.currentTarget.checked;
                          setConfirmed((before) => {
                            const next = new Set(before);
                            if (checked) next.add(area.areaId);
                            else next.delete(area.areaId);
                            return next;
                          });
                        }}
                      />
                      <span>
                        {t.saveArea({
                          name: area.name,
                          changes: area.bigChanges
                            .map((c) => t.bigFigure({ category: LHA_CATEGORY_WORDS[c], from: money(area.published[c] ?? 0), to: money(area.weekly[c]) }))
                            .join(', '),
                        })}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          {unchanged.length > 0 && (
            <details className="mt-3">
              <summary className="cursor-pointer font-semibold text-slate-900">{t.unchangedAreas({ count: unchanged.length })}</summary>
              <p className="mt-1 text-sm text-slate-700">{unchanged.map((a) => a.name).join(', ')}</p>
            </details>
          )}
          {result.notes.length > 0 && (
            <details className="mt-3">
              <summary className="cursor-pointer font-semibold text-slate-900">{t.notes({ count: result.notes.length })}</summary>
              <ul className="mt-1 list-disc pl-6 text-sm text-slate-700">
                {result.notes.map((n) => (
                  <li key={n.line}>{t.noteLine({ line: n.line, text: n.text })}</li>
                ))}
              </ul>
            </details>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            {result.problems.length === 0 && toSave > 0 && (
              <button type="button" className="btn btn-primary" onClick={() => void onSave()} disabled={busy} aria-busy={busy || undefined}>
                {t.saveAs({ areas: t.areas(toSave), year: taxYearInfo(result.taxYear).label })}
              </button>
            )}
            {result.problems.length === 0 && toSave === 0 && <p className="text-slate-800">{t.nothingToSave}</p>}
            <button type="button" className="btn btn-secondary" onClick={reset}>
              {common.cancel}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
