/**
 * Saved calculations, kept in this browser only (docs/product.md §3 "Saved calculation", §7 "Local
 * storage", §10): the list and the actions that change it (docs/style.md habit 8: atoms plus
 * the actions that change them). Islands import everything from here; the parts live in
 * saved-storage.ts (reading, writing, backups, statistics), saved-transfer.ts (export and
 * import) and pending-load.ts (handing a calculation to its calculator page).
 */
import { isSavedCalculatorId } from '~/lib/calculators';
import { setPendingLoadStorage } from './pending-load';
import {
  $backups,
  $savedCalculations,
  $savedCalculationsLoaded,
  cleanDescription,
  commit,
  EMPTY,
  failureReason,
  loadSavedCalculations,
  localStorageOrThrow,
  newCalculationId,
  publish,
  readStorage,
  STORAGE_KEY,
  StorageWriteError,
  storedLastSaved,
  chooseStorageBackends,
  type CalculationChanges,
  type NewCalculation,
  type SavedCalculation,
  type StorageBackends,
} from './saved-storage';

export { defaultCalculationName, formatSavedDate } from '~/lib/saved-names';
export {
  $backups,
  $savedCalculations,
  $savedCalculationsLoaded,
  backupFileName,
  BACKUP_KEY_PREFIX,
  deleteBackup,
  getStorageStats,
  listBackups,
  loadSavedCalculations,
  newCalculationId,
  STORAGE_BUDGET_BYTES,
  STORAGE_KEY,
  StorageWriteError,
} from './saved-storage';
export type { CalculationChanges, NewCalculation, SavedCalculation, SavedDataBackup, StorageBackends, StorageFailureReason, StorageLike, StorageStats } from './saved-storage';
export { exportCalculations, exportFileName, importCalculations, NOTHING_NEW, NOTHING_TO_IMPORT, type ImportResult } from './saved-transfer';
export { PENDING_LOAD_KEY, takePendingLoad } from './pending-load';
export { setPendingHandOff, setPendingLoad, type PendingLoad } from './hand-off';

/** Every saved calculation, read from storage first if needed (docs/product.md §7 "list"). */
export function listCalculations(): readonly SavedCalculation[] {
  return loadSavedCalculations();
}

/** One calculation by id, or undefined. */
export function getCalculation(id: string): SavedCalculation | undefined {
  return loadSavedCalculations().find((c) => c.id === id);
}

// ---- Changing the list ------------------------------------------------------

/**
 * Save a new calculation. The name is trimmed; an empty description is left out.
 * Throws `StorageWriteError` when storage is full or blocked (nothing changes),
 * and `TypeError` for an empty name or unknown type (a programming error: the
 * save dialog checks the name first).
 */
export function addCalculation<Data, Result>(input: NewCalculation<Data, Result>): SavedCalculation<Data, Result> {
  const name = input.name.trim();
  if (!name) throw new TypeError('A saved calculation needs a name');
  if (!isSavedCalculatorId(input.type)) throw new TypeError(`Unknown calculation type: ${String(input.type)}`);
  const current = readStorage().calculations;
  const now = new Date().toISOString();
  const description = cleanDescription(input.description);
  const calculation: SavedCalculation<Data, Result> = {
    id: newCalculationId(new Set(current.map((c) => c.id))),
    name,
    type: input.type,
    data: input.data,
    result: input.result,
    ...(description ? { description } : {}),
    createdAt: now,
    updatedAt: now,
  };
  commit([...current, calculation as SavedCalculation], calculation.id);
  return calculation;
}

/**
 * Change a saved calculation's name, description, data or result and stamp
 * updatedAt. A description of '' (after trimming) removes it. Returns the updated
 * calculation, or null when no calculation has that id (nothing is written).
 * Throws `StorageWriteError` like `addCalculation`.
 */
export function updateCalculation(id: string, changes: CalculationChanges): SavedCalculation | null {
  const current = readStorage().calculations;
  const index = current.findIndex((c) => c.id === id);
  const existing = current[index];
  if (!existing) return null;
  const next: SavedCalculation = { ...existing, updatedAt: new Date().toISOString() };
  if (changes.name !== undefined) {
    const name = changes.name.trim();
    if (!name) throw new TypeError('A saved calculation needs a name');
    next.name = name;
  }
  if ('description' in changes) {
    const description = cleanDescription(changes.description);
    if (description) next.description = description;
    else delete next.description;
  }
  if ('data' in changes) next.data = changes.data;
  if ('result' in changes) next.result = changes.result;
  const list = current.slice();
  list[index] = next;
  commit(list, id);
  return next;
}

/** Remove one calculation. Returns false when no calculation has that id (nothing is written). */
export function deleteCalculation(id: string): boolean {
  const { calculations, lastSaved: stored } = readStorage();
  if (!calculations.some((c) => c.id === id)) return false;
  commit(
    calculations.filter((c) => c.id !== id),
    stored === id ? null : stored,
  );
  return true;
}

/** Remove every saved calculation (the storage key itself goes). */
export function clearCalculations(): void {
  const storage = localStorageOrThrow();
  try {
    storage.removeItem(STORAGE_KEY);
  } catch (err) {
    throw new StorageWriteError(failureReason(err), { cause: err });
  }
  publish(EMPTY);
}

// ---- Tests -------------------------------------------------------------------

/**
 * Replace the storages (tests, or a host without Web Storage) and forget what was
 * read. Call with no argument to go back to the browser's own storages.
 */
export function setStorageBackends(next?: Partial<StorageBackends>): void {
  chooseStorageBackends(next);
  setPendingLoadStorage(next?.session);
  publish(EMPTY);
  $backups.set([]);
  $savedCalculations.set([]);
  $savedCalculationsLoaded.set(false);
}

/** The id saved or edited last, as stored (docs/product.md §3 `lastSaved`). */
export function lastSavedId(): string | null {
  loadSavedCalculations();
  return storedLastSaved();
}
