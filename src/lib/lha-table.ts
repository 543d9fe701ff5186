/**
 * Reading an official Local Housing Allowance table (docs/product.md §7 "Import LHA rates"): the
 * CSV files the rent officers publish each year (GOV.UK's "Local Housing Allowance (LHA) rates
 * applicable from April 2024" for England, Rent Officers Wales', the Scottish Government's),
 * and the monthly tables of Universal Credit. Pure: text in, areas and problems out; the
 * server compares them with what is published and saves them.
 *
 * - Columns are found by their headings, whatever their case, spacing or order, and other
 *   columns are left alone: the area (a heading with "BRMA", "broad rental market area" or
 *   "area"), then shared accommodation ("shared", "SAR" or "CAT A") and 1 to 4 bedrooms
 *   ("1 bed", "one bedroom" or "CAT B" to "CAT E"). Rows above the heading row (titles) are
 *   read only for whether the figures are weekly or monthly.
 * - Areas are matched by their official names (src/calc/brma.ts), so '&' and 'and' are the same.
 * - Figures may be written '£1,234.56'. Monthly figures (a heading or title that says so, or the
 *   admin's choice when the file does not say) are made weekly, as the rates table keeps them.
 *   Universal Credit turns a weekly LHA into a monthly one as weekly × 52 ÷ 12 (docs/rules.md UC 4;
 *   the Rent Officers (Universal Credit Functions) Order 2013 Sch 1 para 3 turns weekly rents into
 *   monthly ones the same way), so weekly = monthly × 12 ÷ 52, rounded to the nearest penny with
 *   half a penny or more rounding up, as the Orders round every LHA (SI 2013/382 Sch 1 para 2(3)
 *   as made). The rent officers set the monthly figures from monthly rents, so a figure made
 *   weekly may be a penny or two from their weekly table, and its monthly figure again a penny or
 *   two from the one in the file (£341.58 → £78.83 a week → £341.60).
 * - A row that cannot be read (no such area, a figure missing or not an amount, a weekly figure
 *   outside £20 to £2,000, an area twice) is reported with its line and the reason; a row with no figures and no area name (a note
 *   under the table) is left out and listed. A file that cannot be read at all gets one sentence.
 */
import { brmaByName } from '../calc/brma';
import { convertPenceThroughYear, formatMoneyWithPence, periodFactors, toPence, toPounds } from '../calc/money';
import { LHA_CATEGORIES, ratesFor, resolveRates, type LhaCategory, type TaxYear } from '../calc/rates';
import { parseRateAmount } from './rate-amount';

/** Whether a table's figures are weekly (Housing Benefit) or monthly (Universal Credit). */
export type LhaPeriod = 'week' | 'month';

/**
 * Longest table text taken, in characters: England's table, the largest (152 areas), is about
 * 10 KB, and the admin API takes bodies of at most 64 KB (server/routes/admin/index.ts).
 */
export const MAX_LHA_TABLE_CHARS = 60_000;

/**
 * The weekly amounts an LHA rate can be, in pounds (docs/product.md §7 "Import LHA rates"): a
 * sanity bound, not a figure of law, wide enough for any area's rates (the lowest of the
 * official April 2024 tables is Hyndburn's shared accommodation, £67.08; the highest
 * there Inner South East London's 4 bedrooms, £506.30), so that a slipped decimal point
 * ('9050.00' for 90.50) or a wrong column is refused rather than published.
 */
export const LHA_WEEKLY_MIN = 20;
export const LHA_WEEKLY_MAX = 2000;

/**
 * A figure that changes by more than half of what is published (docs/product.md §7 "Import LHA
 * rates"): the new weekly amount is more than 1.5 times the old one or less than half of it. The
 * admin confirms each such area before it is saved, as a single edit asks before a big change.
 */
export function isLhaBigChange(published: number | null, weekly: number): boolean {
  if (published === null || published <= 0) return false;
  const [was, now] = [toPence(published), toPence(weekly)];
  return now * 2 > was * 3 || now * 2 < was;
}

/** Longest file name kept (characters), the name of an official table being under 80. */
export const MAX_FILE_NAME_CHARS = 100;

/** The words a file with no printable name is named by. */
export const UNNAMED_FILE = 'unnamed file';

/**
 * Text as it may be stored and shown anywhere (the rates' `source`, the log, a spreadsheet of
 * them): Unicode in its composed form; no control characters (NUL, line breaks, escapes), no
 * format characters (the bidirectional overrides such as U+202E that reorder what follows, zero
 * widths), no private-use or unassigned code points, no lone surrogates; no '<' or '>', so no
 * markup; every run of spaces one space; no '=', '+', '-', '@' first, which spreadsheets
 * run as a formula (OWASP "CSV injection"); at most `max` characters (whole code points).
 */
export function printableText(text: string, max: number): string {
  let clean = text
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/[\p{Cf}\p{Co}\p{Cn}\p{Cs}<>]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  clean = clean.replace(/^[\s=+\-@]+/u, '');
  const points = Array.from(clean);
  if (points.length > max) clean = points.slice(0, max).join('').trimEnd();
  return clean;
}

/** The name of an imported file as stored and published: `printableText`, or "unnamed file" when nothing printable is left. */
export function cleanFileName(name: string): string {
  return printableText(name, MAX_FILE_NAME_CHARS) || UNNAMED_FILE;
}

/** Each category as the preview and the messages name it. */
export const LHA_CATEGORY_WORDS: Readonly<Record<LhaCategory, string>> = {
  'shared-room': 'shared accommodation',
  'one-bed': '1 bedroom',
  'two-bed': '2 bedrooms',
  'three-bed': '3 bedrooms',
  'four-bed': '4 bedrooms',
};

/** One area read from the table: its weekly rates in pounds. */
export interface LhaTableArea {
  /** The line of the file it was on (1 is the first). */
  line: number;
  /** The area's id in src/calc/brma.ts, e.g. 'central-greater-manchester'. */
  areaId: string;
  /** Its official name. */
  name: string;
  nation: 'England' | 'Wales' | 'Scotland';
  /** Weekly rates in pounds. */
  weekly: Readonly<Record<LhaCategory, number>>;
}

/** A line that could not be read, and why. */
export interface LhaTableProblem {
  line: number;
  /** e.g. 'Line 7 (Ashfrod): "Ashfrod" is not the name of a broad rental market area.' */
  message: string;
}

/** What was read from a table that has its headings. */
export interface LhaTableRead {
  ok: true;
  /** The heading of each column used, e.g. { area: 'BRMA', 'one-bed': 'CAT B' }. */
  headings: Readonly<Record<'area' | LhaCategory, string>>;
  /** Whether the figures in the file were monthly and have been made weekly. */
  convertedFromMonthly: boolean;
  areas: LhaTableArea[];
  problems: LhaTableProblem[];
  /** Lines with neither an area nor figures (notes, sources), left out. */
  notes: Array<{ line: number; text: string }>;
}

/** A file that cannot be read as a table at all. */
export interface LhaTableUnreadable {
  ok: false;
  error: string;
}

export type LhaTableResult = LhaTableRead | LhaTableUnreadable;

const NO_HEADINGS =
  'No heading row was found. The file needs a column of area names (headed "BRMA" or "Broad rental market area") and one column each for shared accommodation, 1 bedroom, 2 bedrooms, 3 bedrooms and 4 bedrooms.';

/** Rows and cells of CSV text (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A heading as compared: lower case, '&' as 'and', every run of other characters one space. */
function normalise(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Headings of each category; shared accommodation first, since its headings may also say "1 bedroom". */
const CATEGORY_HEADINGS: ReadonlyArray<[LhaCategory, RegExp]> = [
  ['shared-room', /\bshared\b|\bsar\b|\bcat(egory)? a\b|^room\b/],
  ['one-bed', /\b(1|one) ?bed|\bcat(egory)? b\b/],
  ['two-bed', /\b(2|two) ?bed|\bcat(egory)? c\b/],
  ['three-bed', /\b(3|three) ?bed|\bcat(egory)? d\b/],
  ['four-bed', /\b(4|four) ?bed|\bcat(egory)? e\b/],
];
const BRMA_HEADING = /\bbrma\b|broad rental market area/;
const AREA_HEADING = /\barea\b|^name$/;
const NOT_AREA_HEADING = /\bcode\b|\bid\b|\bno\b|\bnumber\b|\bref/;
const MONTHLY = /\bmonth(ly)?\b|\bpcm\b|\bmonths\b/;
const WEEKLY = /\bweek(ly)?\b|\bpw\b|\bweeks\b/;

function periodOf(text: string): LhaPeriod | null {
  const words = normalise(text);
  const month = MONTHLY.test(words);
  const week = WEEKLY.test(words);
  return month === week ? null : month ? 'month' : 'week';
}

function categoryOf(heading: string): LhaCategory | null {
  const words = normalise(heading);
  return CATEGORY_HEADINGS.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
}

/** The columns of a heading row: each category's column (weekly preferred when both are given) and the area's. */
interface Columns {
  area: number | null;
  byCategory: Partial<Record<LhaCategory, number>>;
  /** A category with two columns that cannot be told apart: its words and the two headings. */
  clash: string | null;
}

function readHeadings(cells: readonly string[]): Columns {
  const byCategory: Partial<Record<LhaCategory, number>> = {};
  let clash: string | null = null;
  const others: number[] = [];
  cells.forEach((cell, col) => {
    const category = categoryOf(cell);
    if (!category) {
      others.push(col);
      return;
    }
    const before = byCategory[category];
    if (before === undefined) byCategory[category] = col;
    else {
      const [a, b] = [periodOf(cells[before]!), periodOf(cell)];
      if (a === 'month' && b === 'week') byCategory[category] = col;
      else if (!(a === 'week' && b === 'month')) clash ??= `Two columns could be ${LHA_CATEGORY_WORDS[category]}: "${cells[before]!.trim()}" and "${cell.trim()}".`;
    }
  });
  // "BRMA" or "Broad rental market area" before a plain "Area" (which may be a council's).
  const named = (pattern: RegExp) => others.find((col) => pattern.test(normalise(cells[col]!)) && !NOT_AREA_HEADING.test(normalise(cells[col]!)));
  let area = named(BRMA_HEADING) ?? named(AREA_HEADING) ?? null;
  if (area === null && Object.keys(byCategory).length === LHA_CATEGORIES.length) {
    // A heading row with every category but no area heading: the area is the first column left of them.
    const first = Math.min(...Object.values(byCategory));
    area = others.find((col) => col < first) ?? null;
  }
  return { area, byCategory, clash };
}

/** The figure of a cell in pence: '£1,234.56' and ' 90.5 ' read; anything else is null. */
function amountPence(cell: string): number | null {
  const text = cell
    .trim()
    .replace(/^£\s*/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const pounds = parseRateAmount(text);
  return pounds === null || pounds <= 0 ? null : toPence(pounds);
}

/** Whether a file's bytes are a spreadsheet or other binary file rather than CSV text. */
function looksBinary(text: string): boolean {
  return text.startsWith('PK') || text.includes('\u0000');
}

/**
 * Read an LHA table. `period` is used only where neither the headings nor the title say whether
 * the figures are weekly or monthly; `taxYear` names the year whose factors (weeks and months
 * in a year) turn monthly figures into weekly ones.
 */
export function parseLhaTable(text: string, options: { taxYear: TaxYear; period?: LhaPeriod | null }): LhaTableResult {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return { ok: false, error: 'The file is empty.' };
  if (looksBinary(body)) return { ok: false, error: 'The file is not a CSV table. Open it in a spreadsheet, save it as "CSV (comma delimited)" and choose that file.' };
  const rows = parseCsv(body);

  let headingRow = -1;
  let columns: Columns | null = null;
  let best: Columns | null = null;
  for (let r = 0; r < rows.length && headingRow < 0; r++) {
    const found = readHeadings(rows[r]!);
    const count = Object.keys(found.byCategory).length;
    if (count === LHA_CATEGORIES.length && found.area !== null) {
      headingRow = r;
      columns = found;
    } else if (count >= 2 && (!best || count > Object.keys(best.byCategory).length)) best = found;
  }
  if (!columns) {
    const partial = best;
    if (!partial) return { ok: false, error: NO_HEADINGS };
    const missing = LHA_CATEGORIES.filter((c) => partial.byCategory[c] === undefined).map((c) => LHA_CATEGORY_WORDS[c]);
    if (partial.area === null) missing.unshift('the area name (BRMA)');
    return { ok: false, error: `The headings have no column for ${listWords(missing)}. ${partial.clash ?? ''}`.trim() };
  }
  if (columns.clash) return { ok: false, error: columns.clash };
  const headingCells = rows[headingRow]!;
  const byCategory = columns.byCategory as Record<LhaCategory, number>;
  const areaColumn = columns.area!;

  // Weekly or monthly: each column's heading, else the heading row's, else the title above the
  // headings, else the admin's choice.
  const rowPeriod = periodOf(headingCells.join(' '));
  const titlePeriod = periodOf(rows.slice(0, headingRow).flat().join(' '));
  const periods = LHA_CATEGORIES.map((c) => periodOf(headingCells[byCategory[c]]!) ?? rowPeriod ?? titlePeriod ?? options.period ?? null);
  if (periods.includes(null)) {
    return { ok: false, error: 'The file does not say whether its figures are weekly or monthly. Choose which they are and preview it again.' };
  }
  const amounts = resolveRates(ratesFor(options.taxYear));
  const factors = periodFactors(amounts);

  const areas: LhaTableArea[] = [];
  const problems: LhaTableProblem[] = [];
  const notes: Array<{ line: number; text: string }> = [];
  const lineOfArea = new Map<string, number>();
  for (let r = headingRow + 1; r < rows.length; r++) {
    const cells = rows[r]!;
    const line = r + 1;
    const name = (cells[areaColumn] ?? '').trim();
    const figures = LHA_CATEGORIES.map((c) => (cells[byCategory[c]] ?? '').trim());
    if (figures.every((f) => f === '')) {
      if (name !== '' && brmaByName(name)) problems.push({ line, message: `Line ${line} (${name}): has no figures.` });
      else if (cells.some((cell) => cell.trim() !== ''))
        notes.push({
          line,
          text: cells
            .map((cell) => cell.trim())
            .filter(Boolean)
            .join(', '),
        });
      continue;
    }
    const area = name === '' ? null : brmaByName(name);
    const reasons: string[] = [];
    if (name === '') reasons.push('has no area name');
    else if (!area) reasons.push(`"${name}" is not the name of a broad rental market area`);
    const weekly = {} as Record<LhaCategory, number>;
    LHA_CATEGORIES.forEach((category, i) => {
      const cell = figures[i]!;
      const words = LHA_CATEGORY_WORDS[category];
      if (cell === '') {
        reasons.push(`has no figure for ${words}`);
        return;
      }
      const pence = amountPence(cell);
      if (pence === null) {
        reasons.push(`"${cell}" for ${words} is not an amount in pounds and pence`);
        return;
      }
      const weeklyPence = periods[i] === 'month' ? convertPenceThroughYear(pence, 'month', factors) : pence;
      if (weeklyPence < toPence(LHA_WEEKLY_MIN) || weeklyPence > toPence(LHA_WEEKLY_MAX)) {
        const figure = periods[i] === 'month' ? `${poundsText(pence)} a month (${poundsText(weeklyPence)} a week)` : `${poundsText(pence)} a week`;
        const bound = weeklyPence < toPence(LHA_WEEKLY_MIN) ? `less than ${poundsText(toPence(LHA_WEEKLY_MIN))}` : `more than ${poundsText(toPence(LHA_WEEKLY_MAX))}`;
        reasons.push(`${figure} for ${words} is ${bound} a week, which no LHA rate is`);
        return;
      }
      weekly[category] = toPounds(weeklyPence);
    });
    if (area && lineOfArea.has(area.id)) reasons.push(`${area.name} is already on line ${lineOfArea.get(area.id)}`);
    if (reasons.length > 0) {
      const sentence = reasons.join('; ');
      problems.push({ line, message: `Line ${line}${name ? ` (${name})` : ''}: ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.` });
      continue;
    }
    lineOfArea.set(area!.id, line);
    areas.push({ line, areaId: area!.id, name: area!.name, nation: area!.nation, weekly });
  }
  if (areas.length === 0 && problems.length === 0) return { ok: false, error: 'The file has its headings but no areas under them.' };
  const headings = { area: headingCells[areaColumn]!.trim() } as Record<'area' | LhaCategory, string>;
  for (const c of LHA_CATEGORIES) headings[c] = headingCells[byCategory[c]]!.trim();
  return { ok: true, headings, convertedFromMonthly: periods.includes('month'), areas, problems, notes };
}

/** '£1,234.56' of an amount in pence, always with pence, as the results write money (src/calc/money.ts). */
function poundsText(pence: number): string {
  return formatMoneyWithPence(pence);
}

/** 'a', 'a and b', 'a, b and c'. */
function listWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** How an area of the table compares with what is published for the year. */
export type LhaAreaChange = 'added' | 'changed' | 'unchanged';

/** An area of the table with the figures published now (null where none is). */
export interface LhaAreaComparison extends LhaTableArea {
  change: LhaAreaChange;
  published: Readonly<Record<LhaCategory, number | null>>;
  /** The categories whose figure changes by more than half (`isLhaBigChange`): the admin confirms the area before it is saved. */
  bigChanges: LhaCategory[];
}

/**
 * Compare the table's areas with the weekly figures published now (`publishedWeekly(areaId,
 * category)`, null or undefined where there is none): added when the area has no published
 * figure, changed when any figure differs, else unchanged.
 */
export function compareLhaTable(areas: readonly LhaTableArea[], publishedWeekly: (areaId: string, category: LhaCategory) => number | null | undefined): LhaAreaComparison[] {
  return areas.map((area) => {
    const published = {} as Record<LhaCategory, number | null>;
    for (const c of LHA_CATEGORIES) published[c] = publishedWeekly(area.areaId, c) ?? null;
    const values = LHA_CATEGORIES.map((c) => published[c]);
    const change: LhaAreaChange = values.every((v) => v === null)
      ? 'added'
      : LHA_CATEGORIES.some((c) => published[c] === null || toPence(published[c]!) !== toPence(area.weekly[c]))
        ? 'changed'
        : 'unchanged';
    const bigChanges = LHA_CATEGORIES.filter((c) => isLhaBigChange(published[c], area.weekly[c]));
    return { ...area, change, published, bigChanges };
  });
}
