/**
 * Council Tax Support rates, weekly (docs/rules.md "Tax years" and "Council Tax Support"; the official figures).
 *
 * Two kinds of figure live here:
 * - The national pension-age scheme (`council-tax-support.pension.*`): official figures. The
 *   Council Tax Reduction Schemes (Prescribed Requirements) (England) Regulations 2012, Sch 1,
 *   set the same personal allowances and premiums as Housing Benefit for pension age (HB(SPC)
 *   Regs Sch 3), and Scotland's scheme tracks them, so the engine reads those figures' one id
 *   each (housing-benefit.ts; the allowance of those who reached State Pension age from April
 *   2021 is the Pension Credit standard minimum guarantee, general.ts). Wales sets its own
 *   pension-age figures, not yet sourced for these years: the Housing Benefit ones stand in.
 * - The working-age scheme (`council-tax-support.scheme.*`, `.applicable-amount.*`, `.premium.*`,
 *   `.disregard.*`, `.capital.*`, `.second-adult-rebate.*`): each council in England sets its own,
 *   so these are the illustrative scheme of docs/rules.md CTS 3, the same in every year, and the result
 *   says the council's own scheme decides.
 */
import {
  everyYear,
  PER_WEEK,
  perWeek,
  GBP,
  gbp,
  PERCENT,
  percent,
  COUNT,
  CTR_DEFAULT_SCHEME,
  CTR_ENGLAND_REGS,
  CTR_SCOTLAND_REGS,
  CTR_WALES_REGS,
  HB_SPC_REGS,
  LGFA_1992,
  type RateSpec,
  type RateSpecs,
  type YearReference,
  ratesIn,
} from './define';

/** GOV.UK: each council runs its own Council Tax Reduction scheme (the working-age figures here are illustrative). */
const ILLUSTRATIVE = { title: 'GOV.UK, Apply for Council Tax Reduction (each council runs its own scheme)', href: 'https://www.gov.uk/apply-council-tax-reduction' };
/** The working-age rules each nation's scheme is built on: England's default scheme and the national schemes of Scotland and Wales. */
const WORKING_AGE_LAW: readonly YearReference[] = [ILLUSTRATIVE, CTR_DEFAULT_SCHEME('Sch 2'), CTR_SCOTLAND_REGS(), CTR_WALES_REGS()];
const ILLUSTRATIVE_NOTE =
  'Illustrative working-age scheme, the same in every year: each council in England sets its own, and the national schemes of Scotland and Wales set theirs.';
/** The earnings disregards: the default scheme's Sch 4 and the pension-age scheme's Sch 1. */
const DISREGARD_LAW: readonly YearReference[] = [CTR_DEFAULT_SCHEME('Sch 4'), CTR_ENGLAND_REGS('Sch 1')];
/** Pension-age tariff income: Prescribed Requirements Sch 1, as HB(SPC) Regs reg 29. */
const PENSION_CAPITAL_LAW: readonly YearReference[] = [CTR_ENGLAND_REGS('Sch 1'), HB_SPC_REGS('reg 29')];

/** A working-age figure of the illustrative scheme. */
function illustrative(label: string, unit: RateSpec['unit'], amount: number, references: readonly YearReference[] = WORKING_AGE_LAW, region?: string): RateSpec {
  return ratesIn(unit)(`Working age (illustrative scheme): ${label}`, everyYear(amount), references, { note: ILLUSTRATIVE_NOTE, ...(region ? { region } : {}) });
}

export const COUNCIL_TAX_SUPPORT_RATES = {
  // The working-age schemes of docs/product.md §9: most of the bill covered and the taper.
  'council-tax-support.scheme.england.max-reduction': illustrative('most of the council tax the reduction covers', PERCENT, 80, [ILLUSTRATIVE, CTR_DEFAULT_SCHEME()], 'England'),
  'council-tax-support.scheme.england.taper': illustrative('taper, share of excess income taken off', PERCENT, 20, [ILLUSTRATIVE, CTR_DEFAULT_SCHEME()], 'England'),
  'council-tax-support.scheme.england.minimum-payment': illustrative('share of the council tax everyone pays', PERCENT, 20, [ILLUSTRATIVE, CTR_DEFAULT_SCHEME()], 'England'),
  'council-tax-support.scheme.scotland.max-reduction': illustrative('most of the council tax the reduction covers', PERCENT, 100, [ILLUSTRATIVE, CTR_SCOTLAND_REGS()], 'Scotland'),
  'council-tax-support.scheme.scotland.taper': illustrative('taper, share of excess income taken off', PERCENT, 20, [ILLUSTRATIVE, CTR_SCOTLAND_REGS()], 'Scotland'),
  'council-tax-support.scheme.scotland.minimum-payment': illustrative('share of the council tax everyone pays', PERCENT, 0, [ILLUSTRATIVE, CTR_SCOTLAND_REGS()], 'Scotland'),
  'council-tax-support.scheme.wales.max-reduction': illustrative('most of the council tax the reduction covers', PERCENT, 100, [ILLUSTRATIVE, CTR_WALES_REGS()], 'Wales'),
  'council-tax-support.scheme.wales.taper': illustrative('taper, share of excess income taken off', PERCENT, 20, [ILLUSTRATIVE, CTR_WALES_REGS()], 'Wales'),
  'council-tax-support.scheme.wales.minimum-payment': illustrative('share of the council tax everyone pays', PERCENT, 0, [ILLUSTRATIVE, CTR_WALES_REGS()], 'Wales'),
  'council-tax-support.applicable-amount.single-under-25': illustrative('personal allowance, single, under 25', PER_WEEK, 67.2),
  'council-tax-support.applicable-amount.single-25-plus': illustrative('personal allowance, single, 25 or over', PER_WEEK, 84.8),
  'council-tax-support.applicable-amount.couple-under-18': illustrative('personal allowance, couple, both under 18', PER_WEEK, 67.2),
  'council-tax-support.applicable-amount.couple': illustrative('personal allowance, couple', PER_WEEK, 133.3),
  'council-tax-support.applicable-amount.dependent-child': illustrative('allowance for each dependent child', PER_WEEK, 70.8),
  'council-tax-support.applicable-amount.higher-rate-age': illustrative('age for the single 25 or over allowance', COUNT, 25),
  'council-tax-support.applicable-amount.couple-adult-age': illustrative('age under which a couple (both) gets the lower allowance', COUNT, 18),
  'council-tax-support.premium.family': illustrative('family premium', PER_WEEK, 18.85),
  'council-tax-support.premium.disability': illustrative('disability premium', PER_WEEK, 36.2),
  'council-tax-support.premium.severe-disability': illustrative('severe disability premium', PER_WEEK, 69.4),
  'council-tax-support.premium.carer': illustrative('carer premium', PER_WEEK, 38.85),
  // Earnings disregards: the default scheme's and the pension-age scheme's figures (5, 10, 20).
  'council-tax-support.disregard.earnings-single': perWeek('Earnings disregard: single', everyYear(5), DISREGARD_LAW),
  'council-tax-support.disregard.earnings-couple': perWeek('Earnings disregard: couple', everyYear(10), DISREGARD_LAW),
  'council-tax-support.disregard.disability-earnings': perWeek('Extra earnings disregard: disabled and working', everyYear(20), DISREGARD_LAW),
  'council-tax-support.disregard.carer': perWeek('Extra disregard: carer', everyYear(20), DISREGARD_LAW),
  // Capital: the upper limit is the same at every age; tariff income differs (docs/rules.md CTS 2-3).
  'council-tax-support.capital.upper-limit': gbp('Savings from which there is no main reduction', everyYear(16000), [CTR_DEFAULT_SCHEME(), CTR_ENGLAND_REGS('Sch 1')]),
  'council-tax-support.capital.lower-limit': illustrative('savings above which tariff income counts', GBP, 6000),
  'council-tax-support.capital.step': illustrative('savings band for tariff income (each band or part of one)', GBP, 250),
  'council-tax-support.capital.income-per-step': illustrative('tariff income for each band or part of one', PER_WEEK, 1),
  'council-tax-support.second-adult-rebate.band-1.income-below': illustrative('second adult rebate 1, other adults’ income below', PER_WEEK, 200),
  'council-tax-support.second-adult-rebate.band-1.percent': illustrative('second adult rebate 1, share of council tax', PERCENT, 25),
  'council-tax-support.second-adult-rebate.band-2.income-below': illustrative('second adult rebate 2, other adults’ income below', PER_WEEK, 260),
  'council-tax-support.second-adult-rebate.band-2.percent': illustrative('second adult rebate 2, share of council tax', PERCENT, 15),
  'council-tax-support.second-adult-rebate.band-3.income-below': illustrative('second adult rebate 3, other adults’ income below', PER_WEEK, 320),
  'council-tax-support.second-adult-rebate.band-3.percent': illustrative('second adult rebate 3, share of council tax', PERCENT, 7.5),
  'council-tax-support.single-person-discount': percent('Single person discount', everyYear(25), [LGFA_1992('s11')]),

  // The national pension-age scheme (docs/rules.md CTS 2).
  'council-tax-support.pension.max-reduction': percent('Pension age: most of the council tax the reduction covers', everyYear(100), [
    CTR_ENGLAND_REGS('Sch 1'),
    CTR_SCOTLAND_REGS(),
    CTR_WALES_REGS(),
  ]),
  'council-tax-support.pension.taper': percent('Pension age: taper, share of excess income taken off', everyYear(20), [CTR_ENGLAND_REGS('Sch 1')]),
  'council-tax-support.pension.capital.lower-limit': gbp('Pension age: savings above which tariff income counts', everyYear(10000), PENSION_CAPITAL_LAW),
  'council-tax-support.pension.capital.step': gbp('Pension age: savings band for tariff income (each band or part of one)', everyYear(500), PENSION_CAPITAL_LAW),
  'council-tax-support.pension.capital.income-per-step': perWeek('Pension age: tariff income for each band or part of one', everyYear(1), PENSION_CAPITAL_LAW),
} satisfies RateSpecs;
