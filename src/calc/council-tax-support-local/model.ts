/**
 * A council's own working-age Council Tax Reduction scheme, held as data (docs/rules.md "Council
 * Tax Support" rule 2: England at working age is the council's own scheme, made under s13A and
 * Sch 1A of the Local Government Finance Act 1992). One shape for every council: shared rules
 * (band cap, capital, non-dependant deductions, minimum award, second adult rebate) and routes
 * chosen by claimant class, each a taper or an income-band grid, with an optional cut after the
 * award is worked out. Money is in pounds a week unless a field says otherwise; percentages are
 * whole-number percents (20 = 20%).
 *
 * The engine (src/calc/council-tax-support.ts) reads only this type; the validator
 * (./validate.ts, zod) checks a scheme typed by an admin or held in ./schemes.ts, so the schema
 * library never loads with a calculator page.
 */

/** Council tax valuation bands (Local Government Finance Act 1992 s5). */
export type LocalBand = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H';

/** Household types a grid's income bands may differ by: with or without a partner, and dependent children (none, one, two or more). */
export type HouseholdType = 'single' | 'single-1-child' | 'single-2-plus-children' | 'couple' | 'couple-1-child' | 'couple-2-plus-children';

/**
 * Who a route is for, from the calculator's answers: `universal-credit` (you or a partner get
 * Universal Credit), `no-universal-credit`, `disability` (you or a partner get a disability
 * benefit or are registered blind), `severe-disability` (the severe disability premium's conditions
 * are met), `enhanced-disability` (you or a partner get DLA highest care, PIP enhanced daily
 * living or AFIP), `carer` (the carer premium), `disabled-child`, `child-under-5` (you or a partner
 * look after a child under 5 who lives with you). A route applies when any of its classes does.
 */
export type ClaimantClass = 'universal-credit' | 'no-universal-credit' | 'disability' | 'severe-disability' | 'enhanced-disability' | 'carer' | 'disabled-child' | 'child-under-5';

/** Capital: no reduction at or above (`or-more`) or above (`more-than`) the limit; tariff income below it, or none. */
export interface LocalCapital {
  limit: number;
  noneWhen: 'or-more' | 'more-than';
  /** £`perStep` a week for each £`step`, or part of one, above £`from`; null when the scheme counts no tariff income. */
  tariff: { from: number; step: number; perStep: number } | null;
}

/** Non-dependant deductions, a week, for each adult of 18 or over who is not exempt. */
export type LocalNonDependants =
  | { kind: 'none' }
  | { kind: 'flat'; amount: number }
  /** By gross weekly income: `bands` from the lowest (`from` 0) up, each from its `from` (inclusive); `notInWork` for an adult with no income. */
  | { kind: 'banded'; notInWork: number; bands: { from: number; amount: number }[] };

/** A taper: up to `maxPercent` of the (capped) weekly tax, less `ratePercent` of income above the applicable amount. */
export interface TaperMethod {
  kind: 'taper';
  ratePercent: number;
}

/**
 * An income-band grid: the band the household's weekly (or monthly) income falls in gives a
 * percentage of the (capped) weekly tax (`of: 'liability'`) or of the route's maximum
 * (`of: 'maximum'`). Bands run from the lowest income up; `upTo` is the band's highest income,
 * inclusive, one figure for every household or one for each type; the last band has `upTo`
 * null (every higher income) and is usually 0%.
 */
export interface GridMethod {
  kind: 'grid';
  /** `net-income`: income after the disregards with tariff income; `excess-income`: that less the applicable amount; `earnings`: earnings only. */
  measure: 'net-income' | 'excess-income' | 'earnings';
  period: 'week' | 'month';
  of: 'liability' | 'maximum';
  bands: { percent: number; upTo: number | Partial<Record<HouseholdType, number>> | null }[];
}

export interface LocalRoute {
  /** Classes this route is for; null for everyone else (the last route). */
  appliesTo: ClaimantClass[] | null;
  /** The most the route covers, a percentage of the (capped) weekly tax. */
  maxPercent: number;
  method: TaperMethod | GridMethod;
  /** A percentage taken off the award once worked out (after the taper and the deductions); 0 for none. */
  cutPercent: number;
  /** The route's own capital rule, when it differs from the scheme's. */
  capital?: LocalCapital;
  /** Whether the band cap applies on this route (default true). */
  bandCap?: boolean;
}

export interface LocalScheme {
  /** The billing authority's ONS (GSS) code, e.g. E06000023. */
  code: string;
  /** The council's name, as the list of councils (src/calc/councils.ts) gives it. */
  name: string;
  /** The tax years the scheme applies to, e.g. ['2026-27']: earlier years only where the document says the scheme was unchanged. */
  years: string[];
  /** The scheme document read: its title, address and date. */
  source: { title: string; url: string; date: string };
  /** The reduction is worked on the tax of this band when the home is in a higher band; null for none. */
  bandCap: LocalBand | null;
  /**
   * How `bandCap` limits help: `liability` (the default) works the reduction on the tax of the cap's
   * band; `reduction` works it on the home's own tax, but pays no more than the whole tax of the
   * cap's band (St Helens: 80% of the bill, at most Band D's whole tax).
   */
  bandCapOf?: 'liability' | 'reduction';
  /** The family premium for every claim with a child (the scheme keeps it); absent or false, only a claim made before 1 May 2016 has it, as Housing Benefit. */
  familyPremiumForAll?: boolean;
  capital: LocalCapital;
  nonDependants: LocalNonDependants;
  /** No reduction when the weekly award is below this; null for none. */
  minimumWeekly: number | null;
  /**
   * The scheme's own earnings disregards, a week, for the same cases as Housing Benefit's (the
   * highest that applies, taken only off earnings); null when the scheme uses Housing Benefit's.
   */
  earningsDisregards: { single: number; couple: number; loneParent: number; disabledOrCarer: number } | null;
  /** A further disregard off income other than earnings where a disability, severe disability, enhanced disability or disabled child premium would be paid; null for none. */
  disabilityDisregard: number | null;
  /** The second adult rebate at working age: the thresholds (gross weekly income) below which 15% and 7.5% are paid; null when the scheme has none. */
  secondAdultRebate: { lowerBelow: number; higherBelow: number } | null;
  /** Tried in order; the first whose class applies is used. The last route is for everyone (appliesTo null). */
  routes: LocalRoute[];
  /** How the document was read where it can be read two ways (shown on /rates and in docs/rules.md), in English for the record; empty when nothing was ambiguous. */
  readings: string[];
}

/** Council tax band proportions (Local Government Finance Act 1992 s5(1)), in ninths of Band D. */
export const BAND_NINTHS: Readonly<Record<LocalBand, number>> = { A: 6, B: 7, C: 8, D: 9, E: 11, F: 13, G: 15, H: 18 };

/** The age the `child-under-5` class names: a child who has not reached it. */
export const CHILD_UNDER_AGE = 5;
