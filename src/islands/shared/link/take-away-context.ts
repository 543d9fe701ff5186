/**
 * What a calculator's results need to print its answers and put them in a link (TakeAway.tsx):
 * the calculator's id and its saved-input reader. The controller (useCalculation) makes it and
 * CalculatorFrame provides it, so every calculator's results find it the same way.
 */
import { createContext } from 'react';
import type { SavedCalculatorId } from '~/lib/calculators';
import type { SavedInputReader } from '../saved/schema';

/** The calculator whose result is shown, and the reader of its answers (loaded only when used). */
export interface TakeAwaySource {
  island: SavedCalculatorId;
  // The reader of one calculator; the print and the link only read answers through it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  reader: () => Promise<SavedInputReader<any, unknown>>;
}

export const TakeAwayContext = createContext<TakeAwaySource | null>(null);
