/**
 * Formatting at the edge, in the page's language (./language.ts): numbers, dates and money are
 * written here and nowhere else, through `Intl` with the language's tag. Dates are treated as UTC
 * calendar days so the build's time zone never shifts them (docs/product.md §2: long dates).
 * Money is written by `formatMoney` and `formatMoneyWithPence` in src/calc/money.ts, whose '£1,234.56'
 * every language of the UK writes the same way.
 */
import { language } from './language';
import { tagOf, type Language } from './languages';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

/**
 * The month names and the last joining word of a list, for a language whose `Intl` data a browser
 * may not have: Chromium built without Welsh writes 'April 7, 2025' for cy-GB, and Node, which the
 * build runs on, '7 Ebrill 2025', so a page drawn at build time and again in the browser would
 * differ. Written here, every browser and the build write the same. Welsh joins the last item with
 * "ac" before a vowel and "a" before a consonant.
 */
const OWN_WORDS: Partial<Record<Language, { months: readonly string[]; and: (next: string) => string }>> = {
  cy: {
    months: ['Ionawr', 'Chwefror', 'Mawrth', 'Ebrill', 'Mai', 'Mehefin', 'Gorffennaf', 'Awst', 'Medi', 'Hydref', 'Tachwedd', 'Rhagfyr'],
    and: (next) => (/^[aeiouwyâêîôûŵŷ]/i.test(next) ? 'ac' : 'a'),
  },
};

function numberFormat(lang: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n:${lang}:${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.NumberFormat(tagOf(lang), options)));
  return format as Intl.NumberFormat;
}

function dateFormat(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d:${lang}:${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(tagOf(lang), options)));
  return format as Intl.DateTimeFormat;
}

/** '12,345': a count or a plain number, grouped as the language groups it. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions, lang: Language = language.get()): string {
  return numberFormat(lang, options).format(value);
}

function toDate(date: Date | string): Date | null {
  const d = typeof date === 'string' ? new Date(date.length === 10 ? `${date}T12:00:00Z` : date) : date;
  return Number.isNaN(d.getTime()) ? null : d;
}

/** '7 April 2025', or '' for a date that cannot be read. */
export function formatLongDate(date: Date | string, lang: Language = language.get()): string {
  const d = toDate(date);
  const own = OWN_WORDS[lang];
  if (d && own) return `${d.getUTCDate()} ${own.months[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  return d ? dateFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d) : '';
}

/** '21/11/2026': the numeric date, in the visitor's own time zone (the day they see on their calendar), or '' when unreadable. */
export function formatShortDate(date: Date | string, lang: Language = language.get()): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(d.getTime()) ? '' : dateFormat(lang, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);
}

/** 'April 2025': a month and year, as the legal pages date their last change. */
export function formatMonthYear(date: Date | string, lang: Language = language.get()): string {
  const d = toDate(date);
  const own = OWN_WORDS[lang];
  if (d && own) return `${own.months[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  return d ? dateFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d) : '';
}

/** A moment in UK time, for the admin panel: '7 Apr 2025, 14:05' (medium), '7 April 2025' (date), '14:05' (time). */
export function formatUkTime(date: Date | string | number, style: 'medium' | 'date' | 'time', lang: Language = language.get()): string {
  const d = typeof date === 'number' ? new Date(date) : toDate(date);
  if (!d) return '';
  const options: Intl.DateTimeFormatOptions = style === 'medium' ? { dateStyle: 'medium', timeStyle: 'short' } : style === 'date' ? { dateStyle: 'long' } : { timeStyle: 'short' };
  return dateFormat(lang, { ...options, timeZone: 'Europe/London' }).format(d);
}

/**
 * 'a, b and c': parts joined as the language joins a list of things that all apply; with
 * `'commas'`, 'a, b, c', the parts of one description; with `'semicolons'`, 'a; b; c', the steps
 * of one working in turn.
 */
export function formatList(parts: readonly string[], joined: 'and' | 'commas' | 'semicolons' = 'and', lang: Language = language.get()): string {
  if (joined === 'semicolons') return parts.join('; ');
  const own = OWN_WORDS[lang];
  if (own) {
    const last = parts[parts.length - 1] ?? '';
    if (joined === 'commas' || parts.length < 2) return parts.join(', ');
    return `${parts.slice(0, -1).join(', ')} ${own.and(last)} ${last}`;
  }
  const key = `l:${joined}:${lang}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.ListFormat(tagOf(lang), joined === 'and' ? { type: 'conjunction' } : { type: 'unit', style: 'short' })));
  return (format as Intl.ListFormat).format(parts);
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
