/**
 * Council Tax Support rule cases, at least 8 for each scheme across the three tax years. Every
 * expected figure is worked out by hand from the rates table (src/calc/rates/years/*.ts) and the
 * regulations (docs/rules.md "Council Tax Support"), not by running the code: the arithmetic is
 * in the comment above each case. Inputs give only what differs from the docs/product.md §3
 * defaults (England, claimant 30, no partner, no income).
 *
 * The bill, per day: weekly tax = annual tax ÷ 365 × 7, to the penny. £1,825 a year is exactly £35
 * a week (month's bill £152.08); £1,460 is £28 (£121.67); £1,800 is £34.52 (£150); £1,560 is £29.92
 * (£130); £1,200 is £23.01 (£100); £1,096.37 is £21.03 (£91.36). Annual reduction = weekly × 52,
 * or the whole year's tax when the whole weekly tax is reduced; monthly = annual ÷ 12; what is
 * left = the bill less the reduction.
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

import type { CouncilTaxSupportInput, CouncilTaxSupportResult, OtherAdultDetails } from './council-tax-support';
import type { DeepPartial, RuleCase } from './types';

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
const scheme = (name: string, isPensionAge: boolean) => ({ isPensionAge, scheme: { name, isPensionAge } });
const ENGLAND_PENSION = scheme('England: the national scheme for pension age', true);
const ENGLAND_WORKING = scheme('England: your council’s own scheme for working age (illustrative figures)', false);
const WALES_WORKING = scheme('Wales: the national scheme for working age', false);
const WALES_PENSION = scheme('Wales: the national scheme for pension age', true);
const SCOTLAND_WORKING = scheme('Scotland: the national scheme for working age', false);
const SCOTLAND_PENSION = scheme('Scotland: the national scheme for pension age', true);
const rebate = (weeklyAmount: number, percent: number, betterThanMainCalculation: boolean) => ({
  secondAdultRebate: { eligible: weeklyAmount > 0, weeklyAmount, percent, betterThanMainCalculation },
});
const NO_REBATE = rebate(0, 0, false);
const NOT_ELIGIBLE = 'Based on your circumstances, you may not be eligible for Council Tax Support';
const SAVINGS_WARNING = 'You may not be eligible for Council Tax Support with savings over £16,000.00';

const ENGLAND_PENSION_CASES: Case[] = [
  // 1560 ÷ 365 × 7 = 29.92. Claimant 68 (after April 2021 in 2025/26). Son £577: band 4, 15.35.
  // Main 29.92 − 15.35 = 14.57; rebate: 577 ≥ 358, none. × 52 = 757.64; left 1560 − 757.64 = 802.36;
  // month 757.64 ÷ 12 = 63.14, left 130 − 63.14 = 66.86; week left 15.35.
  {
    name: 'England pension age 2025/26: a son earning £577 a week, band 4',
    input: { taxYear: '2025-26', location: { annualCouncilTax: 1560 }, household: { claimantAge: 68, otherAdultsDetails: [adult(577)] } },
    expected: { ...ENGLAND_PENSION, ...figures(29.92, 14.57, 757.64, 63.14, [15.35, 802.36, 66.86]), nonDependantDeductions: 15.35, ...NO_REBATE },
    checks: 'SI 2012/2885 Sch 1 para 8 (band 4), para 9 (per day); docs/rules.md CTS 1, 5',
  },
  // Claimant 70 (before April 2021 in 2024/25: 235.20), pension 200: within it. Son £200: band 1, 4.90.
  // Main 35 − 4.90 = 30.10; rebate 200 < 265: 15% of 35 = 5.25, smaller. × 52 = 1565.20; left 259.80; month 130.43, left 21.65.
  {
    name: 'England pension age 2024/25: band 1 deduction, the main reduction beats a 15% rebate',
    input: { taxYear: '2024-25', location: tax1825, household: { claimantAge: 70, otherAdultsDetails: [adult(200)] }, income: onPension(200) },
    expected: { ...ENGLAND_PENSION, applicableAmount: 235.2, ...figures(35, 30.1, 1565.2, 130.43, [4.9, 259.8, 21.65]), ...rebate(5.25, 15, false) },
    checks: 'SI 2012/2885 Sch 1 para 8, Sch 3 para 1; the larger of the two',
  },
  // Claimant 67 (218.15), pension 250: 31.85 over, taper 6.37. Adults £300 (band 2, 10.05) and £500 (band 3, 12.60): 22.65.
  // Main 35 − 22.65 − 6.37 = 5.98; rebate: 800 ≥ 344, none. × 52 = 310.96; left 1514.04; month 25.91, left 126.17.
  {
    name: 'England pension age 2024/25: bands 2 and 3 with a taper',
    input: {
      taxYear: '2024-25',
      location: tax1825,
      household: { claimantAge: 67, otherAdultsDetails: [adult(300), adult(500, { relationship: 'relative' })] },
      income: onPension(250),
    },
    expected: { ...ENGLAND_PENSION, ...figures(35, 5.98, 310.96, 25.91, [29.02, 1514.04, 126.17]), nonDependantDeductions: 22.65, taperApplied: 6.37 },
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
  // rebate 25% of 35 = 8.75, larger. × 52 = 455; left 1370; month 37.92, left 114.16.
  {
    name: 'England pension age 2026/27: the 25% rebate beats the main reduction',
    input: { taxYear: '2026-27', location: tax1825, household: { claimantAge: 80, otherAdultsDetails: [adult(0, { getsQualifyingBenefit: true })] }, income: onPension(400) },
    expected: { ...ENGLAND_PENSION, ...figures(35, 8.75, 455, 37.92, [26.25, 1370, 114.16]), nonDependantDeductions: 0, ...rebate(8.75, 25, true) },
    checks: 'SI 2012/2885 Sch 3 para 1 (25%); Sch 1 para 8 (no deduction with Pension Credit)',
  },
  // Claimant 68 (227.10), pension 500: 272.90 over, taper 54.58; adult £250 (band 1, 5): main 0.
  // Rebate 250 < 276: 15% of 35 = 5.25. × 52 = 273; left 1552; month 22.75, left 129.33.
  {
    name: 'England pension age 2025/26: the 15% rebate',
    input: { taxYear: '2025-26', location: tax1825, household: { claimantAge: 68, otherAdultsDetails: [adult(250)] }, income: onPension(500) },
    expected: { ...ENGLAND_PENSION, ...figures(35, 5.25, 273, 22.75, [29.75, 1552, 129.33]), ...rebate(5.25, 15, true) },
    checks: 'SI 2012/2885 Sch 3 para 1 (15% below the lower threshold)',
  },
  // As above with the adult on £300 (band 2, 10.20): main 0; rebate 276 ≤ 300 < 358: 7.5% of 35 = 2.625 → 2.63.
  // × 52 = 136.76; left 1688.24; month 11.40, left 140.68.
  {
    name: 'England pension age 2025/26: the 7.5% rebate',
    input: { taxYear: '2025-26', location: tax1825, household: { claimantAge: 68, otherAdultsDetails: [adult(300)] }, income: onPension(500) },
    expected: { ...ENGLAND_PENSION, ...figures(35, 2.63, 136.76, 11.4, [32.37, 1688.24, 140.68]), ...rebate(2.63, 7.5, true) },
    checks: 'SI 2012/2885 Sch 3 para 1 (7.5% below the higher threshold)',
  },
  // A carer aged 70 (before April 2021 in 2024/25: 235.20 + carer 45.60 = 280.80) with a pension of 300: no earnings, so
  // no disregard. 19.20 over, taper 3.84; 35 − 3.84 = 31.16; × 52 = 1620.32; left 204.68; month 135.03, left 17.05.
  {
    name: 'England pension age 2024/25: a carer aged 70 with a pension only gets no disregard',
    input: { taxYear: '2024-25', location: tax1825, household: { claimantAge: 70 }, income: onPension(300), circumstances: { isCarer: true } },
    expected: { ...ENGLAND_PENSION, applicableAmount: 280.8, assessableIncome: 300, taperApplied: 3.84, ...figures(35, 31.16, 1620.32, 135.03, [3.84, 204.68, 17.05]) },
    checks: 'SI 2012/2885 Sch 1: one disregard, only off earnings',
  },
  // Claimant 67 (238), pension 230, savings exactly £16,000: tariff 6000 ÷ 500 = 12. 242 − 238 = 4, taper 0.80;
  // 34.20; × 52 = 1778.40; left 46.60; month 148.20, left 3.88.
  {
    name: 'England pension age 2026/27: exactly £16,000 of savings counts as tariff income',
    input: { taxYear: '2026-27', location: tax1825, household: { claimantAge: 67 }, income: onPension(230), savings: { totalSavings: 16000 } },
    expected: { ...ENGLAND_PENSION, assessableIncome: 242, ...figures(35, 34.2, 1778.4, 148.2, [0.8, 46.6, 3.88]), warnings: [] },
    checks: 'SI 2012/2885 Sch 1 (tariff income; capital over £16,000)',
  },
  // The same with £16,000.01: over the limit, no main reduction and no other adults.
  {
    name: 'England pension age 2026/27: £16,000.01 of savings is over the limit',
    input: { taxYear: '2026-27', location: tax1825, household: { claimantAge: 67 }, income: onPension(230), savings: { totalSavings: 16000.01 } },
    expected: { ...ENGLAND_PENSION, eligibleForSupport: false, ...figures(35, 0, 0, 0, [35, 1825, 152.08]), warnings: [SAVINGS_WARNING], alert: NOT_ELIGIBLE },
    checks: 'SI 2012/2885 Sch 1 (capital that exceeds £16,000); pence kept',
  },
];

const ENGLAND_WORKING_CASES: Case[] = [
  // 1200 ÷ 365 × 7 = 23.01; 80% = 18.41; × 52 = 957.32; left 242.68; month 79.78, left 20.22; week left 4.60.
  {
    name: 'England working age 2026/27: the defaults, 80% of the bill',
    input: { taxYear: '2026-27' },
    expected: { ...ENGLAND_WORKING, ...figures(23.01, 18.41, 957.32, 79.78, [4.6, 242.68, 20.22]), percentageReduction: 80, applicableAmount: 84.8, ...NO_REBATE },
    checks: 'docs/rules.md CTS 1-3 (illustrative scheme, per day)',
  },
  // Son £300: England's pension-age table, 2024/25 band 2, 10.05. 28 − 10.05 = 17.95; × 52 = 933.40; left 891.60; month 77.78, left 74.30.
  {
    name: 'England working age 2024/25: a non-dependant by England’s pension-age table',
    input: { taxYear: '2024-25', location: tax1825, household: { otherAdultsDetails: [adult(300)] } },
    expected: { ...ENGLAND_WORKING, ...figures(35, 17.95, 933.4, 77.78, [17.05, 891.6, 74.3]), nonDependantDeductions: 10.05 },
    checks: 'docs/rules.md CTS 5 (the illustrative scheme uses England’s pension-age table)',
  },
  // Earnings 150 less 5 = 145; 145 − 84.80 = 60.20, taper 12.04; 28 − 12.04 = 15.96; × 52 = 829.92; left 995.08; month 69.16, left 82.92.
  {
    name: 'England working age 2025/26: earnings less the single disregard',
    input: { taxYear: '2025-26', location: tax1825, income: earning(150) },
    expected: { ...ENGLAND_WORKING, assessableIncome: 145, taperApplied: 12.04, ...figures(35, 15.96, 829.92, 69.16, [19.04, 995.08, 82.92]) },
    checks: 'docs/rules.md CTS 4 (disregard 5 off earnings)',
  },
  // Lone parent, one child: 84.80 + 70.80 + 18.85 = 174.45. Earnings 300 less 25 = 275: 100.55 over, taper 20.11;
  // 28 − 20.11 = 7.89; × 52 = 410.28; left 1414.72; month 34.19, left 117.89.
  {
    name: 'England working age 2026/27: a lone parent’s disregard of 25',
    input: { taxYear: '2026-27', location: tax1825, household: { dependentChildren: 1, childrenAges: [5] }, income: earning(300) },
    expected: { ...ENGLAND_WORKING, applicableAmount: 174.45, assessableIncome: 275, ...figures(35, 7.89, 410.28, 34.19, [27.11, 1414.72, 117.89]) },
    checks: 'docs/rules.md CTS 4 (the highest disregard: lone parent 25)',
  },
  // Claimant 70 whose partner gets Universal Credit: working age. Couple 133.30; pension 200: 66.70 over, taper 13.34;
  // 28 − 13.34 = 14.66; × 52 = 762.32; left 1062.68; month 63.53, left 88.55.
  {
    name: 'England working age 2024/25: a pensioner whose partner gets Universal Credit',
    input: {
      taxYear: '2024-25',
      location: tax1825,
      household: { claimantAge: 70, hasPartner: true, partnerAge: 60, getsUniversalCredit: true },
      income: onPension(200),
    },
    expected: { ...ENGLAND_WORKING, applicableAmount: 133.3, ...figures(35, 14.66, 762.32, 63.53, [20.34, 1062.68, 88.55]) },
    checks: 'SI 2012/2885 reg 3 (not a pensioner with Universal Credit); docs/rules.md CTS 2',
  },
  // Lone parent, one child, Child Benefit £26.05 typed where it never counts: income 0. 28; × 52 = 1456; left 369; month 121.33, left 30.75.
  {
    name: 'England working age 2025/26: Child Benefit typed is never income',
    input: { taxYear: '2025-26', location: tax1825, household: { dependentChildren: 1, childrenAges: [3] }, income: { notCountedIncome: 26.05 } },
    expected: { ...ENGLAND_WORKING, assessableIncome: 0, ...figures(35, 28, 1456, 121.33, [7, 369, 30.75]) },
    checks: 'docs/rules.md CTS 4 (Child Benefit is never income)',
  },
  // A bill with pence: 1096.37 ÷ 365 × 7 = 21.03; 80% = 16.82; × 52 = 874.64; left 221.73; month 91.36 − 72.89 = 18.47.
  {
    name: 'England working age 2026/27: a bill with pence, worked per day',
    input: { taxYear: '2026-27', location: { annualCouncilTax: 1096.37 } },
    expected: { ...ENGLAND_WORKING, annualCouncilTax: 1096.37, monthlyCouncilTax: 91.36, ...figures(21.03, 16.82, 874.64, 72.89, [4.21, 221.73, 18.47]) },
    checks: 'docs/rules.md CTS 1 (pence kept; ÷ 365 × 7)',
  },
  // Aged 66, State Pension age not yet reached: working age. Pension 100: 15.20 over, taper 3.04; 24.96; × 52 = 1297.92; left 527.08; month 108.16, left 43.92.
  {
    name: 'England working age 2026/27: 66 and not yet at State Pension age',
    input: { taxYear: '2026-27', location: tax1825, household: { claimantAge: 66, reachedStatePensionAge: false }, income: onPension(100) },
    expected: { ...ENGLAND_WORKING, ...figures(35, 24.96, 1297.92, 108.16, [10.04, 527.08, 43.92]) },
    checks: 'docs/rules.md CTS 2 (State Pension age asked at 66)',
  },
  // Adult £100: band 1 of 2025/26, 5.00; 28 − 5 = 23; no rebate in a council's working-age scheme. × 52 = 1196; left 629; month 99.67, left 52.41.
  {
    name: 'England working age 2025/26: no second adult rebate',
    input: { taxYear: '2025-26', location: tax1825, household: { otherAdultsDetails: [adult(100)] } },
    expected: { ...ENGLAND_WORKING, ...figures(35, 23, 1196, 99.67, [12, 629, 52.41]), ...NO_REBATE },
    checks: 'docs/rules.md CTS 6 (no rebate in the illustrative scheme)',
  },
  // Savings exactly £16,000: tariff 10000 ÷ 250 = 40, within 84.80: 28; × 52 = 1456; left 369; month 121.33, left 30.75.
  {
    name: 'England working age 2024/25: exactly £16,000 of savings',
    input: { taxYear: '2024-25', location: tax1825, savings: { totalSavings: 16000 } },
    expected: { ...ENGLAND_WORKING, assessableIncome: 40, ...figures(35, 28, 1456, 121.33, [7, 369, 30.75]) },
    checks: 'docs/rules.md CTS 3 (tariff income £1 per £250 above £6,000)',
  },
];

const WALES_WORKING_CASES: Case[] = [
  // Single 30: 96.45. Benefits 120: 23.55 over, taper 4.71; 35 − 4.71 = 30.29; × 52 = 1575.08; left 249.92; month 131.26, left 20.82.
  {
    name: 'Wales working age 2024/25: Wales’s own allowance of 96.45',
    input: { taxYear: '2024-25', location: wales, income: onBenefits(120) },
    expected: { ...WALES_WORKING, applicableAmount: 96.45, taperApplied: 4.71, ...figures(35, 30.29, 1575.08, 131.26, [4.71, 249.92, 20.82]) },
    checks: 'WSI 2013/3029 Sch 7 (as uprated by WSI 2024/56)',
  },
  // Couple 35, two children: 151.45 + 2 × 83.24 + 19.15 = 337.08. Earnings 400 less 10 = 390: 52.92 over, taper 10.58.
  // Child Benefit 43.20 typed and ignored. 35 − 10.58 = 24.42; × 52 = 1269.84; left 555.16; month 105.82, left 46.26.
  {
    name: 'Wales working age 2024/25: a family’s Child Benefit is not income',
    input: {
      taxYear: '2024-25',
      location: wales,
      household: { hasPartner: true, partnerAge: 35, claimantAge: 35, dependentChildren: 2, childrenAges: [4, 7] },
      income: { ...earning(400), notCountedIncome: 43.2 },
    },
    expected: { ...WALES_WORKING, applicableAmount: 337.08, assessableIncome: 390, ...figures(35, 24.42, 1269.84, 105.82, [10.58, 555.16, 46.26]) },
    checks: 'WSI 2013/3029 Sch 7 (family premium kept); Child Benefit disregarded',
  },
  // Son £577: Wales 2025/26 band 4, 18.70. 35 − 18.70 = 16.30; × 52 = 847.60; left 977.40; month 70.63, left 81.45.
  {
    name: 'Wales working age 2025/26: band 4 deduction of 18.70',
    input: { taxYear: '2025-26', location: wales, household: { claimantAge: 40, otherAdultsDetails: [adult(577)] } },
    expected: { ...WALES_WORKING, nonDependantDeductions: 18.7, ...figures(35, 16.3, 847.6, 70.63, [18.7, 977.4, 81.45]), ...NO_REBATE },
    checks: 'WSI 2013/3029 (non-dependant deductions, as uprated by WSI 2025/59); no rebate in Wales',
  },
  // Adults £300 (band 2, 12.45) and £500 (band 3, 15.65): 28.10. 35 − 28.10 = 6.90; × 52 = 358.80; left 1466.20; month 29.90, left 122.18.
  {
    name: 'Wales working age 2025/26: bands 2 and 3',
    input: { taxYear: '2025-26', location: wales, household: { otherAdultsDetails: [adult(300), adult(500, { relationship: 'friend' })] } },
    expected: { ...WALES_WORKING, nonDependantDeductions: 28.1, ...figures(35, 6.9, 358.8, 29.9, [28.1, 1466.2, 122.18]) },
    checks: 'WSI 2013/3029 (non-dependant bands 2 and 3)',
  },
  // Adult with no income: band 1, 6.70; adult on income-based JSA: none. 35 − 6.70 = 28.30; × 52 = 1471.60; left 353.40; month 122.63, left 29.45.
  {
    name: 'Wales working age 2026/27: band 1, and none for an adult on a qualifying benefit',
    input: { taxYear: '2026-27', location: wales, household: { otherAdultsDetails: [adult(0), adult(0, { getsQualifyingBenefit: true })] } },
    expected: { ...WALES_WORKING, nonDependantDeductions: 6.7, ...figures(35, 28.3, 1471.6, 122.63, [6.7, 353.4, 29.45]) },
    checks: 'WSI 2013/3029 (lowest deduction with no income; none on a qualifying benefit)',
  },
  // £1,800: 1800 ÷ 365 × 7 = 34.52, all of it: the year's 1800, month 150, nothing left.
  {
    name: 'Wales working age 2026/27: a full reduction on £1,800 leaves nothing',
    input: { taxYear: '2026-27', location: { country: 'wales', annualCouncilTax: 1800 } },
    expected: { ...WALES_WORKING, ...whole(34.52, 1800, 150) },
    checks: 'docs/rules.md CTS 1 (a reduction of the whole tax leaves nothing to pay)',
  },
  // Disabled and working: 101.85 + 44.85 = 146.70. Earnings 200 less 20 = 180: 33.30 over, taper 6.66; 28.34;
  // × 52 = 1473.68; left 351.32; month 122.81, left 29.27.
  {
    name: 'Wales working age 2026/27: disability premium and the 20 disregard',
    input: { taxYear: '2026-27', location: wales, income: earning(200), circumstances: { hasDisability: true } },
    expected: { ...WALES_WORKING, applicableAmount: 146.7, assessableIncome: 180, ...figures(35, 28.34, 1473.68, 122.81, [6.66, 351.32, 29.27]) },
    checks: 'WSI 2013/3029 Sch 7 (disability premium), earnings disregard 20',
  },
  // Single 22: 77.65. Benefits 100: 22.35 over, taper 4.47. £1,460: 28 − 4.47 = 23.53; × 52 = 1223.56; left 236.44; month 101.96, left 19.71.
  {
    name: 'Wales working age 2025/26: single under 25',
    input: { taxYear: '2025-26', location: { country: 'wales', annualCouncilTax: 1460 }, household: { claimantAge: 22 }, income: onBenefits(100) },
    expected: { ...WALES_WORKING, applicableAmount: 77.65, ...figures(28, 23.53, 1223.56, 101.96, [4.47, 236.44, 19.71]) },
    checks: 'WSI 2013/3029 Sch 7 (single under 25)',
  },
];

const WALES_PENSION_CASES: Case[] = [
  // Claimant 70 (235.20), pension 250: 14.80 over, taper 2.96. Son £460: Wales 2024/25 band 3, 14.50.
  // 35 − 14.50 − 2.96 = 17.54; × 52 = 912.08; left 912.92; month 76.01, left 76.07.
  {
    name: 'Wales pension age 2024/25: band 3 deduction and a taper',
    input: { taxYear: '2024-25', location: wales, household: { claimantAge: 70, otherAdultsDetails: [adult(460)] }, income: onPension(250) },
    expected: { ...WALES_PENSION, applicableAmount: 235.2, nonDependantDeductions: 14.5, ...figures(35, 17.54, 912.08, 76.01, [17.46, 912.92, 76.07]) },
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
  // × 52 = 322.40; left 1502.60; month 26.87, left 125.21.
  {
    name: 'Wales pension age 2026/27: no second adult rebate',
    input: { taxYear: '2026-27', location: wales, household: { claimantAge: 75, otherAdultsDetails: [adult(0, { getsQualifyingBenefit: true })] }, income: onPension(400) },
    expected: { ...WALES_PENSION, ...figures(35, 6.2, 322.4, 26.87, [28.8, 1502.6, 125.21]), ...NO_REBATE },
    checks: 'WSI 2013/3029 (no alternative maximum reduction)',
  },
  // Guarantee Credit: income nil. Adult £300: Wales 2026/27 band 2, 13.35. 35 − 13.35 = 21.65; × 52 = 1125.80; left 699.20; month 93.82, left 58.26.
  {
    name: 'Wales pension age 2026/27: Guarantee Credit, less a band 2 deduction',
    input: { taxYear: '2026-27', location: wales, household: { claimantAge: 70, otherAdultsDetails: [adult(300)] }, income: { ...onPension(300), getsGuaranteeCredit: true } },
    expected: { ...WALES_PENSION, assessableIncome: 0, nonDependantDeductions: 13.35, ...figures(35, 21.65, 1125.8, 93.82, [13.35, 699.2, 58.26]) },
    checks: 'WSI 2013/3029 (Guarantee Credit: income nil; deductions still made)',
  },
  // Carer aged 70 (before April 2021 in 2025/26: 244.40 + carer 46.40 = 290.80), pension 300, no disregard: 9.20 over, taper 1.84;
  // 33.16; × 52 = 1724.32; left 100.68; month 143.69, left 8.39.
  {
    name: 'Wales pension age 2025/26: a carer aged 70 with a pension only',
    input: { taxYear: '2025-26', location: wales, household: { claimantAge: 70 }, income: onPension(300), circumstances: { isCarer: true } },
    expected: { ...WALES_PENSION, applicableAmount: 290.8, ...figures(35, 33.16, 1724.32, 143.69, [1.84, 100.68, 8.39]) },
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
  // £1,460: 28 − 2.40 = 25.60; × 52 = 1331.20; left 128.80; month 110.93, left 10.74.
  {
    name: 'Wales pension age 2026/27: reached State Pension age at 66',
    input: { taxYear: '2026-27', location: { country: 'wales', annualCouncilTax: 1460 }, household: { claimantAge: 66, reachedStatePensionAge: true }, income: onPension(250) },
    expected: { ...WALES_PENSION, applicableAmount: 238, ...figures(28, 25.6, 1331.2, 110.93, [2.4, 128.8, 10.74]) },
    checks: 'docs/rules.md CTS 2 (State Pension age asked at 66)',
  },
];

const SCOTLAND_WORKING_CASES: Case[] = [
  // Lone parent, one child: 90.50 + child premium 104.05 = 194.55. Earnings 250 less 25 = 225: 30.45 over, taper 6.09;
  // 28.91; × 52 = 1503.32; left 321.68; month 125.28, left 26.80.
  {
    name: 'Scotland working age 2024/25: the child premium of 104.05',
    input: { taxYear: '2024-25', location: scotland, household: { dependentChildren: 1, childrenAges: [6] }, income: earning(250) },
    expected: { ...SCOTLAND_WORKING, applicableAmount: 194.55, ...figures(35, 28.91, 1503.32, 125.28, [6.09, 321.68, 26.8]) },
    checks: 'SSI 2021/249 Sch 1 (child premium, no family premium)',
  },
  // Earnings 500 less 5: 404.50 over, taper 80.90: main 0. Adult £200: band 1, 5.25; rebate 200 < 256: 15% of 35 = 5.25.
  // × 52 = 273; left 1552; month 22.75, left 129.33.
  {
    name: 'Scotland working age 2024/25: the 15% rebate',
    input: { taxYear: '2024-25', location: scotland, household: { claimantAge: 40, otherAdultsDetails: [adult(200)] }, income: earning(500) },
    expected: { ...SCOTLAND_WORKING, ...figures(35, 5.25, 273, 22.75, [29.75, 1552, 129.33]), ...rebate(5.25, 15, true) },
    checks: 'SSI 2021/249 Sch 2 (15% below £256)',
  },
  // Adult on Universal Credit without earnings: no deduction; main 0 (earnings 400); rebate 25% of 35 = 8.75.
  // × 52 = 455; left 1370; month 37.92, left 114.16.
  {
    name: 'Scotland working age 2025/26: the 25% rebate',
    input: { taxYear: '2025-26', location: scotland, household: { otherAdultsDetails: [adult(0, { getsQualifyingBenefit: true })] }, income: earning(400) },
    expected: { ...SCOTLAND_WORKING, nonDependantDeductions: 0, ...figures(35, 8.75, 455, 37.92, [26.25, 1370, 114.16]), ...rebate(8.75, 25, true) },
    checks: 'SSI 2021/249 Sch 2 (25% with Universal Credit and no earnings)',
  },
  // Adult £300 (band 2, 10.55); main 0; rebate 256 ≤ 300 < 333 (the 2024/25 thresholds): 7.5% of 35 = 2.63.
  // × 52 = 136.76; left 1688.24; month 11.40, left 140.68.
  {
    name: 'Scotland working age 2025/26: the 7.5% rebate',
    input: { taxYear: '2025-26', location: scotland, household: { otherAdultsDetails: [adult(300)] }, income: earning(400) },
    expected: { ...SCOTLAND_WORKING, ...figures(35, 2.63, 136.76, 11.4, [32.37, 1688.24, 140.68]), ...rebate(2.63, 7.5, true) },
    checks: 'SSI 2021/249 Sch 2 (7.5%)',
  },
  // Couple: 150.15, no income. Adult £100: band 1, 5.55; no rebate with a partner. 35 − 5.55 = 29.45; × 52 = 1531.40; left 293.60; month 127.62, left 24.46.
  {
    name: 'Scotland working age 2026/27: no rebate for a couple',
    input: { taxYear: '2026-27', location: scotland, household: { hasPartner: true, partnerAge: 30, otherAdultsDetails: [adult(100)] } },
    expected: { ...SCOTLAND_WORKING, applicableAmount: 150.15, ...figures(35, 29.45, 1531.4, 127.62, [5.55, 293.6, 24.46]), ...NO_REBATE },
    checks: 'SSI 2021/249 reg 91 (no partner); reg 90 (band 1)',
  },
  // Adults £500 (band 3, 13.90) and £700 (band 4, 16.55): 30.45. 35 − 30.45 = 4.55; × 52 = 236.60; left 1588.40; month 19.72, left 132.36.
  {
    name: 'Scotland working age 2026/27: bands 3 and 4',
    input: { taxYear: '2026-27', location: scotland, household: { otherAdultsDetails: [adult(500), adult(700, { relationship: 'lodger' })] } },
    expected: { ...SCOTLAND_WORKING, nonDependantDeductions: 30.45, ...figures(35, 4.55, 236.6, 19.72, [30.45, 1588.4, 132.36]), ...NO_REBATE },
    checks: 'SSI 2021/249 reg 90 (bands 3 and 4)',
  },
  // No income; adult £300: band 2 of 2024/25, 10.35; main 35 − 10.35 = 24.65 beats the 7.5% rebate of 2.63.
  // × 52 = 1281.80; left 543.20; month 106.82, left 45.26.
  {
    name: 'Scotland working age 2024/25: the main reduction beats the rebate',
    input: { taxYear: '2024-25', location: scotland, household: { otherAdultsDetails: [adult(300)] } },
    expected: { ...SCOTLAND_WORKING, ...figures(35, 24.65, 1281.8, 106.82, [10.35, 543.2, 45.26]), ...rebate(2.63, 7.5, false) },
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
];

const SCOTLAND_PENSION_CASES: Case[] = [
  // Claimant 70 (235.20), pension 300: 64.80 over, taper 12.96. Son £600: 2024/25 band 4, 15.65.
  // 35 − 15.65 − 12.96 = 6.39; × 52 = 332.28; left 1492.72; month 27.69, left 124.39.
  {
    name: 'Scotland pension age 2024/25: band 4 deduction and a taper',
    input: { taxYear: '2024-25', location: scotland, household: { claimantAge: 70, otherAdultsDetails: [adult(600)] }, income: onPension(300) },
    expected: { ...SCOTLAND_PENSION, nonDependantDeductions: 15.65, ...figures(35, 6.39, 332.28, 27.69, [28.61, 1492.72, 124.39]), ...NO_REBATE },
    checks: 'SSI 2012/319 reg 48 (band 4)',
  },
  // Claimant 68 (227.10), pension 400: 172.90 over, taper 34.58: main 0. Adult £200: band 1, 5.35; rebate 15% of 35 = 5.25.
  {
    name: 'Scotland pension age 2025/26: the 15% rebate',
    input: { taxYear: '2025-26', location: scotland, household: { claimantAge: 68, otherAdultsDetails: [adult(200)] }, income: onPension(400) },
    expected: { ...SCOTLAND_PENSION, ...figures(35, 5.25, 273, 22.75, [29.75, 1552, 129.33]), ...rebate(5.25, 15, true) },
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
  // Couple 75 and 72 (before April 2021 in 2025/26: 366), pension 400: 34 over, taper 6.80; 28.20; × 52 = 1466.40; left 358.60; month 122.20, left 29.88.
  {
    name: 'Scotland pension age 2025/26: a couple, before April 2021',
    input: { taxYear: '2025-26', location: scotland, household: { claimantAge: 75, hasPartner: true, partnerAge: 72 }, income: onPension(400) },
    expected: { ...SCOTLAND_PENSION, applicableAmount: 366, ...figures(35, 28.2, 1466.4, 122.2, [6.8, 358.6, 29.88]) },
    checks: 'SSI 2012/319 Sch 1 (couple)',
  },
  // £16,000.00: tariff 12; pension 200 + 12 = 212 within 218.15: the whole 35.
  {
    name: 'Scotland pension age 2024/25: exactly £16,000 of savings',
    input: { taxYear: '2024-25', location: scotland, household: { claimantAge: 67 }, income: onPension(200), savings: { totalSavings: 16000 } },
    expected: { ...SCOTLAND_PENSION, assessableIncome: 212, ...whole(35, 1825, 152.08) },
    checks: 'SSI 2012/319 (tariff income)',
  },
  // £16,000.01: no main reduction, but the adult on Pension Credit gives the 25% rebate: 8.75. × 52 = 455; left 1370; month 37.92, left 114.16.
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
      ...figures(35, 8.75, 455, 37.92, [26.25, 1370, 114.16]),
      ...rebate(8.75, 25, true),
      warnings: [`${SAVINGS_WARNING}. The £8.75 a week shown is the second adult rebate, which depends on the income of the other adults, not on your savings.`],
    },
    checks: 'SSI 2012/319 Sch 5 (the rebate ignores the claimant’s capital)',
  },
  // Carer aged 70 (after April 2021 in 2026/27: 238 + 48.15 = 286.15), pension 300: 13.85 over, taper 2.77; 32.23;
  // × 52 = 1675.96; left 149.04; month 139.66, left 12.42.
  {
    name: 'Scotland pension age 2026/27: a carer aged 70 with a pension only',
    input: { taxYear: '2026-27', location: scotland, household: { claimantAge: 70 }, income: onPension(300), circumstances: { isCarer: true } },
    expected: { ...SCOTLAND_PENSION, applicableAmount: 286.15, ...figures(35, 32.23, 1675.96, 139.66, [2.77, 149.04, 12.42]) },
    checks: 'one disregard, only off earnings',
  },
];

/** Every case, by scheme. */
export const COUNCIL_TAX_SUPPORT_CASES_BY_SCHEME = {
  'England pension age': ENGLAND_PENSION_CASES,
  'England working age': ENGLAND_WORKING_CASES,
  'Wales working age': WALES_WORKING_CASES,
  'Wales pension age': WALES_PENSION_CASES,
  'Scotland working age': SCOTLAND_WORKING_CASES,
  'Scotland pension age': SCOTLAND_PENSION_CASES,
};

export const COUNCIL_TAX_SUPPORT_CASES: Case[] = Object.values(COUNCIL_TAX_SUPPORT_CASES_BY_SCHEME).flat();
