/**
 * The controller every calculator shares: its answers, its result and its tax year, and what
 * happens to them. A calculator brings its engine, its saved-input reader and its fields; this
 * module does the rest the same way for all of them, so they cannot drift.
 *
 * The tax year (docs/rules.md "Tax years"): the first render uses the year in force when the
 * page was built, so the server render and hydration agree even when the build ran in another
 * tax year; after mounting it switches to today's unless a restored calculation chose one.
 *
 * On mounting (never in the first render):
 * - a calculation handed over by /saved-calculations (src/stores/pending-load.ts,
 *   docs/product.md §4) opens in the tax year it was saved in (docs/product.md §10), its
 *   answers read through the calculator's reader; a result saved from answers read whole is
 *   shown as saved, anything else is worked out again. The notice under the tax-year field says
 *   what it lost (a year it never had, the answers the reader reset, in the reader's words) and
 *   a toast says 'Calculation loaded';
 * - else what this tab remembered (calculator-session.ts: Back, reload), in its year.
 * A link with answers (`#a=…`, open-link.ts) opens before either, as a saved calculation does.
 * Errors are logged only (docs/product.md §8). Only once that is done does the calculator
 * remember its answers again, so the defaults never overwrite what was kept.
 *
 * The engine may come as a loader (`{ load }`), so that the page's first load does not carry it
 * (README "Performance"): it starts loading with the first answer changed (with `preload`), and
 * Calculate, opening a calculation that needs working out, or a new year for a result shown as
 * saved wait for it when it is not there yet (a Calculate that waited then works with the form as
 * it stands, unless Start again came first; a failed load says 'Calculation Error'). Once it is
 * there, everything runs as with an engine given outright, in the same event.
 *
 * Calculate gathers the field notes for the summary above the form. When one of them is an answer
 * a field changed that no summary has listed yet ('twelve hundred' kept as £0), it stops there: the
 * summary shows it and asks to calculate again (docs/product.md §5), so no figure is worked out from
 * an answer the visitor has not seen. Otherwise it works the result out from the latest answers
 * with the year's published rates, says 'Calculation Complete' and sends the one
 * anonymous usage event (src/lib/usage.ts); if the engine ever throws (it is built never to,
 * docs/rules.md "Common to every engine") it says 'Calculation Error' (docs/product.md §8).
 * A result worked out here follows new published rates and a new tax year; a saved result
 * opened as saved stays as it was until the year changes.
 *
 * The 'Calculation Complete' toast goes as soon as its figure is out of date: the earnings slider,
 * new rates or a new year, Start again, or the result cleared.
 *
 * Start again forgets what was remembered, goes back to the year in force and the default
 * answers, clears the result, the notes and the notice, and puts focus on the tax-year field.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { currentTaxYear, isTaxYear, type RatesTable, type TaxYear } from '~/calc/rates';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import type { SavedCalculatorId } from '~/lib/calculators';
import { recordCalculatorUsage, useRecordFirstUse } from '~/lib/usage';
import type { SavedCalculation } from '~/stores/saved-calculations';
import { takePendingLoad } from '~/stores/pending-load';
import { dismissToast, toast, type ToastOptions } from '~/stores/toasts';
import { sharedSessionMessages } from '~/i18n/en/shared';
import { forget, readRemembered, remember } from './calculator-session';
import type { ErrorSummaryItem } from '../fields/ErrorSummary';
import { FieldNotes } from '../fields/field-notes';
import type { SavedInputReader } from '../saved/schema';
import { showChosenTaxYear, withTaxYear, type WithTaxYear } from './tax-year';
import type { TaxYearFieldProps } from '../fields/TaxYearField';
import useLoadOnChange from './useLoadOnChange';
import useRates from './useRates';
import { takeWhereYouLive } from './where-you-live';
import type { UkNation } from '~/calc/nations';
import type { TakeAwaySource } from '../link/take-away-context';
import type { PrintAnswers } from '../link/printed-rows';

/** A calculator's engine: pure, never throws. */
export type Engine<Input, Result> = (input: WithTaxYear<Input>, rates: RatesTable) => Result;

/** The engine, or how to load it when the page's first load should not carry it (see the file comment). */
export type EngineSource<Input, Result> = Engine<Input, Result> | { load: () => Promise<Engine<Input, Result>> };

/** What Calculate did: the new calculation and the notes no earlier Calculate had listed. */
export interface Calculated<Input, Result> {
  calculation: Calculation<Input, Result>;
  notes: ErrorSummaryItem[];
}

/** A worked-out result with what it was worked out from. */
export interface Calculation<Input, Result> {
  /** The answers as Calculate took them (the same object as the form's until it changes): a result is out of date once they differ. */
  answers: Input;
  /** What `result` was worked out from, with its year: what is saved and shown. */
  input: WithTaxYear<Input>;
  /** `input` as Calculate (or opening) made it, kept while `vary` changes `input` (the Universal Credit earnings slider). */
  base: WithTaxYear<Input>;
  result: Result;
  /** 'loaded': a saved result shown as saved, until the year changes; 'calculated': follows new rates. */
  source: 'calculated' | 'loaded';
}

/** What a calculator says besides the reset answers once a saved calculation is in place. */
export interface Opened {
  /** Said under the tax-year field after the year's own notice, before the reset answers; nulls are skipped. */
  notices?: readonly (string | null)[];
  /**
   * Set when the answers were handed over by another calculator rather than saved (a
   * `PendingLoad` with `from`): this toast instead of 'Calculation loaded', and no notice about
   * the year (the hand-off always carries one).
   */
  handOffToast?: ToastOptions;
}

/** The words of the 'Calculation Complete' toast: 'Your estimated {benefit}: £X per {per}'. */
export interface CalculatedSummary {
  benefit: string;
  /** In pounds. */
  amount: number;
  per: 'week' | 'month';
  /** The toast's title where docs/product.md §8 words it otherwise (PIP: 'Assessment Complete'). */
  title?: string;
}

/** What the calculator remembers for the tab (calculator-session.ts): the answers, the result's answers, and its own place. */
export type Remembered<Input, Place> = Place & { taxYear: TaxYear; input: Input; calculated: WithTaxYear<Input> | null; calculatedFrom?: WithTaxYear<Input> };

export interface CalculationOptions<Input extends object, Result, Place extends object> {
  island: SavedCalculatorId;
  /** The tax year in force when the page was built (see the file comment). */
  buildYear?: TaxYear;
  /** The tax-year field's id: Start again puts focus there. */
  yearFieldId: string;
  /** The engine (pure, never throws), or `{ load }` to load it with the first answer or when first needed. */
  engine: EngineSource<Input, Result>;
  /** The answers of a new calculation (docs/product.md §3). */
  defaults: () => Input;
  /** The calculator's saved-input reader, loaded only when saved or remembered answers are opened. */
  reader: () => Promise<SavedInputReader<Input, Result>>;
  /** The calculator's printout of the answers (its printed-answers.ts), loaded only when a result is shown. */
  printout: () => Promise<PrintAnswers<WithTaxYear<Input>, Result, RatesTable>>;
  /** What Calculate works out from the answers (what the form hides left out); the answers themselves when not given. */
  forCalculation?: (answers: Input, rates: RatesTable) => Input;
  /** The 'Calculation Error' toast's text where docs/product.md §8 words it otherwise; default 'Please check your inputs and try again.'. */
  errorText?: string;
  /** The 'Calculation Complete' toast's figure; no toast when not given (a wizard that moves to its results step). */
  summary?: (result: Result) => CalculatedSummary;
  /** Started loading on the first answer changed, so it is there by Calculate (useLoadOnChange; module-level). */
  preload?: () => Promise<unknown>;
  /** The calculator's own place (its tab or step), remembered with the answers; keep it memoised. */
  place: Place;
  /** A saved calculation's answers and result are in place: go where it is shown, and say anything more. */
  openedSaved?: (saved: SavedCalculation, input: WithTaxYear<Input>) => Opened | void | Promise<Opened | void>;
  /** What the tab remembered is back (`answers`): put back the place (`hasResult`: a result came back too). */
  openedKept?: (kept: Partial<Place>, answers: Input, hasResult: boolean) => void;
  /** Start again, for what the calculator keeps itself (its place): set state only. */
  onStartAgain?: () => void;
  /** False when Start again moves focus itself (a wizard going back to its first step). */
  focusYearOnStartAgain?: boolean;
  /** The answers with where you live set to `nation`: a checker's result opened this page (where-you-live.ts). */
  withNation?: (answers: Input, nation: UkNation) => Input;
}

export interface CalculationController<Input, Result> {
  /** The year the calculator works in: the build's in the first render, then today's or the one chosen. */
  taxYear: TaxYear;
  /** The rates of that year, with any the admin published. */
  rates: RatesTable;
  /** Everything the tax-year field takes but its class: `<TaxYearField {...yearField} />`. */
  yearField: TaxYearFieldProps;
  /** The answers, and a ref that always holds the latest (Enter submits before React re-renders). */
  input: Input;
  inputRef: RefObject<Input>;
  /** Change the answers: a function of the latest ones (stable, safe in memoised children). */
  update: UpdateAnswers<Input>;
  calculation: Calculation<Input, Result> | null;
  /** The number fields' notes (provide with FieldNotesContext), and those listed by the last Calculate. */
  fieldNotes: FieldNotes;
  /** False until the calculator has opened what was waiting or remembered, in its year (CalculatorFrame marks it). */
  restored: boolean;
  notes: ErrorSummaryItem[];
  /** True after a Calculate that stopped at answers a field changed: the summary asks to calculate again. */
  heldBack: boolean;
  /**
   * Calculate, then `then` with the new calculation and the notes no earlier Calculate had listed
   * (the summary takes focus when there are any), in the same event as the result is set: at once
   * when the engine is there, else once it has loaded (with the answers of then). No `then` when
   * there is no new result: the engine failed, it was held back, or Start again came first.
   */
  calculate: (then?: (done: Calculated<Input, Result>) => void) => void;
  /** Work the result out again from `input`, keeping the calculation's base (the earnings slider). */
  vary: (input: Input) => void;
  /** Drop the result and keep the answers (a wizard's Start Over). */
  clearResult: () => void;
  /** Forget the tab's answers and start with the defaults in the year in force. */
  startAgain: () => void;
  /** The calculator and its printout of the answers, for the printout and the link (give it to CalculatorFrame). */
  takeAway: TakeAwaySource;
}

/**
 * The 'Calculation Error' toast (docs/product.md §8), one wording for every calculator, or with a
 * calculator's own words (docs/product.md §8: PIP asks to check 'your selections').
 */
export function calculationErrorToast(description?: string): ToastOptions {
  const t = sharedSessionMessages.get();
  return { title: t.errorTitle, description: description ?? t.errorText, variant: 'destructive' };
}

/** The 'Calculation Complete' toast (docs/product.md §8): 'Your estimated PIP: £73.90 per week'. */
export function calculatedToast({ benefit, amount, per, title }: CalculatedSummary): ToastOptions {
  const t = sharedSessionMessages.get();
  const values = { benefit, amount: formatMoneyWithPence(toPence(amount)) };
  return { title: title ?? t.calculatedTitle, description: per === 'week' ? t.calculatedWeek(values) : t.calculatedMonth(values) };
}

/**
 * Whether the 'Calculation Complete' toast still tells the truth after the result was worked out
 * again (new rates, a new year): its figure and period are the same. Nothing to summarise, or no
 * result on either side, is not the same.
 */
export function sameSummary<Result>(before: { result: Result } | null, after: { result: Result } | null, summary?: (result: Result) => CalculatedSummary): boolean {
  if (!before || !after || !summary) return false;
  const [a, b] = [summary(before.result), summary(after.result)];
  return toPence(a.amount) === toPence(b.amount) && a.per === b.per && a.benefit === b.benefit;
}

/** Whether new rates or `taxYear` work `calculation` out again: it follows the rates (it was worked out here), or its year is not `taxYear`. */
export function isWorkedOutAgain<Input, Result>(calculation: Calculation<Input, Result> | null, taxYear: TaxYear): boolean {
  return calculation !== null && (calculation.source === 'calculated' || calculation.input.taxYear !== taxYear);
}

/**
 * The calculation in `taxYear` with `rates`: worked out again when it follows the rates (it was
 * worked out here) or its year is not `taxYear`; else the same object. An engine failure keeps it.
 */
export function recalculated<Input extends object, Result>(
  calculation: Calculation<Input, Result> | null,
  taxYear: TaxYear,
  rates: RatesTable,
  engine: Engine<Input, Result>,
): Calculation<Input, Result> | null {
  if (!calculation || !isWorkedOutAgain(calculation, taxYear)) return calculation;
  try {
    const input = withTaxYear(calculation.input, taxYear);
    const base = calculation.base === calculation.input ? input : withTaxYear(calculation.base, taxYear);
    return { ...calculation, input, base, result: engine(input, rates), source: 'calculated' };
  } catch (err) {
    console.error('Calculation failed', err);
    return calculation;
  }
}

/** An engine given outright, or loaded once when first asked for (and asked again after a failed load). */
export interface EngineHolder<Input, Result> {
  /** The engine, when it is there. */
  current: () => Engine<Input, Result> | null;
  /** The engine, loading it if need be. */
  load: () => Promise<Engine<Input, Result>>;
}

export function engineHolder<Input, Result>(source: EngineSource<Input, Result>): EngineHolder<Input, Result> {
  let engine = typeof source === 'function' ? source : null;
  let loading: Promise<Engine<Input, Result>> | null = null;
  return {
    current: () => engine,
    load: () => {
      if (engine) return Promise.resolve(engine);
      if (typeof source === 'function') return Promise.resolve(source);
      loading ??= source.load().then(
        (loaded) => (engine = loaded),
        (err: unknown) => {
          loading = null;
          throw err;
        },
      );
      return loading;
    },
  };
}

/**
 * Run `work` with the engine: at once when it is there, else once it has loaded. A failed load
 * is logged and `failed` runs (docs/product.md §8).
 */
export function withEngine<Input, Result>(engines: EngineHolder<Input, Result>, work: (engine: Engine<Input, Result>) => void, failed?: () => void): void {
  const engine = engines.current();
  if (engine) return work(engine);
  engines.load().then(work, (err: unknown) => {
    console.error('Loading the calculator failed', err);
    failed?.();
  });
}

export default function useCalculation<Input extends object, Result, Place extends object>(
  options: CalculationOptions<Input, Result, Place>,
): CalculationController<Input, Result> {
  const { island, yearFieldId, place } = options;
  useRecordFirstUse(island); // one anonymous start on the first answer changed (src/lib/usage.ts)
  const initialYear = isTaxYear(options.buildYear) ? options.buildYear : currentTaxYear();
  const [current, setCurrent] = useState(initialYear);
  const [taxYear, setTaxYear] = useState(initialYear);
  // Set once a year is chosen (the field, a restored calculation): today's year no longer replaces it.
  const chosen = useRef(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const [input, inputRef, update] = useAnswers<Input>(options.defaults);
  const [calculation, setCalculation] = useState<Calculation<Input, Result> | null>(null);
  const [fieldNotes] = useState(() => new FieldNotes());
  const [notes, setNotes] = useState<ErrorSummaryItem[]>([]);
  const [heldBack, setHeldBack] = useState(false);
  // The 'Calculation Complete' toast on screen: it goes once its figure is no longer the result's.
  const completeToast = useRef<string | null>(null);
  const dropCompleteToast = () => {
    if (completeToast.current) dismissToast(completeToast.current);
    completeToast.current = null;
  };
  const rates = useRates(taxYear);
  const [takeAway] = useState<TakeAwaySource>(() => ({ island, printout: options.printout }));
  // The latest table, for a Calculate that awaited something first (the LHA rates may have joined it meanwhile).
  const latestRates = useRef(rates);
  latestRates.current = rates;
  // The engine (the first render's: it never changes), and what loads with the first answer: it and the calculator's own parts.
  const [engines] = useState(() => engineHolder(options.engine));
  const [preload] = useState(() => {
    const own = options.preload;
    return () => Promise.all([own?.(), typeof options.engine === 'function' ? null : engines.load()]);
  });
  useLoadOnChange(input, preload);
  // The result as last drawn, for new rates to know whether there is anything to work out again.
  const latestCalculation = useRef(calculation);
  latestCalculation.current = calculation;
  // Counts Start again and the result cleared: a Calculate still waiting for the engine then lets go.
  const cleared = useRef(0);

  // The page's intro names the year this calculator works in, on screen and printed.
  useEffect(() => showChosenTaxYear(taxYear), [taxYear]);

  const choose = (year: TaxYear) => {
    chosen.current = true;
    setTaxYear(year);
  };

  useEffect(() => {
    const today = currentTaxYear();
    setCurrent(today);
    if (!chosen.current) setTaxYear(today);
    // A link with answers (open-link.ts) comes before anything waiting; its fragment leaves the
    // address once read, so a reload opens what the tab remembers instead.
    const link = location.hash.startsWith('#a=') ? location.hash : null;
    if (link) history.replaceState(history.state, '', location.pathname + location.search);
    // Where you live, answered in the checker whose result opened this page, wins over what was remembered.
    const nation = options.withNation ? takeWhereYouLive() : null;
    const answerNation = () => {
      if (nation) update((answers) => options.withNation!(answers, nation));
    };
    // Nothing waiting and nothing remembered: the page opens as drawn, and the opening code never loads.
    const saved = link ? null : takePendingLoad(island);
    const kept = saved ? null : readRemembered(island);
    if (!link && !saved && !(kept && typeof kept === 'object')) {
      answerNation();
      setRestored(true);
      return;
    }
    // What opens is most often worked out again: the engine loads beside the reader (a failed load is tried again there).
    engines.load().catch(() => {});
    // The first render's options: they only set state and refs, which never change.
    const steps = { kept, choose, options, engine: engines.load, update, setCalculation };
    (link ? import('./open-link').then(({ openLink }) => openLink(link, steps)) : import('./open-calculation').then(({ openCalculation }) => openCalculation({ ...steps, saved })))
      .then((said) => {
        if (!said) return;
        setNotice(said.notice);
        if (said.toast) toast(said.toast);
      })
      .catch((err: unknown) => console.error('Loading the saved calculation failed', err))
      .finally(() => {
        answerNation();
        setRestored(true);
      });
    // Once, after mounting: a later published-rates update must not open it again.
  }, []);

  // A link with answers pasted into this page's address bar changes only the fragment, which
  // loads nothing: open it as the page would open it afresh.
  useEffect(() => {
    const reopen = () => location.hash.startsWith('#a=') && location.reload();
    addEventListener('hashchange', reopen);
    return () => removeEventListener('hashchange', reopen);
  }, []);

  useEffect(() => {
    if (!restored) return;
    const remembered: Remembered<Input, Place> = {
      ...place,
      taxYear,
      input,
      calculated: calculation?.input ?? null,
      ...(calculation && calculation.base !== calculation.input ? { calculatedFrom: calculation.base } : {}),
    };
    remember(island, remembered);
  }, [island, restored, taxYear, input, calculation, place]);

  // New published rates, or a new tax year, work the result out again (see `recalculated`). The
  // 'Calculation Complete' toast goes only when the total it names has changed: rates that load
  // after Calculate (the published ones, the LHA rates with the lookup) often leave it as it was.
  const lastRates = useRef(rates);
  useEffect(() => {
    if (lastRates.current === rates) return;
    lastRates.current = rates;
    const again = (engine: Engine<Input, Result>) =>
      setCalculation((c) => {
        const next = recalculated(c, taxYear, rates, engine);
        // Dismissing is idempotent, so React calling this updater twice (strict mode) does no harm.
        if (!sameSummary(c, next, options.summary)) dropCompleteToast();
        return next;
      });
    // Without a result there is nothing to work out again, and the engine need not load for it.
    const engine = engines.current();
    if (engine) again(engine);
    else if (isWorkedOutAgain(latestCalculation.current, taxYear)) withEngine(engines, (loaded) => lastRates.current === rates && again(loaded));
  }, [rates, taxYear, engines]);

  const failed = () => toast(calculationErrorToast(options.errorText));

  /** `answers` worked out in `year`, or null (said) should the engine ever throw. */
  const work = (engine: Engine<Input, Result>, answers: Input, year: TaxYear) => {
    try {
      const calcInput = withTaxYear(answers, year);
      return { input: calcInput, result: engine(calcInput, latestRates.current) };
    } catch (err) {
      console.error('Calculation failed', err);
      failed();
      return null;
    }
  };

  const calculate = (then?: (done: Calculated<Input, Result>) => void) => {
    const engine = engines.current();
    if (!engine) {
      // Calculate before the engine is there (nothing answered yet): once it is, Calculate as the
      // form then stands, unless the visitor started again or cleared the result meanwhile.
      const asked = cleared.current;
      withEngine(engines, () => asked === cleared.current && latestCalculate.current(then), failed);
      return;
    }
    dropCompleteToast();
    const listed = fieldNotes.listForSummary();
    setNotes(listed.items);
    setHeldBack(listed.unseen);
    if (listed.unseen) return;
    const answers = inputRef.current;
    const worked = work(engine, options.forCalculation ? options.forCalculation(answers, latestRates.current) : answers, taxYear);
    if (!worked) return;
    const next: Calculation<Input, Result> = { ...worked, answers, base: worked.input, source: 'calculated' };
    setCalculation(next);
    if (options.summary) completeToast.current = toast(calculatedToast(options.summary(next.result)));
    void recordCalculatorUsage(island, true);
    then?.({ calculation: next, notes: listed.fresh });
  };
  // This render's Calculate, for one that waited for the engine: it reads the answers, year and rates of now.
  const latestCalculate = useRef(calculate);
  latestCalculate.current = calculate;

  const vary = (varied: Input) => {
    if (!calculation) return;
    withEngine(
      engines,
      (engine) => {
        const worked = work(engine, varied, calculation.input.taxYear);
        if (!worked) return;
        dropCompleteToast();
        setCalculation({ ...calculation, ...worked, source: 'calculated' });
      },
      failed,
    );
  };

  const startAgain = () => {
    cleared.current += 1;
    dropCompleteToast();
    forget(island);
    chosen.current = false;
    setTaxYear(currentTaxYear());
    setNotice(null);
    update(options.defaults);
    setCalculation(null);
    setNotes([]);
    setHeldBack(false);
    fieldNotes.clear();
    options.onStartAgain?.();
    if (options.focusYearOnStartAgain !== false) requestAnimationFrame(() => document.getElementById(yearFieldId)?.focus());
  };

  const onYearChange = (year: TaxYear) => {
    choose(year);
    setNotice(null);
  };

  return {
    taxYear,
    rates,
    yearField: { id: yearFieldId, value: taxYear, current, notice, onChange: onYearChange },
    input,
    inputRef,
    update,
    calculation,
    fieldNotes,
    restored,
    notes,
    heldBack,
    calculate,
    vary,
    clearResult: () => {
      cleared.current += 1;
      dropCompleteToast();
      setCalculation(null);
    },
    startAgain,
    takeAway,
  };
}

/** How a calculator changes its answers: a function of the latest ones. */
export type UpdateAnswers<Answers> = (change: (current: Answers) => Answers) => void;

/**
 * Answers, with a ref that always holds the latest. Calculate reads the ref: Enter in a field
 * submits the form before React has re-rendered with the last change. `update` is stable.
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
