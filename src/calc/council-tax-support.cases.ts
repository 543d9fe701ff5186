/**
 * Council Tax Support rule cases, at least 8 for each scheme across the three tax years. Every
 * expected figure is worked out by hand from the rates table (src/calc/rates/years/*.ts) and the
 * regulations (docs/rules.md "Council Tax Support"), not by running the code: the arithmetic is
 * in the comment above each case. Inputs give only what differs from the docs/product.md §3
 * defaults (England, claimant 30, no partner, no income).
 *
 * The bill, per day: weekly tax = annual tax ÷ 365 × 7, to the penny. £1,825 a year is exactly £35
 * a week (month's bill £152.08); £1,460 is £28 (£121.67); £1,800 is £34.52 (£150); £1,560 is £29.92
 * (£130); £1,200 is £23.01 (£100); £1,600 is £30.68 (£133.33); £1,096.37 is £21.03 (£91.36).
 * Annual reduction, by the day = the weekly reduction before rounding ÷ 7 × 365, rounded once:
 * the maximum share of the year's bill less (deductions + taper a week) ÷ 7 × 365, or the rebate's
 * share of the year's bill; the whole year's tax when the whole tax is reduced; monthly = annual ÷
 * 12; what is left = the bill less the reduction.
 *
 * Pension age: reached State Pension age (default from 67) and no Universal Credit. Allowances
 * (Housing Benefit pension-age figures): after April 2021 single 218.15 / 227.10 / 238.00, couple
 * 332.95 / 346.60 / 363.25; before, single 235.20 / 244.40 / 256.00, couple 352.00 / 366.00 /
 * 383.35 (the default counts you in from 69 in 2024/25, 70 in 2025/26, 71 in 2026/27); carer
 * 45.60 / 46.40 / 48.15. Tariff £1 for each £500 or part above £10,000 (£12 at £16,000).
 * Working age: tariff £1 for each £250 or part above £6,000 (£40 at £16,000). Taper 20%.
 *
 * England at working age (illustrative, every year): 80% of the tax; single 25+ 84.80, couple
 * 133.30, child 70.80, family 18.85; England's pension-age non-dependant table; no rebate.
 * Wales working age: single under 25 76.35 / 77.65 / 80.60; 25+ and lone parent 96.45 / 98.10 /
 * 101.85; couple 151.45 / 154.00 / 159.85; child 83.24 / 84.66 / 87.88; family 19.15 / 19.48 /
 * 20.22; disability (single) 42.50 / 43.20 / 44.85. Scotland working age: single 25+ 90.50 /
 * 92.05 / 95.55; couple 142.25 / 144.65 / 150.15; child premium 104.05 / 105.85 / 109.85.
 *
 * Non-dependant deductions (from gross weekly income):
 * England pension age 2024/25 4.90, 256: 10.05, 445: 12.60, 554: 15.10; 2025/26 5.00, 266: 10.20,
 * 463: 12.80, 577: 15.35; 2026/27 5.20, 279: 10.60, 485: 13.30, 605: 15.95.
 * Wales 2024/25 5.80, 256: 11.55, 445: 14.50, 554: 17.35; 2025/26 6.25, 266: 12.45, 463: 15.65,
 * 577: 18.70; 2026/27 6.70, 279: 13.35, 485: 16.80, 605: 20.05.
 * Scotland 2024/25 5.25, 260: 10.35, 451: 13.15, 558: 15.65; 2025/26 5.35, 273: 10.55, 474:
 * 13.40, 586: 15.95; 2026/27 5.55, 286: 10.95, 497: 13.90, 614: 16.55.
 * Second adult rebate (England pension age, Scotland; no partner): 25% when every other adult gets
 * a qualifying benefit, else 15% below the lower and 7.5% below the higher threshold: England
 * 265 / 344 (2024/25), 276 / 358 (2025/26 and, the latest found, 2026/27); Scotland 256 / 333 (2024/25,
 * the latest found, in every year).
 */

import type { CouncilTaxBand, CouncilTaxSupportInput, CouncilTaxSupportResult, OtherAdultDetails } from './council-tax-support';
import type { DeepPartial, RuleCase } from './types';
import { moneyWithPence, msg, type Message } from './message';
import { calculateCouncilTaxSupport } from './council-tax-support';
import { BUILT_IN_SCHEMES } from './council-tax-support-local/schemes';

type Case = RuleCase<DeepPartial<CouncilTaxSupportInput>, CouncilTaxSupportResult>;

const tax1825 = { annualCouncilTax: 1825 } as const;
const wales = { country: 'wales', annualCouncilTax: 1825 } as const;
const scotland = { country: 'scotland', annualCouncilTax: 1825 } as const;
const earning = (employment: number) => ({ claimantIncome: { employment } });
const onBenefits = (benefits: number) => ({ claimantIncome: { benefits } });
const onPension = (pensions: number) => ({ claimantIncome: { pensions } });
const adult = (income: number, more: Partial<OtherAdultDetails> = {}): Partial<OtherAdultDetails> => ({ age: 40, relationship: 'adult-child', income, ...more });
/** The weekly tax, the reduction a week, a year and a month, and what is left a week, a year and a month. */
const figures = (weeklyCouncilTax: number, weeklyReduction: number, annualReduction: number, monthlyReduction: number, left: [number, number, number]) => ({
  weeklyCouncilTax,
  weeklyReduction,
  annualReduction,
  monthlyReduction,
  remainingLiability: { weekly: left[0], annual: left[1], monthly: left[2] },
});
/** The whole tax reduced: nothing left to pay. */
const whole = (weekly: number, annual: number, monthly: number) => ({
  ...figures(weekly, weekly, annual, monthly, [0, 0, 0]),
  fullReduction: true,
  percentageReduction: 100,
  annualCouncilTax: annual,
  monthlyCouncilTax: monthly,
});
const scheme = (name: Message, isPensionAge: boolean) => ({ isPensionAge, scheme: { name, isPensionAge } });
const ENGLAND_PENSION = scheme(msg('cts.scheme.englandPension'), true);
const ENGLAND_WORKING = scheme(msg('cts.scheme.englandWorking'), false);
const WALES_WORKING = scheme(msg('cts.scheme.walesWorking'), false);
const WALES_PENSION = scheme(msg('cts.scheme.walesPension'), true);
const SCOTLAND_WORKING = scheme(msg('cts.scheme.scotlandWorking'), false);
const SCOTLAND_PENSION = scheme(msg('cts.scheme.scotlandPension'), true);
const rebate = (weeklyAmount: number, percent: number, betterThanMainCalculation: boolean) => ({
  secondAdultRebate: { eligible: weeklyAmount > 0, weeklyAmount, percent, betterThanMainCalculation },
});
const NO_REBATE = rebate(0, 0, false);
const NOT_ELIGIBLE = msg('cts.alert.notEligible');
/** Savings over £16,000: the warning, and with the second adult rebate of `rebatePence` a week still paid, the warning that says so. */
const SAVINGS_WARNING = msg('cts.warning.savings', { limit: moneyWithPence(1600000) });
const savingsWarningWithRebate = (rebatePence: number) => msg('cts.warning.savingsRebate', { limit: moneyWithPence(1600000), rebate: moneyWithPence(rebatePence) });

const ENGLAND_PENSION_CASES: Case[] = [
  // 1560 ÷ 365 × 7 = 29.92. Claimant 68 (after April 2021 in 2025/26). Son £577: band 4, 15.35.
  // Main 29.92 − 15.35 = 14.57; rebate: 577 ≥ 358, none. by the day 1560 − 15.35 ÷ 7 × 365 (800.39) = 759.61; left 1560 − 759.61 = 800.39;
  // month 759.61 ÷ 12 = 63.30, left 130 − 63.30 = 66.70; week left 15.35.
  {
    name: 'England pension age 2025/26: a son earning £577 a week, band 4',
    input: { taxYear: '2025-26', location: { annualCouncilTax: 1560 }, household: { claimantAge: 68, otherAdultsDetails: [adult(577)] } },
    expected: { ...ENGLAND_PENSION, ...figures(29.92, 14.57, 759.61, 63.3, [15.35, 800.39, 66.7]), nonDependantDeductions: 15.35, ...NO_REBATE },
    checks: 'SI 2012/2885 Sch 1 para 8 (band 4), para 9 (per day); docs/rules.md CTS 1, 5',
  },
  // Claimant 70 (before April 2021 in 2024/25: 235.20), pension 200: within it. Son £200: band 1, 4.90.
  // Main 35 − 4.90 = 30.10; rebate 200 < 265: 15% of 35 = 5.25, smaller. By the day 1825 − 4.90 ÷ 7 × 365 (255.50) = 1569.50; left 255.50; month 130.79, left 21.29.
  {
    name: 'England pension age 2024/25: band 1 deduction, the main reduction beats a 15% rebate',
    input: { taxYear: '2024-25', location: tax1825, household: { claimantAge: 70, otherAdultsDetails: [adult(200)] }, income: onPension(200) },
    expected: { ...ENGLAND_PENSION, applicableAmount: 235.2, ...figures(35, 30.1, 1569.5, 130.79, [4.9, 255.5, 21.29]), ...rebate(5.25, 15, false) },
    checks: 'SI 2012/2885 Sch 1 para 8, Sch 3 para 1; the larger of the two',
  },
  // Claimant 67 (218.15), pension 250: 31.85 over, taper 6.37. Adults £300 (band 2, 10.05) and £500 (band 3, 12.60): 22.65.
  // Main 35 − 22.65 − 6.37 = 5.98; rebate: 800 ≥ 344, none. By the day 1825 − 29.02 ÷ 7 × 365 (1513.19) = 311.81; left 1513.19; month 25.98, left 126.10.
  {
    name: 'England pension age 2024/25: bands 2 and 3 with a taper',
    input: {
      taxYear: '2024-25',
      location: tax1825,
      household: { claimantAge: 67, otherAdultsDetails: [adult(300), adult(500, { relationship: 'relative' })] },
      income: onPension(250),
    },
    expected: { ...ENGLAND_PENSION, ...figures(35, 5.98, 311.81, 25.98, [29.02, 1513.19, 126.1]), nonDependantDeductions: 22.65, taperApplied: 6.37 },
    checks: 'SI 2012/2885 Sch 1 para 8 bands 2 and 3; taper 20%',
  },
  // Blind claimant aged 75 (before April 2021 in 2026/27: 256), pension 256. Son £700: no deduction.
  // 1460 ÷ 365 × 7 = 28, all of it: the year's 1460, month 121.67, nothing left.
  {
    name: 'England pension age 2026/27: a blind claimant pays no non-dependant deduction; the whole bill',
    input: {
      taxYear: '2026-27',
      location: { annualCouncilTax: 1460 },
      household: { claimantAge: 75, otherAdultsDetails: [adult(700)] },
      income: onPension(256),
      circumstances: { isRegisteredBlind: true },
    },
    expected: { ...ENGLAND_PENSION, ...whole(28, 1460, 121.67), nonDependantDeductions: 0 },
    checks: 'SI 2012/2885 Sch 1 para 8 (no deduction for a blind claimant); docs/rules.md CTS 1 (nothing left)',
  },
  // Claimant 80 (256), pension 400: 144 over, taper 28.80; main 35 − 28.80 = 6.20. Adult on Pension Credit: no deduction;
  // rebate 25% of 35 = 8.75, larger. By the day 25% of 1825 = 456.25; left 1368.75; month 38.02, left 114.06.
  {
    name: 'England pension age 2026/27: the 25% rebate beats the main reduction',
    input: { taxYear: '2026-27', location: tax1825, household: { claimantAge: 80, otherAdultsDetails: [adult(0, { getsQualifyingBenefit: true })] }, income: onPension(400) },
    expected: { ...ENGLAND_PENSION, ...figures(35, 8.75, 456.25, 38.02, [26.25, 1368.75, 114.06]), nonDependantDeductions: 0, ...rebate(8.75, 25, true) },
    checks: 'SI 2012/2885 Sch 3 para 1 (25%); Sch 1 para 8 (no deduction with Pension Credit)',
  },
  // Claimant 68 (227.10), pension 500: 272.90 over, taper 54.58; adult £250 (band 1, 5): main 0.
  // Rebate 250 < 276: 15% of 35 = 5.25. By the day 15% of 1825 = 273.75; left 1551.25; month 22.81, left 129.27.
  {
    name: 'England pension age 2025/26: the 15% rebate',
    input: { taxYear: '2025-26', location: tax1825, household: { claimantAge: 68, otherAdultsDetails: [adult(250)] }, income: onPension(500) },
    expected: { ...ENGLAND_PENSION, ...figures(35, 5.25, 273.75, 22.81, [29.75, 1551.25, 129.27]), ...rebate(5.25, 15, true) },
    checks: 'SI 2012/2885 Sch 3 para 1 (15% below the lower threshold)',
  },
  // As above with the adult on £300 (band 2, 10.20): main 0; rebate 276 ≤ 300 < 358: 7.5% of 35 = 2.625 → 2.63.
  // By the day 7.5% of 1825 = 136.875 → 136.88; left 1688.12; month 11.41, left 140.67.
  {
    name: 'England pension age 2025/26: the 7.5% rebate',
    input: { taxYear: '2025-26', location: tax1825, household: { claimantAge: 68, otherAdultsDetails: [adult(300)] }, income: onPension(500) },
    expected: { ...ENGLAND_PENSION, ...figures(35, 2.63, 136.88, 11.41, [32.37, 1688.12, 140.67]), ...rebate(2.63, 7.5, true) },
    checks: 'SI 2012/2885 Sch 3 para 1 (7.5% below the higher threshold)',
  },
  // A carer aged 70 (before April 2021 in 2024/25: 235.20 + carer 45.60 = 280.80) with a pension of 300: no earnings, so
  // no disregard. 19.20 over, taper 3.84; 35 − 3.84 = 31.16; by the day 1825 − 3.84 ÷ 7 × 365 (200.23) = 1624.77; left 200.23; month 135.40, left 16.68.
  {
    name: 'England pension age 2024/25: a carer aged 70 with a pension only gets no disregard',
    input: { taxYear: '2024-25', location: tax1825, household: { claimantAge: 70 }, income: onPension(300), circumstances: { isCarer: true } },
    expected: { ...ENGLAND_PENSION, applicableAmount: 280.8, assessableIncome: 300, taperApplied: 3.84, ...figures(35, 31.16, 1624.77, 135.4, [3.84, 200.23, 16.68]) },
    checks: 'SI 2012/2885 Sch 1: one disregard, only off earnings',
  },
  // Claimant 67 (238), pension 230, savings exactly £16,000: tariff 6000 ÷ 500 = 12. 242 − 238 = 4, taper 0.80;
  // 34.20; by the day 1825 − 0.80 ÷ 7 × 365 (41.71) = 1783.29; left 41.71; month 148.61, left 3.47.
  {
    name: 'England pension age 2026/27: exactly £16,000 of savings counts as tariff income',
    input: { taxYear: '2026-27', location: tax1825, household: { claimantAge: 67 }, income: onPension(230), savings: { totalSavings: 16000 } },
    expected: { ...ENGLAND_PENSION, assessableIncome: 242, ...figures(35, 34.2, 1783.29, 148.61, [0.8, 41.71, 3.47]), warnings: [] },
    checks: 'SI 2012/2885 Sch 1 (tariff income; capital over £16,000)',
  },
  // The same with £16,000.01: over the limit, no main reduction and no other adults.
  {
    name: 'England pension age 2026/27: £16,000.01 of savings is over the limit',
    input: { taxYear: '2026-27', location: tax1825, household: { claimantAge: 67 }, income: onPension(230), savings: { totalSavings: 16000.01 } },
    expected: { ...ENGLAND_PENSION, eligibleForSupport: false, ...figures(35, 0, 0, 0, [35, 1825, 152.08]), warnings: [SAVINGS_WARNING], alert: NOT_ELIGIBLE },
    checks: 'SI 2012/2885 Sch 1 (capital that exceeds £16,000); pence kept',
  },
  // A pensioner living alone (severe disability premium, SI 2012/2885 Sch 1 para 6): £1,600 less the single person discount 25%
  // (400) = 1200 a year, 1200 ÷ 365 × 7 = 23.01 a week, month 100. Aged 80 (before April 2021 in 2026/27: 256.00).
  // Attendance Allowance, living alone, no one paid to care: severe disability premium 86.05, so 342.05; pension 341.30 is
  // within it: the whole 1200 (not 52 weeks), month 100, nothing left.
  {
    name: 'England pension age 2026/27: Attendance Allowance and living alone, the severe disability premium covers the whole bill',
    input: {
      taxYear: '2026-27',
      location: { annualCouncilTax: 1600 },
      property: { hasSinglePersonDiscount: true },
      household: { claimantAge: 80 },
      income: onPension(341.3),
      circumstances: { receivesDisabilityBenefits: true, getsSevereDisabilityBenefit: true },
    },
    expected: { ...ENGLAND_PENSION, applicableAmount: 342.05, ...whole(23.01, 1200, 100) },
    checks: 'SI 2012/2885 Sch 1 para 6 (severe disability premium), issue 37 household',
  },
  // No enhanced disability premium for an adult at pension age (SI 2012/2885 Sch 2 Part 4 para (2) has only the child's):
  // claimant 70 (after April 2021 in 2026/27: 238.00) on the highest rate of DLA care, no severe disability premium asked,
  // pension 245: 7 over, taper 1.40; 35 − 1.40 = 33.60; by the day 1825 − 1.40 ÷ 7 × 365 (73) = 1752; left 73; month 146,
  // left 152.08 − 146 = 6.08. (With a single enhanced disability premium of 22.00 the applicable amount would be 260.)
  {
    name: 'England pension age 2026/27: no enhanced disability premium for an adult',
    input: {
      taxYear: '2026-27',
      location: tax1825,
      household: { claimantAge: 70 },
      income: onPension(245),
      circumstances: { receivesDisabilityBenefits: true, getsEnhancedDisabilityBenefit: true },
    },
    expected: { ...ENGLAND_PENSION, applicableAmount: 238, taperApplied: 1.4, ...figures(35, 33.6, 1752, 146, [1.4, 73, 6.08]) },
    checks: 'SI 2012/2885 Sch 2 para 7 and Part 4 para (2) (a child’s premium only); docs/rules.md CTS 3',
  },
  // The same with only "severe mental impairment" (a council tax discount matter, no premium): 256; 341.30 − 256 = 85.30 over,
  // taper 17.06; 23.0137 − 17.06 = 5.95 a week; by the day 1200 − 17.06 ÷ 7 × 365 (889.56) = 310.44 (52 × 5.95 = 309.40 is
  // the old weekly sum); left 889.56; month 310.44 ÷ 12 = 25.87, left 100 − 25.87 = 74.13.
  {
    name: 'England pension age 2026/27: severe mental impairment alone adds no premium',
    input: {
      taxYear: '2026-27',
      location: { annualCouncilTax: 1600 },
      property: { hasSinglePersonDiscount: true },
      household: { claimantAge: 80 },
      income: onPension(341.3),
      circumstances: { isSevereMentalImpairment: true, hasDisabilityPremium: true },
    },
    expected: { ...ENGLAND_PENSION, applicableAmount: 256, taperApplied: 17.06, ...figures(23.01, 5.95, 310.44, 25.87, [17.06, 889.56, 74.13]) },
    checks: 'SI 2012/2885 Sch 1 para 6 (the premium needs the benefit), issue 37 household',
  },
  // With an adult of 40 at home (no single person discount: 1600 ÷ 365 × 7 = 30.68, month 133.33) and Attendance Allowance:
  // no severe disability premium (a non-dependant who is not blind and gets no care benefit), no non-dependant deduction
  // (Attendance Allowance). 256; taper 17.06; 30.6849 − 17.06 = 13.62 a week; rebate: their income 0 < 276, 15% of 30.68 =
  // 4.60, smaller. By the day 1600 − 17.06 ÷ 7 × 365 (889.56) = 710.44 (52 × 13.62 = 708.24 is the weekly sum); left
  // 889.56; month 710.44 ÷ 12 = 59.20, left 133.33 − 59.20 = 74.13.
  {
    name: 'England pension age 2026/27: another adult at home stops the severe disability premium',
    input: {
      taxYear: '2026-27',
      location: { annualCouncilTax: 1600 },
      household: { claimantAge: 80, otherAdultsDetails: [adult(0)] },
      income: onPension(341.3),
      circumstances: { receivesDisabilityBenefits: true, getsSevereDisabilityBenefit: true },
    },
    expected: {
      ...ENGLAND_PENSION,
      applicableAmount: 256,
      nonDependantDeductions: 0,
      ...figures(30.68, 13.62, 710.44, 59.2, [17.06, 889.56, 74.13]),
      ...rebate(4.6, 15, false),
    },
    checks: 'SI 2012/2885 Sch 1 para 6(2)(a)(ii) (no non-dependant), para 8 (no deduction with AA), issue 37 household',
  },
  // A son of 40 who gets Attendance Allowance himself does not stop the premium (para 6(6)). Claimant 75 (before April 2021 in
  // 2025/26: 244.40) with AA: + 82.90 = 327.30; pension 330: 2.70 over, taper 0.54; 35 − 0.54 = 34.46; no deduction (AA);
  // rebate 15% of 35 = 5.25, smaller. By the day 1825 − 0.54 ÷ 7 × 365 (28.16) = 1796.84; left 28.16; month 149.74, left 2.34.
  {
    name: 'England pension age 2025/26: a non-dependant on a care benefit leaves the severe disability premium',
    input: {
      taxYear: '2025-26',
      location: tax1825,
      household: { claimantAge: 75, otherAdultsDetails: [adult(0, { getsCareBenefitOrBlind: true })] },
      income: onPension(330),
      circumstances: { receivesDisabilityBenefits: true, getsSevereDisabilityBenefit: true },
    },
    expected: { ...ENGLAND_PENSION, applicableAmount: 327.3, ...figures(35, 34.46, 1796.84, 149.74, [0.54, 28.16, 2.34]), ...rebate(5.25, 15, false) },
    checks: 'SI 2012/2885 Sch 1 para 6(6) (a non-dependant who gets AA is not counted)',
  },
  // England's second adult list has no Universal Credit (SI 2012/2885 Sch 3 para 1): an adult on UC without earnings is
  // assessed by income. Claimant 70 (after April 2021 in 2026/27: 238), pension 500: 262 over, taper 52.40: main 0. Adult on
  // UC, income 300: no deduction; 276 ≤ 300 < 358 (2025/26 thresholds, the latest found): 7.5% of 35 = 2.625 → 2.63;
  // by the day 7.5% of 1825 = 136.875 → 136.88; left 1688.12; month 11.41, left 140.67.
  {
    name: 'England pension age 2026/27: an adult on Universal Credit is assessed by income for the rebate',
    input: {
      taxYear: '2026-27',
      location: tax1825,
      household: { claimantAge: 70, otherAdultsDetails: [adult(300, { getsUniversalCreditNoEarnings: true })] },
      income: onPension(500),
    },
    expected: { ...ENGLAND_PENSION, nonDependantDeductions: 0, ...figures(35, 2.63, 136.88, 11.41, [32.37, 1688.12, 140.67]), ...rebate(2.63, 7.5, true) },
    checks: 'SI 2012/2885 Sch 3 para 1 (England’s qualifying benefits: no Universal Credit)',
  },
  // A pensioner of 70 (after April 2021 in 2026/27: 238.00), pension 250: 12 over, taper 2.40. Son £577: 2026/27 band 3
  // (485 to 604.99), 13.30. 35 − 13.30 − 2.40 = 19.30; rebate: 577 ≥ 358, none. By the day 1825 − 15.70 ÷ 7 × 365
  // (818.642… → 818.64) = 1006.357… → 1006.36; month 1006.36 ÷ 12 = 83.863… → 83.86; 19.30 ÷ 35 = 55.14%; left 15.70,
  // 818.64, 152.08 − 83.86 = 68.22.
  {
    name: 'England pension age 2026/27: a son earning £577 a week, band 3, and a taper',
    input: { taxYear: '2026-27', location: tax1825, household: { claimantAge: 70, otherAdultsDetails: [adult(577)] }, income: onPension(250) },
    expected: {
      ...ENGLAND_PENSION,
      applicableAmount: 238,
      nonDependantDeductions: 13.3,
      taperApplied: 2.4,
      percentageReduction: 55.14,
      ...figures(35, 19.3, 1006.36, 83.86, [15.7, 818.64, 68.22]),
      ...NO_REBATE,
    },
    checks: 'SI 2012/2885 Sch 1 (pension-age allowance after April 2021), para 8 (non-dependant band 3 of 2026/27)',
  },
  // The same with the guarantee part of Pension Credit: income counts as nil, the deduction is still made. 35 − 13.30 =
  // 21.70; by the day 1825 − 13.30 ÷ 7 × 365 (693.50) = 1131.50; month 1131.50 ÷ 12 = 94.291… → 94.29; 21.70 ÷ 35 = 62%;
  // left 13.30, 693.50, 152.08 − 94.29 = 57.79.
  {
    name: 'England pension age 2026/27: Guarantee Credit, the son’s deduction still made',
    input: {
      taxYear: '2026-27',
      location: tax1825,
      household: { claimantAge: 70, otherAdultsDetails: [adult(577)] },
      income: { ...onPension(250), getsGuaranteeCredit: true },
    },
    expected: { ...ENGLAND_PENSION, nonDependantDeductions: 13.3, percentageReduction: 62, ...figures(35, 21.7, 1131.5, 94.29, [13.3, 693.5, 57.79]) },
    checks: 'SI 2012/2885 Sch 1 (Guarantee Credit: maximum reduction less non-dependant deductions)',
  },
  // The severe disability premium's household (£1,600 less the single person discount: 1200 a year, 23.01 a week, month
  // 100; aged 80, before April 2021: 256.00; pension 341.30; Attendance Allowance) with someone paid Carer's Allowance to
  // look after them: no premium (SI 2012/2885 Sch 1 para 6(2)(b)). 341.30 − 256 = 85.30 over, taper 17.06;
  // 23.0137 − 17.06 = 5.9537 → 5.95 a week; by the day 1200 − 17.06 ÷ 7 × 365 (889.557… → 889.56) = 310.44; month
  // 310.44 ÷ 12 = 25.87; 5.9537 ÷ 23.0137 = 25.87%; left 17.06, 889.56, 100 − 25.87 = 74.13.
  {
    name: 'England pension age 2026/27: someone paid Carer’s Allowance to care for them, so no severe disability premium',
    input: {
      taxYear: '2026-27',
      location: { annualCouncilTax: 1600 },
      property: { hasSinglePersonDiscount: true },
      household: { claimantAge: 80 },
      income: onPension(341.3),
      circumstances: { receivesDisabilityBenefits: true, getsSevereDisabilityBenefit: true, carerPaidForYou: true },
    },
    expected: { ...ENGLAND_PENSION, applicableAmount: 256, taperApplied: 17.06, percentageReduction: 25.87, ...figures(23.01, 5.95, 310.44, 25.87, [17.06, 889.56, 74.13]) },
    checks: 'SI 2012/2885 Sch 1 para 6(2)(b) (no premium while someone is paid Carer’s Allowance for the claimant)',
  },
];

const ENGLAND_WORKING_CASES: Case[] = [
  // 1200 ÷ 365 × 7 = 23.01; 80% = 18.41; by the day 80% of 1200 = 960.00 (not 52 × 18.41 = 957.32); left 240; month 80, left 20; week left 4.60.
  {
    name: 'England working age 2026/27: the defaults, 80% of the bill',
    input: { taxYear: '2026-27' },
    expected: { ...ENGLAND_WORKING, ...figures(23.01, 18.41, 960, 80, [4.6, 240, 20]), percentageReduction: 80, applicableAmount: 84.8, ...NO_REBATE },
    checks: 'docs/rules.md CTS 1-3 (illustrative scheme, per day)',
  },
  // Son £300: England's pension-age table, 2024/25 band 2, 10.05. 28 − 10.05 = 17.95; By the day 80% of 1825 = 1460, less 10.05 ÷ 7 × 365 (524.04) = 935.96; left 889.04; month 78.00, left 74.08.
  {
    name: 'England working age 2024/25: a non-dependant by England’s pension-age table',
    input: { taxYear: '2024-25', location: tax1825, household: { otherAdultsDetails: [adult(300)] } },
    expected: { ...ENGLAND_WORKING, ...figures(35, 17.95, 935.96, 78, [17.05, 889.04, 74.08]), nonDependantDeductions: 10.05 },
    checks: 'docs/rules.md CTS 5 (the illustrative scheme uses England’s pension-age table)',
  },
  // Earnings 150 less 5 = 145; 145 − 84.80 = 60.20, taper 12.04; 28 − 12.04 = 15.96; by the day 1460 − 12.04 ÷ 7 × 365 (627.80) = 832.20; left 992.80; month 69.35, left 82.73.
  {
    name: 'England working age 2025/26: earnings less the single disregard',
    input: { taxYear: '2025-26', location: tax1825, income: earning(150) },
    expected: { ...ENGLAND_WORKING, assessableIncome: 145, taperApplied: 12.04, ...figures(35, 15.96, 832.2, 69.35, [19.04, 992.8, 82.73]) },
    checks: 'docs/rules.md CTS 4 (disregard 5 off earnings)',
  },
  // Lone parent, one child: 84.80 + 70.80 + 18.85 = 174.45. Earnings 300 less 25 = 275: 100.55 over, taper 20.11;
  // 28 − 20.11 = 7.89; by the day 1460 − 20.11 ÷ 7 × 365 (1048.59) = 411.41; left 1413.59; month 34.28, left 117.80.
  {
    name: 'England working age 2026/27: a lone parent’s disregard of 25',
    input: { taxYear: '2026-27', location: tax1825, household: { dependentChildren: 1, childrenAges: [5] }, income: earning(300) },
    expected: { ...ENGLAND_WORKING, applicableAmount: 174.45, assessableIncome: 275, ...figures(35, 7.89, 411.41, 34.28, [27.11, 1413.59, 117.8]) },
    checks: 'docs/rules.md CTS 4 (the highest disregard: lone parent 25)',
  },
  // Claimant 70 whose partner gets Universal Credit: working age. Couple 133.30; pension 200: 66.70 over, taper 13.34;
  // 28 − 13.34 = 14.66; by the day 1460 − 13.34 ÷ 7 × 365 (695.59) = 764.41; left 1060.59; month 63.70, left 88.38.
  {
    name: 'England working age 2024/25: a pensioner whose partner gets Universal Credit',
    input: {
      taxYear: '2024-25',
      location: tax1825,
      household: { claimantAge: 70, hasPartner: true, partnerAge: 60, getsUniversalCredit: true },
      income: onPension(200),
    },
    expected: { ...ENGLAND_WORKING, applicableAmount: 133.3, ...figures(35, 14.66, 764.41, 63.7, [20.34, 1060.59, 88.38]) },
    checks: 'SI 2012/2885 reg 3 (not a pensioner with Universal Credit); docs/rules.md CTS 2',
  },
  // Lone parent, one child, Child Benefit £26.05 typed where it never counts: income 0. 28; by the day 80% of 1825 = 1460; left 365; month 121.67, left 30.41.
  {
    name: 'England working age 2025/26: Child Benefit typed is never income',
    input: { taxYear: '2025-26', location: tax1825, household: { dependentChildren: 1, childrenAges: [3] }, income: { notCountedIncome: 26.05 } },
    expected: { ...ENGLAND_WORKING, assessableIncome: 0, ...figures(35, 28, 1460, 121.67, [7, 365, 30.41]) },
    checks: 'docs/rules.md CTS 4 (Child Benefit is never income)',
  },
  // A bill with pence: 1096.37 ÷ 365 × 7 = 21.03; 80% = 16.82; by the day 80% of 1096.37 = 877.096 → 877.10; left 219.27; month 73.09, 91.36 − 73.09 = 18.27.
  {
    name: 'England working age 2026/27: a bill with pence, worked per day',
    input: { taxYear: '2026-27', location: { annualCouncilTax: 1096.37 } },
    expected: { ...ENGLAND_WORKING, annualCouncilTax: 1096.37, monthlyCouncilTax: 91.36, ...figures(21.03, 16.82, 877.1, 73.09, [4.21, 219.27, 18.27]) },
    checks: 'docs/rules.md CTS 1 (pence kept; ÷ 365 × 7)',
  },
  // Aged 66, State Pension age not yet reached: working age. Pension 100: 15.20 over, taper 3.04; 24.96; by the day 1460 − 3.04 ÷ 7 × 365 (158.51) = 1301.49; left 523.51; month 108.46, left 43.62.
  {
    name: 'England working age 2026/27: 66 and not yet at State Pension age',
    input: { taxYear: '2026-27', location: tax1825, household: { claimantAge: 66, reachedStatePensionAge: false }, income: onPension(100) },
    expected: { ...ENGLAND_WORKING, ...figures(35, 24.96, 1301.49, 108.46, [10.04, 523.51, 43.62]) },
    checks: 'docs/rules.md CTS 2 (State Pension age asked at 66)',
  },
  // Adult £100: band 1 of 2025/26, 5.00; 28 − 5 = 23; no rebate in a council's working-age scheme. By the day 1460 − 5 ÷ 7 × 365 (260.71) = 1199.29; left 625.71; month 99.94, left 52.14.
  {
    name: 'England working age 2025/26: no second adult rebate',
    input: { taxYear: '2025-26', location: tax1825, household: { otherAdultsDetails: [adult(100)] } },
    expected: { ...ENGLAND_WORKING, ...figures(35, 23, 1199.29, 99.94, [12, 625.71, 52.14]), ...NO_REBATE },
    checks: 'docs/rules.md CTS 6 (no rebate in the illustrative scheme)',
  },
  // Savings exactly £16,000: tariff 10000 ÷ 250 = 40, within 84.80: 28; by the day 80% of 1825 = 1460; left 365; month 121.67, left 30.41.
  {
    name: 'England working age 2024/25: exactly £16,000 of savings',
    input: { taxYear: '2024-25', location: tax1825, savings: { totalSavings: 16000 } },
    expected: { ...ENGLAND_WORKING, assessableIncome: 40, ...figures(35, 28, 1460, 121.67, [7, 365, 30.41]) },
    checks: 'docs/rules.md CTS 3 (tariff income £1 per £250 above £6,000)',
  },
  // Single 30, £1,825 (35 a week, month 152.08), no income: 80% of 35 = 28; by the day 80% of 1825 = 1460; month 1460 ÷ 12 =
  // 121.666… → 121.67; left 7, 365, 152.08 − 121.67 = 30.41.
  {
    name: 'England working age 2026/27: £1,825 and no income, 80% of the bill',
    input: { taxYear: '2026-27', location: tax1825 },
    expected: { ...ENGLAND_WORKING, applicableAmount: 84.8, percentageReduction: 80, ...figures(35, 28, 1460, 121.67, [7, 365, 30.41]), ...NO_REBATE },
    checks: 'docs/rules.md CTS 1-3 (illustrative scheme: at most 80%)',
  },
  // The same with £16,000.01 of savings (pence kept): over the limit, no main reduction, no other adults: the whole 35 is left.
  {
    name: 'England working age 2026/27: £16,000.01 of savings is over the limit',
    input: { taxYear: '2026-27', location: tax1825, savings: { totalSavings: 16000.01 } },
    expected: { ...ENGLAND_WORKING, eligibleForSupport: false, ...figures(35, 0, 0, 0, [35, 1825, 152.08]), warnings: [SAVINGS_WARNING], alert: NOT_ELIGIBLE },
    checks: 'docs/rules.md CTS 3 (capital over £16,000); pence kept',
  },
  // A couple of 40 who both get PIP daily living, no one else at home and no one paid to care for either: the double
  // severe disability premium 138.80 (SI 2012/2885 Sch 2 para 6(2)(b), Part 4 para (1)(b)(ii) as SI 2022/25 set it, whose
  // single 69.40 the illustrative scheme uses). 133.30 + disability 36.20 + 138.80 = 308.30. Counted benefits 350: 41.70
  // over, taper 8.34; 28 − 8.34 = 19.66; by the day 1460 − 8.34 ÷ 7 × 365 (434.871…) = 1025.13; left 799.87; month
  // 1025.13 ÷ 12 = 85.4275 → 85.43, left 152.08 − 85.43 = 66.65; week left 35 − 19.66 = 15.34. (With the single figure:
  // 239.00, taper 22.20, 5.80 a week.)
  {
    name: 'England working age 2026/27: a couple who both qualify get the double severe disability premium',
    input: {
      taxYear: '2026-27',
      location: tax1825,
      household: { claimantAge: 40, hasPartner: true, partnerAge: 40 },
      income: onBenefits(350),
      circumstances: { receivesDisabilityBenefits: true, getsSevereDisabilityBenefit: true, partnerGetsSevereDisabilityBenefit: true },
    },
    expected: { ...ENGLAND_WORKING, applicableAmount: 308.3, taperApplied: 8.34, ...figures(35, 19.66, 1025.13, 85.43, [15.34, 799.87, 66.65]) },
    checks: 'SI 2012/2885 Sch 2 para 6(2)(b) and Part 4 para (1)(b)(ii); SI 2022/25 reg 6(8); docs/rules.md CTS 3',
  },
  // Couple 35 and 33, children 5 and 8: 133.30 + 2 × 70.80 (141.60) + family 18.85 = 293.75. Earnings 300 + 100 = 400 less the
  // couple's 10 = 390: 96.25 over, taper 19.25. 28 − 19.25 = 8.75; by the day 1460 − 19.25 ÷ 7 × 365 (1003.75) = 456.25;
  // month 456.25 ÷ 12 = 38.020… → 38.02; 8.75 ÷ 35 = 25%; left 26.25, 1368.75, 152.08 − 38.02 = 114.06.
  {
    name: 'England working age 2026/27: a couple with two children and earnings',
    input: {
      taxYear: '2026-27',
      location: tax1825,
      household: { claimantAge: 35, hasPartner: true, partnerAge: 33, dependentChildren: 2, childrenAges: [5, 8] },
      income: { ...earning(300), partnerIncome: { employment: 100 } },
    },
    expected: {
      ...ENGLAND_WORKING,
      applicableAmount: 293.75,
      assessableIncome: 390,
      taperApplied: 19.25,
      percentageReduction: 25,
      ...figures(35, 8.75, 456.25, 38.02, [26.25, 1368.75, 114.06]),
    },
    checks: 'docs/rules.md CTS 2-4 (couple, children and family premium; the couple’s disregard of 10)',
  },
];

const WALES_WORKING_CASES: Case[] = [
  // Single 30: 96.45. Benefits 120: 23.55 over, taper 4.71; 35 − 4.71 = 30.29; by the day 1825 − 4.71 ÷ 7 × 365 (245.59) = 1579.41; left 245.59; month 131.62, left 20.46.
  {
    name: 'Wales working age 2024/25: Wales’s own allowance of 96.45',
    input: { taxYear: '2024-25', location: wales, income: onBenefits(120) },
    expected: { ...WALES_WORKING, applicableAmount: 96.45, taperApplied: 4.71, ...figures(35, 30.29, 1579.41, 131.62, [4.71, 245.59, 20.46]) },
    checks: 'WSI 2013/3029 Sch 7 (as uprated by WSI 2024/56)',
  },
  // Couple 35, two children: 151.45 + 2 × 83.24 + 19.15 = 337.08. Earnings 400 less 10 = 390: 52.92 over, taper 20% = 10.584 (10.58 shown; the year keeps the tenth of a penny).
  // Child Benefit 43.20 typed and ignored. 35 − 10.584 = 24.416 → 24.42; by the day 1825 − 10.584 ÷ 7 × 365 (551.88) = 1273.12; left 551.88; month 106.09, left 45.99.
  {
    name: 'Wales working age 2024/25: a family’s Child Benefit is not income',
    input: {
      taxYear: '2024-25',
      location: wales,
      household: { hasPartner: true, partnerAge: 35, claimantAge: 35, dependentChildren: 2, childrenAges: [4, 7] },
      income: { ...earning(400), notCountedIncome: 43.2 },
    },
    expected: { ...WALES_WORKING, applicableAmount: 337.08, assessableIncome: 390, ...figures(35, 24.42, 1273.12, 106.09, [10.58, 551.88, 45.99]) },
    checks: 'WSI 2013/3029 Sch 7 (family premium kept); Child Benefit disregarded',
  },
  // Son £577: Wales 2025/26 band 4, 18.70. 35 − 18.70 = 16.30; by the day 1825 − 18.70 ÷ 7 × 365 (975.07) = 849.93; left 975.07; month 70.83, left 81.25.
  {
    name: 'Wales working age 2025/26: band 4 deduction of 18.70',
    input: { taxYear: '2025-26', location: wales, household: { claimantAge: 40, otherAdultsDetails: [adult(577)] } },
    expected: { ...WALES_WORKING, nonDependantDeductions: 18.7, ...figures(35, 16.3, 849.93, 70.83, [18.7, 975.07, 81.25]), ...NO_REBATE },
    checks: 'WSI 2013/3029 (non-dependant deductions, as uprated by WSI 2025/59); no rebate in Wales',
  },
  // Adults £300 (band 2, 12.45) and £500 (band 3, 15.65): 28.10. 35 − 28.10 = 6.90; by the day 1825 − 28.10 ÷ 7 × 365 (1465.21) = 359.79; left 1465.21; month 29.98, left 122.10.
  {
    name: 'Wales working age 2025/26: bands 2 and 3',
    input: { taxYear: '2025-26', location: wales, household: { otherAdultsDetails: [adult(300), adult(500, { relationship: 'friend' })] } },
    expected: { ...WALES_WORKING, nonDependantDeductions: 28.1, ...figures(35, 6.9, 359.79, 29.98, [28.1, 1465.21, 122.1]) },
    checks: 'WSI 2013/3029 (non-dependant bands 2 and 3)',
  },
  // Adult with no income: band 1, 6.70; adult on income-based JSA: none. 35 − 6.70 = 28.30; by the day 1825 − 6.70 ÷ 7 × 365 (349.36) = 1475.64; left 349.36; month 122.97, left 29.11.
  {
    name: 'Wales working age 2026/27: band 1, and none for an adult on a qualifying benefit',
    input: { taxYear: '2026-27', location: wales, household: { otherAdultsDetails: [adult(0), adult(0, { getsQualifyingBenefit: true })] } },
    expected: { ...WALES_WORKING, nonDependantDeductions: 6.7, ...figures(35, 28.3, 1475.64, 122.97, [6.7, 349.36, 29.11]) },
    checks: 'WSI 2013/3029 (lowest deduction with no income; none on a qualifying benefit)',
  },
  // £1,800: 1800 ÷ 365 × 7 = 34.52, all of it: the year's 1800, month 150, nothing left.
  {
    name: 'Wales working age 2026/27: a full reduction on £1,800 leaves nothing',
    input: { taxYear: '2026-27', location: { country: 'wales', annualCouncilTax: 1800 } },
    expected: { ...WALES_WORKING, ...whole(34.52, 1800, 150) },
    checks: 'docs/rules.md CTS 1 (a reduction of the whole tax leaves nothing to pay)',
  },
  // Only the mobility part of PIP, a disability premium benefit: 101.85 + 44.85 = 146.70. Earnings 200 less 20 = 180: 33.30
  // over, taper 6.66; 28.34; by the day 1825 − 6.66 ÷ 7 × 365 (347.27) = 1477.73; left 347.27; month 123.14, left 28.94.
  {
    name: 'Wales working age 2026/27: disability premium with PIP mobility, and the 20 disregard',
    input: { taxYear: '2026-27', location: wales, income: earning(200), circumstances: { getsMobilityPartOnly: true } },
    expected: { ...WALES_WORKING, applicableAmount: 146.7, assessableIncome: 180, ...figures(35, 28.34, 1477.73, 123.14, [6.66, 347.27, 28.94]) },
    checks: 'WSI 2013/3029 Sch 7 (disability premium: DLA or PIP), earnings disregard 20',
  },
  // Single 22: 77.65. Benefits 100: 22.35 over, taper 4.47. £1,460: 28 − 4.47 = 23.53; by the day 1460 − 4.47 ÷ 7 × 365 (233.08) = 1226.92; left 233.08; month 102.24, left 19.43.
  {
    name: 'Wales working age 2025/26: single under 25',
    input: { taxYear: '2025-26', location: { country: 'wales', annualCouncilTax: 1460 }, household: { claimantAge: 22 }, income: onBenefits(100) },
    expected: { ...WALES_WORKING, applicableAmount: 77.65, ...figures(28, 23.53, 1226.92, 102.24, [4.47, 233.08, 19.43]) },
    checks: 'WSI 2013/3029 Sch 7 (single under 25)',
  },
  // A Welsh household (WSI 2013/3029 Sch 7: premiums only with the benefit): single 30, earnings 200, £1,600 a year
  // (1600 ÷ 365 × 7 = 30.68, month 133.33), "a disability or long-term health condition" and "another benefit includes a
  // disability premium" ticked in an old saved calculation: no premium, disregard 5. 101.85; 195 − 101.85 = 93.15 over,
  // taper 18.63; 30.6849 − 18.63 = 12.05 a week; by the day 1600 − 18.63 ÷ 7 × 365 (971.42) = 628.58; left 971.42;
  // month 628.58 ÷ 12 = 52.38, left 133.33 − 52.38 = 80.95.
  {
    name: 'Wales working age 2026/27: no premium without the benefit the law names',
    input: {
      taxYear: '2026-27',
      location: { country: 'wales', annualCouncilTax: 1600 },
      income: earning(200),
      circumstances: { hasDisability: true, hasDisabilityPremium: true },
    },
    expected: { ...WALES_WORKING, applicableAmount: 101.85, assessableIncome: 195, ...figures(30.68, 12.05, 628.58, 52.38, [18.63, 971.42, 80.95]) },
    checks: 'WSI 2013/3029 Sch 7 (disability and severe disability premiums), issue 37 household',
  },
  // Enhanced disability premium (WSI 2013/3029 Sch 7): PIP daily living at the enhanced rate. 101.85 + disability 44.85 +
  // enhanced 22.00 = 168.70. Earnings 200 less 20 = 180: 11.30 over, taper 2.26; 32.74; by the day 1825 − 2.26 ÷ 7 × 365
  // (117.84) = 1707.16; left 117.84; month 142.26, left 9.82.
  {
    name: 'Wales working age 2026/27: the enhanced disability premium',
    input: { taxYear: '2026-27', location: wales, income: earning(200), circumstances: { receivesDisabilityBenefits: true, getsEnhancedDisabilityBenefit: true } },
    expected: { ...WALES_WORKING, applicableAmount: 168.7, ...figures(35, 32.74, 1707.16, 142.26, [2.26, 117.84, 9.82]) },
    checks: 'WSI 2013/3029 Sch 7 (enhanced disability premium, single)',
  },
  // A couple of 40 who both get PIP daily living; someone is paid Carer's Allowance for the partner: the severe disability
  // premium at the single rate. 154.00 + disability (couple) 61.65 + severe 82.90 = 298.55. Other income 320: 21.45 over,
  // taper 4.29; 30.71; by the day 1825 − 4.29 ÷ 7 × 365 (223.69) = 1601.31; left 223.69; month 133.44, left 18.64.
  {
    name: 'Wales working age 2025/26: a couple, Carer’s Allowance paid for one: the single severe disability rate',
    input: {
      taxYear: '2025-26',
      location: wales,
      household: { claimantAge: 40, hasPartner: true, partnerAge: 40 },
      income: { claimantIncome: { other: 320 } },
      circumstances: { receivesDisabilityBenefits: true, getsSevereDisabilityBenefit: true, partnerGetsSevereDisabilityBenefit: true, carerPaidForPartner: true },
    },
    expected: { ...WALES_WORKING, applicableAmount: 298.55, ...figures(35, 30.71, 1601.31, 133.44, [4.29, 223.69, 18.64]) },
    checks: 'WSI 2013/3029 Sch 7 (severe disability premium: CA paid for one of a couple)',
  },
  // Single 30: 101.85. Benefits 120 (no disregard); Child Benefit 26.05 typed and never counted. 18.15 over, taper 3.63;
  // 35 − 3.63 = 31.37; by the day 1825 − 3.63 ÷ 7 × 365 (189.278… → 189.28) = 1635.72; month 1635.72 ÷ 12 = 136.31;
  // 31.37 ÷ 35 = 89.628…% → 89.63%; left 3.63, 189.28, 152.08 − 136.31 = 15.77.
  {
    name: 'Wales working age 2026/27: benefits counted, Child Benefit never',
    input: { taxYear: '2026-27', location: wales, income: { ...onBenefits(120), notCountedIncome: 26.05 } },
    expected: {
      ...WALES_WORKING,
      applicableAmount: 101.85,
      assessableIncome: 120,
      taperApplied: 3.63,
      percentageReduction: 89.63,
      ...figures(35, 31.37, 1635.72, 136.31, [3.63, 189.28, 15.77]),
    },
    checks: 'WSI 2013/3029 Sch 7 (as uprated for 2026/27); Child Benefit disregarded',
  },
];

const WALES_PENSION_CASES: Case[] = [
  // Claimant 70 (235.20), pension 250: 14.80 over, taper 2.96. Son £460: Wales 2024/25 band 3, 14.50.
  // 35 − 14.50 − 2.96 = 17.54; by the day 1825 − 17.46 ÷ 7 × 365 (910.41) = 914.59; left 910.41; month 76.22, left 75.86.
  {
    name: 'Wales pension age 2024/25: band 3 deduction and a taper',
    input: { taxYear: '2024-25', location: wales, household: { claimantAge: 70, otherAdultsDetails: [adult(460)] }, income: onPension(250) },
    expected: { ...WALES_PENSION, applicableAmount: 235.2, nonDependantDeductions: 14.5, ...figures(35, 17.54, 914.59, 76.22, [17.46, 910.41, 75.86]) },
    checks: 'WSI 2013/3029 (pension age; non-dependant band 3)',
  },
  // Claimant 68 (227.10), pension 227.10: within it; the whole 35: the year's 1825, month 152.08.
  {
    name: 'Wales pension age 2025/26: income within the allowance, the whole bill',
    input: { taxYear: '2025-26', location: wales, household: { claimantAge: 68 }, income: onPension(227.1) },
    expected: { ...WALES_PENSION, applicableAmount: 227.1, ...whole(35, 1825, 152.08) },
    checks: 'WSI 2013/3029 (up to 100%)',
  },
  // Claimant 75 (256), pension 400: 144 over, taper 28.80; 6.20. Adult on Pension Credit: no deduction, and no rebate in Wales.
  // By the day 1825 − 28.80 ÷ 7 × 365 (1501.71) = 323.29; left 1501.71; month 26.94, left 125.14.
  {
    name: 'Wales pension age 2026/27: no second adult rebate',
    input: { taxYear: '2026-27', location: wales, household: { claimantAge: 75, otherAdultsDetails: [adult(0, { getsQualifyingBenefit: true })] }, income: onPension(400) },
    expected: { ...WALES_PENSION, ...figures(35, 6.2, 323.29, 26.94, [28.8, 1501.71, 125.14]), ...NO_REBATE },
    checks: 'WSI 2013/3029 (no alternative maximum reduction)',
  },
  // Guarantee Credit: income nil. Adult £300: Wales 2026/27 band 2, 13.35. 35 − 13.35 = 21.65; by the day 1825 − 13.35 ÷ 7 × 365 (696.11) = 1128.89; left 696.11; month 94.07, left 58.01.
  {
    name: 'Wales pension age 2026/27: Guarantee Credit, less a band 2 deduction',
    input: { taxYear: '2026-27', location: wales, household: { claimantAge: 70, otherAdultsDetails: [adult(300)] }, income: { ...onPension(300), getsGuaranteeCredit: true } },
    expected: { ...WALES_PENSION, assessableIncome: 0, nonDependantDeductions: 13.35, ...figures(35, 21.65, 1128.89, 94.07, [13.35, 696.11, 58.01]) },
    checks: 'WSI 2013/3029 (Guarantee Credit: income nil; deductions still made)',
  },
  // Carer aged 70 (before April 2021 in 2025/26: 244.40 + carer 46.40 = 290.80), pension 300, no disregard: 9.20 over, taper 1.84;
  // 33.16; by the day 1825 − 1.84 ÷ 7 × 365 (95.94) = 1729.06; left 95.94; month 144.09, left 7.99.
  {
    name: 'Wales pension age 2025/26: a carer aged 70 with a pension only',
    input: { taxYear: '2025-26', location: wales, household: { claimantAge: 70 }, income: onPension(300), circumstances: { isCarer: true } },
    expected: { ...WALES_PENSION, applicableAmount: 290.8, ...figures(35, 33.16, 1729.06, 144.09, [1.84, 95.94, 7.99]) },
    checks: 'one disregard, only off earnings',
  },
  // £16,000.01 of savings: over the limit, nothing.
  {
    name: 'Wales pension age 2024/25: £16,000.01 of savings is over the limit',
    input: { taxYear: '2024-25', location: wales, household: { claimantAge: 67 }, income: onPension(206.15), savings: { totalSavings: 16000.01 } },
    expected: { ...WALES_PENSION, eligibleForSupport: false, weeklyReduction: 0, warnings: [SAVINGS_WARNING] },
    checks: 'capital that exceeds £16,000',
  },
  // £16,000.00: tariff 12; pension 206.15 + 12 = 218.15, the allowance exactly: the whole 35.
  {
    name: 'Wales pension age 2024/25: exactly £16,000 of savings',
    input: { taxYear: '2024-25', location: wales, household: { claimantAge: 67 }, income: onPension(206.15), savings: { totalSavings: 16000 } },
    expected: { ...WALES_PENSION, assessableIncome: 218.15, ...whole(35, 1825, 152.08) },
    checks: 'tariff income £1 per £500 above £10,000',
  },
  // Aged 66 and told State Pension age is reached: pension age, after April 2021 (238). Pension 250: 12 over, taper 2.40.
  // £1,460: 28 − 2.40 = 25.60; by the day 1460 − 2.40 ÷ 7 × 365 (125.14) = 1334.86; left 125.14; month 111.24, left 10.43.
  {
    name: 'Wales pension age 2026/27: reached State Pension age at 66',
    input: { taxYear: '2026-27', location: { country: 'wales', annualCouncilTax: 1460 }, household: { claimantAge: 66, reachedStatePensionAge: true }, income: onPension(250) },
    expected: { ...WALES_PENSION, applicableAmount: 238, ...figures(28, 25.6, 1334.86, 111.24, [2.4, 125.14, 10.43]) },
    checks: 'docs/rules.md CTS 2 (State Pension age asked at 66)',
  },
];

const SCOTLAND_WORKING_CASES: Case[] = [
  // Lone parent, one child: 90.50 + child premium 104.05 = 194.55. Earnings 250 less 25 = 225: 30.45 over, taper 6.09;
  // 28.91; by the day 1825 − 6.09 ÷ 7 × 365 (317.55) = 1507.45; left 317.55; month 125.62, left 26.46.
  {
    name: 'Scotland working age 2024/25: the child premium of 104.05',
    input: { taxYear: '2024-25', location: scotland, household: { dependentChildren: 1, childrenAges: [6] }, income: earning(250) },
    expected: { ...SCOTLAND_WORKING, applicableAmount: 194.55, ...figures(35, 28.91, 1507.45, 125.62, [6.09, 317.55, 26.46]) },
    checks: 'SSI 2021/249 Sch 1 (child premium, no family premium)',
  },
  // Earnings 500 less 5: 404.50 over, taper 80.90: main 0. Adult £200: band 1, 5.25; rebate 200 < 256: 15% of 35 = 5.25.
  // By the day 15% of 1825 = 273.75; left 1551.25; month 22.81, left 129.27.
  {
    name: 'Scotland working age 2024/25: the 15% rebate',
    input: { taxYear: '2024-25', location: scotland, household: { claimantAge: 40, otherAdultsDetails: [adult(200)] }, income: earning(500) },
    expected: { ...SCOTLAND_WORKING, ...figures(35, 5.25, 273.75, 22.81, [29.75, 1551.25, 129.27]), ...rebate(5.25, 15, true) },
    checks: 'SSI 2021/249 Sch 2 (15% below £256)',
  },
  // Adult on Universal Credit without earnings: no deduction; main 0 (earnings 400); rebate 25% of 35 = 8.75.
  // By the day 25% of 1825 = 456.25; left 1368.75; month 38.02, left 114.06.
  {
    name: 'Scotland working age 2025/26: the 25% rebate',
    input: { taxYear: '2025-26', location: scotland, household: { otherAdultsDetails: [adult(0, { getsQualifyingBenefit: true })] }, income: earning(400) },
    expected: { ...SCOTLAND_WORKING, nonDependantDeductions: 0, ...figures(35, 8.75, 456.25, 38.02, [26.25, 1368.75, 114.06]), ...rebate(8.75, 25, true) },
    checks: 'SSI 2021/249 Sch 2 (25% with Universal Credit and no earnings)',
  },
  // Adult £300 (band 2, 10.55); main 0; rebate 256 ≤ 300 < 333 (the 2024/25 thresholds): 7.5% of 35 = 2.63.
  // By the day 7.5% of 1825 = 136.875 → 136.88; left 1688.12; month 11.41, left 140.67.
  {
    name: 'Scotland working age 2025/26: the 7.5% rebate',
    input: { taxYear: '2025-26', location: scotland, household: { otherAdultsDetails: [adult(300)] }, income: earning(400) },
    expected: { ...SCOTLAND_WORKING, ...figures(35, 2.63, 136.88, 11.41, [32.37, 1688.12, 140.67]), ...rebate(2.63, 7.5, true) },
    checks: 'SSI 2021/249 Sch 2 (7.5%)',
  },
  // Couple: 150.15, no income. Adult £100: band 1, 5.55; no rebate with a partner. 35 − 5.55 = 29.45; by the day 1825 − 5.55 ÷ 7 × 365 (289.39) = 1535.61; left 289.39; month 127.97, left 24.11.
  {
    name: 'Scotland working age 2026/27: no rebate for a couple',
    input: { taxYear: '2026-27', location: scotland, household: { hasPartner: true, partnerAge: 30, otherAdultsDetails: [adult(100)] } },
    expected: { ...SCOTLAND_WORKING, applicableAmount: 150.15, ...figures(35, 29.45, 1535.61, 127.97, [5.55, 289.39, 24.11]), ...NO_REBATE },
    checks: 'SSI 2021/249 reg 91 (no partner); reg 90 (band 1)',
  },
  // Adults £500 (band 3, 13.90) and £700 (band 4, 16.55): 30.45. 35 − 30.45 = 4.55; by the day 1825 − 30.45 ÷ 7 × 365 (1587.75) = 237.25; left 1587.75; month 19.77, left 132.31.
  {
    name: 'Scotland working age 2026/27: bands 3 and 4',
    input: { taxYear: '2026-27', location: scotland, household: { otherAdultsDetails: [adult(500), adult(700, { relationship: 'lodger' })] } },
    expected: { ...SCOTLAND_WORKING, nonDependantDeductions: 30.45, ...figures(35, 4.55, 237.25, 19.77, [30.45, 1587.75, 132.31]), ...NO_REBATE },
    checks: 'SSI 2021/249 reg 90 (bands 3 and 4)',
  },
  // No income; adult £300: band 2 of 2024/25, 10.35; main 35 − 10.35 = 24.65 beats the 7.5% rebate of 2.63.
  // By the day 1825 − 10.35 ÷ 7 × 365 (539.68) = 1285.32; left 539.68; month 107.11, left 44.97.
  {
    name: 'Scotland working age 2024/25: the main reduction beats the rebate',
    input: { taxYear: '2024-25', location: scotland, household: { otherAdultsDetails: [adult(300)] } },
    expected: { ...SCOTLAND_WORKING, ...figures(35, 24.65, 1285.32, 107.11, [10.35, 539.68, 44.97]), ...rebate(2.63, 7.5, false) },
    checks: 'SSI 2021/249 reg 91 (the larger of the two)',
  },
  // £1,800 and no income: 34.52, all of it: the year's 1800, month 150.
  {
    name: 'Scotland working age 2026/27: a full reduction on £1,800 leaves nothing',
    input: { taxYear: '2026-27', location: { country: 'scotland', annualCouncilTax: 1800 } },
    expected: { ...SCOTLAND_WORKING, ...whole(34.52, 1800, 150) },
    checks: 'docs/rules.md CTS 1',
  },
  // £1,096.37 and no income: 21.03, all of it: the year's 1096.37, month 91.36.
  {
    name: 'Scotland working age 2025/26: a bill with pence, reduced in full',
    input: { taxYear: '2025-26', location: { country: 'scotland', annualCouncilTax: 1096.37 } },
    expected: { ...SCOTLAND_WORKING, ...whole(21.03, 1096.37, 91.36) },
    checks: 'docs/rules.md CTS 1 (pence kept)',
  },
  // Enhanced disability premium for a couple (SSI 2021/249 Sch 1): 144.65 + disability 61.65 + enhanced 30.25 = 236.55.
  // Earnings 300 less 20 = 280: 43.45 over, taper 8.69; 26.31; by the day 1825 − 8.69 ÷ 7 × 365 (453.12) = 1371.88; left
  // 453.12; month 114.32, left 37.76.
  {
    name: 'Scotland working age 2025/26: the enhanced disability premium for a couple',
    input: {
      taxYear: '2025-26',
      location: scotland,
      household: { hasPartner: true, partnerAge: 30 },
      income: earning(300),
      circumstances: { receivesDisabilityBenefits: true, getsEnhancedDisabilityBenefit: true },
    },
    expected: { ...SCOTLAND_WORKING, applicableAmount: 236.55, ...figures(35, 26.31, 1371.88, 114.32, [8.69, 453.12, 37.76]) },
    checks: 'SSI 2021/249 Sch 1 (enhanced disability premium, couple)',
  },
  // A lone parent whose child of 8 gets DLA care at the highest rate: 95.55 + child 109.85 + disabled child 84.46 + enhanced
  // (child) 33.99 = 323.85. Earnings 400 less 25 = 375: 51.15 over, taper 10.23; 24.77; by the day 1825 − 10.23 ÷ 7 × 365
  // (533.42) = 1291.58; left 533.42; month 107.63, left 44.45.
  {
    name: 'Scotland working age 2026/27: the enhanced disability premium for a child',
    input: {
      taxYear: '2026-27',
      location: scotland,
      household: { dependentChildren: 1, childrenAges: [8] },
      income: earning(400),
      circumstances: { hasDisabledChild: true, childGetsEnhancedRate: true },
    },
    expected: { ...SCOTLAND_WORKING, applicableAmount: 323.85, ...figures(35, 24.77, 1291.58, 107.63, [10.23, 533.42, 44.45]) },
    checks: 'SSI 2021/249 Sch 1 (disabled child and enhanced disability child premiums)',
  },
  // Scotland's second adult list has Universal Credit without earnings (SSI 2021/249 Sch 2): earnings 500 less 5: 399.45
  // over 95.55, taper 79.89, main 0; the adult on UC (income 300): no deduction, 25% of 35 = 8.75; by the day 25% of 1825 =
  // 456.25; left 1368.75; month 38.02, left 114.06.
  {
    name: 'Scotland working age 2026/27: an adult on Universal Credit without earnings gives the 25% rebate',
    input: {
      taxYear: '2026-27',
      location: scotland,
      household: { otherAdultsDetails: [adult(300, { getsUniversalCreditNoEarnings: true })] },
      income: earning(500),
    },
    expected: { ...SCOTLAND_WORKING, nonDependantDeductions: 0, ...figures(35, 8.75, 456.25, 38.02, [26.25, 1368.75, 114.06]), ...rebate(8.75, 25, true) },
    checks: 'SSI 2021/249 Sch 2 (Universal Credit without earnings qualifies)',
  },
  // Single 30 with the single person discount: 1825 less 25% (456.25) = 1368.75 a year, ÷ 365 × 7 = 26.25 a week, month
  // 1368.75 ÷ 12 = 114.0625 → 114.06. No income: the whole of it, nothing left.
  {
    name: 'Scotland working age 2026/27: the single person discount, the whole of what is left',
    input: { taxYear: '2026-27', location: scotland, property: { hasSinglePersonDiscount: true } },
    expected: { ...SCOTLAND_WORKING, applicableAmount: 95.55, ...whole(26.25, 1368.75, 114.06) },
    checks: 'SSI 2021/249 (100% at most); the single person discount of 25% comes off first',
  },
  // Claimant 40, earnings 400 less 5 = 395: 299.45 over 95.55, taper 59.89. A lodger on £150: band 1, 5.55. Main
  // 35 − 5.55 − 59.89 → 0. Rebate: 150 < 256, 15% of 35 = 5.25, used. By the day 15% of 1825 = 273.75; month 273.75 ÷ 12 =
  // 22.8125 → 22.81; left 29.75, 1551.25, 152.08 − 22.81 = 129.27.
  {
    name: 'Scotland working age 2026/27: the 15% rebate beats a main reduction of nothing (a lodger on £150)',
    input: {
      taxYear: '2026-27',
      location: scotland,
      household: { claimantAge: 40, otherAdultsDetails: [adult(150, { relationship: 'lodger' })] },
      income: earning(400),
    },
    expected: {
      ...SCOTLAND_WORKING,
      taperApplied: 59.89,
      nonDependantDeductions: 5.55,
      percentageReduction: 15,
      ...figures(35, 5.25, 273.75, 22.81, [29.75, 1551.25, 129.27]),
      ...rebate(5.25, 15, true),
    },
    checks: 'SSI 2021/249 reg 90 (band 1), Sch 2 (15% below £256)',
  },
  // Savings of £16,001: no main reduction; another adult on £100 (under 256): the 15% rebate, 5.25, still paid. By the day
  // 273.75; month 22.81; left 29.75, 1551.25, 129.27.
  {
    name: 'Scotland working age 2026/27: over the savings limit, the 15% rebate still paid',
    input: { taxYear: '2026-27', location: scotland, household: { otherAdultsDetails: [adult(100)] }, savings: { totalSavings: 16001 } },
    expected: {
      ...SCOTLAND_WORKING,
      ...figures(35, 5.25, 273.75, 22.81, [29.75, 1551.25, 129.27]),
      ...rebate(5.25, 15, true),
      warnings: [savingsWarningWithRebate(525)],
    },
    checks: 'SSI 2021/249 Sch 2 (the rebate ignores the claimant’s capital)',
  },
];

const SCOTLAND_PENSION_CASES: Case[] = [
  // Claimant 70 (235.20), pension 300: 64.80 over, taper 12.96. Son £600: 2024/25 band 4, 15.65.
  // 35 − 15.65 − 12.96 = 6.39; by the day 1825 − 28.61 ÷ 7 × 365 (1491.81) = 333.19; left 1491.81; month 27.77, left 124.31.
  {
    name: 'Scotland pension age 2024/25: band 4 deduction and a taper',
    input: { taxYear: '2024-25', location: scotland, household: { claimantAge: 70, otherAdultsDetails: [adult(600)] }, income: onPension(300) },
    expected: { ...SCOTLAND_PENSION, nonDependantDeductions: 15.65, ...figures(35, 6.39, 333.19, 27.77, [28.61, 1491.81, 124.31]), ...NO_REBATE },
    checks: 'SSI 2012/319 reg 48 (band 4)',
  },
  // Claimant 68 (227.10), pension 400: 172.90 over, taper 34.58: main 0. Adult £200: band 1, 5.35; rebate 15% of 35 = 5.25; by the day 15% of 1825 = 273.75; left 1551.25; month 22.81, left 129.27.
  {
    name: 'Scotland pension age 2025/26: the 15% rebate',
    input: { taxYear: '2025-26', location: scotland, household: { claimantAge: 68, otherAdultsDetails: [adult(200)] }, income: onPension(400) },
    expected: { ...SCOTLAND_PENSION, ...figures(35, 5.25, 273.75, 22.81, [29.75, 1551.25, 129.27]), ...rebate(5.25, 15, true) },
    checks: 'SSI 2012/319 Sch 5 (15%)',
  },
  // Guarantee Credit on £1,800: 34.52, all of it.
  {
    name: 'Scotland pension age 2026/27: Guarantee Credit, the whole of £1,800',
    input: {
      taxYear: '2026-27',
      location: { country: 'scotland', annualCouncilTax: 1800 },
      household: { claimantAge: 72 },
      income: { ...onPension(500), getsGuaranteeCredit: true },
    },
    expected: { ...SCOTLAND_PENSION, ...whole(34.52, 1800, 150) },
    checks: 'SSI 2012/319 (Guarantee Credit: maximum reduction)',
  },
  // Attendance Allowance: no deduction for the son on £700; claimant 67 (238), pension 238: the whole 35.
  {
    name: 'Scotland pension age 2026/27: Attendance Allowance, no non-dependant deduction',
    input: {
      taxYear: '2026-27',
      location: scotland,
      household: { claimantAge: 67, otherAdultsDetails: [adult(700)] },
      income: onPension(238),
      circumstances: { receivesDisabilityBenefits: true },
    },
    expected: { ...SCOTLAND_PENSION, nonDependantDeductions: 0, ...whole(35, 1825, 152.08) },
    checks: 'SSI 2012/319 reg 48 (no deduction with Attendance Allowance)',
  },
  // Couple 75 and 72 (before April 2021 in 2025/26: 366), pension 400: 34 over, taper 6.80; 28.20; by the day 1825 − 6.80 ÷ 7 × 365 (354.57) = 1470.43; left 354.57; month 122.54, left 29.54.
  {
    name: 'Scotland pension age 2025/26: a couple, before April 2021',
    input: { taxYear: '2025-26', location: scotland, household: { claimantAge: 75, hasPartner: true, partnerAge: 72 }, income: onPension(400) },
    expected: { ...SCOTLAND_PENSION, applicableAmount: 366, ...figures(35, 28.2, 1470.43, 122.54, [6.8, 354.57, 29.54]) },
    checks: 'SSI 2012/319 Sch 1 (couple)',
  },
  // £16,000.00: tariff 12; pension 200 + 12 = 212 within 218.15: the whole 35.
  {
    name: 'Scotland pension age 2024/25: exactly £16,000 of savings',
    input: { taxYear: '2024-25', location: scotland, household: { claimantAge: 67 }, income: onPension(200), savings: { totalSavings: 16000 } },
    expected: { ...SCOTLAND_PENSION, assessableIncome: 212, ...whole(35, 1825, 152.08) },
    checks: 'SSI 2012/319 (tariff income)',
  },
  // £16,000.01: no main reduction, but the adult on Pension Credit gives the 25% rebate: 8.75. By the day 25% of 1825 = 456.25; left 1368.75; month 38.02, left 114.06.
  {
    name: 'Scotland pension age 2024/25: over the savings limit, the rebate still paid',
    input: {
      taxYear: '2024-25',
      location: scotland,
      household: { claimantAge: 67, otherAdultsDetails: [adult(0, { getsQualifyingBenefit: true })] },
      income: onPension(200),
      savings: { totalSavings: 16000.01 },
    },
    expected: {
      ...SCOTLAND_PENSION,
      ...figures(35, 8.75, 456.25, 38.02, [26.25, 1368.75, 114.06]),
      ...rebate(8.75, 25, true),
      warnings: [savingsWarningWithRebate(875)],
    },
    checks: 'SSI 2012/319 Sch 5 (the rebate ignores the claimant’s capital)',
  },
  // Carer aged 70 (after April 2021 in 2026/27: 238 + 48.15 = 286.15), pension 300: 13.85 over, taper 2.77; 32.23;
  // by the day 1825 − 2.77 ÷ 7 × 365 (144.44) = 1680.56; left 144.44; month 140.05, left 12.03.
  {
    name: 'Scotland pension age 2026/27: a carer aged 70 with a pension only',
    input: { taxYear: '2026-27', location: scotland, household: { claimantAge: 70 }, income: onPension(300), circumstances: { isCarer: true } },
    expected: { ...SCOTLAND_PENSION, applicableAmount: 286.15, ...figures(35, 32.23, 1680.56, 140.05, [2.77, 144.44, 12.03]) },
    checks: 'one disregard, only off earnings',
  },
  // A claimant of 75 on Attendance Allowance whose partner of 70 is registered blind but gets no care benefit: treated as
  // having no partner for the premium (SSI 2012/319 Sch 1 para 7(3)), so the single rate. Before April 2021 in 2026/27
  // (75 ≥ 71): couple 383.35 + 86.05 = 469.40; pension 460 within it: the whole 1825, month 152.08. (Without the premium:
  // 76.65 over 383.35, taper 15.33, not the whole bill.)
  {
    name: 'Scotland pension age 2026/27: a blind partner, the single severe disability premium',
    input: {
      taxYear: '2026-27',
      location: scotland,
      household: { claimantAge: 75, hasPartner: true, partnerAge: 70 },
      income: onPension(460),
      circumstances: { receivesDisabilityBenefits: true, getsSevereDisabilityBenefit: true, partnerIsBlind: true, isRegisteredBlind: true },
    },
    expected: { ...SCOTLAND_PENSION, applicableAmount: 469.4, ...whole(35, 1825, 152.08) },
    checks: 'SSI 2012/319 Sch 1 para 7(3) (a blind partner is treated as no partner)',
  },
  // A couple of 67 who both get Attendance Allowance, no one paid to care for either: the double rate (SSI 2012/319 Sch 1
  // para 7). After April 2021 in 2024/25 (69 would be before): 332.95 + 163.00 = 495.95; pension 480 within it: the whole
  // 1825, month 152.08.
  {
    name: 'Scotland pension age 2024/25: a couple both on Attendance Allowance, the double severe disability premium',
    input: {
      taxYear: '2024-25',
      location: scotland,
      household: { claimantAge: 67, hasPartner: true, partnerAge: 67 },
      income: onPension(480),
      circumstances: { receivesDisabilityBenefits: true, getsSevereDisabilityBenefit: true, partnerGetsSevereDisabilityBenefit: true },
    },
    expected: { ...SCOTLAND_PENSION, applicableAmount: 495.95, ...whole(35, 1825, 152.08) },
    checks: 'SSI 2012/319 Sch 1 para 7 (both qualify, no carer: couple rate)',
  },
];

/**
 * England at working age with the council's own scheme (docs/rules.md CTS 2), 2026/27: each case
 * worked from the council's document (named in `checks`), not from the code. £1,825 a year is £35
 * a week; its month £152.08. Amounts for living expenses are Housing Benefit's working-age figures
 * the documents print (single 25+ 95.55); the earnings disregard is £5 for a single person.
 * By the day: the weekly reduction before rounding ÷ 7 × 365, rounded once.
 */
const at = (councilCode: string, councilTaxBand: CouncilTaxBand = 'B') => ({ country: 'england', annualCouncilTax: 1825, councilCode, councilTaxBand }) as const;
const localScheme = (council: string) => ({ scheme: { name: msg('cts.scheme.local', { council }), isPensionAge: false, isNational: false } });
const BRISTOL = 'Bristol City Council';
const NEWHAM = 'London Borough of Newham';
const WIRRAL = 'Wirral Borough Council';
const WIGAN = 'Wigan Metropolitan Borough Council';
const SOUTHAMPTON = 'Southampton City Council';
const NORTHUMBERLAND = 'Northumberland County Council';
const CHESHIRE_WEST = 'Cheshire West and Chester Council';
const NORTH_YORKSHIRE = 'North Yorkshire Council';
const COVENTRY = 'Coventry City Council';
const SEFTON = 'Sefton Metropolitan Borough Council';
const PETERBOROUGH = 'Peterborough City Council';
const WARRINGTON = 'Warrington Borough Council';
const ST_HELENS = 'St Helens Council';

const ENGLAND_LOCAL_CASES: Case[] = [
  // Bristol CTR Scheme 2026-2027 para 33: 100% of the tax. No income: 100% of 35 = 35, the whole year's 1,825, nothing left.
  {
    name: 'Bristol 2026/27: no income, 100% of the weekly tax',
    input: { taxYear: '2026-27', location: at('E06000023') },
    expected: { ...localScheme(BRISTOL), ...whole(35, 1825, 152.08), localScheme: { code: 'E06000023', council: BRISTOL } },
    checks: 'Bristol City Council Council Tax Reduction Scheme 2026-2027 para 33 (maximum 100%)',
  },
  // Bristol paras 34-35: earnings 155 − 5 = 150; 150 − 95.55 = 54.45; 20% = 10.89; 35 − 10.89 = 24.11;
  // by the day 1,825 − 10.89 ÷ 7 × 365 (567.84) = 1,257.16; month 104.76 (1,257.16 ÷ 12 = 104.763); left 10.89, 567.84, 152.08 − 104.76 = 47.32.
  {
    name: 'Bristol 2026/27: the 20% taper on income above the amount for living expenses',
    input: { taxYear: '2026-27', location: at('E06000023'), income: earning(155) },
    expected: { ...localScheme(BRISTOL), ...figures(35, 24.11, 1257.16, 104.76, [10.89, 567.84, 47.32]), applicableAmount: 95.55, taperApplied: 10.89 },
    checks: 'Bristol CTR Scheme 2026-2027 paras 34-35 (20% taper) and Appendix 1 (single 25+ 95.55)',
  },
  // Bristol Appendix 2: earnings 400 − 5 = 395; 395 − 95.55 = 299.45; taper 59.89 > 35, so no main reduction. The other adult
  // earns 250 (< 289): the second adult reduction is 15% of 35 = 5.25; by the day 15% of 1,825 = 273.75; month 22.81; left 29.75, 1,551.25, 129.27.
  {
    name: 'Bristol 2026/27: the working-age second adult reduction, 15% below £289',
    input: { taxYear: '2026-27', location: at('E06000023'), income: earning(400), household: { otherAdults: 1, otherAdultsDetails: [adult(250)] } },
    expected: { ...localScheme(BRISTOL), ...figures(35, 5.25, 273.75, 22.81, [29.75, 1551.25, 129.27]), ...rebate(5.25, 15, true) },
    checks: 'Bristol CTR Scheme 2026-2027 para 8 and Appendix 2 (second adult reduction at working age: 15% below £289)',
  },
  // The Bristol document is for 2026/27: in 2025/26 the illustrative scheme stands in: 80% of 1,825 = 1,460; 28 a week; month 121.67; left 7, 365, 30.41.
  {
    name: 'Bristol 2025/26: no document for the year, the illustrative 80% scheme',
    input: { taxYear: '2025-26', location: at('E06000023') },
    expected: { ...ENGLAND_WORKING, ...figures(35, 28, 1460, 121.67, [7, 365, 30.41]), localScheme: null },
    checks: 'docs/rules.md CTS 2 (a 2026/27 scheme applies to 2026/27 only)',
  },
  // Newham CTR Scheme 2026 para 29(1): 70% of A/B for a person who is not a pensioner. 70% of 35 = 24.50; 70% of 1,825 = 1,277.50;
  // month 106.46 (1,277.50 ÷ 12 = 106.458); left 10.50, 547.50, 45.62.
  {
    name: 'Newham 2026/27: no income, 70% of the weekly tax',
    input: { taxYear: '2026-27', location: at('E09000025') },
    expected: { ...localScheme(NEWHAM), ...figures(35, 24.5, 1277.5, 106.46, [10.5, 547.5, 45.62]), percentageReduction: 70 },
    checks: 'London Borough of Newham Council Tax Reduction Scheme 2026 para 29(1) (70%)',
  },
  // Newham para 30B(2)(b): a non-dependant with gross 200 a week (not less than 183, less than 316) is £14.96. 24.50 − 14.96 = 9.54;
  // by the day 1,277.50 − 14.96 ÷ 7 × 365 (780.06) = 497.44; month 41.45; left 25.46, 1,327.56, 110.63.
  {
    name: 'Newham 2026/27: its own non-dependant table, £14.96 for £183 to £316',
    input: { taxYear: '2026-27', location: at('E09000025'), household: { otherAdults: 1, otherAdultsDetails: [adult(200)] } },
    expected: { ...localScheme(NEWHAM), ...figures(35, 9.54, 497.44, 41.45, [25.46, 1327.56, 110.63]), nonDependantDeductions: 14.96 },
    checks: 'Newham CTR Scheme 2026 para 30B (non-dependant deductions for persons who are not pensioners)',
  },
  // Wirral CTR Scheme 2026/27 para 48: 50% of the tax capped at Band D. Band F: 35 × 9 ÷ 13 = 24.23 a week (Band D is 9/13 of Band F,
  // LGFA 1992 s5); no income: Band 1, 50%: 12.12 (24.2308 × 50% = 12.115); by the day 1,825 × 9 ÷ 13 × 50% = 631.73; month 52.64;
  // left 22.88, 1,193.27, 99.44.
  {
    name: 'Wirral 2026/27: 50% of the lower of the bill and Band D',
    input: { taxYear: '2026-27', location: at('E08000015', 'F') },
    expected: { ...localScheme(WIRRAL), ...figures(35, 12.12, 631.73, 52.64, [22.88, 1193.27, 99.44]), percentageReduction: 34.62 },
    checks: 'Wirral CTR Scheme 2026/27 para 48 (50%, capped at Band D) and Schedule 1 Band 1',
  },
  // Wirral Schedule 4: one £20 earnings disregard. Schedule 1 Table 1: single, earnings 155 − 20 = 135 (£130.01 to £182.00): Band 2,
  // 40% of 35 = 14.00; 40% of 1,825 = 730; month 60.83; left 21, 1,095, 91.25.
  {
    name: 'Wirral 2026/27: £155 of earnings less its £20 disregard is Band 2, 40%',
    input: { taxYear: '2026-27', location: at('E08000015'), income: earning(155) },
    expected: { ...localScheme(WIRRAL), ...figures(35, 14, 730, 60.83, [21, 1095, 91.25]), percentageReduction: 40, assessableIncome: 135 },
    checks: 'Wirral CTR Scheme 2026/27 Schedule 4 (£20 disregard) and Schedule 1 Table 1 (Band 2: 40% for a single person from £130.01 to £182.00)',
  },
  // Wirral Schedule 1 para 5: capital of £6,000 or above: no reduction at all (exactly £6,000 is enough).
  {
    name: 'Wirral 2026/27: savings of exactly £6,000 end the reduction',
    input: { taxYear: '2026-27', location: at('E08000015'), savings: { totalSavings: 6000 } },
    expected: {
      ...localScheme(WIRRAL),
      weeklyReduction: 0,
      annualReduction: 0,
      eligibleForSupport: false,
      warnings: [msg('cts.warning.savings', { limit: moneyWithPence(600000) })],
    },
    checks: 'Wirral CTR Scheme 2026/27 Schedule 1 para 5 (£6,000 or above: no reduction)',
  },
  // Wigan CTR Scheme 2026/27 s57.1: 100%; s59A.1: the entitlement reduced by 20%: 35 × 80% = 28; 1,825 × 80% = 1,460; month 121.67; left 7, 365, 30.41.
  {
    name: 'Wigan 2026/27: no income, the award less the 20% cut',
    input: { taxYear: '2026-27', location: at('E08000010') },
    expected: { ...localScheme(WIGAN), ...figures(35, 28, 1460, 121.67, [7, 365, 30.41]) },
    checks: 'Wigan Council Tax Reduction Scheme 2026/27 s57.1 (100%) and s59A.1 (20% reduction)',
  },
  // Wigan s59A.1: no 20% reduction where the applicant lives with and is responsible for a child under 5: a lone parent with a child of 3, 100%: the whole 35.
  {
    name: 'Wigan 2026/27: a parent of a child under 5 has no cut',
    input: { taxYear: '2026-27', location: at('E08000010'), household: { dependentChildren: 1, childrenAges: [3] } },
    expected: { ...localScheme(WIGAN), ...whole(35, 1825, 152.08) },
    checks: 'Wigan CTR Scheme 2026/27 s59A.1 (child under 5: no reduction of entitlement)',
  },
  // Southampton CTR Scheme 2026-2027 para 32(3)(a): 75% of (A − B). Earnings 205 − 5 = 200; 200 − 95.55 = 104.45; 20% = 20.89;
  // 35 − 20.89 = 14.11; × 75% = 10.5825, 10.58; by the day 10.5825 ÷ 7 × 365 = 551.80; month 45.98; left 24.42, 1,273.20, 106.10.
  {
    name: 'Southampton 2026/27: 75% of the maximum less the taper',
    input: { taxYear: '2026-27', location: at('E06000045'), income: earning(205) },
    expected: { ...localScheme(SOUTHAMPTON), ...figures(35, 10.58, 551.8, 45.98, [24.42, 1273.2, 106.1]) },
    checks: 'Southampton City Council CTR Scheme 2026-2027 paras 17(f) (2 6/7% a day) and 32(3)(a) (75%)',
  },
  // Southampton para 32(7): earnings 258.05 − 5 = 253.05; 253.05 − 95.55 = 157.50; taper 31.50; 35 − 31.50 = 3.50; × 75% = 2.625,
  // less than £3.00: no reduction.
  {
    name: 'Southampton 2026/27: an award under £3 a week is not paid',
    input: { taxYear: '2026-27', location: at('E06000045'), income: earning(258.05) },
    expected: { ...localScheme(SOUTHAMPTON), weeklyReduction: 0, annualReduction: 0, eligibleForSupport: false },
    checks: 'Southampton CTR Scheme 2026-2027 para 32(7) (weekly award less than £3.00: no reduction)',
  },
  // Northumberland Council Tax Support Scheme 2026/27 para 48.1(a): the lower of the tax and Band E's. Band F: 35 × 11 ÷ 13 = 29.62;
  // no income, Band 1 100%: 29.62 (29.615); by the day 1,825 × 11 ÷ 13 = 1,544.23; month 128.69; left 5.38, 280.77, 23.39.
  {
    name: 'Northumberland 2026/27: a Band F home gets 100% of Band E’s tax',
    input: { taxYear: '2026-27', location: at('E06000057', 'F') },
    expected: { ...localScheme(NORTHUMBERLAND), ...figures(35, 29.62, 1544.23, 128.69, [5.38, 280.77, 23.39]) },
    checks: 'Northumberland Council Tax Support Scheme 2026/27 para 48.1(a) (Band E cap) and Schedule 1 Band 1',
  },
  // Northumberland Schedule 1: a couple with two children, income 340 a week (benefits, no disregard): Family with 2 dependants,
  // Band 2 (£335.01 to £355.00), 90%: 31.50; 90% of 1,825 = 1,642.50; month 136.88; left 3.50, 182.50, 15.20.
  {
    name: 'Northumberland 2026/27: a family with two children on £340 a week is in Band 2, 90%',
    input: {
      taxYear: '2026-27',
      location: at('E06000057'),
      household: { hasPartner: true, partnerAge: 30, dependentChildren: 2, childrenAges: [6, 8] },
      income: onBenefits(340),
    },
    expected: { ...localScheme(NORTHUMBERLAND), ...figures(35, 31.5, 1642.5, 136.88, [3.5, 182.5, 15.2]), percentageReduction: 90 },
    checks: 'Northumberland Council Tax Support Scheme 2026/27 Schedule 1 para 1 (Band 2, family with 2 dependants)',
  },
  // Cheshire West and Chester CTR Scheme 2026-2027 para 3.4: 75% of liability. 75% of 35 = 26.25; 75% of 1,825 = 1,368.75; month 114.06; left 8.75, 456.25, 38.02.
  {
    name: 'Cheshire West and Chester 2026/27: no income, 75% of the weekly tax',
    input: { taxYear: '2026-27', location: at('E06000050') },
    expected: { ...localScheme(CHESHIRE_WEST), ...figures(35, 26.25, 1368.75, 114.06, [8.75, 456.25, 38.02]) },
    checks: 'Cheshire West and Chester CTR Scheme 2026-2027 paras 3.4 and 5.1 (75%)',
  },
  // Cheshire West paras 3.7 and 4.3: a carer (carer premium) is in class C, not held to 75%: 100% of 35, the whole year.
  {
    name: 'Cheshire West and Chester 2026/27: a carer is protected, 100%',
    input: { taxYear: '2026-27', location: at('E06000050'), circumstances: { isCarer: true } },
    expected: { ...localScheme(CHESHIRE_WEST), ...whole(35, 1825, 152.08) },
    checks: 'Cheshire West and Chester CTR Scheme 2026-2027 paras 3.7 and 4.3 (classes C and D)',
  },
  // Cheshire West para 3.6: more than £6,000 in capital: no reduction.
  {
    name: 'Cheshire West and Chester 2026/27: £6,000.01 in savings ends the reduction',
    input: { taxYear: '2026-27', location: at('E06000050'), savings: { totalSavings: 6000.01 } },
    expected: { ...localScheme(CHESHIRE_WEST), weeklyReduction: 0, eligibleForSupport: false },
    checks: 'Cheshire West and Chester CTR Scheme 2026-2027 para 3.6 (more than £6,000)',
  },
  // North Yorkshire CTR Scheme 2026/27 Schedule 2 para 72: benefits 180 a week with a disability benefit (the disability premium):
  // a further £40 off income other than earnings: 140, single, Band A (£0.00 to £151.00), 100%: the whole 35.
  {
    name: 'North Yorkshire 2026/27: the further £40 disregard keeps a disabled person in Band A',
    input: { taxYear: '2026-27', location: at('E06000065'), income: onBenefits(180), circumstances: { receivesDisabilityBenefits: true } },
    expected: { ...localScheme(NORTH_YORKSHIRE), ...whole(35, 1825, 152.08), assessableIncome: 140 },
    checks: 'North Yorkshire Council Tax Reduction Scheme 2026/27 Schedule 2 para 72 (£40 further disregard) and Schedule 1 Band A',
  },
  // North Yorkshire Schedule 1: the same 180 without a disability premium: single, Band B (£151.01 to £201.00), 75% of 35 = 26.25;
  // 75% of 1,825 = 1,368.75; month 114.06; left 8.75, 456.25, 38.02.
  {
    name: 'North Yorkshire 2026/27: £180 a week is Band B, 75%',
    input: { taxYear: '2026-27', location: at('E06000065'), income: onBenefits(180) },
    expected: { ...localScheme(NORTH_YORKSHIRE), ...figures(35, 26.25, 1368.75, 114.06, [8.75, 456.25, 38.02]), assessableIncome: 180 },
    checks: 'North Yorkshire CTR Scheme 2026/27 Schedule 1 para 1 (Band B, single)',
  },
  // Coventry CTR Scheme 2026/27 Schedule 3 para 10: £8 off the earnings of a single person. Earnings 130 − 8 = 122; 122 − 95.55 = 26.45 excess:
  // Schedule 2 Band 2 (£15 to £39.99), 65% of 35 = 22.75; 65% of 1,825 = 1,186.25; month 98.85; left 12.25, 638.75, 53.23.
  {
    name: 'Coventry 2026/27: £26.45 of excess income is Band 2, 65%',
    input: { taxYear: '2026-27', location: at('E08000026'), income: earning(130) },
    expected: { ...localScheme(COVENTRY), ...figures(35, 22.75, 1186.25, 98.85, [12.25, 638.75, 53.23]), excessIncome: 26.45 },
    checks: 'Coventry City Council CTR Scheme 2026/27 Schedule 2 (Band 2) and Schedule 3 para 10 (£8)',
  },
  // Coventry section 57.1: 80% of A/B. No income: Band 1, 80% of 35 = 28; 80% of 1,825 = 1,460; month 121.67; left 7, 365, 30.41.
  {
    name: 'Coventry 2026/27: no income, 80%',
    input: { taxYear: '2026-27', location: at('E08000026') },
    expected: { ...localScheme(COVENTRY), ...figures(35, 28, 1460, 121.67, [7, 365, 30.41]) },
    checks: 'Coventry CTR Scheme 2026/27 section 57.1 (80%) and Schedule 2 Band 1',
  },
  // North Yorkshire para 20.2: £25 off a single person's net earnings. Earnings 200 − 25 = 175: Band B (£151.01 to £201.00), 75%: 26.25, as above.
  {
    name: 'North Yorkshire 2026/27: its £25 earnings disregard',
    input: { taxYear: '2026-27', location: at('E06000065'), income: earning(200) },
    expected: { ...localScheme(NORTH_YORKSHIRE), ...figures(35, 26.25, 1368.75, 114.06, [8.75, 456.25, 38.02]), assessableIncome: 175 },
    checks: 'North Yorkshire CTR Scheme 2026/27 para 20.2 (£25 single) and Schedule 1 (Band B)',
  },
  // Sefton Council Tax Reduction Scheme 2026/27 para 29A(1): 84% of A/B. No income: 84% of 35 = 29.40; 84% of 1,825 = 1,533; month 127.75;
  // left 5.60, 292, 24.33.
  {
    name: 'Sefton 2026/27: no income, 84%',
    input: { taxYear: '2026-27', location: at('E08000014') },
    expected: { ...localScheme(SEFTON), ...figures(35, 29.4, 1533, 127.75, [5.6, 292, 24.33]) },
    checks: 'Sefton Council Tax Reduction Scheme 2026/27 para 29A(1) (84%)',
  },
  // Sefton para 30A(1)(c): a non-dependant in work with gross income over £195 (300): £5.00. 29.40 − 5 = 24.40; by the day
  // 1,533 − 5 ÷ 7 × 365 (260.71) = 1,272.29; month 106.02; left 10.60, 552.71, 46.06.
  {
    name: 'Sefton 2026/27: its own £5 non-dependant deduction',
    input: { taxYear: '2026-27', location: at('E08000014'), household: { otherAdults: 1, otherAdultsDetails: [adult(300)] } },
    expected: { ...localScheme(SEFTON), ...figures(35, 24.4, 1272.29, 106.02, [10.6, 552.71, 46.06]), nonDependantDeductions: 5 },
    checks: 'Sefton Council Tax Reduction Scheme 2026/27 para 30A (non-dependant deductions: persons who are not pensioners)',
  },
  // Peterborough Council Tax Reduction Scheme 2026-2027 para 29(2): 67% of A/B. No income: 67% of 35 = 23.45; 67% of 1,825 = 1,222.75;
  // month 101.90 (1,222.75 ÷ 12 = 101.896); left 11.55, 602.25, 50.18.
  {
    name: 'Peterborough 2026/27: no income, 67%',
    input: { taxYear: '2026-27', location: at('E06000031') },
    expected: { ...localScheme(PETERBOROUGH), ...figures(35, 23.45, 1222.75, 101.9, [11.55, 602.25, 50.18]) },
    checks: 'Peterborough Council Tax Reduction Scheme 2026-2027 para 29(2) (67%)',
  },
  // Peterborough Class F, working-age second adult rebate: earnings 300 − 5 = 295; 295 − 95.55 = 199.45; taper 39.89 > 23.45, so no main
  // reduction; a son earning 320 (not less than £289, less than £375): 7.5% of 35 = 2.625, 2.63 a week; 7.5% of 1,825 = 136.88 (136.875);
  // month 11.41 (136.88 ÷ 12 = 11.406); left 32.37, 1,688.12, 140.67.
  {
    name: 'Peterborough 2026/27: the working-age second adult rebate, 7.5% below £375',
    input: { taxYear: '2026-27', location: at('E06000031'), income: earning(300), household: { otherAdults: 1, otherAdultsDetails: [adult(320)] } },
    expected: { ...localScheme(PETERBOROUGH), ...figures(35, 2.63, 136.88, 11.41, [32.37, 1688.12, 140.67]), ...rebate(2.63, 7.5, true) },
    checks: 'Peterborough Council Tax Reduction Scheme 2026-2027 para 18 (Class F) and its alternative maximum (7.5% from £289 to £375)',
  },
  // Warrington Council Tax Reduction Scheme 2026/27 s57.1: 78%. Earnings 200 − 5 = 195; 195 − 95.55 = 99.45; taper 19.89;
  // 78% of 35 = 27.30 − 19.89 = 7.41; by the day 78% of 1,825 (1,423.50) − 19.89 ÷ 7 × 365 (1,037.12) = 386.38; month 32.20; left 27.59, 1,438.62, 119.88.
  {
    name: 'Warrington 2026/27: 78% less the 20% taper',
    input: { taxYear: '2026-27', location: at('E06000007'), income: earning(200) },
    expected: { ...localScheme(WARRINGTON), ...figures(35, 7.41, 386.38, 32.2, [27.59, 1438.62, 119.88]) },
    checks: 'Warrington Borough Council CTR Scheme 2026/27 s57.1 (78%) and Class E (2 6/7% a day)',
  },
  // Warrington s57A.1: earnings 230 − 5 = 225; 225 − 95.55 = 129.45; taper 25.89; 27.30 − 25.89 = 1.41, less than £2.00: no award.
  {
    name: 'Warrington 2026/27: an award under £2 a week is not paid',
    input: { taxYear: '2026-27', location: at('E06000007'), income: earning(230) },
    expected: { ...localScheme(WARRINGTON), weeklyReduction: 0, annualReduction: 0, eligibleForSupport: false },
    checks: 'Warrington Borough Council CTR Scheme 2026/27 s57A.1 (minimum £2.00)',
  },
  // St Helens Council Tax Reduction Scheme 2026-2027 para 9: 80%, but above Band D no more than Band D's whole tax (its table: Band F 69.2%).
  // Band F, no income: 80% of 35 = 28.00 is more than Band D's tax, 35 × 9 ÷ 13 = 24.23 (24.2308; LGFA 1992 s5), so 24.23;
  // by the day 1,825 × 9 ÷ 13 = 1,263.46 (1,263.4615); month 105.29 (1,263.46 ÷ 12 = 105.288); left 10.77, 561.54, 152.08 − 105.29 = 46.79.
  {
    name: 'St Helens 2026/27: a Band F home gets at most Band D’s whole tax, 69.2%',
    input: { taxYear: '2026-27', location: at('E08000013', 'F') },
    expected: { ...localScheme(ST_HELENS), ...figures(35, 24.23, 1263.46, 105.29, [10.77, 561.54, 46.79]), percentageReduction: 69.23 },
    checks: 'St Helens Borough Council Council Tax Reduction Scheme 2026-2027 para 9 (80%; Band D restriction, table: F 69.2%)',
  },
  // St Helens para 9 table: Bands A-E 80.0%: in Band E, 80% of 35 = 28 is below Band D's whole tax (35 × 9 ÷ 11 = 28.64), so no cap.
  // Para 49: no non-dependant deductions at working age, whatever the son earns (400). 28; 80% of 1,825 = 1,460; month 121.67; left 7, 365, 30.41.
  {
    name: 'St Helens 2026/27: Band E keeps 80%, and no non-dependant deduction at working age',
    input: { taxYear: '2026-27', location: at('E08000013', 'E'), household: { otherAdults: 1, otherAdultsDetails: [adult(400)] } },
    expected: { ...localScheme(ST_HELENS), ...figures(35, 28, 1460, 121.67, [7, 365, 30.41]), nonDependantDeductions: 0, percentageReduction: 80 },
    checks: 'St Helens CTR Scheme 2026-2027 para 9 (table: Bands A-E 80.0%) and para 49 (no non-dependant deductions for working age)',
  },
  // St Helens Appendix 1: a lone parent with a child of 8: 95.55 + child 87.88 + family premium 20.22 (kept for all applicants) = 203.65.
  // Appendix 3: £25 off a lone parent's earnings: 300 − 25 = 275; 275 − 203.65 = 71.35; 20% taper (para 38) = 14.27; 28 − 14.27 = 13.73;
  // by the day 1,460 − 14.27 ÷ 7 × 365 (744.08) = 715.92; month 59.66 (715.92 ÷ 12 = 59.66); left 21.27, 1,109.08, 92.42.
  {
    name: 'St Helens 2026/27: a lone parent keeps the family premium, 80% less the 20% taper',
    input: { taxYear: '2026-27', location: at('E08000013'), household: { dependentChildren: 1, childrenAges: [8] }, income: earning(300) },
    expected: {
      ...localScheme(ST_HELENS),
      ...figures(35, 13.73, 715.92, 59.66, [21.27, 1109.08, 92.42]),
      applicableAmount: 203.65,
      assessableIncome: 275,
      taperApplied: 14.27,
    },
    checks: 'St Helens CTR Scheme 2026-2027 Appendix 1 (family premium for all applicants), Appendix 3 (£25 lone parent) and para 38 (20% taper)',
  },
  // St Helens para 40: earnings 236.55 − 5 = 231.55; 231.55 − 95.55 = 136.00; taper 27.20; 28 − 27.20 = 0.80, below £1.00 a week: none.
  {
    name: 'St Helens 2026/27: an award under £1 a week is not paid',
    input: { taxYear: '2026-27', location: at('E08000013'), income: earning(236.55) },
    expected: { ...localScheme(ST_HELENS), weeklyReduction: 0, annualReduction: 0, eligibleForSupport: false },
    checks: 'St Helens CTR Scheme 2026-2027 para 40 (minimum weekly entitlement £1.00)',
  },
  // St Helens para 28: no reduction only with more than £16,000; paras 15 and 35 count income from capital for pensioners only:
  // £15,000 and no income: no tariff income, 80%: 28, 1,460, as above.
  {
    name: 'St Helens 2026/27: £15,000 of savings counts no income at working age',
    input: { taxYear: '2026-27', location: at('E08000013'), savings: { totalSavings: 15000 } },
    expected: { ...localScheme(ST_HELENS), ...figures(35, 28, 1460, 121.67, [7, 365, 30.41]), assessableIncome: 0 },
    checks: 'St Helens CTR Scheme 2026-2027 paras 15, 28 and 35 (capital limit £16,000; income from capital for pensioners only)',
  },
  // A council with no scheme built in (Birmingham, E08000025): the illustrative 80% and the note naming it: 28, 1,460.
  {
    name: 'A council with no scheme known 2026/27: the illustrative 80% and the note',
    input: { taxYear: '2026-27', location: { ...at('E08000025'), localAuthority: 'Birmingham City Council' } },
    expected: {
      ...ENGLAND_WORKING,
      ...figures(35, 28, 1460, 121.67, [7, 365, 30.41]),
      localScheme: null,
      schemeNotice: msg('cts.notice.englandWorkingCouncil', { council: 'Birmingham City Council', percent: 80, address: 'https://www.gov.uk/apply-council-tax-reduction' }),
    },
    checks: 'docs/rules.md CTS 2 (a council with no scheme known keeps the illustrative scheme with its note)',
  },
];

/** Every case, by scheme. */
export const COUNCIL_TAX_SUPPORT_CASES_BY_SCHEME = {
  'England pension age': ENGLAND_PENSION_CASES,
  'England working age': ENGLAND_WORKING_CASES,
  'England working age, the council’s own scheme': ENGLAND_LOCAL_CASES,
  'Wales working age': WALES_WORKING_CASES,
  'Wales pension age': WALES_PENSION_CASES,
  'Scotland working age': SCOTLAND_WORKING_CASES,
  'Scotland pension age': SCOTLAND_PENSION_CASES,
};

export const COUNCIL_TAX_SUPPORT_CASES: Case[] = Object.values(COUNCIL_TAX_SUPPORT_CASES_BY_SCHEME).flat();

/** The engine as a calculator page runs it, with the councils' built-in schemes loaded (docs/rules.md CTS 2). */
export function calculateCase(input: DeepPartial<CouncilTaxSupportInput>): CouncilTaxSupportResult {
  return calculateCouncilTaxSupport(input, undefined, BUILT_IN_SCHEMES);
}
