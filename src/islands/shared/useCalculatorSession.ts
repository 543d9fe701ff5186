/**
 * What every calculator does with its session: its tax year, what it opens on mounting, what
 * it remembers for the tab, and Start again. One hook, so the four calculators cannot drift.
 *
 * On mounting (never in the first render, so the server render and hydration agree):
 * - a calculation handed over by /saved-calculations (src/stores/pending-load.ts, spec 000 §4)
 *   opens in the tax year it was saved in (DECISIONS.md §1, §4); the notice under the tax-year
 *   field says what it lost (a year it never had, answers the reader reset) and a toast says
 *   'Calculation loaded';
 * - else what this tab remembered (calculator-session.ts: Back, reload), in its year.
 * Errors are logged only (spec 000 §8). Only once that is done does the calculator remember its
 * answers again, so the defaults never overwrite what was kept.
 *
 * Start again forgets what was remembered, goes back to the year in force, clears the notice,
 * lets the calculator clear its own answers and puts focus on the tax-year field.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TaxYear } from '~/calc/rates';
import type { CalculationType } from '~/lib/calculation-types';
import type { SavedCalculation } from '~/stores/saved-calculations';
import { takePendingLoad } from '~/stores/pending-load';
import { toast, type ToastOptions } from '~/stores/toasts';
import { forget, readRemembered, remember } from './calculator-session';
import { LEGACY_TAX_YEAR_NOTICE, savedTaxYear } from './tax-year';
import type { TaxYearFieldProps } from './TaxYearField';
import useTaxYear from './useTaxYear';

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
  island: CalculationType;
  /** The tax year in force when the page was built (see useTaxYear). */
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
  /** The year the calculator works in. */
  taxYear: TaxYear;
  /** Everything the tax-year field takes but its class: `<TaxYearField {...yearField} />`. */
  yearField: TaxYearFieldProps;
  /** Forget the tab's answers and start with empty ones in the year in force. */
  startAgain: () => void;
}

/** The notice under the tax-year field for a saved calculation just opened, or null. */
export function openedNotice(opened: Opened, legacyYear: boolean): string | null {
  const yearNotice = legacyYear && !opened.handOffToast ? `${LEGACY_TAX_YEAR_NOTICE}.` : null;
  return [yearNotice, ...opened.notices].filter(Boolean).join(' ') || null;
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
    const opened = await steps.openSaved(saved, taxYear);
    return {
      notice: openedNotice(opened, legacy),
      toast: opened.handOffToast ?? { title: 'Calculation loaded', description: `"${saved.name}" was loaded from your saved calculations.` },
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
  const year = useTaxYear(options.buildYear);
  const { choose, reset, taxYear } = year;
  const [notice, setNotice] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  // The handlers of the latest render: the restore below runs once, after mounting.
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const { openSaved, openKept } = latest.current;
    openOnMount<Remembered>({ takeSaved: () => takePendingLoad(island), readKept: () => readRemembered(island), choose, openSaved, openKept })
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

  const startAgain = useCallback(() => {
    forget(island);
    reset();
    setNotice(null);
    latest.current.onStartAgain();
    if (latest.current.focusYearOnStartAgain !== false) requestAnimationFrame(() => document.getElementById(yearFieldId)?.focus());
  }, [island, reset, yearFieldId]);

  const onYearChange = useCallback(
    (y: TaxYear) => {
      choose(y);
      setNotice(null);
    },
    [choose],
  );

  return {
    taxYear,
    yearField: { id: yearFieldId, value: taxYear, current: year.current, notice, onChange: onYearChange },
    startAgain,
  };
}
