/**
 * The calculation waiting to be opened on a calculator page (docs/product.md §4: Load on
 * /saved-calculations puts it in sessionStorage['loadCalculation'] and goes to the page), and
 * one calculator's answers handed to another's page the same way (written by hand-off.ts).
 *
 * Kept apart from the saved-calculations store: every calculator page reads it on mounting,
 * and this way its first load does not carry the whole store (README "Performance"). The store
 * re-exports what is here.
 */
import type { SavedCalculatorId } from '~/lib/calculators';
import type { SavedCalculation, StorageLike } from './saved-storage';

/** sessionStorage key of the calculation waiting to be opened (docs/product.md §3). */
export const PENDING_LOAD_KEY = 'loadCalculation';

// Reading window.sessionStorage itself throws SecurityError when the browser blocks site data.
const browserSession = (): StorageLike | null => (typeof window === 'undefined' ? null : window.sessionStorage);
let session: () => StorageLike | null = browserSession;

/** The session storage in use (null on the server or when the browser blocks site data). */
export function pendingLoadStorage(): StorageLike | null {
  return session();
}

/** Replace the session storage (tests); no argument goes back to the browser's own. */
export function setPendingLoadStorage(next?: () => StorageLike | null): void {
  session = next ?? browserSession;
}

function isStoredCalculation(value: unknown): value is SavedCalculation {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.name === 'string' && typeof v.type === 'string';
}

/**
 * On a calculator page: the calculation waiting in sessionStorage['loadCalculation']
 * if it is of this page's `type`. A match is removed and returned; an entry of another
 * type is left for its page; an unreadable entry is removed. Null when nothing matches.
 * Errors are logged only. Call it in an effect (after mounting), never during render.
 *
 * `data` and `result` come from storage: merge them over your defaults rather than
 * trusting every field (the generic parameters are a convenience, not a check).
 */
export function takePendingLoad<Data = unknown, Result = unknown>(type: SavedCalculatorId): SavedCalculation<Data, Result> | null {
  try {
    const storage = session();
    const text = storage?.getItem(PENDING_LOAD_KEY);
    if (!storage || !text) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!isStoredCalculation(parsed)) {
      // Unusable on every page: remove it, so it is not read (and reported) on every visit.
      storage.removeItem(PENDING_LOAD_KEY);
      console.error('Saved calculations: the calculation to load was not readable and has been removed');
      return null;
    }
    if (parsed.type !== type) return null;
    storage.removeItem(PENDING_LOAD_KEY);
    return parsed as SavedCalculation<Data, Result>;
  } catch (err) {
    console.error('Saved calculations: could not read the calculation to load', err);
    return null;
  }
}
