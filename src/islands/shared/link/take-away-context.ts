/**
 * What a calculator's results need to print its answers and put them in a link (TakeAway.tsx):
 * the calculator's id and its printout of the answers (its `printed-answers.ts`). The controller
 * (useCalculation) makes it and CalculatorFrame provides it, so every calculator's results find
 * it the same way.
 */
import { createContext } from 'react';
import type { SavedCalculatorId } from '~/lib/calculators';
import type { RatesTable } from '~/calc/rates';
import type { PrintAnswers } from './printed-rows';

/** The calculator whose result is shown, and its printout of the answers (loaded only when a result is shown). */
export interface TakeAwaySource {
  island: SavedCalculatorId;
  // The printout of one calculator; TakeAway.tsx gives it that calculator's own answers and result.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  printout: () => Promise<PrintAnswers<any, any, RatesTable>>;
}

export const TakeAwayContext = createContext<TakeAwaySource | null>(null);
