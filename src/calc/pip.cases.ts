/**
 * PIP rule cases: every threshold edge of each component in each tax year, and each condition
 * duration and place. Every case names its tax year: the cases that check points, durations and places (the
 * points are the same every year) run in 2026/27. Expected figures are worked out by hand from the rates table (src/calc/rates/pip.ts), docs/product.md §4
 * and §9 and docs/rules.md "PIP" (points as docs/rules.md PIP 2 lists them), not by running the code.
 *
 * Weekly rates (the rates table (src/calc/rates/)) and monthly = weekly × 4.33, rounded to the penny:
 *   2024/25: daily living 72.65 → 314.5745 → 314.57; 108.55 → 470.0215 → 470.02;
 *            mobility 28.70 → 124.271 → 124.27; 75.75 → 327.9975 → 328.00.
 *   2025/26: daily living 73.90 → 319.987 → 319.99; 110.40 → 478.032 → 478.03;
 *            mobility 29.20 → 126.436 → 126.44; 77.05 → 333.6265 → 333.63.
 *   2026/27: daily living 76.70 → 332.111 → 332.11; 114.60 → 496.218 → 496.22;
 *            mobility 30.30 → 131.199 → 131.20; 80.00 → 346.40.
 *
 * Edges: daily living 7 (none) / 8 (standard) and 11 (standard) / 12 (enhanced). Mobility points
 * come in steps of 4, 8, 10 and 12, so 7 and 11 cannot be scored: its edges are 4 (none) / 8
 * (standard) and 10 (standard) / 12 (enhanced).
 */

import type { TaxYear } from './rates';
import type { PipAward, PipInput, PipResult } from './pip';
import type { DeepPartial, RuleCase } from './types';
import { msg } from './message';

type Case = RuleCase<DeepPartial<PipInput>, PipResult>;

const NONE = { dailyLiving: 0, mobility: 0, total: 0 };
/** Both components enhanced: communicating verbally e (12) and moving around f (12). */
const BOTH_ENHANCED = { dailyLiving: { 'communicating-verbally': 'e' }, mobility: { 'moving-around': 'f' } };
const PIP_5 = 'docs/rules.md PIP 5 (Welfare Reform Act 2012 s 83; PIP Regs regs 25-26)';
const ADP_TERMINAL = 'docs/rules.md PIP 4 (Adult Disability Payment: SSI 2022/54 reg 26, special rules for terminal illness)';
const PIP_4 = 'docs/rules.md PIP 4 (Welfare Reform Act 2012 s 82, as amended by the Social Security (Special Rules for End of Life) Act 2022)';

/** One year's rates and their monthly figures, transcribed and worked by hand above. */
interface YearFigures {
  year: TaxYear;
  dl: Record<'standard' | 'enhanced', readonly [weekly: number, monthly: number]>;
  mob: Record<'standard' | 'enhanced', readonly [weekly: number, monthly: number]>;
}

const YEARS: readonly YearFigures[] = [
  { year: '2024-25', dl: { standard: [72.65, 314.57], enhanced: [108.55, 470.02] }, mob: { standard: [28.7, 124.27], enhanced: [75.75, 328] } },
  { year: '2025-26', dl: { standard: [73.9, 319.99], enhanced: [110.4, 478.03] }, mob: { standard: [29.2, 126.44], enhanced: [77.05, 333.63] } },
  { year: '2026-27', dl: { standard: [76.7, 332.11], enhanced: [114.6, 496.22] }, mob: { standard: [30.3, 131.2], enhanced: [80, 346.4] } },
];

/** Descriptor choices that score each edge, with the sum written out. */
const DAILY_LIVING_EDGES: ReadonlyArray<readonly [points: number, award: PipAward, chosen: Record<string, string>, sum: string]> = [
  [7, 'none', { 'preparing-food': 'd', 'taking-nutrition': 'b', 'washing-bathing': 'e' }, 'preparing food d 2 + taking nutrition b 2 + washing e 3'],
  [8, 'standard', { 'preparing-food': 'f' }, 'preparing food f 8'],
  [11, 'standard', { 'preparing-food': 'f', 'washing-bathing': 'e' }, 'preparing food f 8 + washing e 3'],
  [12, 'enhanced', { 'communicating-verbally': 'e' }, 'communicating verbally e 12'],
];
const MOBILITY_EDGES: ReadonlyArray<readonly [points: number, award: PipAward, chosen: Record<string, string>, sum: string]> = [
  [4, 'none', { 'planning-journeys': 'b' }, 'planning journeys b 4'],
  [8, 'standard', { 'planning-journeys': 'b', 'moving-around': 'b' }, 'planning journeys b 4 + moving around b 4'],
  [10, 'standard', { 'planning-journeys': 'd' }, 'planning journeys d 10'],
  [12, 'enhanced', { 'moving-around': 'e' }, 'moving around e 12'],
];

/** Each edge in each year: the award, and the year's weekly and monthly figures for it (0 for none). */
function edgeCases(): Case[] {
  const cases: Case[] = [];
  for (const y of YEARS) {
    for (const [points, award, chosen, sum] of DAILY_LIVING_EDGES) {
      const [weekly, monthly] = award === 'none' ? [0, 0] : y.dl[award];
      cases.push({
        name: `${y.year}: daily living ${points} points: ${award}`,
        input: { taxYear: y.year, assessment: { dailyLiving: chosen } },
        expected: {
          taxYear: y.year,
          dailyLivingPoints: points,
          dailyLivingAward: award,
          mobilityAward: 'none',
          weeklyAmount: { dailyLiving: weekly, mobility: 0, total: weekly },
          monthlyAmount: { dailyLiving: monthly, mobility: 0, total: monthly },
        },
        checks: `docs/product.md §4 thresholds (${sum}); the rates table (src/calc/rates/pip.ts), PIP ${y.year}`,
      });
    }
    for (const [points, award, chosen, sum] of MOBILITY_EDGES) {
      const [weekly, monthly] = award === 'none' ? [0, 0] : y.mob[award];
      cases.push({
        name: `${y.year}: mobility ${points} points: ${award}`,
        input: { taxYear: y.year, assessment: { mobility: chosen } },
        expected: {
          taxYear: y.year,
          mobilityPoints: points,
          mobilityAward: award,
          dailyLivingAward: 'none',
          weeklyAmount: { dailyLiving: 0, mobility: weekly, total: weekly },
          monthlyAmount: { dailyLiving: 0, mobility: monthly, total: monthly },
        },
        checks: `docs/product.md §4 thresholds (${sum}); the rates table (src/calc/rates/pip.ts), PIP ${y.year}`,
      });
    }
  }
  return cases;
}

export const PIP_CASES: Case[] = [
  ...edgeCases(),
  // Nothing chosen: 0 and 0, no award.
  {
    name: 'nothing chosen',
    input: { taxYear: '2026-27' },
    expected: { dailyLivingPoints: 0, mobilityPoints: 0, dailyLivingAward: 'none', mobilityAward: 'none', weeklyAmount: NONE, monthlyAmount: NONE },
    checks: 'docs/rules.md PIP 1 (no choice = 0)',
  },
  // Highest descriptors earlier lists dropped: taking nutrition f (10) + managing therapy g (8) + washing g (8) + toilet f (8) = 34 → enhanced.
  {
    name: 'descriptors restored from Schedule 1',
    input: { taxYear: '2026-27', assessment: { dailyLiving: { 'taking-nutrition': 'f', 'managing-therapy': 'g', 'washing-bathing': 'g', 'managing-toilet': 'f' } } },
    expected: { dailyLivingPoints: 34, dailyLivingAward: 'enhanced' },
    checks: 'docs/rules.md PIP 2 (taking-nutrition 10, managing-therapy 8, washing-bathing 8, managing-toilet 8)',
  },
  // Moving around f (cannot stand or move 1 metre) = 12 → enhanced.
  {
    name: 'moving around: cannot move 1 metre',
    input: { taxYear: '2026-27', assessment: { mobility: { 'moving-around': 'f' } } },
    expected: { mobilityPoints: 12, mobilityAward: 'enhanced' },
    checks: 'docs/product.md §3 moving-around 0,4,8,10,12,12',
  },
  // 2026/27 enhanced daily living + standard mobility: weekly 114.60 + 30.30 = 144.90.
  // Monthly: 496.22 and 131.20; total 144.90 × 4.33 = 627.417 → 627.42 (each figure is its weekly × 4.33).
  {
    name: '2026/27 both components: each monthly figure is its weekly × 4.33',
    input: { taxYear: '2026-27', assessment: { dailyLiving: { 'communicating-verbally': 'e' }, mobility: { 'planning-journeys': 'c' } } },
    expected: {
      weeklyAmount: { dailyLiving: 114.6, mobility: 30.3, total: 144.9 },
      monthlyAmount: { dailyLiving: 496.22, mobility: 131.2, total: 627.42 },
    },
    checks: 'docs/product.md §9 (monthly = weekly × 4.33, rounded to 2 decimals); the rates table (src/calc/rates/pip.ts), PIP 2026/27',
  },
  // 2024/25 both enhanced: 108.55 + 75.75 = 184.30; × 4.33 = 798.019 → 798.02.
  {
    name: '2024/25 both components enhanced',
    input: { taxYear: '2024-25', assessment: { dailyLiving: { 'communicating-verbally': 'e' }, mobility: { 'moving-around': 'f' } } },
    expected: { weeklyAmount: { dailyLiving: 108.55, mobility: 75.75, total: 184.3 }, monthlyAmount: { dailyLiving: 470.02, mobility: 328, total: 798.02 } },
    checks: 'the rates table (src/calc/rates/pip.ts), PIP 2024/25',
  },
  // Less than 3 months with enhanced points on both: no award, 0s, the text of docs/product.md §8.
  {
    name: 'condition less than 3 months: no award',
    input: {
      taxYear: '2026-27',
      assessment: { dailyLiving: { 'communicating-verbally': 'e' }, mobility: { 'moving-around': 'e' } },
      personalInfo: { conditionDuration: 'less-than-3-months' },
    },
    expected: {
      dailyLivingPoints: 12,
      mobilityPoints: 12,
      dailyLivingAward: 'none',
      mobilityAward: 'none',
      weeklyAmount: NONE,
      monthlyAmount: NONE,
      reviewPeriod: msg('pip.review.lessThan3Months'),
    },
    checks: 'docs/rules.md PIP 4; docs/product.md §8 review text',
  },
  // 3 to 9 months: awards stand; review 1-2 years.
  {
    name: 'condition 3 to 9 months',
    input: { taxYear: '2026-27', assessment: { dailyLiving: { 'preparing-food': 'f' } }, personalInfo: { conditionDuration: '3-9-months' } },
    expected: { dailyLivingAward: 'standard', reviewPeriod: msg('pip.review.3To9Months') },
    checks: 'docs/product.md §8 review text',
  },
  // Over 9 months: review 18 months to 10 years.
  {
    name: 'condition over 9 months',
    input: { taxYear: '2026-27', assessment: { dailyLiving: { 'preparing-food': 'f' } }, personalInfo: { conditionDuration: 'over-9-months' } },
    expected: { dailyLivingAward: 'standard', reviewPeriod: msg('pip.review.over9Months') },
    checks: 'docs/product.md §8 review text',
  },
  // Unknown descriptor and activity ids score 0; the default duration 3-9 months.
  {
    name: 'unknown choices score 0',
    input: { taxYear: '2026-27', assessment: { dailyLiving: { 'preparing-food': 'z', 'not-an-activity': 'f' }, mobility: { 'moving-around': 'ab' } } },
    expected: { dailyLivingPoints: 0, mobilityPoints: 0, reviewPeriod: msg('pip.review.3To9Months') },
    checks: 'docs/rules.md PIP 1',
  },
  // Scotland, 2025/26, 8 daily living points: Adult Disability Payment at the PIP rate, 73.90.
  {
    name: 'Scotland: Adult Disability Payment from Social Security Scotland, same rates',
    input: { taxYear: '2025-26', assessment: { dailyLiving: { 'preparing-food': 'f' } }, personalInfo: { location: 'scotland' } },
    expected: {
      location: 'scotland',
      benefitName: msg('pip.adultDisabilityPayment'),
      decidedBy: msg('pip.socialSecurityScotland'),
      weeklyAmount: { dailyLiving: 73.9, total: 73.9 },
    },
    checks: 'docs/rules.md PIP 3; the rates table (src/calc/rates/pip.ts), PIP (Adult Disability Payment, same rates)',
  },
  // Northern Ireland: PIP, the Department for Communities' PIP Centre, its number (0800 012 1573) and nidirect's page, after the
  // step that says no points may mean no award (nothing is answered here).
  {
    name: 'Northern Ireland: PIP through the PIP Centre',
    input: { taxYear: '2026-27', personalInfo: { location: 'northern-ireland' } },
    expected: {
      location: 'northern-ireland',
      benefitName: msg('pip.pip'),
      decidedBy: msg('pip.pipCentre'),
      nextSteps: [
        msg('pip.step.mayNotScore'),
        msg('pip.step.callPipCentre', { phone: '0800 012 1573', address: 'https://www.nidirect.gov.uk/articles/personal-independence-payment-pip' }),
        msg('pip.step.pip2'),
        msg('pip.step.describe'),
        msg('pip.step.reconsider'),
      ],
    },
    checks: 'PIP in Northern Ireland (Department for Communities)',
  },
  // An unknown place counts as England.
  {
    name: 'unknown place: England',
    input: { taxYear: '2026-27', personalInfo: { location: 'mars' as never } },
    expected: { location: 'england', benefitName: msg('pip.pip') },
    checks: 'docs/rules.md "Common to every engine" (invalid input is read, never thrown)',
  },
  ...pensionAgeCases(),
  ...endOfLifeCases(),
  ...standardAndEnhancedCases(),
];

/**
 * Daily living standard (preparing food f, 8) and mobility enhanced (moving around e, 12) in each year:
 * each monthly figure is its own weekly × 4.33, so the parts may add to a penny more than the total
 * (docs/product.md §9).
 *   2024/25: 72.65 + 75.75 = 148.40; × 4.33 = 642.572 → 642.57 (parts 314.57 + 328.00 = 642.57).
 *   2025/26: 73.90 + 77.05 = 150.95; × 4.33 = 653.6135 → 653.61 (parts 319.99 + 333.63 = 653.62).
 *   2026/27: 76.70 + 80.00 = 156.70; × 4.33 = 678.511 → 678.51 (parts 332.11 + 346.40 = 678.51).
 */
function standardAndEnhancedCases(): Case[] {
  const totals: Record<TaxYear, readonly [weekly: number, monthly: number]> = { '2024-25': [148.4, 642.57], '2025-26': [150.95, 653.61], '2026-27': [156.7, 678.51] };
  return YEARS.map((y) => {
    const [weekly, monthly] = totals[y.year];
    return {
      name: `${y.year}: daily living standard, mobility enhanced`,
      input: { taxYear: y.year, assessment: { dailyLiving: { 'preparing-food': 'f' }, mobility: { 'moving-around': 'e' } } },
      expected: {
        dailyLivingPoints: 8,
        mobilityPoints: 12,
        dailyLivingAward: 'standard',
        mobilityAward: 'enhanced',
        weeklyAmount: { dailyLiving: y.dl.standard[0], mobility: y.mob.enhanced[0], total: weekly },
        monthlyAmount: { dailyLiving: y.dl.standard[1], mobility: y.mob.enhanced[1], total: monthly },
      },
      checks: `docs/product.md §9 (monthly = weekly × 4.33 for each figure); the rates table (src/calc/rates/pip.ts), PIP ${y.year}`,
    };
  });
}

/**
 * docs/rules.md PIP 5, worked from the year's PIP and Attendance Allowance rates (src/calc/rates/: the PIP rates and
 * general.attendance-allowance.*), both enhanced (12 + 12 points):
 *   2024/25: PIP 108.55 + 75.75 = 184.30; × 4.33 = 798.019 → 798.02. Attendance Allowance 72.65 / 108.55.
 *   2025/26: PIP 110.40 + 77.05 = 187.45; × 4.33 = 811.6585 → 811.66. Attendance Allowance 73.90 / 110.40.
 *   2026/27: PIP 114.60 + 80.00 = 194.60; × 4.33 = 842.618 → 842.62. Attendance Allowance 76.70 / 114.60.
 * State Pension age: 66 is asked (the answer counts only at 66), 67 and over have reached it, 65 has not.
 */
function pensionAgeCases(): Case[] {
  const barred = (lower: number, higher: number, benefitName = msg('pip.attendanceAllowance')) => ({
    dailyLivingPoints: 12,
    mobilityPoints: 12,
    dailyLivingAward: 'none' as const,
    mobilityAward: 'none' as const,
    weeklyAmount: NONE,
    monthlyAmount: NONE,
    claimBar: 'state-pension-age' as const,
    pensionAgeRoute: { benefitName, lowerWeekly: lower, higherWeekly: higher },
  });
  const paid = (dl: number, mob: number, total: number, monthlyTotal: number) => ({
    dailyLivingAward: 'enhanced' as const,
    mobilityAward: 'enhanced' as const,
    weeklyAmount: { dailyLiving: dl, mobility: mob, total },
    monthlyAmount: { total: monthlyTotal },
    claimBar: null,
    pensionAgeRoute: null,
  });
  return [
    // 2026/27, 70, no PIP or DLA in the last year: no award, Attendance Allowance 76.70 / 114.60 (no £194.60 headline).
    {
      name: '2026-27: 70 with no PIP or DLA in the last year: Attendance Allowance',
      input: { taxYear: '2026-27', assessment: BOTH_ENHANCED, personalInfo: { age: 70 } },
      expected: barred(76.7, 114.6),
      checks: PIP_5,
    },
    // The same with PIP or DLA in the last year: 114.60 + 80.00 = 194.60.
    {
      name: '2026-27: 70 with PIP or DLA in the last year: PIP',
      input: { taxYear: '2026-27', assessment: BOTH_ENHANCED, personalInfo: { age: 70, gotPipOrDlaInLastYear: true } },
      expected: paid(114.6, 80, 194.6, 842.62),
      checks: PIP_5,
    },
    // 66, not answered: counted as under State Pension age (reached from 67): 194.60.
    {
      name: '2026-27: 66, State Pension age not answered: PIP',
      input: { taxYear: '2026-27', assessment: BOTH_ENHANCED, personalInfo: { age: 66 } },
      expected: paid(114.6, 80, 194.6, 842.62),
      checks: PIP_5,
    },
    // 66, reached it: Attendance Allowance.
    {
      name: '2026-27: 66 and reached State Pension age: Attendance Allowance',
      input: { taxYear: '2026-27', assessment: BOTH_ENHANCED, personalInfo: { age: 66, reachedStatePensionAge: true } },
      expected: barred(76.7, 114.6),
      checks: PIP_5,
    },
    // 65: the answer is not read below 66, so PIP.
    {
      name: '2026-27: 65 is under State Pension age whatever the answer',
      input: { taxYear: '2026-27', assessment: BOTH_ENHANCED, personalInfo: { age: 65, reachedStatePensionAge: true } },
      expected: paid(114.6, 80, 194.6, 842.62),
      checks: PIP_5,
    },
    // 67 has reached it whatever the answer: Attendance Allowance.
    {
      name: '2026-27: 67 has reached State Pension age whatever the answer',
      input: { taxYear: '2026-27', assessment: BOTH_ENHANCED, personalInfo: { age: 67, reachedStatePensionAge: false } },
      expected: barred(76.7, 114.6),
      checks: PIP_5,
    },
    // Scotland: Pension Age Disability Payment at the same rates.
    {
      name: '2026-27: Scotland at 70: Pension Age Disability Payment',
      input: { taxYear: '2026-27', assessment: BOTH_ENHANCED, personalInfo: { age: 70, location: 'scotland' } },
      expected: barred(76.7, 114.6, msg('pip.pensionAgeDisabilityPayment')),
      checks: `${PIP_5}; Pension Age Disability Payment (Scotland) at the Attendance Allowance rates`,
    },
    // 2025/26, 66 and reached it: Attendance Allowance 73.90 / 110.40; with PIP or DLA before: 110.40 + 77.05 = 187.45.
    {
      name: '2025-26: 66 and reached State Pension age: Attendance Allowance',
      input: { taxYear: '2025-26', assessment: BOTH_ENHANCED, personalInfo: { age: 66, reachedStatePensionAge: true } },
      expected: barred(73.9, 110.4),
      checks: PIP_5,
    },
    {
      name: '2025-26: 66, reached it, PIP or DLA in the last year: PIP',
      input: { taxYear: '2025-26', assessment: BOTH_ENHANCED, personalInfo: { age: 66, reachedStatePensionAge: true, gotPipOrDlaInLastYear: true } },
      expected: paid(110.4, 77.05, 187.45, 811.66),
      checks: PIP_5,
    },
    // 2024/25: 67 barred (72.65 / 108.55); 65 gets 184.30.
    {
      name: '2024-25: 67 with no PIP or DLA in the last year: Attendance Allowance',
      input: { taxYear: '2024-25', assessment: BOTH_ENHANCED, personalInfo: { age: 67 } },
      expected: barred(72.65, 108.55),
      checks: PIP_5,
    },
    { name: '2024-25: 65: PIP', input: { taxYear: '2024-25', assessment: BOTH_ENHANCED, personalInfo: { age: 65 } }, expected: paid(108.55, 75.75, 184.3, 798.02), checks: PIP_5 },
  ];
}

/**
 * docs/rules.md PIP 4, the special rules for end of life: no qualifying period, and the enhanced daily living
 * rate whatever the points (s 82(2)); mobility still by its points.
 *   2026/27, under 3 months, preparing food f (8) and moving around b (4): daily living enhanced 114.60,
 *     mobility none; × 4.33 = 496.218 → 496.22. Without the special rules: 0 (PIP 4).
 *   2024/25, under 3 months, nothing daily living, moving around e (12): 108.55 + 75.75 = 184.30 → 798.02.
 *     Without the special rules: 0.
 *   2026/27 at 70 with no PIP or DLA: the special rules do not open a new PIP claim (Attendance Allowance).
 * In Scotland, Adult Disability Payment's special rules for terminal illness (SSI 2022/54 reg 26) pay both
 * components at the enhanced rate whatever the points (Social Security Scotland, ADP decision making guide,
 * "Differences between ADP and PIP eligibility criteria"):
 *   2026/27, the same household: 114.60 + 80.00 = 194.60 a week; 496.22 + 346.40 = 842.62 a month
 *     (194.60 × 4.33 = 842.618 → 842.62).
 *   2025/26 (ADP 110.40 and 77.05, equal to PIP's): 187.45 a week; 478.03 + 333.63 = 811.66 a month
 *     (187.45 × 4.33 = 811.6585 → 811.66).
 *   Without the special rules in Scotland, under 3 months: no award, and the working names ADP's 13 weeks.
 */
function endOfLifeCases(): Case[] {
  const short2627 = { taxYear: '2026-27' as const, assessment: { dailyLiving: { 'preparing-food': 'f' }, mobility: { 'moving-around': 'b' } } };
  const short2425 = { taxYear: '2024-25' as const, assessment: { mobility: { 'moving-around': 'e' } } };
  return [
    {
      name: '2026-27: end of life, condition under 3 months: enhanced daily living',
      input: { ...short2627, personalInfo: { conditionDuration: 'less-than-3-months', isEndOfLife: true } },
      expected: {
        dailyLivingPoints: 8,
        dailyLivingAward: 'enhanced',
        mobilityAward: 'none',
        weeklyAmount: { dailyLiving: 114.6, mobility: 0, total: 114.6 },
        monthlyAmount: { dailyLiving: 496.22, mobility: 0, total: 496.22 },
        claimBar: null,
        reviewPeriod: msg('pip.review.endOfLife'),
      },
      checks: PIP_4,
    },
    {
      name: '2026-27: not end of life, condition under 3 months: no award',
      input: { ...short2627, personalInfo: { conditionDuration: 'less-than-3-months', isEndOfLife: false } },
      expected: { dailyLivingAward: 'none', mobilityAward: 'none', weeklyAmount: NONE, claimBar: 'condition-too-short' },
      checks: PIP_4,
    },
    {
      name: '2024-25: end of life, condition under 3 months: both enhanced',
      input: { ...short2425, personalInfo: { conditionDuration: 'less-than-3-months', isEndOfLife: true } },
      expected: {
        dailyLivingPoints: 0,
        mobilityPoints: 12,
        weeklyAmount: { dailyLiving: 108.55, mobility: 75.75, total: 184.3 },
        monthlyAmount: { total: 798.02 },
      },
      checks: PIP_4,
    },
    {
      name: '2024-25: not end of life, condition under 3 months: no award',
      input: { ...short2425, personalInfo: { conditionDuration: 'less-than-3-months' } },
      expected: { weeklyAmount: NONE, claimBar: 'condition-too-short' },
      checks: PIP_4,
    },
    {
      name: '2026-27: Scotland, terminal illness, condition under 3 months: both components enhanced',
      input: { ...short2627, personalInfo: { conditionDuration: 'less-than-3-months', isEndOfLife: true, location: 'scotland' } },
      expected: {
        dailyLivingPoints: 8,
        mobilityPoints: 4,
        dailyLivingAward: 'enhanced',
        mobilityAward: 'enhanced',
        weeklyAmount: { dailyLiving: 114.6, mobility: 80, total: 194.6 },
        monthlyAmount: { dailyLiving: 496.22, mobility: 346.4, total: 842.62 },
        claimBar: null,
      },
      checks: ADP_TERMINAL,
    },
    {
      name: '2025-26: Scotland, terminal illness, no points: both components enhanced',
      input: { taxYear: '2025-26', personalInfo: { conditionDuration: 'over-9-months', isEndOfLife: true, location: 'scotland' } },
      expected: {
        dailyLivingPoints: 0,
        mobilityPoints: 0,
        weeklyAmount: { dailyLiving: 110.4, mobility: 77.05, total: 187.45 },
        monthlyAmount: { dailyLiving: 478.03, mobility: 333.63, total: 811.66 },
      },
      checks: ADP_TERMINAL,
    },
    {
      name: '2026-27: Scotland, not terminally ill, condition under 3 months: no award, 13 weeks named',
      input: { ...short2627, personalInfo: { conditionDuration: 'less-than-3-months', location: 'scotland' } },
      expected: {
        weeklyAmount: NONE,
        claimBar: 'condition-too-short',
        breakdown: [{ working: msg('pip.barTooShortAdp', { count: 8, standard: 8, enhanced: 12 }) }, { working: msg('pip.noAward', { count: 4, standard: 8, enhanced: 12 }) }],
      },
      checks: ADP_TERMINAL,
    },
    {
      name: '2026-27: end of life at 70 with no PIP or DLA: Attendance Allowance',
      input: { taxYear: '2026-27', assessment: BOTH_ENHANCED, personalInfo: { age: 70, isEndOfLife: true } },
      expected: { weeklyAmount: NONE, claimBar: 'state-pension-age', pensionAgeRoute: { lowerWeekly: 76.7, higherWeekly: 114.6 } },
      checks: `${PIP_4}; ${PIP_5}`,
    },
  ];
}
