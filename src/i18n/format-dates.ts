/**
 * Long dates and lists, in the page's language (./format.ts writes numbers and the rest): apart
 * from ./format.ts so a calculator's first load, which formats numbers, does not carry the month
 * names and list words a language's own rules need (README "Performance").
 */
import { language } from './language';
import { tagOf, type Language } from './languages';
import { dateFormat, toDate } from './format';

const lists = new Map<string, Intl.ListFormat>();

/**
 * The month names and the last joining word of a list, for a language whose `Intl` data a browser
 * may not have: Chromium built without Welsh writes 'April 7, 2025' for cy-GB, and Node, which the
 * build runs on, '7 Ebrill 2025', so a page drawn at build time and again in the browser would
 * differ. Written here, every browser and the build write the same. Welsh joins the last item with
 * "ac" before a vowel and "a" before a consonant.
 */
const OWN_WORDS: Partial<Record<Language, { months: readonly string[]; and: (next: string) => string }>> = {
  cy: {
    months: 'Ionawr Chwefror Mawrth Ebrill Mai Mehefin Gorffennaf Awst Medi Hydref Tachwedd Rhagfyr'.split(' '),
    and: (next) => (/^[aeiouwyâêîôûŵŷ]/i.test(next) ? 'ac' : 'a'),
  },
};

/** '7 April 2025', or '' for a date that cannot be read. */
export function formatLongDate(date: Date | string, lang: Language = language.get()): string {
  const d = toDate(date);
  const own = OWN_WORDS[lang];
  if (d && own) return `${d.getUTCDate()} ${own.months[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  return d ? dateFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d) : '';
}

/** 'April 2025': a month and year, as the legal pages date their last change. */
export function formatMonthYear(date: Date | string, lang: Language = language.get()): string {
  const d = toDate(date);
  const own = OWN_WORDS[lang];
  if (d && own) return `${own.months[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  return d ? dateFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d) : '';
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
  const key = `${joined}:${lang}`;
  let format = lists.get(key);
  if (!format) lists.set(key, (format = new Intl.ListFormat(tagOf(lang), joined === 'and' ? { type: 'conjunction' } : { type: 'unit', style: 'short' })));
  return format.format(parts);
}
