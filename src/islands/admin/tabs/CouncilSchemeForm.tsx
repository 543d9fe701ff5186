/**
 * Add or correct a council's working-age Council Tax Support scheme (docs/product.md §7 "Council
 * Tax Support schemes"): the council (England's, by name) and tax year, then the scheme, by the
 * form for the common taper shape or as JSON in the model's shape (pasted, or read from a file).
 * Preview checks it with the model's own check (src/calc/council-tax-support-local/validate.ts),
 * each problem in plain English naming its field, beside the field and in a summary that takes
 * focus; then the server checks it again and runs the calculator's engine on two example
 * households with it (src/lib/council-scheme-preview.ts), and the form says what they would get. Save sends what was previewed; the server checks it again and is the authority,
 * and its problems are shown the same way. A change after the preview asks for a new one.
 *
 * Loaded only when the form is opened, with the list of councils and the check. The engine is
 * not loaded here: importing it from the admin page would split the calculators' shared chunks
 * (the engine's modules that their first load carries) and add to every calculator page's first
 * load (README "Performance").
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { TAX_YEARS, currentTaxYear, isTaxYear, taxYearInfo, type TaxYear } from '~/calc/rates';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import { councilsIn } from '~/calc/councils';
import { validateLocalScheme } from '~/calc/council-tax-support-local/validate';
import type { LocalBand } from '~/calc/council-tax-support-local/model';
import type { Message } from '~/calc/message';
import { formatNumber } from '~/i18n/format';
import { Rich } from '~/i18n/Rich';
import { ctsLocalMessages } from '~/i18n/en/council-tax-support-local';
import { adminCommonMessages, adminCouncilSchemesMessages } from '~/i18n/en/admin';
import type { AdminCouncilScheme, AdminCouncilSchemePreview, AdminCouncilSchemeSaved } from '~/lib/api-types';
import { controlClass } from '~/islands/shared/fields/field-parts';
import { ApiError, previewCouncilScheme, saveCouncilScheme } from '../api';
import { answersFromScheme, emptyAnswers, formFieldOf, schemeFromAnswers, type SchemeFormAnswers, yearText } from '../council-scheme-form';

type Messages = ReturnType<(typeof adminCouncilSchemesMessages)['get']>;
type How = 'form' | 'json';
/** A field of this form: the council, the year, the JSON, or one of the form's answers. */
type FieldName = 'council' | 'year' | 'json' | keyof SchemeFormAnswers;

const BANDS: readonly LocalBand[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
/** The largest JSON file read: the admin API's body limit (64 KB). */
const MAX_JSON_BYTES = 64 * 1024;
// By name (plain comparison: the councils' names sort the same as by the language's rules).
const ENGLAND = [...councilsIn('england')].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
const money = (pounds: number) => formatMoneyWithPence(toPence(pounds));

/** The label of each of the form's answers. */
function labelOf(t: Messages, field: FieldName): string {
  const labels: Record<FieldName, string> = {
    council: t.council,
    year: t.year,
    json: t.json,
    maxPercent: t.maxPercent,
    taperPercent: t.taperPercent,
    bandCap: t.bandCap,
    capitalLimit: t.capitalLimit,
    tariff: t.tariff,
    nonDependant: t.nonDependant,
    minimumWeekly: t.minimumWeekly,
    sourceTitle: t.sourceTitle,
    sourceUrl: t.sourceUrl,
    sourceDate: t.sourceDate,
  };
  return labels[field];
}

/** One of the check's problems in English, its field named `field` (the form's label, or the model's name of it). */
function writeProblem(problem: Message, field?: string): string {
  const words = ctsLocalMessages.get() as unknown as Record<string, ((values: Record<string, string>) => string) | undefined>;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(problem.values ?? {})) values[name] = typeof value === 'number' ? formatNumber(value) : String(value);
  if (field) values.field = field;
  return words[problem.messageId]?.(values) ?? problem.messageId;
}

interface Preview {
  /** What Save sends: the scheme the form made, or the JSON text as given. */
  send: unknown;
  result: AdminCouncilSchemePreview;
}

export default function CouncilSchemeForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing: AdminCouncilScheme | null;
  onSaved: (saved: AdminCouncilSchemeSaved) => void;
  onCancel: () => void;
}) {
  const t = useStore(adminCouncilSchemesMessages);
  const common = useStore(adminCommonMessages);
  const base = useId();
  const fieldId = (field: FieldName) => `${base}-${field}`;
  const editAnswers = editing ? answersFromScheme(editing.scheme) : null;
  const [councilCode, setCouncilCode] = useState(editing?.councilCode ?? '');
  const [year, setYear] = useState<TaxYear>(editing && isTaxYear(editing.taxYear) ? editing.taxYear : currentTaxYear());
  const [how, setHow] = useState<How>(editing && !editAnswers ? 'json' : 'form');
  const [answers, setAnswers] = useState<SchemeFormAnswers>(editAnswers ?? emptyAnswers());
  const [json, setJson] = useState(editing ? JSON.stringify(editing.scheme, null, 2) : '');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  /** Every problem, in order, for the summary: the field it is shown by, and the sentence. */
  const [problems, setProblems] = useState<{ field: FieldName; message: string }[]>([]);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const previewRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (problems.length > 0 || failed) summaryRef.current?.focus();
  }, [problems, failed]);
  useEffect(() => {
    if (preview) previewRef.current?.focus();
  }, [preview]);

  const council = ENGLAND.find((c) => c.code === councilCode);
  const changed = () => {
    setPreview(null);
    setFailed(null);
  };
  const setAnswer = <K extends keyof SchemeFormAnswers>(key: K, value: SchemeFormAnswers[K]) => {
    setAnswers((a) => ({ ...a, [key]: value }));
    changed();
  };

  /** Show problems: each by its field (the first of each field there), all in the summary. */
  const show = (found: { field: FieldName; message: string }[]) => {
    const byField: Partial<Record<FieldName, string>> = {};
    for (const p of found) byField[p.field] ??= p.message;
    setErrors(byField);
    setProblems(found);
    setPreview(null);
  };

  /** A problem of the model's check, by the form field it names (its label in place of the model's name), or by the JSON. */
  const placed = (problem: Message): { field: FieldName; message: string } => {
    const named = String(problem.values?.field ?? '');
    const formField = how === 'form' ? formFieldOf(named) : undefined;
    if (!formField) return { field: how === 'form' ? 'maxPercent' : 'json', message: writeProblem(problem) };
    return { field: formField, message: writeProblem(problem, labelOf(t, formField)) };
  };

  /** The server's problems (it checks again, and is the authority), each by the field it names. */
  const showServer = (err: unknown, fallback: string) => {
    if (err instanceof ApiError && (err.status === 400 || err.status === 422 || err.status === 404) && Object.keys(err.fields).length > 0) {
      show(
        Object.entries(err.fields).map(([key, message]) => ({
          field: key === 'council' ? 'council' : key === 'taxYear' ? 'year' : how === 'json' ? 'json' : (formFieldOf(key) ?? 'maxPercent'),
          message,
        })),
      );
    } else {
      setFailed(err instanceof ApiError && err.status === 413 ? t.jsonTooLarge : fallback);
    }
  };

  const onPreview = async () => {
    setFailed(null);
    const found: { field: FieldName; message: string }[] = [];
    if (!council) found.push({ field: 'council', message: t.chooseCouncilError });
    let value: unknown;
    if (how === 'json') {
      try {
        value = JSON.parse(json);
      } catch (err) {
        found.push({ field: 'json', message: t.jsonNotJson({ reason: err instanceof Error ? err.message : String(err) }) });
      }
    } else if (council) {
      value = schemeFromAnswers(answers, council, year);
    }
    if (found.length > 0 || !council) return show(found);
    const checked = validateLocalScheme(value);
    if (!checked.ok) return show(checked.errors.map(placed));
    // The JSON's council and year must be those chosen, as the server checks.
    if (checked.scheme.code !== council.code) found.push({ field: 'json', message: t.otherCouncil({ typed: checked.scheme.code, council: council.name, code: council.code }) });
    if (!checked.scheme.years.includes(year)) found.push({ field: 'json', message: t.otherYear({ year }) });
    if (found.length > 0) return show(found);
    // The server checks it again and runs the calculator's engine on the example households.
    const send = how === 'json' ? json : value;
    setBusy(true);
    try {
      const result = await previewCouncilScheme(council.code, year, send);
      setErrors({});
      setProblems([]);
      setPreview({ send, result });
    } catch (err) {
      console.error('council scheme preview failed', err);
      showServer(err, t.previewFailed);
    } finally {
      setBusy(false);
    }
  };

  const onSave = async () => {
    if (!preview || !council) {
      show([{ field: how === 'json' ? 'json' : 'maxPercent', message: t.previewFirst }]);
      return;
    }
    setBusy(true);
    try {
      onSaved(await saveCouncilScheme(council.code, year, preview.send));
    } catch (err) {
      console.error('council scheme not saved', err);
      showServer(err, t.notSaved);
    } finally {
      setBusy(false);
    }
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    if (!file) return;
    changed();
    if (file.size > MAX_JSON_BYTES) return show([{ field: 'json', message: t.jsonTooLarge }]);
    setJson(await file.text());
  };

  /** aria-describedby of a field: its hint and its error. */
  const describedBy = (field: FieldName, hint: boolean) =>
    [hint ? `${fieldId(field)}-hint` : '', errors[field] ? `${fieldId(field)}-error` : ''].filter(Boolean).join(' ') || undefined;

  /** A field with its label, hint and error. */
  const Field = ({ field, hint, children }: { field: FieldName; hint?: string; children: ReactNode }) => (
    <div className="mt-4 min-w-0 max-w-full">
      <label htmlFor={fieldId(field)} className="block font-semibold text-slate-900">
        {labelOf(t, field)}
      </label>
      {hint && (
        <p id={`${fieldId(field)}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {errors[field] && (
        <p id={`${fieldId(field)}-error`} className="mt-1 font-bold text-danger-600">
          <Rich text={t.error} parts={{ sr: (words) => <span className="sr-only">{words}</span>, error: errors[field] }} />
        </p>
      )}
      {children}
    </div>
  );

  const textInput = (field: keyof SchemeFormAnswers & FieldName, options: { hint?: boolean; inputMode?: 'decimal' | 'url' | 'text'; width?: string } = {}) => (
    <input
      id={fieldId(field)}
      type="text"
      inputMode={options.inputMode ?? 'decimal'}
      autoComplete="off"
      spellCheck={options.inputMode === 'text' ? undefined : false}
      value={String(answers[field])}
      onChange={(e) => setAnswer(field, e.currentTarget.value)}
      aria-invalid={errors[field] ? true : undefined}
      aria-describedby={describedBy(field, !!options.hint)}
      className={controlClass(errors[field], `mt-1 ${options.width ?? 'w-40'} max-w-full`)}
    />
  );

  const yearLabel = taxYearInfo(year).shortLabel;
  return (
    <div className="mt-4 rounded-md border-2 border-slate-300 p-4">
      <h4 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none focus-visible:outline-3">
        {editing ? t.formTitleEdit({ council: editing.councilName, year: yearText(editing.taxYear) }) : t.formTitleAdd}
      </h4>
      {(problems.length > 0 || failed) && (
        <div ref={summaryRef} tabIndex={-1} role="alert" className="mt-3 rounded-md border-4 border-danger-600 p-4 focus:outline-none focus-visible:outline-3">
          <p className="font-bold text-slate-900">{failed ?? t.problems(problems.length)}</p>
          {problems.length > 0 && (
            <ul className="mt-2 list-none space-y-1">
              {problems.map((p, i) => (
                <li key={i}>
                  <a
                    href={`#${fieldId(p.field)}`}
                    className="font-bold text-danger-600 underline underline-offset-2"
                    onClick={(e) => {
                      e.preventDefault();
                      document.getElementById(fieldId(p.field))?.focus();
                    }}
                  >
                    {p.message}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onPreview();
        }}
      >
        {!editing && (
          <div className="flex flex-wrap gap-x-6">
            {Field({
              field: 'council',
              hint: t.councilHint,
              children: (
                <select
                  id={fieldId('council')}
                  value={councilCode}
                  onChange={(e) => {
                    setCouncilCode(e.currentTarget.value);
                    changed();
                  }}
                  aria-invalid={errors.council ? true : undefined}
                  aria-describedby={describedBy('council', true)}
                  className={controlClass(errors.council, 'mt-1 w-full max-w-full sm:w-auto')}
                >
                  <option value="">{t.chooseCouncil}</option>
                  {ENGLAND.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </select>
              ),
            })}
            {Field({
              field: 'year',
              children: (
                <select
                  id={fieldId('year')}
                  value={year}
                  onChange={(e) => {
                    if (isTaxYear(e.currentTarget.value)) setYear(e.currentTarget.value);
                    changed();
                  }}
                  aria-describedby={describedBy('year', false)}
                  className={controlClass(errors.year, 'mt-1')}
                >
                  {[...TAX_YEARS].reverse().map((y) => (
                    <option key={y.id} value={y.id}>
                      {y.shortLabel}
                    </option>
                  ))}
                </select>
              ),
            })}
          </div>
        )}
        <fieldset className="mt-4">
          <legend className="font-semibold text-slate-900">{t.how}</legend>
          {(['form', 'json'] as const).map((option) => (
            <label key={option} className="mt-1 flex min-h-11 items-center gap-3 text-slate-900">
              <input
                type="radio"
                name={`${base}-how`}
                value={option}
                checked={how === option}
                onChange={() => {
                  setHow(option);
                  setErrors({});
                  setProblems([]);
                  changed();
                }}
                className="size-5 shrink-0"
              />
              {option === 'form' ? t.byForm : t.byJson}
            </label>
          ))}
        </fieldset>

        {how === 'form' ? (
          <div>
            <div className="flex flex-wrap gap-x-6">
              {Field({ field: 'maxPercent', hint: t.maxPercentHint, children: textInput('maxPercent', { hint: true }) })}
              {Field({ field: 'taperPercent', hint: t.taperPercentHint, children: textInput('taperPercent', { hint: true }) })}
            </div>
            {Field({
              field: 'bandCap',
              hint: t.bandCapHint,
              children: (
                <select
                  id={fieldId('bandCap')}
                  value={answers.bandCap}
                  onChange={(e) => setAnswer('bandCap', e.currentTarget.value as SchemeFormAnswers['bandCap'])}
                  aria-invalid={errors.bandCap ? true : undefined}
                  aria-describedby={describedBy('bandCap', true)}
                  className={controlClass(errors.bandCap, 'mt-1')}
                >
                  <option value="">{t.noBandCap}</option>
                  {BANDS.map((band) => (
                    <option key={band} value={band}>
                      {t.band({ band })}
                    </option>
                  ))}
                </select>
              ),
            })}
            {Field({ field: 'capitalLimit', hint: t.capitalLimitHint, children: textInput('capitalLimit', { hint: true }) })}
            <label className="mt-3 flex min-h-11 items-start gap-3 text-slate-900">
              <input type="checkbox" checked={answers.tariff} onChange={(e) => setAnswer('tariff', e.currentTarget.checked)} className="mt-1 size-5 shrink-0" />
              <span>{t.tariff}</span>
            </label>
            {Field({ field: 'nonDependant', hint: t.nonDependantHint, children: textInput('nonDependant', { hint: true }) })}
            {Field({ field: 'minimumWeekly', hint: t.minimumWeeklyHint, children: textInput('minimumWeekly', { hint: true }) })}
            {Field({ field: 'sourceTitle', children: textInput('sourceTitle', { inputMode: 'text', width: 'w-full' }) })}
            {Field({ field: 'sourceUrl', hint: t.sourceUrlHint, children: textInput('sourceUrl', { hint: true, inputMode: 'url', width: 'w-full' }) })}
            {Field({ field: 'sourceDate', hint: t.sourceDateHint, children: textInput('sourceDate', { hint: true, inputMode: 'text', width: 'w-60' }) })}
          </div>
        ) : (
          <div>
            {Field({
              field: 'json',
              hint: t.jsonHint,
              children: (
                <textarea
                  id={fieldId('json')}
                  value={json}
                  rows={14}
                  spellCheck={false}
                  onChange={(e) => {
                    setJson(e.currentTarget.value);
                    changed();
                  }}
                  aria-invalid={errors.json ? true : undefined}
                  aria-describedby={describedBy('json', true)}
                  className={controlClass(errors.json, 'mt-1 w-full font-mono text-sm')}
                />
              ),
            })}
            <div className="mt-3">
              <label htmlFor={`${base}-file`} className="block font-semibold text-slate-900">
                {t.jsonFile}
              </label>
              <input
                id={`${base}-file`}
                type="file"
                accept=".json,application/json"
                onChange={(e) => void onFile(e)}
                className="mt-1 block min-h-11 max-w-full text-base text-slate-900 file:mr-3 file:min-h-11 file:rounded-md file:border-2 file:border-slate-600 file:bg-white file:px-3"
              />
            </div>
          </div>
        )}

        <div className="mt-4 flex flex-wrap gap-2">
          <button type="submit" className="btn btn-secondary" disabled={busy} aria-busy={busy || undefined}>
            {t.preview}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {common.cancel}
          </button>
        </div>
      </form>

      {preview && (
        <div className="mt-4 rounded-md border-l-4 border-success-700 bg-success-50 p-4">
          <h5 ref={previewRef} tabIndex={-1} className="font-bold text-slate-900 focus:outline-none focus-visible:outline-3">
            {t.previewTitle}
          </h5>
          <p className="mt-1 text-slate-900">{t.previewIntro({ year: yearLabel, bill: money(preview.result.bill) })}</p>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-900">
            {preview.result.examples.map((example) => {
              const figures = { earnings: money(example.earnings), weekly: money(example.weekly), annual: money(example.annual) };
              return <li key={example.earnings}>{example.earnings === 0 ? t.previewNoIncome(figures) : t.previewEarnings(figures)}</li>;
            })}
          </ul>
          <p className="mt-2 text-sm text-slate-800">{t.previewSource({ title: preview.result.scheme.source.title, date: preview.result.scheme.source.date })}</p>
          <button type="button" className="btn btn-primary mt-3" onClick={() => void onSave()} disabled={busy} aria-busy={busy || undefined}>
            {busy ? t.saving : t.save}
          </button>
        </div>
      )}
    </div>
  );
}
