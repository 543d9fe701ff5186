/**
 * Formatting at the edge: money and en-GB dates (docs/product.md §2: "dates in en-GB long format").
 */

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 });

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

const AMOUNT = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '1,234.50' (no currency sign), for texts that put the '£' themselves. */
export function formatAmount(amount: number): string {
  return AMOUNT.format(Number.isFinite(amount) ? amount : 0);
}

/** '£1,234.50'. Non-finite input shows as £0.00 rather than 'NaN'. */
export function formatMoney(amount: number): string {
  return GBP.format(Number.isFinite(amount) ? amount : 0);
}
