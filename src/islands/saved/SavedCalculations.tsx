/**
 * The saved-calculations manager (docs/product.md §2 "Saved calculations", §4, §5, §8).
 *
 * Renders "Loading..." on the server and in the first client render, then reads
 * localStorage after mounting, so hydration never mismatches (docs/style.md habit 8: never read a
 * persistent store during the build). Everything stays in this browser: the page
 * makes no network call (docs/product.md §7).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import Tabs from '~/islands/shared/fields/Tabs';
import Toaster from '~/islands/shared/dialogs/Toaster';
import ConfirmDialog from '~/islands/shared/dialogs/ConfirmDialog';
import EditDialog from './EditDialog';
import ImportDialog from './ImportDialog';
import BackupNotice from './BackupNotice';
import SavedItem from './SavedItem';
import { changeFailedToast, download } from './saved-ui';
import { savedPageMessages } from '~/i18n/en/saved';
import { formatNumber } from '~/i18n/format';
import { Rich } from '~/i18n/Rich';
import { toast, type ToastOptions } from '~/stores/toasts';
import { CALCULATORS, isSavedCalculatorId, SAVED_CALCULATOR_IDS } from '~/lib/calculators';
import {
  $backups,
  $savedCalculations,
  $savedCalculationsLoaded,
  clearCalculations,
  deleteCalculation,
  exportCalculations,
  exportFileName,
  getStorageStats,
  loadSavedCalculations,
  setPendingLoad,
  type SavedCalculation,
} from '~/stores/saved-calculations';
import { sitePath } from '~/i18n/language';

type Messages = ReturnType<typeof savedPageMessages.get>;

/** Tabs: every calculation, then one per type (docs/product.md §2). */
function filters(t: Messages): ReadonlyArray<{ id: string; label: string }> {
  return [{ id: 'all', label: t.all }, ...SAVED_CALCULATOR_IDS.map((id) => ({ id, label: CALCULATORS[id].name }))];
}

/** '2.4 KB' (docs/product.md §2: bytes used shown in KB to one decimal). */
export function formatKilobytes(bytes: number): string {
  const size = formatNumber(bytes / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
  return savedPageMessages.get().kilobytes({ size });
}

/** Newest change first; unreadable dates last. */
function byUpdatedDesc(a: SavedCalculation, b: SavedCalculation): number {
  return (Date.parse(b.updatedAt) || 0) - (Date.parse(a.updatedAt) || 0);
}

/** What the "Are you sure?" dialog asks about: one calculation to delete, or all of them. */
type Confirming = { kind: 'delete'; calculation: SavedCalculation } | { kind: 'clear' };

/** The words and the action of the "Are you sure?" dialog, and the toast once it is done (docs/product.md §8). */
function confirmation(confirming: Confirming, count: number, t: Messages) {
  if (confirming.kind === 'delete') {
    const { calculation } = confirming;
    return {
      title: t.deleteTitle,
      description: t.deleteText({ name: calculation.name }),
      confirmLabel: t.delete,
      act: () => deleteCalculation(calculation.id),
      done: { title: t.deletedTitle, description: t.deleted },
    };
  }
  return {
    title: t.clearTitle,
    description: t.clearText(count),
    confirmLabel: t.clearAll,
    act: clearCalculations,
    done: { title: t.clearedTitle, description: t.cleared },
  };
}

export default function SavedCalculations() {
  const t = useStore(savedPageMessages);
  const [mounted, setMounted] = useState(false);
  const loaded = useStore($savedCalculationsLoaded, { ssr: 'initial' });
  const calculations = useStore($savedCalculations, { ssr: 'initial' });
  const backups = useStore($backups, { ssr: 'initial' });
  const [filter, setFilter] = useState('all');
  const [editing, setEditing] = useState<SavedCalculation | null>(null);
  // Delete one or clear all: what the one "Are you sure?" dialog is asking about, if anything.
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [importing, setImporting] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);
  // A success toast waits for its dialog to close, so it is shown on the page (not
  // inside the closing dialog) and announced once.
  const afterClose = useRef<ToastOptions | null>(null);

  useEffect(() => {
    loadSavedCalculations();
    setMounted(true);
  }, []);

  const sorted = useMemo(() => [...calculations].sort(byUpdatedDesc), [calculations]);
  // Read again whenever the list changes: the statistics measure what is stored, not the list.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stats = useMemo(() => (mounted ? getStorageStats() : null), [mounted, calculations]);

  const closeDialog = (close: () => void) => () => {
    close();
    const pending = afterClose.current;
    afterClose.current = null;
    if (pending) toast(pending);
  };

  // The Toaster keeps one place in the tree in both states, so its live regions
  // stay mounted from the first render.
  if (!mounted || !loaded) {
    return (
      <>
        <div>
          <p className="mt-8 text-slate-700">{t.loading}</p>
        </div>
        <Toaster />
      </>
    );
  }

  const load = (calculation: SavedCalculation) => {
    if (!isSavedCalculatorId(calculation.type)) {
      toast({ title: t.unableTitle, description: t.unable, variant: 'destructive' });
      return;
    }
    // A failure here is logged only (docs/product.md §8); the calculator then opens empty.
    setPendingLoad(calculation);
    window.location.assign(sitePath(CALCULATORS[calculation.type].route));
  };

  const exportAll = () => {
    download(exportCalculations(), exportFileName(), 'application/json');
    toast({ title: t.exportedTitle, description: t.exported });
  };

  const count = calculations.length;
  const question = confirming && confirmation(confirming, count, t);

  const confirm = () => {
    if (!question) return;
    try {
      question.act();
      afterClose.current = question.done;
    } catch (err) {
      console.error(`${question.confirmLabel} failed`, err);
      afterClose.current = changeFailedToast();
    }
    setConfirming(null);
  };

  const tabs = filters(t).map((f) => {
    const items = f.id === 'all' ? sorted : sorted.filter((c) => c.type === f.id);
    return {
      id: f.id,
      label: t.tab({ label: f.label, count: items.length }),
      content:
        items.length === 0 ? (
          <p className="text-slate-700">{t.noneOfType({ type: f.label })}</p>
        ) : (
          <ul className="grid gap-4">
            {items.map((c) => (
              <SavedItem key={c.id} calculation={c} onLoad={load} onEdit={setEditing} onDelete={(calculation) => setConfirming({ kind: 'delete', calculation })} />
            ))}
          </ul>
        ),
    };
  });

  return (
    <>
      <div>
        {backups.length > 0 && <BackupNotice backups={backups} />}
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" className="btn btn-secondary" aria-haspopup="dialog" onClick={() => setImporting(true)}>
            {t.import}
          </button>
          <button type="button" className="btn btn-secondary disabled:cursor-not-allowed disabled:opacity-60" disabled={count === 0} onClick={exportAll}>
            {t.export}
          </button>
          {count > 0 && (
            <button
              type="button"
              className="btn border-2 border-danger-600 bg-white text-danger-600 hover:bg-danger-50"
              aria-haspopup="dialog"
              onClick={() => setConfirming({ kind: 'clear' })}
            >
              {t.clearAll}
            </button>
          )}
        </div>

        {stats && (
          <p className="mt-4 text-slate-700" data-testid="storage-stats">
            <Rich
              text={t.stats({ size: formatKilobytes(stats.bytesUsed) })(stats.count)}
              parts={{ strong: (words) => <span className="font-semibold text-slate-900">{words}</span> }}
            />
          </p>
        )}

        <h2 ref={listHeading} tabIndex={-1} className="mt-8 text-2xl font-bold text-slate-900 focus:outline-none">
          {t.heading}
        </h2>

        {count === 0 ? (
          <div className="card mt-4 text-center">
            <p className="text-lg font-semibold">{t.none}</p>
            <p className="mt-1 text-slate-700">{t.noneText}</p>
            <p className="mt-4">
              <a href={sitePath('/universal-credit')} className="btn btn-primary">
                {t.start}
              </a>
            </p>
          </div>
        ) : (
          <div className="mt-4">
            <Tabs label={t.filter} tabs={tabs} selectedId={filter} onSelect={setFilter} keepMounted={false} idPrefix="saved" />
          </div>
        )}

        <EditDialog
          calculation={editing}
          onSaved={() => {
            afterClose.current = { title: t.updatedTitle, description: t.updated };
            setEditing(null);
          }}
          onClose={closeDialog(() => setEditing(null))}
        />
        <ConfirmDialog
          open={question !== null}
          title={question?.title ?? ''}
          description={question?.description ?? null}
          confirmLabel={question?.confirmLabel ?? ''}
          onConfirm={confirm}
          onClose={closeDialog(() => setConfirming(null))}
          fallbackFocus={listHeading}
        />
        <ImportDialog
          open={importing}
          onImported={(n) => {
            afterClose.current = { title: t.importedTitle, description: t.imported(n) };
            setImporting(false);
          }}
          onClose={closeDialog(() => setImporting(false))}
        />
      </div>
      <Toaster />
    </>
  );
}
