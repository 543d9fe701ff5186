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
import { toast } from '~/stores/toasts';
import { TAX_YEARS, LHA_CATEGORIES, taxYearInfo, type TaxYear } from '~/calc/rates';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import { LHA_CATEGORY_WORDS, MAX_LHA_TABLE_CHARS } from '~/lib/lha-table';
import type { LhaImportPreview } from '~/lib/api-types';
import { ApiError, previewLhaImport, saveLhaImport, type LhaImportRequest } from '../api';
import { controlClass } from '~/islands/shared/fields/field-parts';

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
function areaFigures(area: LhaImportPreview['areas'][number]): string {
  return LHA_CATEGORIES.filter((c) => area.change === 'added' || area.published[c] === null || toPence(area.published[c]) !== toPence(area.weekly[c]))
    .map((c) => {
      const was = area.published[c];
      return `${LHA_CATEGORY_WORDS[c]} ${money(area.weekly[c])}${area.change === 'changed' && was !== null ? ` (was ${money(was)})` : ''}`;
    })
    .join(', ');
}

const areaCount = (n: number) => (n === 1 ? '1 area' : `${n} areas`);

export default function LhaImport({ defaultYear, onSaved }: { defaultYear: TaxYear; onSaved: () => void }) {
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
      setError('Choose the CSV file of an LHA table');
      return;
    }
    if (file.size > MAX_LHA_TABLE_CHARS * 2) {
      setError('The file is too large for an LHA table. Choose the CSV file of one table.');
      return;
    }
    setBusy(true);
    try {
      const text = await readText(file);
      if (text.length > MAX_LHA_TABLE_CHARS) {
        setError('The file is too large for an LHA table. Choose the CSV file of one table.');
        return;
      }
      const request: LhaImportRequest = { taxYear: year, fileName: file.name, fileDate: fileDateOf(file), text, period: period || null };
      setPreview({ request, result: await previewLhaImport(request) });
    } catch (err) {
      console.error('LHA preview failed', err);
      setError(err instanceof ApiError && (err.status === 422 || err.status === 413) ? err.message : 'The file could not be previewed. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };

  const onSave = async () => {
    if (!preview) return;
    const toConfirm = preview.result.areas.filter((a) => a.bigChanges.length > 0);
    const unticked = toConfirm.filter((a) => !confirmed.has(a.areaId));
    if (unticked.length > 0) {
      setError(
        `${unticked.length === 1 ? `${unticked[0]!.name}'s rates change` : `The rates of ${unticked.length} areas change`} by more than half. Check the figures and tick each area to save it, or correct the file and preview it again.`,
      );
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { preview: result } = await saveLhaImport({ ...preview.request, confirmedAreas: toConfirm.map((a) => a.areaId) });
      const { added, changed } = result.counts;
      setPreview(null);
      setSaved(
        `Saved as the ${taxYearInfo(result.taxYear).label} rates: ${areaCount(added)} added and ${areaCount(changed)} changed, from ${result.source}. Calculators use them now.`,
      );
      toast({ title: 'LHA rates imported', description: `${areaCount(added + changed)} saved` });
      onSaved();
    } catch (err) {
      console.error('LHA import failed', err);
      setError(err instanceof ApiError && (err.status === 422 || err.status === 413) ? err.message : 'The LHA rates were not saved. Please try again.');
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
        Import LHA rates
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        Choose an official Local Housing Allowance table saved as CSV: GOV.UK&apos;s table for England, Rent Officers Wales&apos; or the Scottish Government&apos;s, with weekly
        figures or Universal Credit&apos;s monthly ones (made weekly: monthly × 12 ÷ 52, to the penny). Check the preview, then save it as the rates of the tax year you choose.
      </p>
      <form noValidate onSubmit={(e) => void onPreview(e)} className="mt-3 flex flex-wrap items-end gap-4">
        <div className="max-w-full">
          <label htmlFor={`${id}-file`} className="block font-semibold text-slate-900">
            LHA table (CSV file)
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
            Year the rates are for
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
            Weekly or monthly figures
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
            <option value="">As the file says</option>
            <option value="week">Weekly</option>
            <option value="month">Monthly</option>
          </select>
        </div>
        <button type="submit" className="btn btn-secondary" disabled={busy} aria-busy={busy || undefined}>
          Preview
        </button>
      </form>

      {error && (
        <div ref={errorRef} tabIndex={-1} role="alert" className="mt-4 rounded-md border-l-4 border-danger-600 bg-danger-50 p-4">
          <p className="font-semibold text-slate-900">Nothing was saved</p>
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
            Preview of {result.source} for {taxYearInfo(result.taxYear).label}
          </h4>
          <p className="mt-1 text-slate-800">
            {areaCount(result.counts.added)} added, {areaCount(result.counts.changed)} changed, {areaCount(result.counts.unchanged)} unchanged against the rates published now.
            {result.convertedFromMonthly && ' The figures were monthly and have been made weekly.'}
          </p>
          {result.problems.length > 0 && (
            <div className="mt-3 rounded-md border-l-4 border-danger-600 bg-danger-50 p-4">
              <p className="font-semibold text-slate-900">
                {result.problems.length === 1 ? '1 line cannot be read' : `${result.problems.length} lines cannot be read`}. Correct the file and preview it again; nothing can be
                saved until then.
              </p>
              <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
                {result.problems.map((p) => (
                  <li key={p.line}>{p.message}</li>
                ))}
              </ul>
            </div>
          )}
          {listed.length > 0 && (
            <ul className="mt-3 space-y-2" aria-label="Areas added or changed">
              {listed.map((area) => (
                <li key={area.areaId} className="rounded-md border border-slate-200 p-3">
                  <span className="font-semibold text-slate-900">
                    {area.name} ({area.change === 'added' ? 'added' : 'changed'})
                  </span>
                  <span className="block text-sm text-slate-700">Weekly: {areaFigures(area)}</span>
                </li>
              ))}
            </ul>
          )}
          {result.problems.length === 0 && big.length > 0 && (
            <fieldset className="mt-3 rounded-md border-l-4 border-accent-500 bg-slate-50 p-4">
              <legend className="sr-only">Confirm changes of more than half</legend>
              <p className="font-semibold text-slate-900">
                {big.length === 1 ? '1 area changes' : `${big.length} areas change`} by more than half. Check the figures against the official table and tick each area to save it.
              </p>
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
                        Save {area.name}: {area.bigChanges.map((c) => `${LHA_CATEGORY_WORDS[c]} ${money(area.published[c] ?? 0)} → ${money(area.weekly[c])}`).join(', ')}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          {unchanged.length > 0 && (
            <details className="mt-3">
              <summary className="cursor-pointer font-semibold text-slate-900">Unchanged areas ({unchanged.length})</summary>
              <p className="mt-1 text-sm text-slate-700">{unchanged.map((a) => a.name).join(', ')}</p>
            </details>
          )}
          {result.notes.length > 0 && (
            <details className="mt-3">
              <summary className="cursor-pointer font-semibold text-slate-900">Lines left out as notes ({result.notes.length})</summary>
              <ul className="mt-1 list-disc pl-6 text-sm text-slate-700">
                {result.notes.map((n) => (
                  <li key={n.line}>
                    Line {n.line}: {n.text}
                  </li>
                ))}
              </ul>
            </details>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            {result.problems.length === 0 && toSave > 0 && (
              <button type="button" className="btn btn-primary" onClick={() => void onSave()} disabled={busy} aria-busy={busy || undefined}>
                Save {areaCount(toSave)} as {taxYearInfo(result.taxYear).label} rates
              </button>
            )}
            {result.problems.length === 0 && toSave === 0 && <p className="text-slate-800">Every area&apos;s figures are already published: there is nothing to save.</p>}
            <button type="button" className="btn btn-secondary" onClick={reset}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
