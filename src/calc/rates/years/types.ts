/**
 * The shape of one tax year's file: an amount for every rate a group file writes `BY_YEAR`, and
 * every LHA area's row. Written from the group files, so a year file that misses a figure, or
 * names one no group file has, fails type-checking.
 */
import type { ByYear } from '../define';
import type { UNIVERSAL_CREDIT_RATES } from '../universal-credit';
import type { HOUSING_BENEFIT_RATES } from '../housing-benefit';
import type { PIP_RATES } from '../pip';
import type { COUNCIL_TAX_SUPPORT_RATES } from '../council-tax-support';
import type { PENSION_CREDIT_RATES } from '../pension-credit';
import type { GENERAL_RATES } from '../general';
import type { LhaAreaId } from '../lha';

type GroupRates = typeof UNIVERSAL_CREDIT_RATES &
  typeof HOUSING_BENEFIT_RATES &
  typeof PIP_RATES &
  typeof COUNCIL_TAX_SUPPORT_RATES &
  typeof PENSION_CREDIT_RATES &
  typeof GENERAL_RATES;

/** Ids of the rates whose amounts are in the year files. */
export type YearlyRateId = { [Id in keyof GroupRates]: GroupRates[Id] extends { amounts: ByYear } ? Id : never }[keyof GroupRates];

/** One area's weekly LHA rates: shared accommodation, then 1, 2, 3 and 4 bedrooms. */
export type LhaRow = readonly [sharedRoom: number, oneBed: number, twoBed: number, threeBed: number, fourBed: number];

/** One tax year's figures. */
export interface YearFigures {
  readonly rates: Readonly<Record<YearlyRateId, number | null>>;
  readonly lha: Readonly<Record<LhaAreaId, LhaRow>>;
}
