/**
 * The built-in Local Housing Allowance amounts added to a rates table (docs/rules.md UC 4, HB 5).
 *
 * The calculators' tables leave the LHA amounts out: a calculator page loads them only with its
 * LHA lookup (README "Performance"). An engine called as a library, without a table, still caps a
 * named area's rent: `calculateUniversalCredit(input)` and `calculateHousingBenefit(input)` take
 * their default table from `builtInRatesWithLha` here. Pages call the engines' `…With` functions
 * with the table they hold, so this module and its amounts stay out of their first load.
 */
import { DEFAULT_RATES, ratesFor, withRateAmounts, type RatesTable } from './rates';
import { LHA_AMOUNTS } from './rates/lha-amounts.generated';

const withBuiltIn = new WeakMap<object, RatesTable>();

/**
 * `rates` with the built-in LHA rates of its year added where it holds none (an admin's published
 * figure wins). The same object for the same table, so the engines' per-table caches keep working.
 */
export function withBuiltInLhaRates(rates: RatesTable = DEFAULT_RATES): RatesTable {
  let table = withBuiltIn.get(rates);
  if (!table) withBuiltIn.set(rates, (table = withRateAmounts(rates, LHA_AMOUNTS)));
  return table;
}

/** The built-in table of a tax year (default: the year in force) with the built-in LHA rates. */
export function builtInRatesWithLha(year?: unknown): RatesTable {
  return withBuiltInLhaRates(ratesFor(year));
}
