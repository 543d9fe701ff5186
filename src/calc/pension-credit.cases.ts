/**
 * Pension Credit rule cases. Every expected figure is worked out by hand from the rates table
 * (src/calc/rates/) and docs/rules.md "Pension Credit" 1-5 (the arithmetic is in the comment above
 * each case), not by running the code. Inputs give only what differs from the defaults (single,
 * 66, nobody else at home, money 0) and name their tax year.
 *
 * Weekly figures 2024/25 | 2025/26 | 2026/27:
 *   standard minimum guarantee single 218.15 | 227.10 | 238.00, couple 332.95 | 346.60 | 363.25;
 *   severe disability 81.50/163.00 | 82.90/165.80 | 86.05/172.10; carer 45.60 | 46.40 | 48.15;
 *   child 66.29 | 67.42 | 69.98; eldest born before 6 April 2017 76.79 | 78.10 | 81.07;
 *   disabled child lower 35.93 | 36.54 | 37.93, higher 112.21 | 114.12 | 118.46;
 *   savings credit threshold single 189.80 | 198.27 | 208.07, couple 301.22 | 314.34 | 329.75;
 *   maximum savings credit single 17.01 | 17.30 | 17.96, couple 19.04 | 19.36 | 20.10;
 *   Carer's Allowance 81.90 | 83.30 | 86.45; new State Pension 221.20 | 230.25 | 241.30;
 *   basic State Pension 169.50 | 176.45 | 184.90 (GOV.UK rates).
 *   Amount A 60% of qualifying income above the threshold, at most the maximum; amount B 40% of
 *   income above the appropriate minimum guarantee. Tariff income 1 for each 500 or part above
 *   10,000. Earnings disregard 5 single, 10 couple, 20 lone parent, carer, disability or blind.
 *   Without a date of birth: State Pension age reached at 67 or over; reached before 6 April 2016
 *   at (the year's first calendar year − 1950) or over: 74 | 75 | 76. Monthly = weekly × 52 ÷ 12.
 */

import type { PensionCreditInput, PensionCreditPassport, PensionCreditPerson, PensionCreditResult } from './pension-credit';
import type { TaxYear } from './rates';
import type { DeepPartial, RuleCase } from './types';
import { moneyWithPence, msg } from './message';

type Case = RuleCase<DeepPartial<PensionCreditInput>, PensionCreditResult>;

const Y24 = '2024-25';
const Y25 = '2025-26';
const Y26 = '2026-27';

/** A person of this age with this State Pension and whatever else is given. */
const person = (age: number, statePension: number, more: DeepPartial<PensionCreditPerson> = {}): DeepPartial<PensionCreditPerson> => ({ age, statePension, ...more });

/** The hand-worked figures of an award: the appropriate minimum guarantee, income, the two credits, the total and the monthly. */
function figures(
  taxYear: TaxYear,
  appropriateMinimumGuarantee: number,
  income: number,
  guaranteeCredit: number,
  savingsCredit: number,
  weeklyAmount: number,
  monthlyAmount: number,
): DeepPartial<PensionCreditResult> {
  const eligible = weeklyAmount > 0;
  return { taxYear, eligible, reason: eligible ? null : 'income-too-high', appropriateMinimumGuarantee, income, guaranteeCredit, savingsCredit, weeklyAmount, monthlyAmount };
}

/** A household that cannot claim: nothing paid, and why. */
function cannotClaim(taxYear: TaxYear, reason: PensionCreditResult['reason']): DeepPartial<PensionCreditResult> {
  return { taxYear, eligible: false, reason, guaranteeCredit: 0, savingsCredit: 0, weeklyAmount: 0, monthlyAmount: 0, passports: [] };
}

/** What guarantee credit opens, in the order the result lists it. */
const GUARANTEE_PASSPORTS: DeepPartial<PensionCreditPassport>[] = [
  { id: 'housing-benefit' },
  { id: 'council-tax-support' },
  { id: 'cold-weather-payment' },
  { id: 'warm-home-discount' },
  { id: 'nhs-help' },
];

export const PENSION_CREDIT_CASES: Case[] = [
  // ---- 2024/25 ----
  // Single, 80, full basic State Pension 169.50 (GOV.UK's published example). Guarantee 218.15 − 169.50 = 48.65.
  // Savings credit: qualifying income 169.50 is below the 189.80 threshold, so amount A is 0.
  // Monthly 48.65 × 52 ÷ 12 = 210.816… → 210.82. Opens the guarantee credit passports, a free TV licence (80 ≥ 75)
  // and, in 2024/25, the Winter Fuel Payment of 300 (80 or over).
  {
    name: '2024/25 single, 80, full basic State Pension: guarantee credit 48.65',
    input: { taxYear: Y24, claimant: person(80, 169.5) },
    expected: {
      ...figures(Y24, 218.15, 169.5, 48.65, 0, 48.65, 210.82),
      passports: [...GUARANTEE_PASSPORTS, { id: 'tv-licence', amount: 169.5 }, { id: 'winter-fuel-payment', amount: 300, rateId: 'general.winter-fuel-payment.over-80' }],
    },
    checks: 'docs/rules.md Pension Credit 2, 3 and 5; reg 6(1); GOV.UK published example',
  },
  // Single, 70, full new State Pension 221.20, Attendance Allowance, alone, no paid carer: 218.15 + 81.50 = 299.65;
  // 299.65 − 221.20 = 78.45. Reached State Pension age from 2016 (70 < 74): no savings credit. Monthly 78.45 × 52 ÷ 12 = 339.95.
  {
    name: '2024/25 single on the full new State Pension with the severe disability addition',
    input: { taxYear: Y24, claimant: person(70, 221.2, { getsDisabilityBenefit: true }) },
    expected: figures(Y24, 299.65, 221.2, 78.45, 0, 78.45, 339.95),
    checks: 'docs/rules.md Pension Credit 2; Sch I para 1(1)(a)',
  },
  // Couple 80 and 78, both before 2016: State Pension 169.50 + 101.50, other pensions 69.00: income 340.00 > 332.95, no guarantee credit.
  // A = 60% × (340.00 − 301.22 = 38.78) = 23.27, at most 19.04 → 19.04. B = 40% × (340.00 − 332.95 = 7.05) = 2.82.
  // Savings credit 19.04 − 2.82 = 16.22. Monthly 16.22 × 52 ÷ 12 = 70.286… → 70.29. Without guarantee credit it opens the Cold
  // Weather Payment of 25 (any Pension Credit: Cold Weather Payments Regs 1988 reg 1A(2)(a), with no second condition), the TV
  // licence and the Winter Fuel Payment only.
  {
    name: '2024/25 couple over the guarantee, State Pension age before 2016: savings credit only',
    input: { taxYear: Y24, claimant: person(80, 169.5, { otherPensions: 69 }), partner: person(78, 101.5) },
    expected: {
      ...figures(Y24, 332.95, 340, 0, 16.22, 16.22, 70.29),
      passports: [{ id: 'cold-weather-payment', amount: 25 }, { id: 'tv-licence' }, { id: 'winter-fuel-payment', amount: 300 }],
    },
    checks: 'docs/rules.md Pension Credit 4; SPCA s 3; reg 7',
  },
  // The same couple aged 70 and 69 (State Pension age from 2016): no savings credit, income 7.05 above the guarantee.
  {
    name: '2024/25 the same couple, State Pension age from 2016: nothing',
    input: { taxYear: Y24, claimant: person(70, 169.5, { otherPensions: 69 }), partner: person(69, 101.5) },
    expected: { ...figures(Y24, 332.95, 340, 0, 0, 0, 0), incomeAboveGuarantee: 7.05, passports: [] },
    checks: 'docs/rules.md Pension Credit 4; SPCA s 3(1) as amended by the Pensions Act 2014',
  },
  // Couple 70 and 70, only the claimant gets Attendance Allowance, the partner is not blind: no addition.
  // 332.95 − (221.20 + 100.00 = 321.20) = 11.75. Monthly 11.75 × 52 ÷ 12 = 50.916… → 50.92.
  {
    name: '2024/25 couple where only one gets Attendance Allowance: no severe disability addition',
    input: { taxYear: Y24, claimant: person(70, 221.2, { getsDisabilityBenefit: true }), partner: person(70, 100) },
    expected: figures(Y24, 332.95, 321.2, 11.75, 0, 11.75, 50.92),
    checks: 'docs/rules.md Pension Credit 2; Sch I para 1(1)(b) and (c)',
  },
  // Both get it, no other adult, no paid carer: double 163.00. 332.95 + 163.00 = 495.95 − 321.20 = 174.75. Monthly 757.25.
  {
    name: '2024/25 couple where both get Attendance Allowance: the double addition',
    input: { taxYear: Y24, claimant: person(70, 221.2, { getsDisabilityBenefit: true }), partner: person(70, 100, { getsDisabilityBenefit: true }) },
    expected: figures(Y24, 495.95, 321.2, 174.75, 0, 174.75, 757.25),
    checks: 'docs/rules.md Pension Credit 2; reg 6(5)(b); Sch I para 1(1)(b)',
  },
  // Single, 68, State Pension 50.00, paid Carer's Allowance 81.90: 218.15 + 45.60 = 263.75; income 50.00 + 81.90 = 131.90;
  // 263.75 − 131.90 = 131.85. Monthly 131.85 × 52 ÷ 12 = 571.35.
  {
    name: '2024/25 carer on Carer’s Allowance: the addition kept, the allowance counted',
    input: { taxYear: Y24, claimant: person(68, 50, { getsCarersAllowance: true }) },
    expected: figures(Y24, 263.75, 131.9, 131.85, 0, 131.85, 571.35),
    checks: 'docs/rules.md Pension Credit 2 and 3; reg 6(8); Sch I para 4',
  },
  // Single, 72, State Pension 200.00, savings 16,000: (16,000 − 10,000) ÷ 500 = 12 → 12.00 a week. Income 212.00;
  // 218.15 − 212.00 = 6.15. Monthly 6.15 × 52 ÷ 12 = 26.65.
  {
    name: '2024/25 savings of 16,000: 12 a week, no upper limit',
    input: { taxYear: Y24, claimant: person(72, 200), savings: 16000 },
    expected: figures(Y24, 218.15, 212, 6.15, 0, 6.15, 26.65),
    checks: 'docs/rules.md Pension Credit 3; reg 15(6)',
  },
  // Single, 67, State Pension 180.00, earnings 30.00 less 5 = 25.00: income 205.00; 218.15 − 205.00 = 13.15.
  // Monthly 13.15 × 52 ÷ 12 = 56.983… → 56.98.
  {
    name: '2024/25 earnings with the 5 disregard',
    input: { taxYear: Y24, claimant: person(67, 180, { earnings: 30 }) },
    expected: figures(Y24, 218.15, 205, 13.15, 0, 13.15, 56.98),
    checks: 'docs/rules.md Pension Credit 3; Sch VI',
  },
  // The same with Attendance Allowance and another adult at home (so no severe disability addition): disregard 20,
  // income 180.00 + 10.00 = 190.00; 218.15 − 190.00 = 28.15. Monthly 28.15 × 52 ÷ 12 = 121.983… → 121.98.
  {
    name: '2024/25 earnings with the 20 disregard (a disability benefit)',
    input: { taxYear: Y24, claimant: person(67, 180, { earnings: 30, getsDisabilityBenefit: true }), otherAdults: 1 },
    expected: figures(Y24, 218.15, 190, 28.15, 0, 28.15, 121.98),
    checks: 'docs/rules.md Pension Credit 3; Sch VI para 4; Sch I para 1(1)(a)(ii)',
  },
  // Claimant 70 (State Pension 221.20), partner 60: a mixed-age couple, sent to Universal Credit.
  {
    name: '2024/25 mixed-age couple: Universal Credit instead',
    input: { taxYear: Y24, claimant: person(70, 221.2), partner: person(60, 0) },
    expected: cannotClaim(Y24, 'mixed-age-couple'),
    checks: 'docs/rules.md Pension Credit 1; SPCA s 4(1A)',
  },
  // The same couple entitled since before 15 May 2019: a couple's guarantee 332.95 − 221.20 = 111.75. Monthly 484.25.
  {
    name: '2024/25 mixed-age couple entitled since before May 2019',
    input: { taxYear: Y24, claimant: person(70, 221.2), partner: person(60, 0), entitledBeforeMay2019: true },
    expected: figures(Y24, 332.95, 221.2, 111.75, 0, 111.75, 484.25),
    checks: 'docs/rules.md Pension Credit 1; SPCA s 4(1A) and the 2019 transitional provision',
  },
  // Single 70 (State Pension 221.20) with three children, the eldest born before 6 April 2017, one disabled (lower):
  // 218.15 + 76.79 + 2 × 66.29 + 35.93 = 463.45; 463.45 − 221.20 = 242.25. Monthly 242.25 × 52 ÷ 12 = 1,049.75.
  {
    name: '2024/25 three children, no limit, the eldest born before April 2017',
    input: {
      taxYear: Y24,
      claimant: person(70, 221.2),
      children: [{ age: 12, bornBeforeApril2017: true }, { age: 7, disabilityRate: 'lower' }, { age: 5 }],
    },
    expected: figures(Y24, 463.45, 221.2, 242.25, 0, 242.25, 1049.75),
    checks: 'docs/rules.md Pension Credit 2; Sch IIA paras 9 and 10',
  },
  // Long leaseholder, 70, State Pension 221.20, service charges and ground rent 30.00: 248.15 − 221.20 = 26.95.
  // Monthly 26.95 × 52 ÷ 12 = 116.783… → 116.78.
  {
    name: '2024/25 long leaseholder’s service charges',
    input: { taxYear: Y24, claimant: person(70, 221.2), housingCostsWeekly: 30 },
    expected: figures(Y24, 248.15, 221.2, 26.95, 0, 26.95, 116.78),
    checks: 'docs/rules.md Pension Credit 2; reg 6(6)(c); Sch II',
  },
  // Long leaseholder, 70, State Pension 221.20, service charges 120.00; her son works 16 hours or more for 300.00 a week gross:
  // band 3 (256.00 to 333.99), 60.95 off the housing costs (Sch II para 14): 120.00 − 60.95 = 59.05.
  // 218.15 + 59.05 = 277.20 − 221.20 = 56.00. Monthly 56.00 × 52 ÷ 12 = 242.666… → 242.67.
  {
    name: '2024/25 service charges less a working son’s deduction',
    input: { taxYear: Y24, claimant: person(70, 221.2), otherAdults: 1, otherAdultsWorkIncome: [300], housingCostsWeekly: 120 },
    expected: figures(Y24, 277.2, 221.2, 56, 0, 56, 242.67),
    checks: 'docs/rules.md Pension Credit 2; Sch II para 14(2)',
  },
  // Single 80, basic State Pension 169.50 + other pension 40.00 = 209.50: guarantee 218.15 − 209.50 = 8.65;
  // A = 60% × (209.50 − 189.80 = 19.70) = 11.82 (below 17.01); B = 0 (income below the guarantee). Total 20.47.
  // Monthly 20.47 × 52 ÷ 12 = 88.703… → 88.70.
  {
    name: '2024/25 single, before 2016: guarantee and savings credit together',
    input: { taxYear: Y24, claimant: person(80, 169.5, { otherPensions: 40 }) },
    expected: figures(Y24, 218.15, 209.5, 8.65, 11.82, 20.47, 88.7),
    checks: 'docs/rules.md Pension Credit 3 and 4; SPCA ss 2 and 3',
  },
  // Date of birth 1 February 1958: 66 on 1 February 2024 (Pensions Act 1995 Sch 4 para 1(6)), so reached by
  // 6 April 2024 although the age given (65) would say not. State Pension 150.00: 218.15 − 150.00 = 68.15.
  // Monthly 68.15 × 52 ÷ 12 = 295.316… → 295.32.
  {
    name: '2024/25 the date of birth decides State Pension age (66 on 1 February 2024)',
    input: { taxYear: Y24, checkDate: '2024-04-06', claimant: person(65, 150, { dateOfBirth: '1958-02-01' }) },
    expected: figures(Y24, 218.15, 150, 68.15, 0, 68.15, 295.32),
    checks: 'docs/rules.md Pension Credit 1; Pensions Act 1995 Sch 4 para 1',
  },

  // ---- 2025/26 ----
  // Single, 80, full basic State Pension 176.45: 227.10 − 176.45 = 50.65; 176.45 < 198.27, no savings credit.
  // Monthly 50.65 × 52 ÷ 12 = 219.483… → 219.48. No Winter Fuel Payment passport: from 2025/26 it does not need Pension Credit.
  {
    name: '2025/26 single, 80, full basic State Pension',
    input: { taxYear: Y25, claimant: person(80, 176.45) },
    expected: { ...figures(Y25, 227.1, 176.45, 50.65, 0, 50.65, 219.48), passports: [...GUARANTEE_PASSPORTS, { id: 'tv-licence', amount: 174.5 }] },
    checks: 'docs/rules.md Pension Credit 2 and 5; reg 6(1)',
  },
  // Single, 70, new State Pension 230.25, severe disability: 227.10 + 82.90 = 310.00 − 230.25 = 79.75.
  // Monthly 79.75 × 52 ÷ 12 = 345.583… → 345.58.
  {
    name: '2025/26 single on the full new State Pension with the severe disability addition',
    input: { taxYear: Y25, claimant: person(70, 230.25, { getsDisabilityBenefit: true }) },
    expected: figures(Y25, 310, 230.25, 79.75, 0, 79.75, 345.58),
    checks: 'docs/rules.md Pension Credit 2; Sch I para 1(1)(a)',
  },
  // Couple 80 and 78, before 2016: 176.45 + 108.55 + other 70.00 = 355.00 > 346.60. A = 60% × (355.00 − 314.34 = 40.66)
  // = 24.40 → max 19.36; B = 40% × (355.00 − 346.60 = 8.40) = 3.36; savings credit 16.00. Monthly 16.00 × 52 ÷ 12 = 69.33.
  {
    name: '2025/26 couple over the guarantee, State Pension age before 2016: savings credit only',
    input: { taxYear: Y25, claimant: person(80, 176.45, { otherPensions: 70 }), partner: person(78, 108.55) },
    expected: figures(Y25, 346.6, 355, 0, 16, 16, 69.33),
    checks: 'docs/rules.md Pension Credit 4; SPCA s 3; reg 7',
  },
  // The same couple aged 70 and 69: nothing, income 8.40 above the guarantee.
  {
    name: '2025/26 the same couple, State Pension age from 2016: nothing',
    input: { taxYear: Y25, claimant: person(70, 176.45, { otherPensions: 70 }), partner: person(69, 108.55) },
    expected: { ...figures(Y25, 346.6, 355, 0, 0, 0, 0), incomeAboveGuarantee: 8.4 },
    checks: 'docs/rules.md Pension Credit 4; SPCA s 3(1)',
  },
  // One of a couple (not blind partner) gets Attendance Allowance: 346.60 − (230.25 + 100.00 = 330.25) = 16.35. Monthly 70.85.
  {
    name: '2025/26 couple where only one gets Attendance Allowance: no severe disability addition',
    input: { taxYear: Y25, claimant: person(70, 230.25, { getsDisabilityBenefit: true }), partner: person(70, 100) },
    expected: figures(Y25, 346.6, 330.25, 16.35, 0, 16.35, 70.85),
    checks: 'docs/rules.md Pension Credit 2; Sch I para 1(1)(b)',
  },
  // Both: 346.60 + 165.80 = 512.40 − 330.25 = 182.15. Monthly 182.15 × 52 ÷ 12 = 789.316… → 789.32.
  {
    name: '2025/26 couple where both get Attendance Allowance: the double addition',
    input: { taxYear: Y25, claimant: person(70, 230.25, { getsDisabilityBenefit: true }), partner: person(70, 100, { getsDisabilityBenefit: true }) },
    expected: figures(Y25, 512.4, 330.25, 182.15, 0, 182.15, 789.32),
    checks: 'docs/rules.md Pension Credit 2; reg 6(5)(b)',
  },
  // Carer, 68, State Pension 50.00, Carer's Allowance 83.30: 227.10 + 46.40 = 273.50 − 133.30 = 140.20.
  // Monthly 140.20 × 52 ÷ 12 = 607.533… → 607.53.
  {
    name: '2025/26 carer on Carer’s Allowance: the addition kept, the allowance counted',
    input: { taxYear: Y25, claimant: person(68, 50, { getsCarersAllowance: true }) },
    expected: figures(Y25, 273.5, 133.3, 140.2, 0, 140.2, 607.53),
    checks: 'docs/rules.md Pension Credit 2 and 3; Sch I para 4',
  },
  // Savings 16,000 → 12.00; 200.00 + 12.00 = 212.00; 227.10 − 212.00 = 15.10. Monthly 15.10 × 52 ÷ 12 = 65.433… → 65.43.
  {
    name: '2025/26 savings of 16,000: 12 a week',
    input: { taxYear: Y25, claimant: person(72, 200), savings: 16000 },
    expected: figures(Y25, 227.1, 212, 15.1, 0, 15.1, 65.43),
    checks: 'docs/rules.md Pension Credit 3; reg 15(6)',
  },
  // Earnings 30.00 less 5: 180.00 + 25.00 = 205.00; 227.10 − 205.00 = 22.10. Monthly 22.10 × 52 ÷ 12 = 95.766… → 95.77.
  {
    name: '2025/26 earnings with the 5 disregard',
    input: { taxYear: Y25, claimant: person(67, 180, { earnings: 30 }) },
    expected: figures(Y25, 227.1, 205, 22.1, 0, 22.1, 95.77),
    checks: 'docs/rules.md Pension Credit 3; Sch VI',
  },
  // A lone parent (single with a child born after April 2017): disregard 20. 227.10 + 67.42 = 294.52;
  // income 180.00 + 10.00 = 190.00; 294.52 − 190.00 = 104.52. Monthly 104.52 × 52 ÷ 12 = 452.92.
  {
    name: '2025/26 earnings with the 20 disregard (a lone parent)',
    input: { taxYear: Y25, claimant: person(67, 180, { earnings: 30 }), children: [{ age: 6 }] },
    expected: figures(Y25, 294.52, 190, 104.52, 0, 104.52, 452.92),
    checks: 'docs/rules.md Pension Credit 3; Sch VI para 1; Sch IIA para 9',
  },
  // Mixed-age couple: Universal Credit.
  {
    name: '2025/26 mixed-age couple: Universal Credit instead',
    input: { taxYear: Y25, claimant: person(70, 230.25), partner: person(55, 0) },
    expected: cannotClaim(Y25, 'mixed-age-couple'),
    checks: 'docs/rules.md Pension Credit 1; SPCA s 4(1A)',
  },
  // Entitled since before May 2019: 346.60 − 230.25 = 116.35. Monthly 116.35 × 52 ÷ 12 = 504.183… → 504.18.
  {
    name: '2025/26 mixed-age couple entitled since before May 2019',
    input: { taxYear: Y25, claimant: person(70, 230.25), partner: person(55, 0), entitledBeforeMay2019: true },
    expected: figures(Y25, 346.6, 230.25, 116.35, 0, 116.35, 504.18),
    checks: 'docs/rules.md Pension Credit 1; SPCA s 4(1A)',
  },
  // Three children: 227.10 + 78.10 + 2 × 67.42 + 36.54 = 476.58 − 230.25 = 246.33. Monthly 246.33 × 52 ÷ 12 = 1,067.43.
  {
    name: '2025/26 three children, no limit, the eldest born before April 2017',
    input: {
      taxYear: Y25,
      claimant: person(70, 230.25),
      children: [{ age: 12, bornBeforeApril2017: true }, { age: 7, disabilityRate: 'lower' }, { age: 5 }],
    },
    expected: figures(Y25, 476.58, 230.25, 246.33, 0, 246.33, 1067.43),
    checks: 'docs/rules.md Pension Credit 2; Sch IIA paras 9 and 10',
  },
  // Service charges 30.00: 257.10 − 230.25 = 26.85. Monthly 26.85 × 52 ÷ 12 = 116.35.
  {
    name: '2025/26 long leaseholder’s service charges',
    input: { taxYear: Y25, claimant: person(70, 230.25), housingCostsWeekly: 30 },
    expected: figures(Y25, 257.1, 230.25, 26.85, 0, 26.85, 116.35),
    checks: 'docs/rules.md Pension Credit 2; Sch II',
  },
  // Single 80, 176.45 + 40.00 = 216.45: guarantee 227.10 − 216.45 = 10.65; A = 60% × (216.45 − 198.27 = 18.18) = 10.908 → 10.91;
  // B = 0. Total 21.56. Monthly 21.56 × 52 ÷ 12 = 93.426… → 93.43.
  {
    name: '2025/26 single, before 2016: guarantee and savings credit together',
    input: { taxYear: Y25, claimant: person(80, 176.45, { otherPensions: 40 }) },
    expected: figures(Y25, 227.1, 216.45, 10.65, 10.91, 21.56, 93.43),
    checks: 'docs/rules.md Pension Credit 3 and 4',
  },
  // Born 10 September 1960 (66 and 6 months, on 10 March 2027): not reached on 6 April 2025, whatever the answer says.
  {
    name: '2025/26 the date of birth decides State Pension age (not until 10 March 2027)',
    input: { taxYear: Y25, checkDate: '2025-04-06', claimant: person(66, 0, { dateOfBirth: '1960-09-10', reachedStatePensionAge: true }) },
    expected: cannotClaim(Y25, 'under-state-pension-age'),
    checks: 'docs/rules.md Pension Credit 1; Pensions Act 2014 s 26',
  },

  // ---- 2026/27 ----
  // Single, 80, full basic State Pension 184.90: 238.00 − 184.90 = 53.10 (GOV.UK's published example).
  // 184.90 < 208.07: no savings credit. Monthly 53.10 × 52 ÷ 12 = 230.10.
  {
    name: '2026/27 single, 80, full basic State Pension: guarantee credit 53.10',
    input: { taxYear: Y26, claimant: person(80, 184.9) },
    expected: { ...figures(Y26, 238, 184.9, 53.1, 0, 53.1, 230.1), passports: [...GUARANTEE_PASSPORTS, { id: 'tv-licence', amount: 180 }] },
    checks: 'docs/rules.md Pension Credit 2 and 5; GOV.UK published example',
  },
  // Single, 70, new State Pension 241.30, severe disability: 238.00 + 86.05 = 324.05 − 241.30 = 82.75 (published).
  // Monthly 82.75 × 52 ÷ 12 = 358.583… → 358.58.
  {
    name: '2026/27 single on the full new State Pension with the severe disability addition: 82.75',
    input: { taxYear: Y26, claimant: person(70, 241.3, { getsDisabilityBenefit: true }) },
    expected: figures(Y26, 324.05, 241.3, 82.75, 0, 82.75, 358.58),
    checks: 'docs/rules.md Pension Credit 2; Sch I para 1(1)(a); published example',
  },
  // The same, but someone is paid Carer's Allowance for looking after them: no addition; 238.00 < 241.30, nothing.
  {
    name: '2026/27 single with a paid carer: no severe disability addition',
    input: { taxYear: Y26, claimant: person(70, 241.3, { getsDisabilityBenefit: true, someoneGetsCarersAllowanceForCaringForThem: true }) },
    expected: { ...figures(Y26, 238, 241.3, 0, 0, 0, 0), incomeAboveGuarantee: 3.3 },
    checks: 'docs/rules.md Pension Credit 2; Sch I para 1(1)(a)(iii)',
  },
  // Couple 80 and 78, before 2016: 184.90 + 115.10 + other 70.00 = 370.00 > 363.25. A = 60% × (370.00 − 329.75 = 40.25)
  // = 24.15 → max 20.10; B = 40% × 6.75 = 2.70; savings credit 17.40. Monthly 17.40 × 52 ÷ 12 = 75.40. Opens the Cold Weather
  // Payment of 25 (any Pension Credit, reg 1A(2)(a)) and the TV licence.
  {
    name: '2026/27 couple over the guarantee, State Pension age before 2016: savings credit only',
    input: { taxYear: Y26, claimant: person(80, 184.9, { otherPensions: 70 }), partner: person(78, 115.1) },
    expected: { ...figures(Y26, 363.25, 370, 0, 17.4, 17.4, 75.4), passports: [{ id: 'cold-weather-payment', amount: 25 }, { id: 'tv-licence' }] },
    checks: 'docs/rules.md Pension Credit 4; SPCA s 3; reg 7',
  },
  // The same couple aged 70 and 69: nothing, 6.75 above the guarantee; the double severe disability addition (172.10),
  // the carer addition (48.15) or a child (69.98) would each give an award.
  {
    name: '2026/27 the same couple, State Pension age from 2016: nothing, and what could change it',
    input: { taxYear: Y26, claimant: person(70, 184.9, { otherPensions: 70 }), partner: person(69, 115.1) },
    expected: {
      ...figures(Y26, 363.25, 370, 0, 0, 0, 0),
      incomeAboveGuarantee: 6.75,
      whatCouldChange: [
        msg('pc.change.severeBoth', { amount: moneyWithPence(17210) }),
        msg('pc.change.carer', { amount: moneyWithPence(4815) }),
        msg('pc.change.child', { amount: moneyWithPence(6998) }),
      ],
    },
    checks: 'docs/rules.md Pension Credit 4 and 5; SPCA s 3(1)',
  },
  // One of a couple (partner not blind) gets Attendance Allowance: 363.25 − (241.30 + 100.00 = 341.30) = 21.95.
  // Monthly 21.95 × 52 ÷ 12 = 95.116… → 95.12.
  {
    name: '2026/27 couple where only one gets Attendance Allowance: no severe disability addition',
    input: { taxYear: Y26, claimant: person(70, 241.3, { getsDisabilityBenefit: true }), partner: person(70, 100) },
    expected: figures(Y26, 363.25, 341.3, 21.95, 0, 21.95, 95.12),
    checks: 'docs/rules.md Pension Credit 2; Sch I para 1(1)(b)',
  },
  // One gets it and the other is registered blind: the single amount 86.05. 363.25 + 86.05 = 449.30 − 341.30 = 108.00. Monthly 468.00.
  {
    name: '2026/27 couple where one gets Attendance Allowance and the other is blind: the single addition',
    input: { taxYear: Y26, claimant: person(70, 241.3, { getsDisabilityBenefit: true }), partner: person(70, 100, { isRegisteredBlind: true }) },
    expected: figures(Y26, 449.3, 341.3, 108, 0, 108, 468),
    checks: 'docs/rules.md Pension Credit 2; Sch I para 1(1)(c)',
  },
  // Both get it: 363.25 + 172.10 = 535.35 − 341.30 = 194.05. Monthly 194.05 × 52 ÷ 12 = 840.883… → 840.88.
  {
    name: '2026/27 couple where both get Attendance Allowance: the double addition',
    input: { taxYear: Y26, claimant: person(70, 241.3, { getsDisabilityBenefit: true }), partner: person(70, 100, { getsDisabilityBenefit: true }) },
    expected: figures(Y26, 535.35, 341.3, 194.05, 0, 194.05, 840.88),
    checks: 'docs/rules.md Pension Credit 2; reg 6(5)(b)',
  },
  // Both get it, someone is paid Carer's Allowance for one: the single amount. 449.30 − 341.30 = 108.00.
  {
    name: '2026/27 couple where both get Attendance Allowance and one has a paid carer: the single addition',
    input: {
      taxYear: Y26,
      claimant: person(70, 241.3, { getsDisabilityBenefit: true }),
      partner: person(70, 100, { getsDisabilityBenefit: true, someoneGetsCarersAllowanceForCaringForThem: true }),
    },
    expected: figures(Y26, 449.3, 341.3, 108, 0, 108, 468),
    checks: 'docs/rules.md Pension Credit 2; reg 6(5)(a); Sch I para 1(1)(b)',
  },
  // Carer, 68, State Pension 50.00, Carer's Allowance 86.45: 238.00 + 48.15 = 286.15 − 136.45 = 149.70. Monthly 648.70.
  {
    name: '2026/27 carer on Carer’s Allowance: the addition kept, the allowance counted',
    input: { taxYear: Y26, claimant: person(68, 50, { getsCarersAllowance: true }) },
    expected: figures(Y26, 286.15, 136.45, 149.7, 0, 149.7, 648.7),
    checks: 'docs/rules.md Pension Credit 2 and 3; Sch I para 4',
  },
  // Entitled to Carer's Allowance but not paid it (State Pension 184.90 is more): the addition, no allowance counted.
  // 286.15 − 184.90 = 101.25. Monthly 101.25 × 52 ÷ 12 = 438.75.
  {
    name: '2026/27 carer with the underlying entitlement only: the addition, no allowance counted',
    input: { taxYear: Y26, claimant: person(72, 184.9, { carersAllowanceUnderlyingOnly: true }) },
    expected: figures(Y26, 286.15, 184.9, 101.25, 0, 101.25, 438.75),
    checks: 'docs/rules.md Pension Credit 2; Sch I para 4',
  },
  // Savings 16,000 → 12.00: 238.00 − 212.00 = 26.00. Monthly 26.00 × 52 ÷ 12 = 112.666… → 112.67.
  {
    name: '2026/27 savings of 16,000: 12 a week',
    input: { taxYear: Y26, claimant: person(72, 200), savings: 16000 },
    expected: figures(Y26, 238, 212, 26, 0, 26, 112.67),
    checks: 'docs/rules.md Pension Credit 3; reg 15(6)',
  },
  // Savings 10,000.01: a part of 500 counts as a whole one, 1.00. 238.00 − 201.00 = 37.00. Monthly 160.33.
  {
    name: '2026/27 savings a penny above 10,000: 1 a week',
    input: { taxYear: Y26, claimant: person(72, 200), savings: 10000.01 },
    expected: figures(Y26, 238, 201, 37, 0, 37, 160.33),
    checks: 'docs/rules.md Pension Credit 3; reg 15(6) "or part"',
  },
  // Earnings 30.00 less 5: 205.00; 238.00 − 205.00 = 33.00. Monthly 143.00.
  {
    name: '2026/27 earnings with the 5 disregard',
    input: { taxYear: Y26, claimant: person(67, 180, { earnings: 30 }) },
    expected: figures(Y26, 238, 205, 33, 0, 33, 143),
    checks: 'docs/rules.md Pension Credit 3; Sch VI',
  },
  // Attendance Allowance, another adult at home: disregard 20, 190.00; 238.00 − 190.00 = 48.00. Monthly 208.00.
  {
    name: '2026/27 earnings with the 20 disregard (a disability benefit)',
    input: { taxYear: Y26, claimant: person(67, 180, { earnings: 30, getsDisabilityBenefit: true }), otherAdults: 1 },
    expected: figures(Y26, 238, 190, 48, 0, 48, 208),
    checks: 'docs/rules.md Pension Credit 3; Sch VI para 4',
  },
  // A part-time firefighter (Sch VI para 2): 20 of the earnings ignored, 30.00 − 20.00 + 180.00 = 190.00; 238.00 − 190.00 = 48.00.
  // Monthly 48.00 × 52 ÷ 12 = 208.00.
  {
    name: '2026/27 earnings as a part-time firefighter: the 20 disregard',
    input: { taxYear: Y26, claimant: person(67, 180, { earnings: 30, specialOccupationEarnings: true }) },
    expected: {
      ...figures(Y26, 238, 190, 48, 0, 48, 208),
      breakdown: {
        income: [
          {},
          {},
          { name: msg('pc.line.earnings'), amount: 30 },
          { name: msg('pc.line.earningsDisregard'), amount: 20, rateId: 'pension-credit.earnings-disregard.higher' },
          {},
          {},
        ],
      },
    },
    checks: 'docs/rules.md Pension Credit 3; Sch VI para 2',
  },
  // A disability benefit and a part-time firefighter: still £20 in all, not £40 (Sch VI para 5). Another adult at home, so no
  // severe disability addition: 238.00; income 180.00 + 30.00 − 20.00 = 190.00; 238.00 − 190.00 = 48.00; monthly 208.00.
  {
    name: '2026/27 a disability benefit and a part-time firefighter: 20 in all',
    input: { taxYear: Y26, claimant: person(67, 180, { earnings: 30, getsDisabilityBenefit: true, specialOccupationEarnings: true }), otherAdults: 1 },
    expected: figures(Y26, 238, 190, 48, 0, 48, 208),
    checks: 'docs/rules.md Pension Credit 3; Sch VI paras 2, 4 and 5',
  },
  // The firefighter answer without earnings changes nothing: income 180.00; 238.00 − 180.00 = 58.00; monthly 58 × 52 ÷ 12 = 251.333 → 251.33.
  {
    name: '2026/27 a part-time firefighter with no earnings: nothing to ignore',
    input: { taxYear: Y26, claimant: person(67, 180, { specialOccupationEarnings: true }) },
    expected: figures(Y26, 238, 180, 58, 0, 58, 251.33),
    checks: 'docs/rules.md Pension Credit 3; Sch VI para 2',
  },
  // Couple 67 and 68, State Pension 150.00 each; you earn 30.00, your partner 12.00 as lifeboat crew: 12.00 ignored (para 2)
  // and 8.00 of your earnings (para 2A: 20 in all). Income 300.00 + 42.00 − 20.00 = 322.00; 363.25 − 322.00 = 41.25.
  // Monthly 41.25 × 52 ÷ 12 = 178.75.
  {
    name: '2026/27 couple, the partner part-time lifeboat crew: 20 of the earnings together',
    input: { taxYear: Y26, claimant: person(67, 150, { earnings: 30 }), partner: person(68, 150, { earnings: 12, specialOccupationEarnings: true }) },
    expected: figures(Y26, 363.25, 322, 41.25, 0, 41.25, 178.75),
    checks: 'docs/rules.md Pension Credit 3; Sch VI paras 2 and 2A',
  },
  // The same couple without the lifeboat work: the couple's 10. Income 300.00 + 42.00 − 10.00 = 332.00; 363.25 − 332.00 = 31.25;
  // monthly 31.25 × 52 ÷ 12 = 135.4167 → 135.42.
  {
    name: '2026/27 couple with earnings: the 10 disregard',
    input: { taxYear: Y26, claimant: person(67, 150, { earnings: 30 }), partner: person(68, 150, { earnings: 12 }) },
    expected: figures(Y26, 363.25, 332, 31.25, 0, 31.25, 135.42),
    checks: 'docs/rules.md Pension Credit 3; Sch VI',
  },
  // War disablement pension 50.00 a week: the first 10.00 ignored (Sch IV para 1), 40.00 counts. Income 180.00 + 40.00 = 220.00;
  // 238.00 − 220.00 = 18.00; monthly 18 × 52 ÷ 12 = 78.00.
  {
    name: '2026/27 a war pension: the first 10 ignored',
    input: { taxYear: Y26, claimant: person(67, 180, { warPension: 50 }) },
    expected: {
      ...figures(Y26, 238, 220, 18, 0, 18, 78),
      breakdown: {
        income: [
          {},
          {},
          {},
          {},
          { name: msg('pc.line.warPensions'), amount: 50 },
          { name: msg('pc.line.warPensionDisregard'), amount: 10, rateId: 'pension-credit.war-pension-disregard' },
          {},
          {},
        ],
      },
    },
    checks: 'docs/rules.md Pension Credit 3; Sch IV para 1',
  },
  // A war widow's pension of 6.00: all of it within the 10 ignored. Income 180.00; 238.00 − 180.00 = 58.00; monthly 251.33.
  {
    name: '2026/27 a war pension below 10: none of it counts',
    input: { taxYear: Y26, claimant: person(67, 180, { warPension: 6 }) },
    expected: figures(Y26, 238, 180, 58, 0, 58, 251.33),
    checks: 'docs/rules.md Pension Credit 3; Sch IV para 1',
  },
  // Couple 67 and 68, State Pension 150.00 each, war pensions 20.00 and 15.00: 10.00 of each ignored, 10.00 + 5.00 = 15.00 count.
  // Income 315.00; 363.25 − 315.00 = 48.25; monthly 48.25 × 52 ÷ 12 = 209.0833 → 209.08.
  {
    name: '2026/27 couple with a war pension each: 10 of each ignored',
    input: { taxYear: Y26, claimant: person(67, 150, { warPension: 20 }), partner: person(68, 150, { warPension: 15 }) },
    expected: figures(Y26, 363.25, 315, 48.25, 0, 48.25, 209.08),
    checks: 'docs/rules.md Pension Credit 3; Sch IV para 1 (reg 14: each partner)',
  },
  // Couple, 67 and 68, State Pension 241.30 + 150.00, earnings 8.00 of the partner: the couple's 10 is more than the 8 earned,
  // so all 8 are ignored. Income 391.30; 363.25 < 391.30: nothing, 28.05 above.
  {
    name: '2026/27 couple with earnings below the 10 disregard',
    input: { taxYear: Y26, claimant: person(67, 241.3), partner: person(68, 150, { earnings: 8 }) },
    expected: { ...figures(Y26, 363.25, 391.3, 0, 0, 0, 0), incomeAboveGuarantee: 28.05 },
    checks: 'docs/rules.md Pension Credit 3; Sch VI',
  },
  // Mixed-age couple: Universal Credit.
  {
    name: '2026/27 mixed-age couple: Universal Credit instead',
    input: { taxYear: Y26, claimant: person(70, 241.3), partner: person(60, 0) },
    expected: cannotClaim(Y26, 'mixed-age-couple'),
    checks: 'docs/rules.md Pension Credit 1; SPCA s 4(1A)',
  },
  // Entitled since before May 2019: 363.25 − 241.30 = 121.95. Monthly 121.95 × 52 ÷ 12 = 528.45.
  {
    name: '2026/27 mixed-age couple entitled since before May 2019',
    input: { taxYear: Y26, claimant: person(70, 241.3), partner: person(60, 0), entitledBeforeMay2019: true },
    expected: figures(Y26, 363.25, 241.3, 121.95, 0, 121.95, 528.45),
    checks: 'docs/rules.md Pension Credit 1; SPCA s 4(1A)',
  },
  // Three children: 238.00 + 81.07 + 2 × 69.98 + 37.93 = 496.96 − 241.30 = 255.66. Monthly 255.66 × 52 ÷ 12 = 1,107.86.
  {
    name: '2026/27 three children, no limit, the eldest born before April 2017',
    input: {
      taxYear: Y26,
      claimant: person(70, 241.3),
      children: [{ age: 12, bornBeforeApril2017: true }, { age: 7, disabilityRate: 'lower' }, { age: 5 }],
    },
    expected: figures(Y26, 496.96, 241.3, 255.66, 0, 255.66, 1107.86),
    checks: 'docs/rules.md Pension Credit 2; Sch IIA paras 9 and 10',
  },
  // Two children born after April 2017, one disabled (higher): 238.00 + 2 × 69.98 + 118.46 = 496.42 − 241.30 = 255.12.
  // Monthly 255.12 × 52 ÷ 12 = 1,105.52.
  {
    name: '2026/27 two children born after April 2017, one disabled (higher)',
    input: { taxYear: Y26, claimant: person(70, 241.3), children: [{ age: 8, disabilityRate: 'higher' }, { age: 6 }] },
    expected: figures(Y26, 496.42, 241.3, 255.12, 0, 255.12, 1105.52),
    checks: 'docs/rules.md Pension Credit 2; Sch IIA para 9',
  },
  // The same two children in Scotland: the award as above, and Scottish Child Payment beside it for both (under 16):
  // 2 × 28.20 = 56.40 a week (SSI 2020/351 regs 14, 20; docs/rules.md "Scotland" 4).
  {
    name: '2026/27 Scotland, two children under 16 with Pension Credit: Scottish Child Payment beside the award',
    input: { taxYear: Y26, location: 'scotland', claimant: person(70, 241.3), children: [{ age: 8, disabilityRate: 'higher' }, { age: 6 }] },
    expected: { ...figures(Y26, 496.42, 241.3, 255.12, 0, 255.12, 1105.52), besideAward: [{ id: 'scottish-child-payment', amount: 56.4 }] },
    checks: 'docs/rules.md "Scotland" 4',
  },
  // 2024/25 Scotland, 70 with a State Pension of 100.00 (well below the guarantee of 218.15 alone, so an award), a child of 17
  // (not under 16) and one of 10: Scottish Child Payment for the one under 16, 26.70 a week.
  {
    name: '2024/25 Scotland, children of 17 and 10 with Pension Credit: Scottish Child Payment for the child under 16',
    input: { taxYear: '2024-25', location: 'scotland', claimant: person(70, 100), children: [{ age: 17 }, { age: 10 }] },
    expected: { eligible: true, besideAward: [{ id: 'scottish-child-payment', amount: 26.7 }] },
    checks: 'docs/rules.md "Scotland" 4',
  },
  // 2026/27 Scotland, 70 with a State Pension of 400.00 and a child of 8: 238.00 + 69.98 = 307.98, below the income, and
  // State Pension age was reached after 6 April 2016 (no savings credit): no award, so no Scottish Child Payment.
  // Its next steps give Citizens Advice Scotland's line (0800 028 1456), not the England Adviceline.
  {
    name: '2026/27 Scotland, no award: nothing beside it',
    input: { taxYear: Y26, location: 'scotland', claimant: person(70, 400), children: [{ age: 8 }] },
    expected: {
      eligible: false,
      besideAward: [],
      nextSteps: [msg('pc.step.citizensAdvice', { phone: '0800 028 1456' }), msg('pc.step.checkAgain', { phone: '0800 99 1234' })],
    },
    checks: 'docs/rules.md "Scotland" 4',
  },
  // Service charges 30.00: 268.00 − 241.30 = 26.70. Monthly 115.70.
  {
    name: '2026/27 long leaseholder’s service charges',
    input: { taxYear: Y26, claimant: person(70, 241.3), housingCostsWeekly: 30 },
    expected: figures(Y26, 268, 241.3, 26.7, 0, 26.7, 115.7),
    checks: 'docs/rules.md Pension Credit 2; Sch II',
  },
  // Owner, 70, basic State Pension 184.90, service charges 50.00; her son lives with her and does not work: the lowest
  // deduction, 20.40, off the housing costs (Sch II para 14(1)(b)): 29.60. 238.00 + 29.60 = 267.60 − 184.90 = 82.70.
  // Monthly 82.70 × 52 ÷ 12 = 358.366… → 358.37.
  {
    name: '2026/27 service charges less the lowest deduction for a son not in work',
    input: { taxYear: Y26, claimant: person(70, 184.9), otherAdults: 1, housingCostsWeekly: 50 },
    expected: figures(Y26, 267.6, 184.9, 82.7, 0, 82.7, 358.37),
    checks: 'docs/rules.md Pension Credit 2; Sch II para 14(1)(b)',
  },
  // The same, but she gets Attendance Allowance: no deduction for her son (para 14(6)); no severe disability addition either,
  // as he lives with her. 238.00 + 50.00 = 288.00 − 184.90 = 103.10. Monthly 103.10 × 52 ÷ 12 = 446.766… → 446.77.
  {
    name: '2026/27 no deduction from housing costs when the claimant gets Attendance Allowance',
    input: { taxYear: Y26, claimant: person(70, 184.9, { getsDisabilityBenefit: true }), otherAdults: 1, housingCostsWeekly: 50 },
    expected: figures(Y26, 288, 184.9, 103.1, 0, 103.1, 446.77),
    checks: 'docs/rules.md Pension Credit 2; Sch II para 14(6); Sch I para 1',
  },
  // Service charges 15.00 and the son not in work: 15.00 − 20.40 leaves nothing (never below nothing). 238.00 − 184.90 = 53.10.
  // Monthly 53.10 × 52 ÷ 12 = 230.10.
  {
    name: '2026/27 a deduction larger than the service charges leaves no housing costs',
    input: { taxYear: Y26, claimant: person(70, 184.9), otherAdults: 1, housingCostsWeekly: 15 },
    expected: figures(Y26, 238, 184.9, 53.1, 0, 53.1, 230.1),
    checks: 'docs/rules.md Pension Credit 2; Sch II para 14',
  },
  // Single 80, 184.90 + 40.00 = 224.90: guarantee 13.10; A = 60% × (224.90 − 208.07 = 16.83) = 10.098 → 10.10; total 23.20.
  // Monthly 23.20 × 52 ÷ 12 = 100.533… → 100.53.
  {
    name: '2026/27 single, before 2016: guarantee and savings credit together',
    input: { taxYear: Y26, claimant: person(80, 184.9, { otherPensions: 40 }) },
    expected: figures(Y26, 238, 224.9, 13.1, 10.1, 23.2, 100.53),
    checks: 'docs/rules.md Pension Credit 3 and 4',
  },
  // Couple 76 and 70 (one before 2016, one from then): 184.90 + 115.10 + 70.00 = 370.00. Without savings credit since
  // before April 2016 (reg 7A) nothing; with it, savings credit 17.40 as in the couple above.
  {
    name: '2026/27 couple, one before 2016 and one after: no savings credit (reg 7A)',
    input: { taxYear: Y26, claimant: person(76, 184.9, { otherPensions: 70 }), partner: person(70, 115.1) },
    expected: figures(Y26, 363.25, 370, 0, 0, 0, 0),
    checks: 'docs/rules.md Pension Credit 4; reg 7A',
  },
  {
    name: '2026/27 couple, one before 2016 and one after, savings credit since before April 2016',
    input: { taxYear: Y26, claimant: person(76, 184.9, { otherPensions: 70 }), partner: person(70, 115.1), savingsCreditSinceBeforeApril2016: true },
    expected: figures(Y26, 363.25, 370, 0, 17.4, 17.4, 75.4),
    checks: 'docs/rules.md Pension Credit 4; reg 7A',
  },
  // Born 10 September 1960: 66 years and 6 months on 10 March 2027 (Pensions Act 2014 s 26). On 9 March 2027 not yet;
  // on 10 March 2027 yes: State Pension 241.30, 238.00 below it, nothing but reached.
  {
    name: '2026/27 born 10 September 1960: not State Pension age on 9 March 2027',
    input: { taxYear: Y26, checkDate: '2027-03-09', claimant: person(66, 150, { dateOfBirth: '1960-09-10' }) },
    expected: cannotClaim(Y26, 'under-state-pension-age'),
    checks: 'docs/rules.md Pension Credit 1; Pensions Act 1995 Sch 4 table 3',
  },
  // On 10 March 2027: reached. State Pension 150.00: 238.00 − 150.00 = 88.00. Monthly 88.00 × 52 ÷ 12 = 381.33.
  {
    name: '2026/27 born 10 September 1960: State Pension age on 10 March 2027',
    input: { taxYear: Y26, checkDate: '2027-03-10', claimant: person(66, 150, { dateOfBirth: '1960-09-10' }) },
    expected: figures(Y26, 238, 150, 88, 0, 88, 381.33),
    checks: 'docs/rules.md Pension Credit 1; Pensions Act 1995 Sch 4 table 3',
  },
  // Without a date of birth, 66 is under 67 (the default); a couple both under: no claim yet.
  {
    name: '2026/27 couple both under State Pension age',
    input: { taxYear: Y26, claimant: person(66, 0), partner: person(62, 0) },
    expected: cannotClaim(Y26, 'couple-under-state-pension-age'),
    checks: 'docs/rules.md Pension Credit 1',
  },
  // ---- 2026/27: the end-to-end tests' households ----
  // Single 80 (before 2016), State Pension 200, other pensions 30, savings 12,000: tariff 2,000 above 10,000 → 4 parts of 500 → 4.00;
  // income 234.00. Guarantee 238.00 − 234.00 = 4.00. A = 60% × (234.00 − 208.07 = 25.93) = 15.558 → 15.56, under 17.96; B = 0
  // (income below the guarantee). Total 19.56; monthly 19.56 × 52 ÷ 12 = 84.76.
  {
    name: '2026/27 single 80 with savings: guarantee and savings credit together',
    input: { taxYear: Y26, claimant: person(80, 200, { otherPensions: 30 }), savings: 12000 },
    expected: figures(Y26, 238, 234, 4, 15.56, 19.56, 84.76),
    checks: 'docs/rules.md Pension Credit 3 and 4; reg 15(6)',
  },
  // Single 70 (State Pension age after 2016), State Pension 250: 12.00 above the guarantee of 238.00; no savings credit: nothing.
  {
    name: '2026/27 single 70 just over the guarantee: nothing',
    input: { taxYear: Y26, claimant: person(70, 250) },
    expected: figures(Y26, 238, 250, 0, 0, 0, 0),
    checks: 'docs/rules.md Pension Credit 1 and 4',
  },
  // Single 70, State Pension 180, earnings 30 as a part-time firefighter (20 ignored) and a war pension of 50 (10 ignored):
  // 180.00 + 10.00 + 40.00 = 230.00; 238.00 − 230.00 = 8.00; monthly 8 × 52 ÷ 12 = 34.666… → 34.67.
  {
    name: '2026/27 a part-time firefighter with a war pension: 20 and 10 ignored',
    input: { taxYear: Y26, claimant: person(70, 180, { earnings: 30, specialOccupationEarnings: true, warPension: 50 }) },
    expected: figures(Y26, 238, 230, 8, 0, 8, 34.67),
    checks: 'docs/rules.md Pension Credit 3; Sch VI para 2, Sch IV para 1',
  },
  // Single 70, State Pension 169.50, a long leaseholder with ground rent and service charges of 10.00: 238.00 + 10.00 = 248.00;
  // 248.00 − 169.50 = 78.50; monthly 78.50 × 52 ÷ 12 = 340.166… → 340.17.
  {
    name: '2026/27 long leaseholder’s ground rent and service charges',
    input: { taxYear: Y26, claimant: person(70, 169.5), housingCostsWeekly: 10 },
    expected: figures(Y26, 248, 169.5, 78.5, 0, 78.5, 340.17),
    checks: 'docs/rules.md Pension Credit 2; Sch II',
  },
  // Couple 70 and 68 (both after 2016: no savings credit), a child of 15 (born before 6 April 2017, the eldest: 81.07), State
  // Pensions 169.50 and 100.00, savings 3,000 (under 10,000: nothing). 363.25 + 81.07 = 444.32; 444.32 − 269.50 = 174.82;
  // monthly 174.82 × 52 ÷ 12 = 757.553… → 757.55.
  {
    name: '2026/27 couple with a child of 15: the eldest child’s amount',
    input: { taxYear: Y26, claimant: person(70, 169.5), partner: person(68, 100), children: [{ age: 15, bornBeforeApril2017: true }], savings: 3000 },
    expected: figures(Y26, 444.32, 269.5, 174.82, 0, 174.82, 757.55),
    checks: 'docs/rules.md Pension Credit 2; Sch IIA paras 9 and 10',
  },

  // ---- Where you live: Scotland's winter payments, Northern Ireland's offices and rates (docs/rules.md "Scotland" 4,
  // "Northern Ireland") ----
  // 2024/25 Scotland, single 80, full basic State Pension 169.50: guarantee credit 218.15 − 169.50 = 48.65, monthly 210.82 (as the
  // first case). In place of the Cold Weather Payment, the Winter Heating Payment of 58.75 (SSI 2023/16 reg 9; 2024/25);
  // in place of the Winter Fuel Payment, the Pension Age Winter Heating Payment, that winter only with Pension Credit or
  // certain benefits: 300, as she is 80 or over (SSI 2024/351; Scottish Government policy note: £200 or £300).
  {
    name: '2024/25 Scotland, single 80: the Winter Heating Payment and the Pension Age Winter Heating Payment',
    input: { taxYear: Y24, location: 'scotland', claimant: person(80, 169.5) },
    expected: {
      ...figures(Y24, 218.15, 169.5, 48.65, 0, 48.65, 210.82),
      passports: [
        { id: 'housing-benefit' },
        { id: 'council-tax-support' },
        { id: 'winter-heating-payment', amount: 58.75, rateId: 'scotland.winter-heating-payment', text: msg('pc.passport.winterHeatingText', { amount: moneyWithPence(5875) }) },
        { id: 'warm-home-discount', amount: 150 },
        { id: 'nhs-help' },
        { id: 'tv-licence', amount: 169.5 },
        {
          id: 'pension-age-winter-heating-payment',
          amount: 300,
          rateId: 'scotland.pension-age-winter-heating-payment.higher',
          text: msg('pc.passport.pensionAgeWinterHeatingOlderText', { amount: moneyWithPence(30000), age: 80 }),
        },
      ],
    },
    checks: 'docs/rules.md "Scotland" 4; SSI 2023/16 regs 4 and 9; SSI 2024/351',
  },
  // 2024/25 Scotland, the savings-credit-only couple (80 and 78): savings credit 16.22, monthly 70.29, as in England. Any Pension
  // Credit opens the Winter Heating Payment (SSI 2023/16 reg 4(2)(a)(i): no further condition), 58.75; the TV licence; and the
  // Pension Age Winter Heating Payment, 300 (one of them is 80).
  {
    name: '2024/25 Scotland, savings credit only: the Winter Heating Payment without guarantee credit',
    input: { taxYear: Y24, location: 'scotland', claimant: person(80, 169.5, { otherPensions: 69 }), partner: person(78, 101.5) },
    expected: {
      ...figures(Y24, 332.95, 340, 0, 16.22, 16.22, 70.29),
      passports: [{ id: 'winter-heating-payment', amount: 58.75 }, { id: 'tv-licence' }, { id: 'pension-age-winter-heating-payment', amount: 300 }],
    },
    checks: 'docs/rules.md "Scotland" 4; SSI 2023/16 reg 4(2)(a)(i); SSI 2024/351',
  },
  // 2025/26 Scotland, single 80, basic State Pension 176.45: 227.10 − 176.45 = 50.65; monthly 50.65 × 52 ÷ 12 = 219.483… → 219.48.
  // The Winter Heating Payment's 2025/26 amount is not sourced: named with no figure, and where to ask (Social Security Scotland,
  // 0800 182 2222). No Pension Age Winter Heating Payment: from winter 2025/26 every pensioner household gets it, with Pension
  // Credit or not. TV licence 174.50.
  {
    name: '2025/26 Scotland, single 80: the Winter Heating Payment with no figure, and where to ask',
    input: { taxYear: Y25, location: 'scotland', claimant: person(80, 176.45) },
    expected: {
      ...figures(Y25, 227.1, 176.45, 50.65, 0, 50.65, 219.48),
      passports: [
        { id: 'housing-benefit' },
        { id: 'council-tax-support' },
        {
          id: 'winter-heating-payment',
          amount: null,
          rateId: 'scotland.winter-heating-payment',
          text: msg('pc.passport.winterHeatingNoAmountText', { phone: '0800 182 2222', address: 'https://www.mygov.scot/winter-heating-payment' }),
        },
        { id: 'warm-home-discount' },
        { id: 'nhs-help' },
        { id: 'tv-licence', amount: 174.5 },
      ],
    },
    checks: 'docs/rules.md "Scotland" 4; SSI 2023/16 reg 9',
  },
  // The end-to-end household in Scotland: single 70, basic State Pension 184.90, a child of 8 (born after 6 April 2017: 69.98).
  // 238.00 + 69.98 = 307.98 − 184.90 = 123.08; monthly 123.08 × 52 ÷ 12 = 6,400.16 ÷ 12 = 533.346… → 533.35. Scottish Child
  // Payment beside it, 1 × 28.20 = 28.20 a week. The Winter Heating Payment with no 2026/27 figure; no TV licence (70 < 75).
  {
    name: '2026/27 Scotland, a child of 8: Scottish Child Payment beside the award, the Winter Heating Payment among what it opens',
    input: { taxYear: Y26, location: 'scotland', claimant: person(70, 184.9), children: [{ age: 8 }] },
    expected: {
      ...figures(Y26, 307.98, 184.9, 123.08, 0, 123.08, 533.35),
      besideAward: [{ id: 'scottish-child-payment', amount: 28.2 }],
      passports: [{ id: 'housing-benefit' }, { id: 'council-tax-support' }, { id: 'winter-heating-payment', amount: null }, { id: 'warm-home-discount' }, { id: 'nhs-help' }],
    },
    checks: 'docs/rules.md "Scotland" 4; SSI 2020/351 reg 20; SSI 2023/16',
  },
  // The end-to-end household in Northern Ireland: single 70, basic State Pension 184.90, renting: 238.00 − 184.90 = 53.10; monthly
  // 53.10 × 52 ÷ 12 = 230.10. Housing Benefit from the Housing Executive, and for the rates (no council tax); the Cold Weather
  // Payment (25, under Northern Ireland's regulations); no Warm Home Discount (a Great Britain scheme); help with health costs.
  // How to claim: the Northern Ireland Pension Centre, with nidirect's page; Housing Benefit at the same time; backdating 3
  // months; a claim from 4 months before State Pension age.
  {
    name: '2026/27 Northern Ireland: the Northern Ireland Pension Centre, Housing Benefit for rent and rates, no Warm Home Discount',
    input: { taxYear: Y26, location: 'northern-ireland', claimant: person(70, 184.9) },
    expected: {
      ...figures(Y26, 238, 184.9, 53.1, 0, 53.1, 230.1),
      besideAward: [],
      passports: [
        { id: 'housing-benefit', text: msg('pc.passport.housingBenefitTextNorthernIreland') },
        { id: 'rates', name: msg('pc.passport.rates'), text: msg('pc.passport.ratesText') },
        { id: 'cold-weather-payment', amount: 25 },
        { id: 'nhs-help' },
      ],
      nextSteps: [
        msg('pc.step.claimNorthernIreland', { address: 'https://www.nidirect.gov.uk/articles/applying-pension-credit' }),
        msg('pc.step.housingBenefitNorthernIreland'),
        msg('pc.step.backdated', { count: 3 }),
        msg('pc.step.advance', { count: 4 }),
      ],
    },
    checks: 'docs/rules.md "Northern Ireland"; nidirect, Applying for Pension Credit',
  },
  // Northern Ireland, single 70 with a State Pension of 250.00: 12.00 above 238.00, nothing. Advice NI (0800 915 4604), and the
  // Northern Ireland Pension Centre if income falls.
  {
    name: '2026/27 Northern Ireland, no award: Advice NI and the Northern Ireland Pension Centre',
    input: { taxYear: Y26, location: 'northern-ireland', claimant: person(70, 250) },
    expected: {
      ...figures(Y26, 238, 250, 0, 0, 0, 0),
      passports: [],
      nextSteps: [
        msg('pc.step.adviceNorthernIreland', { phone: '0800 915 4604' }),
        msg('pc.step.checkAgainNorthernIreland', { address: 'https://www.nidirect.gov.uk/articles/applying-pension-credit' }),
      ],
    },
    checks: 'docs/rules.md "Northern Ireland"',
  },
  // 2025/26 Northern Ireland, the mixed-age couple (70 and 55): Universal Credit, claimed as nidirect says; Pension Credit from 4
  // months before both have reached State Pension age, through nidirect's page.
  {
    name: '2025/26 Northern Ireland, mixed-age couple: Universal Credit as nidirect says',
    input: { taxYear: Y25, location: 'northern-ireland', claimant: person(70, 230.25), partner: person(55, 0) },
    expected: {
      ...cannotClaim(Y25, 'mixed-age-couple'),
      nextSteps: [
        msg('pc.step.universalCreditNorthernIreland', { address: 'https://www.nidirect.gov.uk/articles/how-you-make-claim-universal-credit' }),
        msg('pc.step.bothReached', { count: 4, address: 'https://www.nidirect.gov.uk/articles/applying-pension-credit' }),
      ],
    },
    checks: 'docs/rules.md "Northern Ireland"; SPCA s 4(1A)',
  },
  // 2024/25 Northern Ireland, single 80, basic State Pension 169.50: 48.65 a week, monthly 210.82. The Winter Fuel Payment of that
  // winter (300, 80 or over) as in Great Britain; no Warm Home Discount.
  {
    name: '2024/25 Northern Ireland, single 80: the Winter Fuel Payment, no Warm Home Discount',
    input: { taxYear: Y24, location: 'northern-ireland', claimant: person(80, 169.5) },
    expected: {
      ...figures(Y24, 218.15, 169.5, 48.65, 0, 48.65, 210.82),
      passports: [
        { id: 'housing-benefit' },
        { id: 'rates' },
        { id: 'cold-weather-payment', amount: 25 },
        { id: 'nhs-help' },
        { id: 'tv-licence', amount: 169.5 },
        { id: 'winter-fuel-payment', amount: 300, rateId: 'general.winter-fuel-payment.over-80' },
      ],
    },
    checks: 'docs/rules.md "Northern Ireland"',
  },
];
