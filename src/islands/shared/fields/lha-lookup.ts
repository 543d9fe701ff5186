/**
 * The postcode lookup visitors press (docs/product.md §7): a local stub that waits as a real
 * service would, then answers from the dataset of src/calc/lha.ts. No network call. Loaded only
 * when someone presses Lookup, with the dataset, so people who never look a postcode up
 * do not download either (useLhaLookup).
 */
import { answerForArea, isValidUkPostcode, lhaAnswer, lhaAreaById, type LhaAnswer } from '~/calc/lha';
import type { RatesTable } from '~/calc/rates';
import { sharedLhaFoundMessages } from '~/i18n/en/shared-lha-found';
import type { ToastOptions } from '~/stores/toasts';

export { answerForArea, isValidUkPostcode, type LhaAnswer };
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
 * Waits `delayMs` (default `LHA_LOOKUP_DELAY_MS`), then resolves with the whole answer of
 * src/calc/lha.ts `lhaAnswer` for what was typed, its rates from `rates`. Rejects only when
 * `signal` aborts (an AbortError), so a lookup the visitor has replaced can be dropped.
 */
export async function lookupLhaAnswer(postcode: string, opts: { delayMs?: number; signal?: AbortSignal; rates?: RatesTable } = {}): Promise<LhaAnswer> {
  const requested = Number(opts.delayMs);
  await wait(Number.isFinite(requested) && requested >= 0 ? requested : LHA_LOOKUP_DELAY_MS, opts.signal);
  try {
    return lhaAnswer(postcode, opts.rates);
  } catch {
    // The stub answers nothing on failure.
    return null;
  }
}
