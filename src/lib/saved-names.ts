/**
 * How a saved calculation is named and dated where people see it (docs/product.md §4 default
 * name; §2 "Saved calculations": dates in the page's language, numeric).
 */
import { CALCULATORS, type SavedCalculatorId } from './calculators';
import { formatShortDate } from '../i18n/format';
import { savedNameMessages } from '../i18n/en/site-calculators';

/**
 * The name the save dialog suggests: the calculator's name, a dash and today's date in
 * numeric form (docs/product.md §4), e.g. 'Universal Credit - 21/11/2026'.
 */
export function defaultCalculationName(type: SavedCalculatorId, date: Date = new Date()): string {
  return savedNameMessages.get().defaultName({ calculator: CALCULATORS[type].name, date: formatShortDate(date) });
}

/** A saved calculation's date as people read it: '21/11/2026', or '' when unreadable. */
export function formatSavedDate(iso: string): string {
  return formatShortDate(iso);
}
