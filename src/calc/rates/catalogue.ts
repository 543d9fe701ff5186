/**
 * The catalogue of rates (docs/rules.md "Tax years"): every figure with what it is, for /rates,
 * the guides, the server and the tests. The calculators read amounts only (src/calc/rates.ts).
 *
 * Each figure is described once, in the group files of this folder, as one entry with a stable
 * id, unit and references; the amounts that change from year to year are written once, in
 * the year's file of years/, and derived figures are worked out from their parts. What each
 * figure is in words (its label, keyed by its id), its note's words and the names of the regions
 * and groups are in the message catalogue (src/i18n/en/rates.ts), which /rates and the server
 * read at the edge (src/lib/rate-words.ts): this table holds ids, a note as a message, no words.
 * `describedRatesFor(year)` flattens them into the described table of one year; `rateAmounts()`
 * gives the amounts alone, which `npm run rates:amounts` writes into amounts.generated.ts for the
 * calculators (a test fails, naming the command, when that file is not what this gives).
 */

import {
  BY_YEAR,
  everyYear,
  type AmountSource,
  type BenefitGroup,
  type RateAmounts,
  type RateDef,
  type RateSpec,
  type RateUnit,
  type Reference,
  type Region,
  type TaxYear,
  type YearAmounts,
} from './define';
import { RATE_GROUPS } from './groups';
import { lhaRates } from './lha-sources';
import { YEAR_FIGURES, TAX_YEAR_IDS } from './years';
import { tablePerYear, taxYearInfo } from './tax-years';
import type { Rate } from '../rates';
import type { Message } from '../message';
import { merged } from '../types';

/**
 * One rate of one tax year with what /rates and the admin area show of it: the amounts of `Rate`,
 * its group, references, region and note. Its label is its id's entry in the catalogue
 * (src/lib/rate-words.ts `rateLabel`).
 */
export interface DescribedRate extends Rate {
  benefit: BenefitGroup;
  /** The regulations and publications the figure comes from. */
  references: readonly Reference[];
  /** The references as one line of text (for the admin area and the database). */
  source: string;
  /** Where the figure applies (its name: src/lib/rate-words.ts `regionName`). */
  region: Region;
  /** A short note shown with the figure: a message of the catalogue's notes (src/i18n/en/rates.ts `rateNoteWords`). */
  note?: Message;
}

/** Described rates of one year keyed by id. */
export type DescribedRatesTable = Readonly<Record<string, DescribedRate>>;

/** The groups, in the order /rates lists them (./groups.ts); their names are in the catalogue (src/lib/rate-words.ts `groupLabel`). */
export const BENEFIT_GROUPS: readonly BenefitGroup[] = Object.keys(RATE_GROUPS) as BenefitGroup[];

/**
 * Every rate as its group file writes it, in /rates order within each group: the Local Housing
 * Allowance's areas are Housing Benefit's.
 */
const RATE_SPECS: Readonly<Record<string, RateSpec>> = Object.assign(
  {},
  ...BENEFIT_GROUPS.map((group) => ({
    ...RATE_GROUPS[group].rates,
    ...(group === 'housing-benefit' ? lhaRates() : {}),
  })),
);

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
  Object.fromEntries(Object.entries(RATE_SPECS).map(([id, spec]) => [id, merged(spec, { amounts: RESOLVED_AMOUNTS[id] as YearAmounts })])),
);

/** The note of a rate in one year: its message, or worked out from the figures. */
function noteOf(def: RateDef, year: TaxYear): Message | undefined {
  if (typeof def.note !== 'function') return def.note;
  return def.note({ year, amounts: def.amounts, amountsOf: (other) => RESOLVED_AMOUNTS[other] ?? everyYear(null) });
}

const MONEY_UNITS: ReadonlySet<RateUnit> = new Set(['gbp-per-month', 'gbp-per-week', 'gbp-per-year', 'gbp-per-hour']);

/** Whether an admin may change a rate: as its group file says, else every uprated money amount. */
function isEditable(def: RateDef): boolean {
  return def.editable ?? MONEY_UNITS.has(def.unit);
}

/**
 * The amounts the calculators read, with the year list they follow: what
 * `npm run rates:amounts` writes into amounts.generated.ts (and next-year.test.ts uses in its place).
 */
export function rateAmounts(): { years: readonly TaxYear[]; rates: Record<string, RateAmounts> } {
  const rates: Record<string, RateAmounts> = {};
  for (const [id, def] of Object.entries(RATE_DEFINITIONS)) {
    const byYear = TAX_YEAR_IDS.map((year) => def.amounts[year]);
    // One number when every year has the same amount.
    const first = byYear[0];
    const amounts = typeof first === 'number' && byYear.every((amount) => amount === first) ? first : byYear;
    rates[id] = [def.unit, isEditable(def), amounts];
  }
  return { years: [...TAX_YEAR_IDS], rates };
}

function flatten(year: TaxYear): DescribedRatesTable {
  const info = taxYearInfo(year);
  const table: Record<string, DescribedRate> = {};
  for (const [id, def] of Object.entries(RATE_DEFINITIONS)) {
    const benefit = id.slice(0, id.indexOf('.')) as BenefitGroup;
    const references = def.references.map((r) => (typeof r === 'function' ? r(year) : r));
    const note = noteOf(def, year);
    table[id] = Object.freeze({
      id,
      benefit,
      amount: def.amounts[year],
      unit: def.unit,
      taxYear: year,
      effectiveDate: info.startDate,
      references: Object.freeze(references),
      source: references.map((r) => r.title).join('; '),
      region: def.region ?? RATE_GROUPS[benefit].region,
      editable: isEditable(def),
      ...(note ? { note } : {}),
    });
  }
  return Object.freeze(table);
}

/** The described table of one tax year (default: the year in force). Cached: the same object each call. */
export const describedRatesFor: (year?: unknown) => DescribedRatesTable = tablePerYear(flatten);

/** Every rate of a described table in a stable order: by group (as ./groups.ts), then declaration order. */
export function listRates(table: DescribedRatesTable = describedRatesFor()): DescribedRate[] {
  const rates = Object.values(table ?? describedRatesFor());
  // Array.prototype.sort is stable, so declaration order survives within a group.
  return rates.sort((x, y) => BENEFIT_GROUPS.indexOf(x.benefit) - BENEFIT_GROUPS.indexOf(y.benefit));
}
