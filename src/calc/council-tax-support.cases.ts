/**
 * Council Tax Support rule cases. Every expected figure is worked out by hand from spec 001 §9
 * and DECISIONS.md §2 CTS (the arithmetic is in the comment above each case), not by running the
 * code. Inputs give only what differs from the spec 001 §3 defaults (England, £1,200 a year,
 * claimant 30, no partner, no income).
 *
 * Weekly figures used: tax = annual ÷ 52 (less 25% single person discount); England 80%,
 * Scotland and Wales 100%; taper 20% of income above the applicable amount; applicable amounts
 * 67.20 (single under 25, couple both under 18), 84.80 (single 25+), 133.30 (couple), 70.80 per
 * child, family 18.85, disability 36.20, severe 69.40, carer 38.85; disregards 5 / 10 (earning),
 * +20 disabled and earning, +20 carer; tariff 1 per full 250 above 6,000; 16,000 or more: no main
 * reduction; second adult rebate 25% / 15% / 7.5% below 200 / 260 / 320. Annual = weekly × 52,
 * monthly = annual ÷ 12. With £1,560 a year the weekly tax is exactly £30.
 */

import type { CouncilTaxSupportInput, CouncilTaxSupportResult } from './council-tax-support';
import type { DeepPartial, RuleCase } from './types';

type Case = RuleCase<DeepPartial<CouncilTaxSupportInput>, CouncilTaxSupportResult>;

const tax1560 = { annualCouncilTax: 1560 } as const;
const earning = (employment: number) => ({ claimantIncome: { employment } });
const onBenefits = (benefits: number) => ({ claimantIncome: { benefits } });
const SAVINGS_WARNING = 'You may not be eligible for Council Tax Support with savings over £16,000';

export const COUNCIL_TAX_SUPPORT_CASES: Case[] = [
  // 1200 ÷ 52 = 23.0769 → 23.08; 80% = 18.464 → 18.46. Annual 18.46 × 52 = 959.92; monthly 959.92 ÷ 12 = 79.993 → 79.99.
  // 18.46 ÷ 23.08 = 79.98%. Left to pay 23.08 − 18.46 = 4.62; × 52 = 240.24; ÷ 12 = 20.02.
  {
    name: 'defaults: England, £1,200, no income',
    input: {},
    expected: {
      eligibleForSupport: true,
      weeklyCouncilTax: 23.08,
      weeklyReduction: 18.46,
      annualReduction: 959.92,
      monthlyReduction: 79.99,
      percentageReduction: 79.98,
      remainingLiability: { weekly: 4.62, annual: 240.24, monthly: 20.02 },
      applicableAmount: 84.8,
      localSchemeDetails: { maxReduction: 80, minimumPayment: 20 },
      alert: 'You may be eligible for Council Tax Support',
      warnings: [],
    },
    checks: 'spec 001 §9 (weekly = annual ÷ 52, England 80%); DECISIONS.md §2 CTS 1, 3, 5',
  },
  // Scotland 100%: 23.08; × 52 = 1200.16; ÷ 12 = 100.013 → 100.01.
  {
    name: 'Scotland: up to 100%',
    input: { location: { country: 'scotland' } },
    expected: { weeklyReduction: 23.08, annualReduction: 1200.16, monthlyReduction: 100.01, percentageReduction: 100, remainingLiability: { weekly: 0 }, localSchemeDetails: { maxReduction: 100, minimumPayment: 0 } },
    checks: 'spec 001 §9 schemes (Scotland 100%, minimum 0)',
  },
  // Wales, £1,560: 30 a week, 100%: 30; 1560 a year; 130 a month.
  {
    name: 'Wales: up to 100%',
    input: { location: { country: 'wales', ...tax1560 } },
    expected: { weeklyReduction: 30, annualReduction: 1560, monthlyReduction: 130 },
    checks: 'spec 001 §9 schemes (Wales 100%)',
  },
  // 30 less 25% (7.50) = 22.50; 80% = 18.00; × 52 = 936; ÷ 12 = 78.
  {
    name: 'single person discount comes first',
    input: { location: tax1560, property: { hasSinglePersonDiscount: true } },
    expected: { weeklyCouncilTax: 22.5, weeklyReduction: 18, annualReduction: 936, monthlyReduction: 78, discountsApplied: ['Single person discount (25%)'] },
    checks: 'DECISIONS.md §2 CTS 1 (less 25% when ticked); spec 001 §9 single person discount 25%',
  },
  // Earnings 150 − 5 disregard = 145; excess 145 − 84.80 = 60.20; taper 12.04; 24 − 12.04 = 11.96.
  // × 52 = 621.92; ÷ 12 = 51.827 → 51.83.
  {
    name: 'the taper now reduces the award',
    input: { location: tax1560, income: earning(150) },
    expected: { weeklyReduction: 11.96, annualReduction: 621.92, monthlyReduction: 51.83, assessableIncome: 145, excessIncome: 60.2, taperApplied: 12.04 },
    checks: 'DECISIONS.md §2 CTS 3 (main reduction = max(0, tax × max − 20% × excess)); spec 001 §9 disregard 5',
  },
  // Earnings 300 − 5 = 295; excess 210.20; taper 42.04 > 24: 0, not eligible.
  {
    name: 'income too high: not eligible',
    input: { location: tax1560, income: earning(300) },
    expected: {
      eligibleForSupport: false,
      weeklyReduction: 0,
      monthlyReduction: 0,
      taperApplied: 42.04,
      alert: 'Based on your circumstances, you may not be eligible for Council Tax Support',
    },
    checks: 'DECISIONS.md §2 CTS 3, 5; spec 001 §2 results alert',
  },
  // Couple: 200 + 50 = 250 − 10 = 240; excess 240 − 133.30 = 106.70; taper 21.34; 24 − 21.34 = 2.66.
  // × 52 = 138.32; ÷ 12 = 11.527 → 11.53.
  {
    name: 'couple: both incomes, couple disregard',
    input: { location: tax1560, household: { hasPartner: true, partnerAge: 30 }, income: { claimantIncome: { employment: 200 }, partnerIncome: { other: 50 } } },
    expected: { weeklyReduction: 2.66, monthlyReduction: 11.53, applicableAmount: 133.3, assessableIncome: 240 },
    checks: 'spec 001 §9 couple 133.30; disregard 10 with a partner',
  },
  // 84.80 + 2 × 70.80 + 18.85 = 245.25; 300 − 5 = 295; excess 49.75; taper 9.95; 24 − 9.95 = 14.05.
  // × 52 = 730.60; ÷ 12 = 60.883 → 60.88.
  {
    name: 'two children: child allowances and family premium',
    input: { location: tax1560, household: { dependentChildren: 2, childrenAges: [5, 5] }, income: earning(300) },
    expected: { weeklyReduction: 14.05, monthlyReduction: 60.88, applicableAmount: 245.25 },
    checks: 'spec 001 §9 dependent child 70.80, family premium 18.85',
  },
  // 84.80 + 36.20 + 38.85 = 159.85; disregards 5 + 20 + 20 = 45; 200 − 45 = 155 < 159.85: full 24.
  // × 52 = 1248; ÷ 12 = 104.
  {
    name: 'disabled carer in work: premiums and disregards',
    input: { location: tax1560, income: earning(200), circumstances: { hasDisability: true, isCarer: true } },
    expected: { weeklyReduction: 24, monthlyReduction: 104, applicableAmount: 159.85, assessableIncome: 155, excessIncome: 0 },
    checks: 'spec 001 §9 disability and carer premiums; disregards 5 + 20 + 20',
  },
  // 84.80 + 69.40 = 154.20; benefits 150 (no earnings disregard) < 154.20: 24.
  {
    name: 'severe mental impairment: severe disability premium',
    input: { location: tax1560, income: onBenefits(150), circumstances: { isSevereMentalImpairment: true } },
    expected: { weeklyReduction: 24, applicableAmount: 154.2, assessableIncome: 150 },
    checks: 'spec 001 §9 (severe premium if severe mental impairment)',
  },
  // 84.80 + 36.20 = 121; benefits 121: no excess: 24.
  {
    name: 'disability benefits give the disability premium',
    input: { location: tax1560, income: onBenefits(121), circumstances: { receivesDisabilityBenefits: true } },
    expected: { weeklyReduction: 24, applicableAmount: 121 },
    checks: 'spec 001 §9 (disability premium if hasDisability or receivesDisabilityBenefits)',
  },
  // Single 22: 67.20; excess 100 − 67.20 = 32.80; taper 6.56; 24 − 6.56 = 17.44. × 52 = 906.88; ÷ 12 = 75.573 → 75.57.
  {
    name: 'single under 25',
    input: { location: tax1560, household: { claimantAge: 22 }, income: onBenefits(100) },
    expected: { weeklyReduction: 17.44, monthlyReduction: 75.57, applicableAmount: 67.2 },
    checks: 'spec 001 §9 single under 25 67.20',
  },
  // Couple both 17: 67.20; same arithmetic as above: 17.44.
  {
    name: 'couple both under 18',
    input: { location: tax1560, household: { claimantAge: 17, hasPartner: true, partnerAge: 17 }, income: onBenefits(100) },
    expected: { weeklyReduction: 17.44, applicableAmount: 67.2 },
    checks: 'spec 001 §9 couple both under 18 67.20',
  },
  // Couple 17 and 18: not both under 18, so 133.30; 100 < 133.30: 24.
  {
    name: 'couple, one aged 18',
    input: { location: tax1560, household: { claimantAge: 17, hasPartner: true, partnerAge: 18 }, income: onBenefits(100) },
    expected: { weeklyReduction: 24, applicableAmount: 133.3 },
    checks: 'spec 001 §9 couple otherwise 133.30',
  },
  // Savings 7,000: tariff 4; 90 + 4 = 94; excess 9.20; taper 1.84; 24 − 1.84 = 22.16. × 52 = 1152.32; ÷ 12 = 96.027 → 96.03.
  {
    name: 'tariff income from savings',
    input: { location: tax1560, income: onBenefits(90), savings: { totalSavings: 7000 } },
    expected: { weeklyReduction: 22.16, monthlyReduction: 96.03, assessableIncome: 94 },
    checks: 'spec 001 §9 tariff (1 per 250 above 6000, floored)',
  },
  // Savings 15,999: tariff (15999 − 6000) ÷ 250 = 39.996 → 39 < 84.80: 24, no warning.
  {
    name: 'savings 15,999',
    input: { location: tax1560, savings: { totalSavings: 15999 } },
    expected: { weeklyReduction: 24, assessableIncome: 39, warnings: [] },
    checks: 'spec 001 §9 tariff',
  },
  // Savings 16,000: no main reduction and the warning; nobody else in the home, so nothing.
  {
    name: 'savings 16,000: no main reduction',
    input: { location: tax1560, savings: { totalSavings: 16000, hasOver16000: true } },
    expected: { eligibleForSupport: false, weeklyReduction: 0, warnings: [SAVINGS_WARNING] },
    checks: 'DECISIONS.md §2 CTS 3 (16,000 or more); spec 001 §5 warning',
  },
  // Main reduction 0 (income 300 as above); other adult's income 150 < 200: 25% of 30 = 7.50, better.
  // × 52 = 390; ÷ 12 = 32.50.
  {
    name: 'second adult rebate better than the main reduction',
    input: { location: tax1560, income: earning(300), household: { otherAdults: 1, otherAdultsDetails: [{ age: 25, relationship: 'lodger', income: 150 }] } },
    expected: {
      eligibleForSupport: true,
      weeklyReduction: 7.5,
      annualReduction: 390,
      monthlyReduction: 32.5,
      secondAdultRebate: { eligible: true, weeklyAmount: 7.5, betterThanMainCalculation: true },
    },
    checks: 'spec 001 §9 second adult rebate (below 200: 25%); DECISIONS.md §2 CTS 4',
  },
  // Other adults 100 + 99 = 199 < 200: 25% = 7.50.
  {
    name: 'second adult rebate: two adults, 199 in total',
    input: { location: tax1560, income: earning(300), household: { otherAdultsDetails: [{ income: 100 }, { income: 99 }] } },
    expected: { weeklyReduction: 7.5 },
    checks: 'spec 001 §9 (sum of other adults’ income)',
  },
  // 200 is not below 200 but below 260: 15% of 30 = 4.50.
  {
    name: 'second adult rebate: income 200',
    input: { location: tax1560, income: earning(300), household: { otherAdultsDetails: [{ income: 200 }] } },
    expected: { weeklyReduction: 4.5, secondAdultRebate: { weeklyAmount: 4.5 } },
    checks: 'spec 001 §9 (below 260 gives 15)',
  },
  // 260: below 320, 7.5% of 30 = 2.25.
  {
    name: 'second adult rebate: income 260',
    input: { location: tax1560, income: earning(300), household: { otherAdultsDetails: [{ income: 260 }] } },
    expected: { weeklyReduction: 2.25 },
    checks: 'spec 001 §9 (below 320 gives 7.5)',
  },
  // 320: no band; nothing.
  {
    name: 'second adult rebate: income 320',
    input: { location: tax1560, income: earning(300), household: { otherAdultsDetails: [{ income: 320 }] } },
    expected: { eligibleForSupport: false, weeklyReduction: 0, secondAdultRebate: { eligible: false, weeklyAmount: 0 } },
    checks: 'spec 001 §9 second adult rebate bands',
  },
  // Savings 20,000: main 0 with the warning, but the second adult rebate (7.50) still applies.
  {
    name: 'second adult rebate with savings over the limit',
    input: { location: tax1560, savings: { totalSavings: 20000 }, household: { otherAdultsDetails: [{ income: 100 }] } },
    expected: { eligibleForSupport: true, weeklyReduction: 7.5, warnings: [SAVINGS_WARNING] },
    checks: 'DECISIONS.md §2 CTS 3, 4 (the main reduction is 0; the rebate depends on the other adults)',
  },
  // No income: main 24 beats the rebate 7.50.
  {
    name: 'main reduction better than the second adult rebate',
    input: { location: tax1560, household: { otherAdultsDetails: [{ income: 100 }] } },
    expected: { weeklyReduction: 24, secondAdultRebate: { eligible: true, weeklyAmount: 7.5, betterThanMainCalculation: false } },
    checks: 'DECISIONS.md §2 CTS 4 (used when larger)',
  },
  // Whole numbers: 1560.9 → 1560, 150.7 → 150: as the taper case, 11.96.
  {
    name: 'inputs are whole numbers',
    input: { location: { annualCouncilTax: 1560.9 }, income: earning(150.7) },
    expected: { weeklyCouncilTax: 30, weeklyReduction: 11.96 },
    checks: 'spec 001 §5 (whole numbers)',
  },
  // Scotland, earnings 150: 30 − 12.04 = 17.96; × 52 = 933.92; ÷ 12 = 77.827 → 77.83.
  {
    name: 'Scotland with the taper',
    input: { location: { country: 'scotland', ...tax1560 }, income: earning(150) },
    expected: { weeklyReduction: 17.96, monthlyReduction: 77.83 },
    checks: 'spec 001 §9 Scotland 100%, taper 20%',
  },
  // Carer, no earnings: 84.80 + 38.85 = 123.65; 150 − 20 = 130; excess 6.35; taper 1.27; 24 − 1.27 = 22.73.
  // × 52 = 1181.96; ÷ 12 = 98.497 → 98.50.
  {
    name: 'carer disregard applies without earnings, as the spec lists it',
    input: { location: tax1560, income: onBenefits(150), circumstances: { isCarer: true } },
    expected: { weeklyReduction: 22.73, monthlyReduction: 98.5, assessableIncome: 130 },
    checks: 'spec 001 §9 disregards (plus 20 if carer)',
  },
];
