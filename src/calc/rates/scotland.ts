/**
 * Scotland's own benefits (docs/rules.md "Scotland"): what Social Security Scotland pays in place
 * of, or on top of, the UK benefits, by tax year. The disability and carer benefits Scotland pays
 * at the UK rates (Adult Disability Payment at PIP's, Pension Age Disability Payment at Attendance
 * Allowance's) are not repeated here: the calculators read the UK figure, and its note on /rates
 * says so. A figure no official source has yet been read for is null in that year, and /rates says
 * "not yet sourced" (src/i18n/en/rates.ts `rateWhenNoneMessages`): the calculators then name the
 * benefit and where to ask, with no amount.
 */
import { BY_YEAR, count, everyYear, gbp, perWeek, type NoteRule, type RateSpecs, type Reference, type TaxYear } from './define';
import { startYearOf } from './tax-years';
import { msg } from '../message';

const LEGISLATION = 'https://www.legislation.gov.uk';
/** The Scottish Government's reports under s 86A of the Social Security (Scotland) Act 2018 on each year's up-rating. */
const SG_UPRATING_2024: Reference = {
  title: 'Scottish Government, Devolved Social Security assistance: up-rating for inflation in 2024-2025, Table 1',
  href: 'https://www.gov.scot/publications/devolved-social-security-assistance-up-rating-inflation-2024-25/',
};
export const SG_UPRATING_2025: Reference = {
  title: 'Scottish Government, Social Security assistance in Scotland: up-rating for inflation 2025-2026, Annex A',
  href: 'https://www.gov.scot/publications/social-security-assistance-scotland-up-rating-inflation-2025-26/',
};
const UPRATING_SSI_2024: Reference = {
  title: 'Social Security (Up-rating) (Miscellaneous Amendments) (Scotland) Regulations 2024 (SSI 2024/105)',
  href: `${LEGISLATION}/ssi/2024/105`,
};
const SCOTTISH_CHILD_PAYMENT = [
  { title: 'Scottish Child Payment Regulations 2020 (SSI 2020/351), reg 20', href: `${LEGISLATION}/ssi/2020/351/regulation/20` },
  SG_UPRATING_2024,
  SG_UPRATING_2025,
  {
    title: 'Social Security Scotland, Overview of Scottish Child Payment (2026/27: £28.20 a week)',
    href: 'https://www.socialsecurity.gov.scot/guidance-resources/guidance/overview-of-scottish-child-payment',
  },
];
const CARER_SUPPORT_PAYMENT_REGS = 'Carer’s Assistance (Carer Support Payment) (Scotland) Regulations 2023 (SSI 2023/302)';
const CARER_SUPPORT_PAYMENT = [{ title: `${CARER_SUPPORT_PAYMENT_REGS}, reg 16`, href: `${LEGISLATION}/ssi/2023/302` }, SG_UPRATING_2024, SG_UPRATING_2025];
/** The weekly additions from 15 March 2026 (reg 16 as amended by SSI 2025/340). */
const CARER_ADDITIONS = [
  { title: `${CARER_SUPPORT_PAYMENT_REGS}, reg 16, as amended from 15 March 2026`, href: `${LEGISLATION}/ssi/2023/302` },
  { title: 'SSI 2025/340', href: `${LEGISLATION}/ssi/2025/340` },
];
const BEST_START_FOODS = [
  { title: 'Welfare Foods (Best Start Foods) (Scotland) Regulations 2019 (SSI 2019/193), reg 13', href: `${LEGISLATION}/ssi/2019/193` },
  UPRATING_SSI_2024,
  SG_UPRATING_2024,
  SG_UPRATING_2025,
];
const BEST_START_GRANT = [
  { title: 'Early Years Assistance (Best Start Grants) (Scotland) Regulations 2018 (SSI 2018/370), Sch 2', href: `${LEGISLATION}/ssi/2018/370` },
  UPRATING_SSI_2024,
  SG_UPRATING_2024,
];
/**
 * Winter Heating Payment: SSI 2023/16 reg 4(2)(a)(i) (anyone awarded Pension Credit, with no further
 * condition) and reg 9 (the amount). The 2025/26 and 2026/27 amounts are not yet read in an official
 * source (the up-rating regulations of those years were not found), so they are null.
 */
const WINTER_HEATING = [
  { title: 'Winter Heating Assistance (Low Income) (Scotland) Regulations 2023 (SSI 2023/16), reg 9', href: `${LEGISLATION}/ssi/2023/16` },
  SG_UPRATING_2024,
  {
    title: 'Social Security Scotland, Winter Heating Payment on its way (winter 2024/25: £58.75)',
    href: 'https://www.socialsecurity.gov.scot/news-events/news/winter-heating-payment-on-its-way',
  },
];
/**
 * Pension Age Winter Heating Payment, Scotland's Winter Fuel Payment (SSI 2024/351). In winter
 * 2024/25 it mirrored the UK's Winter Fuel Payment of that winter: £200, or £300 with someone aged
 * 80 or over, only to people of State Pension age getting Pension Credit or certain other benefits,
 * paid by the Department for Work and Pensions for the Scottish Government. From winter 2025/26 it
 * goes to every pensioner household (the Amendment Regulations 2025), so Pension Credit no longer
 * opens it; those years' amounts are not read here.
 */
const PENSION_AGE_WINTER_HEATING = [
  { title: 'Winter Heating Assistance (Pension Age) (Scotland) Regulations 2024 (SSI 2024/351)', href: `${LEGISLATION}/ssi/2024/351` },
  {
    title: 'Scottish Government, The Winter Heating Assistance (Pension Age) (Scotland) Regulations 2024: policy note (£200 or £300 by age, with a relevant benefit)',
    href: 'https://www.gov.scot/publications/winter-heating-assistance-pension-age-scotland-regulations-2024-policy-note/',
  },
  {
    title: 'Scottish Government, Pension Age Winter Heating Payment: Fairer Scotland Duty Assessment (winter 2024/25, paid by the DWP)',
    href: 'https://www.gov.scot/publications/pension-age-winter-heating-payment-fairer-scotland-duty-assessment-fsd/',
  },
];
const PENSION_AGE_WINTER_HEATING_AGE = [
  ...PENSION_AGE_WINTER_HEATING,
  {
    title: 'Scottish Government, Pension Age Winter Heating Payment consultation: easy read (£300 for a household with someone aged 80 or over)',
    href: 'https://www.gov.scot/publications/pension-age-winter-heating-payment-easy-read-version/pages/5/',
  },
];
const CHILD_WINTER_HEATING = [
  { title: 'Winter Heating Assistance for Children and Young People (Scotland) Regulations 2020 (SSI 2020/352), reg 10', href: `${LEGISLATION}/ssi/2020/352` },
  SG_UPRATING_2024,
];

export const SCOTLAND_RATES = {
  // For each child under 16 of a household on a qualifying benefit (SSI 2020/351 regs 14, 18); beside Universal Credit, not
  // in it: not unearned income (UC Regs reg 66) nor a welfare benefit the cap counts (reg 79(4)).
  'scotland.child-payment': perWeek(BY_YEAR, SCOTTISH_CHILD_PAYMENT),
  'scotland.child-payment.age-limit': count(everyYear(16), [
    { title: 'Scottish Child Payment Regulations 2020 (SSI 2020/351), reg 14', href: `${LEGISLATION}/ssi/2020/351/regulation/14` },
  ]),
  // Carers: Carer Support Payment in place of Carer's Allowance, at its rate.
  'scotland.carer-support-payment': perWeek(BY_YEAR, CARER_SUPPORT_PAYMENT),
  'scotland.carers-allowance-supplement': gbp(BY_YEAR, [SG_UPRATING_2024, SG_UPRATING_2025], { editable: true }),
  'scotland.carers-allowance-supplement.payments-a-year': count(everyYear(2), [SG_UPRATING_2024, SG_UPRATING_2025]),
  'scotland.carer-supplement': perWeek(BY_YEAR, CARER_ADDITIONS),
  'scotland.carer-additional-person-payment': perWeek(BY_YEAR, CARER_ADDITIONS),
  // Families.
  'scotland.best-start-foods.pregnancy-and-1-to-3': perWeek(BY_YEAR, BEST_START_FOODS),
  'scotland.best-start-foods.under-1': perWeek(BY_YEAR, BEST_START_FOODS),
  'scotland.best-start-grant.pregnancy-and-baby.first': gbp(BY_YEAR, BEST_START_GRANT, { editable: true }),
  'scotland.best-start-grant.pregnancy-and-baby.later': gbp(BY_YEAR, BEST_START_GRANT, { editable: true }),
  'scotland.best-start-grant.early-learning': gbp(BY_YEAR, BEST_START_GRANT, { editable: true }),
  'scotland.best-start-grant.school-age': gbp(BY_YEAR, BEST_START_GRANT, { editable: true }),
  // Winter: once a winter, whatever the weather (in place of Cold Weather Payment).
  'scotland.winter-heating-payment': gbp(BY_YEAR, WINTER_HEATING, { editable: true }),
  // In place of Winter Fuel Payment: with Pension Credit in winter 2024/25 only, then to every pensioner household.
  'scotland.pension-age-winter-heating-payment.standard': gbp(BY_YEAR, PENSION_AGE_WINTER_HEATING, { editable: true }),
  'scotland.pension-age-winter-heating-payment.higher': gbp(BY_YEAR, PENSION_AGE_WINTER_HEATING, { editable: true }),
  'scotland.pension-age-winter-heating-payment.higher-age': count(everyYear(80), PENSION_AGE_WINTER_HEATING_AGE),
  'scotland.child-winter-heating-payment': gbp(BY_YEAR, CHILD_WINTER_HEATING, { editable: true }),
} satisfies RateSpecs;

/**
 * The first year whose Scottish disability rates are the UK's by the Scottish Government's policy
 * of keeping them equal (its up-rating report for 2025-26, s 5.3), its own up-rating regulations
 * for that year not yet read: /rates marks those figures "parity".
 */
const PARITY_FROM: TaxYear = '2026-27';

/** Where Scotland's own benefit is paid at the UK figure's rate: a note naming it, marked parity from PARITY_FROM. */
function scottishRateNote(benefit: 'adp' | 'padp'): NoteRule {
  return ({ year }) => msg(startYearOf(year) >= startYearOf(PARITY_FROM) ? `rates.note.${benefit}Parity` : `rates.note.${benefit}`);
}

/** The note on PIP's rates: Adult Disability Payment is paid at them (SSI 2022/54 reg 34). */
export const ADP_NOTE: NoteRule = /* @__PURE__ */ scottishRateNote('adp');
/** The note on Attendance Allowance's rates: Pension Age Disability Payment is paid at them. */
export const PADP_NOTE: NoteRule = /* @__PURE__ */ scottishRateNote('padp');
/** Adult Disability Payment's rates (SSI 2022/54 reg 34, up-rated by SSI 2024/105 and each year's report). */
export const ADP_REFERENCES: readonly Reference[] = [
  { title: 'Disability Assistance for Working Age People (Scotland) Regulations 2022 (SSI 2022/54), reg 34', href: `${LEGISLATION}/ssi/2022/54/regulation/34` },
  UPRATING_SSI_2024,
  SG_UPRATING_2024,
  SG_UPRATING_2025,
];
