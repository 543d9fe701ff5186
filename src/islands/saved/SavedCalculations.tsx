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
import { CHANGE_FAILED, download } from './saved-ui';
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

/** Tabs: every calculation, then one per type (docs/product.md §2). */
const FILTERS = [{ id: 'all', label: 'All' }, ...SAVED_CALCULATOR_IDS.map((id) => ({ id, label: CALCULATORS[id].name }))];

/** '2.4 KB' (docs/product.md §2: bytes used shown in KB to one decimal). */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Newest change first; unreadable dates last. */
function byUpdatedDesc(a: SavedCalculation, b: SavedCalculation): number {
  return (Date.parse(b.updatedAt) || 0) - (Date.parse(a.updatedAt) || 0);
}

/** What the "Are you sure?" dialog asks about: one calculation to delete, or all of them. */
type Confirming = { kind: 'delete'; calculation: SavedCalculation } | { kind: 'clear' };

/** The words and the action of the "Are you sure?" dialog, and the toast once it is done (docs/product.md §8). */
function confirmation(confirming: Confirming, count: number) {
  if (confirming.kind === 'delete') {
    const { calculation } = confirming;
    return {
      title: 'Delete this calculation?',
      description: `“${calculation.name}” will be removed from this device. You cannot undo this.`,
      confirmLabel: 'Delete',
      act: () => deleteCalculation(calculation.id),
      done: { title: 'Calculation deleted', description: 'The saved calculation has been removed.' },
    };
  }
  return {
    title: 'Clear all saved calculations?',
    description: `All ${count} saved ${count === 1 ? 'calculation' : 'calculations'} will be removed from this device. You cannot undo this. Export them first if you want a copy.`,
    confirmLabel: 'Clear all',
    act: clearCalculations,
    done: { title: 'All calculations cleared', description: 'Your saved calculations have been removed.' },
  };
}

export default function SavedCalculations() {
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
          <p className="mt-8 text-slate-700">Loading...</p>
        </div>
        <Toaster />
      </>
    );
  }

  const load = (calculation: SavedCalculation) => {
    if (!isSavedCalculatorId(calculation.type)) {
      toast({ title: 'Unable to load', description: 'This calculation type is not supported.', variant: 'destructive' });
      return;
    }
    // A failure here is logged only (docs/product.md §8); the calculator then opens empty.
    setPendingLoad(calculation);
    window.location.assign(CALCULATORS[calculation.type].route);
  };

  const exportAll = () => {
    download(exportCalculations(), exportFileName(), 'application/json');
    toast({ title: 'Export complete', description: 'Your calculations have been downloaded.' });
  };

  const count = calculations.length;
  const question = confirming && confirmation(confirming, count);

  const confirm = () => {
    if (!question) return;
    try {
      question.act();
      afterClose.current = question.done;
    } catch (err) {
      console.error(`${question.confirmLabel} failed`, err);
      afterClose.current = CHANGE_FAILED;
    }
    setConfirming(null);
  };

  const tabs = FILTERS.map((f) => {
    const items = f.id === 'all' ? sorted : sorted.filter((c) => c.type === f.id);
    return {
      id: f.id,
      label: `${f.label} (${items.length})`,
      content:
        items.length === 0 ? (
          <p className="text-slate-700">No {f.label} calculations saved yet.</p>
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
            Import
          </button>
          <button type="button" className="btn btn-secondary disabled:cursor-not-allowed disabled:opacity-60" disabled={count === 0} onClick={exportAll}>
            Export
          </button>
          {count > 0 && (
            <button
              type="button"
              className="btn border-2 border-danger-600 bg-white text-danger-600 hover:bg-danger-50"
              aria-haspopup="dialog"
              onClick={() => setConfirming({ kind: 'clear' })}
            >
              Clear all
            </button>
          )}
        </div>

        {stats && (
          <p className="mt-4 text-slate-700" data-testid="storage-stats">
            <span className="font-semibold text-slate-900">
              {stats.count} saved {stats.count === 1 ? 'calculation' : 'calculations'}
            </span>{' '}
            · {formatKilobytes(stats.bytesUsed)} used of 5 MB on this device
          </p>
        )}

        <h2 ref={listHeading} tabIndex={-1} className="mt-8 text-2xl font-bold text-slate-900 focus:outline-none">
          Your calculations
        </h2>

        {count === 0 ? (
          <div className="card mt-4 text-center">
            <p className="text-lg font-semibold">You have no saved calculations.</p>
            <p className="mt-1 text-slate-700">Work out what you could get, then choose Save Calculation to keep the result here.</p>
            <p className="mt-4">
              <a href="/universal-credit" className="btn btn-primary">
                Start a Calculation
              </a>
            </p>
          </div>
        ) : (
          <div className="mt-4">
            <Tabs label="Filter by calculation type" tabs={tabs} selectedId={filter} onSelect={setFilter} keepMounted={false} idPrefix="saved" />
          </div>
        )}

        <EditDialog
          calculation={editing}
          onSaved={() => {
            afterClose.current = { title: 'Calculation updated', description: 'Your changes have been saved.' };
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
            afterClose.current = { title: 'Import successful', description: `Imported ${n} ${n === 1 ? 'calculation' : 'calculations'}.` };
            setImporting(false);
          }}
          onClose={closeDialog(() => setImporting(false))}
        />
      </div>
      <Toaster />
    </>
  );
}
