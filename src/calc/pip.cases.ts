/**
 * PIP rule cases: every threshold edge of each component and each condition duration. Expected
 * figures are worked out by hand from spec 001 §4 and §9 and DECISIONS.md §2 PIP (points as
 * DECISIONS.md lists them), not by running the code.
 *
 * Weekly rates: daily living 68.10 standard / 101.75 enhanced; mobility 26.90 / 71.00.
 * Monthly = weekly × 4.33: 68.10 → 294.873 → 294.87; 101.75 → 440.5775 → 440.58;
 * 26.90 → 116.477 → 116.48; 71.00 → 307.43.
 *
 * Mobility points come in steps of 4, 8, 10 and 12, so its edges are 4 (none) / 8 (standard) and
 * 10 (standard) / 12 (enhanced): 7 and 11 cannot be scored on mobility.
 */

import type { PipInput, PipResult } from './pip';
import type { DeepPartial, RuleCase } from './types';

type Case = RuleCase<DeepPartial<PipInput>, PipResult>;

const NONE = { dailyLiving: 0, mobility: 0, total: 0 };

export const PIP_CASES: Case[] = [
  // Nothing chosen: 0 and 0, no award.
  {
    name: 'nothing chosen',
    input: {},
    expected: { dailyLivingPoints: 0, mobilityPoints: 0, dailyLivingAward: 'none', mobilityAward: 'none', weeklyAmount: NONE, monthlyAmount: NONE },
    checks: 'DECISIONS.md §2 PIP 1 (no choice = 0)',
  },
  // Daily living 7: preparing food d (2) + taking nutrition b (2) + washing e (3) = 7 → none.
  {
    name: 'daily living 7 points: no award',
    input: { assessment: { dailyLiving: { 'preparing-food': 'd', 'taking-nutrition': 'b', 'washing-bathing': 'e' } } },
    expected: { dailyLivingPoints: 7, dailyLivingAward: 'none', weeklyAmount: NONE },
    checks: 'spec 001 §4 (below 8 is none)',
  },
  // Daily living 8: preparing food f = 8 → standard 68.10 a week, 294.87 a month.
  {
    name: 'daily living 8 points: standard',
    input: { assessment: { dailyLiving: { 'preparing-food': 'f' } } },
    expected: {
      dailyLivingPoints: 8,
      dailyLivingAward: 'standard',
      weeklyAmount: { dailyLiving: 68.1, mobility: 0, total: 68.1 },
      monthlyAmount: { dailyLiving: 294.87, mobility: 0, total: 294.87 },
    },
    checks: 'spec 001 §4 (8 to 11 is standard); spec 001 §9 68.10',
  },
  // Daily living 11: preparing food f (8) + washing e (3) = 11 → standard.
  {
    name: 'daily living 11 points: standard',
    input: { assessment: { dailyLiving: { 'preparing-food': 'f', 'washing-bathing': 'e' } } },
    expected: { dailyLivingPoints: 11, dailyLivingAward: 'standard', weeklyAmount: { dailyLiving: 68.1 } },
    checks: 'spec 001 §4 (8 to 11 is standard)',
  },
  // Daily living 12: communicating verbally e = 12 → enhanced 101.75, 440.58 a month.
  {
    name: 'daily living 12 points: enhanced',
    input: { assessment: { dailyLiving: { 'communicating-verbally': 'e' } } },
    expected: {
      dailyLivingPoints: 12,
      dailyLivingAward: 'enhanced',
      weeklyAmount: { dailyLiving: 101.75, total: 101.75 },
      monthlyAmount: { dailyLiving: 440.58, total: 440.58 },
    },
    checks: 'spec 001 §4 (12 or more is enhanced); spec 001 §9 101.75',
  },
  // Highest descriptors the spec's lists dropped: taking nutrition f (10) + managing therapy g (8) + washing g (8) + toilet f (8) = 34 → enhanced.
  {
    name: 'descriptors restored from Schedule 1',
    input: { assessment: { dailyLiving: { 'taking-nutrition': 'f', 'managing-therapy': 'g', 'washing-bathing': 'g', 'managing-toilet': 'f' } } },
    expected: { dailyLivingPoints: 34, dailyLivingAward: 'enhanced' },
    checks: 'DECISIONS.md §2 PIP 2 (taking-nutrition 10, managing-therapy 8, washing-bathing 8, managing-toilet 8)',
  },
  // Mobility 4: planning journeys b = 4 → none.
  {
    name: 'mobility 4 points: no award',
    input: { assessment: { mobility: { 'planning-journeys': 'b' } } },
    expected: { mobilityPoints: 4, mobilityAward: 'none', weeklyAmount: NONE },
    checks: 'spec 001 §4 (below 8 is none)',
  },
  // Mobility 8: planning b (4) + moving b (4) = 8 → standard 26.90, 116.48 a month.
  {
    name: 'mobility 8 points: standard',
    input: { assessment: { mobility: { 'planning-journeys': 'b', 'moving-around': 'b' } } },
    expected: {
      mobilityPoints: 8,
      mobilityAward: 'standard',
      weeklyAmount: { dailyLiving: 0, mobility: 26.9, total: 26.9 },
      monthlyAmount: { mobility: 116.48, total: 116.48 },
    },
    checks: 'spec 001 §4; spec 001 §9 26.90',
  },
  // Mobility 10: planning d = 10 → standard.
  {
    name: 'mobility 10 points: standard',
    input: { assessment: { mobility: { 'planning-journeys': 'd' } } },
    expected: { mobilityPoints: 10, mobilityAward: 'standard' },
    checks: 'spec 001 §4 (8 to 11 is standard)',
  },
  // Mobility 12: moving around e = 12 → enhanced 71.00, 307.43 a month.
  {
    name: 'mobility 12 points: enhanced',
    input: { assessment: { mobility: { 'moving-around': 'e' } } },
    expected: { mobilityPoints: 12, mobilityAward: 'enhanced', weeklyAmount: { mobility: 71, total: 71 }, monthlyAmount: { mobility: 307.43, total: 307.43 } },
    checks: 'spec 001 §4; spec 001 §9 71.00',
  },
  // Moving around f (cannot stand or move 1 metre) = 12 → enhanced.
  {
    name: 'moving around: cannot move 1 metre',
    input: { assessment: { mobility: { 'moving-around': 'f' } } },
    expected: { mobilityPoints: 12, mobilityAward: 'enhanced' },
    checks: 'spec 001 §3 moving-around 0,4,8,10,12,12',
  },
  // Enhanced daily living + standard mobility: weekly 101.75 + 26.90 = 128.65.
  // Monthly: 440.58 and 116.48; total 128.65 × 4.33 = 557.0545 → 557.05 (each figure is its weekly × 4.33).
  {
    name: 'both components: each monthly figure is its weekly × 4.33',
    input: { assessment: { dailyLiving: { 'communicating-verbally': 'e' }, mobility: { 'planning-journeys': 'c' } } },
    expected: {
      weeklyAmount: { dailyLiving: 101.75, mobility: 26.9, total: 128.65 },
      monthlyAmount: { dailyLiving: 440.58, mobility: 116.48, total: 557.05 },
    },
    checks: 'spec 001 §9 (monthly = weekly × 4.33, rounded to 2 decimals)',
  },
  // Less than 3 months with enhanced points on both: no award, 0s, the spec's text.
  {
    name: 'condition less than 3 months: no award',
    input: {
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
      reviewPeriod: 'Not eligible - condition must last at least 3 months',
    },
    checks: 'DECISIONS.md §2 PIP 4; spec 001 §8 review text',
  },
  // 3 to 9 months: awards stand; review 1-2 years.
  {
    name: 'condition 3 to 9 months',
    input: { assessment: { dailyLiving: { 'preparing-food': 'f' } }, personalInfo: { conditionDuration: '3-9-months' } },
    expected: { dailyLivingAward: 'standard', reviewPeriod: '1-2 years (shorter review due to newer condition)' },
    checks: 'spec 001 §8 review text',
  },
  // Over 9 months: review 18 months to 10 years.
  {
    name: 'condition over 9 months',
    input: { assessment: { dailyLiving: { 'preparing-food': 'f' } }, personalInfo: { conditionDuration: 'over-9-months' } },
    expected: { dailyLivingAward: 'standard', reviewPeriod: '18 months to 10 years (depending on likelihood of change)' },
    checks: 'spec 001 §8 review text',
  },
  // Unknown descriptor and activity ids score 0; the default duration 3-9 months.
  {
    name: 'unknown choices score 0',
    input: { assessment: { dailyLiving: { 'preparing-food': 'z', 'not-an-activity': 'f' }, mobility: { 'moving-around': 'ab' } } },
    expected: { dailyLivingPoints: 0, mobilityPoints: 0, reviewPeriod: '1-2 years (shorter review due to newer condition)' },
    checks: 'DECISIONS.md §2 PIP 1',
  },
];
