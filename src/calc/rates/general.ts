/**
 * General figures (docs/rules.md "Tax years"): the period conversions every engine uses, the
 * figures several benefits share (State Pension age, the size criteria of Universal Credit and
 * Housing Benefit, the Pension Credit standard minimum guarantee that is also the pension-age
 * personal allowance), the benefits checker's age bands, and the figures
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
  perWeek,
  perYear,
  HB_REGS,
  HB_SPC_REGS,
  CTR_ENGLAND_REGS,
  CPAG_RATES,
  PIP_REGS,
  UC_REGS,
  derived,
  percent,
  upratedBy,
  type RateSpec,
  type RateSpecs,
} from './define';
import { msg } from '../message';
import { PADP_NOTE, SG_UPRATING_2025 } from './scotland';

/** The regulations that convert between weeks, months and years: × 52 ÷ 12 for Universal Credit, × 12 ÷ 52 for Housing Benefit. */
const CONVERSION = [UC_REGS('reg 73 (weekly payments × 52 ÷ 12)'), HB_REGS('reg 80 (monthly payments × 12 ÷ 52)')];
const GOV_UK = 'https://www.gov.uk';
/** The GOV.UK pages the checker's ages come from. */
const UC_ELIGIBILITY = { title: 'GOV.UK, Universal Credit: eligibility (18 or over, under State Pension age)', href: `${GOV_UK}/universal-credit/eligibility` };
const PIP_ELIGIBILITY = { title: 'GOV.UK, PIP: eligibility (16 or over, under State Pension age)', href: `${GOV_UK}/pip/eligibility` };
const PENSION_CREDIT_ELIGIBILITY = { title: 'GOV.UK, Pension Credit: eligibility (State Pension age)', href: `${GOV_UK}/pension-credit/eligibility` };
const STATE_PENSION_AGE = { title: 'GOV.UK, Check your State Pension age', href: `${GOV_UK}/state-pension-age` };
const WINTER_FUEL = [
  { title: 'Winter Fuel Payment Regulations 2024 (SI 2024/869)', href: 'https://www.legislation.gov.uk/uksi/2024/869' },
  { title: 'Winter Fuel Payment Regulations 2025 (SI 2025/969)', href: 'https://www.legislation.gov.uk/uksi/2025/969' },
  { title: 'House of Commons Library, Winter Fuel Payment (CBP-10105)', href: 'https://commonslibrary.parliament.uk/research-briefings/cbp-10105/' },
];
const STATE_PENSION_AGE_ACTS = [
  { title: 'Pensions Act 2011, s 1 (State Pension age 66)', href: 'https://www.legislation.gov.uk/ukpga/2011/19/section/1' },
  { title: 'Pensions Act 2014, s 26 (State Pension age rising from 66 to 67 from 6 April 2026)', href: 'https://www.legislation.gov.uk/ukpga/2014/19/section/26' },
];
/**
 * Cold Weather Payments: SI 1988/1724 (who, when, and in reg 3 the amount, £25 since SI 2010/2591);
 * Northern Ireland pays the same under its own regulations (nidirect). Scotland pays a Winter
 * Heating Payment instead (./scotland.ts).
 */
const COLD_WEATHER = [
  { title: 'Social Fund Cold Weather Payments (General) Regulations 1988, reg 3', href: 'https://www.legislation.gov.uk/uksi/1988/1724' },
  { title: 'nidirect, Cold Weather Payment (Northern Ireland: £25 for each 7 days of very cold weather)', href: 'https://www.nidirect.gov.uk/articles/cold-weather-payment' },
];
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
const GUARANTEE_NOTE = /* @__PURE__ */ msg('rates.note.standardMinimumGuarantee');
const STATE_PENSION_AGE_ID = 'general.state-pension-age';
const NMW_REGS = { title: 'National Minimum Wage Regulations 2015 and the yearly amendment regulations', href: 'https://www.legislation.gov.uk/uksi/2015/621' };
/**
 * The instrument that set each year's minimum wage rates from 1 April (National Minimum Wage
 * Regulations 2015 regs 4 and 4A): from April 2024 the National Living Wage is for workers of 21 or
 * over (SI 2024/432 omitted reg 4A(1)(a), the 21 to 22 rate), 4A(1)(b) is the rate from 18 to 20
 * and 4A(1)(c) the rate under 18. The 2026 instrument's number was not found: its title searches
 * legislation.gov.uk.
 */
const NMW_UPRATING = upratedBy({
  '2024-25': ['National Minimum Wage (Amendment) (No. 2) Regulations 2024 (SI 2024/432)', 'uksi/2024/432'],
  '2025-26': ['National Minimum Wage (Amendment) Regulations 2025 (SI 2025/401)', 'uksi/2025/401'],
  '2026-27': ['National Minimum Wage (Amendment) Regulations 2026', 'search?title=national%20minimum%20wage%20(amendment)%20regulations%202026'],
});
const NMW_RATES_PAGE = { title: 'GOV.UK, National Minimum Wage and National Living Wage rates', href: `${GOV_UK}/national-minimum-wage-rates` };
/** A minimum wage rate: the 2015 Regulations, the year's amending instrument and GOV.UK's table of the rates. */
const MINIMUM_WAGE = [NMW_REGS, NMW_UPRATING, NMW_RATES_PAGE];

/** A weekly figure the guides quote from the year's GOV.UK rates publication, its amounts in the year files. */
function quoted(): RateSpec<typeof BY_YEAR> {
  return perWeek(BY_YEAR, [GOV_UK_RATES]);
}

/** The Pension Credit standard minimum guarantee, which is also the pension-age personal allowance from April 2021. */
function standardMinimumGuarantee(): RateSpec<typeof BY_YEAR> {
  return perWeek(BY_YEAR, STANDARD_MINIMUM_GUARANTEE, { note: GUARANTEE_NOTE });
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
const BELOW_STATE_PENSION_AGE_NOTE = /* @__PURE__ */ msg('rates.note.belowStatePensionAge');

export const GENERAL_RATES = {
  'general.weeks-per-month': count(everyYear(4.33), CONVERSION, {
    note: msg('rates.note.weeksPerMonth'),
  }),
  'general.weeks-per-year': count(everyYear(52), CONVERSION),
  'general.months-per-year': count(everyYear(12), CONVERSION),
  // Shared by several benefits.
  'general.state-pension-age': count(everyYear(66), [
    HB_SPC_REGS('reg 2'),
    CTR_ENGLAND_REGS('reg 3'),
    PIP_REGS('reg 27'),
    ...STATE_PENSION_AGE_ACTS,
    STATE_PENSION_AGE,
    PENSION_CREDIT_ELIGIBILITY,
  ]),
  'general.state-pension-age.highest': count(everyoneReachedBy, [...STATE_PENSION_AGE_ACTS, STATE_PENSION_AGE], {
    note: msg('rates.note.statePensionAgeHighest', { age: SPA_67 }),
  }),
  'general.bedrooms.own-room-age': count(everyYear(10), SIZE_CRITERIA),
  'general.bedrooms.adult-age': count(everyYear(16), SIZE_CRITERIA),
  'general.bedrooms.children-per-room': count(everyYear(2), SIZE_CRITERIA),
  'general.bedrooms.max': count(everyYear(4), [UC_REGS('Schedule 4 para 26'), HB_REGS('reg 13D(2)')]),
  'general.bedrooms.shared-accommodation-age': count(everyYear(35), [UC_REGS('Schedule 4 para 28'), HB_REGS('reg 2(1) "young individual"'), HB_REGS('reg 13D(2)')]),
  'general.bedrooms.spare.one': percent(everyYear(14), SPARE_BEDROOMS),
  'general.bedrooms.spare.two-or-more': percent(everyYear(25), SPARE_BEDROOMS),
  'general.eligibility.universal-credit.min-age': count(everyYear(18), [UC_ELIGIBILITY]),
  'general.eligibility.universal-credit.max-age': count(belowStatePensionAge, [UC_ELIGIBILITY, STATE_PENSION_AGE], {
    note: BELOW_STATE_PENSION_AGE_NOTE,
  }),
  'general.eligibility.pip.min-age': count(everyYear(16), [PIP_ELIGIBILITY]),
  'general.eligibility.pip.max-age': count(belowStatePensionAge, [PIP_ELIGIBILITY, STATE_PENSION_AGE], { note: BELOW_STATE_PENSION_AGE_NOTE }),
  // Figures the guides quote (the official figures).
  'general.carers-allowance.weekly': quoted(),
  'general.carers-allowance.earnings-limit': perWeek(BY_YEAR, [GOV_UK_RATES, { title: "Carers UK, Carer's Allowance earnings limit", href: 'https://www.carersuk.org' }]),
  'general.pension-credit.guarantee.single': standardMinimumGuarantee(),
  'general.pension-credit.guarantee.couple': standardMinimumGuarantee(),
  'general.attendance-allowance.lower': perWeek(BY_YEAR, [GOV_UK_RATES, SG_UPRATING_2025], { note: PADP_NOTE }),
  'general.attendance-allowance.higher': perWeek(BY_YEAR, [GOV_UK_RATES, SG_UPRATING_2025], { note: PADP_NOTE }),
  'general.child-benefit.eldest': quoted(),
  'general.child-benefit.other': quoted(),
  'general.state-pension.new': quoted(),
  'general.esa.assessment.25-plus': quoted(),
  'general.esa.assessment.under-25': quoted(),
  'general.esa.support-component': quoted(),
  'general.national-living-wage': perHour(BY_YEAR, MINIMUM_WAGE),
  'general.national-minimum-wage.18-to-20': perHour(BY_YEAR, MINIMUM_WAGE),
  'general.national-minimum-wage.under-18': perHour(BY_YEAR, MINIMUM_WAGE),
  'general.apprentice-rate': perHour(BY_YEAR, MINIMUM_WAGE),
  'general.tv-licence.colour': perYear(BY_YEAR, [GOV_UK_RATES]),
  'general.tv-licence.free-age': count(everyYear(75), FREE_TV_LICENCE),
  'general.cold-weather-payment': gbp(everyYear(25), COLD_WEATHER, { region: 'great-britain' }),
  'general.warm-home-discount': perYear(everyYear(150), WARM_HOME_DISCOUNT, { region: 'great-britain', editable: true }),
  'general.winter-fuel-payment.standard': perYear(BY_YEAR, WINTER_FUEL, {
    note: msg('rates.note.winterFuelPayment'),
  }),
  'general.winter-fuel-payment.over-80': perYear(BY_YEAR, WINTER_FUEL),
  'general.winter-fuel-payment.higher-age': count(everyYear(80), WINTER_FUEL),
  'general.winter-fuel-payment.recovery-threshold': gbp(BY_YEAR, WINTER_FUEL),
} satisfies RateSpecs;
