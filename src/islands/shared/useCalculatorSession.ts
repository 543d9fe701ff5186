/**
 * What every calculator does with its session: its tax year, its answers, what it opens on
 * mounting, what it remembers for the tab, and Start again. One module, so the four
 * calculators cannot drift.
 *
 * The tax year (docs/rules.md "Tax years"): the first render uses the year in force when the page was
 * built, so the server render and hydration agree even when the build ran in another tax
 * year; after mounting it switches to today's unless a restored calculation chose one.
 *
 * On mounting (never in the first render):
 * - a calculation handed over by /saved-calculations (src/stores/pending-load.ts, docs/product.md §4)
 *   opens in the tax year it was saved in (docs/rules.md "Tax years", docs/product.md §10); the notice under the tax-year
 *   field says what it lost (a year it never had, answers the reader reset) and a toast says
 *   'Calculation loaded';
 * - else what this tab remembered (calculator-session.ts: Back, reload), in its year.
 * Errors are logged only (docs/product.md §8). Only once that is done does the calculator remember its
 * answers again, so the defaults never overwrite what was kept.
 *
 * Start again forgets what was remembered, goes back to the year in force, clears the notice,
 * lets the calculator clear its own answers and puts focus on the tax-year field.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { currentTaxYear, isTaxYear, type TaxYear } from '~/calc/rates';
import type { SavedCalculatorId } from '~/lib/calculators';
import type { SavedCalculation } from '~/stores/saved-calculations';
import { takePendingLoad } from '~/stores/pending-load';
import { toast, type ToastOptions } from '~/stores/toasts';
import { forget, readRemembered, remember } from './calculator-session';
import { LEGACY_TAX_YEAR_NOTICE, savedTaxYear } from './tax-year';
import type { TaxYearFieldProps } from './TaxYearField';

/** What a calculator says once it has put a saved calculation's answers (and result) in place. */
export interface Opened {
  /** Said under the tax-year field after the year's own notice, in order; nulls are skipped. */
  notices: readonly (string | null)[];
  /**
   * Set when the answers were handed over by another calculator rather than saved (a
   * `PendingLoad` with `from`): this toast instead of 'Calculation loaded', and no notice about
   * the year (the hand-off always carries one).
   */
  handOffToast?: ToastOptions;
}

export interface CalculatorSessionOptions<Remembered extends object> {
  island: SavedCalculatorId;
  /** The tax year in force when the page was built (see useCalculatorSession). */
  buildYear?: TaxYear;
  /** The tax-year field's id: Start again puts focus there. */
  yearFieldId: string;
  /**
   * Put a saved calculation's answers and result in place, in `taxYear` (already chosen).
   * `saved.data` and `saved.result` come from storage: read them through the calculator's
   * validating reader. May load that reader first (a promise).
   */
  openSaved: (saved: SavedCalculation, taxYear: TaxYear) => Opened | Promise<Opened>;
  /** Put back what this tab remembered, in `taxYear` (already chosen); every field unchecked. */
  openKept: (kept: Partial<Remembered>, taxYear: TaxYear) => void | Promise<void>;
  /**
   * What to remember for the tab besides the tax year (kept with it): written whenever it
   * changes (keep it memoised), and only after the restore.
   */
  remembered: Remembered;
  /** Start again: put the calculator's own answers, result and place back to their defaults. */
  onStartAgain: () => void;
  /** False when Start again moves focus itself (a wizard going back to its first step). */
  focusYearOnStartAgain?: boolean;
}

export interface CalculatorSession {
  /** The year the calculator works in: the build's in the first render, then today's or the one chosen. */
  taxYear: TaxYear;
  /** Everything the tax-year field takes but its class: `<TaxYearField {...yearField} />`. */
  yearField: TaxYearFieldProps;
  /** Forget the tab's answers and start with empty ones in the year in force. */
  startAgain: () => void;
}

/** Where the answers to open come from, and what the calculator does with them. */
export interface OpenSteps<Remembered extends object> extends Pick<CalculatorSessionOptions<Remembered>, 'openSaved' | 'openKept'> {
  /** The calculation waiting to be opened, taken (removed) from where it waits. */
  takeSaved: () => SavedCalculation | null;
  /** What this tab remembered (read only when nothing waits to be opened). */
  readKept: () => unknown;
  /** Choose the tax year the answers open in (before they are put in place). */
  choose: (year: TaxYear) => void;
}

/**
 * Open a waiting saved calculation in its year, else what the tab remembered in its year.
 * Returns what to say (the notice and the toast) when a saved calculation was opened, else null.
 */
export async function openOnMount<Remembered extends object>(steps: OpenSteps<Remembered>): Promise<{ notice: string | null; toast: ToastOptions } | null> {
  const saved = steps.takeSaved();
  if (saved) {
    const { taxYear, legacy } = savedTaxYear(saved.data);
    steps.choose(taxYear);
    const { notices, handOffToast } = await steps.openSaved(saved, taxYear);
    return {
      notice: [legacy && !handOffToast ? `${LEGACY_TAX_YEAR_NOTICE}.` : null, ...notices].filter(Boolean).join(' ') || null,
      toast: handOffToast ?? { title: 'Calculation loaded', description: `"${saved.name}" was loaded from your saved calculations.` },
    };
  }
  const kept = steps.readKept();
  if (kept && typeof kept === 'object') {
    const { taxYear } = savedTaxYear(kept);
    steps.choose(taxYear);
    await steps.openKept(kept as Partial<Remembered>, taxYear);
  }
  return null;
}

export default function useCalculatorSession<Remembered extends object>(options: CalculatorSessionOptions<Remembered>): CalculatorSession {
  const { island, yearFieldId, remembered } = options;
  const initialYear = isTaxYear(options.buildYear) ? options.buildYear : currentTaxYear();
  const [current, setCurrent] = useState(initialYear);
  const [taxYear, setTaxYear] = useState(initialYear);
  // Set once a year is chosen (the field, a restored calculation): today's year no longer replaces it.
  const chosen = useRef(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);

  const choose = (year: TaxYear) => {
    chosen.current = true;
    setTaxYear(year);
  };

  useEffect(() => {
    const today = currentTaxYear();
    setCurrent(today);
    if (!chosen.current) setTaxYear(today);
    // The first render's handlers: they only set state and refs, which never change.
    openOnMount<Remembered>({ ...options, takeSaved: () => takePendingLoad(island), readKept: () => readRemembered(island), choose })
      .then((said) => {
        if (!said) return;
        setNotice(said.notice);
        toast(said.toast);
      })
      .catch((err: unknown) => console.error('Loading the saved calculation failed', err))
      .finally(() => setRestored(true));
    // Once, after mounting: a later published-rates update must not open it again.
  }, []);

  useEffect(() => {
    if (restored) remember(island, { taxYear, ...remembered });
  }, [island, restored, taxYear, remembered]);

  const startAgain = () => {
    forget(island);
    chosen.current = false;
    setTaxYear(currentTaxYear());
    setNotice(null);
    options.onStartAgain();
    if (options.focusYearOnStartAgain !== false) requestAnimationFrame(() => document.getElementById(yearFieldId)?.focus());
  };

  const onChange = (year: TaxYear) => {
    choose(year);
    setNotice(null);
  };

  return { taxYear, yearField: { id: yearFieldId, value: taxYear, current, notice, onChange }, startAgain };
}

/** How a calculator changes its answers: a function of the latest ones. */
export type UpdateAnswers<Answers> = (change: (current: Answers) => Answers) => void;

/**
 * A calculator's answers, with a ref that always holds the latest. Calculate reads the ref:
 * Enter in a field submits the form before React has re-rendered with the last change.
 * `update` is stable (safe in memoised children).
 */
export function useAnswers<Answers>(initial: () => Answers): [Answers, RefObject<Answers>, UpdateAnswers<Answers>] {
  const [answers, setAnswers] = useState<Answers>(initial);
  const latest = useRef(answers);
  const update = useCallback<UpdateAnswers<Answers>>((change) => {
    const next = change(latest.current);
    latest.current = next;
    setAnswers(next);
  }, []);
  return [answers, latest, update];
}
