/**
 * Council Tax Support rates, weekly (docs/rules.md "Tax years" and "Council Tax Support"; the official figures).
 *
 * Each nation's schemes:
 * - England at pension age: the Council Tax Reduction Schemes (Prescribed Requirements)
 *   (England) Regulations 2012 (SI 2012/2885) Sch 1, uprated by SI 2024/29, SI 2025/39 and
 *   SI 2026/27. Its personal allowances and premiums are those of Housing Benefit for pension age
 *   (HB(SPC) Regs Sch 3), so the engine reads those figures' one id each (housing-benefit.ts; the
 *   allowance of those who reached State Pension age from April 2021 is the Pension Credit
 *   standard minimum guarantee, general.ts). Its own here: the non-dependant deductions (Sch 1
 *   para 8) and the second adult rebate (Sch 3).
 * - Wales at every age: the Council Tax Reduction Schemes and Prescribed Requirements (Wales)
 *   Regulations 2013 (WSI 2013/3029), uprated each year. Its working-age personal allowances are
 *   its own; its child allowance and premiums are the Housing Benefit amounts of the year.
 * - Scotland: the Council Tax Reduction (Scotland) Regulations 2021 (SSI 2021/249) at working age
 *   and the Council Tax Reduction (State Pension Credit) (Scotland) Regulations 2012 (SSI 2012/319)
 *   at pension age, uprated each year. Its working-age personal allowances and premiums are the
 *   Housing Benefit amounts of the year; its child premium is its own.
 * - England at working age: each council sets its own scheme, so `council-tax-support.scheme.england.*`,
 *   `.applicable-amount.*` and `.premium.*` are the illustrative scheme of docs/rules.md CTS 3,
 *   the same in every year, and the result says the council's own scheme decides.
 */
import {
  BY_YEAR,
  everyYear,
  PER_WEEK,
  perWeek,
  PERCENT,
  percent,
  COUNT,
  count,
  CTR_DEFAULT_SCHEME,
  CTR_ENGLAND_REGS,
  CTR_SCOTLAND_REGS,
  CTR_SCOTLAND_PENSION_REGS,
  CTR_WALES_REGS,
  LGFA_1992,
  upratedBy,
  type RateSpec,
  type RateSpecs,
  type YearReference,
  ratesIn,
} from './define';
import { msg } from '../message';

/** GOV.UK: each council runs its own Council Tax Reduction scheme (the working-age figures here are illustrative). */
const ILLUSTRATIVE = { title: 'GOV.UK, Apply for Council Tax Reduction (each council runs its own scheme)', href: 'https://www.gov.uk/apply-council-tax-reduction' };
const ILLUSTRATIVE_NOTE = /* @__PURE__ */ msg('rates.note.illustrativeScheme');

/** England's uprating instruments (SI 2012/2885 as amended each year). */
const ENGLAND_UPRATING = upratedBy({
  '2024-25': ['Council Tax Reduction Schemes (Prescribed Requirements) (England) (Amendment) Regulations 2024 (SI 2024/29)', 'uksi/2024/29'],
  '2025-26': ['Council Tax Reduction Schemes (Prescribed Requirements) (England) (Amendment) Regulations 2025 (SI 2025/39)', 'uksi/2025/39'],
  '2026-27': ['Council Tax Reduction Schemes (Prescribed Requirements) (England) (Amendment) Regulations 2026 (SI 2026/27)', 'uksi/2026/27'],
});
/** Wales's uprating instruments (WSI 2013/3029 as amended each year). */
const WALES_UPRATING = upratedBy({
  '2024-25': ['The Welsh Council Tax Reduction uprating regulations for 2024/25 (WSI 2024/56)', 'wsi/2024/56'],
  '2025-26': ['Council Tax Reduction Schemes (Prescribed Requirements and Default Scheme) (Miscellaneous Amendments) (Wales) Regulations 2025 (WSI 2025/59)', 'wsi/2025/59'],
  '2026-27': ['The Welsh Council Tax Reduction uprating regulations for 2026/27 (WSI 2026/13)', 'wsi/2026/13'],
});
/** Scotland's uprating instruments (SSI 2021/249 and SSI 2012/319 as amended each year). */
const SCOTLAND_UPRATING = upratedBy({
  '2024-25': ['The Scottish Council Tax Reduction uprating regulations for 2024/25 (SSI 2024/35)', 'ssi/2024/35'],
  '2025-26': ['Council Tax Reduction (Miscellaneous Amendment) (Scotland) Regulations 2025 (SSI 2025/24)', 'ssi/2025/24'],
  '2026-27': ['The Scottish Council Tax Reduction uprating regulations for 2026/27 (SSI 2026/56)', 'ssi/2026/56'],
});
/** Council pages where a year's table was read beside its instrument. */
const SOUTH_LANARKSHIRE = {
  title: 'South Lanarkshire Council, Council Tax Reduction: non-dependant deductions and Second Adult Reduction',
  href: 'https://www.southlanarkshire.gov.uk/info/200181/you_and_your_household/662/council_tax_reduction_-_discount_for_those_on_a_low_income',
};
const ENGLAND_COUNCIL_PAGES = [
  { title: 'Harborough District Council, Second Adult Rebate (2024/25)', href: 'https://www.harborough.gov.uk/info/20020/benefits/116/council_tax_support/2' },
  { title: 'Bury Council, Second Adult Rebate (2025/26)', href: 'https://www.bury.gov.uk/council-tax/council-tax-discounts-reductions-and-exemptions/second-adult-rebate' },
];

/** The illustrative severe disability premiums: the figures of SI 2012/2885 Sch 2 Part 4 para (1) as SI 2022/25 set them. */
const SEVERE_DISABILITY: readonly YearReference[] = [
  ILLUSTRATIVE,
  CTR_DEFAULT_SCHEME('Sch 2'),
  CTR_ENGLAND_REGS('Sch 2 para 6 and Part 4'),
  {
    title: 'Council Tax Reduction Schemes (Prescribed Requirements) (England) (Amendment) Regulations 2022 (SI 2022/25), reg 6(8)',
    href: 'https://www.legislation.gov.uk/uksi/2022/25/regulation/6',
  },
];

/** A working-age figure of the illustrative English scheme. */
function illustrative(unit: RateSpec['unit'], amount: number, references: readonly YearReference[] = [ILLUSTRATIVE, CTR_DEFAULT_SCHEME('Sch 2')]): RateSpec {
  return ratesIn(unit)(everyYear(amount), references, { note: ILLUSTRATIVE_NOTE, region: 'england' });
}

/** The non-dependant deductions of one scheme: four bands by the non-dependant's gross weekly income. */
function nonDependantTable<P extends string>(prefix: P, references: readonly YearReference[]) {
  const amount = () => perWeek(BY_YEAR, references);
  return {
    [`${prefix}.band-1.deduction`]: amount(),
    [`${prefix}.band-2.income-from`]: amount(),
    [`${prefix}.band-2.deduction`]: amount(),
    [`${prefix}.band-3.income-from`]: amount(),
    [`${prefix}.band-3.deduction`]: amount(),
    [`${prefix}.band-4.income-from`]: amount(),
    [`${prefix}.band-4.deduction`]: amount(),
  } as Record<`${P}.band-${1 | 2 | 3 | 4}.deduction` | `${P}.band-${2 | 3 | 4}.income-from`, RateSpec<typeof BY_YEAR>>;
}

const ENGLAND_ND = nonDependantTable('council-tax-support.non-dependant.england-pension', [CTR_ENGLAND_REGS('Sch 1 para 8'), ENGLAND_UPRATING]);
const WALES_ND = nonDependantTable('council-tax-support.non-dependant.wales', [CTR_WALES_REGS(), WALES_UPRATING]);
const SCOTLAND_ND = nonDependantTable('council-tax-support.non-dependant.scotland', [
  CTR_SCOTLAND_REGS('reg 90'),
  CTR_SCOTLAND_PENSION_REGS('reg 48'),
  SCOTLAND_UPRATING,
  SOUTH_LANARKSHIRE,
]);

/** The second adult rebate's percentages: the same table in England (SI 2012/2885 Sch 3) and Scotland (SSI 2021/249 Sch 2; SSI 2012/319 Sch 5). */
const REBATE_LAW: readonly YearReference[] = [CTR_ENGLAND_REGS('Sch 3 para 1'), CTR_SCOTLAND_REGS('Sch 2'), CTR_SCOTLAND_PENSION_REGS('Sch 5')];
const SCOTLAND_REBATE_NOTE = /* @__PURE__ */ msg('rates.note.scotlandRebateThresholds');
const ENGLAND_REBATE_NOTE = /* @__PURE__ */ msg('rates.note.englandRebateThresholds');

export const COUNCIL_TAX_SUPPORT_RATES = {
  // The bill, worked out per day (SI 2012/2885 Sch 1 para 9; WSI 2013/3029; SSI 2021/249 reg 79).
  'council-tax-support.days-in-year': count(everyYear(365), [CTR_ENGLAND_REGS('Sch 1 para 9'), CTR_WALES_REGS(), CTR_SCOTLAND_REGS('reg 79')]),
  'council-tax-support.days-in-week': count(everyYear(7), [CTR_ENGLAND_REGS('Sch 1 para 9'), CTR_SCOTLAND_REGS('reg 79')]),
  'council-tax-support.single-person-discount': percent(everyYear(25), [LGFA_1992('s11')]),

  // The illustrative English working-age scheme of docs/product.md §9.
  'council-tax-support.scheme.england.max-reduction': illustrative(PERCENT, 80),
  'council-tax-support.scheme.england.taper': illustrative(PERCENT, 20),
  'council-tax-support.scheme.england.minimum-payment': illustrative(PERCENT, 20),
  'council-tax-support.applicable-amount.single-under-25': illustrative(PER_WEEK, 67.2),
  'council-tax-support.applicable-amount.single-25-plus': illustrative(PER_WEEK, 84.8),
  'council-tax-support.applicable-amount.couple-under-18': illustrative(PER_WEEK, 67.2),
  'council-tax-support.applicable-amount.couple': illustrative(PER_WEEK, 133.3),
  'council-tax-support.applicable-amount.dependent-child': illustrative(PER_WEEK, 70.8),
  'council-tax-support.applicable-amount.higher-rate-age': illustrative(COUNT, 25),
  'council-tax-support.applicable-amount.couple-adult-age': illustrative(COUNT, 18),
  'council-tax-support.premium.family': illustrative(PER_WEEK, 18.85),
  'council-tax-support.premium.disability': illustrative(PER_WEEK, 36.2),
  // The single and double (both partners qualify, no one paid to care for either) severe disability
  // premium, as SI 2012/2885 Sch 2 Part 4 para (1) set them for 2022/23 (SI 2022/25 reg 6(8)).
  'council-tax-support.premium.severe-disability': illustrative(PER_WEEK, 69.4, SEVERE_DISABILITY),
  'council-tax-support.premium.severe-disability.couple': illustrative(PER_WEEK, 138.8, SEVERE_DISABILITY),
  'council-tax-support.premium.carer': illustrative(PER_WEEK, 38.85),

  // The national schemes: up to the whole bill, taper 20%.
  'council-tax-support.max-reduction': percent(everyYear(100), [CTR_ENGLAND_REGS('Sch 1 para 9'), CTR_WALES_REGS(), CTR_SCOTLAND_REGS('reg 79'), CTR_SCOTLAND_PENSION_REGS()]),
  'council-tax-support.taper': percent(everyYear(20), [CTR_ENGLAND_REGS('Sch 1 para 9'), CTR_WALES_REGS(), CTR_SCOTLAND_REGS('reg 79'), CTR_SCOTLAND_PENSION_REGS()]),

  // Wales's own working-age personal allowances (WSI 2013/3029 Sch 7 para 1, uprated each year).
  'council-tax-support.wales.personal-allowance.single-under-25': perWeek(BY_YEAR, [CTR_WALES_REGS('Sch 7 para 1'), WALES_UPRATING], {
    region: 'wales',
  }),
  'council-tax-support.wales.personal-allowance.single-25-plus': perWeek(BY_YEAR, [CTR_WALES_REGS('Sch 7 para 1'), WALES_UPRATING], { region: 'wales' }),
  'council-tax-support.wales.personal-allowance.couple': perWeek(BY_YEAR, [CTR_WALES_REGS('Sch 7 para 1'), WALES_UPRATING], {
    region: 'wales',
  }),
  // Scotland's own child premium (SSI 2021/249 Sch 1 para 2, uprated each year).
  'council-tax-support.scotland.child-premium': perWeek(BY_YEAR, [CTR_SCOTLAND_REGS('Sch 1 para 2'), SCOTLAND_UPRATING], {
    region: 'scotland',
  }),

  // The earnings disregards and capital rules are Housing Benefit's (housing-benefit.earnings-disregard.*, housing-benefit.capital.*):
  // SI 2012/2885 Sch 1, WSI 2013/3029 and SSI 2021/249 set the same amounts.

  // Non-dependant deductions, each scheme's own table.
  ...ENGLAND_ND,
  ...WALES_ND,
  ...SCOTLAND_ND,

  // The second adult rebate (England at pension age, Scotland): 25% when every second adult gets a qualifying benefit, else by their income.
  'council-tax-support.second-adult-rebate.qualifying-benefit.percent': percent(everyYear(25), REBATE_LAW),
  'council-tax-support.second-adult-rebate.lower.percent': percent(everyYear(15), REBATE_LAW),
  'council-tax-support.second-adult-rebate.higher.percent': percent(everyYear(7.5), REBATE_LAW),
  'council-tax-support.second-adult-rebate.england-pension.lower-below': perWeek(BY_YEAR, [CTR_ENGLAND_REGS('Sch 3 para 1'), ENGLAND_UPRATING, ...ENGLAND_COUNCIL_PAGES], {
    region: 'england',
    note: ENGLAND_REBATE_NOTE,
  }),
  'council-tax-support.second-adult-rebate.england-pension.higher-below': perWeek(BY_YEAR, [CTR_ENGLAND_REGS('Sch 3 para 1'), ENGLAND_UPRATING, ...ENGLAND_COUNCIL_PAGES], {
    region: 'england',
    note: ENGLAND_REBATE_NOTE,
  }),
  'council-tax-support.second-adult-rebate.scotland.lower-below': perWeek(BY_YEAR, [CTR_SCOTLAND_REGS('Sch 2'), SCOTLAND_UPRATING, SOUTH_LANARKSHIRE], {
    region: 'scotland',
    note: SCOTLAND_REBATE_NOTE,
  }),
  'council-tax-support.second-adult-rebate.scotland.higher-below': perWeek(BY_YEAR, [CTR_SCOTLAND_REGS('Sch 2'), SCOTLAND_UPRATING, SOUTH_LANARKSHIRE], {
    region: 'scotland',
    note: SCOTLAND_REBATE_NOTE,
  }),
  // The tax year whose thresholds are used (its first calendar year): the latest found, when a year's are not yet.
  'council-tax-support.second-adult-rebate.england-pension.thresholds-year': count(BY_YEAR, [CTR_ENGLAND_REGS('Sch 3 para 1'), ENGLAND_UPRATING], {
    region: 'england',
    note: ENGLAND_REBATE_NOTE,
  }),
  'council-tax-support.second-adult-rebate.scotland.thresholds-year': count(BY_YEAR, [CTR_SCOTLAND_REGS('Sch 2'), SCOTLAND_UPRATING], {
    region: 'scotland',
    note: SCOTLAND_REBATE_NOTE,
  }),
} satisfies RateSpecs;
