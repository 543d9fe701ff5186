/**
 * How a saved calculation is named and dated where people see it (docs/product.md §4 default
 * name; §2 "Saved calculations": dates in the en-GB locale).
 */
import { CALCULATORS, type SavedCalculatorId } from './calculators';

const NUMERIC_DATE = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });

/**
 * The name the save dialog suggests: the calculator's name, a dash and today's date in
 * en-GB numeric form (docs/product.md §4), e.g. 'Universal Credit - 21/11/2026'.
 */
export function defaultCalculationName(type: SavedCalculatorId, date: Date = new Date()): string {
  return `${CALCULATORS[type].name} - ${NUMERIC_DATE.format(date)}`;
}

/** A saved calculation's date as people read it: '21/11/2026' (en-GB), or '' when unreadable. */
export function formatSavedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : NUMERIC_DATE.format(date);
}
