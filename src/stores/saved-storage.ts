/**
 * Where saved calculations are kept: localStorage['savedCalculations'], read and written whole
 * (docs/product.md §3 "Saved calculation", §7 "Local storage", §10). The list actions
 * (saved-calculations.ts), import and export (saved-transfer.ts) all go through `readStorage`
 * and `commit` here.
 *
 * Storage shape: JSON `{ calculations: [...], lastSaved }` where lastSaved is the id of the
 * calculation saved or edited last (or null).
 *
 * - Read lazily, on the client only. Nothing here touches storage at import time or during the
 *   static build.
 * - A failed or corrupt read gives an empty list. Unreadable stored text is never silently
 *   replaced: before anything overwrites it, it is copied to a backup key
 *   `savedCalculations.backup-<time>` (listed by `listBackups()`, so the page can tell the
 *   visitor and offer it as a download).
 * - A write that fails (storage full: QuotaExceededError; storage blocked: SecurityError) throws
 *   `StorageWriteError`, and neither the stored text nor the in-memory list changes.
 * - Every write starts from a fresh read, so two open tabs never overwrite each other.
 */
import { atom } from 'nanostores';
import type { SavedCalculatorId } from '~/lib/calculators';

/** localStorage key (docs/product.md §10). */
export const STORAGE_KEY = 'savedCalculations';
/** Storage budget the statistics are measured against (docs/product.md §9: 5 MB). */
export const STORAGE_BUDGET_BYTES = 5 * 1024 * 1024;

/**
 * One saved calculation (docs/product.md §3). `data` is the calculator's input entity and
 * `result` its result entity, exactly as the calculator produced them.
 *
 * `type` is a saved calculator's id (`SAVED_CALCULATOR_IDS`) for everything this version saves; data
 * read back from storage or an imported file may carry another string, so check
 * with `isSavedCalculatorId` before routing on it.
 */
export interface SavedCalculation<Data = unknown, Result = unknown> {
  /** 'calc_' + Date.now() + '_' + a random suffix. */
  id: string;
  name: string;
  type: SavedCalculatorId | (string & {});
  data: Data;
  result: Result;
  /** Left out when empty. */
  description?: string;
  /** ISO 8601 timestamps. */
  createdAt: string;
  updatedAt: string;
}

/** What a calculator passes to `addCalculation`. */
export interface NewCalculation<Data = unknown, Result = unknown> {
  name: string;
  type: SavedCalculatorId;
  data: Data;
  result: Result;
  description?: string;
}

/** The fields `updateCalculation` may change. */
export type CalculationChanges<Data = unknown, Result = unknown> = Partial<Pick<SavedCalculation<Data, Result>, 'name' | 'description' | 'data' | 'result'>>;

/** Usage statistics (docs/product.md §3). */
export interface StorageStats {
  /** Number of saved calculations. */
  count: number;
  /** UTF-8 size of the stored text. */
  bytesUsed: number;
  /** What is left of the 5 MB budget (never negative). */
  bytesAvailable: number;
}

/** Why a write failed. */
export type StorageFailureReason = 'quota' | 'blocked' | 'unknown';

/**
 * Thrown by add, update, delete, import and clear when the browser refuses the
 * write. Nothing was changed. The UI answers with the 'Save failed' toast.
 */
export class StorageWriteError extends Error {
  override readonly name = 'StorageWriteError';
  constructor(
    readonly reason: StorageFailureReason,
    options?: { cause?: unknown },
  ) {
    super(
      reason === 'quota' ? 'There is not enough storage space left in this browser' : reason === 'blocked' ? 'This browser does not allow saving on this device' : 'Unknown error',
      options,
    );
  }
}

/** The part of the Web Storage API this module uses (a Map-backed fake satisfies it in tests). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & Partial<Pick<Storage, 'key' | 'length'>>;

/** Prefix of the keys that keep unreadable saved data: `savedCalculations.backup-<Date.now()>`. */
export const BACKUP_KEY_PREFIX = `savedCalculations.backup-`;

/** Unreadable saved data kept aside (see `listBackups`). */
export interface SavedDataBackup {
  key: string;
  /** When it was set aside (from the key), or null when the key holds no time. */
  savedAt: Date | null;
  /** The text exactly as it was stored. */
  text: string;
}

/** Where the two storages come from; replaceable for tests. Each getter may return null or throw. */
export interface StorageBackends {
  local: () => StorageLike | null;
  session: () => StorageLike | null;
}

const browserBackends: StorageBackends = {
  // Reading window.localStorage itself throws SecurityError when the browser blocks site data.
  local: () => (typeof window === 'undefined' ? null : window.localStorage),
  session: () => (typeof window === 'undefined' ? null : window.sessionStorage),
};

let backends: StorageBackends = browserBackends;

/** Choose the storages to read and write (tests, or a host without Web Storage); no argument goes back to the browser's own. `setStorageBackends` (saved-calculations.ts) calls it and also forgets what was read. */
export function chooseStorageBackends(next?: Partial<StorageBackends>): void {
  backends = next ? { ...browserBackends, ...next } : browserBackends;
}

// ---- Atoms -------------------------------------------------------------------

/** Every saved calculation, oldest first. Empty until `loadSavedCalculations()` has run. */
export const $savedCalculations = atom<readonly SavedCalculation[]>([]);

/** True once storage has been read on this page (render a loading state until then). */
export const $savedCalculationsLoaded = atom<boolean>(false);

let lastSaved: string | null = null;

/** The id saved or edited last, as last read or written (null before the first read). */
export function storedLastSaved(): string | null {
  return lastSaved;
}
let storageListenerAdded = false;

// ---- Reading -----------------------------------------------------------------

interface StoredState {
  calculations: SavedCalculation[];
  lastSaved: string | null;
  /** The raw stored text ('' when nothing is stored or it cannot be read). */
  text: string;
  /** True when stored text exists but is not a readable list of calculations. */
  unreadable?: boolean;
  /**
   * Items of a readable list that are not calculations we can show (a bare string, an object
   * without an id, name or type). They are set aside as a backup, with a notice, never dropped
   * silently (docs/product.md §4).
   */
  skipped?: unknown[];
}

export const EMPTY: StoredState = { calculations: [], lastSaved: null, text: '' };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Items we can show: objects with a string id, name and type. Others are skipped, not rewritten. */
function isStoredCalculation(value: unknown): value is SavedCalculation {
  return isRecord(value) && typeof value.id === 'string' && typeof value.name === 'string' && typeof value.type === 'string';
}

export function readStorage(): StoredState {
  let text: string | null;
  try {
    text = backends.local()?.getItem(STORAGE_KEY) ?? null;
  } catch (err) {
    console.error('Saved calculations: storage cannot be read', err);
    return EMPTY;
  }
  if (!text) return EMPTY;
  try {
    const parsed: unknown = JSON.parse(text);
    // The documented shape, and a bare array as a lenient fallback.
    const list = Array.isArray(parsed) ? parsed : isRecord(parsed) ? parsed.calculations : undefined;
    if (!Array.isArray(list)) throw new Error('no calculations list');
    const stored = isRecord(parsed) && typeof parsed.lastSaved === 'string' ? parsed.lastSaved : null;
    // Items are kept exactly as stored (no re-shaping), so an export equals what is stored.
    const calculations = list.filter(isStoredCalculation);
    // An empty slot (null) holds nothing to keep; anything else we cannot show is set aside.
    const skipped = list.filter((item) => !isStoredCalculation(item) && item !== null && item !== undefined);
    return skipped.length > 0 ? { calculations, lastSaved: stored, text, skipped } : { calculations, lastSaved: stored, text };
  } catch (err) {
    console.error('Saved calculations: stored data is not valid; it is kept aside as a backup', err);
    return { ...EMPTY, text, unreadable: true };
  }
}

export function publish(state: StoredState): void {
  lastSaved = state.lastSaved;
  $savedCalculations.set(state.calculations);
  $savedCalculationsLoaded.set(true);
}

/**
 * Read storage into `$savedCalculations` (client only; a no-op on the server).
 * Safe to call many times; pass `force` to re-read. Also follows changes made in
 * other tabs. Returns the list.
 */
export function loadSavedCalculations(force = false): readonly SavedCalculation[] {
  if (typeof window === 'undefined' && backends === browserBackends) return $savedCalculations.get();
  if (force || !$savedCalculationsLoaded.get()) {
    publish(setAsideUnreadable(readStorage()));
    $backups.set(listBackups());
  }
  if (!storageListenerAdded && typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
    storageListenerAdded = true;
    window.addEventListener('storage', (event) => {
      if (event.key === STORAGE_KEY || event.key === null) publish(readStorage());
    });
  }
  return $savedCalculations.get();
}

// ---- Writing -----------------------------------------------------------------

export function failureReason(err: unknown): StorageFailureReason {
  const { name, code } = (typeof err === 'object' && err !== null ? err : {}) as { name?: unknown; code?: unknown };
  // 22: QUOTA_EXCEEDED_ERR; 1014: Firefox's NS_ERROR_DOM_QUOTA_REACHED; 18: SECURITY_ERR.
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014) return 'quota';
  if (name === 'SecurityError' || code === 18) return 'blocked';
  return 'unknown';
}

export function localStorageOrThrow(): StorageLike {
  let storage: StorageLike | null;
  try {
    storage = backends.local();
  } catch (err) {
    // Any refusal to hand out the storage object means the browser blocks it.
    const reason = failureReason(err);
    throw new StorageWriteError(reason === 'unknown' ? 'blocked' : reason, { cause: err });
  }
  if (!storage) throw new StorageWriteError('blocked');
  return storage;
}

/**
 * Copy unreadable stored text, or the items of the list that cannot be shown, to a new backup
 * key, then remove them from the main key (only once the copy is safely written). Returns the state with the text gone when it
 * was set aside; when the copy cannot be written (storage full), the text stays where
 * it is and writes keep refusing to overwrite it (see `commit`).
 */
function setAsideUnreadable(state: StoredState): StoredState {
  if (!state.unreadable && !state.skipped) return state;
  try {
    const storage = backends.local();
    if (!storage) return state;
    if (state.unreadable) {
      storage.setItem(freeBackupKey(storage), state.text);
      storage.removeItem(STORAGE_KEY);
      $backups.set(listBackups());
      return EMPTY;
    }
    // Items we cannot show: their own backup (the BackupNotice says so), then the list without them.
    storage.setItem(freeBackupKey(storage), JSON.stringify(state.skipped, null, 2));
    const text = JSON.stringify({ calculations: state.calculations, lastSaved: state.lastSaved });
    storage.setItem(STORAGE_KEY, text);
    $backups.set(listBackups());
    return { calculations: state.calculations, lastSaved: state.lastSaved, text };
  } catch (err) {
    console.error('Saved calculations: unreadable data could not be set aside', err);
    return state;
  }
}

/**
 * A backup key no other backup uses: `<prefix><time>`, or `<prefix><time>-<n>` when two
 * backups are made in the same millisecond (a second must never overwrite the first).
 */
function freeBackupKey(storage: StorageLike): string {
  const base = `${BACKUP_KEY_PREFIX}${Date.now()}`;
  let key = base;
  for (let n = 2; storage.getItem(key) !== null; n++) key = `${base}-${n}`;
  return key;
}

/** Write the whole list; only on success does the in-memory list change. */
export function commit(calculations: SavedCalculation[], nextLastSaved: string | null): void {
  const storage = localStorageOrThrow();
  // Never overwrite stored text we cannot read: keep it under a backup key first.
  const before = readStorage();
  if ((before.unreadable || before.skipped) && setAsideUnreadable(before) === before) throw new StorageWriteError('quota');
  const text = JSON.stringify({ calculations, lastSaved: nextLastSaved });
  try {
    storage.setItem(STORAGE_KEY, text);
  } catch (err) {
    throw new StorageWriteError(failureReason(err), { cause: err });
  }
  publish({ calculations, lastSaved: nextLastSaved, text });
}

/** 'calc_' + timestamp + '_' + random suffix (docs/product.md §3), unique among `taken`. */
export function newCalculationId(taken: ReadonlySet<string> = new Set()): string {
  for (;;) {
    const id = `calc_${Date.now()}_${Math.random().toString(36).slice(2, 11).padEnd(9, '0')}`;
    if (!taken.has(id)) return id;
  }
}

export function cleanDescription(description: unknown): string | undefined {
  if (typeof description !== 'string') return undefined;
  const trimmed = description.trim();
  return trimmed === '' ? undefined : trimmed;
}

// ---- Backups of unreadable data ---------------------------------------------

/** Backups of unreadable saved data in this browser, newest first. Filled by `loadSavedCalculations`. */
export const $backups = atom<readonly SavedDataBackup[]>([]);

/** Every backup key in local storage, newest first (empty when storage cannot be listed). */
export function listBackups(): SavedDataBackup[] {
  try {
    const storage = backends.local();
    if (!storage || typeof storage.key !== 'function' || typeof storage.length !== 'number') return [];
    const found: SavedDataBackup[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(BACKUP_KEY_PREFIX)) continue;
      const time = Number(key.slice(BACKUP_KEY_PREFIX.length).split('-')[0]);
      found.push({ key, savedAt: Number.isFinite(time) && time > 0 ? new Date(time) : null, text: storage.getItem(key) ?? '' });
    }
    return found.sort((a, b) => (b.savedAt?.getTime() ?? 0) - (a.savedAt?.getTime() ?? 0));
  } catch (err) {
    console.error('Saved calculations: backups cannot be listed', err);
    return [];
  }
}

/** The file name a backup downloads as: saved-calculations-backup-YYYY-MM-DD.txt. */
export function backupFileName(backup: SavedDataBackup): string {
  const date = backup.savedAt ?? new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `saved-calculations-backup-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.txt`;
}

/** Remove one backup (after the visitor has downloaded it or chosen to let it go). */
export function deleteBackup(key: string): void {
  if (!key.startsWith(BACKUP_KEY_PREFIX)) return;
  const storage = localStorageOrThrow();
  try {
    storage.removeItem(key);
  } catch (err) {
    throw new StorageWriteError(failureReason(err), { cause: err });
  }
  $backups.set(listBackups());
}

// ---- Statistics --------------------------------------------------------------

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Count, bytes used and bytes left of the 5 MB budget (docs/product.md §3). */
export function getStorageStats(): StorageStats {
  const { calculations, text } = readStorage();
  const bytesUsed = utf8Length(text);
  return { count: calculations.length, bytesUsed, bytesAvailable: Math.max(0, STORAGE_BUDGET_BYTES - bytesUsed) };
}
