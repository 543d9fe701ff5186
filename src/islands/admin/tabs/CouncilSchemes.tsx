/**
 * Councils' working-age Council Tax Support schemes, on the Benefit Rates tab (docs/product.md §7
 * "Council Tax Support schemes"; docs/rules.md "Council Tax Support" rule 2): the schemes in force,
 * those an admin added (who and when, and the document) and those built into this release; Add a
 * scheme, and Correct or Remove an added one. Removing one asks first and says what the calculator
 * falls back to: the built-in scheme of that council and year, or illustrative figures.
 *
 * The form (CouncilSchemeForm.tsx), with the list of councils, the model's check and the engine its
 * preview runs, loads only when it is opened, so the admin page's first load carries none of them.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { toast } from '~/stores/toasts';
import { yearText } from '../council-scheme-form';
import type { AdminCouncilScheme, AdminCouncilSchemeSaved, BuiltInCouncilScheme } from '~/lib/api-types';
import { listCouncilSchemes, removeCouncilScheme } from '../api';
import { useResource } from '../useResource';
import { formatDateTime } from '../settings-meta';
import { LoadState } from './parts';
import { adminCommonMessages, adminCouncilSchemesMessages } from '~/i18n/en/admin';

const CouncilSchemeForm = lazy(() => import('./CouncilSchemeForm'));

/** A link to a scheme's document, opening in a new tab. */
function SourceLink({ source }: { source: BuiltInCouncilScheme['source'] }) {
  const t = useStore(adminCouncilSchemesMessages);
  return (
    <a href={source.url} target="_blank" rel="noopener noreferrer" className="link break-words">
      {t.sourceLink({ title: source.title, date: source.date })}
      <span className="sr-only"> {t.opensInNewTab}</span>
    </a>
  );
}

/** One added scheme's line, with Correct and Remove (which asks first). */
function SavedScheme({ scheme, hasBuiltIn, onEdit, onRemoved }: { scheme: AdminCouncilScheme; hasBuiltIn: boolean; onEdit: () => void; onRemoved: () => void }) {
  const t = useStore(adminCouncilSchemesMessages);
  const common = useStore(adminCommonMessages);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const yesRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const names = { council: scheme.councilName, year: yearText(scheme.taxYear) };
  useEffect(() => {
    if (confirming) yesRef.current?.focus();
  }, [confirming]);

  const remove = async () => {
    setBusy(true);
    try {
      await removeCouncilScheme(scheme.councilCode, scheme.taxYear);
      toast({ title: t.removed, description: t.removedText(names) });
      onRemoved();
    } catch (err) {
      console.error('council scheme not removed', err);
      toast({ title: t.notRemoved, description: err instanceof Error ? err.message : common.pleaseTryAgain, variant: 'destructive' });
      setBusy(false);
    }
  };

  return (
    <li className="rounded-md border border-slate-200 p-3">
      <p className="font-semibold text-slate-900">{t.councilYear(names)}</p>
      <p className="text-sm text-slate-700">{t.addedBy({ who: scheme.savedBy, when: formatDateTime(scheme.savedAt) })}</p>
      {hasBuiltIn && <p className="text-sm text-slate-700">{t.replacesBuiltIn}</p>}
      <p className="text-sm">
        <SourceLink source={scheme.scheme.source} />
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className="btn btn-secondary px-3 py-1" onClick={onEdit} aria-label={t.editLabel(names)}>
          {t.edit}
        </button>
        <button ref={removeRef} type="button" className="btn btn-secondary px-3 py-1" onClick={() => setConfirming(true)} aria-label={t.removeLabel(names)} disabled={busy}>
          {t.remove}
        </button>
      </div>
      {confirming && (
        <div className="mt-2 rounded-md border-l-4 border-accent-500 bg-slate-50 p-3" role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`} className="font-semibold text-slate-900">
            {(hasBuiltIn ? t.confirmRemoveBuiltIn : t.confirmRemoveIllustrative)(names)}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button ref={yesRef} type="button" className="btn btn-primary px-3 py-1" onClick={() => void remove()} disabled={busy} aria-busy={busy || undefined}>
              {t.removeYes}
            </button>
            <button
              type="button"
              className="btn btn-secondary px-3 py-1"
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => removeRef.current?.focus());
              }}
            >
              {common.cancel}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

export default function CouncilSchemes() {
  const t = useStore(adminCouncilSchemesMessages);
  const id = useId();
  const list = useResource(listCouncilSchemes, 'council-schemes');
  /** The form: closed, adding, or correcting a saved scheme. */
  const [form, setForm] = useState<null | { editing: AdminCouncilScheme | null }>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const saved = list.data?.schemes ?? [];
  const builtIn = list.data?.builtIn ?? [];
  const hasBuiltIn = (s: AdminCouncilScheme) => builtIn.some((b) => b.councilCode === s.councilCode && b.years.includes(s.taxYear));

  const close = () => {
    setForm(null);
    requestAnimationFrame(() => addRef.current?.focus());
  };
  const onSaved = (result: AdminCouncilSchemeSaved) => {
    const names = { council: result.scheme.councilName, year: yearText(result.scheme.taxYear) };
    toast({ title: t.saved, description: t.savedText(names) });
    list.reload();
    close();
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 rounded-lg border border-slate-200 p-4">
      <h3 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
        {t.title}
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{t.intro}</p>
      <div className="mt-3">
        <LoadState status={list.data ? 'ready' : list.status} onRetry={list.reload} />
      </div>
      {list.data && (
        <>
          <h4 className="mt-3 font-bold text-slate-900">{t.listCaption}</h4>
          {saved.length === 0 && <p className="mt-1 text-slate-700">{t.noneSaved}</p>}
          <ul className="mt-2 space-y-2" aria-label={t.listCaption}>
            {saved.map((s) => (
              <SavedScheme key={`${s.councilCode}|${s.taxYear}`} scheme={s} hasBuiltIn={hasBuiltIn(s)} onEdit={() => setForm({ editing: s })} onRemoved={list.reload} />
            ))}
            {builtIn.map((b) => (
              <li key={b.councilCode} className="rounded-md border border-slate-200 p-3">
                <p className="font-semibold text-slate-900">{t.councilYear({ council: b.councilName, year: b.years.map(yearText).join(', ') })}</p>
                <p className="text-sm text-slate-700">{t.builtIn}</p>
                <p className="text-sm">
                  <SourceLink source={b.source} />
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      {form ? (
        <Suspense fallback={<p className="mt-4 text-slate-700">{t.loadingForm}</p>}>
          <CouncilSchemeForm key={form.editing ? `${form.editing.councilCode}|${form.editing.taxYear}` : 'new'} editing={form.editing} onSaved={onSaved} onCancel={close} />
        </Suspense>
      ) : (
        <button ref={addRef} type="button" className="btn btn-primary mt-4" onClick={() => setForm({ editing: null })}>
          {t.add}
        </button>
      )}
    </section>
  );
}
