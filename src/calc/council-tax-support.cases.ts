/**
 * Council Tax Support rule cases. Every expected figure is worked out by hand from docs/product.md §9,
 * docs/rules.md "Council Tax Support" and the rates table (src/calc/rates/) (the arithmetic is in the comment above each case), not by
 * running the code. Inputs give only what differs from the docs/product.md §3 defaults (England, £1,200 a
 * year, claimant 30, no partner, no income).
 *
 * Every case names its tax year. The working-age cases without a year in their name were worked out with the
 * 2026/27 table and run in 2026/27; the illustrative working-age figures are the same in every year, so the
 * 2024/25 and 2025/26 sections check that each year's table carries them.
 *
 * Working age (the illustrative scheme, the same every year): England 80%, Scotland and Wales 100%;
 * taper 20%; applicable amounts 67.20 (single under 25, couple both under 18), 84.80 (single 25+),
 * 133.30 (couple), 70.80 per child, family 18.85, disability 36.20, severe 69.40, carer 38.85;
 * disregards 5 / 10 (earning), +20 disabled and earning, +20 carer; tariff £1 for each £250 or part
 * above £6,000 (£40 a week at exactly £16,000); over £16,000: no main reduction (CTR Prescribed
 * Requirements Sch 1 para 11, HB Regs reg 43: capital that exceeds £16,000); second adult rebate 25% / 15% / 7.5% below
 * 200 / 260 / 320.
 *
 * Pension age (66 or over; the rates table (src/calc/rates/housing-benefit.ts), Housing Benefit pension-age rows): single 218.15 / 227.10 /
 * 238.00, couple 332.95 / 346.60 / 363.25; before April 2021 single 235.20 / 244.40 / 256.00,
 * couple 352.00 / 366.00 / 383.35 (the default counts you in when 66 + the years since 2021 or
 * older: 69 in 2024/25, 70 in 2025/26, 71 in 2026/27); child 87.88, disabled child 84.46, family
 * 20.22 (2026/27); severe disability 82.90, carer 46.40 (2025/26); up to 100%; taper 20%; tariff £1
 * for each £500 or part above £10,000 (£12 a week at exactly £16,000); over £16,000 without Guarantee
 * Credit: no main reduction (CTR Prescribed Requirements Sch 1 para 11, HB(SPC) Regs reg 43).
 *
 * The year: bill = annual less 25% with the discount; weekly = bill ÷ 52; annual reduction =
 * weekly × 52, never above the bill; annual left = bill − annual reduction; monthly = annual ÷ 12;
 * monthly left = bill ÷ 12 − monthly reduction. With £1,560 a year the weekly tax is exactly £30
 * and the month's bill £130.
 */

import type { CouncilTaxSupportInput, CouncilTaxSupportResult } from './council-tax-support';
import type { DeepPartial, RuleCase } from './types';

type Case = RuleCase<DeepPartial<CouncilTaxSupportInput>, CouncilTaxSupportResult>;

const tax1560 = { annualCouncilTax: 1560 } as const;
const earning = (employment: number) => ({ claimantIncome: { employment } });
const onBenefits = (benefits: number) => ({ claimantIncome: { benefits } });
const onPension = (pensions: number) => ({ claimantIncome: { pensions } });
/** The reduction a week, a year (the weekly × 52) and a month (the yearly ÷ 12), as the worked figures above each case give them. */
const reduction = (weeklyReduction: number, annualReduction: number, monthlyReduction: number) => ({ weeklyReduction, annualReduction, monthlyReduction });
/** What is left to pay a week, a year and a month, worked out the same way. */
const leftToPay = (weekly: number, annual: number, monthly: number) => ({ remainingLiability: { weekly, annual, monthly } });
/** The income counted, the part above the applicable amount, and the taper taken off (all weekly). */
const tapered = (assessableIncome: number, excessIncome: number, taperApplied: number) => ({ assessableIncome, excessIncome, taperApplied });
const SAVINGS_WARNING = 'You may not be eligible for Council Tax Support with savings over £16,000.00';
const ELIGIBLE = 'You may be eligible for Council Tax Support';
const NOT_ELIGIBLE = 'Based on your circumstances, you may not be eligible for Council Tax Support';

export const COUNCIL_TAX_SUPPORT_CASES: Case[] = [
  // 1200 ÷ 52 = 23.0769 → 23.08; 80% = 18.464 → 18.46, the scheme's maximum, so 80%.
  // Annual 18.46 × 52 = 959.92; left 1200 − 959.92 = 240.08. Monthly 959.92 ÷ 12 = 79.993 → 79.99; bill 100; left 20.01.
  // Weekly left 23.08 − 18.46 = 4.62.
  {
    name: 'defaults: England working age, £1,200, no income',
    input: { taxYear: '2026-27' },
    expected: {
      eligibleForSupport: true,
      isPensionAge: false,
      weeklyCouncilTax: 23.08,
      annualCouncilTax: 1200,
      monthlyCouncilTax: 100,
      ...reduction(18.46, 959.92, 79.99),
      percentageReduction: 80,
      ...leftToPay(4.62, 240.08, 20.01),
      applicableAmount: 84.8,
      localSchemeDetails: { maxReduction: 80, minimumPayment: 20 },
      alert: ELIGIBLE,
      warnings: [],
    },
    checks: 'docs/product.md §9 (weekly = annual ÷ 52, England 80%); docs/rules.md CTS 1, 3, 6; annual figures add up',
  },
  // Scotland 100%: 23.08; × 52 = 1200.16 is more than the bill, so 1200; nothing left. Monthly 100, left 0.
  {
    name: 'Scotland working age: up to 100%, never more than the bill',
    input: { taxYear: '2026-27', location: { country: 'scotland' } },
    expected: { ...reduction(23.08, 1200, 100), percentageReduction: 100, ...leftToPay(0, 0, 0), localSchemeDetails: { maxReduction: 100, minimumPayment: 0 } },
    checks: 'docs/product.md §9 schemes (Scotland 100%, minimum 0); annual reduction + left = bill',
  },
  // Wales, £1,560: 30 a week, 100%: 30; 1560 a year; 130 a month.
  {
    name: 'Wales working age: up to 100%',
    input: { taxYear: '2026-27', location: { country: 'wales', ...tax1560 } },
    expected: { ...reduction(30, 1560, 130), ...leftToPay(0, 0, 0) },
    checks: 'docs/product.md §9 schemes (Wales 100%)',
  },
  // Wales, £1,560: 30 a week. Earnings 150 − 5 disregard = 145; excess 145 − 84.80 = 60.20; taper 20% = 12.04.
  // 100% of 30 = 30 − 12.04 = 17.96; × 52 = 933.92; ÷ 12 = 77.8266 → 77.83; 17.96 ÷ 30 = 59.866…% → 59.87%.
  // Left 30 − 17.96 = 12.04; 1560 − 933.92 = 626.08; 130 − 77.83 = 52.17.
  {
    name: 'Wales working age: 100% less the taper on earnings',
    input: { taxYear: '2026-27', location: { country: 'wales', ...tax1560 }, income: earning(150) },
    expected: { ...reduction(17.96, 933.92, 77.83), percentageReduction: 59.87, ...leftToPay(12.04, 626.08, 52.17), ...tapered(145, 60.2, 12.04) },
    checks: 'docs/product.md §9 schemes (Wales 100%); docs/rules.md CTS 4 (taper 20% of the excess); disregard 5',
  },
  // 25% of 1560 = 390; bill 1170; ÷ 52 = 22.50; 80% = 18.00; × 52 = 936; left 234. Monthly 78; bill 97.50; left 19.50.
  {
    name: 'single person discount comes first',
    input: { taxYear: '2026-27', location: tax1560, property: { hasSinglePersonDiscount: true } },
    expected: { weeklyCouncilTax: 22.5, annualCouncilTax: 1170, ...reduction(18, 936, 78), ...leftToPay(4.5, 234, 19.5), discountsApplied: ['Single person discount (25%)'] },
    checks: 'docs/rules.md CTS 1 (less 25% when ticked); docs/product.md §9 single person discount 25%',
  },
  // Earnings 150 − 5 disregard = 145; excess 145 − 84.80 = 60.20; taper 12.04; 24 − 12.04 = 11.96.
  // × 52 = 621.92; left 1560 − 621.92 = 938.08. ÷ 12 = 51.827 → 51.83; left 130 − 51.83 = 78.17. 11.96 ÷ 30 = 39.87%.
  {
    name: 'England working age: the taper reduces the award',
    input: { taxYear: '2026-27', location: tax1560, income: earning(150) },
    expected: {
      ...reduction(11.96, 621.92, 51.83),
      percentageReduction: 39.87,
      ...leftToPay(18.04, 938.08, 78.17),
      assessableIncome: 145,
      excessIncome: 60.2,
      taperApplied: 12.04,
    },
    checks: 'docs/rules.md CTS 4 (main reduction = max(0, tax × max − 20% × excess)); docs/product.md §9 disregard 5',
  },
  // Earnings 300 − 5 = 295; excess 210.20; taper 42.04 > 24: 0, not eligible; everything left to pay.
  {
    name: 'income too high: not eligible',
    input: { taxYear: '2026-27', location: tax1560, income: earning(300) },
    expected: { eligibleForSupport: false, weeklyReduction: 0, monthlyReduction: 0, percentageReduction: 0, taperApplied: 42.04, ...leftToPay(30, 1560, 130), alert: NOT_ELIGIBLE },
    checks: 'docs/rules.md CTS 4, 6; docs/product.md §2 results alert',
  },
  // Couple: 200 + 50 = 250 − 10 = 240; excess 240 − 133.30 = 106.70; taper 21.34; 24 − 21.34 = 2.66.
  // × 52 = 138.32; ÷ 12 = 11.527 → 11.53.
  {
    name: 'couple: both incomes, couple disregard',
    input: {
      taxYear: '2026-27',
      location: tax1560,
      household: { hasPartner: true, partnerAge: 30 },
      income: { claimantIncome: { employment: 200 }, partnerIncome: { other: 50 } },
    },
    expected: { ...reduction(2.66, 138.32, 11.53), applicableAmount: 133.3, assessableIncome: 240 },
    checks: 'docs/product.md §9 couple 133.30; disregard 10 with a partner',
  },
  // 84.80 + 2 × 70.80 + 18.85 = 245.25; 300 − 5 = 295; excess 49.75; taper 9.95; 24 − 9.95 = 14.05.
  // × 52 = 730.60; ÷ 12 = 60.883 → 60.88.
  {
    name: 'two children: child allowances and family premium',
    input: { taxYear: '2026-27', location: tax1560, household: { dependentChildren: 2, childrenAges: [5, 5] }, income: earning(300) },
    expected: { weeklyReduction: 14.05, monthlyReduction: 60.88, applicableAmount: 245.25 },
    checks: 'docs/product.md §9 dependent child 70.80, family premium 18.85',
  },
  // 84.80 + 36.20 + 38.85 = 159.85; disregards 5 + 20 + 20 = 45; 200 − 45 = 155 < 159.85: full 24.
  {
    name: 'disabled carer in work: premiums and disregards',
    input: { taxYear: '2026-27', location: tax1560, income: earning(200), circumstances: { hasDisability: true, isCarer: true } },
    expected: { weeklyReduction: 24, monthlyReduction: 104, applicableAmount: 159.85, assessableIncome: 155, excessIncome: 0 },
    checks: 'docs/product.md §9 disability and carer premiums; disregards 5 + 20 + 20',
  },
  // 84.80 + 69.40 = 154.20; benefits 150 (no earnings disregard) < 154.20: 24.
  {
    name: 'severe mental impairment: severe disability premium',
    input: { taxYear: '2026-27', location: tax1560, income: onBenefits(150), circumstances: { isSevereMentalImpairment: true } },
    expected: { weeklyReduction: 24, applicableAmount: 154.2, assessableIncome: 150 },
    checks: 'docs/product.md §9 (severe premium if severe mental impairment)',
  },
  // 84.80 + 36.20 = 121; benefits 121: no excess: 24.
  {
    name: 'disability benefits give the disability premium',
    input: { taxYear: '2026-27', location: tax1560, income: onBenefits(121), circumstances: { receivesDisabilityBenefits: true } },
    expected: { weeklyReduction: 24, applicableAmount: 121 },
    checks: 'docs/product.md §9 (disability premium if hasDisability or receivesDisabilityBenefits)',
  },
  // Single 22: 67.20; excess 100 − 67.20 = 32.80; taper 6.56; 24 − 6.56 = 17.44. × 52 = 906.88; ÷ 12 = 75.573 → 75.57.
  {
    name: 'single under 25',
    input: { taxYear: '2026-27', location: tax1560, household: { claimantAge: 22 }, income: onBenefits(100) },
    expected: { weeklyReduction: 17.44, monthlyReduction: 75.57, applicableAmount: 67.2 },
    checks: 'docs/product.md §9 single under 25 67.20',
  },
  // Couple both 17: 67.20; same arithmetic as above: 17.44.
  {
    name: 'couple both under 18',
    input: { taxYear: '2026-27', location: tax1560, household: { claimantAge: 17, hasPartner: true, partnerAge: 17 }, income: onBenefits(100) },
    expected: { weeklyReduction: 17.44, applicableAmount: 67.2 },
    checks: 'docs/product.md §9 couple both under 18 67.20',
  },
  // Couple 17 and 18: not both under 18, so 133.30; 100 < 133.30: 24.
  {
    name: 'couple, one aged 18',
    input: { taxYear: '2026-27', location: tax1560, household: { claimantAge: 17, hasPartner: true, partnerAge: 18 }, income: onBenefits(100) },
    expected: { weeklyReduction: 24, applicableAmount: 133.3 },
    checks: 'docs/product.md §9 couple otherwise 133.30',
  },
  // Age 65 is still working age: England 80%, 24.
  {
    name: 'age 65: working-age scheme',
    input: { taxYear: '2026-27', location: tax1560, household: { claimantAge: 65 } },
    expected: { isPensionAge: false, weeklyReduction: 24, localSchemeDetails: { maxReduction: 80 } },
    checks: 'docs/rules.md CTS 2-3 (pension age from 66)',
  },
  // Savings 7,000: (7000 − 6000) ÷ 250 = 4 bands; 90 + 4 = 94; excess 9.20; taper 1.84; 24 − 1.84 = 22.16.
  // × 52 = 1152.32; ÷ 12 = 96.027 → 96.03.
  {
    name: 'tariff income: whole bands',
    input: { taxYear: '2026-27', location: tax1560, income: onBenefits(90), savings: { totalSavings: 7000 } },
    expected: { weeklyReduction: 22.16, monthlyReduction: 96.03, assessableIncome: 94 },
    checks: 'docs/rules.md CTS 3 (£1 for each £250 or part above £6,000)',
  },
  // Savings 7,001: 1,001 above is 4 bands and part of a fifth: 5; 90 + 5 = 95; excess 10.20; taper 2.04; 24 − 2.04 = 21.96.
  {
    name: 'tariff income: part of a band counts as a band',
    input: { taxYear: '2026-27', location: tax1560, income: onBenefits(90), savings: { totalSavings: 7001 } },
    expected: { weeklyReduction: 21.96, assessableIncome: 95 },
    checks: 'docs/rules.md CTS 3 ("or part")',
  },
  // Savings 15,999: 9,999 above ÷ 250 = 39.996: 40 bands < 84.80: 24, no warning.
  {
    name: 'savings 15,999',
    input: { taxYear: '2026-27', location: tax1560, savings: { totalSavings: 15999 } },
    expected: { weeklyReduction: 24, assessableIncome: 40, warnings: [] },
    checks: 'docs/rules.md CTS 3 tariff',
  },
  // Savings exactly 16,000 do not exceed 16,000: tariff income only. 10,000 above 6,000 ÷ 250 = 40 bands: £40.
  // Benefits 90 + 40 = 130; excess 130 − 84.80 = 45.20; taper 20% = 9.04; 24 − 9.04 = 14.96.
  // × 52 = 777.92; ÷ 12 = 64.826 → 64.83. No warning.
  {
    name: 'savings exactly 16,000: £40 tariff income, still a reduction',
    input: { taxYear: '2026-27', location: tax1560, income: onBenefits(90), savings: { totalSavings: 16000, hasOver16000: false } },
    expected: { eligibleForSupport: true, assessableIncome: 130, taperApplied: 9.04, ...reduction(14.96, 777.92, 64.83), alert: ELIGIBLE, warnings: [] },
    checks: 'CTR Prescribed Requirements Sch 1 para 11 and HB Regs reg 43 (capital that exceeds £16,000); docs/rules.md CTS 3 tariff',
  },
  // Savings 16,000.01 exceed 16,000: no main reduction and the warning; nobody else in the home, so nothing.
  {
    name: 'savings 16,000.01: no main reduction, one verdict',
    input: { taxYear: '2026-27', location: tax1560, income: onBenefits(90), savings: { totalSavings: 16000.01 } },
    expected: { eligibleForSupport: false, weeklyReduction: 0, annualReduction: 0, alert: NOT_ELIGIBLE, warnings: [SAVINGS_WARNING] },
    checks: 'CTR Prescribed Requirements Sch 1 para 11; docs/product.md §5 warning, money with pence',
  },
  // The flag says savings are over the limit: the same as 16,000.01.
  {
    name: 'hasOver16000 means over the limit',
    input: { taxYear: '2026-27', location: tax1560, savings: { totalSavings: 0, hasOver16000: true } },
    expected: { eligibleForSupport: false, weeklyReduction: 0, warnings: [SAVINGS_WARNING] },
    checks: 'docs/product.md §4 (savings: totalSavings, hasOver16000)',
  },
  // Main reduction 0 (income 300 as above); other adult's income 150 < 200: 25% of 30 = 7.50, better.
  // × 52 = 390; ÷ 12 = 32.50; 25% of the bill. England working age: the council's scheme may not have it.
  {
    name: 'second adult rebate better than the main reduction',
    input: { taxYear: '2026-27', location: tax1560, income: earning(300), household: { otherAdults: 1, otherAdultsDetails: [{ age: 25, relationship: 'lodger', income: 150 }] } },
    expected: {
      eligibleForSupport: true,
      ...reduction(7.5, 390, 32.5),
      percentageReduction: 25,
      ...leftToPay(22.5, 1170, 97.5),
      secondAdultRebate: { eligible: true, weeklyAmount: 7.5, betterThanMainCalculation: true },
      warnings: ['This estimate is the second adult rebate of £7.50 a week. Your council’s own scheme may not include it: check its scheme.'],
    },
    checks: 'docs/product.md §9 second adult rebate (below 200: 25%); docs/rules.md CTS 5',
  },
  // Other adults 100 + 99 = 199 < 200: 25% = 7.50.
  {
    name: 'second adult rebate: two adults, 199 in total',
    input: { taxYear: '2026-27', location: tax1560, income: earning(300), household: { otherAdultsDetails: [{ income: 100 }, { income: 99 }] } },
    expected: { weeklyReduction: 7.5 },
    checks: 'docs/product.md §9 (sum of other adults’ income)',
  },
  // 200 is not below 200 but below 260: 15% of 30 = 4.50.
  {
    name: 'second adult rebate: income 200',
    input: { taxYear: '2026-27', location: tax1560, income: earning(300), household: { otherAdultsDetails: [{ income: 200 }] } },
    expected: { weeklyReduction: 4.5, secondAdultRebate: { weeklyAmount: 4.5 } },
    checks: 'docs/product.md §9 (below 260 gives 15)',
  },
  // 260: below 320, 7.5% of 30 = 2.25. × 52 = 117; ÷ 12 = 9.75.
  {
    name: 'second adult rebate: income 260',
    input: { taxYear: '2026-27', location: tax1560, income: earning(300), household: { otherAdultsDetails: [{ income: 260 }] } },
    expected: { ...reduction(2.25, 117, 9.75), percentageReduction: 7.5 },
    checks: 'docs/product.md §9 (below 320 gives 7.5)',
  },
  // 320: no band; nothing.
  {
    name: 'second adult rebate: income 320',
    input: { taxYear: '2026-27', location: tax1560, income: earning(300), household: { otherAdultsDetails: [{ income: 320 }] } },
    expected: { eligibleForSupport: false, weeklyReduction: 0, secondAdultRebate: { eligible: false, weeklyAmount: 0 } },
    checks: 'docs/product.md §9 second adult rebate bands',
  },
  // Savings 20,000 and another adult on 100: the main reduction is 0 but the rebate (7.50) applies. One verdict
  // (eligible), the savings warning beneath it says what the figure is, then the England note.
  {
    name: 'second adult rebate with savings over the limit: one alert and a warning',
    input: { taxYear: '2026-27', location: tax1560, savings: { totalSavings: 20000 }, household: { otherAdultsDetails: [{ income: 100 }] } },
    expected: {
      eligibleForSupport: true,
      alert: ELIGIBLE,
      weeklyReduction: 7.5,
      warnings: [
        `${SAVINGS_WARNING}. The £7.50 a week shown is the second adult rebate, which depends on the income of the other adults, not on your savings.`,
        'This estimate is the second adult rebate of £7.50 a week. Your council’s own scheme may not include it: check its scheme.',
      ],
    },
    checks: 'docs/rules.md CTS 4, 5 (the main reduction is 0; one alert; the savings warning under it)',
  },
  // No income: main 24 beats the rebate 7.50.
  {
    name: 'main reduction better than the second adult rebate',
    input: { taxYear: '2026-27', location: tax1560, household: { otherAdultsDetails: [{ income: 100 }] } },
    expected: { weeklyReduction: 24, warnings: [], secondAdultRebate: { eligible: true, weeklyAmount: 7.5, betterThanMainCalculation: false } },
    checks: 'docs/rules.md CTS 5 (used when larger)',
  },
  // Whole numbers: 1560.9 → 1560, 150.7 → 150: as the taper case, 11.96.
  {
    name: 'inputs are whole numbers',
    input: { taxYear: '2026-27', location: { annualCouncilTax: 1560.9 }, income: earning(150.7) },
    expected: { weeklyCouncilTax: 30, weeklyReduction: 11.96 },
    checks: 'docs/product.md §5 (whole numbers)',
  },
  // Scotland, earnings 150: 30 − 12.04 = 17.96; × 52 = 933.92; ÷ 12 = 77.827 → 77.83; left 626.08 and 52.17.
  {
    name: 'Scotland working age with the taper',
    input: { taxYear: '2026-27', location: { country: 'scotland', ...tax1560 }, income: earning(150) },
    expected: { ...reduction(17.96, 933.92, 77.83), ...leftToPay(12.04, 626.08, 52.17) },
    checks: 'docs/product.md §9 Scotland 100%, taper 20%',
  },
  // Carer, no earnings: 84.80 + 38.85 = 123.65; 150 − 20 = 130; excess 6.35; taper 1.27; 24 − 1.27 = 22.73.
  // × 52 = 1181.96; ÷ 12 = 98.497 → 98.50.
  {
    name: 'carer disregard applies without earnings, as docs/rules.md CTS 3 lists it',
    input: { taxYear: '2026-27', location: tax1560, income: onBenefits(150), circumstances: { isCarer: true } },
    expected: { weeklyReduction: 22.73, monthlyReduction: 98.5, assessableIncome: 130 },
    checks: 'docs/product.md §9 disregards (plus 20 if carer)',
  },

  // ---- Pension age: the national scheme, official figures of each year ----

  // 2026/27, single, 70 (under 71, so on or after April 2021): 238.00. Pension 250; excess 12; taper 2.40;
  // up to 100%: 30 − 2.40 = 27.60. × 52 = 1435.20; left 124.80. ÷ 12 = 119.60; left 130 − 119.60 = 10.40. 27.60 ÷ 30 = 92%.
  {
    name: '2026/27 pension age, England: up to 100% less the taper',
    input: { taxYear: '2026-27', location: tax1560, household: { claimantAge: 70 }, income: onPension(250) },
    expected: {
      taxYear: '2026-27',
      isPensionAge: true,
      applicableAmount: 238,
      taperApplied: 2.4,
      ...reduction(27.6, 1435.2, 119.6),
      percentageReduction: 92,
      ...leftToPay(2.4, 124.8, 10.4),
      localSchemeDetails: { maxReduction: 100, minimumPayment: 0 },
    },
    checks: 'docs/rules.md CTS 2 (pension-age allowance 238.00, 100% in England); the rates table (src/calc/rates/housing-benefit.ts), HB pension age 2026/27',
  },
  // 2024/25, the same household: 70 ≥ 69, so before April 2021: 235.20. Excess 14.80; taper 2.96; 30 − 2.96 = 27.04.
  // × 52 = 1406.08; ÷ 12 = 117.173 → 117.17.
  {
    name: '2024/25 pension age: reached pension age before April 2021',
    input: { taxYear: '2024-25', location: tax1560, household: { claimantAge: 70 }, income: onPension(250) },
    expected: { taxYear: '2024-25', applicableAmount: 235.2, taperApplied: 2.96, ...reduction(27.04, 1406.08, 117.17) },
    checks: 'docs/rules.md HB 1 default (66 + years since 2021); the rates table (src/calc/rates/) pension age single before April 2021 2024/25',
  },
  // 2025/26 couple, both 67 (under 70): 346.60. Pensions 300 + 100 = 400; excess 53.40; taper 10.68; 30 − 10.68 = 19.32.
  // × 52 = 1004.64; ÷ 12 = 83.72. 19.32 ÷ 30 = 64.4%.
  {
    name: '2025/26 pension-age couple',
    input: {
      taxYear: '2025-26',
      location: tax1560,
      household: { claimantAge: 67, hasPartner: true, partnerAge: 67 },
      income: { claimantIncome: { pensions: 300 }, partnerIncome: { pensions: 100 } },
    },
    expected: { applicableAmount: 346.6, ...reduction(19.32, 1004.64, 83.72), percentageReduction: 64.4 },
    checks: 'the rates table (src/calc/rates/) pension age couple 2025/26; docs/rules.md CTS 2',
  },
  // 2026/27, 75, Guarantee Credit, savings 20,000, £1,200: the most, 100% of 23.08 = 23.08; × 52 = 1200.16, so the bill 1200.
  {
    name: '2026/27 pension age with Guarantee Credit: the whole bill, whatever the savings',
    input: { taxYear: '2026-27', household: { claimantAge: 75 }, income: { getsGuaranteeCredit: true, claimantIncome: { pensions: 400 } }, savings: { totalSavings: 20000 } },
    expected: { ...reduction(23.08, 1200, 100), percentageReduction: 100, assessableIncome: 0, ...leftToPay(0, 0, 0), warnings: [], alert: ELIGIBLE },
    checks: 'docs/rules.md CTS 4 (pension age with getsGuaranteeCredit: maximum reduction); HB(SPC) Regs reg 43',
  },
  // 2026/27, 68, savings 12,300: 2,300 above 10,000 ÷ 500 = 4.6: 5 bands. Pension 240 + 5 = 245; excess 7; taper 1.40;
  // 30 − 1.40 = 28.60. × 52 = 1487.20; ÷ 12 = 123.933 → 123.93.
  {
    name: '2026/27 pension age: tariff £1 per £500 or part above £10,000',
    input: { taxYear: '2026-27', location: tax1560, household: { claimantAge: 68 }, income: onPension(240), savings: { totalSavings: 12300 } },
    expected: { assessableIncome: 245, ...reduction(28.6, 1487.2, 123.93) },
    checks: 'docs/rules.md CTS 2 (tariff 1 per 500 or part above 10,000)',
  },
  // 2026/27, 68 (68 < 71: after April 2021, 238.00), savings exactly 16,000: 6,000 above 10,000 ÷ 500 = 12 bands: £12.
  // Pension 240 + 12 = 252; excess 252 − 238 = 14; taper 2.80; 30 − 2.80 = 27.20. × 52 = 1414.40; ÷ 12 = 117.866 → 117.87.
  {
    name: 'pension age, savings exactly 16,000: £12 tariff income, still a reduction',
    input: { taxYear: '2026-27', location: tax1560, household: { claimantAge: 68 }, income: onPension(240), savings: { totalSavings: 16000 } },
    expected: { eligibleForSupport: true, assessableIncome: 252, taperApplied: 2.8, ...reduction(27.2, 1414.4, 117.87), warnings: [], alert: ELIGIBLE },
    checks: 'CTR Prescribed Requirements Sch 1 para 11; HB(SPC) Regs reg 43 (capital that exceeds £16,000); docs/rules.md CTS 2 tariff',
  },
  // 2026/27, 68, savings 16,000.01 without Guarantee Credit: no main reduction, the warning.
  {
    name: 'pension age, savings 16,000.01 without Guarantee Credit',
    input: { taxYear: '2026-27', location: tax1560, household: { claimantAge: 68 }, income: onPension(240), savings: { totalSavings: 16000.01 } },
    expected: { eligibleForSupport: false, weeklyReduction: 0, warnings: [SAVINGS_WARNING], alert: NOT_ELIGIBLE },
    checks: 'CTR Prescribed Requirements Sch 1 para 11; HB(SPC) Regs reg 43 (upper limit without Guarantee Credit)',
  },
  // 2025/26, 80 (before April 2021), disabled, carer, severe mental impairment: 244.40 + 82.90 + 46.40 = 373.70 (no
  // disability premium at pension age). Pension 400 − carer disregard 20 = 380; excess 6.30; taper 1.26; 30 − 1.26 = 28.74.
  // × 52 = 1494.48; ÷ 12 = 124.54.
  {
    name: '2025/26 pension age: severe disability and carer premiums, no disability premium',
    input: {
      taxYear: '2025-26',
      location: tax1560,
      household: { claimantAge: 80 },
      income: onPension(400),
      circumstances: { hasDisability: true, isCarer: true, isSevereMentalImpairment: true },
    },
    expected: { applicableAmount: 373.7, assessableIncome: 380, ...reduction(28.74, 1494.48, 124.54) },
    checks: 'CTR Prescribed Requirements Sch 1 (pension-age premiums); the rates table (src/calc/rates/) 2025/26 severe disability 82.90, carer 46.40',
  },
  // 2024/25 Scotland, 66 (under 69): 218.15. Pension 300; excess 81.85; taper 16.37; £1,200: 23.08 − 16.37 = 6.71.
  // × 52 = 348.92; ÷ 12 = 29.077 → 29.08; left 1200 − 348.92 = 851.08; monthly 100 − 29.08 = 70.92.
  {
    name: '2024/25 pension age, Scotland: the national scheme',
    input: { taxYear: '2024-25', location: { country: 'scotland' }, household: { claimantAge: 66 }, income: onPension(300) },
    expected: { isPensionAge: true, applicableAmount: 218.15, ...reduction(6.71, 348.92, 29.08), ...leftToPay(16.37, 851.08, 70.92) },
    checks: 'docs/rules.md CTS 2 (the national pension-age scheme of each country); the rates table (src/calc/rates/) 2024/25',
  },
  // 2026/27 couple, 66 and 40, a disabled child: 363.25 + 87.88 + 84.46 = 535.59 (no family premium: claim after May 2016).
  // Pension 200 + partner 340 = 540; excess 4.41; taper 0.882 → 0.88; 30 − 0.88 = 29.12.
  {
    name: '2026/27 pension-age couple with a disabled child',
    input: {
      taxYear: '2026-27',
      location: tax1560,
      household: { claimantAge: 66, hasPartner: true, partnerAge: 40, dependentChildren: 1, childrenAges: [8] },
      income: { claimantIncome: { pensions: 200 }, partnerIncome: { other: 340 } },
      circumstances: { hasDisabledChild: true },
    },
    expected: { applicableAmount: 535.59, taperApplied: 0.88, weeklyReduction: 29.12 },
    checks: 'the rates table (src/calc/rates/) 2026/27 pension couple 363.25, child 87.88, disabled child 84.46',
  },
  // The same with a claim from before May 2016: + family premium 20.22 = 555.81 > 540: the whole 30.
  {
    name: '2026/27 pension age: family premium only for claims made before May 2016',
    input: {
      taxYear: '2026-27',
      location: tax1560,
      household: { claimantAge: 66, hasPartner: true, partnerAge: 40, dependentChildren: 1, childrenAges: [8], claimBeforeMay2016: true },
      income: { claimantIncome: { pensions: 200 }, partnerIncome: { other: 340 } },
      circumstances: { hasDisabledChild: true },
    },
    expected: { applicableAmount: 555.81, weeklyReduction: 30 },
    checks: 'docs/rules.md HB 3 (family premium only when claimBeforeMay2016); the rates table (src/calc/rates/) family premium 20.22',
  },
  // ---- 2024/25: one case for each part of the scheme ----

  // 2024/25 single, 40, England, £1,820: 1820 ÷ 52 = 35.00; 80% = 28.00. Earnings 120 − disregard 5 = 115; excess
  // 115 − 84.80 = 30.20; taper 20% = 6.04; 28.00 − 6.04 = 21.96. × 52 = 1141.92; left 1820 − 1141.92 = 678.08.
  // Month: bill 1820 ÷ 12 = 151.666 → 151.67; reduction 1141.92 ÷ 12 = 95.16; left 56.51. 21.96 ÷ 35 = 62.742 → 62.74%.
  {
    name: '2024/25 single working age, England: the taper',
    input: { taxYear: '2024-25', location: { annualCouncilTax: 1820 }, household: { claimantAge: 40 }, income: earning(120) },
    expected: {
      taxYear: '2024-25',
      isPensionAge: false,
      weeklyCouncilTax: 35,
      monthlyCouncilTax: 151.67,
      applicableAmount: 84.8,
      assessableIncome: 115,
      excessIncome: 30.2,
      taperApplied: 6.04,
      ...reduction(21.96, 1141.92, 95.16),
      percentageReduction: 62.74,
      ...leftToPay(13.04, 678.08, 56.51),
    },
    checks: 'docs/rules.md CTS 1, 3, 4, 6 (2024/25; the illustrative scheme: single 25 or over 84.80, disregard 5, England 80%, taper 20%)',
  },
  // 2024/25 couple, both 30, England: 133.30. Claimant earnings 80 + partner benefits 100 = 180 − couple disregard 10 = 170;
  // excess 170 − 133.30 = 36.70; taper 7.34; 24 − 7.34 = 16.66. × 52 = 866.32; ÷ 12 = 72.193 → 72.19.
  {
    name: '2024/25 couple: the couple allowance and disregard',
    input: {
      taxYear: '2024-25',
      location: tax1560,
      household: { hasPartner: true, partnerAge: 30 },
      income: { claimantIncome: { employment: 80 }, partnerIncome: { benefits: 100 } },
    },
    expected: { taxYear: '2024-25', applicableAmount: 133.3, assessableIncome: 170, taperApplied: 7.34, ...reduction(16.66, 866.32, 72.19) },
    checks: 'docs/rules.md CTS 3 (couple 133.30, disregard 10 with a partner), CTS 4 (2024/25)',
  },
  // 2024/25 pension age, single, 67 (under 69, so on or after April 2021): 218.15 + carer premium 45.60 = 263.75.
  // Pension 300 − carer disregard 20 = 280; excess 16.25; taper 3.25; up to 100%: 30 − 3.25 = 26.75.
  // × 52 = 1391.00; ÷ 12 = 115.916 → 115.92.
  {
    name: '2024/25 pension age: carer premium of the year',
    input: { taxYear: '2024-25', location: tax1560, household: { claimantAge: 67 }, income: onPension(300), circumstances: { isCarer: true } },
    expected: { isPensionAge: true, applicableAmount: 263.75, assessableIncome: 280, taperApplied: 3.25, ...reduction(26.75, 1391, 115.92) },
    checks: 'docs/rules.md CTS 2; the rates table (src/calc/rates/) 2024/25 pension age single 218.15, carer premium 45.60',
  },
  // 2024/25 Wales, earnings 300: 300 − 5 = 295; excess 210.20; taper 42.04 > 30: no main reduction. Another adult on 230:
  // not below 200, below 260: 15% of 30 = 4.50. × 52 = 234; ÷ 12 = 19.50. Not England, so no note on the council's scheme.
  {
    name: '2024/25 Wales: second adult rebate of 15%',
    input: {
      taxYear: '2024-25',
      location: { country: 'wales', ...tax1560 },
      income: earning(300),
      household: { otherAdultsDetails: [{ age: 50, relationship: 'friend', income: 230 }] },
    },
    expected: {
      eligibleForSupport: true,
      ...reduction(4.5, 234, 19.5),
      percentageReduction: 15,
      secondAdultRebate: { eligible: true, weeklyAmount: 4.5, betterThanMainCalculation: true },
      warnings: [],
    },
    checks: 'docs/rules.md CTS 5 (below 260: 15%; the England note only in England); 2024/25',
  },
  // 2024/25 savings 8,600: 2,600 above 6,000 ÷ 250 = 10.4: 11 bands, £11. Benefits 80 + 11 = 91; excess 91 − 84.80 = 6.20;
  // taper 1.24; 24 − 1.24 = 22.76. × 52 = 1183.52; ÷ 12 = 98.626 → 98.63.
  {
    name: '2024/25 tariff income from savings',
    input: { taxYear: '2024-25', location: tax1560, income: onBenefits(80), savings: { totalSavings: 8600 } },
    expected: { assessableIncome: 91, taperApplied: 1.24, ...reduction(22.76, 1183.52, 98.63), warnings: [] },
    checks: 'docs/rules.md CTS 3 (£1 for each £250 or part above £6,000); 2024/25',
  },
  // 2024/25 a non-dependant: an adult son of 22 earning 400 a week lives in the home. His income is not the claimant's:
  // benefits 100; excess 15.20; taper 3.04; 24 − 3.04 = 20.96. 400 is not below 320: no second adult rebate.
  // × 52 = 1089.92; ÷ 12 = 90.826 → 90.83.
  {
    name: '2024/25 non-dependant on a high income: no rebate, the main reduction stands',
    input: {
      taxYear: '2024-25',
      location: tax1560,
      income: onBenefits(100),
      household: { otherAdults: 1, otherAdultsDetails: [{ age: 22, relationship: 'adult-child', income: 400 }] },
    },
    expected: { assessableIncome: 100, ...reduction(20.96, 1089.92, 90.83), secondAdultRebate: { eligible: false, weeklyAmount: 0 } },
    checks: 'docs/rules.md CTS 3-5 (the other adult’s income only decides the second adult rebate); 2024/25',
  },
  // 2024/25 single person discount: £2,080 less 25% (520) = 1,560; 30 a week. Benefits 95; excess 10.20; taper 2.04;
  // 24 − 2.04 = 21.96. × 52 = 1141.92; left 1560 − 1141.92 = 418.08. ÷ 12 = 95.16; month's bill 130; left 34.84.
  {
    name: '2024/25 single person discount, then the reduction',
    input: { taxYear: '2024-25', location: { annualCouncilTax: 2080 }, property: { hasSinglePersonDiscount: true }, income: onBenefits(95) },
    expected: {
      annualCouncilTax: 1560,
      weeklyCouncilTax: 30,
      monthlyCouncilTax: 130,
      ...reduction(21.96, 1141.92, 95.16),
      ...leftToPay(8.04, 418.08, 34.84),
      discountsApplied: ['Single person discount (25%)'],
    },
    checks: 'docs/rules.md CTS 1 (less 25% when ticked, LGFA 1992 s 11); 2024/25',
  },
  // 2024/25 Scotland, 22: 67.20. Benefits 80; excess 12.80; taper 2.56; up to 100%: 30 − 2.56 = 27.44. × 52 = 1426.88;
  // left 133.12; ÷ 12 = 118.906 → 118.91; left 130 − 118.91 = 11.09. 27.44 ÷ 30 = 91.466 → 91.47%.
  {
    name: '2024/25 Scotland under 25: up to 100%',
    input: { taxYear: '2024-25', location: { country: 'scotland', ...tax1560 }, household: { claimantAge: 22 }, income: onBenefits(80) },
    expected: {
      applicableAmount: 67.2,
      ...reduction(27.44, 1426.88, 118.91),
      percentageReduction: 91.47,
      ...leftToPay(2.56, 133.12, 11.09),
      localSchemeDetails: { maxReduction: 100, minimumPayment: 0 },
    },
    checks: 'docs/rules.md CTS 3 (Scotland 100%, single under 25 67.20); 2024/25',
  },

  // ---- 2025/26: one case for each part of the scheme ----

  // 2025/26 single, 24: 67.20. Earnings 160 − 5 = 155; excess 87.80; taper 17.56; 24 − 17.56 = 6.44. × 52 = 334.88;
  // ÷ 12 = 27.906 → 27.91. 6.44 ÷ 30 = 21.466 → 21.47%.
  {
    name: '2025/26 single working age under 25',
    input: { taxYear: '2025-26', location: tax1560, household: { claimantAge: 24 }, income: earning(160) },
    expected: {
      taxYear: '2025-26',
      applicableAmount: 67.2,
      assessableIncome: 155,
      excessIncome: 87.8,
      taperApplied: 17.56,
      ...reduction(6.44, 334.88, 27.91),
      percentageReduction: 21.47,
    },
    checks: 'docs/rules.md CTS 3-4 (single under 25 67.20, disregard 5, taper 20%); 2025/26',
  },
  // 2025/26 couple, both 30, one child: 133.30 + 70.80 + family 18.85 = 222.95. Earnings 250 − 10 = 240; excess 17.05;
  // taper 3.41; 24 − 3.41 = 20.59. × 52 = 1070.68; ÷ 12 = 89.223 → 89.22.
  {
    name: '2025/26 couple with a child',
    input: { taxYear: '2025-26', location: tax1560, household: { hasPartner: true, partnerAge: 30, dependentChildren: 1, childrenAges: [6] }, income: earning(250) },
    expected: { applicableAmount: 222.95, assessableIncome: 240, taperApplied: 3.41, ...reduction(20.59, 1070.68, 89.22) },
    checks: 'docs/rules.md CTS 3 (couple 133.30, child 70.80, family premium 18.85, disregard 10); 2025/26',
  },
  // 2025/26 pension-age couple, both 72 (70 or over, so before April 2021): 366.00. Pensions 350 + 60 = 410; excess 44;
  // taper 8.80; 30 − 8.80 = 21.20. × 52 = 1102.40; ÷ 12 = 91.866 → 91.87. 21.20 ÷ 30 = 70.666 → 70.67%.
  {
    name: '2025/26 pension-age couple who reached pension age before April 2021',
    input: {
      taxYear: '2025-26',
      location: tax1560,
      household: { claimantAge: 72, hasPartner: true, partnerAge: 72 },
      income: { claimantIncome: { pensions: 350 }, partnerIncome: { pensions: 60 } },
    },
    expected: { isPensionAge: true, applicableAmount: 366, taperApplied: 8.8, ...reduction(21.2, 1102.4, 91.87), percentageReduction: 70.67 },
    checks: 'docs/rules.md CTS 2, HB 1 default (66 + years since 2021: 70 in 2025/26); the rates table (src/calc/rates/) 2025/26 couple before April 2021 366.00',
  },
  // 2025/26 England, £1,300: 25 a week; 80% = 20. Earnings 300: excess 210.20, taper 42.04: no main reduction. Two other
  // adults on 120 + 110 = 230: below 260, 15% of 25 = 3.75. × 52 = 195; ÷ 12 = 16.25. England working age: the note.
  {
    name: '2025/26 England: second adult rebate from two adults’ incomes',
    input: { taxYear: '2025-26', location: { annualCouncilTax: 1300 }, income: earning(300), household: { otherAdultsDetails: [{ income: 120 }, { income: 110 }] } },
    expected: {
      weeklyCouncilTax: 25,
      ...reduction(3.75, 195, 16.25),
      percentageReduction: 15,
      secondAdultRebate: { eligible: true, weeklyAmount: 3.75, betterThanMainCalculation: true },
      warnings: ['This estimate is the second adult rebate of £3.75 a week. Your council’s own scheme may not include it: check its scheme.'],
    },
    checks: 'docs/rules.md CTS 5 (the other adults’ total below 260: 15%); 2025/26',
  },
  // 2025/26 Wales, savings 6,250: 250 above 6,000 is 1 band, £1. Benefits 100 + 1 = 101; excess 16.20; taper 3.24;
  // up to 100%: 30 − 3.24 = 26.76. × 52 = 1391.52; left 168.48; ÷ 12 = 115.96; left 130 − 115.96 = 14.04.
  {
    name: '2025/26 Wales: tariff income, one whole band',
    input: { taxYear: '2025-26', location: { country: 'wales', ...tax1560 }, income: onBenefits(100), savings: { totalSavings: 6250 } },
    expected: { assessableIncome: 101, ...reduction(26.76, 1391.52, 115.96), ...leftToPay(3.24, 168.48, 14.04) },
    checks: 'docs/rules.md CTS 3 (£1 for each £250 above £6,000; Wales 100%); 2025/26',
  },
  // 2025/26 a non-dependant: a daughter of 30 earning 500 a week. The claimant, 35, has benefits of 84: below 84.80,
  // no excess: 80% of 30 = 24. 500 is not below 320: no rebate. × 52 = 1248; ÷ 12 = 104.
  {
    name: '2025/26 non-dependant: the claimant’s own income decides the main reduction',
    input: {
      taxYear: '2025-26',
      location: tax1560,
      household: { claimantAge: 35, otherAdults: 1, otherAdultsDetails: [{ age: 30, relationship: 'adult-child', income: 500 }] },
      income: onBenefits(84),
    },
    expected: { assessableIncome: 84, excessIncome: 0, ...reduction(24, 1248, 104), secondAdultRebate: { eligible: false, weeklyAmount: 0 } },
    checks: 'docs/rules.md CTS 3-5 (the other adult’s income only decides the second adult rebate); 2025/26',
  },
  // 2025/26 Wales, single person discount: £1,456 less 25% (364) = 1,092; ÷ 52 = 21.00. Benefits 70 < 84.80: up to 100%, 21.
  // × 52 = 1092, the whole bill; nothing left. Month: 1092 ÷ 12 = 91.
  {
    name: '2025/26 Wales: single person discount and the whole bill covered',
    input: { taxYear: '2025-26', location: { country: 'wales', annualCouncilTax: 1456 }, property: { hasSinglePersonDiscount: true }, income: onBenefits(70) },
    expected: {
      annualCouncilTax: 1092,
      weeklyCouncilTax: 21,
      ...reduction(21, 1092, 91),
      percentageReduction: 100,
      ...leftToPay(0, 0, 0),
      discountsApplied: ['Single person discount (25%)'],
    },
    checks: 'docs/rules.md CTS 1 (less 25%), CTS 3 (Wales 100%); 2025/26',
  },
  // 2025/26 Scotland, 40, disabled and working: 84.80 + disability 36.20 = 121. Earnings 200 − 5 − 20 = 175; excess 54;
  // taper 10.80; up to 100%: 30 − 10.80 = 19.20. × 52 = 998.40; ÷ 12 = 83.20.
  {
    name: '2025/26 Scotland: disability premium and the disabled earnings disregard',
    input: { taxYear: '2025-26', location: { country: 'scotland', ...tax1560 }, household: { claimantAge: 40 }, income: earning(200), circumstances: { hasDisability: true } },
    expected: { applicableAmount: 121, assessableIncome: 175, taperApplied: 10.8, ...reduction(19.2, 998.4, 83.2) },
    checks: 'docs/rules.md CTS 3 (disability premium 36.20, disregards 5 + 20, Scotland 100%); 2025/26',
  },
];
