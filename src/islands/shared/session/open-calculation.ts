/**
 * Opening a calculation on a calculator page (useCalculation): a saved calculation waiting to
 * be opened, else what the tab remembered. Loaded only when one of them is there, so a page
 * opened afresh never downloads it (README "Performance").
 *
 * - A saved calculation (docs/product.md §4, §10) opens in the tax year it was saved in, its
 *   answers read through the calculator's reader; a result saved from answers read whole is
 *   shown as saved, anything else is worked out again. The notice says the year it never had,
 *   what the calculator adds, and the answers the reader reset, in the reader's words.
 * - What the tab remembered (calculator-session.ts) comes back in its year, its result worked
 *   out again.
 */
import type { Dispatch, SetStateAction } from 'react';
import { publishedRatesFor } from '~/stores/rates';
import type { SavedCalculation } from '~/stores/saved-calculations';
import type { ToastOptions } from '~/stores/toasts';
import type { TaxYear } from '~/calc/rates';
import { sharedOpenMessages } from '~/i18n/en/shared-open';
import { resetNotice } from '../saved/saved-input';
import { legacyTaxYearNotice, savedTaxYear, withTaxYear } from './tax-year';
import type { Calculation, CalculationOptions, Engine, Opened, UpdateAnswers } from './useCalculation';

/** Where the answers to open come from, and what the calculator does with them. */
export interface OpenSteps {
  /** The calculation waiting to be opened, taken (removed) from where it waits. */
  takeSaved: () => SavedCalculation | null;
  /** What this tab remembered (read only when nothing waits to be opened). */
  readKept: () => unknown;
  /** Choose the tax year the answers open in (before they are put in place). */
  choose: (year: TaxYear) => void;
  /** Put a saved calculation in place in `taxYear`; what to say, and the answers the reader reset. */
  openSaved: (saved: SavedCalculation, taxYear: TaxYear) => Promise<Opened & { reset: readonly string[] }>;
  /** Put back what the tab remembered in `taxYear`. */
  openKept: (kept: Record<string, unknown>, taxYear: TaxYear) => Promise<void>;
}

/**
 * Open a waiting saved calculation in its year, else what the tab remembered in its year.
 * Returns what to say (the notice and the toast) when a saved calculation was opened, else null.
 */
export async function openOnMount(steps: OpenSteps): Promise<{ notice: string | null; toast: ToastOptions } | null> {
  const saved = steps.takeSaved();
  if (saved) {
    const { taxYear, legacy } = savedTaxYear(saved.data);
    steps.choose(taxYear);
    const opened = await steps.openSaved(saved, taxYear);
    const plain = isHandOff(saved) && !opened.handOffToast ? handedOver(saved) : null;
    const { notices = [], handOffToast, reset } = plain ? { ...opened, notices: [...plain.notices, ...(opened.notices ?? [])], handOffToast: plain.handOffToast } : opened;
    return {
      notice: [legacy && !handOffToast ? legacyTaxYearNotice() : null, ...notices, resetNotice(reset)].filter(Boolean).join(' ') || null,
      toast: handOffToast ?? { title: sharedOpenMessages.get().loadedTitle, description: sharedOpenMessages.get().loaded({ name: saved.name }) },
    };
  }
  const kept = steps.readKept();
  if (kept && typeof kept === 'object' && !Array.isArray(kept)) {
    const { taxYear } = savedTaxYear(kept);
    steps.choose(taxYear);
    await steps.openKept(kept as Record<string, unknown>, taxYear);
  }
  return null;
}

/** Another calculator's answers carried over (setPendingHandOff sets `from`), not a saved calculation. */
function isHandOff(saved: SavedCalculation): boolean {
  return typeof (saved as { from?: unknown }).from === 'string';
}

/**
 * What a calculator that says nothing of its own about a hand-off says (the Pension Credit
 * result opening Housing Benefit or Council Tax Support): where the answers came from, and to
 * check them. `saved.name` is "Your Pension Credit answers".
 */
export function handedOver(saved: SavedCalculation): Required<Pick<Opened, 'notices' | 'handOffToast'>> {
  const t = sharedOpenMessages.get();
  return {
    notices: [t.handedOver({ answers: saved.name })],
    handOffToast: { title: t.handedOverTitle, description: t.handedOverToast({ answers: saved.name }) },
  };
}

/** What the controller hands over to open a calculation. */
export interface OpenCalculation<Input extends object, Result, Place extends object> {
  /** The saved calculation taken from where it waited, or null. */
  saved: SavedCalculation | null;
  /** What the tab remembered (used when nothing was saved). */
  kept: unknown;
  choose: (year: TaxYear) => void;
  options: CalculationOptions<Input, Result, Place>;
  /** The calculator's engine, loaded if it is not there yet (useCalculation's `engine`). */
  engine: () => Promise<Engine<Input, Result>>;
  update: UpdateAnswers<Input>;
  setCalculation: Dispatch<SetStateAction<Calculation<Input, Result> | null>>;
}

/** Open `saved`, else `kept`, putting answers and result in place; what to say, or null (see openOnMount). */
export function openCalculation<Input extends object, Result, Place extends object>({
  saved,
  kept,
  choose,
  options,
  engine: loadEngine,
  update,
  setCalculation,
}: OpenCalculation<Input, Result, Place>): Promise<{ notice: string | null; toast: ToastOptions } | null> {
  return openOnMount({
    takeSaved: () => saved,
    readKept: () => kept,
    choose,
    openSaved: async (calc, year) => {
      const reader = await options.reader();
      const rates = publishedRatesFor(year);
      const { input: answers, reset } = reader.input(calc.data, rates);
      const opened = withTaxYear(answers, year);
      const savedResult = reset.length === 0 ? reader.result(calc.result) : null;
      // A result shown as saved needs no engine; anything else is worked out again, once the engine is there.
      const engine = savedResult ? null : await loadEngine();
      update(() => answers);
      setCalculation({ answers, input: opened, base: opened, result: savedResult ?? engine!(opened, rates), source: savedResult ? 'loaded' : 'calculated' });
      return { ...((await options.openedSaved?.(calc, opened)) ?? {}), reset };
    },
    openKept: async (remembered, year) => {
      const reader = await options.reader();
      const rates = publishedRatesFor(year);
      const answers = reader.input(remembered.input, rates).input;
      const { calculated, calculatedFrom } = remembered;
      // A result to work out again waits for the engine, so the answers and the result come back together.
      const engine = calculated && typeof calculated === 'object' ? await loadEngine() : null;
      update(() => answers);
      if (engine && calculated && typeof calculated === 'object') {
        // The same answers give the same object, so the result is not marked as out of date.
        const calcAnswers = JSON.stringify(calculated) === JSON.stringify(remembered.input) ? answers : reader.input(calculated, rates).input;
        const input = withTaxYear(calcAnswers, year);
        const base = calculatedFrom ? withTaxYear(reader.input(calculatedFrom, rates).input, year) : input;
        setCalculation({ answers: calcAnswers, input, base, result: engine(input, rates), source: 'calculated' });
      }
      options.openedKept?.(remembered as Partial<Place>, answers, Boolean(calculated && typeof calculated === 'object'));
    },
  });
}
