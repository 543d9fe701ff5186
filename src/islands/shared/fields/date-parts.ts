/**
 * A date typed as day, month and year in three boxes (the GOV.UK date input pattern: no
 * calendar picker, which is slow to scroll back to a date of birth on a phone), read into the
 * 'YYYY-MM-DD' the engines take. Pure, unit-tested in node (date-parts.test.ts).
 */
import { sharedDateMessages } from '~/i18n/en/shared-date';

/** The three boxes as typed. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const EMPTY_DATE_PARTS: DateParts = { day: '', month: '', year: '' };

/** The boxes of a stored 'YYYY-MM-DD' (numbers without leading zeros, as people type them); empty boxes for anything else. */
export function partsOfIsoDate(iso: string | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return EMPTY_DATE_PARTS;
  const [, year = '', month = '', day = ''] = match;
  return { day: String(Number(day)), month: String(Number(month)), year };
}

/**
 * What the boxes say: `empty` when all three are blank, `valid` with the 'YYYY-MM-DD' of a real
 * calendar date with a four-digit year, else `invalid` with what is wrong, in words for the
 * field's error message.
 */
export function readDateParts(parts: DateParts): { kind: 'empty' } | { kind: 'valid'; iso: string } | { kind: 'invalid'; problem: string } {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (day === '' && month === '' && year === '') return { kind: 'empty' };
  const t = sharedDateMessages.get();
  // The boxes left empty (not all three): the message naming them.
  const missingBoxes: Readonly<Record<string, string>> = {
    day: t.missingDay,
    month: t.missingMonth,
    year: t.missingYear,
    'day month': t.missingDayAndMonth,
    'day year': t.missingDayAndYear,
    'month year': t.missingMonthAndYear,
  };
  const missing = missingBoxes[[day === '' ? 'day' : '', month === '' ? 'month' : '', year === '' ? 'year' : ''].filter(Boolean).join(' ')];
  if (missing) return { kind: 'invalid', problem: missing };
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return { kind: 'invalid', problem: t.notNumbers };
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || m > 12 || d < 1 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return { kind: 'invalid', problem: t.notReal };
  return { kind: 'valid', iso: `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` };
}
