/**
 * State Pension age from a date of birth (docs/rules.md "Pension Credit" 1 and 4): Pensions Act
 * 1995 Sch 4 para 1, as amended by the Pensions Act 2011 s 1 and the Pensions Act 2014 s 26. Pure:
 * dates are 'YYYY-MM-DD' strings, worked out as calendar dates, never as times.
 *
 * This file is a table of the law, like pip-schedule.ts: the birth dates and ages below are the
 * Act's, the same every year, so src/calc/no-literals.test.ts lists it with the tables. The
 * defaults used without a date of birth read the rates table (general.state-pension-age.highest,
 * pension-credit.savings-credit.born-by-year).
 *
 * For people born before 6 December 1953 the Act gives men and women different ages (men 65,
 * women 60 rising to 65 by table 1). We do not ask anyone's sex, so an answer that depends on it
 * is 'unknown' and the engine uses the answer given, or the default from age.
 */
import type { ResolvedRates, TaxYear } from './rates';
import { taxYearInfo } from './rates';

// The answers from age alone, for the calculators that ask no date of birth (src/calc/pension-age.ts).
export { defaultReachedStatePensionAge, isStatePensionAgeAsked, isStatePensionAgeUnanswered } from './pension-age';

/** A date as its calendar parts. */
interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** 'YYYY-MM-DD' with a real day, or null. */
export function parseIsoDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Days in each month of a common year. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function daysInMonth(year: number, month: number): number {
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && isLeap ? 29 : (MONTH_DAYS[month - 1] ?? 0);
}

function iso({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The day someone born on `birth` reaches `years` and `months`. When that month has no such day
 * (born on the 31st, or on 29 February), the last day of the month: the rule the Pensions Act
 * 2014 s 26(3) wrote for table 3 (Sch 4 para 1(7A): born 31 July 1960, 66 years and 4 months on
 * 30 November 2026), used here for every birthday.
 */
function anniversary(birth: CalendarDate, years: number, months = 0): string {
  const total = birth.month - 1 + months;
  const year = birth.year + years + Math.floor(total / 12);
  const month = (total % 12) + 1;
  return iso({ year, month, day: Math.min(birth.day, daysInMonth(year, month)) });
}

/** Men born before this reach State Pension age at 65 (Sch 4 para 1(1), as amended by the Pensions Act 2011 s 1(2)). */
const MEN_AT_65_BORN_BEFORE = '1953-12-06';
const MEN_AGE = 65;
/** The youngest age at which a woman born before 6 December 1953 reached it (60: Sch 4 para 1(2)). */
const WOMEN_EARLIEST_AGE = 60;

/**
 * Table 2 (substituted by the Pensions Act 2011 s 1(5)): men and women born 6 December 1953 to
 * 5 October 1954, by the month their birthday falls in from the 6th, reach it on these days.
 */
const TABLE_2: ReadonlyArray<readonly [bornFrom: string, reached: string]> = [
  ['1953-12-06', '2019-03-06'],
  ['1954-01-06', '2019-05-06'],
  ['1954-02-06', '2019-07-06'],
  ['1954-03-06', '2019-09-06'],
  ['1954-04-06', '2019-11-06'],
  ['1954-05-06', '2020-01-06'],
  ['1954-06-06', '2020-03-06'],
  ['1954-07-06', '2020-05-06'],
  ['1954-08-06', '2020-07-06'],
  ['1954-09-06', '2020-09-06'],
];
/** Born 6 October 1954 to 5 April 1960: the 66th birthday (Sch 4 para 1(6), as amended by the Pensions Act 2011 s 1(6) and 2014 s 26(2)). */
const AGE_66_FROM = '1954-10-06';
const AGE_66 = 66;
/** Born 6 April 1960 to 5 March 1961: 66 years and 1 to 11 months, one more month for each month of birth (table 3, Pensions Act 2014 s 26(3)). */
const TABLE_3_FROM = { year: 1960, month: 4 };
const TABLE_3_ROWS = 11;
/** Born 6 March 1961 to 5 April 1977: the 67th birthday (Sch 4 para 1(8), as amended by the Pensions Act 2014 s 26(4)). */
const AGE_67_FROM = '1961-03-06';
const AGE_67 = 67;
/** From 6 April 1977 the Pensions Act 2007 raises it between 67 and 68 (table 4), then 68. */
const AGE_68_TRANSITION_FROM = '1977-04-06';
const AGE_68 = 68;
/** The day of the month each table's rows start on. */
const ROW_START_DAY = 6;

/**
 * The day someone born on `dateOfBirth` reaches State Pension age, for people born from
 * 6 December 1953 to 5 April 1977 (the same for men and women); null for any other date, or a
 * value that is not a date. E.g. born 10 September 1960 → '2027-03-10' (66 years and 6 months).
 */
export function statePensionAgeDate(dateOfBirth: unknown): string | null {
  const birth = parseIsoDate(dateOfBirth);
  if (!birth) return null;
  const born = iso(birth);
  if (born < MEN_AT_65_BORN_BEFORE || born >= AGE_68_TRANSITION_FROM) return null;
  if (born < AGE_66_FROM) {
    let reached = TABLE_2[0]?.[1] ?? null;
    for (const [from, day] of TABLE_2) if (born >= from) reached = day;
    return reached;
  }
  if (born >= AGE_67_FROM) return anniversary(birth, AGE_67);
  // Months since the start of table 3, counting a birthday before the 6th in the month before.
  const monthIndex = (birth.year - TABLE_3_FROM.year) * 12 + (birth.month - TABLE_3_FROM.month) - (birth.day < ROW_START_DAY ? 1 : 0);
  if (monthIndex < 0) return anniversary(birth, AGE_66);
  return anniversary(birth, AGE_66, Math.min(monthIndex + 1, TABLE_3_ROWS));
}

/**
 * Whether someone born on `dateOfBirth` has reached State Pension age on `onDate`: true or
 * false, 'unknown' when the answer depends on their sex (born before 6 December 1953, between
 * their 60th and 65th birthdays) or on the Pensions Act 2007's table (born from 6 April 1977,
 * between their 67th and 68th), or null without a valid date of birth and date.
 */
export function hasReachedStatePensionAge(dateOfBirth: unknown, onDate: unknown): boolean | 'unknown' | null {
  if (typeof dateOfBirth !== 'string' || typeof onDate !== 'string') return null;
  // The engines ask on every keystroke, mostly with the same date of birth and day.
  const key = `${dateOfBirth}|${onDate}`;
  let answer = reachedAnswers.get(key);
  if (answer === undefined) {
    answer = reachedOn(dateOfBirth, onDate);
    if (reachedAnswers.size >= ANSWERS_KEPT) reachedAnswers.clear();
    reachedAnswers.set(key, answer);
  }
  return answer;
}

/** Answers kept, by date of birth and day: a bound on memory, not a rate. */
const ANSWERS_KEPT = 1000;
const reachedAnswers = new Map<string, boolean | 'unknown' | null>();

function reachedOn(dateOfBirth: string, onDate: string): boolean | 'unknown' | null {
  const birth = parseIsoDate(dateOfBirth);
  const on = parseIsoDate(onDate);
  if (!birth || !on) return null;
  const day = iso(on);
  const reached = statePensionAgeDate(dateOfBirth);
  if (reached) return day >= reached;
  const born = iso(birth);
  const [earliest, latest] =
    born < MEN_AT_65_BORN_BEFORE ? [anniversary(birth, WOMEN_EARLIEST_AGE), anniversary(birth, MEN_AGE)] : [anniversary(birth, AGE_67), anniversary(birth, AGE_68)];
  if (day >= latest) return true;
  if (day < earliest) return false;
  return 'unknown';
}

/** Everyone born before this reached State Pension age before 6 April 2016: a man born on 5 April 1951 was 65 on 5 April 2016. */
const ALL_BEFORE_2016_BORN_BEFORE = '1951-04-06';
/**
 * No one born from this reached it before 6 April 2016: women born 6 March to 5 April 1953 reached
 * it on 6 March 2016 (Sch 4 table 1), those born from 6 April 1953 from 6 July 2016 (the entries
 * substituted by the Pensions Act 2011 s 1(4)); men born from 6 April 1951 were 65 on or after 6 April 2016.
 */
const NONE_BEFORE_2016_BORN_FROM = '1953-04-06';

/**
 * Whether someone born on `dateOfBirth` reached State Pension age before 6 April 2016 (savings
 * credit, SPCA s 3(1)): true when born before 6 April 1951, false when born from 6 April 1953,
 * 'unknown' between (women did, men did not), null without a valid date of birth.
 */
export function reachedStatePensionAgeBeforeApril2016(dateOfBirth: unknown): boolean | 'unknown' | null {
  const birth = parseIsoDate(dateOfBirth);
  if (!birth) return null;
  const born = iso(birth);
  if (born < ALL_BEFORE_2016_BORN_BEFORE) return true;
  if (born >= NONE_BEFORE_2016_BORN_FROM) return false;
  return 'unknown';
}

/** The tax year's first calendar year: 2026 for 2026/27. */
function firstYearOf(year: TaxYear): number {
  return taxYearInfo(year).startYear;
}

/**
 * The default without a date of birth (docs/rules.md Pension Credit 4): age ≥ the tax year's first
 * calendar year − 1950 (pension-credit.savings-credit.born-by-year), e.g. 76 in 2026/27.
 */
export function defaultReachedBeforeApril2016(age: number, year: TaxYear, amounts: ResolvedRates): boolean {
  return age >= firstYearOf(year) - amounts['pension-credit.savings-credit.born-by-year'];
}

/**
 * Whether the form asks "Did you reach State Pension age before 6 April 2016?": at the ages in
 * the tax year of people born from 6 April 1951 to 5 April 1953 (whose answer depends on sex) and
 * the age the default starts from, e.g. 72 to 75 in 2026/27.
 */
export function isBeforeApril2016Asked(age: number, year: TaxYear): boolean {
  const first = firstYearOf(year);
  // Born 5 April 1953: this age for most of the tax year; born 6 April 1951: this age from its first day.
  const youngest = first - Number(NONE_BEFORE_2016_BORN_FROM.slice(0, 4)) - 1;
  const oldest = first - Number(ALL_BEFORE_2016_BORN_BEFORE.slice(0, 4));
  return age >= youngest && age <= oldest;
}

/**
 * The day State Pension age is checked on for a tax year: today (UK date) while the year is in
 * force, otherwise the year's first day, 6 April (a past or a future year is worked out as at its
 * start). So a date of birth gives the answer someone would get if they claimed now.
 */
export function statePensionAgeCheckDate(year: TaxYear, now?: Date): string {
  const start = taxYearInfo(year).startDate;
  const time = now === undefined || Number.isNaN(now.getTime()) ? Date.now() : now.getTime();
  // 6 April starts at midnight UK time, which is British Summer Time (UTC+1), as currentTaxYear reads it.
  const today = new Date(time + 60 * 60 * 1000).toISOString().slice(0, 10);
  const nextStart = `${firstYearOf(year) + 1}${start.slice(4)}`;
  return today >= start && today < nextStart ? today : start;
}
