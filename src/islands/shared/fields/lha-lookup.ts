/**
 * The postcode lookup visitors press (docs/product.md §7): a local stub that waits as a real
 * service would, then answers from the dataset of src/calc/lha.ts. No network call. Loaded only
 * when someone presses Lookup, with the dataset, so people who never look a postcode up
 * do not download either (useLhaLookup).
 */
import { findLhaArea, isValidUkPostcode, lhaAreaById, lookupLhaPlace, type LhaArea, type LhaPlace } from '~/calc/lha';
import type { RatesTable } from '~/calc/rates';
import { sharedLhaFoundMessages } from '~/i18n/en/shared-lha-found';
import type { ToastOptions } from '~/stores/toasts';

export { isValidUkPostcode };
export { searchLhaPlaces } from '~/calc/lha';
/**
 * An area by its id, for answers carried from one calculator to another (the Universal Credit
 * results into Housing Benefit): from here rather than src/calc/lha.ts, so the dataset stays in
 * the one chunk the lookup already loads (README "Performance").
 */
export { lhaAreaById };

/** The toasts of a lookup that answered (docs/product.md §8, in its words). */
export function foundToast(area: string): ToastOptions {
  const t = sharedLhaFoundMessages.get();
  return { title: t.foundTitle, description: t.found({ area }) };
}

export function notFoundToast(): ToastOptions {
  const t = sharedLhaFoundMessages.get();
  return { title: t.notFoundTitle, description: t.notFound, variant: 'destructive' };
}

/** How long the stub waits before answering, in milliseconds (docs/product.md §7). */
export const LHA_LOOKUP_DELAY_MS = 500;

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abortError = (): unknown => signal?.reason ?? new DOMException('The LHA lookup was aborted', 'AbortError');
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Waits `delayMs` (default `LHA_LOOKUP_DELAY_MS`), then resolves with the area of `postcode` and
 * its rates from `rates`, or null when it is not postcode-shaped or not in the dataset ('Postcode
 * Not Found'). Rejects only when `signal` aborts (an AbortError), so a lookup the visitor has
 * replaced can be dropped.
 */
export async function lookupLha(postcode: string, opts: { delayMs?: number; signal?: AbortSignal; rates?: RatesTable } = {}): Promise<LhaArea | null> {
  const requested = Number(opts.delayMs);
  await wait(Number.isFinite(requested) && requested >= 0 ? requested : LHA_LOOKUP_DELAY_MS, opts.signal);
  try {
    return findLhaArea(postcode, opts.rates);
  } catch {
    // The stub answers nothing on failure.
    return null;
  }
}

/**
 * What a lookup of a postcode found (docs/product.md §7): the area with its rates; an area whose
 * figures the rates table does not hold ('no-figures': the visitor types the rate, from the
 * official lookup); a Northern Ireland postcode; or nothing (`null`).
 */
export type LhaAnswer = { kind: 'found'; area: LhaArea } | { kind: 'no-figures'; place: LhaPlace } | { kind: 'northern-ireland' } | null;

/** The answer for an area chosen by its id (the town or council search), with its rates from `rates`. */
export function answerForArea(place: LhaPlace, rates?: RatesTable): Exclude<LhaAnswer, null> {
  const area = lhaAreaById(place.areaId, rates);
  return area ? { kind: 'found', area } : { kind: 'no-figures', place };
}

/**
 * As `lookupLha`, with what was found when no area with rates was: its district's area without
 * figures, or a Northern Ireland postcode. Rejects only when `signal` aborts.
 */
export async function lookupLhaAnswer(postcode: string, opts: { delayMs?: number; signal?: AbortSignal; rates?: RatesTable } = {}): Promise<LhaAnswer> {
  const area = await lookupLha(postcode, opts);
  if (area) return { kind: 'found', area };
  try {
    const found = lookupLhaPlace(postcode);
    if (found.kind === 'northern-ireland') return found;
    // A postcode's district names one area: its figures are not in the table.
    return found.kind === 'area' ? answerForArea(found.place, opts.rates) : null;
  } catch {
    return null;
  }
}
