/**
 * The postcode → Local Housing Allowance lookup of the Universal Credit and Housing Benefit
 * calculators (docs/product.md §4, §7, §8), drawn by LhaPostcodeField.
 *
 * `lookupLhaAnswer` (lha-lookup.ts) is a local stub (docs/product.md §7): it waits 500 ms and answers
 * from a fixed dataset, with no network call. Its module, with the postcode table, is loaded
 * only when someone presses Lookup, so people who never look a postcode up do not
 * download it. That load is the lookup's one real way to fail (a phone that has lost its
 * connection since the page loaded), and it gives the 'Lookup Failed' toast (docs/product.md §8).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LhaArea, LhaPlace } from '~/calc/lha';
import type { RatesTable } from '~/calc/rates';
import { toast, type ToastOptions } from '~/stores/toasts';
import { sharedLhaToastMessages } from '~/i18n/en/shared-lha-toast';
import { loadLhaRates } from '~/stores/rates';

/** What the last lookup found out, shown by the postcode field. */
export type LookupOutcome =
  | { kind: 'idle' }
  | { kind: 'empty' }
  | { kind: 'invalid'; postcode: string }
  | { kind: 'not-found'; postcode: string }
  | { kind: 'failed' }
  | { kind: 'found'; postcode: string; area: LhaArea }
  /** An area found (by its postcode district, or chosen by town or council) whose rates the table does not hold. */
  | { kind: 'no-figures'; postcode: string; areaName: string }
  /** A Northern Ireland postcode: the Northern Ireland Housing Executive sets its own rates. */
  | { kind: 'northern-ireland'; postcode: string };

/** Outcomes after which "Type your town or council" is offered: no area with rates was found. */
export function offersTownSearch(outcome: LookupOutcome): boolean {
  return outcome.kind === 'not-found' || outcome.kind === 'invalid' || outcome.kind === 'no-figures';
}

/**
 * Two of the four toasts of docs/product.md §8, in its words: those said before the lookup's
 * module loads, or when it cannot (the other two come with it, lha-lookup.ts).
 */
export function lookupToast(which: 'required' | 'failed'): ToastOptions {
  const t = sharedLhaToastMessages.get();
  return which === 'required'
    ? { title: t.requiredTitle, description: t.requiredText, variant: 'destructive' }
    : { title: t.failedTitle, description: t.failedText, variant: 'destructive' };
}

export interface LhaLookup {
  /** True while a lookup runs: the button shows 'Looking up…' and does nothing. */
  isLooking: boolean;
  outcome: LookupOutcome;
  /**
   * Look `postcode` up; `onFound` receives the area. Resolves with the area, null when none was
   * found (or the postcode is empty), undefined when the lookup failed or was replaced.
   */
  lookup: (postcode: string, rates: RatesTable, onFound: (area: LhaArea) => void) => Promise<LhaArea | null | undefined>;
  /**
   * Use the area chosen in "Type your town or council": `onFound` receives it when the table has its
   * rates; otherwise the outcome says its rates are not built in. Resolves with the area or null.
   */
  choose: (place: LhaPlace, rates: RatesTable, onFound: (area: LhaArea) => void) => Promise<LhaArea | null>;
  /** Forget the outcome and drop a lookup that is running (the postcode changed). */
  reset: () => void;
  /** Show an area restored from a saved calculation as found. */
  restore: (postcode: string, area: LhaArea | null | undefined) => void;
}

export default function useLhaLookup(): LhaLookup {
  const [isLooking, setLooking] = useState(false);
  const [outcome, setOutcome] = useState<LookupOutcome>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setLooking(false);
    setOutcome({ kind: 'idle' });
  }, []);

  const restore = useCallback((postcode: string, area: LhaArea | null | undefined) => {
    setOutcome(area ? { kind: 'found', postcode, area } : { kind: 'idle' });
  }, []);

  const lookup = useCallback(async (raw: string, rates: RatesTable, onFound: (area: LhaArea) => void): Promise<LhaArea | null | undefined> => {
    const postcode = raw.trim();
    if (!postcode) {
      setOutcome({ kind: 'empty' });
      toast(lookupToast('required'));
      return null;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setLooking(true);
    try {
      const [lha] = await Promise.all([import('./lha-lookup'), loadLhaRates()]);
      const answer = await lha.lookupLhaAnswer(postcode, { rates, signal: controller.signal });
      if (controller.signal.aborted) return undefined;
      if (answer?.kind === 'found') {
        onFound(answer.area);
        setOutcome({ kind: 'found', postcode, area: answer.area });
        toast(lha.foundToast(answer.area.name));
        return answer.area;
      }
      if (answer?.kind === 'no-figures') setOutcome({ kind: 'no-figures', postcode, areaName: answer.place.areaName });
      else if (answer?.kind === 'northern-ireland') setOutcome({ kind: 'northern-ireland', postcode });
      else setOutcome(lha.isValidUkPostcode(postcode) ? { kind: 'not-found', postcode } : { kind: 'invalid', postcode });
      toast(lha.notFoundToast());
      return null;
    } catch (err) {
      // A lookup dropped because the postcode changed says nothing.
      if (controller.signal.aborted) return undefined;
      console.error('LHA lookup failed', err);
      setOutcome({ kind: 'failed' });
      toast(lookupToast('failed'));
      return undefined;
    } finally {
      if (running.current === controller) {
        running.current = null;
        setLooking(false);
      }
    }
  }, []);

  const choose = useCallback(async (place: LhaPlace, rates: RatesTable, onFound: (area: LhaArea) => void): Promise<LhaArea | null> => {
    running.current?.abort();
    running.current = null;
    setLooking(false);
    try {
      const [lha] = await Promise.all([import('./lha-lookup'), loadLhaRates()]);
      const answer = lha.answerForArea(place, rates);
      if (answer.kind === 'found') {
        onFound(answer.area);
        setOutcome({ kind: 'found', postcode: '', area: answer.area });
        toast(lha.foundToast(answer.area.name));
        return answer.area;
      }
      setOutcome({ kind: 'no-figures', postcode: '', areaName: place.areaName });
      return null;
    } catch (err) {
      console.error('LHA lookup failed', err);
      setOutcome({ kind: 'failed' });
      toast(lookupToast('failed'));
      return null;
    }
  }, []);

  return { isLooking, outcome, lookup, choose, reset, restore };
}
