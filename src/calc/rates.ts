/**
 * The figures the calculators use, dated by tax year (docs/rules.md "Tax years", the official
 * figures): amounts only, so that every calculator page carries no more than it reads.
 *
 * Each figure is described once, with its label, unit and references, in the group files of
 * src/calc/rates/, and its amounts are written once, there or in the year's file of
 * src/calc/rates/years/ (README "Rates by tax year"); src/calc/rates/catalogue.ts puts them
 * together for /rates, the guides, the server and the tests. The calculators read what
 * `npm run rates:amounts` writes from the catalogue into src/calc/rates/amounts.generated.ts: each
 * rate's unit, whether an admin may edit it and its amount in each year. `ratesFor(year)` gives
 * the table of one year that the engines take; `currentTaxYear()` picks the year in force.
 * Calculator pages overlay what an admin published (`GET /api/rates`) with `applyRateOverrides`.
 * Engines never write a figure in code (docs/style.md habit 1); a test scans src/calc for numeric
 * literals to keep it that way.
 *
 * Next April: add the year's file to src/calc/rates/years/ (README "Adding next year's rates")
 * and run `npm run rates:amounts`; the type checker names any figure left without an amount.
 */

import type { RateAmounts, RateUnit, TaxYear } from './rates/define';
import type { CoreRateId } from './rates/groups';
import { AMOUNT_YEARS, RATE_AMOUNTS } from './rates/amounts.generated';
import { currentTaxYear, isTaxYear, tablePerYear, taxYearInfo, TAX_YEARS } from './rates/tax-years';
import { merged } from './types';

export type { BenefitGroup, RateUnit, Reference, TaxYear } from './rates/define';
export { currentTaxYear, isTaxYear, startYearOf, taxYearInfo, taxYearOf, TAX_YEARS, type TaxYearInfo } from './rates/tax-years';
export { LHA_CATEGORIES, LHA_AREA_LIST, lhaRateId, type LhaCategory } from './rates/lha';
export { INPUT_LIMITS, INPUT_DEFAULTS, IMPLAUSIBLE_MONTHLY } from './inputs';

/**
 * One rate of one tax year, as the engines read it. /rates, the guides, the server and the admin
 * area's words (label, references, region, notes) are in the catalogue's `DescribedRate`
 * (src/calc/rates/catalogue.ts), which has every field of this one.
 */
export interface Rate {
  /** Stable id, e.g. `universal-credit.standard-allowance.single-25-plus`; the first segment is the group. */
  id: string;
  /** The year's amount; null when the figure did not apply that year (what that means is in the catalogue, src/i18n/en/rates.ts). */
  amount: number | null;
  unit: RateUnit;
  taxYear: TaxYear;
  /** ISO date (YYYY-MM-DD) from which the amount applies: the tax year's 6 April. */
  effectiveDate: string;
  /** Whether an admin may change the amount (uprated money figures); law and arithmetic are not edited. */
  editable: boolean;
  /**
   * Where a published figure came from when an admin imported it from an official table: its file
   * and date, e.g. 'lha-rates.csv, 23 January 2024' (GET /api/rates `source`). Absent otherwise.
   */
  source?: string;
}

/** Rates of one year keyed by id. Treated as immutable: engines cache what they read per table object. */
export type RatesTable = Readonly<Record<string, Rate>>;

export type { CoreRateId } from './rates/groups';

/** The rates of `amounts` (in the form of RATE_AMOUNTS) in `year`, added to `table`. */
function addYearRates(table: Record<string, Rate>, amounts: Readonly<Record<string, RateAmounts>>, year: TaxYear, skip?: RatesTable): void {
  const at = (AMOUNT_YEARS as readonly string[]).indexOf(year);
  if (at < 0) throw new Error(`src/calc/rates/amounts.generated.ts has no ${year} amounts: run \`npm run rates:amounts\``);
  const effectiveDate = taxYearInfo(year).startDate;
  for (const [id, [unit, editable, yearly]] of Object.entries(amounts)) {
    if (skip && Object.hasOwn(skip, id)) continue;
    table[id] = Object.freeze({
      id,
      amount: typeof yearly === 'number' ? yearly : (yearly[at] ?? null),
      unit,
      taxYear: year,
      effectiveDate,
      editable,
    });
  }
}

function flatten(year: TaxYear): RatesTable {
  const table: Record<string, Rate> = {};
  addYearRates(table, RATE_AMOUNTS, year);
  return Object.freeze(table);
}

/** The id prefix of every Local Housing Allowance rate, built in or published (`lhaRateId`). */
export const LHA_RATE_PREFIX = 'housing-benefit.lha.';

/**
 * `table` with the rates of `amounts` (in the form of RATE_AMOUNTS) of the table's year that it
 * does not hold already: what the table holds (an admin's published amount) wins. The calculators'
 * tables leave out the Local Housing Allowance amounts, which load with the LHA lookup
 * (src/calc/lha.ts `withBuiltInLhaRates`, README "Performance").
 */
export function withRateAmounts(table: RatesTable, amounts: Readonly<Record<string, RateAmounts>>): RatesTable {
  const next: Record<string, Rate> = { ...table };
  addYearRates(next, amounts, tableYear(table), table);
  return Object.freeze(next);
}

/** The built-in table of one tax year (default: the year in force). Cached: the same object each call. */
export const ratesFor: (year?: unknown) => RatesTable = tablePerYear(flatten);

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
 * Makes the rate of a published id the built-in table lacks, or null to leave it out:
 * src/calc/brma.ts `importedLhaRate`, for the LHA rates of any broad rental market area.
 */
export type ExtraRateMaker = (id: string, amount: number, year: TaxYear, source?: string) => Rate | null;

/**
 * A copy of `table` with amounts replaced, e.g. by the published rates of `GET /api/rates`.
 * Takes `[{ id, amount, taxYear? | effective_date?, source? }]` (only entries of the table's year,
 * or with no year, apply) or `{ [id]: amount }`. Unknown ids, rates an admin may not edit, and
 * amounts that are not finite, non-negative numbers are ignored (docs/product.md: a non-number edit is
 * ignored). Never throws.
 *
 * With `makeRate` (src/calc/brma.ts `importedLhaRate`), an LHA rate of any of the 192 broad
 * rental market areas is taken even where the table has no such id: an admin imported the
 * official table for an area whose figures are not built in (docs/product.md §7 "Import LHA
 * rates"). It is passed in rather than imported so that calculator pages load the area list only
 * when such a rate is published (src/stores/rates.ts). Every other unknown id is still ignored.
 * A published `source` (the imported file) is kept on the rate.
 */
export function applyRateOverrides<T extends Rate>(
  table: Readonly<Record<string, T>>,
  overrides: ReadonlyArray<{ id: unknown; amount: unknown }> | Record<string, unknown>,
  makeRate?: ExtraRateMaker,
): Readonly<Record<string, T>> {
  const base = table ?? (DEFAULT_RATES as Readonly<Record<string, T>>);
  const year = tableYear(base);
  const next: Record<string, T> = { ...base };
  try {
    const entries: unknown[][] = Array.isArray(overrides)
      ? overrides.flatMap((o: unknown) => {
          if (!o || typeof o !== 'object') return [];
          const entry = o as Record<string, unknown>;
          const entryYear = overrideYear(entry);
          return entryYear === undefined || entryYear === year ? [[entry.id, entry.amount, entry.source]] : [];
        })
      : overrides && typeof overrides === 'object'
        ? Object.entries(overrides)
        : [];
    for (const [id, value, source] of entries) {
      const amount = toAmount(value);
      if (typeof id !== 'string' || amount === undefined) continue;
      const from = typeof source === 'string' && source ? source : undefined;
      const current = Object.hasOwn(base, id) ? base[id] : undefined;
      const rate = current ? (current.editable ? merged(current, { amount, ...(from && { source: from }) }) : null) : (makeRate?.(id, amount, year, from) ?? null);
      if (rate) next[id] = Object.freeze(rate) as T;
    }
  } catch {
    // A hostile overrides object (throwing getters) leaves the table as it was.
    return base;
  }
  return Object.freeze(next);
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
  // Local Housing Allowance rates are in a table only when its LHA amounts were loaded
  // (withRateAmounts) or published, built in or not (an admin's import of the official tables,
  // applyRateOverrides): each usable one is read as it is; there is no built-in figure to fall back on.
  for (const id in key) {
    if (!id.startsWith(LHA_RATE_PREFIX) || Object.hasOwn(amounts, id)) continue;
    const own = (key as RatesTable)[id];
    const amount = own && typeof own === 'object' ? toAmount(own.amount) : undefined;
    if (amount !== undefined) amounts[id] = amount;
  }
  const resolved = Object.freeze(amounts) as ResolvedRates;
  resolvedCache.set(key, resolved);
  return resolved;
}
