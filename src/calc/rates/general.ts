/**
 * General figures (docs/rules.md "Tax years"): the period conversions every engine uses, the benefits
 * checker's age bands and estimate ranges, and the figures outside the engines that the guides
 * quote (the official figures).
 */
import {
  byYear,
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
  UC_REGS,
  type RateDef,
  type RateDefs,
  type RateUnit,
  type Reference,
  ratesIn,
  type AmountsInYearOrder,
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
export function checkerEstimateRates(): Record<string, RateDef> {
  const defs: Record<string, RateDef> = {};
  for (const [key, name, unit, low, high, page] of CHECKER_ESTIMATES) {
    const estimate = ratesIn(unit);
    defs[`general.eligibility.${key}.low`] = estimate(`Checker estimate, ${name}: from`, everyYear(low), [page], { note: CHECKER_NOTE });
    defs[`general.eligibility.${key}.high`] = estimate(`Checker estimate, ${name}: to`, everyYear(high), [page], { note: CHECKER_NOTE });
  }
  return defs;
}

/** A weekly figure the guides quote from the year's GOV.UK rates publication, one amount per tax year. */
function quoted(label: string, ...amounts: AmountsInYearOrder): RateDef {
  return perWeek(label, byYear(...amounts), [GOV_UK_RATES]);
}

export const GENERAL_RATES = {
  'general.weeks-per-month': count('Weeks in a month (monthly = weekly × this)', everyYear(4.33), CONVERSION, {
    note: 'The regulations convert with 52 ÷ 12 (4.333…); this figure is that, to 2 decimal places.',
  }),
  'general.weeks-per-year': count('Weeks in a year', everyYear(52), CONVERSION),
  'general.months-per-year': count('Months in a year', everyYear(12), CONVERSION),
  'general.eligibility.universal-credit.min-age': count('Checker, Universal Credit: youngest age', everyYear(18), [UC_ELIGIBILITY]),
  'general.eligibility.universal-credit.max-age': count('Checker, Universal Credit: oldest age', everyYear(65), [UC_ELIGIBILITY, STATE_PENSION_AGE]),
  'general.eligibility.pip.min-age': count('Checker, PIP: youngest age', everyYear(16), [PIP_ELIGIBILITY]),
  'general.eligibility.pip.max-age': count('Checker, PIP: oldest age', everyYear(65), [PIP_ELIGIBILITY, STATE_PENSION_AGE]),
  'general.eligibility.pension-credit.min-age': count('Checker, Pension Credit: youngest age', everyYear(66), [PENSION_CREDIT_ELIGIBILITY, STATE_PENSION_AGE]),
  // Figures the guides quote (the official figures).
  'general.carers-allowance.weekly': quoted("Carer's Allowance", 81.9, 83.3, 86.45),
  'general.carers-allowance.earnings-limit': perWeek("Carer's Allowance earnings limit (net earnings a week)", byYear(151, 196, 204), [
    GOV_UK_RATES,
    { title: "Carers UK, Carer's Allowance earnings limit", href: 'https://www.carersuk.org' },
  ]),
  'general.pension-credit.guarantee.single': quoted('Pension Credit guarantee credit: single', 218.15, 227.1, 238),
  'general.pension-credit.guarantee.couple': quoted('Pension Credit guarantee credit: couple', 332.95, 346.6, 363.25),
  'general.attendance-allowance.lower': quoted('Attendance Allowance: lower rate', 72.65, 73.9, 76.7),
  'general.attendance-allowance.higher': quoted('Attendance Allowance: higher rate', 108.55, 110.4, 114.6),
  'general.child-benefit.eldest': quoted('Child Benefit: eldest or only child', 25.6, 26.05, 27.05),
  'general.child-benefit.other': quoted('Child Benefit: each other child', 16.95, 17.25, 17.9),
  'general.state-pension.new': quoted('New State Pension: full rate', 221.2, 230.25, 241.3),
  'general.esa.assessment.25-plus': quoted('New style ESA assessment rate: 25 or over', 90.5, 92.05, 95.55),
  'general.esa.assessment.under-25': quoted('New style ESA assessment rate: under 25', 71.7, 72.9, 75.65),
  'general.esa.support-component': quoted('New style ESA support component', 47.7, 48.5, 50.35),
  'general.national-living-wage': perHour('National Living Wage (21 or over)', byYear(11.44, 12.21, 12.71), [NMW_REGS]),
  'general.apprentice-rate': perHour('National Minimum Wage: apprentice rate', byYear(6.4, 7.55, 8), [NMW_REGS]),
  'general.tv-licence.colour': perYear('TV licence (colour)', byYear(169.5, 174.5, 180), [GOV_UK_RATES]),
  'general.winter-fuel-payment.standard': perYear('Winter Fuel Payment: household with someone of State Pension age', everyYear(200), WINTER_FUEL, {
    note: '2024/25: only with Pension Credit or certain other benefits. From 2025/26: everyone over State Pension age, recovered through tax above the income threshold.',
  }),
  'general.winter-fuel-payment.over-80': perYear('Winter Fuel Payment: household with someone aged 80 or over', everyYear(300), WINTER_FUEL),
  'general.winter-fuel-payment.recovery-threshold': gbp('Winter Fuel Payment: taxable income above which it is recovered through tax', byYear(null, 35000, 35000), WINTER_FUEL, {
    whenNone: 'Not in force (the payment went only to people getting Pension Credit or certain other benefits)',
  }),
} satisfies RateDefs;
