/**
 * Every figure the calculators use, in one typed and dated table (DECISIONS.md §1).
 *
 * The seeded amounts are the figures of section 9 of spec 000 and spec 001 and of
 * DECISIONS.md §2, even where the official tables differ: an admin updates them from the
 * admin area and calculator pages load the published table from `GET /api/rates`, falling
 * back to this one. Engines never write a figure in code (STYLE habit 1); a test scans
 * src/calc for numeric literals to keep it that way.
 *
 * Declared compactly as `id: [label, amount, unit, source, region?]`; ids start with their
 * benefit group, so the group is never written twice.
 */

import { formatMoney } from './money';

/** The benefit a rate belongs to; `general` holds conversions and the eligibility checker. */
export type BenefitGroup = 'universal-credit' | 'housing-benefit' | 'pip' | 'council-tax-support' | 'general';

/** How to read `Rate.amount`. `percent`: 55 means 55%. `gbp`: a capital sum such as a savings limit. */
export type RateUnit = 'gbp-per-month' | 'gbp-per-week' | 'gbp' | 'percent' | 'count';

/** One dated figure with where it comes from. */
export interface Rate {
  /** Stable id, e.g. `universal-credit.standard-allowance.single-25-plus`; the first segment is the group. */
  id: string;
  benefit: BenefitGroup;
  /** Plain-English name shown on /rates and in the admin area. */
  label: string;
  amount: number;
  unit: RateUnit;
  /** ISO date (YYYY-MM-DD) from which the amount applies. */
  effectiveDate: string;
  /** The spec line, and the regulation or GOV.UK page behind it. */
  source: string;
  /** Where the figure applies: 'UK', 'Great Britain', 'England', 'Scotland' or 'Wales'. */
  region: string;
}

/** Rates keyed by id. Treated as immutable: engines cache what they read per table object. */
export type RatesTable = Readonly<Record<string, Rate>>;

/** Display names of the groups, in the order /rates lists them. */
export const BENEFIT_GROUP_LABELS: Record<BenefitGroup, string> = {
  'universal-credit': 'Universal Credit',
  'housing-benefit': 'Housing Benefit',
  pip: 'Personal Independence Payment (PIP)',
  'council-tax-support': 'Council Tax Support',
  general: 'General',
};

const EFFECTIVE_DATE = '2025-04-01';

type RateDef = readonly [label: string, amount: number, unit: RateUnit, source: string, region?: string];

const M = 'gbp-per-month';
const W = 'gbp-per-week';
const GBP = 'gbp';
const PCT = 'percent';
const N = 'count';

const S0 = 'Spec 000 §9';
const S1 = 'Spec 001 §9';
const DEC = 'DECISIONS.md §2';
const UCR = 'Universal Credit Regulations 2013';
const HBR = 'Housing Benefit Regulations 2006';
const PIPR = 'Social Security (Personal Independence Payment) Regulations 2013';
const CTRE = 'Council Tax Reduction Schemes (Default Scheme) (England) Regulations 2012';
const CTRS = 'Council Tax Reduction (Scotland) Regulations 2021';
const CTRW = 'Council Tax Reduction Schemes and Prescribed Requirements (Wales) Regulations 2013';

const CHECKER = 'Spec 000 §5 (checker rules)';
const GB = 'Great Britain';

/** Where a group's figures apply unless a rate says otherwise: HB and CTS law covers Great Britain. */
const GROUP_REGION: Record<BenefitGroup, string> = {
  'universal-credit': 'UK',
  'housing-benefit': GB,
  pip: 'UK',
  'council-tax-support': GB,
  general: 'UK',
};

/** Hand-written rates, by group in declaration order. Region: the group's (`GROUP_REGION`) unless given. */
const CORE = {
  // Universal Credit (monthly)
  'universal-credit.standard-allowance.single-under-25': ['Standard allowance: single, under 25', 311.68, M, `${S0}; ${UCR} reg 36`],
  'universal-credit.standard-allowance.single-25-plus': ['Standard allowance: single, 25 or over', 393.45, M, `${S0}; ${UCR} reg 36`],
  'universal-credit.standard-allowance.couple-under-25': ['Standard allowance: couple, both under 25', 489.23, M, `${S0}; ${UCR} reg 36`],
  'universal-credit.standard-allowance.couple-25-plus': ['Standard allowance: couple, one or both 25 or over', 617.6, M, `${S0}; ${UCR} reg 36`],
  'universal-credit.standard-allowance.higher-rate-age': ['Age for the 25 or over allowance (an unknown partner age counts as this)', 25, N, `${S0}; ${UCR} reg 36`],
  'universal-credit.child-element': ['Child element, each child', 333.33, M, `${S0}; ${UCR} reg 36`],
  'universal-credit.child-element.max-children': ['Children who get the child element (two-child limit)', 2, N, `${S0}; ${UCR} reg 24A`],
  'universal-credit.lcw-element': ['Limited capability for work (LCW) element', 156.11, M, `${S0}; ${UCR} reg 36`],
  'universal-credit.lcwra-element': ['Limited capability for work and work-related activity (LCWRA) element', 416.19, M, `${S0}; ${UCR} reg 36`],
  'universal-credit.carer-element': ['Carer element', 198.31, M, `${S0}; ${UCR} reg 36`],
  'universal-credit.carer-element.min-hours': ['Hours of care a week for the carer element', 35, N, `${S0}; ${UCR} reg 30`],
  'universal-credit.work-allowance.with-housing': ['Work allowance, with the housing element', 673, M, `${S0}; ${UCR} reg 22`],
  'universal-credit.work-allowance.without-housing': ['Work allowance, without the housing element', 1116, M, `${S0}; ${UCR} reg 22`],
  'universal-credit.taper-rate': ['Taper: share of earnings above the work allowance taken off', 55, PCT, `${S0}; ${UCR} reg 22`],
  'universal-credit.benefit-cap.couple': ['Benefit cap: couple (outside London)', 1835, M, `${S0}; ${UCR} reg 80A`],
  'universal-credit.benefit-cap.single-with-children': ['Benefit cap: single with children (outside London)', 1835, M, `${S0}; ${UCR} reg 80A`],
  'universal-credit.benefit-cap.single': ['Benefit cap: single, no children (outside London)', 1229, M, `${S0}; ${UCR} reg 80A`],
  'universal-credit.benefit-cap.earnings-exemption': ['Earnings from which the benefit cap does not apply', 846, M, `${DEC} UC 11; ${UCR} reg 82`],
  'universal-credit.capital.upper-limit': ['Savings above which there is no award', 16000, GBP, `${S0}; ${UCR} reg 18`],
  'universal-credit.capital.lower-limit': ['Savings above which the award is reduced', 6000, GBP, `${S0}; ${UCR} reg 72`],
  'universal-credit.capital.step': ['Savings band for the reduction', 250, GBP, `${S0}; ${UCR} reg 72`],
  'universal-credit.capital.income-per-step': ['Reduction for each full band above the lower limit', 4.35, M, `${S0}; ${UCR} reg 72`],
  'universal-credit.earnings-slider.max': ['Earnings slider: maximum', 3000, M, `${S0} (earnings slider)`],
  'universal-credit.earnings-slider.step': ['Earnings slider: step', 50, M, `${S0} (earnings slider)`],
  // Housing Benefit (weekly)
  'housing-benefit.applicable-amount.single-under-25': ['Personal allowance: single, under 25', 77, W, `${S1}; ${HBR} Sch 3 para 1`],
  'housing-benefit.applicable-amount.single-25-plus': ['Personal allowance: single, 25 or over', 97.75, W, `${S1}; ${HBR} Sch 3 para 1`],
  'housing-benefit.applicable-amount.couple': ['Personal allowance: couple', 153.7, W, `${S1}; ${HBR} Sch 3 para 1`],
  'housing-benefit.applicable-amount.higher-rate-age': ['Age for the single 25 or over allowance', 25, N, `${S1}; ${HBR} Sch 3 para 1`],
  'housing-benefit.premium.family': ['Family premium', 22.2, W, `${S1}; ${HBR} Sch 3 para 3`],
  'housing-benefit.premium.disability': ['Disability premium', 42.5, W, `${S1}; ${HBR} Sch 3 para 12`],
  'housing-benefit.premium.severe-disability': ['Severe disability premium', 81.5, W, `${S1}; ${HBR} Sch 3 para 14`],
  'housing-benefit.premium.enhanced-disability': ['Enhanced disability premium', 20.85, W, `${S1}; ${HBR} Sch 3 para 15`],
  'housing-benefit.premium.carer': ['Carer premium', 45.6, W, `${S1}; ${HBR} Sch 3 para 17`],
  'housing-benefit.taper-rate': ['Taper: share of income above the applicable amount taken off', 65, PCT, `${S1}; ${HBR} reg 71`],
  'housing-benefit.non-dependant.working-higher': ['Non-dependant deduction: working, higher tier', 106.05, W, `${S1}; ${HBR} reg 74`],
  'housing-benefit.non-dependant.working-middle': ['Non-dependant deduction: working, middle tier (one who pays towards rent)', 80.4, W, `${S1}; ${DEC} HB 6; ${HBR} reg 74`],
  'housing-benefit.non-dependant.working-lower': ['Non-dependant deduction: working, lower tier', 26.8, W, `${S1}; ${HBR} reg 74`],
  'housing-benefit.non-dependant.pension': ['Non-dependant deduction: pension', 26.8, W, `${S1}; ${HBR} reg 74`],
  'housing-benefit.non-dependant.benefits': ['Non-dependant deduction: benefits (one who does not pay towards rent)', 16.85, W, `${S1}; ${DEC} HB 6; ${HBR} reg 74`],
  'housing-benefit.non-dependant.min-age': ['Age from which a non-dependant deduction applies', 18, N, `${DEC} HB 6; ${HBR} reg 74`],
  'housing-benefit.capital.upper-limit': ['Savings above which there is no award', 16000, GBP, `${S1}; ${HBR} reg 43`],
  'housing-benefit.capital.lower-limit': ['Savings above which tariff income counts', 6000, GBP, `${DEC} HB 2; ${HBR} reg 52`],
  'housing-benefit.capital.step': ['Savings band for tariff income', 250, GBP, `${DEC} HB 2; ${HBR} reg 52`],
  'housing-benefit.capital.income-per-step': ['Tariff income for each full band', 1, W, `${DEC} HB 2; ${HBR} reg 52`],
  'housing-benefit.bedrooms.own-room-age': ['Age from which a child needs their own bedroom', 10, N, `${S1}; ${HBR} reg B13`],
  'housing-benefit.bedrooms.children-per-room': ['Younger children who share a bedroom', 2, N, `${S1}; ${HBR} reg B13`],
  'housing-benefit.bedrooms.max': ['Most bedrooms an LHA rate allows', 4, N, `${S1}; ${HBR} reg 13D`],
  'housing-benefit.lha.shared-room-age-limit': ['Age under which a single person without children gets the shared rate', 35, N, `${S1}; ${HBR} reg 13D`],
  'housing-benefit.bedroom-reduction.one-extra': ['Social rent reduction: one spare bedroom', 14, PCT, `${S1}; ${HBR} reg B13`],
  'housing-benefit.bedroom-reduction.two-or-more': ['Social rent reduction: two or more spare bedrooms', 25, PCT, `${S1}; ${HBR} reg B13`],
  'housing-benefit.lha.lookup-delay': ['LHA lookup wait (milliseconds)', 500, N, `${S1}; spec 001 §7`],
  // PIP (weekly)
  'pip.daily-living.standard': ['Daily living, standard rate', 68.1, W, `${S1} (calculator rates); ${PIPR} reg 5`],
  'pip.daily-living.enhanced': ['Daily living, enhanced rate', 101.75, W, `${S1} (calculator rates); ${PIPR} reg 5`],
  'pip.mobility.standard': ['Mobility, standard rate', 26.9, W, `${S1} (calculator rates); ${PIPR} reg 6`],
  'pip.mobility.enhanced': ['Mobility, enhanced rate', 71, W, `${S1} (calculator rates); ${PIPR} reg 6`],
  'pip.threshold.standard': ['Points for a standard rate', 8, N, `${S1}; ${PIPR} regs 5-6`],
  'pip.threshold.enhanced': ['Points for an enhanced rate', 12, N, `${S1}; ${PIPR} regs 5-6`],
  'pip.state-pension-age': ['State Pension age: no new claims from it', 66, N, `${PIPR} reg 27`],
  'pip.guide.daily-living.standard': ['Guide page: daily living, standard (not used in the calculator)', 72.65, W, `${S1}; spec 002`],
  'pip.guide.daily-living.enhanced': ['Guide page: daily living, enhanced (not used in the calculator)', 108.55, W, `${S1}; spec 002`],
  'pip.guide.mobility.standard': ['Guide page: mobility, standard (not used in the calculator)', 28.7, W, `${S1}; spec 002`],
  'pip.guide.mobility.enhanced': ['Guide page: mobility, enhanced (not used in the calculator)', 75.75, W, `${S1}; spec 002`],
  // Council Tax Support (weekly)
  'council-tax-support.scheme.england.max-reduction': ['Most of the council tax the reduction covers', 80, PCT, `${S1}; ${DEC} CTS 3`, 'England'],
  'council-tax-support.scheme.england.taper': ['Taper: share of excess income taken off', 20, PCT, `${S1}; ${CTRE}`, 'England'],
  'council-tax-support.scheme.england.minimum-payment': ['Share of the council tax everyone pays', 20, PCT, S1, 'England'],
  'council-tax-support.scheme.scotland.max-reduction': ['Most of the council tax the reduction covers', 100, PCT, `${S1}; ${CTRS}`, 'Scotland'],
  'council-tax-support.scheme.scotland.taper': ['Taper: share of excess income taken off', 20, PCT, `${S1}; ${CTRS}`, 'Scotland'],
  'council-tax-support.scheme.scotland.minimum-payment': ['Share of the council tax everyone pays', 0, PCT, S1, 'Scotland'],
  'council-tax-support.scheme.wales.max-reduction': ['Most of the council tax the reduction covers', 100, PCT, `${S1}; ${CTRW}`, 'Wales'],
  'council-tax-support.scheme.wales.taper': ['Taper: share of excess income taken off', 20, PCT, `${S1}; ${CTRW}`, 'Wales'],
  'council-tax-support.scheme.wales.minimum-payment': ['Share of the council tax everyone pays', 0, PCT, S1, 'Wales'],
  'council-tax-support.applicable-amount.single-under-25': ['Personal allowance: single, under 25', 67.2, W, `${S1}; ${CTRE}`],
  'council-tax-support.applicable-amount.single-25-plus': ['Personal allowance: single, 25 or over', 84.8, W, `${S1}; ${CTRE}`],
  'council-tax-support.applicable-amount.couple-under-18': ['Personal allowance: couple, both under 18', 67.2, W, `${S1}; ${CTRE}`],
  'council-tax-support.applicable-amount.couple': ['Personal allowance: couple', 133.3, W, `${S1}; ${CTRE}`],
  'council-tax-support.applicable-amount.dependent-child': ['Allowance for each dependent child', 70.8, W, `${S1}; ${CTRE}`],
  'council-tax-support.applicable-amount.higher-rate-age': ['Age for the single 25 or over allowance', 25, N, S1],
  'council-tax-support.applicable-amount.couple-adult-age': ['Age under which a couple (both) gets the lower allowance', 18, N, S1],
  'council-tax-support.premium.family': ['Family premium', 18.85, W, `${S1}; ${CTRE}`],
  'council-tax-support.premium.disability': ['Disability premium', 36.2, W, `${S1}; ${CTRE}`],
  'council-tax-support.premium.severe-disability': ['Severe disability premium', 69.4, W, `${S1}; ${CTRE}`],
  'council-tax-support.premium.carer': ['Carer premium', 38.85, W, `${S1}; ${CTRE}`],
  'council-tax-support.disregard.earnings-single': ['Earnings disregard: single', 5, W, `${S1}; ${CTRE}`],
  'council-tax-support.disregard.earnings-couple': ['Earnings disregard: couple', 10, W, `${S1}; ${CTRE}`],
  'council-tax-support.disregard.disability-earnings': ['Extra disregard: disabled and working', 20, W, `${S1}; ${CTRE}`],
  'council-tax-support.disregard.carer': ['Extra disregard: carer', 20, W, `${S1}; ${CTRE}`],
  'council-tax-support.capital.upper-limit': ['Savings from which there is no main reduction', 16000, GBP, `${S1}; ${DEC} CTS 3`],
  'council-tax-support.capital.lower-limit': ['Savings above which tariff income counts', 6000, GBP, `${S1}; ${CTRE}`],
  'council-tax-support.capital.step': ['Savings band for tariff income', 250, GBP, `${S1}; ${CTRE}`],
  'council-tax-support.capital.income-per-step': ['Tariff income for each full band', 1, W, `${S1}; ${CTRE}`],
  'council-tax-support.second-adult-rebate.band-1.income-below': ['Second adult rebate 1: other adults’ income below', 200, W, `${S1}; ${CTRE}`],
  'council-tax-support.second-adult-rebate.band-1.percent': ['Second adult rebate 1: share of council tax', 25, PCT, `${S1}; ${CTRE}`],
  'council-tax-support.second-adult-rebate.band-2.income-below': ['Second adult rebate 2: other adults’ income below', 260, W, `${S1}; ${CTRE}`],
  'council-tax-support.second-adult-rebate.band-2.percent': ['Second adult rebate 2: share of council tax', 15, PCT, `${S1}; ${CTRE}`],
  'council-tax-support.second-adult-rebate.band-3.income-below': ['Second adult rebate 3: other adults’ income below', 320, W, `${S1}; ${CTRE}`],
  'council-tax-support.second-adult-rebate.band-3.percent': ['Second adult rebate 3: share of council tax', 7.5, PCT, `${S1}; ${CTRE}`],
  'council-tax-support.single-person-discount': ['Single person discount', 25, PCT, `${S1}; Local Government Finance Act 1992 s11`],
  // General
  'general.weeks-per-month': ['Weeks in a month', 4.33, N, `${S1} (monthly = weekly × 4.33)`],
  'general.weeks-per-year': ['Weeks in a year', 52, N, `${S1} (weekly = annual ÷ 52)`],
  'general.months-per-year': ['Months in a year', 12, N, `${DEC} CTS`],
  'general.eligibility.universal-credit.min-age': ['Checker, Universal Credit: youngest age', 18, N, CHECKER],
  'general.eligibility.universal-credit.max-age': ['Checker, Universal Credit: oldest age', 65, N, CHECKER],
  'general.eligibility.pip.min-age': ['Checker, PIP: youngest age', 16, N, CHECKER],
  'general.eligibility.pip.max-age': ['Checker, PIP: oldest age', 65, N, CHECKER],
  'general.eligibility.pension-credit.min-age': ['Checker, Pension Credit: youngest age', 66, N, CHECKER],
} satisfies Record<string, RateDef>;

/** The checker's estimates (spec 000 §5): [key, benefit, unit, from, to], as rates `general.eligibility.{key}.low` and `.high`. */
const CHECKER_ESTIMATES: ReadonlyArray<readonly [key: string, name: string, unit: RateUnit, low: number, high: number]> = [
  ['universal-credit.with-children', 'Universal Credit with children', M, 400, 800],
  ['universal-credit', 'Universal Credit without children', M, 250, 400],
  ['housing-benefit', 'Housing Benefit', M, 300, 600],
  ['pip', 'PIP', M, 100, 700],
  ['child-benefit', 'Child Benefit', W, 25, 100],
  ['council-tax-support', 'Council Tax Support discount', PCT, 25, 100],
];

/** Ids of the hand-written rates: engines read these by name, so a typo fails type-checking. */
export type CoreRateId = keyof typeof CORE;

/** The five LHA categories, smallest first; rate ids end with these. */
export const LHA_CATEGORIES = ['shared-room', 'one-bed', 'two-bed', 'three-bed', 'four-bed'] as const;
/** One LHA category: the shared accommodation rate or a 1 to 4 bedroom rate. */
export type LhaCategory = (typeof LHA_CATEGORIES)[number];
const LHA_CATEGORY_LABELS = ['shared accommodation', '1 bedroom', '2 bedrooms', '3 bedrooms', '4 bedrooms'];

/** Id of an area's LHA rate for one category, e.g. `housing-benefit.lha.leeds.two-bed`. */
export function lhaRateId(areaId: string, category: LhaCategory): string {
  return `housing-benefit.lha.${areaId}.${category}`;
}

/** The area used when no postcode has been looked up (spec 001 §9). */
export const DEFAULT_LHA_AREA_ID = 'default-area';

type LhaAreaDef = readonly [id: string, name: string, region: string, weekly: readonly number[]];

/**
 * Weekly LHA rates by broad rental market area (BRMA), 2025/26. LHA rates were kept at their
 * April 2024 levels for 2025/26, so these are the April 2024 figures; several come from council
 * pages, the rest are approximations for this local dataset. Order: shared, 1, 2, 3, 4 bedrooms.
 */
const LHA_AREAS: readonly LhaAreaDef[] = [
  [DEFAULT_LHA_AREA_ID, 'Default area', GB, [85, 120, 155, 185, 220]],
  ['central-london', 'Central London', 'England', [224.38, 391.23, 489.21, 598.03, 805.48]],
  ['inner-east-london', 'Inner East London', 'England', [189.86, 339.45, 402.74, 483.29, 610.3]],
  ['inner-south-east-london', 'Inner South East London', 'England', [149.59, 298.15, 356.71, 448.77, 506.3]],
  ['outer-south-east-london', 'Outer South East London', 'England', [138.08, 241.64, 299.18, 356.71, 414.22]],
  ['central-greater-manchester', 'Central Greater Manchester', 'England', [94.72, 178.36, 201.37, 218.63, 310.68]],
  ['birmingham', 'Birmingham', 'England', [86.3, 149.59, 172.6, 195.62, 253.15]],
  ['leeds', 'Leeds', 'England', [89.75, 149.59, 172.6, 195.62, 276.16]],
  ['sheffield', 'Sheffield', 'England', [80.55, 120.82, 143.84, 166.85, 230.14]],
  ['bristol', 'Bristol', 'England', [109.32, 195.62, 241.64, 287.67, 391.23]],
  ['liverpool', 'Liverpool', 'England', [80.55, 113.92, 138.08, 155.34, 218.63]],
  ['tyneside', 'Tyneside', 'England', [80, 103.56, 126.58, 149.59, 201.37]],
  ['nottingham', 'Nottingham', 'England', [86.3, 126.58, 155.34, 178.36, 241.64]],
  ['coventry', 'Coventry', 'England', [99.5, 132.33, 155.34, 178.36, 230.14]],
  ['brighton-and-hove', 'Brighton and Hove', 'England', [120.82, 218.63, 287.67, 345.21, 460.27]],
  ['cambridge', 'Cambridge', 'England', [120.82, 212.88, 253.15, 299.18, 402.74]],
  ['oxford', 'Oxford', 'England', [126.58, 241.64, 287.67, 345.21, 471.78]],
  ['southampton', 'Southampton', 'England', [103.56, 172.6, 212.88, 253.15, 333.7]],
  ['lothian', 'Lothian', 'Scotland', [109.32, 172.6, 223.23, 316.44, 501.7]],
  ['greater-glasgow', 'Greater Glasgow', 'Scotland', [97.81, 155.34, 189.86, 218.63, 345.21]],
  ['dundee-and-angus', 'Dundee and Angus', 'Scotland', [86.3, 92.05, 141.53, 182.96, 253.15]],
  ['cardiff', 'Cardiff', 'Wales', [86.3, 149.59, 189.86, 218.63, 299.18]],
  ['swansea', 'Swansea', 'Wales', [86.3, 120.82, 138.08, 155.34, 207.12]],
];

const LHA_SOURCE: Record<string, string> = {
  England: 'Valuation Office Agency',
  Scotland: 'Rent Service Scotland',
  Wales: 'Rent Officers Wales',
};

/** Areas that have LHA rates in the table: id, name and region, default area first. */
export const LHA_AREA_LIST: ReadonlyArray<{ readonly id: string; readonly name: string; readonly region: string }> =
  LHA_AREAS.map(([id, name, region]) => ({ id, name, region }));

/** PIP descriptor points by activity id, in spec order (DECISIONS.md §2 PIP 2; Schedule 1 to the PIP Regulations). */
const PIP_POINTS: ReadonlyArray<readonly [activityId: string, points: readonly number[]]> = [
  ['preparing-food', [0, 2, 2, 2, 4, 8]],
  ['taking-nutrition', [0, 2, 2, 4, 6, 10]],
  ['managing-therapy', [0, 1, 1, 2, 4, 6, 8]],
  ['washing-bathing', [0, 2, 2, 2, 3, 4, 8]],
  ['managing-toilet', [0, 2, 2, 4, 6, 8]],
  ['dressing-undressing', [0, 2, 2, 2, 4, 8]],
  ['communicating-verbally', [0, 2, 4, 8, 12]],
  ['reading-understanding', [0, 2, 2, 4, 8]],
  ['engaging-others', [0, 2, 4, 8]],
  ['budgeting-decisions', [0, 2, 4, 6]],
  ['planning-journeys', [0, 4, 8, 10, 10, 12]],
  ['moving-around', [0, 4, 8, 10, 12, 12]],
];

/** Descriptor ids are letters in order: a, b, c... */
export const DESCRIPTOR_LETTERS = 'abcdefgh';
/** The first mobility activity in `PIP_POINTS`; the ones before it are daily living (Schedule 1 Parts 2 and 3). */
const PIP_MOBILITY_FROM = 'planning-journeys';

/** Id of the points rate of one PIP descriptor, e.g. `pip.points.taking-nutrition.f`. */
export function pipPointsRateId(activityId: string, descriptorId: string): string {
  return `pip.points.${activityId}.${descriptorId}`;
}

function buildRates(): Record<string, Rate> {
  const table: Record<string, Rate> = {};
  const add = (id: string, [label, amount, unit, source, region]: RateDef): void => {
    const benefit = id.slice(0, id.indexOf('.')) as BenefitGroup;
    table[id] = Object.freeze({ id, benefit, label, amount, unit, effectiveDate: EFFECTIVE_DATE, source, region: region ?? GROUP_REGION[benefit] });
  };
  for (const [id, def] of Object.entries(CORE) as [string, RateDef][]) add(id, def);
  for (const [key, name, unit, low, high] of CHECKER_ESTIMATES) {
    add(`general.eligibility.${key}.low`, [`Checker estimate, ${name}: from`, low, unit, CHECKER]);
    add(`general.eligibility.${key}.high`, [`Checker estimate, ${name}: to`, high, unit, CHECKER]);
  }
  for (const [areaId, name, region, weekly] of LHA_AREAS) {
    const source =
      areaId === DEFAULT_LHA_AREA_ID
        ? `${S1} (LHA default area, effective 2025-04-01); ${HBR} reg 13D`
        : `LHA 2025/26 (kept at April 2024 rates), ${name} BRMA, ${LHA_SOURCE[region] ?? ''}; approximate: check with the council`;
    LHA_CATEGORIES.forEach((category, i) =>
      add(lhaRateId(areaId, category), [`LHA ${name}: ${LHA_CATEGORY_LABELS[i]}`, weekly[i] ?? 0, W, source, region]),
    );
  }
  let part = 'Part 2';
  let activityNo = 0;
  for (const [activityId, points] of PIP_POINTS) {
    if (activityId === PIP_MOBILITY_FROM) [part, activityNo] = ['Part 3', 0];
    activityNo += 1;
    points.forEach((p, i) => {
      const letter = DESCRIPTOR_LETTERS.charAt(i);
      add(pipPointsRateId(activityId, letter), [
        `PIP points: ${activityId.replace(/-/g, ' ')}, descriptor ${letter}`,
        p,
        N,
        `${PIPR} Sch 1 ${part} activity ${activityNo}; spec 001 §3; ${DEC} PIP 2`,
      ]);
    });
  }
  return table;
}

/** The built-in table: every rate the calculators use, seeded with the documents' figures. */
export const DEFAULT_RATES: RatesTable = Object.freeze(buildRates());

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

/**
 * A copy of `table` with amounts replaced, e.g. by the published rates of `GET /api/rates`.
 * Takes `[{ id, amount }]` or `{ [id]: amount }`. Unknown ids and amounts that are not finite,
 * non-negative numbers (or numeric strings) are ignored (spec 002: a non-number edit is ignored).
 * Never throws.
 */
export function applyRateOverrides(
  table: RatesTable,
  overrides: ReadonlyArray<{ id: unknown; amount: unknown }> | Record<string, unknown>,
): RatesTable {
  const base = table ?? DEFAULT_RATES;
  const next: Record<string, Rate> = { ...base };
  try {
    const pairs: Array<[unknown, unknown]> = Array.isArray(overrides)
      ? overrides.map((o: unknown) => (o && typeof o === 'object' ? [(o as { id?: unknown }).id, (o as { amount?: unknown }).amount] : [undefined, undefined]))
      : overrides && typeof overrides === 'object'
        ? Object.entries(overrides)
        : [];
    for (const [id, value] of pairs) {
      const amount = toAmount(value);
      const current = typeof id === 'string' && Object.hasOwn(base, id) ? base[id] : undefined;
      if (current && amount !== undefined) next[current.id] = Object.freeze({ ...current, amount });
    }
  } catch {
    // A hostile overrides object (throwing getters) leaves the table as it was.
    return base;
  }
  return Object.freeze(next);
}

const PERIOD_WORDS: Partial<Record<RateUnit, string>> = { 'gbp-per-month': ' a month', 'gbp-per-week': ' a week' };

/** A rate for people: '£393.45 a month', '£77 a week', '55%', '£16,000', '4.33'. */
export function formatRate(rate: Rate): string {
  if (rate.unit === 'percent') return `${rate.amount}%`;
  if (rate.unit === 'count') return String(rate.amount);
  return formatMoney(rate.amount) + (PERIOD_WORDS[rate.unit] ?? '');
}

/**
 * Limits of the calculators' inputs (spec 000 §5, spec 001 §5). Engines clamp to them; a value
 * that is not a number falls back to the minimum, as the spec says. The UIs can use them for
 * their min and max attributes.
 */
export const INPUT_LIMITS = {
  universalCredit: { ageMin: 16, ageMax: 100, childAgeMin: 0, childAgeMax: 19 },
  housingBenefit: { ageMin: 16, ageMax: 100, memberAgeMin: 0, memberAgeMax: 100, bedroomsMin: 0, bedroomsMax: 10 },
  pip: { ageMin: 16, ageMax: 100 },
} as const;

/** Default values of the calculators' inputs (spec 000 §3, spec 001 §3). */
export const INPUT_DEFAULTS = {
  universalCredit: { age: 25, bedrooms: 1 },
  housingBenefit: { age: 25, memberAge: 18, bedrooms: 1 },
  pip: { age: 25 },
  councilTaxSupport: { annualCouncilTax: 1200, claimantAge: 30, childAge: 5, otherAdultAge: 25, bedrooms: 2 },
} as const;

/** Amounts by id, validated once per table: a missing, non-finite or negative amount falls back to the built-in one. */
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
  const amounts: Record<string, number> = {};
  for (const id of Object.keys(DEFAULT_RATES)) {
    const own = (key as RatesTable)[id];
    amounts[id] = toAmount(own && typeof own === 'object' ? own.amount : undefined) ?? (DEFAULT_RATES[id] as Rate).amount;
  }
  const resolved = Object.freeze(amounts) as ResolvedRates;
  resolvedCache.set(key, resolved);
  return resolved;
}
