/**
 * What the PIP calculator holds and brings back (useCalculatorSession does the common part):
 * the answers, the conditions box as typed, the tab, and the last result with the answers it
 * was worked out from.
 *
 * - A saved calculation opens in its tax year on the Results tab, showing exactly what was
 *   saved; it is worked out again only when the stored result is unusable (docs/product.md §4, §10).
 * - What the tab remembered (Back, reload) comes back with its tab and its result, worked out
 *   again in its year.
 * - A new tax year works the result out again in that year (docs/rules.md "Tax years").
 * - Start again puts the answers, tab and result back to their defaults, then calls
 *   `onStartAgain` for what the calculator keeps itself.
 *
 * Hydration: the first render uses the defaults; storage is read only after mounting.
 */
import { useEffect, useMemo, useState } from 'react';
import { calculatePip, defaultPipInput, type PipInput } from '~/calc/pip';
import type { RatesTable, TaxYear } from '~/calc/rates';
import useCalculatorSession, { useAnswers, type CalculatorSession, type UpdateAnswers } from '~/islands/shared/useCalculatorSession';
import useRates from '~/islands/shared/useRates';
import { resetFields, resetNotice } from '~/islands/shared/saved-input';
import { withTaxYear } from '~/islands/shared/tax-year';
import { publishedRatesFor } from '~/stores/rates';
import { conditionsToText } from './state';
import { isPipTabId, type PipTabId } from './PipTabNav';
import type { PipSnapshot } from './ResultsTab';

/** What this calculator remembers for the tab besides the tax year (calculator-session.ts). */
interface Remembered {
  input: PipInput;
  tab: PipTabId;
  calculated: PipInput | null;
}

export interface PipSessionOptions {
  /** The tax year in force when the page was built (the first render's year). */
  defaultTaxYear?: TaxYear;
  /** Start again, for what the calculator keeps itself (it must only set state). */
  onStartAgain: () => void;
}

export interface PipSession {
  session: CalculatorSession;
  /** The rates of the session's tax year. */
  rates: RatesTable;
  input: PipInput;
  /** The latest answers, for Calculate (Enter in a field submits before React re-renders). */
  inputRef: { readonly current: PipInput };
  update: UpdateAnswers<PipInput>;
  conditionsText: string;
  setConditionsText: (text: string) => void;
  tab: PipTabId;
  setTab: (tab: PipTabId) => void;
  snapshot: PipSnapshot | null;
  setSnapshot: (snapshot: PipSnapshot | null) => void;
}

export default function usePipSession({ defaultTaxYear, onStartAgain }: PipSessionOptions): PipSession {
  const [input, inputRef, update] = useAnswers<PipInput>(defaultPipInput);
  const [conditionsText, setConditionsText] = useState('');
  const [tab, setTab] = useState<PipTabId>('info');
  const [snapshot, setSnapshot] = useState<PipSnapshot | null>(null);

  const setAnswers = (answers: PipInput) => {
    update(() => answers);
    setConditionsText(conditionsToText(answers.personalInfo.conditions));
  };

  const session = useCalculatorSession<Remembered>({
    island: 'pip',
    buildYear: defaultTaxYear,
    yearFieldId: 'pip-tax-year',
    openSaved: async (saved, savedYear) => {
      // Saved and remembered answers are read through the schema of saved-input.ts, loaded only then.
      const { readSavedPipInput, readSavedPipResult } = await import('./saved-input');
      const { input: read, reset } = readSavedPipInput(saved.data);
      const restoredInput = withTaxYear(read, savedYear);
      // Show exactly what was saved; work it out again when the stored result is unusable or its answers were reset.
      const result = (reset.length === 0 ? readSavedPipResult(saved.result) : null) ?? calculatePip(restoredInput, publishedRatesFor(savedYear));
      setAnswers(restoredInput);
      setSnapshot({ input: restoredInput, result });
      setTab('results');
      return { notices: [resetNotice(resetFields(saved.data, restoredInput))] };
    },
    openKept: async (kept, keptYear) => {
      const { readSavedPipInput } = await import('./saved-input');
      setAnswers(readSavedPipInput(kept.input).input);
      if (isPipTabId(kept.tab)) setTab(kept.tab);
      if (kept.calculated) {
        const calcInput = withTaxYear(readSavedPipInput(kept.calculated).input, keptYear);
        setSnapshot({ input: calcInput, result: calculatePip(calcInput, publishedRatesFor(keptYear)) });
      }
    },
    remembered: useMemo(() => ({ input, tab, calculated: snapshot ? snapshot.input : null }), [input, tab, snapshot]),
    onStartAgain: () => {
      setAnswers(defaultPipInput());
      setSnapshot(null);
      setTab('info');
      onStartAgain();
    },
  });
  const { taxYear } = session;
  const rates = useRates(taxYear);

  // A new tax year works the result out again in that year.
  useEffect(() => {
    setSnapshot((s) => {
      if (!s || s.input.taxYear === taxYear) return s;
      const next = withTaxYear(s.input, taxYear);
      return { input: next, result: calculatePip(next, rates) };
    });
  }, [taxYear, rates]);

  return { session, rates, input, inputRef, update, conditionsText, setConditionsText, tab, setTab, snapshot, setSnapshot };
}
