/**
 * The tax years the rates tables hold (docs/rules.md "Tax years"): their labels, the day each
 * starts, and the year in force on a date. Read through src/calc/rates.ts; the catalogue of
 * rates (catalogue.ts) reads it too, so both follow the year list (years/list.ts).
 */
import { TAX_YEAR_IDS, type TaxYear } from './years/list';

/** One tax year: its id, how people write it, and the day its figures start. */
export interface TaxYearInfo {
  id: TaxYear;
  /** '2026 to 2027', as GOV.UK writes tax years. */
  label: string;
  /** '2026/27'. */
  shortLabel: string;
  /** ISO date of 6 April, when the product treats the year's figures as starting. */
  startDate: string;
  /** ISO date of 5 April, the year's last day. */
  endDate: string;
  /** The calendar year the tax year starts in: 2026 for 2026/27. */
  startYear: number;
}

/** The calendar year a tax year starts in: 2026 for '2026-27'. Every rule that counts years from a tax year reads this. */
export function startYearOf(year: TaxYear): number {
  return Number(year.slice(0, 4));
}

/** The tax years the tables hold, oldest first. */
export const TAX_YEARS: readonly TaxYearInfo[] = TAX_YEAR_IDS.map((id) => {
  const from = startYearOf(id);
  return { id, label: `${from} to ${from + 1}`, shortLabel: `${from}/${id.slice(5)}`, startDate: `${from}-04-06`, endDate: `${from + 1}-04-05`, startYear: from };
});

/** Whether a value is one of the tax years the tables hold. */
export function isTaxYear(value: unknown): value is TaxYear {
  return typeof value === 'string' && (TAX_YEAR_IDS as readonly string[]).includes(value);
}

/** The `taxYear` an engine's input names, or undefined (then the year in force) when it names none or an unknown one. */
export function taxYearOf(input: unknown): TaxYear | undefined {
  const year = input && typeof input === 'object' ? (input as { taxYear?: unknown }).taxYear : undefined;
  return isTaxYear(year) ? year : undefined;
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

/**
 * A table of one tax year, built once per year: the function returned gives the same object for
 * the same year (engines cache what they read per table object). Any value that is not a year
 * the tables hold gives the year in force.
 */
export function tablePerYear<T>(build: (year: TaxYear) => T): (year?: unknown) => T {
  const tables = new Map<TaxYear, T>();
  return (year = currentTaxYear()) => {
    const id = isTaxYear(year) ? year : currentTaxYear();
    let table = tables.get(id);
    if (table === undefined) {
      table = build(id);
      tables.set(id, table);
    }
    return table;
  };
}
