/**
 * Universal Credit rule cases. Every expected figure is worked out by hand from spec 000 §9 and
 * DECISIONS.md §2 (the arithmetic is in the comment above each case), not by running the code.
 * Inputs give only what differs from the spec 000 §3 defaults (age 25, single, no children,
 * renting at £0, no money).
 *
 * Monthly figures used: standard allowance 311.68 (single under 25), 393.45 (single 25+),
 * 489.23 (couple both under 25), 617.60 (couple); child 333.33 (first two); LCW 156.11;
 * LCWRA 416.19; carer 198.31 (35+ hours); work allowance 673 (with housing) / 1116 (without);
 * taper 55%; cap 1835 (couple or children) / 1229; cap exemption at earnings of 846;
 * savings: over 16,000 nothing, above 6,000 4.35 for each full 250.
 */

import type { UniversalCreditInput, UniversalCreditResult } from './universal-credit';
import type { DeepPartial, RuleCase } from './types';

type Case = RuleCase<DeepPartial<UniversalCreditInput>, UniversalCreditResult>;

const single30 = { age: 30, relationshipStatus: 'single' } as const;
const couple30 = { age: 30, relationshipStatus: 'couple', partnerAge: 30 } as const;
const noHousing = { housingType: 'living-with-family' } as const;

export const UNIVERSAL_CREDIT_CASES: Case[] = [
  // 311.68; renting at £0 gives no housing element, so the 1116 work allowance.
  {
    name: 'single under 25, no income',
    input: { personalDetails: { age: 22 } },
    expected: { totalMonthly: 311.68, workAllowance: 1116, taperReduction: 0, maximumAmount: 311.68, warnings: [] },
    checks: 'spec 000 §9 standard allowance single under 25; DECISIONS.md §2 UC 1, 6',
  },
  // The defaults: age 25, single → 393.45.
  {
    name: 'defaults: single aged 25',
    input: {},
    expected: { totalMonthly: 393.45, benefitCap: { applies: false, limit: 1229, reduction: 0 } },
    checks: 'spec 000 §3 defaults; spec 000 §9 standard allowance 25 or over',
  },
  // Age 24 is under 25: 311.68.
  {
    name: 'single aged 24 (below the 25 boundary)',
    input: { personalDetails: { age: 24 } },
    expected: { totalMonthly: 311.68 },
    checks: 'spec 000 §9 standard allowance single under 25',
  },
  // Couple 20 and 22, both under 25: 489.23.
  {
    name: 'couple both under 25',
    input: { personalDetails: { age: 20, relationshipStatus: 'couple', partnerAge: 22 } },
    expected: { totalMonthly: 489.23, benefitCap: { limit: 1835 } },
    checks: 'spec 000 §9 couple both under 25; cap 1835 for a couple',
  },
  // Couple 22 and 30: one is 25 or over, so 617.60.
  {
    name: 'couple, partner 25 or over',
    input: { personalDetails: { age: 22, relationshipStatus: 'couple', partnerAge: 30 } },
    expected: { totalMonthly: 617.6 },
    checks: 'spec 000 §9 couple with one or both 25 or over',
  },
  // Couple, claimant 20, partner age not given: counts as 25, so 617.60.
  {
    name: 'couple, partner age unknown counts as 25',
    input: { personalDetails: { age: 20, relationshipStatus: 'couple' } },
    expected: { totalMonthly: 617.6 },
    checks: 'spec 000 §9 (partner age taken as 25 when unknown); DECISIONS.md §2 UC 1',
  },
  // 617.60 + 2 × 333.33 + (650 + 50) = 617.60 + 666.66 + 700 = 1984.26.
  // Housing element > 0, so work allowance 673; taper 0.55 × (1200 − 673) = 0.55 × 527 = 289.85.
  // 1984.26 − 289.85 = 1694.41; below the 1835 cap (and earnings 1200 ≥ 846 are exempt anyway).
  // Take-home 1200 − 289.85 = 910.15; total income 1200 + 1694.41 = 2894.41.
  {
    name: 'couple, two children, rent 650 + service 50, earnings 1200',
    input: {
      personalDetails: { ...couple30, children: [{ age: 4, hasDisability: false }, { age: 7, hasDisability: false }] },
      incomeDetails: { earnedIncome: 1200 },
      housingDetails: { housingType: 'rent', monthlyRent: 650, serviceCharges: 50 },
    },
    expected: {
      totalMonthly: 1694.41,
      maximumAmount: 1984.26,
      workAllowance: 673,
      taperReduction: 289.85,
      benefitCap: { applies: false, limit: 1835, reduction: 0 },
      takeHomeAfterTaper: 910.15,
      earningsImpact: { currentEarnings: 1200, netUC: 1694.41, totalIncome: 2894.41 },
      warnings: [],
    },
    checks: 'spec 000 §9 child element, housing element, work allowance, taper; DECISIONS.md §2 UC 2, 3, 6, 7, 10, 11, 12',
  },
  // 393.45 + 2 × 333.33 = 393.45 + 666.66 = 1060.11; the third child is listed at 0, not qualifying. No housing: WA 1116.
  {
    name: 'three children: the third gets no child element',
    input: {
      personalDetails: { ...single30, children: [{ age: 2 }, { age: 5 }, { age: 9 }] },
      housingDetails: noHousing,
    },
    expected: {
      totalMonthly: 1060.11,
      elements: [
        { name: 'Standard allowance', amount: 393.45, qualifying: true },
        { name: 'Child element', amount: 666.66, qualifying: true, working: 'Child element for your first 2 children: 2 × £333.33' },
        { name: 'Child element, child 3', amount: 0, qualifying: false },
        { name: 'Housing element', amount: 0, qualifying: false },
        { name: 'LCW element', amount: 0, qualifying: false },
        { name: 'LCWRA element', amount: 0, qualifying: false },
        { name: 'Carer element', amount: 0, qualifying: false },
      ],
    },
    checks: 'spec 000 §9 child element for at most the first 2 children; DECISIONS.md §2 UC 2',
  },
  // 393.45 + 416.19 = 809.64.
  {
    name: 'LCWRA element',
    input: { personalDetails: single30, housingDetails: noHousing, healthAndCare: { hasLimitedCapabilityWorkRelated: true } },
    expected: { totalMonthly: 809.64 },
    checks: 'spec 000 §9 work-related activity element',
  },
  // 393.45 + 156.11 = 549.56.
  {
    name: 'LCW element',
    input: { personalDetails: single30, housingDetails: noHousing, healthAndCare: { hasLimitedCapabilityWork: true } },
    expected: { totalMonthly: 549.56 },
    checks: 'spec 000 §9 limited capability for work element',
  },
  // Both ticked: LCWRA only, 393.45 + 416.19 = 809.64; LCW listed as not qualifying.
  {
    name: 'LCW and LCWRA both ticked: never both',
    input: {
      personalDetails: single30,
      housingDetails: noHousing,
      healthAndCare: { hasLimitedCapabilityWork: true, hasLimitedCapabilityWorkRelated: true },
    },
    expected: {
      totalMonthly: 809.64,
      elements: [{}, {}, {}, { name: 'LCW element', amount: 0, qualifying: false }, { name: 'LCWRA element', amount: 416.19, qualifying: true }, {}],
    },
    checks: 'DECISIONS.md §2 UC 4',
  },
  // 35 hours: 393.45 + 198.31 = 591.76.
  {
    name: 'carer 35 hours a week',
    input: { personalDetails: single30, housingDetails: noHousing, healthAndCare: { isCarerFor: [{ hoursPerWeek: 10 }, { hoursPerWeek: 35 }] } },
    expected: { totalMonthly: 591.76 },
    checks: 'spec 000 §9 carer element at 35 or more hours; DECISIONS.md §2 UC 5',
  },
  // 34.5 hours: below 35, 393.45.
  {
    name: 'carer 34.5 hours a week: no carer element',
    input: { personalDetails: single30, housingDetails: noHousing, healthAndCare: { isCarerFor: [{ hoursPerWeek: 34.5 }] } },
    expected: { totalMonthly: 393.45 },
    checks: 'spec 000 §9 carer element at 35 or more hours',
  },
  // 6,000.01: no full 250 above 6,000, so nothing off: 393.45, no warning.
  {
    name: 'savings 6,000.01',
    input: { incomeDetails: { savings: 6000.01 } },
    expected: { totalMonthly: 393.45, warnings: [] },
    checks: 'spec 000 §9 savings: 4.35 per full 250 above 6000',
  },
  // 6,249.99: still no full 250: 393.45.
  {
    name: 'savings 6,249.99',
    input: { incomeDetails: { savings: 6249.99 } },
    expected: { totalMonthly: 393.45 },
    checks: 'spec 000 §9 savings: full bands only',
  },
  // 6,250: one band, 4.35 off: 393.45 − 4.35 = 389.10.
  {
    name: 'savings 6,250',
    input: { incomeDetails: { savings: 6250 } },
    expected: { totalMonthly: 389.1, warnings: ['Savings above £6,000: Universal Credit is reduced by £4.35 per month.'] },
    checks: 'spec 000 §9 savings; spec 000 §8 savings warning',
  },
  // 6,500: two bands, 2 × 4.35 = 8.70 off: 393.45 − 8.70 = 384.75.
  {
    name: 'savings 6,500',
    input: { incomeDetails: { savings: 6500 } },
    expected: { totalMonthly: 384.75, warnings: ['Savings above £6,000: Universal Credit is reduced by £8.70 per month.'] },
    checks: 'spec 000 §9 savings',
  },
  // 16,000 is not over 16,000: (16000 − 6000) / 250 = 40 bands × 4.35 = 174: 393.45 − 174 = 219.45.
  {
    name: 'savings 16,000',
    input: { incomeDetails: { savings: 16000 } },
    expected: { totalMonthly: 219.45, warnings: ['Savings above £6,000: Universal Credit is reduced by £174 per month.'] },
    checks: 'spec 000 §9 savings (over 16000 gives 0, so 16000 itself is reduced)',
  },
  // 16,000.01 is over 16,000: 0 and the warning.
  {
    name: 'savings 16,000.01',
    input: { incomeDetails: { savings: 16000.01 } },
    expected: { totalMonthly: 0, warnings: ['Savings over £16,000: not eligible for Universal Credit.'] },
    checks: 'spec 000 §9 savings over 16000 gives 0; spec 000 §8 warning',
  },
  // 393.45 + 1200 = 1593.45 > 1229 (single, no children, no exemption): cut by 364.45 to 1229.
  {
    name: 'benefit cap: single, no children, high rent',
    input: { personalDetails: single30, housingDetails: { monthlyRent: 1200 } },
    expected: {
      totalMonthly: 1229,
      maximumAmount: 1593.45,
      benefitCap: { applies: true, limit: 1229, reduction: 364.45 },
      warnings: ['Benefit cap applies: the amount is reduced by £364.45 per month.'],
    },
    checks: 'spec 000 §9 benefit cap 1229; spec 000 §8 cap warning; DECISIONS.md §2 UC 11',
  },
  // Earnings 846: taper 0.55 × (846 − 673) = 0.55 × 173 = 95.15; 1593.45 − 95.15 = 1498.30; exempt.
  {
    name: 'benefit cap exemption at earnings of 846',
    input: { personalDetails: single30, incomeDetails: { earnedIncome: 846 }, housingDetails: { monthlyRent: 1200 } },
    expected: { totalMonthly: 1498.3, taperReduction: 95.15, benefitCap: { applies: false, limit: 1229, reduction: 0 }, warnings: [] },
    checks: 'DECISIONS.md §2 UC 11 (earnings of at least 846 a month are exempt); UC Regs 2013 reg 82',
  },
  // Earnings 845.99: taper 0.55 × 172.99 = 95.1445 → 95.14; 1593.45 − 95.14 = 1498.31 > 1229: cut by 269.31.
  {
    name: 'benefit cap just below the exemption: earnings 845.99',
    input: { personalDetails: single30, incomeDetails: { earnedIncome: 845.99 }, housingDetails: { monthlyRent: 1200 } },
    expected: { totalMonthly: 1229, taperReduction: 95.14, benefitCap: { applies: true, limit: 1229, reduction: 269.31 } },
    checks: 'DECISIONS.md §2 UC 11',
  },
  // LCWRA exempts: 393.45 + 1200 + 416.19 = 2009.64, not capped.
  {
    name: 'benefit cap: LCWRA exempts',
    input: { personalDetails: single30, housingDetails: { monthlyRent: 1200 }, healthAndCare: { hasLimitedCapabilityWorkRelated: true } },
    expected: { totalMonthly: 2009.64, benefitCap: { applies: false, reduction: 0 } },
    checks: 'DECISIONS.md §2 UC 11 (exempt with the LCWRA element)',
  },
  // Carer exempts: 393.45 + 1200 + 198.31 = 1791.76, not capped.
  {
    name: 'benefit cap: carer element exempts',
    input: { personalDetails: single30, housingDetails: { monthlyRent: 1200 }, healthAndCare: { isCarerFor: [{ hoursPerWeek: 40 }] } },
    expected: { totalMonthly: 1791.76, benefitCap: { applies: false } },
    checks: 'DECISIONS.md §2 UC 11 (exempt with the carer element)',
  },
  // Couple, rent 1500: 617.60 + 1500 = 2117.60 > 1835: cut by 282.60.
  {
    name: 'benefit cap: couple',
    input: { personalDetails: couple30, housingDetails: { monthlyRent: 1500 } },
    expected: { totalMonthly: 1835, benefitCap: { applies: true, limit: 1835, reduction: 282.6 } },
    checks: 'spec 000 §9 benefit cap couple 1835',
  },
  // Single with one child, rent 1500: 393.45 + 333.33 + 1500 = 2226.78 > 1835: cut by 391.78.
  {
    name: 'benefit cap: single with children',
    input: { personalDetails: { ...single30, children: [{ age: 3 }] }, housingDetails: { monthlyRent: 1500 } },
    expected: { totalMonthly: 1835, benefitCap: { applies: true, limit: 1835, reduction: 391.78 } },
    checks: 'spec 000 §9 benefit cap single with children 1835',
  },
  // Pension 200 pound for pound: 393.45 − 200 = 193.45 (owner, no housing element).
  {
    name: 'pension income comes off pound for pound',
    input: { personalDetails: { age: 70 }, incomeDetails: { pension: 200 }, housingDetails: { housingType: 'own-outright' } },
    expected: { totalMonthly: 193.45 },
    checks: 'DECISIONS.md §2 UC 8',
  },
  // Pension 500 > 393.45: max(0, 393.45 − 500) = 0.
  {
    name: 'pension above the maximum gives 0',
    input: { incomeDetails: { pension: 500 }, housingDetails: { housingType: 'own-outright' } },
    expected: { totalMonthly: 0 },
    checks: 'DECISIONS.md §2 UC 10 (award never below 0)',
  },
  // Earnings 1000 within the 1116 allowance (no housing): no taper, 393.45; take-home 1000.
  {
    name: 'earnings within the work allowance',
    input: { personalDetails: single30, incomeDetails: { earnedIncome: 1000 }, housingDetails: noHousing },
    expected: { totalMonthly: 393.45, taperReduction: 0, takeHomeAfterTaper: 1000 },
    checks: 'spec 000 §9 work allowance 1116 without housing',
  },
  // Earnings 2000: taper 0.55 × (2000 − 1116) = 0.55 × 884 = 486.20 > 393.45: 0.
  {
    name: 'earnings taper the award to 0',
    input: { personalDetails: single30, incomeDetails: { earnedIncome: 2000 }, housingDetails: noHousing },
    expected: { totalMonthly: 0, taperReduction: 486.2, takeHomeAfterTaper: 1513.8 },
    checks: 'spec 000 §9 taper; DECISIONS.md §2 UC 10',
  },
  // Single: the partner's earnings do not count: 393.45.
  {
    name: 'single: partner earnings ignored',
    input: { incomeDetails: { partnerEarnedIncome: 2000 } },
    expected: { totalMonthly: 393.45, taperReduction: 0 },
    checks: 'DECISIONS.md §2 UC 7 (partner earnings for a couple only)',
  },
  // Couple, 1000 + 500 = 1500 earnings, no housing: taper 0.55 × (1500 − 1116) = 0.55 × 384 = 211.20; 617.60 − 211.20 = 406.40.
  {
    name: 'couple: both earnings are tapered',
    input: { personalDetails: couple30, incomeDetails: { earnedIncome: 1000, partnerEarnedIncome: 500 }, housingDetails: { housingType: 'own-outright' } },
    expected: { totalMonthly: 406.4, taperReduction: 211.2, earningsImpact: { currentEarnings: 1500, netUC: 406.4, totalIncome: 1906.4 } },
    checks: 'DECISIONS.md §2 UC 7, 12',
  },
  // Mortgage: no housing element even with a rent figure; WA 1116: 393.45.
  {
    name: 'mortgage: no housing element',
    input: { housingDetails: { housingType: 'mortgage', monthlyRent: 800 } },
    expected: { totalMonthly: 393.45, workAllowance: 1116 },
    checks: 'DECISIONS.md §2 UC 3 (housing element only when renting)',
  },
  // Rent 500 + 25: 393.45 + 525 = 918.45; taper 0.55 × (1000 − 673) = 0.55 × 327 = 179.85; 918.45 − 179.85 = 738.60.
  {
    name: 'renting with earnings: lower work allowance',
    input: { personalDetails: single30, incomeDetails: { earnedIncome: 1000 }, housingDetails: { monthlyRent: 500, serviceCharges: 25 } },
    expected: { totalMonthly: 738.6, workAllowance: 673, taperReduction: 179.85 },
    checks: 'DECISIONS.md §2 UC 6, 7',
  },
  // Taper rounds half up to the penny: 0.55 × 0.01 = 0.0055 → 0.01; 393.45 − 0.01 = 393.44.
  {
    name: 'taper rounds half up to the penny',
    input: { incomeDetails: { earnedIncome: 1116.01 }, housingDetails: noHousing },
    expected: { totalMonthly: 393.44, taperReduction: 0.01 },
    checks: 'DECISIONS.md §2 (every money figure rounded to 2 decimals)',
  },
  // Age 10 is clamped to 16: under 25, 311.68.
  {
    name: 'age below 16 is clamped to 16',
    input: { personalDetails: { age: 10 } },
    expected: { totalMonthly: 311.68 },
    checks: 'spec 000 §5 (ages 16 to 100)',
  },
  // Empty age (NaN) becomes 16: 311.68.
  {
    name: 'empty age becomes 16',
    input: { personalDetails: { age: Number.NaN } },
    expected: { totalMonthly: 311.68 },
    checks: 'spec 000 §5 (an empty value becomes 16)',
  },
  // Negative money counts as 0: 393.45, no taper.
  {
    name: 'negative money counts as 0',
    input: { incomeDetails: { earnedIncome: -500, savings: -10, pension: -1 }, housingDetails: { monthlyRent: -100 } },
    expected: { totalMonthly: 393.45, taperReduction: 0, workAllowance: 1116 },
    checks: 'spec 000 §5 (money minimum 0)',
  },
];
