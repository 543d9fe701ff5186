/**
 * General figures (docs/rules.md "Tax years"): the period conversions every engine uses, the benefits
 * checker's age bands and estimate ranges, and the figures outside the engines that the guides
 * quote (the official figures).
 */
import {
  byYear,
  everyYear,
  COUNT,
  GBP,
  GOV_UK_RATES,
  PER_HOUR,
  PER_MONTH,
  PER_WEEK,
  PER_YEAR,
  PERCENT,
  HB_REGS,
  UC_REGS,
  type RateDef,
  type RateDefs,
  type RateUnit,
  type Reference,
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
    defs[`general.eligibility.${key}.low`] = { label: `Checker estimate, ${name}: from`, unit, amounts: everyYear(low), references: [page], note: CHECKER_NOTE };
    defs[`general.eligibility.${key}.high`] = { label: `Checker estimate, ${name}: to`, unit, amounts: everyYear(high), references: [page], note: CHECKER_NOTE };
  }
  return defs;
}

export const GENERAL_RATES = {
  'general.weeks-per-month': {
    label: 'Weeks in a month (monthly = weekly × this)',
    unit: COUNT,
    amounts: everyYear(4.33),
    references: CONVERSION,
    note: 'The regulations convert with 52 ÷ 12 (4.333…); this figure is that, to 2 decimal places.',
  },
  'general.weeks-per-year': { label: 'Weeks in a year', unit: COUNT, amounts: everyYear(52), references: CONVERSION },
  'general.months-per-year': { label: 'Months in a year', unit: COUNT, amounts: everyYear(12), references: CONVERSION },
  'general.eligibility.universal-credit.min-age': { label: 'Checker, Universal Credit: youngest age', unit: COUNT, amounts: everyYear(18), references: [UC_ELIGIBILITY] },
  'general.eligibility.universal-credit.max-age': {
    label: 'Checker, Universal Credit: oldest age',
    unit: COUNT,
    amounts: everyYear(65),
    references: [UC_ELIGIBILITY, STATE_PENSION_AGE],
  },
  'general.eligibility.pip.min-age': { label: 'Checker, PIP: youngest age', unit: COUNT, amounts: everyYear(16), references: [PIP_ELIGIBILITY] },
  'general.eligibility.pip.max-age': { label: 'Checker, PIP: oldest age', unit: COUNT, amounts: everyYear(65), references: [PIP_ELIGIBILITY, STATE_PENSION_AGE] },
  'general.eligibility.pension-credit.min-age': {
    label: 'Checker, Pension Credit: youngest age',
    unit: COUNT,
    amounts: everyYear(66),
    references: [PENSION_CREDIT_ELIGIBILITY, STATE_PENSION_AGE],
  },
  // Figures the guides quote (the official figures).
  'general.carers-allowance.weekly': { label: "Carer's Allowance", unit: PER_WEEK, amounts: byYear(81.9, 83.3, 86.45), references: [GOV_UK_RATES] },
  'general.carers-allowance.earnings-limit': {
    label: "Carer's Allowance earnings limit (net earnings a week)",
    unit: PER_WEEK,
    amounts: byYear(151, 196, 204),
    references: [GOV_UK_RATES, { title: "Carers UK, Carer's Allowance earnings limit", href: 'https://www.carersuk.org' }],
  },
  'general.pension-credit.guarantee.single': { label: 'Pension Credit guarantee credit: single', unit: PER_WEEK, amounts: byYear(218.15, 227.1, 238), references: [GOV_UK_RATES] },
  'general.pension-credit.guarantee.couple': {
    label: 'Pension Credit guarantee credit: couple',
    unit: PER_WEEK,
    amounts: byYear(332.95, 346.6, 363.25),
    references: [GOV_UK_RATES],
  },
  'general.attendance-allowance.lower': { label: 'Attendance Allowance: lower rate', unit: PER_WEEK, amounts: byYear(72.65, 73.9, 76.7), references: [GOV_UK_RATES] },
  'general.attendance-allowance.higher': { label: 'Attendance Allowance: higher rate', unit: PER_WEEK, amounts: byYear(108.55, 110.4, 114.6), references: [GOV_UK_RATES] },
  'general.child-benefit.eldest': { label: 'Child Benefit: eldest or only child', unit: PER_WEEK, amounts: byYear(25.6, 26.05, 27.05), references: [GOV_UK_RATES] },
  'general.child-benefit.other': { label: 'Child Benefit: each other child', unit: PER_WEEK, amounts: byYear(16.95, 17.25, 17.9), references: [GOV_UK_RATES] },
  'general.state-pension.new': { label: 'New State Pension: full rate', unit: PER_WEEK, amounts: byYear(221.2, 230.25, 241.3), references: [GOV_UK_RATES] },
  'general.esa.assessment.25-plus': { label: 'New style ESA assessment rate: 25 or over', unit: PER_WEEK, amounts: byYear(90.5, 92.05, 95.55), references: [GOV_UK_RATES] },
  'general.esa.assessment.under-25': { label: 'New style ESA assessment rate: under 25', unit: PER_WEEK, amounts: byYear(71.7, 72.9, 75.65), references: [GOV_UK_RATES] },
  'general.esa.support-component': { label: 'New style ESA support component', unit: PER_WEEK, amounts: byYear(47.7, 48.5, 50.35), references: [GOV_UK_RATES] },
  'general.national-living-wage': { label: 'National Living Wage (21 or over)', unit: PER_HOUR, amounts: byYear(11.44, 12.21, 12.71), references: [NMW_REGS] },
  'general.apprentice-rate': { label: 'National Minimum Wage: apprentice rate', unit: PER_HOUR, amounts: byYear(6.4, 7.55, 8), references: [NMW_REGS] },
  'general.tv-licence.colour': { label: 'TV licence (colour)', unit: PER_YEAR, amounts: byYear(169.5, 174.5, 180), references: [GOV_UK_RATES] },
  'general.winter-fuel-payment.standard': {
    label: 'Winter Fuel Payment: household with someone of State Pension age',
    unit: PER_YEAR,
    amounts: everyYear(200),
    references: WINTER_FUEL,
    note: '2024/25: only with Pension Credit or certain other benefits. From 2025/26: everyone over State Pension age, recovered through tax above the income threshold.',
  },
  'general.winter-fuel-payment.over-80': {
    label: 'Winter Fuel Payment: household with someone aged 80 or over',
    unit: PER_YEAR,
    amounts: everyYear(300),
    references: WINTER_FUEL,
  },
  'general.winter-fuel-payment.recovery-threshold': {
    label: 'Winter Fuel Payment: taxable income above which it is recovered through tax',
    unit: GBP,
    amounts: byYear(null, 35000, 35000),
    whenNone: 'Not in force (the payment went only to people getting Pension Credit or certain other benefits)',
    references: WINTER_FUEL,
  },
} satisfies RateDefs;
