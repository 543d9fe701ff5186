/**
 * General figures (docs/rules.md "Tax years"): the period conversions every engine uses, the
 * figures several benefits share (State Pension age, the size criteria of Universal Credit and
 * Housing Benefit, the Pension Credit standard minimum guarantee that is also the pension-age
 * personal allowance), the benefits checker's age bands and estimate ranges, and the figures
 * outside the engines that the guides quote (the official figures).
 */
import { startYearOf } from './tax-years';
import {
  BY_YEAR,
  everyYear,
  count,
  gbp,
  GOV_UK_RATES,
  perHour,
  PER_MONTH,
  PER_WEEK,
  perWeek,
  perYear,
  PERCENT,
  HB_REGS,
  HB_SPC_REGS,
  CTR_ENGLAND_REGS,
  CPAG_RATES,
  PIP_REGS,
  UC_REGS,
  derived,
  percent,
  type RateSpec,
  type RateSpecs,
  type RateUnit,
  type Reference,
  ratesIn,
} from './define';

/** The regulations that convert between weeks, months and years: × 52 ÷ 12 for Universal Credit, × 12 ÷ 52 for Housing Benefit. */
const CONVERSION = [UC_REGS('reg 73 (weekly payments × 52 ÷ 12)'), HB_REGS('reg 80 (monthly payments × 12 ÷ 52)')];
const GOV_UK = 'https://www.gov.uk';
/** The GOV.UK pages the checker's ages come from. */
const UC_ELIGIBILITY = { title: 'GOV.UK, Universal Credit: eligibility (18 or over, under State Pension age)', href: `${GOV_UK}/universal-credit/eligibility` };
const PIP_ELIGIBILITY = { title: 'GOV.UK, PIP: eligibility (16 or over, under State Pension age)', href: `${GOV_UK}/pip/eligibility` };
const PENSION_CREDIT_ELIGIBILITY = { title: 'GOV.UK, Pension Credit: eligibility (State Pension age)', href: `${GOV_UK}/pension-credit/eligibility` };
const STATE_PENSION_AGE = { title: 'GOV.UK, Check your State Pension age', href: `${GOV_UK}/state-pension-age` };
const CHECKER_NOTE = 'A rough range the benefits checker shows, not an official figure: the GOV.UK page gives the amounts.';
const WINTER_FUEL = [
  { title: 'Winter Fuel Payment Regulations 2024 (SI 2024/869)', href: 'https://www.legislation.gov.uk/uksi/2024/869' },
  { title: 'Winter Fuel Payment Regulations 2025 (SI 2025/969)', href: 'https://www.legislation.gov.uk/uksi/2025/969' },
  { title: 'House of Commons Library, Winter Fuel Payment (CBP-10105)', href: 'https://commonslibrary.parliament.uk/research-briefings/cbp-10105/' },
];
const STATE_PENSION_AGE_ACTS = [
  { title: 'Pensions Act 2011, s 1 (State Pension age 66)', href: 'https://www.legislation.gov.uk/ukpga/2011/19/section/1' },
  { title: 'Pensions Act 2014, s 26 (State Pension age rising from 66 to 67 from 6 April 2026)', href: 'https://www.legislation.gov.uk/ukpga/2014/19/section/26' },
];
/** Cold Weather Payments: SI 1988/1724 (who, when, and in reg 3 the amount, £25 since SI 2010/2591). */
const COLD_WEATHER = [{ title: 'Social Fund Cold Weather Payments (General) Regulations 1988, reg 3', href: 'https://www.legislation.gov.uk/uksi/1988/1724' }];
/** The Warm Home Discount (England and Wales) Regulations 2022 and the government's extension of the £150 to 2030/31 (January 2026). */
const WARM_HOME_DISCOUNT = [
  { title: 'Warm Home Discount (England and Wales) Regulations 2022', href: 'https://www.legislation.gov.uk/uksi/2022/772' },
  { title: 'GOV.UK, Warm Home Discount Scheme', href: `${GOV_UK}/the-warm-home-discount-scheme` },
];
const FREE_TV_LICENCE = [{ title: 'GOV.UK, Free and discounted TV licences', href: `${GOV_UK}/free-discount-tv-licence` }];
/** The size criteria, the same in both: Universal Credit (UC Regs Sch 4) and Housing Benefit (HB Regs regs B13 and 13D). */
const SIZE_CRITERIA = [UC_REGS('Schedule 4 para 10'), HB_REGS('reg B13(5)'), HB_REGS('reg 13D(3)')];
const SPARE_BEDROOMS = [UC_REGS('Schedule 4 para 36'), HB_REGS('reg B13(3)')];
/** State Pension Credit Regulations 2002 (SI 2002/1792). */
const SPC_REGS = { title: 'State Pension Credit Regulations 2002, reg 6(1) (standard minimum guarantee)', href: 'https://www.legislation.gov.uk/uksi/2002/1792/regulation/6' };
const STANDARD_MINIMUM_GUARANTEE = [GOV_UK_RATES, SPC_REGS, HB_SPC_REGS('Sch 3 para 1'), CTR_ENGLAND_REGS('Sch 1'), CPAG_RATES];
const GUARANTEE_NOTE =
  'Also the pension-age personal allowance of Housing Benefit and Council Tax Support from 1 April 2021: SI 2021/188 set it at this guarantee, the same amount every year since (Wales’s own not yet sourced).';
const STATE_PENSION_AGE_ID = 'general.state-pension-age';
const NMW_REGS = { title: 'National Minimum Wage Regulations 2015 and the yearly amendment regulations', href: 'https://www.legislation.gov.uk/uksi/2015/621' };

/** The checker's estimate ranges: [key, benefit, unit, from, to, the GOV.UK page of the amounts], as rates `general.eligibility.{key}.low` and `.high`. */
const CHECKER_ESTIMATES: ReadonlyArray<readonly [key: string, name: string, unit: RateUnit, low: number, high: number, page: Reference]> = [
  [
    'universal-credit.with-children',
    'Universal Credit with children',
    PER_MONTH,
    400,
    800,
    { title: 'GOV.UK, Universal Credit: what you’ll get', href: `${GOV_UK}/universal-credit/what-youll-get` },
  ],
  [
    'universal-credit',
    'Universal Credit without children',
    PER_MONTH,
    250,
    400,
    { title: 'GOV.UK, Universal Credit: what you’ll get', href: `${GOV_UK}/universal-credit/what-youll-get` },
  ],
  ['housing-benefit', 'Housing Benefit', PER_MONTH, 300, 600, { title: 'GOV.UK, Housing Benefit: what you’ll get', href: `${GOV_UK}/housing-benefit/what-youll-get` }],
  ['pip', 'PIP', PER_MONTH, 100, 700, { title: 'GOV.UK, PIP: how much you’ll get', href: `${GOV_UK}/pip/how-much-youll-get` }],
  ['child-benefit', 'Child Benefit', PER_WEEK, 25, 100, { title: 'GOV.UK, Child Benefit: what you’ll get', href: `${GOV_UK}/child-benefit/what-youll-get` }],
  ['council-tax-support', 'Council Tax Support discount', PERCENT, 25, 100, { title: 'GOV.UK, Apply for Council Tax Reduction', href: `${GOV_UK}/apply-council-tax-reduction` }],
];

/** The checker's estimate ranges as rates (ids built from CHECKER_ESTIMATES, so outside the typed id list). */
export function checkerEstimateRates(): Record<string, RateSpec> {
  const defs: Record<string, RateSpec> = {};
  for (const [key, name, unit, low, high, page] of CHECKER_ESTIMATES) {
    const estimate = ratesIn(unit);
    defs[`general.eligibility.${key}.low`] = estimate(`Checker estimate, ${name}: from`, everyYear(low), [page], { note: CHECKER_NOTE });
    defs[`general.eligibility.${key}.high`] = estimate(`Checker estimate, ${name}: to`, everyYear(high), [page], { note: CHECKER_NOTE });
  }
  return defs;
}

/** A weekly figure the guides quote from the year's GOV.UK rates publication, its amounts in the year files. */
function quoted(label: string): RateSpec<typeof BY_YEAR> {
  return perWeek(label, BY_YEAR, [GOV_UK_RATES]);
}

/** The Pension Credit standard minimum guarantee, which is also the pension-age personal allowance from April 2021. */
function standardMinimumGuarantee(who: 'single' | 'couple'): RateSpec<typeof BY_YEAR> {
  return perWeek(
    `Pension Credit guarantee credit: ${who} (the standard minimum guarantee; also the pension-age personal allowance from April 2021)`,
    BY_YEAR,
    STANDARD_MINIMUM_GUARANTEE,
    { note: GUARANTEE_NOTE },
  );
}

/** Born from 6 April of this year, State Pension age is after the 66th birthday (Pensions Act 2014 s 26: table 3, then 67). */
const SPA_LATER_BORN_FROM_YEAR = 1960;
/** State Pension age of people born 6 March 1961 to 5 April 1977 (Pensions Act 1995 Sch 4 para 1(8)). */
const SPA_67 = 67;
/**
 * The age by which everyone has reached State Pension age in a tax year: someone aged N at some
 * time in the tax year starting in April Y was born on or before 5 April (Y + 1 − N); everyone
 * at State Pension age (66) was born before 6 April 1960 while Y + 1 − N ≤ 1960, that is N ≥ Y − 1959
 * (66 in 2024/25 and 2025/26, 67 from 2026/27); never above 67, the age of people born from 6 March 1961.
 */
const everyoneReachedBy = derived(({ year, amountOf }) => Math.min(SPA_67, Math.max(amountOf(STATE_PENSION_AGE_ID) ?? SPA_67, startYearOf(year) - (SPA_LATER_BORN_FROM_YEAR - 1))));

/** The checker's oldest age for a working-age benefit: one below State Pension age. */
const belowStatePensionAge = derived(({ amountOf }) => (amountOf(STATE_PENSION_AGE_ID) ?? 0) - 1);
const BELOW_STATE_PENSION_AGE_NOTE = 'Derived: one below State Pension age.';

export const GENERAL_RATES = {
  'general.weeks-per-month': count('Weeks in a month (monthly = weekly × this)', everyYear(4.33), CONVERSION, {
    note: 'The regulations convert with 52 ÷ 12 (4.333…); this figure is that, to 2 decimal places.',
  }),
  'general.weeks-per-year': count('Weeks in a year', everyYear(52), CONVERSION),
  'general.months-per-year': count('Months in a year', everyYear(12), CONVERSION),
  // Shared by several benefits.
  'general.state-pension-age': count('State Pension age: pension-age Housing Benefit, Council Tax Support and Pension Credit from this age; no new PIP claims', everyYear(66), [
    HB_SPC_REGS('reg 2'),
    CTR_ENGLAND_REGS('reg 3'),
    PIP_REGS('reg 27'),
    ...STATE_PENSION_AGE_ACTS,
    STATE_PENSION_AGE,
    PENSION_CREDIT_ELIGIBILITY,
  ]),
  'general.state-pension-age.highest': count(
    'The age by which everyone has reached State Pension age in the tax year (between State Pension age and this age the calculators ask)',
    everyoneReachedBy,
    [...STATE_PENSION_AGE_ACTS, STATE_PENSION_AGE],
    {
      note: `Derived from the Pensions Act 1995 Sch 4 as amended: 66 for people born before 6 April 1960, so 66 while everyone aged 66 in the tax year was born before then (2024/25 and 2025/26); 66 and 1 to 11 months for people born 6 April 1960 to 5 March 1961, 67 for people born 6 March 1961 to 5 April 1977, so ${SPA_67} from 2026/27.`,
    },
  ),
  'general.bedrooms.own-room-age': count(
    'Age under which two children share a bedroom whatever their sex (from it, only with a child of the same sex)',
    everyYear(10),
    SIZE_CRITERIA,
  ),
  'general.bedrooms.adult-age': count('Age from which anyone else in the home needs a bedroom of their own', everyYear(16), SIZE_CRITERIA),
  'general.bedrooms.children-per-room': count('Children who share a bedroom', everyYear(2), SIZE_CRITERIA),
  'general.bedrooms.max': count('Most bedrooms a Local Housing Allowance rate allows', everyYear(4), [UC_REGS('Schedule 4 para 26'), HB_REGS('reg 13D(2)')]),
  'general.bedrooms.shared-accommodation-age': count('Age under which a single person without children gets the shared accommodation rate', everyYear(35), [
    UC_REGS('Schedule 4 para 28'),
    HB_REGS('reg 2(1) "young individual"'),
    HB_REGS('reg 13D(2)'),
  ]),
  'general.bedrooms.spare.one': percent('Social renters of working age: reduction for one spare bedroom', everyYear(14), SPARE_BEDROOMS),
  'general.bedrooms.spare.two-or-more': percent('Social renters of working age: reduction for two or more spare bedrooms', everyYear(25), SPARE_BEDROOMS),
  'general.eligibility.universal-credit.min-age': count('Checker, Universal Credit: youngest age', everyYear(18), [UC_ELIGIBILITY]),
  'general.eligibility.universal-credit.max-age': count('Checker, Universal Credit: oldest age', belowStatePensionAge, [UC_ELIGIBILITY, STATE_PENSION_AGE], {
    note: BELOW_STATE_PENSION_AGE_NOTE,
  }),
  'general.eligibility.pip.min-age': count('Checker, PIP: youngest age', everyYear(16), [PIP_ELIGIBILITY]),
  'general.eligibility.pip.max-age': count('Checker, PIP: oldest age', belowStatePensionAge, [PIP_ELIGIBILITY, STATE_PENSION_AGE], { note: BELOW_STATE_PENSION_AGE_NOTE }),
  // Figures the guides quote (the official figures).
  'general.carers-allowance.weekly': quoted("Carer's Allowance"),
  'general.carers-allowance.earnings-limit': perWeek("Carer's Allowance earnings limit (net earnings a week)", BY_YEAR, [
    GOV_UK_RATES,
    { title: "Carers UK, Carer's Allowance earnings limit", href: 'https://www.carersuk.org' },
  ]),
  'general.pension-credit.guarantee.single': standardMinimumGuarantee('single'),
  'general.pension-credit.guarantee.couple': standardMinimumGuarantee('couple'),
  'general.attendance-allowance.lower': quoted('Attendance Allowance: lower rate'),
  'general.attendance-allowance.higher': quoted('Attendance Allowance: higher rate'),
  'general.child-benefit.eldest': quoted('Child Benefit: eldest or only child'),
  'general.child-benefit.other': quoted('Child Benefit: each other child'),
  'general.state-pension.new': quoted('New State Pension: full rate'),
  'general.esa.assessment.25-plus': quoted('New style ESA assessment rate: 25 or over'),
  'general.esa.assessment.under-25': quoted('New style ESA assessment rate: under 25'),
  'general.esa.support-component': quoted('New style ESA support component'),
  'general.national-living-wage': perHour('National Living Wage (21 or over)', BY_YEAR, [NMW_REGS]),
  'general.apprentice-rate': perHour('National Minimum Wage: apprentice rate', BY_YEAR, [NMW_REGS]),
  'general.tv-licence.colour': perYear('TV licence (colour)', BY_YEAR, [GOV_UK_RATES]),
  'general.tv-licence.free-age': count('TV licence: free from this age with Pension Credit', everyYear(75), FREE_TV_LICENCE),
  'general.cold-weather-payment': gbp('Cold Weather Payment, each 7 days of very cold weather', everyYear(25), COLD_WEATHER, { region: 'Great Britain' }),
  'general.warm-home-discount': perYear('Warm Home Discount', everyYear(150), WARM_HOME_DISCOUNT, { region: 'Great Britain', editable: true }),
  'general.winter-fuel-payment.standard': perYear('Winter Fuel Payment: household with someone of State Pension age', BY_YEAR, WINTER_FUEL, {
    note: '2024/25: only with Pension Credit or certain other benefits. From 2025/26: everyone over State Pension age, recovered through tax above the income threshold.',
  }),
  'general.winter-fuel-payment.over-80': perYear('Winter Fuel Payment: household with someone aged 80 or over', BY_YEAR, WINTER_FUEL),
  'general.winter-fuel-payment.higher-age': count('Winter Fuel Payment: higher amount from this age', everyYear(80), WINTER_FUEL),
  'general.winter-fuel-payment.recovery-threshold': gbp('Winter Fuel Payment: taxable income above which it is recovered through tax', BY_YEAR, WINTER_FUEL, {
    whenNone: 'Not in force (the payment went only to people getting Pension Credit or certain other benefits)',
  }),
} satisfies RateSpecs;
