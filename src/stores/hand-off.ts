/**
 * Putting a calculation in sessionStorage['loadCalculation'] for its calculator page
 * (docs/product.md §2, §4): a saved calculation opened from /saved-calculations, or one
 * calculator's answers carried to another's page. Apart from pending-load.ts, which every
 * calculator page reads on its first load, so that this is loaded only by pages that write.
 */
import { CALCULATORS, type SavedCalculatorId } from '~/lib/calculators';
import { pendingLoadStorage, PENDING_LOAD_KEY } from './pending-load';
import type { SavedCalculation } from './saved-storage';

/**
 * A calculation waiting for its calculator page. `from` is set when it is not a saved
 * calculation but another calculator's answers carried over (the page says so).
 */
export type PendingLoad<Data = unknown, Result = unknown> = SavedCalculation<Data, Result> & { from?: SavedCalculatorId };

/**
 * Carry one calculator's answers to another's page through the same hand-off as a saved
 * calculation (docs/rules.md "Housing Benefit": new working-age claims are for Universal
 * Credit). `data` is the input of the `type` page; no result goes with it, so the page works
 * it out from those answers. Returns false when session storage refuses (logged only).
 */
export function setPendingHandOff(type: SavedCalculatorId, data: unknown, from: SavedCalculatorId, now: Date = new Date()): boolean {
  const at = now.toISOString();
  const pending: PendingLoad = { id: `from_${from}`, name: `Your ${CALCULATORS[from].name} answers`, type, data, result: null, createdAt: at, updatedAt: at, from };
  return setPendingLoad(pending);
}

/**
 * Put a calculation in sessionStorage['loadCalculation'] for its calculator page to
 * pick up (docs/product.md §2). Returns false when session storage refuses (logged only,
 * docs/product.md §8 "Errors while loading are logged only").
 */
export function setPendingLoad(calculation: SavedCalculation): boolean {
  try {
    const storage = pendingLoadStorage();
    if (!storage) return false;
    storage.setItem(PENDING_LOAD_KEY, JSON.stringify(calculation));
    return true;
  } catch (err) {
    console.error('Saved calculations: could not hand the calculation to its page', err);
    return false;
  }
}
