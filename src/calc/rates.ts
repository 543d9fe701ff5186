/**
 * Every figure the calculators use, dated by tax year (docs/rules.md "Tax years", the official figures).
 *
 * Each figure is described once, in the group files of src/calc/rates/, as one entry with a
 * stable id, label, unit and references; the amounts that change from year to year are written
 * once, in the year's file of src/calc/rates/years/, and derived figures are worked out from
 * their parts. `ratesFor(year)` flattens them into the table of one year that the engines take;
 * `currentTaxYear()` picks the year in force. Calculator pages overlay what an admin published
 * (`GET /api/rates`) with `applyRateOverrides`. Engines never write a figure in code
 * (docs/style.md habit 1); a test scans src/calc for numeric literals to keep it that way.
 *
 * Next April: add the year's file to src/calc/rates/years/ (README "Adding next year's rates");
 * the type checker names any figure left without an amount.
 */

import { formatMoney, toPence } from './money';
import {
  BY_YEAR,
  everyYear,
  TAX_YEAR_IDS,
  type AmountSource,
  type BenefitGroup,
  type RateDef,
  type RateSpec,
  type RateUnit,
  type Reference,
  type TaxYear,
  type YearAmounts,
} from './rates/define';
import { UNIVERSAL_CREDIT_RATES } from './rates/universal-credit';
import { HOUSING_BENEFIT_RATES } from './rates/housing-benefit';
import { PIP_RATES } from './rates/pip';
import { COUNCIL_TAX_SUPPORT_RATES } from './rates/council-tax-support';
import { PENSION_CREDIT_RATES } from './rates/pension-credit';
import { GENERAL_RATES, checkerEstimateRates } from './rates/general';
import { lhaRates } from './rates/lha';
import { YEAR_FIGURES } from './rates/years';

export type { BenefitGroup, RateUnit, Reference, TaxYear } from './rates/define';
export { LHA_CATEGORIES, LHA_AREA_LIST, lhaRateId, type LhaCategory } from './rates/lha';
export { INPUT_LIMITS, INPUT_DEFAULTS, IMPLAUSIBLE_MONTHLY } from './inputs';

/** One tax year: its id, how people write it, and the day its figures start. */
export interface TaxYearInfo {
  id: TaxYear;
  /** '2026 to 2027', as GOV.UK writes tax years. */
  label: string;
  /** '2026/27'. */
  shortLabel: string;
  /** ISO date of 6 April, when the product treats the year's figures as starting. */
  startDate: string;
}

/** The tax years the tables hold, oldest first. */
export const TAX_YEARS: readonly TaxYearInfo[] = TAX_YEAR_IDS.map((id) => {
  const from = Number(id.slice(0, 4));
  return { id, label: `${from} to ${from + 1}`, shortLabel: `${from}/${id.slice(5)}`, startDate: `${from}-04-06` };
});

/** Whether a value is one of the tax years the tables hold. */
export function isTaxYear(value: unknown): value is TaxYear {
  return typeof value === 'string' && (TAX_YEAR_IDS as readonly string[]).includes(value);
}

/** The year's details; any unknown value gives the year in force. */
export function taxYearInfo(year: unknown): TaxYearInfo {
  const id = isTaxYear(year) ? year : currentTaxYear();
  return TAX_YEARS.find((y) => y.id === id) as TaxYearInfo;
}

/**
 * The tax year in force on a date (UK time: a tax year starts on 6 April). Before the first
 * year the tables hold gives the first; after the last gives the last, so a date far ahead
 * still gets the newest figures we have.
 */
export function currentTaxYear(date: Date = new Date()): TaxYear {
  const time = Number.isNaN(date.getTime()) ? Date.now() : date.getTime();
  // 6 April starts at midnight UK time; in April that is British Summer Time (UTC+1).
  const ukDate = new Date(time + 60 * 60 * 1000).toISOString().slice(0, 10);
  let found: TaxYear = TAX_YEAR_IDS[0];
  for (const year of TAX_YEARS) if (ukDate >= year.startDate) found = year.id;
  return found;
}

/** One rate of one tax year, as the engines, /rates and the admin area read it. */
export interface Rate {
  /** Stable id, e.g. `universal-credit.standard-allowance.single-25-plus`; the first segment is the group. */
  id: string;
  benefit: BenefitGroup;
  /** Plain-English name shown on /rates and in the admin area. */
  label: string;
  /** The year's amount; null when the figure did not apply that year (see `whenNone`). */
  amount: number | null;
  unit: RateUnit;
  taxYear: TaxYear;
  /** ISO date (YYYY-MM-DD) from which the amount applies: the tax year's 6 April. */
  effectiveDate: string;
  /** The regulations and publications the figure comes from. */
  references: readonly Reference[];
  /** The references as one line of text (for the admin area and the database). */
  source: string;
  /** Where the figure applies: 'UK', 'Great Britain', 'England', 'Scotland', 'Wales' or 'Northern Ireland'. */
  region: string;
  /** Whether an admin may change the amount (uprated money figures); law and arithmetic are not edited. */
  editable: boolean;
  /** What a null amount means, e.g. 'No limit'. */
  whenNone?: string;
  /** A short note shown with the figure. */
  note?: string;
}

/** Rates of one year keyed by id. Treated as immutable: engines cache what they read per table object. */
export type RatesTable = Readonly<Record<string, Rate>>;

/** Display names of the groups, in the order /rates lists them. */
export const BENEFIT_GROUP_LABELS: Record<BenefitGroup, string> = {
  'universal-credit': 'Universal Credit',
  'housing-benefit': 'Housing Benefit',
  pip: 'Personal Independence Payment (PIP)',
  'council-tax-support': 'Council Tax Support',
  'pension-credit': 'Pension Credit',
  general: 'General',
};

/** Where a group's figures apply unless a rate says otherwise: HB and CTS law covers Great Britain. */
const GROUP_REGION: Record<BenefitGroup, string> = {
  'universal-credit': 'UK',
  'housing-benefit': 'Great Britain',
  pip: 'UK',
  'council-tax-support': 'Great Britain',
  'pension-credit': 'Great Britain',
  general: 'UK',
};

/** Ids of the hand-written rates: engines read these by name, so a typo fails type-checking. */
export type CoreRateId =
  | keyof typeof UNIVERSAL_CREDIT_RATES
  | keyof typeof HOUSING_BENEFIT_RATES
  | keyof typeof PIP_RATES
  | keyof typeof COUNCIL_TAX_SUPPORT_RATES
  | keyof typeof PENSION_CREDIT_RATES
  | keyof typeof GENERAL_RATES;

/** Every rate as its group file writes it, in /rates order within each group. */
const RATE_SPECS: Readonly<Record<string, RateSpec>> = {
  ...UNIVERSAL_CREDIT_RATES,
  ...HOUSING_BENEFIT_RATES,
  ...lhaRates(),
  ...PIP_RATES,
  ...COUNCIL_TAX_SUPPORT_RATES,
  ...PENSION_CREDIT_RATES,
  ...GENERAL_RATES,
  ...checkerEstimateRates(),
};

/** One amount a year for every rate: its own, each year's file's, then the derived ones from those. */
function resolveAmounts(specs: Readonly<Record<string, RateSpec>>): Record<string, YearAmounts> {
  const perYear = (amountOf: (year: TaxYear) => number | null): YearAmounts =>
    Object.fromEntries(TAX_YEAR_IDS.map((year) => [year, amountOf(year)])) as Record<TaxYear, number | null>;
  const amounts: Record<string, YearAmounts> = {};
  const derivedIds: string[] = [];
  for (const [id, spec] of Object.entries(specs)) {
    const source: AmountSource = spec.amounts;
    if (source === BY_YEAR) {
      amounts[id] = perYear((year) => {
        const amount = (YEAR_FIGURES[year].rates as Readonly<Record<string, number | null>>)[id];
        if (amount === undefined) throw new Error(`${id} has no amount in the ${year} file of src/calc/rates/years/`);
        return amount;
      });
    } else if ('pick' in source) {
      const pick = source.pick as (figures: (typeof YEAR_FIGURES)[TaxYear]) => number | null;
      amounts[id] = perYear((year) => pick(YEAR_FIGURES[year]));
    } else if ('derive' in source) derivedIds.push(id);
    else amounts[id] = source as YearAmounts;
  }
  for (const id of derivedIds) {
    const { derive } = specs[id]?.amounts as { derive: (context: { year: TaxYear; amountOf(id: string): number | null }) => number | null };
    amounts[id] = perYear((year) => derive({ year, amountOf: (other) => amounts[other]?.[year] ?? null }));
  }
  return amounts;
}

const RESOLVED_AMOUNTS = resolveAmounts(RATE_SPECS);

/** Every dated rate by id, with one amount for each tax year, in /rates order within each group. */
export const RATE_DEFINITIONS: Readonly<Record<string, RateDef>> = Object.freeze(
  Object.fromEntries(Object.entries(RATE_SPECS).map(([id, spec]) => [id, { ...spec, amounts: RESOLVED_AMOUNTS[id] as YearAmounts }])),
);

/** The note of a rate in one year: its text, or worked out from the figures. */
function noteOf(def: RateDef, year: TaxYear): string | undefined {
  if (typeof def.note !== 'function') return def.note;
  return def.note({ year, amounts: def.amounts, amountsOf: (other) => RESOLVED_AMOUNTS[other] ?? everyYear(null) });
}

const MONEY_UNITS: ReadonlySet<RateUnit> = new Set(['gbp-per-month', 'gbp-per-week', 'gbp-per-year', 'gbp-per-hour']);

function flatten(year: TaxYear): RatesTable {
  const info = taxYearInfo(year);
  const table: Record<string, Rate> = {};
  for (const [id, def] of Object.entries(RATE_DEFINITIONS)) {
    const benefit = id.slice(0, id.indexOf('.')) as BenefitGroup;
    const references = def.references.map((r) => (typeof r === 'function' ? r(year) : r));
    const note = noteOf(def, year);
    table[id] = Object.freeze({
      id,
      benefit,
      label: def.label,
      amount: def.amounts[year],
      unit: def.unit,
      taxYear: year,
      effectiveDate: info.startDate,
      references: Object.freeze(references),
      source: references.map((r) => r.title).join('; '),
      region: def.region ?? GROUP_REGION[benefit],
      editable: def.editable ?? MONEY_UNITS.has(def.unit),
      ...(def.whenNone ? { whenNone: def.whenNone } : {}),
      ...(note ? { note } : {}),
    });
  }
  return Object.freeze(table);
}

const tables = new Map<TaxYear, RatesTable>();

/** The built-in table of one tax year (default: the year in force). Cached: the same object each call. */
export function ratesFor(year: unknown = currentTaxYear()): RatesTable {
  const id = isTaxYear(year) ? year : currentTaxYear();
  let table = tables.get(id);
  if (!table) {
    table = flatten(id);
    tables.set(id, table);
  }
  return table;
}

/** The built-in table of the year in force when the module loaded. */
export const DEFAULT_RATES: RatesTable = ratesFor();

/** The year of each table object, found once: the engines ask on every keystroke. */
const yearOfTable = new WeakMap<object, TaxYear>();

/** The tax year of a table (its rates all carry it); the year in force for anything else. */
export function tableYear(table: RatesTable | null | undefined): TaxYear {
  if (!table || typeof table !== 'object') return currentTaxYear();
  let year = yearOfTable.get(table);
  if (year === undefined) {
    let first: Rate | undefined;
    for (const id in table) {
      first = table[id as keyof RatesTable];
      break;
    }
    // A table without a year is not remembered: its answer is today's year, which moves.
    if (!first || !isTaxYear(first.taxYear)) return currentTaxYear();
    year = first.taxYear;
    yearOfTable.set(table, year);
  }
  return year;
}

const GROUP_ORDER = Object.keys(BENEFIT_GROUP_LABELS) as BenefitGroup[];

/** Every rate of a table in a stable order: by group (as `BENEFIT_GROUP_LABELS`), then declaration order. */
export function listRates(table: RatesTable = DEFAULT_RATES): Rate[] {
  const rates = Object.values(table ?? DEFAULT_RATES);
  // Array.prototype.sort is stable, so declaration order survives within a group.
  return rates.sort((x, y) => GROUP_ORDER.indexOf(x.benefit) - GROUP_ORDER.indexOf(y.benefit));
}

function toAmount(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  // A rate is never negative; a negative amount is as unusable as a non-number.
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** The tax year an override is for: `taxYear`/`tax_year`, or the year its `effective_date` starts. */
function overrideYear(o: Record<string, unknown>): TaxYear | undefined {
  const year = o.taxYear ?? o.tax_year;
  if (isTaxYear(year)) return year;
  const date = o.effectiveDate ?? o.effective_date;
  return typeof date === 'string' ? TAX_YEARS.find((y) => y.startDate === date)?.id : undefined;
}

/**
 * A copy of `table` with amounts replaced, e.g. by the published rates of `GET /api/rates`.
 * Takes `[{ id, amount, taxYear? | effective_date? }]` (only entries of the table's year, or
 * with no year, apply) or `{ [id]: amount }`. Unknown ids, rates an admin may not edit, and
 * amounts that are not finite, non-negative numbers are ignored (docs/product.md: a non-number edit is
 * ignored). Never throws.
 */
export function applyRateOverrides(table: RatesTable, overrides: ReadonlyArray<{ id: unknown; amount: unknown }> | Record<string, unknown>): RatesTable {
  const base = table ?? DEFAULT_RATES;
  const year = tableYear(base);
  const next: Record<string, Rate> = { ...base };
  try {
    const pairs: Array<[unknown, unknown]> = Array.isArray(overrides)
      ? overrides.flatMap((o: unknown) => {
          if (!o || typeof o !== 'object') return [];
          const entry = o as Record<string, unknown>;
          const entryYear = overrideYear(entry);
          return entryYear === undefined || entryYear === year ? [[entry.id, entry.amount] as [unknown, unknown]] : [];
        })
      : overrides && typeof overrides === 'object'
        ? Object.entries(overrides)
        : [];
    for (const [id, value] of pairs) {
      const amount = toAmount(value);
      const current = typeof id === 'string' && Object.hasOwn(base, id) ? base[id] : undefined;
      if (current && current.editable && amount !== undefined) next[current.id] = Object.freeze({ ...current, amount });
    }
  } catch {
    // A hostile overrides object (throwing getters) leaves the table as it was.
    return base;
  }
  return Object.freeze(next);
}

const PERIOD_WORDS: Partial<Record<RateUnit, string>> = {
  'gbp-per-month': ' a month',
  'gbp-per-week': ' a week',
  'gbp-per-year': ' a year',
  'gbp-per-hour': ' an hour',
};

/** A rate for people: '£393.45 a month', '£77 a week', '55%', '£16,000', '4.33', or its `whenNone` text. */
export function formatRate(rate: Rate): string {
  if (rate.amount === null) return rate.whenNone ?? 'None';
  if (rate.unit === 'percent') return `${rate.amount}%`;
  if (rate.unit === 'count') return String(rate.amount);
  return formatMoney(toPence(rate.amount)) + (PERIOD_WORDS[rate.unit] ?? '');
}

/**
 * Amounts by id, validated once per table: a missing, non-finite or negative amount falls back
 * to the built-in one of the table's year. A null amount ("no limit") reads as Infinity, so
 * `count < limit` holds for every count.
 */
export type ResolvedRates = Readonly<Record<CoreRateId, number>> & { readonly [id: string]: number | undefined };

const resolvedCache = new WeakMap<object, ResolvedRates>();

/**
 * The amounts of a table, checked and cached per table object so each calculation reads plain
 * numbers (engines run on every keystroke). Safe with any value: anything that is not a table
 * gives the built-in amounts.
 */
export function resolveRates(table?: RatesTable | null): ResolvedRates {
  const key = table && typeof table === 'object' ? table : DEFAULT_RATES;
  const cached = resolvedCache.get(key);
  if (cached) return cached;
  const builtIn = ratesFor(tableYear(key as RatesTable));
  const amounts: Record<string, number> = {};
  for (const [id, rate] of Object.entries(builtIn)) {
    const own = (key as RatesTable)[id];
    const ownAmount = own && typeof own === 'object' ? own.amount : undefined;
    const amount = ownAmount === null ? null : (toAmount(ownAmount) ?? rate.amount);
    amounts[id] = amount === null ? Number.POSITIVE_INFINITY : amount;
  }
  const resolved = Object.freeze(amounts) as ResolvedRates;
  resolvedCache.set(key, resolved);
  return resolved;
}
