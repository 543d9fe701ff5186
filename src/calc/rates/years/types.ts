/**
 * The shape of one tax year's file: an amount for every rate a group file writes `BY_YEAR`, and
 * every LHA area's row. Written from the group files, so a year file that misses a figure, or
 * names one no group file has, fails type-checking.
 */
import type { ByYear } from '../define';
import type { BenefitGroup, RATE_GROUPS } from '../groups';
import type { LhaAreaId } from '../lha';

/** Ids of one group's rates whose amounts are in the year files. */
type YearlyIdsOf<Rates> = { [Id in keyof Rates]: Rates[Id] extends { amounts: ByYear } ? Id : never }[keyof Rates];

/** Ids of the rates whose amounts are in the year files, from every group of the one table (../groups.ts). */
export type YearlyRateId = { [G in BenefitGroup]: YearlyIdsOf<(typeof RATE_GROUPS)[G]['rates']> }[BenefitGroup];

/** One area's weekly LHA rates: shared accommodation, then 1, 2, 3 and 4 bedrooms. */
export type LhaRow = readonly [sharedRoom: number, oneBed: number, twoBed: number, threeBed: number, fourBed: number];

/** One tax year's figures. */
export interface YearFigures {
  readonly rates: Readonly<Record<YearlyRateId, number | null>>;
  readonly lha: Readonly<Record<LhaAreaId, LhaRow>>;
}
