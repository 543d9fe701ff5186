/**
 * Formatting at the edge: en-GB dates (docs/product.md §2: "dates in en-GB long format").
 * Money is written by `formatMoney` and `formatMoneyWithPence` in src/calc/money.ts.
 */

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '7 April 2025'. Dates are treated as UTC calendar days so the build's time zone never shifts them. */
export function formatLongDate(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(d.getTime()) ? '' : LONG_DATE.format(d);
}

/** ISO calendar date ('2025-04-07') for `<time datetime>`. */
export function isoDate(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}
