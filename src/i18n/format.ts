/**
 * Formatting at the edge, in the page's language (./language.ts): numbers, dates and money are
 * written here and nowhere else, through `Intl` with the language's tag. Dates are treated as UTC
 * calendar days so the build's time zone never shifts them (docs/product.md §2: long dates).
 * Money is written by `formatMoney` and `formatMoneyWithPence` in src/calc/money.ts, whose '£1,234.56'
 * every language of the UK writes the same way.
 */
import { language } from './language';
import { tagOf, type Language } from './languages';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(lang: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n:${lang}:${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.NumberFormat(tagOf(lang), options)));
  return format as Intl.NumberFormat;
}

/** A date format of a language, made once. */
export function dateFormat(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d:${lang}:${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(tagOf(lang), options)));
  return format as Intl.DateTimeFormat;
}

/** '12,345': a count or a plain number, grouped as the language groups it. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions, lang: Language = language.get()): string {
  return numberFormat(lang, options).format(value);
}

/** A date from an ISO string or a Date, read as a UTC calendar day when only the day is given; null when unreadable. */
export function toDate(date: Date | string): Date | null {
  const d = typeof date === 'string' ? new Date(date.length === 10 ? `${date}T12:00:00Z` : date) : date;
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * '21/11/2026': the numeric date, in the visitor's own time zone (the day they see on their
 * calendar), or '' when unreadable. English and Welsh both write day, month, year so; written
 * out, as a browser without Welsh locale data writes cy-GB as '11/21/2026'.
 */
export function formatShortDate(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  const two = (n: number) => String(n).padStart(2, '0');
  return Number.isNaN(d.getTime()) ? '' : `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** A moment in UK time, for the admin panel: '7 Apr 2025, 14:05' (medium), '7 April 2025' (date), '14:05' (time). */
export function formatUkTime(date: Date | string | number, style: 'medium' | 'date' | 'time', lang: Language = language.get()): string {
  const d = typeof date === 'number' ? new Date(date) : toDate(date);
  if (!d) return '';
  const options: Intl.DateTimeFormatOptions = style === 'medium' ? { dateStyle: 'medium', timeStyle: 'short' } : style === 'date' ? { dateStyle: 'long' } : { timeStyle: 'short' };
  return dateFormat(lang, { ...options, timeZone: 'Europe/London' }).format(d);
}

/** Sorts text as a reader of the language expects ('Attendance' before 'bedroom tax'). */
export function compareText(a: string, b: string, lang: Language = language.get()): number {
  return a.localeCompare(b, tagOf(lang), { sensitivity: 'base' });
}

/** ISO calendar date ('2025-04-07') for `<time datetime>`. */
export function isoDate(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}
