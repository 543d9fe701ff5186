/**
 * The vocabulary the rate tables are written in: tax years, units, references to the law and
 * publications, and the shape of one dated figure. Only the files of this folder and
 * src/calc/rates.ts use it; everything else reads rates through src/calc/rates.ts (amounts) or
 * catalogue.ts (amounts with their references, regions and notes).
 *
 * A group file (universal-credit.ts, …) says what each figure is: unit, references, region,
 * which note it has, and where its amounts come from: `BY_YEAR` (each year's file of years/, for
 * figures that change from year to year), `everyYear(…)` (law that has not changed: a
 * percentage, an age, a count) or `derived(…)` (worked out from other figures, never typed).
 * The words (each figure's label, keyed by its id, the notes, the regions' and groups' names) are
 * in the message catalogue, src/i18n/en/rates.ts; a note is a message (../message.ts) the
 * definition names, with its values when it is worked out from the figures.
 *
 * The builders and references made at load (`perWeek`, `UC_REGS`, …) are marked `@__PURE__`, so
 * a bundle that does not use them leaves them out: calculator pages reach this file through a few
 * helpers and need none of the words (scripts/calc-size.mjs).
 */

import { TAX_YEAR_IDS, type TaxYear } from './years/list';
import { startYearOf, taxYearInfo } from './tax-years';
import { listOfValues, msg, type Message } from '../message';

export { TAX_YEAR_IDS, type TaxYear } from './years/list';

/** The newest year the tables hold: GOV.UK publishes its figures as proposed rates until they are laid. */
export const NEWEST_TAX_YEAR: TaxYear = TAX_YEAR_IDS[TAX_YEAR_IDS.length - 1] as TaxYear;

export type { BenefitGroup } from './groups';

/** Where a figure applies; its name is in the catalogue (src/i18n/en/rates.ts `rateRegionMessages`). */
export type Region = 'uk' | 'great-britain' | 'england' | 'scotland' | 'wales' | 'northern-ireland';

/** How to read an amount. `percent`: 55 means 55%. `gbp`: a capital sum such as a savings limit. */
export type RateUnit = 'gbp-per-month' | 'gbp-per-week' | 'gbp-per-year' | 'gbp-per-hour' | 'gbp' | 'percent' | 'count';

/** A regulation, Act or publication a figure comes from, and its https address (/rates shows it as a link). */
export interface Reference {
  title: string;
  href: string;
}

/** A reference that names the year's own edition (the GOV.UK rates publication of that year). */
export type YearReference = Reference | ((year: TaxYear) => Reference);

/**
 * One amount per tax year. `null` means the figure did not apply that year: no limit (the
 * Universal Credit child limit from 2026/27), or a rule not yet in force. JSON-safe.
 */
export type YearAmounts = Readonly<Record<TaxYear, number | null>>;

/**
 * The amount is in each tax year's file of rates/years/, under the rate's id: the figures that
 * change from year to year. The year files are checked against the rates written this way.
 */
export const BY_YEAR = 'by-year';
/** See BY_YEAR. */
export type ByYear = typeof BY_YEAR;

/** The shape of one year's file of rates/years/, as the rules that read it see it. */
export interface YearFiguresShape {
  readonly rates: Readonly<Record<string, number | null>>;
  readonly lha: Readonly<Record<string, readonly number[]>>;
}

/** The amount is read from each year's file by a rule (an area's LHA rate is one entry of its row). */
export interface FromYearFile {
  readonly pick: (figures: YearFiguresShape) => number | null;
}

/** What a derived figure's rule reads: the year, and any other figure of that year by id. */
export interface DerivedContext {
  readonly year: TaxYear;
  amountOf(id: string): number | null;
}

/** A figure worked out from other figures of its year (the note says how), never typed. */
export interface Derived {
  readonly derive: (context: DerivedContext) => number | null;
}

/** Where a figure's amounts come from: the same every year, each year's file, or a rule over other figures. */
export type AmountSource = YearAmounts | ByYear | FromYearFile | Derived;

/** What a note worked out from the figures reads: the year shown, the figure's amounts, and any other figure's. */
export interface NoteContext {
  readonly year: TaxYear;
  readonly amounts: YearAmounts;
  amountsOf(id: string): YearAmounts;
}

/** A note worked out from the figures (a freeze, how a derived figure was reached); undefined: no note. */
export type NoteRule = (context: NoteContext) => Message | undefined;

/**
 * One dated figure: as a group file writes it (`amounts` an AmountSource), or resolved (`amounts`
 * one per year). What it is in words is its id's label in the catalogue (src/i18n/en/rates.ts).
 */
export interface RateDef<A extends AmountSource = YearAmounts> {
  unit: RateUnit;
  amounts: A;
  references: readonly YearReference[];
  /** Where it applies. Default: the group's. */
  region?: Region;
  /**
   * Whether an admin may change it. Default: money amounts that are uprated (per week, month,
   * year or hour). Percentages, counts, capital limits and conversions are law or arithmetic,
   * shown but not edited.
   */
  editable?: boolean;
  /** A short note shown with the figure, e.g. how a derived figure was worked out: a message of the catalogue's notes, or worked out from the figures. */
  note?: Message | NoteRule;
}

/**
 * A figure as the calculators get it, in rates/amounts.generated.ts (written from the group files
 * and the year files by `npm run rates:amounts`): its unit, whether an admin may edit it, its
 * amount in each year of that file's year list (one number when it is the same in every year, which
 * keeps the pages' JavaScript small). References and notes stay out, and the words (labels, and what
 * a null amount means) are in the catalogue: calculator pages never show them.
 */
export type RateAmounts = readonly [unit: RateUnit, editable: boolean, amounts: readonly (number | null)[] | number];

/** A figure as a group file writes it. */
export type RateSpec<A extends AmountSource = AmountSource> = RateDef<A>;

/** A group file's rates by id. Ids start with the group: `universal-credit.taper-rate`. */
export type RateSpecs = Readonly<Record<string, RateSpec>>;

/** The same amount in every year (a rule or a conversion that has not changed). */
export function everyYear(amount: number | null): YearAmounts {
  return Object.fromEntries(TAX_YEAR_IDS.map((year) => [year, amount])) as Record<TaxYear, number | null>;
}

/** A figure worked out from other figures of its year: `derived(({ year, amountOf }) => …)`. */
export function derived(derive: Derived['derive']): Derived {
  return { derive };
}

/** A figure read from each year's file by a rule: `fromYearFile((figures) => figures.lha[area][i])`. */
export function fromYearFile(pick: FromYearFile['pick']): FromYearFile {
  return { pick };
}

/** '2025/26', as the notes write a tax year. */
export function shortYear(year: TaxYear): string {
  return taxYearInfo(year).shortLabel;
}

/**
 * The note of a figure frozen in its latest years: 'Frozen at the 2025/26 amount from April
 * 2026.' when the newest years repeat an earlier year's amount; no note otherwise. A calendar
 * year is a value written as it is ('2026'), as a tax year's '2025/26' is.
 */
export const frozenSince: NoteRule = ({ amounts }) => {
  let from = TAX_YEAR_IDS.length - 1;
  while (from > 0 && amounts[TAX_YEAR_IDS[from - 1] as TaxYear] === amounts[TAX_YEAR_IDS[from] as TaxYear]) from -= 1;
  if (from === TAX_YEAR_IDS.length - 1) return undefined;
  const set = TAX_YEAR_IDS[from] as TaxYear;
  return msg('rates.note.frozenSince', { year: shortYear(set), from: String(startYearOf(set) + 1) });
};

/**
 * The note of a figure set in one April and frozen after it, for the years it was frozen in:
 * 'April 2024 rate, frozen for 2025/26 and 2026/27.' No note for a year whose amount no other
 * year repeats.
 */
export const setThenFrozen: NoteRule = ({ year, amounts }) => {
  const at = TAX_YEAR_IDS.indexOf(year);
  let first = at;
  while (first > 0 && amounts[TAX_YEAR_IDS[first - 1] as TaxYear] === amounts[year]) first -= 1;
  let last = at;
  while (last < TAX_YEAR_IDS.length - 1 && amounts[TAX_YEAR_IDS[last + 1] as TaxYear] === amounts[year]) last += 1;
  if (first === last) return undefined;
  const frozen = TAX_YEAR_IDS.slice(first + 1, last + 1).map(shortYear);
  return msg('rates.note.setThenFrozen', { from: String(startYearOf(TAX_YEAR_IDS[first] as TaxYear)), years: listOfValues(frozen) });
};

export const PER_MONTH = 'gbp-per-month';
export const PER_WEEK = 'gbp-per-week';
export const PER_YEAR = 'gbp-per-year';
export const PER_HOUR = 'gbp-per-hour';
export const GBP = 'gbp';
export const PERCENT = 'percent';
export const COUNT = 'count';

/** What a rate may say beyond its unit, amounts and references. */
export type RateExtras = Pick<RateDef, 'region' | 'editable' | 'note'>;

/** A builder of the rates of one unit, so that a table entry reads as one line: `perMonth(BY_YEAR, [UC_REGS('reg 29')])`. */
export function ratesIn(unit: RateUnit) {
  return <A extends AmountSource>(amounts: A, references: readonly YearReference[], extras: RateExtras = {}): RateSpec<A> => ({
    unit,
    amounts,
    references,
    ...extras,
  });
}

/** A money amount a month (Universal Credit's assessment period). */
export const perMonth = /* @__PURE__ */ ratesIn(PER_MONTH);
/** A money amount a week (Housing Benefit, Council Tax Support, PIP). */
export const perWeek = /* @__PURE__ */ ratesIn(PER_WEEK);
/** A money amount a year. */
export const perYear = /* @__PURE__ */ ratesIn(PER_YEAR);
/** A money amount an hour (wage rates). */
export const perHour = /* @__PURE__ */ ratesIn(PER_HOUR);
/** A capital sum, such as a savings limit. */
export const gbp = /* @__PURE__ */ ratesIn(GBP);
/** A percentage: 55 means 55%. */
export const percent = /* @__PURE__ */ ratesIn(PERCENT);
/** A count: an age, a number of children or bedrooms, hours, a year. */
export const count = /* @__PURE__ */ ratesIn(COUNT);

/**
 * A rate id built from two parts (an area and a category, an activity and a descriptor), remembered
 * once built: the engines look ids up on every keystroke. It remembers at most `maxFirst` first
 * parts (more means callers pass other strings: it starts again) and `maxSecond` second parts of each.
 */
export function rememberedIds<A extends string, B extends string>(build: (first: A, second: B) => string, maxFirst: number, maxSecond: number): (first: A, second: B) => string {
  const built = new Map<A, Map<B, string>>();
  return (first, second) => {
    let ids = built.get(first);
    if (!ids) {
      if (built.size >= maxFirst) built.clear();
      ids = new Map();
      built.set(first, ids);
    }
    let id = ids.get(second);
    if (id === undefined) {
      id = build(first, second);
      if (ids.size < maxSecond) ids.set(second, id);
    }
    return id;
  };
}

const LEGISLATION = 'https://www.legislation.gov.uk';

/** A provision of a statutory instrument or Act, e.g. `UC_REGS('reg 36')`. */
function legislation(title: string, path: string): (provision?: string) => Reference {
  return (provision) => ({ title: provision ? `${title}, ${provision}` : title, href: `${LEGISLATION}/${path}` });
}

/** Universal Credit Regulations 2013 (SI 2013/376). */
export const UC_REGS = /* @__PURE__ */ legislation('Universal Credit Regulations 2013', 'uksi/2013/376');
/** Housing Benefit Regulations 2006 (SI 2006/213): working age. */
export const HB_REGS = /* @__PURE__ */ legislation('Housing Benefit Regulations 2006', 'uksi/2006/213');
/** Housing Benefit (Persons who have attained the qualifying age for state pension credit) Regulations 2006 (SI 2006/214). */
export const HB_SPC_REGS = /* @__PURE__ */ legislation('Housing Benefit (State Pension Credit age) Regulations 2006', 'uksi/2006/214');
/** Social Security (Personal Independence Payment) Regulations 2013 (SI 2013/377). */
export const PIP_REGS = /* @__PURE__ */ legislation('Social Security (Personal Independence Payment) Regulations 2013', 'uksi/2013/377');
/** Council Tax Reduction Schemes (Prescribed Requirements) (England) Regulations 2012 (SI 2012/2885): the pension-age scheme. */
export const CTR_ENGLAND_REGS = /* @__PURE__ */ legislation('Council Tax Reduction Schemes (Prescribed Requirements) (England) Regulations 2012', 'uksi/2012/2885');
/** Council Tax Reduction Schemes (Default Scheme) (England) Regulations 2012 (SI 2012/2886). */
export const CTR_DEFAULT_SCHEME = /* @__PURE__ */ legislation('Council Tax Reduction Schemes (Default Scheme) (England) Regulations 2012', 'uksi/2012/2886');
/** Council Tax Reduction (Scotland) Regulations 2021 (SSI 2021/249). */
export const CTR_SCOTLAND_REGS = /* @__PURE__ */ legislation('Council Tax Reduction (Scotland) Regulations 2021', 'ssi/2021/249');
/** Council Tax Reduction Schemes and Prescribed Requirements (Wales) Regulations 2013 (SI 2013/3029). */
export const CTR_WALES_REGS = /* @__PURE__ */ legislation('Council Tax Reduction Schemes and Prescribed Requirements (Wales) Regulations 2013', 'wsi/2013/3029');
/** Council Tax Reduction (State Pension Credit) (Scotland) Regulations 2012 (SSI 2012/319): Scotland's pension-age scheme. */
export const CTR_SCOTLAND_PENSION_REGS = /* @__PURE__ */ legislation('Council Tax Reduction (State Pension Credit) (Scotland) Regulations 2012', 'ssi/2012/319');
/**
 * The instrument of a tax year that uprates a Council Tax Reduction scheme's figures, e.g.
 * `upratedBy({ '2024-25': ['SI 2024/29', 'uksi/2024/29'], … })`: the year's own title and link.
 */
export function upratedBy(instruments: Readonly<Partial<Record<TaxYear, readonly [title: string, path: string]>>>, provision?: string): YearReference {
  return (year) => {
    // A year added as data before its instrument is named here: the search of legislation.gov.uk.
    const [title, path] = instruments[year] ?? [`The uprating regulations for ${year.replace('-', '/')}`, 'search?title=council%20tax%20reduction'];
    return { title: provision ? `${title}, ${provision}` : title, href: `${LEGISLATION}/${path}` };
  };
}
/** State Pension Credit Regulations 2002 (SI 2002/1792). */
export const SPC_REGS = /* @__PURE__ */ legislation('State Pension Credit Regulations 2002', 'uksi/2002/1792');
/** State Pension Credit Act 2002 (c. 16). */
export const SPC_ACT = /* @__PURE__ */ legislation('State Pension Credit Act 2002', 'ukpga/2002/16');
/** Social Security (Claims and Payments) Regulations 1987 (SI 1987/1968). */
export const CLAIMS_AND_PAYMENTS_REGS = /* @__PURE__ */ legislation('Social Security (Claims and Payments) Regulations 1987', 'uksi/1987/1968');
/** Benefit Cap (Annual Limit) (Amendment) Regulations 2023 (SI 2023/335), which set the cap from April 2023 (Welfare Reform Act 2012 s 96(5A)). */
export const BENEFIT_CAP_REGS = /* @__PURE__ */ legislation('Benefit Cap (Annual Limit) (Amendment) Regulations 2023', 'uksi/2023/335');
/** Local Government Finance Act 1992 (council tax discounts, s 11). */
export const LGFA_1992 = /* @__PURE__ */ legislation('Local Government Finance Act 1992', 'ukpga/1992/14');
/** Universal Credit (Removal of Two Child Limit) Act 2026 (c. 13). */
export const TWO_CHILD_ACT = /* @__PURE__ */ legislation('Universal Credit (Removal of Two Child Limit) Act 2026', 'ukpga/2026/13');
/** Universal Credit Act 2025 (c. 22): the health element from April 2026. */
export const UC_ACT_2025 = /* @__PURE__ */ legislation('Universal Credit Act 2025', 'ukpga/2025/22');
/** The Universal Credit Act 2025 commencement and rates order of 2026 (SI 2026/113). */
export const SI_2026_113 = /* @__PURE__ */ legislation('SI 2026/113 (Universal Credit Act 2025: health element rates)', 'uksi/2026/113');

const GOV_UK = 'https://www.gov.uk/government/publications';

/** The year's GOV.UK "Benefit and pension rates" publication (the newest year's: the proposed rates). */
export const GOV_UK_RATES = (year: TaxYear): Reference => {
  const from = startYearOf(year);
  const span = `${from} to ${from + 1}`;
  // The newest year's figures are published as proposed rates until they are laid.
  const proposed = year === NEWEST_TAX_YEAR;
  return {
    title: `${proposed ? 'Proposed benefit' : 'Benefit'} and pension rates ${span} (GOV.UK)`,
    href: `${GOV_UK}/${proposed ? 'proposed-' : ''}benefit-and-pension-rates-${from}-to-${from + 1}`,
  };
};

/** CPAG's means-tested benefit rates of the year (Welfare Benefits and Tax Credits Handbook rates pages). */
export const CPAG_RATES: YearReference = (year) => ({
  title: `CPAG means-tested benefit rates ${year.replace('-', '/')}`,
  href: 'https://askcpag.org.uk',
});

/** A PolicyEngine UK parameter file (each cites its legislation), under policyengine_uk/parameters/gov/dwp/. */
export function policyEngine(file: string): Reference {
  return {
    title: `PolicyEngine UK parameter ${file}`,
    href: `https://github.com/PolicyEngine/policyengine-uk/blob/master/policyengine_uk/parameters/gov/dwp/${file}`,
  };
}
