/**
 * Universal Credit rule cases, by tax year. Every expected figure is worked out by hand from
 * the rates table (src/calc/rates/universal-credit.ts) and docs/rules.md UC 1-14 (the arithmetic is in the comment
 * above each case), not by running the code. Inputs give only what differs from the docs/product.md §3
 * defaults (age 25, single, no children, renting at £0, no money) plus the tax year.
 *
 * Monthly figures, 2024/25 | 2025/26 | 2026/27:
 *   standard allowance single <25 311.68 | 316.98 | 338.58; single 25+ 393.45 | 400.14 | 424.90;
 *     couple <25 489.23 | 497.55 | 528.34; couple 25+ 617.60 | 628.10 | 666.97
 *   child element higher 333.33 | 339.00 | 351.88; lower 287.92 | 292.81 | 303.94; limit 2 | 2 | none
 *   born before 6 April 2017 when not told: aged 8+ | 9+ | 10+
 *   disabled child lower 156.11 | 158.76 | 164.79; higher 487.58 | 495.87 | 514.71
 *   LCW 156.11 | 158.76 | 158.76; LCWRA 416.19 | 423.27 | 429.80 protected, 217.26 new award
 *   carer 198.31 | 201.68 | 209.34 (35+ hours)
 *   childcare 85%, cap one child 1,014.63 | 1,031.88 | 1,071.09; two or more 1,739.37 | 1,768.94 | 1,836.16
 *   work allowance with housing 404 | 411 | 427; without 673 | 684 | 710 (only with a child or LCW/LCWRA)
 *   taper 55%; non-dependant contribution 91.47 | 93.02 | 96.55
 *   savings: over 16,000 nothing; above 6,000, 4.35 for each 250 or part of 250
 *   benefit cap outside London 1,835.00 / 1,229.42, London 2,110.25 / 1,413.92; exemption 793 | 846 | 881
 *   LHA (weekly × 52 ÷ 12): Lothian shared 109.32 → 473.72, 1 bed 172.60 → 747.93, 2 beds 223.23 → 967.33;
 *     Inner South East London 3 beds 448.77 → 1,944.67; East Lancs 1 bed 97.81 → 423.84;
 *     Greater Glasgow 2 beds 195.62 → 847.69; Newport shared 77.65 → 336.48
 */

import type { UniversalCreditInput, UniversalCreditResult } from './universal-credit';
import type { DeepPartial, RuleCase } from './types';
import { listOfValues, money, moneyWithPence, msg, type Message } from './message';

type Case = RuleCase<DeepPartial<UniversalCreditInput>, UniversalCreditResult>;

const Y24 = '2024-25';
const Y25 = '2025-26';
const Y26 = '2026-27';
const single30 = { age: 30, relationshipStatus: 'single' } as const;
const couple30 = { age: 30, relationshipStatus: 'couple', partnerAge: 30 } as const;
const noHousing = { housingType: 'living-with-family' } as const;
const kids = (...ages: number[]) => ages.map((age) => ({ age, hasDisability: false }));
const boy = (age: number) => ({ age, hasDisability: false, sex: 'male' as const });
const girl = (age: number) => ({ age, hasDisability: false, sex: 'female' as const });
/** The elements expected: only the housing element's, at its place among `numElements`. */
const housingOnly = (at: number, numElements: number, housing: object) => Array.from({ length: numElements }, (_, i) => (i === at ? housing : {}));
// The messages the cases expect (src/i18n/en/universal-credit-engine.ts has their words); money in pence.
const NO_LHA_700 = msg('uc.warning.noLha', { amount: moneyWithPence(70000) });
const NO_WORK_ALLOWANCE = msg('uc.warning.noWorkAllowance', { percent: 55 });
const childElement = (n: number) => msg('uc.childElement.child', { n });
const aboveLha = (pence: number) => msg('uc.warning.aboveLha', { amount: moneyWithPence(pence) });
const bornBefore = (n: number, age: number) => msg('uc.warning.bornBefore', { n, age });
const capApplies = (pence: number) => msg('uc.warning.capApplies', { amount: moneyWithPence(pence) });
const capOutsideLondon = (outsidePence: number, londonPence: number) =>
  msg('uc.warning.capOutsideLondon', { outside: moneyWithPence(outsidePence), london: moneyWithPence(londonPence) });
const capExempt = (why: Message) => msg('uc.cap.exempt', { why });
const HOUSING_ELEMENT = msg('uc.housingElement');
/** '2 bedrooms' (the LHA's category, or the home's bedrooms). */
const bedrooms = (count: number) => msg('uc.lha.bedrooms', { count });
/** What an area's LHA limit is for: '2 bedrooms in Lothian'. */
const lhaFor = (what: Message, area: string) => msg('uc.lha.areaDescription', { what, area });
/** The housing element's working: its steps in turn, then the element (pence). */
const housingWorking = (pence: number, ...steps: Message[]) => msg('uc.housing.working', { steps: listOfValues(steps, 'semicolons'), amount: money(pence) });
const rentStep = (rentPence: number, chargesPence = 0) => msg('uc.housing.rent', { rent: money(rentPence), charges: money(chargesPence), total: money(rentPence + chargesPence) });
/** 'n bedrooms allowed (who has which room)', with the clauses of src/calc/bedrooms.ts. */
const bedroomsStep = (count: number, ...rooms: Message[]) => msg('uc.housing.bedrooms', { count, rooms: listOfValues(rooms, 'commas') });
/** 'within' or 'limited to' an area's LHA: weekly × 52 ÷ 12 = monthly. */
const lhaStep = (id: 'uc.lha.within' | 'uc.lha.limitedTo', what: Message, area: string, weeklyPence: number, monthlyPence: number) =>
  msg(id, { limit: msg('uc.lha.area', { what, area, weekly: money(weeklyPence), weeks: 52, months: 12, monthly: money(monthlyPence) }) });
const PENSION_CREDIT_STEP = msg('uc.step.pensionCredit', { address: 'www.gov.uk/pension-credit/how-to-claim', phone: '0800 99 1234' });
const CITIZENS_ADVICE_STEP = msg('uc.step.citizensAdvice', { phone: '0800 144 8848' });

export const UNIVERSAL_CREDIT_CASES: Case[] = [
  // ---- Rule 1: standard allowance --------------------------------------------------------
  // 311.68; renting at £0 gives no housing element; no child or LCW, so no work allowance.
  {
    name: '2024/25 single under 25, no income',
    input: { taxYear: Y24, personalDetails: { age: 22 } },
    expected: { taxYear: Y24, totalMonthly: 311.68, workAllowance: 0, taperReduction: 0, maximumAmount: 311.68, warnings: [] },
    checks: 'docs/rules.md UC 1, 8; UC Regs reg 36',
  },
  // The defaults: age 25, single → 393.45; the single cap outside London is 1,229.42.
  {
    name: '2024/25 defaults: single aged 25',
    input: { taxYear: Y24 },
    expected: { totalMonthly: 393.45, benefitCap: { applies: false, limit: 1229.42, reduction: 0, isLondon: false } },
    checks: 'docs/product.md §3 defaults; UC Regs reg 36; Benefit Cap regs',
  },
  // Age 24 is under 25: 316.98.
  {
    name: '2025/26 single aged 24 (below the 25 boundary)',
    input: { taxYear: Y25, personalDetails: { age: 24 } },
    expected: { taxYear: Y25, totalMonthly: 316.98 },
    checks: 'docs/rules.md UC 1',
  },
  // Couple 20 and 22, both under 25: 497.55; a couple's cap is 1,835.
  {
    name: '2025/26 couple both under 25',
    input: { taxYear: Y25, personalDetails: { age: 20, relationshipStatus: 'couple', partnerAge: 22 } },
    expected: { totalMonthly: 497.55, benefitCap: { limit: 1835 } },
    checks: 'docs/rules.md UC 1, 12',
  },
  // Couple 22 and 30: one is 25 or over, so 666.97.
  {
    name: '2026/27 couple, partner 25 or over',
    input: { taxYear: Y26, personalDetails: { age: 22, relationshipStatus: 'couple', partnerAge: 30 } },
    expected: { taxYear: Y26, totalMonthly: 666.97 },
    checks: 'docs/rules.md UC 1',
  },
  // Couple, claimant 20, partner age not given: counts as 25, so 666.97.
  {
    name: '2026/27 couple, partner age unknown counts as 25',
    input: { taxYear: Y26, personalDetails: { age: 20, relationshipStatus: 'couple' } },
    expected: { totalMonthly: 666.97 },
    checks: 'docs/rules.md UC 1',
  },
  // 424.90.
  { name: '2026/27 defaults: single aged 25', input: { taxYear: Y26 }, expected: { totalMonthly: 424.9, maximumAmount: 424.9, warnings: [] }, checks: 'docs/rules.md UC 1' },

  // ---- Rule 2: child element and the child limit -------------------------------------------
  // Aged 12 in 2026/27 (10 or over): born before 6 April 2017, eldest → higher 351.88. 424.90 + 351.88 = 776.78.
  {
    name: '2026/27 one child aged 12: the higher amount',
    input: { taxYear: Y26, personalDetails: { ...single30, children: kids(12) }, housingDetails: noHousing },
    expected: {
      totalMonthly: 776.78,
      elements: [{}, { name: childElement(1), amount: 351.88, qualifying: true, rateId: 'universal-credit.child-element.higher' }, {}, {}, {}, {}, {}],
    },
    checks: 'docs/rules.md UC 2; UC Regs reg 36',
  },
  // Aged 5: born after 6 April 2017 → lower 303.94. 424.90 + 303.94 = 728.84.
  {
    name: '2026/27 one child aged 5: the lower amount',
    input: { taxYear: Y26, personalDetails: { ...single30, children: kids(5) }, housingDetails: noHousing },
    expected: { totalMonthly: 728.84, elements: [{}, { amount: 303.94, rateId: 'universal-credit.child-element.lower' }, {}, {}, {}, {}, {}] },
    checks: 'docs/rules.md UC 2',
  },
  // 2025/26, children 5, 3, 1, all born after 6 April 2017 (under 9): the limit of 2 →
  // 2 × 292.81 = 585.62, the third at 0. 400.14 + 585.62 = 985.76; within the 1,835 cap.
  {
    name: '2025/26 three children born after April 2017: two child elements (child limit)',
    input: { taxYear: Y25, personalDetails: { ...single30, children: kids(5, 3, 1) }, housingDetails: noHousing },
    expected: {
      totalMonthly: 985.76,
      elements: [
        {},
        { name: childElement(1), amount: 292.81, qualifying: true },
        { name: childElement(2), amount: 292.81, qualifying: true },
        { name: childElement(3), amount: 0, qualifying: false, working: msg('uc.childElement.overLimit', { limit: 2, count: 2 }) },
        {},
        {},
        {},
        {},
        {},
      ],
    },
    checks: 'docs/rules.md UC 2; UC Regs reg 24A',
  },
  // 2025/26 couple, children 10 and 6, then twins aged 2 (third and fourth). 10 is 9+: born
  // before 6 April 2017, eldest, the higher 339.00; 6: lower 292.81 (two counted). The first twin
  // is past the limit: 0. The second twin is not the first born of the pregnancy (UC Regs Sch 12
  // para 2), so an exception: 292.81. 628.10 + 339.00 + 292.81 + 292.81 = 1,552.72. No earnings, so
  // the cap applies with the Child Benefit of all four (26.05 + 3 × 17.25 = 77.80 a week × 52 ÷ 12 =
  // 337.13): 1,889.85 − 1,835.00 = cut 54.85 → 1,497.87.
  {
    name: '2025/26 twins as third and fourth children: the second twin is an exception to the child limit',
    input: {
      taxYear: Y25,
      personalDetails: { ...couple30, children: [...kids(10, 6, 2), { age: 2, hasDisability: false, limitException: true }] },
      housingDetails: noHousing,
    },
    expected: {
      totalMonthly: 1497.87,
      maximumAmount: 1552.72,
      benefitCap: { applies: true, limit: 1835, reduction: 54.85 },
      elements: [
        {},
        { name: childElement(1), amount: 339, qualifying: true },
        { name: childElement(2), amount: 292.81, qualifying: true },
        { name: childElement(3), amount: 0, qualifying: false },
        {
          name: childElement(4),
          amount: 292.81,
          qualifying: true,
          working: msg('uc.childElement.lowerException', { age: 2, amount: money(29281) }),
        },
        {},
        {},
        {},
        {},
        {},
      ],
    },
    checks: 'docs/rules.md UC 2; UC Regs reg 24A, Sch 12 para 2',
  },
  // 2024/25 single 30, children 7 and 4, and an adopted child of 3 (Sch 12 para 3). 7 is under 8:
  // born on or after 6 April 2017 (taken from the age), lower 287.92 each for 7 and 4; the third
  // qualifies by the exception: 287.92. 393.45 + 3 × 287.92 = 1,257.21.
  {
    name: '2024/25 an adopted third child: an exception to the child limit',
    input: {
      taxYear: Y24,
      personalDetails: { ...single30, children: [...kids(7, 4), { age: 3, hasDisability: false, limitException: true }] },
      housingDetails: noHousing,
    },
    expected: { totalMonthly: 1257.21, elements: [{}, { amount: 287.92 }, { amount: 287.92 }, { amount: 287.92, qualifying: true }, {}, {}, {}, {}, {}] },
    checks: 'docs/rules.md UC 2; UC Regs reg 24A, Sch 12 para 3',
  },
  // The same family in 2026/27: no child limit → 3 × 303.94 = 911.82. 424.90 + 911.82 = 1,336.72.
  {
    name: '2026/27 the same three children: three child elements (limit abolished)',
    input: { taxYear: Y26, personalDetails: { ...single30, children: kids(5, 3, 1) }, housingDetails: noHousing },
    expected: {
      totalMonthly: 1336.72,
      elements: [{}, { amount: 303.94, qualifying: true }, { amount: 303.94, qualifying: true }, { name: childElement(3), amount: 303.94, qualifying: true }, {}, {}, {}, {}, {}],
    },
    checks: 'docs/rules.md UC 2; Universal Credit (Removal of Two Child Limit) Act 2026',
  },
  // 2024/25, children 12, 6, 4: 12 (8 or over) born before April 2017 → higher 333.33; 6 is the
  // first born after, 1 older qualifies (< 2) → 287.92; 4: two older qualify → 0.
  // 393.45 + 333.33 + 287.92 = 1,014.70.
  {
    name: '2024/25 children 12, 6 and 4: higher, lower, none',
    input: { taxYear: Y24, personalDetails: { ...single30, children: kids(12, 6, 4) }, housingDetails: noHousing },
    expected: { totalMonthly: 1014.7, elements: [{}, { amount: 333.33 }, { amount: 287.92 }, { amount: 0, qualifying: false }, {}, {}, {}, {}, {}] },
    checks: 'docs/rules.md UC 2; UC Regs regs 24A, 36',
  },
  // 2024/25, children 6, 4, 4 with the third a twin (exception): 3 × 287.92 = 863.76. 393.45 + 863.76 = 1,257.21.
  {
    name: '2024/25 third child with a child-limit exception qualifies',
    input: {
      taxYear: Y24,
      personalDetails: {
        ...single30,
        children: [
          { age: 6, hasDisability: false },
          { age: 4, hasDisability: false },
          { age: 4, hasDisability: false, limitException: true },
        ],
      },
      housingDetails: noHousing,
    },
    expected: { totalMonthly: 1257.21, elements: [{}, { amount: 287.92 }, { amount: 287.92 }, { amount: 287.92, qualifying: true }, {}, {}, {}, {}, {}] },
    checks: 'docs/rules.md UC 2 (limitException); UC Regs reg 24B',
  },
  // 2025/26, children 14, 11, 3: 14 higher 339.00; 11 (9 or over) born before → 292.81;
  // 3 born after with two older qualifying → 0. 400.14 + 339.00 + 292.81 = 1,031.95.
  {
    name: '2025/26 two children born before April 2017 and a younger one',
    input: { taxYear: Y25, personalDetails: { ...single30, children: kids(14, 11, 3) }, housingDetails: noHousing },
    expected: { totalMonthly: 1031.95, elements: [{}, { amount: 339 }, { amount: 292.81 }, { amount: 0, qualifying: false }, {}, {}, {}, {}, {}] },
    checks: 'docs/rules.md UC 2',
  },
  // 2026/27, aged 9: the age leaves it open; unanswered counts as born after → lower 303.94 and a warning.
  // 424.90 + 303.94 = 728.84.
  {
    name: '2026/27 child aged 9, birth date not given: lower amount and a warning',
    input: { taxYear: Y26, personalDetails: { ...single30, children: kids(9) }, housingDetails: noHousing },
    expected: {
      totalMonthly: 728.84,
      warnings: [bornBefore(1, 9)],
    },
    checks: 'docs/rules.md UC 2 (bornBeforeApril2017 default)',
  },
  // 2026/27, children 12 and 9: the 12-year-old is the eldest and certainly born before 6 April 2017
  // (10 or over) → higher 351.88; the 9-year-old's birth date changes nothing (a second child's
  // element is the lower one either way, and there is no child limit from 2026/27): lower 303.94,
  // no question and no warning. 424.90 + 351.88 + 303.94 = 1,080.72.
  {
    name: '2026/27 children 12 and 9: a younger child’s birth before April 2017 is not asked, with no child limit',
    input: { taxYear: Y26, personalDetails: { ...single30, children: kids(12, 9) }, housingDetails: noHousing },
    expected: { totalMonthly: 1080.72, warnings: [] },
    checks: 'docs/rules.md UC 2 (UC Regs regs 24A and 36(3))',
  },
  // 2025/26, children 12, 10 and 8 (9 or over certainly born before 6 April 2017; 8 may have been):
  // the limit of two applies to three children, so the 8-year-old's birth date matters: unanswered
  // counts as born after → 0 (two older children qualify) and a warning. 12 higher 339.00, 10 lower
  // 292.81: 400.14 + 339.00 + 292.81 = 1,031.95.
  {
    name: '2025/26 children 12, 10 and 8: the youngest’s birth before April 2017 is asked while the child limit applies',
    input: { taxYear: Y25, personalDetails: { ...single30, children: kids(12, 10, 8) }, housingDetails: noHousing },
    expected: { totalMonthly: 1031.95, warnings: [bornBefore(3, 8)] },
    checks: 'docs/rules.md UC 2 (UC Regs reg 24A)',
  },
  // The same child, born before 6 April 2017: higher 351.88. 424.90 + 351.88 = 776.78.
  {
    name: '2026/27 child aged 9 born before April 2017: higher amount',
    input: { taxYear: Y26, personalDetails: { ...single30, children: [{ age: 9, hasDisability: false, bornBeforeApril2017: true }] }, housingDetails: noHousing },
    expected: { totalMonthly: 776.78, warnings: [] },
    checks: 'docs/rules.md UC 2',
  },

  // ---- Rule 3: disabled child addition ------------------------------------------------------
  // 424.90 + 303.94 + 164.79 (lower, the default) = 893.63.
  {
    name: '2026/27 disabled child: lower addition',
    input: { taxYear: Y26, personalDetails: { ...single30, children: [{ age: 4, hasDisability: true }] }, housingDetails: noHousing },
    expected: {
      totalMonthly: 893.63,
      elements: [
        {},
        { amount: 303.94 },
        { name: msg('uc.disabledChild', { n: 1 }), amount: 164.79, qualifying: true, rateId: 'universal-credit.disabled-child.lower' },
        {},
        {},
        {},
        {},
        {},
      ],
    },
    checks: 'docs/rules.md UC 3',
  },
  // 2025/26, children 5, 3, 1, the third disabled at the higher rate: no child element for the
  // third (limit), but the addition is paid: 400.14 + 2 × 292.81 + 495.87 = 1,481.63.
  {
    name: '2025/26 third child past the limit still gets the higher disabled child addition',
    input: { taxYear: Y25, personalDetails: { ...single30, children: [...kids(5, 3), { age: 1, hasDisability: true, disabilityRate: 'higher' }] }, housingDetails: noHousing },
    expected: { totalMonthly: 1481.63, elements: [{}, {}, {}, { amount: 0, qualifying: false }, { name: msg('uc.disabledChild', { n: 3 }), amount: 495.87 }, {}, {}, {}, {}, {}] },
    checks: 'docs/rules.md UC 3; UC Regs reg 24A(1)',
  },
  // 2024/25, child 10 disabled at the higher rate: 393.45 + 333.33 + 487.58 = 1,214.36.
  {
    name: '2024/25 disabled child, higher addition',
    input: { taxYear: Y24, personalDetails: { ...single30, children: [{ age: 10, hasDisability: true, disabilityRate: 'higher' }] }, housingDetails: noHousing },
    expected: { totalMonthly: 1214.36 },
    checks: 'docs/rules.md UC 3',
  },

  // ---- Rule 4: housing element -------------------------------------------------------------
  // 2026/27 private renter, LHA typed as 700 a month, rent 699.99: under the limit → 699.99.
  // No child or LCW: no work allowance. 424.90 + 699.99 = 1,124.89 (within 1,229.42).
  {
    name: '2026/27 private rent a penny under the LHA rate',
    input: { taxYear: Y26, personalDetails: { age: 40 }, housingDetails: { monthlyRent: 699.99, tenancyType: 'private', lhaRateMonthly: 700 } },
    expected: { totalMonthly: 1124.89, housingCosts: { eligibleRent: 699.99, lhaLimit: 700, rentAboveLha: 0 }, warnings: [] },
    checks: 'docs/rules.md UC 4 (lhaRateMonthly); UC Regs Sch 4 para 25',
  },
  // Rent 700.01: capped at 700 → 424.90 + 700 = 1,124.90, and 0.01 not covered.
  {
    name: '2026/27 private rent a penny over the LHA rate',
    input: { taxYear: Y26, personalDetails: { age: 40 }, housingDetails: { monthlyRent: 700.01, lhaRateMonthly: 700 } },
    expected: {
      totalMonthly: 1124.9,
      housingCosts: { lhaLimit: 700, rentAboveLha: 0.01 },
      warnings: [aboveLha(1)],
    },
    checks: 'docs/rules.md UC 4',
  },
  // 2025/26 Lothian, couple with children 4 and 7: 1 + ceil(2 ÷ 2) = 2 bedrooms → 223.23 × 52 ÷ 12
  // = 967.33; rent 1,000 → 967.33, 32.67 not covered. Children under 9: 2 × 292.81 = 585.62.
  // Maximum 628.10 + 585.62 + 967.33 = 2,181.05. Work allowance with housing 411:
  // taper 0.55 × (1,200 − 411) = 433.95. 2,181.05 − 433.95 = 1,747.10 (earnings ≥ 846: no cap).
  {
    name: '2025/26 Lothian family above the 2-bedroom LHA rate',
    input: {
      taxYear: Y25,
      personalDetails: { ...couple30, children: kids(4, 7) },
      incomeDetails: { earnedIncome: 1200 },
      housingDetails: { monthlyRent: 1000, tenancyType: 'private', localHousingAllowanceArea: 'lothian' },
    },
    expected: {
      totalMonthly: 1747.1,
      maximumAmount: 2181.05,
      workAllowance: 411,
      taperReduction: 433.95,
      housingCosts: { bedroomEntitlement: 2, lhaLimit: 967.33, rentAboveLha: 32.67, lhaDescription: lhaFor(bedrooms(2), 'Lothian') },
      warnings: [aboveLha(3267)],
    },
    checks: 'docs/rules.md UC 4, 8; UC Regs Sch 4 paras 8-12, 25-34',
  },
  // The same family typing 1 bedroom allowed (used instead of the count of 2, docs/rules.md UC 4): the
  // 1-bedroom rate 172.60 × 52 ÷ 12 = 747.93; rent 1,000 → 747.93, 252.07 not covered. Maximum
  // 628.10 + 585.62 + 747.93 = 1,961.65; taper 433.95 → 1,527.70.
  {
    name: '2025/26 Lothian family who types 1 bedroom allowed: the 1-bedroom LHA rate',
    input: {
      taxYear: Y25,
      personalDetails: { ...couple30, children: kids(4, 7) },
      incomeDetails: { earnedIncome: 1200 },
      housingDetails: { monthlyRent: 1000, tenancyType: 'private', localHousingAllowanceArea: 'lothian', bedroomsTyped: 1 },
    },
    expected: {
      totalMonthly: 1527.7,
      maximumAmount: 1961.65,
      housingCosts: { bedroomEntitlement: 1, lhaLimit: 747.93, rentAboveLha: 252.07, lhaDescription: lhaFor(bedrooms(1), 'Lothian') },
      warnings: [aboveLha(25207)],
      elements: housingOnly(3, 8, {
        name: HOUSING_ELEMENT,
        working: housingWorking(
          74793,
          rentStep(100000),
          msg('uc.housing.bedroomsTyped', { count: 1, counted: 2 }),
          lhaStep('uc.lha.limitedTo', bedrooms(1), 'Lothian', 17260, 74793),
        ),
      }),
    },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 paras 25-34',
  },
  // 2024/25 single 30, Lothian: under 35 without children → shared rate 109.32 × 52 ÷ 12 = 473.72.
  // Rent 600 → 473.72 (126.28 not covered). 393.45 + 473.72 = 867.17.
  {
    name: '2024/25 single under 35: the shared accommodation rate',
    input: { taxYear: Y24, personalDetails: single30, housingDetails: { monthlyRent: 600, localHousingAllowanceArea: 'lothian' } },
    expected: { totalMonthly: 867.17, housingCosts: { lhaLimit: 473.72, rentAboveLha: 126.28 } },
    checks: 'docs/rules.md UC 4 (shared accommodation rate); UC Regs Sch 4 para 28',
  },
  // The same at 35: the 1-bedroom rate 172.60 × 52 ÷ 12 = 747.93 covers 600. 393.45 + 600 = 993.45.
  {
    name: '2024/25 single aged 35: the 1-bedroom rate',
    input: { taxYear: Y24, personalDetails: { age: 35 }, housingDetails: { monthlyRent: 600, localHousingAllowanceArea: 'lothian' } },
    expected: { totalMonthly: 993.45, housingCosts: { lhaLimit: 747.93, rentAboveLha: 0 }, warnings: [] },
    checks: 'docs/rules.md UC 4',
  },
  // ---- Rule 4: the shared accommodation rate only as UC Regs Sch 4 paras 27-29 say -----------------
  // 2025/26 single 30, Lothian, one non-dependant: the extended benefit unit has two members, so
  // the bedroom count applies (para 28(4)): 1 + 1 = 2 bedrooms → 223.23 × 52 ÷ 12 = 967.33; rent
  // 800 within it; less one contribution 93.02 → 706.98. 400.14 + 706.98 = 1,107.12 (under the
  // single cap 1,229.42).
  {
    name: '2025/26 single 30 with a non-dependant: the 2-bedroom rate, not the shared rate',
    input: { taxYear: Y25, personalDetails: single30, housingDetails: { monthlyRent: 800, localHousingAllowanceArea: 'lothian', nonDependants: 1 } },
    expected: {
      totalMonthly: 1107.12,
      housingCosts: { bedroomEntitlement: 2, lhaLimit: 967.33, rentAboveLha: 0, nonDependantContributions: 93.02, lhaDescription: lhaFor(bedrooms(2), 'Lothian') },
      elements: [
        {},
        {},
        {
          name: HOUSING_ELEMENT,
          amount: 706.98,
          working: housingWorking(
            70698,
            rentStep(80000),
            bedroomsStep(2, msg('bedrooms.you'), msg('bedrooms.otherAdults', { count: 1, age: 16 })),
            msg('uc.shared.otherAdult'),
            lhaStep('uc.lha.within', bedrooms(2), 'Lothian', 22323, 96733),
            msg('uc.nonDependants.less', { number: 1, each: money(9302), age: 21 }),
          ),
        },
        {},
        {},
        {},
      ],
    },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 paras 9, 28(4)',
  },
  // 2026/27 single 30 who gets PIP daily living, Lothian: an exempt renter (para 29(5)), so the
  // 1-bedroom rate 172.60 × 52 ÷ 12 = 747.93 covers rent 700. 424.90 + 700 = 1,124.90.
  {
    name: '2026/27 single 30 with PIP daily living: the 1-bedroom rate',
    input: {
      taxYear: Y26,
      personalDetails: single30,
      housingDetails: { monthlyRent: 700, localHousingAllowanceArea: 'lothian' },
      healthAndCare: { claimantGetsDisabilityBenefit: true },
    },
    expected: {
      totalMonthly: 1124.9,
      housingCosts: { lhaLimit: 747.93, rentAboveLha: 0, lhaDescription: lhaFor(bedrooms(1), 'Lothian') },
      elements: [
        {},
        {},
        {
          working: housingWorking(
            70000,
            rentStep(70000),
            msg('uc.shared.exempt', { reasons: listOfValues([msg('uc.shared.disabilityBenefit')], 'semicolons') }),
            lhaStep('uc.lha.within', bedrooms(1), 'Lothian', 17260, 74793),
          ),
        },
        {},
        {},
        {},
      ],
    },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 para 29(5)',
  },
  // 2026/27 single 30, a foster parent between placements (para 29(9A), the foster parent condition
  // of para 12(4)-(5)): exempt from the shared rate, and the foster parent condition adds a bedroom
  // (para 12(1)(b)): 1 + 1 = 2, so the 2-bedroom rate 223.23 × 52 ÷ 12 = 967.33 covers rent 700.
  // 424.90 + 700 = 1,124.90 (with the shared rate it would be 424.90 + 473.72 = 898.62).
  {
    name: '2026/27 single 30, a foster parent: not the shared rate, and a bedroom for fostering',
    input: { taxYear: Y26, personalDetails: single30, housingDetails: { monthlyRent: 700, localHousingAllowanceArea: 'lothian', sharedRateExemptions: ['foster-parent'] } },
    expected: {
      totalMonthly: 1124.9,
      housingCosts: { bedroomEntitlement: 2, lhaLimit: 967.33, rentAboveLha: 0, lhaDescription: lhaFor(bedrooms(2), 'Lothian') },
      elements: [
        {},
        {},
        {
          working: housingWorking(
            70000,
            rentStep(70000),
            bedroomsStep(2, msg('bedrooms.you'), msg('bedrooms.fosterCarer')),
            msg('uc.shared.exempt', { reasons: listOfValues([msg('uc.shared.fosterParent')], 'semicolons') }),
            lhaStep('uc.lha.within', bedrooms(2), 'Lothian', 22323, 96733),
          ),
        },
        {},
        {},
        {},
      ],
    },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 paras 12(4)-(5), 29(9A)',
  },
  // 2024/25 single 22, a care leaver (para 29(2), under 25): the 1-bedroom rate 747.93; rent 800
  // → 52.07 not covered. 311.68 + 747.93 = 1,059.61.
  {
    name: '2024/25 single 22, a care leaver: the 1-bedroom rate',
    input: { taxYear: Y24, personalDetails: { age: 22 }, housingDetails: { monthlyRent: 800, localHousingAllowanceArea: 'lothian', sharedRateExemptions: ['care-leaver'] } },
    expected: { totalMonthly: 1059.61, housingCosts: { lhaLimit: 747.93, rentAboveLha: 52.07 } },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 para 29(2)',
  },
  // The care leaver case ends at 25: at 30 the shared rate 473.72 applies (as the single 30 above): 867.17.
  {
    name: '2024/25 single 30 ticked as a care leaver: past 25, the shared rate still applies',
    input: { taxYear: Y24, personalDetails: single30, housingDetails: { monthlyRent: 600, localHousingAllowanceArea: 'lothian', sharedRateExemptions: ['care-leaver'] } },
    expected: { totalMonthly: 867.17, housingCosts: { lhaLimit: 473.72, lhaDescription: lhaFor(msg('uc.lha.sharedRate'), 'Lothian') } },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 paras 28, 29(2)',
  },
  // 2025/26 single 28 after three months in a homeless hostel (para 29(4)): 1-bedroom rate 747.93
  // covers rent 650. 400.14 + 650 = 1,050.14.
  {
    name: '2025/26 single 28 after three months in homeless hostels: the 1-bedroom rate',
    input: { taxYear: Y25, personalDetails: { age: 28 }, housingDetails: { monthlyRent: 650, localHousingAllowanceArea: 'lothian', sharedRateExemptions: ['homeless-hostel'] } },
    expected: { totalMonthly: 1050.14, housingCosts: { lhaLimit: 747.93, rentAboveLha: 0 } },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 para 29(4)',
  },
  // 2026/27 single 30, Lothian, no exemption: the working says why the shared rate applies.
  // 109.32 × 52 ÷ 12 = 473.72; rent 500 → 26.28 not covered. 424.90 + 473.72 = 898.62.
  {
    name: '2026/27 single 30: the working says why the shared rate applies',
    input: { taxYear: Y26, personalDetails: single30, housingDetails: { monthlyRent: 500, localHousingAllowanceArea: 'lothian' } },
    expected: {
      totalMonthly: 898.62,
      elements: [
        {},
        {},
        {
          working: housingWorking(47372, rentStep(50000), msg('uc.shared.applies', { age: 35 }), lhaStep('uc.lha.limitedTo', msg('uc.lha.sharedRate'), 'Lothian', 10932, 47372)),
        },
        {},
        {},
        {},
      ],
    },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 paras 27-28',
  },
  // ---- Rule 4: a typed LHA rate says which rate it should be -------------------------------------
  // 2026/27 single 30, no area, typed 500 a month; rent 450 within. 424.90 + 450 = 874.90.
  {
    name: '2026/27 single 30 with a typed LHA rate: labelled as the rate typed, which should be the shared rate',
    input: { taxYear: Y26, personalDetails: single30, housingDetails: { monthlyRent: 450, lhaRateMonthly: 500 } },
    expected: { totalMonthly: 874.9, housingCosts: { lhaLimit: 500, lhaDescription: msg('uc.lha.typedDescription', { rate: msg('uc.lha.sharedRate') }) } },
    checks: 'docs/rules.md UC 4',
  },
  // 2024/25 single 40, typed 700; rent 750 → 50 not covered. 393.45 + 700 = 1,093.45.
  {
    name: '2024/25 single 40 with a typed LHA rate: which should be the 1-bedroom rate',
    input: { taxYear: Y24, personalDetails: { age: 40 }, housingDetails: { monthlyRent: 750, lhaRateMonthly: 700 } },
    expected: {
      totalMonthly: 1093.45,
      housingCosts: { lhaLimit: 700, rentAboveLha: 50, lhaDescription: msg('uc.lha.typedDescription', { rate: msg('uc.lha.bedroomRate', { n: 1 }) }) },
    },
    checks: 'docs/rules.md UC 4',
  },
  // 2026/27 private, no area: not capped, with the warning. 424.90 + 500 = 924.90.
  {
    name: '2026/27 private rent with no LHA area: counted in full, with a warning',
    input: { taxYear: Y26, personalDetails: { age: 40 }, housingDetails: { monthlyRent: 500 } },
    expected: {
      totalMonthly: 924.9,
      housingCosts: { lhaLimit: null },
      warnings: [msg('uc.warning.noLha', { amount: moneyWithPence(50000) })],
    },
    checks: 'docs/rules.md UC 4 (unknown area)',
  },
  // 2026/27 social renter, single 40, 2 bedrooms, 1 allowed: 14% of 500 = 70 → 430. 424.90 + 430 = 854.90.
  {
    name: '2026/27 social renter with one spare bedroom: 14% off',
    input: { taxYear: Y26, personalDetails: { age: 40 }, housingDetails: { monthlyRent: 500, tenancyType: 'social', actualBedrooms: 2 } },
    expected: {
      totalMonthly: 854.9,
      housingCosts: { spareBedroomReduction: 70, bedroomEntitlement: 1, lhaLimit: null },
      warnings: [msg('uc.warning.spareBedrooms', { count: 1, percent: 14, amount: moneyWithPence(7000) })],
    },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 para 36',
  },
  // 2025/26 social, couple, 4 bedrooms, 1 allowed: 3 spare → 25% of 600 = 150 → 450. 628.10 + 450 = 1,078.10.
  {
    name: '2025/26 social renter with three spare bedrooms: 25% off',
    input: { taxYear: Y25, personalDetails: couple30, housingDetails: { monthlyRent: 600, tenancyType: 'social', actualBedrooms: 4 } },
    expected: { totalMonthly: 1078.1, housingCosts: { spareBedroomReduction: 150 } },
    checks: 'docs/rules.md UC 4',
  },
  // 2025/26 social, single 40 with a child of 12, 2 bedrooms: 1 + 1 = 2 allowed, none spare.
  // Child 12 → higher 339.00. Max 400.14 + 339 + 500 = 1,239.14.
  {
    name: '2025/26 social renter, no spare bedroom: no reduction',
    input: { taxYear: Y25, personalDetails: { age: 40, children: kids(12) }, housingDetails: { monthlyRent: 500, tenancyType: 'social', actualBedrooms: 2 } },
    expected: { totalMonthly: 1239.14, housingCosts: { spareBedroomReduction: 0, bedroomEntitlement: 2 }, warnings: [] },
    checks: 'docs/rules.md UC 4',
  },
  // 2026/27 social, one non-dependant: 2 bedrooms allowed, 2 held; 500 − 96.55 = 403.45. 424.90 + 403.45 = 828.35.
  {
    name: '2026/27 a non-dependant adult: housing cost contribution',
    input: { taxYear: Y26, personalDetails: { age: 40 }, housingDetails: { monthlyRent: 500, tenancyType: 'social', actualBedrooms: 2, nonDependants: 1 } },
    expected: { totalMonthly: 828.35, housingCosts: { nonDependantContributions: 96.55, spareBedroomReduction: 0 } },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 paras 13-16',
  },
  // 2024/25 contributions 2 × 91.47 = 182.94 exceed the rent of 100: housing element 0, not below.
  {
    name: '2024/25 contributions larger than the rent: housing element 0',
    input: { taxYear: Y24, personalDetails: { age: 40 }, housingDetails: { monthlyRent: 100, tenancyType: 'social', actualBedrooms: 3, nonDependants: 2 } },
    expected: { totalMonthly: 393.45, housingCosts: { nonDependantContributions: 100 } },
    checks: 'docs/rules.md UC 4 (not below 0)',
  },
  // 2026/27 Inner South East London, couple, children 12, 8, 3: 1 + 1 (12) + ceil(2 ÷ 2) = 3
  // bedrooms → 448.77 × 52 ÷ 12 = 1,944.67; rent 2,000 → 55.33 not covered. Children: 351.88 +
  // 303.94 + 303.94. Max 666.97 + 959.76 + 1,944.67 = 3,571.40. No earnings. Child Benefit
  // (27.05 + 2 × 17.90 = 62.85) × 52 ÷ 12 = 272.35; benefits 3,571.40 + 272.35 = 3,843.75 against
  // the London cap for a family 2,110.25 → cut 1,733.50 → 3,571.40 − 1,733.50 = 1,837.90.
  {
    name: '2026/27 London family: LHA limit and the London benefit cap',
    input: {
      taxYear: Y26,
      personalDetails: { ...couple30, children: kids(12, 8, 3) },
      housingDetails: { monthlyRent: 2000, localHousingAllowanceArea: 'inner-south-east-london' },
    },
    expected: {
      totalMonthly: 1837.9,
      maximumAmount: 3571.4,
      housingCosts: { bedroomEntitlement: 3, lhaLimit: 1944.67, rentAboveLha: 55.33 },
      benefitCap: { applies: true, limit: 2110.25, reduction: 1733.5, isLondon: true, totalBenefits: 3843.75 },
    },
    checks: 'docs/rules.md UC 4, 12 (London from the LHA area)',
  },
  // The same household with no area found, the same LHA typed (1,944.67) and answering No to
  // Greater London: maximum 3,571.40 as above; with Child Benefit 272.35, 3,843.75 − 1,835 = cut
  // 2,008.75 → 3,571.40 − 2,008.75 = 1,562.65.
  {
    name: '2026/27 the same family with a typed LHA, outside London: the lower cap',
    input: {
      taxYear: Y26,
      personalDetails: { ...couple30, children: kids(12, 8, 3), livesInGreaterLondon: false },
      housingDetails: { monthlyRent: 2000, lhaRateMonthly: 1944.67 },
    },
    expected: { totalMonthly: 1562.65, maximumAmount: 3571.4, benefitCap: { applies: true, limit: 1835, reduction: 2008.75, isLondon: false } },
    checks: 'docs/rules.md UC 12',
  },
  // A London LHA area decides (UC 15): an old "No" does not count. As the London family: 3,843.75 −
  // 2,110.25 = cut 1,733.50 → 1,837.90.
  {
    name: '2026/27 London family whose answer says No: the London area decides',
    input: {
      taxYear: Y26,
      personalDetails: { ...couple30, children: kids(12, 8, 3), livesInGreaterLondon: false },
      housingDetails: { monthlyRent: 2000, localHousingAllowanceArea: 'inner-south-east-london' },
    },
    expected: { totalMonthly: 1837.9, benefitCap: { applies: true, limit: 2110.25, reduction: 1733.5, isLondon: true } },
    checks: 'docs/rules.md UC 12, 15',
  },
  // 2024/25 council tenant in Inner South East London (the area found before switching tenancy):
  // couple 617.60; children 12 and 8 born before 6 April 2017 (8+ in 2024/25): 333.33 + 287.92;
  // the 3-year-old is past the limit (two already counted): 0. Social rent 2,000, 3 bedrooms, 3
  // allowed: no cut. Maximum 617.60 + 621.25 + 2,000 = 3,238.85; Child Benefit for all three
  // (no limit there): 25.60 + 2 × 16.95 = 59.50 a week × 52 ÷ 12 = 257.83; 3,496.68 − London
  // family cap 2,110.25 = cut 1,386.43 → 1,852.42.
  {
    name: '2024/25 council tenant with a London area: the London cap whatever the tenancy',
    input: {
      taxYear: Y24,
      personalDetails: { ...couple30, children: kids(12, 8, 3) },
      housingDetails: { monthlyRent: 2000, tenancyType: 'social', actualBedrooms: 3, localHousingAllowanceArea: 'inner-south-east-london' },
    },
    expected: { totalMonthly: 1852.42, maximumAmount: 3238.85, benefitCap: { applies: true, limit: 2110.25, reduction: 1386.43, isLondon: true } },
    checks: 'docs/rules.md UC 4, 12, 15',
  },
  // Mortgage: no housing element. 2025/26: 400.14.
  {
    name: '2025/26 mortgage: no housing element',
    input: { taxYear: Y25, housingDetails: { housingType: 'mortgage', monthlyRent: 800 } },
    expected: { totalMonthly: 400.14 },
    checks: 'docs/product.md §3; docs/rules.md UC 4',
  },

  // ---- Rule 5: health elements --------------------------------------------------------------
  // 2026/27 LCWRA, protected: 424.90 + 429.80 = 854.70; LCWRA gives the higher work allowance 710.
  {
    name: '2026/27 LCWRA found before 6 April 2026: protected amount',
    input: { taxYear: Y26, personalDetails: { age: 40 }, healthAndCare: { hasLimitedCapabilityWorkRelated: true, lcwraProtected: true } },
    expected: { totalMonthly: 854.7, workAllowance: 710, warnings: [] },
    checks: 'docs/rules.md UC 5; Universal Credit Act 2025; SI 2026/113',
  },
  // New award: 424.90 + 217.26 = 642.16.
  {
    name: '2026/27 LCWRA new award: the lower amount',
    input: { taxYear: Y26, personalDetails: { age: 40 }, healthAndCare: { hasLimitedCapabilityWorkRelated: true, lcwraProtected: false } },
    expected: { totalMonthly: 642.16, warnings: [] },
    checks: 'docs/rules.md UC 5',
  },
  // Unanswered: the new-award amount and a warning naming both figures.
  {
    name: '2026/27 LCWRA, question not answered: new-award amount with a warning',
    input: { taxYear: Y26, personalDetails: { age: 40 }, healthAndCare: { hasLimitedCapabilityWorkRelated: true } },
    expected: {
      totalMonthly: 642.16,
      warnings: [msg('uc.warning.lcwraNewAward', { newAward: moneyWithPence(21726), protected: moneyWithPence(42980) })],
    },
    checks: 'docs/rules.md UC 5 (lcwraProtected default)',
  },
  // The same household in 2025/26: one amount, 423.27, no question. 400.14 + 423.27 = 823.41.
  {
    name: '2025/26 the same LCWRA household: one amount, no warning',
    input: { taxYear: Y25, personalDetails: { age: 40 }, healthAndCare: { hasLimitedCapabilityWorkRelated: true } },
    expected: { totalMonthly: 823.41, warnings: [] },
    checks: 'docs/rules.md UC 5',
  },
  // 2024/25 LCW, claim before 3 April 2017: 393.45 + 156.11 = 549.56.
  {
    name: '2024/25 LCW element for a claim made before 3 April 2017',
    input: { taxYear: Y24, healthAndCare: { hasLimitedCapabilityWork: true, claimBeforeApril2017: true } },
    expected: { totalMonthly: 549.56 },
    checks: 'docs/rules.md UC 5; UC Regs reg 27 and Sch 9 transitional provision',
  },
  // LCW on a later claim: no element, but the work allowance (without housing 673) still applies,
  // so earnings of 500 are not tapered. 393.45.
  {
    name: '2024/25 LCW on a later claim: no element, but a work allowance',
    input: { taxYear: Y24, incomeDetails: { earnedIncome: 500 }, healthAndCare: { hasLimitedCapabilityWork: true } },
    expected: {
      totalMonthly: 393.45,
      workAllowance: 673,
      taperReduction: 0,
      elements: [{}, {}, {}, { name: msg('uc.lcwElement'), amount: 0, qualifying: false, working: msg('uc.lcw.before2017Only') }, {}, {}],
    },
    checks: 'docs/rules.md UC 5, 8; UC Regs reg 22(1)(b)',
  },
  // Both ticked: LCWRA only. 2025/26: 400.14 + 423.27 = 823.41.
  {
    name: '2025/26 LCW and LCWRA both ticked: never both',
    input: { taxYear: Y25, healthAndCare: { hasLimitedCapabilityWork: true, hasLimitedCapabilityWorkRelated: true, claimBeforeApril2017: true } },
    expected: {
      totalMonthly: 823.41,
      elements: [
        {},
        {},
        {},
        { name: msg('uc.lcwElement'), amount: 0, qualifying: false, working: msg('uc.lcw.lcwraInstead') },
        { name: msg('uc.lcwraElement'), amount: 423.27, qualifying: true, working: msg('uc.lcwra.included', { amount: money(42327) }) },
        {},
      ],
    },
    checks: 'docs/rules.md UC 5',
  },

  // ---- Rule 6: carer element ---------------------------------------------------------------
  // 2026/27 carer 35 hours beside LCWRA (protected): 424.90 + 429.80 + 209.34 = 1,064.04.
  {
    name: '2026/27 carer element beside LCWRA',
    input: { taxYear: Y26, healthAndCare: { hasLimitedCapabilityWorkRelated: true, lcwraProtected: true, isCarerFor: [{ hoursPerWeek: 35 }] } },
    expected: { totalMonthly: 1064.04 },
    checks: 'docs/rules.md UC 6',
  },
  // 2024/25 34.5 hours: no element. 393.45.
  {
    name: '2024/25 carer 34.5 hours a week: no carer element',
    input: { taxYear: Y24, healthAndCare: { isCarerFor: [{ hoursPerWeek: 34.5 }] } },
    expected: { totalMonthly: 393.45 },
    checks: 'docs/rules.md UC 6; UC Regs reg 30',
  },
  // 35 hours: 393.45 + 198.31 = 591.76.
  {
    name: '2024/25 carer 35 hours a week',
    input: { taxYear: Y24, healthAndCare: { isCarerFor: [{ hoursPerWeek: 35 }] } },
    expected: { totalMonthly: 591.76 },
    checks: 'docs/rules.md UC 6',
  },

  // ---- Rule 7: childcare costs element ------------------------------------------------------
  // 2026/27 single with a child of 3, earnings 1,000, childcare 1,000: 85% = 850, under the
  // 1,071.09 cap. Max 424.90 + 303.94 + 850 = 1,578.84. Work allowance 710 (no housing):
  // taper 0.55 × 290 = 159.50 → 1,419.34. Earnings ≥ 881: no cap.
  {
    name: '2026/27 childcare 85% under the one-child cap',
    input: { taxYear: Y26, personalDetails: { ...single30, children: kids(3) }, incomeDetails: { earnedIncome: 1000, childcareCostsMonthly: 1000 }, housingDetails: noHousing },
    expected: {
      totalMonthly: 1419.34,
      taperReduction: 159.5,
      elements: [
        {},
        {},
        {},
        {},
        {},
        {},
        {
          name: msg('uc.childcareElement'),
          amount: 850,
          qualifying: true,
          working: msg('uc.childcare.oneChild', { share: 85, costs: money(100000), cap: money(107109), amount: money(85000) }),
        },
      ],
    },
    checks: 'docs/rules.md UC 7; UC Regs reg 34',
  },
  // Childcare 1,300: 85% = 1,105, above 1,071.09 → 1,071.09. 424.90 + 303.94 + 1,071.09 − 159.50 = 1,640.43.
  {
    name: '2026/27 childcare 85% over the one-child cap',
    input: { taxYear: Y26, personalDetails: { ...single30, children: kids(3) }, incomeDetails: { earnedIncome: 1000, childcareCostsMonthly: 1300 }, housingDetails: noHousing },
    expected: {
      totalMonthly: 1640.43,
      elements: [
        {},
        {},
        {},
        {},
        {},
        {},
        {
          amount: 1071.09,
          rateId: 'universal-credit.childcare.cap-one-child',
          working: msg('uc.childcare.capOneChild', { share: 85, costs: money(130000), amount: money(110500), cap: money(107109) }),
        },
      ],
    },
    checks: 'docs/rules.md UC 7',
  },
  // 2025/26 two children 3 and 5, earnings 1,000, childcare 2,000: 85% = 1,700, under 1,768.94.
  // Max 400.14 + 2 × 292.81 + 1,700 = 2,685.76; taper 0.55 × (1,000 − 684) = 173.80 → 2,511.96.
  {
    name: '2025/26 childcare 85% under the two-children cap',
    input: { taxYear: Y25, personalDetails: { ...single30, children: kids(3, 5) }, incomeDetails: { earnedIncome: 1000, childcareCostsMonthly: 2000 }, housingDetails: noHousing },
    expected: { totalMonthly: 2511.96, taperReduction: 173.8 },
    checks: 'docs/rules.md UC 7',
  },
  // Childcare 2,100: 85% = 1,785 → cap 1,768.94. 400.14 + 585.62 + 1,768.94 − 173.80 = 2,580.90.
  {
    name: '2025/26 childcare 85% over the two-children cap',
    input: { taxYear: Y25, personalDetails: { ...single30, children: kids(3, 5) }, incomeDetails: { earnedIncome: 1000, childcareCostsMonthly: 2100 }, housingDetails: noHousing },
    expected: { totalMonthly: 2580.9 },
    checks: 'docs/rules.md UC 7',
  },
  // 2024/25 couple, only one in work: no childcare element. 617.60 + 287.92 = 905.52; 500 is
  // within the 673 work allowance.
  {
    name: '2024/25 couple with one partner not working: no childcare element',
    input: { taxYear: Y24, personalDetails: { ...couple30, children: kids(2) }, incomeDetails: { earnedIncome: 500, childcareCostsMonthly: 500 }, housingDetails: noHousing },
    expected: {
      totalMonthly: 905.52,
      elements: [{}, {}, {}, {}, {}, {}, { name: msg('uc.childcareElement'), amount: 0, qualifying: false, working: msg('uc.childcare.notBothWorking') }],
    },
    checks: 'docs/rules.md UC 7 (everyone in paid work)',
  },
  // 2024/25 childcare outside the benefit cap: single 30, children 2 and 4, earnings 700 (< 793),
  // rent 1,200 within a typed LHA of 1,300, childcare 800 → 680. Max 393.45 + 575.84 + 1,200 + 680
  // = 2,849.29; taper 0.55 × (700 − 404) = 162.80 → 2,686.49. Capped part 2,686.49 − 680 =
  // 2,006.49, + Child Benefit (25.60 + 16.95 = 42.55) × 52 ÷ 12 = 184.38 → 2,190.87 > 1,835: cut
  // 355.87 → 2,686.49 − 355.87 = 2,330.62.
  {
    name: '2024/25 the childcare element sits outside the benefit cap',
    input: {
      taxYear: Y24,
      personalDetails: { ...single30, children: kids(2, 4) },
      incomeDetails: { earnedIncome: 700, childcareCostsMonthly: 800 },
      housingDetails: { monthlyRent: 1200, lhaRateMonthly: 1300 },
    },
    expected: {
      totalMonthly: 2330.62,
      benefitCap: { applies: true, limit: 1835, reduction: 355.87, totalBenefits: 2190.87 },
      deductions: [
        {},
        {},
        {},
        {},
        {},
        {
          working: msg('uc.cap.cut', {
            household: msg('uc.cap.familyOutsideLondon'),
            limit: money(183500),
            sum: msg('uc.cap.sumChildBenefit', {
              universalCredit: msg('uc.cap.universalCreditChildcare', { amount: money(200649), childcare: money(68000) }),
              childBenefit: msg('uc.cap.childBenefit', { eldest: money(2560), number: 1, other: money(1695), weekly: money(4255), weeks: 52, months: 12, monthly: money(18438) }),
              total: money(219087),
            }),
            reduction: money(35587),
          }),
        },
      ],
    },
    checks: 'docs/rules.md UC 7, 12; UC Regs reg 81',
  },

  // ---- Rule 8: work allowance and taper -----------------------------------------------------
  // 2026/27 single earner, no child: no work allowance; taper 0.55 × 500 = 275 → 424.90 − 275 = 149.90.
  {
    name: '2026/27 single earner without children: no work allowance',
    input: { taxYear: Y26, personalDetails: single30, incomeDetails: { earnedIncome: 500 }, housingDetails: noHousing },
    expected: { totalMonthly: 149.9, workAllowance: 0, taperReduction: 275, takeHomeAfterTaper: 225, warnings: [NO_WORK_ALLOWANCE] },
    checks: 'docs/rules.md UC 8; UC Regs reg 22(1)(b)',
  },
  // 2024/25 single, child 3, earnings 500, rent 400 (LHA typed 500): lower allowance 404;
  // taper 0.55 × 96 = 52.80. 393.45 + 287.92 + 400 − 52.80 = 1,028.57.
  {
    name: '2024/25 with a child and a housing element: the lower work allowance',
    input: { taxYear: Y24, personalDetails: { ...single30, children: kids(3) }, incomeDetails: { earnedIncome: 500 }, housingDetails: { monthlyRent: 400, lhaRateMonthly: 500 } },
    expected: { totalMonthly: 1028.57, workAllowance: 404, taperReduction: 52.8 },
    checks: 'docs/rules.md UC 8',
  },
  // 2025/26 single, child 3, earnings 700, no housing: higher allowance 684; taper 0.55 × 16 = 8.80.
  // 400.14 + 292.81 − 8.80 = 684.15.
  {
    name: '2025/26 with a child and no housing element: the higher work allowance',
    input: { taxYear: Y25, personalDetails: { ...single30, children: kids(3) }, incomeDetails: { earnedIncome: 700 }, housingDetails: noHousing },
    expected: { totalMonthly: 684.15, workAllowance: 684, taperReduction: 8.8 },
    checks: 'docs/rules.md UC 8',
  },
  // A worked example, in 2024/25: couple, children 4 and 7 (under 8: lower),
  // rent 650 + 50 with no area. Max 617.60 + 2 × 287.92 + 700 = 1,893.44; taper 0.55 × (1,200 −
  // 404) = 437.80 → 1,455.64. Take-home 1,200 − 437.80 = 762.20; total income 2,655.64.
  {
    name: '2024/25 couple, two children, rent 650 + service 50, earnings 1200',
    input: {
      taxYear: Y24,
      personalDetails: { ...couple30, children: kids(4, 7) },
      incomeDetails: { earnedIncome: 1200 },
      housingDetails: { monthlyRent: 650, serviceCharges: 50 },
    },
    expected: {
      totalMonthly: 1455.64,
      maximumAmount: 1893.44,
      workAllowance: 404,
      taperReduction: 437.8,
      takeHomeAfterTaper: 762.2,
      earningsImpact: { currentEarnings: 1200, netUC: 1455.64, totalIncome: 2655.64 },
      benefitCap: { applies: false, exempt: true },
      // Aged 7 in 2024/25 may have been born before 6 April 2017 (8 or over certainly was).
      warnings: [bornBefore(2, 7), NO_LHA_700],
    },
    checks: 'docs/rules.md UC 2, 4, 8, 12, 13',
  },
  // 2026/27 couple, both earn (500 + 400), child 5 → WA 710 (no housing); taper 0.55 × 190 = 104.50.
  // 666.97 + 303.94 − 104.50 = 866.41.
  {
    name: '2026/27 couple: both earnings are tapered',
    input: { taxYear: Y26, personalDetails: { ...couple30, children: kids(5) }, incomeDetails: { earnedIncome: 500, partnerEarnedIncome: 400 }, housingDetails: noHousing },
    expected: { totalMonthly: 866.41, taperReduction: 104.5 },
    checks: 'docs/rules.md UC 8',
  },
  // A single person's partner earnings are ignored: 2025/26 393.45 → 400.14.
  {
    name: '2025/26 single: partner earnings ignored',
    input: { taxYear: Y25, incomeDetails: { partnerEarnedIncome: 900 } },
    expected: { totalMonthly: 400.14, taperReduction: 0 },
    checks: 'docs/rules.md UC 8 (a partner counts for a couple only)',
  },

  // ---- Rules 9-11: pension, savings, award ---------------------------------------------------
  // 2024/25 pension 100: 393.45 − 100 = 293.45.
  {
    name: '2024/25 pension income comes off pound for pound',
    input: { taxYear: Y24, incomeDetails: { pension: 100 } },
    expected: { totalMonthly: 293.45 },
    checks: 'docs/rules.md UC 9',
  },
  // Pension above the maximum: never below 0.
  { name: '2025/26 pension above the maximum gives 0', input: { taxYear: Y25, incomeDetails: { pension: 500 } }, expected: { totalMonthly: 0 }, checks: 'docs/rules.md UC 11' },
  // 2026/27 savings exactly 6,000: no tariff income. 424.90.
  {
    name: '2026/27 savings 6,000: nothing taken off',
    input: { taxYear: Y26, incomeDetails: { savings: 6000 } },
    expected: { totalMonthly: 424.9, warnings: [] },
    checks: 'docs/rules.md UC 10; UC Regs reg 72',
  },
  // 6,000.01: part of a 250 band counts → 4.35. 424.90 − 4.35 = 420.55.
  {
    name: '2026/27 savings 6,000.01: one part band',
    input: { taxYear: Y26, incomeDetails: { savings: 6000.01 } },
    expected: {
      totalMonthly: 420.55,
      warnings: [msg('uc.warning.savingsAbove', { lower: moneyWithPence(600000), amount: moneyWithPence(435) })],
      deductions: [{}, {}, {}, {}, { working: msg('uc.savings.tariff', { perStep: money(435), step: money(25000), lower: money(600000), bands: 1 }) }, {}],
    },
    checks: 'docs/rules.md UC 10 (each 250 or part of 250)',
  },
  // 2025/26 6,250: one band → 4.35; 400.14 − 4.35 = 395.79.
  { name: '2025/26 savings 6,250: one band', input: { taxYear: Y25, incomeDetails: { savings: 6250 } }, expected: { totalMonthly: 395.79 }, checks: 'docs/rules.md UC 10' },
  // 6,250.01: two bands → 8.70; 400.14 − 8.70 = 391.44.
  { name: '2025/26 savings 6,250.01: two bands', input: { taxYear: Y25, incomeDetails: { savings: 6250.01 } }, expected: { totalMonthly: 391.44 }, checks: 'docs/rules.md UC 10' },
  // 16,000: 40 bands × 4.35 = 174.00; 400.14 − 174.00 = 226.14.
  {
    name: '2025/26 savings 16,000: the most tariff income',
    input: { taxYear: Y25, incomeDetails: { savings: 16000 } },
    expected: { totalMonthly: 226.14, warnings: [msg('uc.warning.savingsAbove', { lower: moneyWithPence(600000), amount: moneyWithPence(17400) })] },
    checks: 'docs/rules.md UC 10; docs/product.md §8',
  },
  // 16,000.01: nothing.
  {
    name: '2024/25 savings 16,000.01: no award',
    input: { taxYear: Y24, incomeDetails: { savings: 16000.01 } },
    expected: {
      totalMonthly: 0,
      warnings: [msg('uc.warning.savingsOver', { upper: moneyWithPence(1600000) })],
      deductions: [{}, {}, {}, {}, { working: msg('uc.savings.over', { upper: money(1600000) }) }, {}],
    },
    checks: 'docs/rules.md UC 10; UC Regs reg 18',
  },

  // ---- Rule 12: benefit cap --------------------------------------------------------------
  // 2025/26 couple, children 4 and 6, rent 1,500 (LHA typed 1,600). Max 628.10 + 585.62 + 1,500 =
  // 2,713.72; work allowance 411. Earnings 845.99: taper 0.55 × 434.99 = 239.2445 → 239.24;
  // 2,474.48, not exempt (under 846). Child Benefit (26.05 + 17.25 = 43.30) × 52 ÷ 12 = 187.63:
  // 2,662.11 − 1,835 = cut 827.11 → 2,474.48 − 827.11 = 1,647.37.
  {
    name: '2025/26 earnings a penny under the cap exemption: capped',
    input: {
      taxYear: Y25,
      personalDetails: { ...couple30, children: kids(4, 6) },
      incomeDetails: { earnedIncome: 845.99 },
      housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 },
    },
    expected: { totalMonthly: 1647.37, taperReduction: 239.24, benefitCap: { applies: true, limit: 1835, reduction: 827.11, exempt: false } },
    checks: 'docs/rules.md UC 12; UC Regs reg 82',
  },
  // Earnings 846.00: taper 0.55 × 435 = 239.25 → 2,474.47, exempt.
  {
    name: '2025/26 earnings at the cap exemption: not capped',
    input: {
      taxYear: Y25,
      personalDetails: { ...couple30, children: kids(4, 6) },
      incomeDetails: { earnedIncome: 846 },
      housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 },
    },
    expected: { totalMonthly: 2474.47, benefitCap: { applies: false, reduction: 0, exempt: true } },
    checks: 'docs/rules.md UC 12; UC Regs reg 82',
  },
  // 2024/25 single, London, rent 1,500 (LHA typed 1,600), no income: 393.45 + 1,500 = 1,893.45 →
  // London single cap 1,413.92, cut 479.53.
  {
    name: '2024/25 single in London: the London single cap',
    input: { taxYear: Y24, personalDetails: { ...single30, livesInGreaterLondon: true }, housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 } },
    expected: {
      totalMonthly: 1413.92,
      benefitCap: { applies: true, limit: 1413.92, reduction: 479.53, isLondon: true },
      deductions: [
        {},
        {},
        {},
        {},
        {},
        {
          working: msg('uc.cap.cut', {
            household: msg('uc.cap.singleLondon'),
            limit: money(141392),
            sum: msg('uc.cap.universalCredit', { amount: money(189345) }),
            reduction: money(47953),
          }),
        },
      ],
    },
    checks: 'docs/rules.md UC 12',
  },
  // 2025/26 the London answer left from England after moving the country to Scotland: not London
  // (UC 15). 400.14 + 1,500 = 1,900.14 → single cap outside London 1,229.42, cut 670.72.
  {
    name: '2025/26 single, London answer kept after the country changes to Scotland: the cap outside London',
    input: { taxYear: Y25, personalDetails: { ...single30, location: 'scotland', livesInGreaterLondon: true }, housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 } },
    expected: { totalMonthly: 1229.42, benefitCap: { applies: true, limit: 1229.42, reduction: 670.72, isLondon: false } },
    checks: 'docs/rules.md UC 12, 15',
  },
  // The same in England: the London single cap 1,413.92, cut 486.22.
  {
    name: '2025/26 single in England answering Greater London: the London single cap',
    input: { taxYear: Y25, personalDetails: { ...single30, livesInGreaterLondon: true }, housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 } },
    expected: { totalMonthly: 1413.92, benefitCap: { applies: true, limit: 1413.92, reduction: 486.22, isLondon: true } },
    checks: 'docs/rules.md UC 12, 15',
  },
  // Outside London: 1,229.42, cut 664.03.
  {
    name: '2024/25 single outside London: the single cap',
    input: { taxYear: Y24, personalDetails: single30, housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 } },
    expected: { totalMonthly: 1229.42, benefitCap: { applies: true, limit: 1229.42, reduction: 664.03 } },
    checks: 'docs/rules.md UC 12',
  },
  // The London question left unanswered, capped: outside London is used and the result says so.
  // 2024/25 couple 30, no children: 617.60 + 1,500 = 2,117.60 → couple cap outside London 1,835.00,
  // cut 282.60; in Greater London the couple cap is 2,110.25.
  {
    name: '2024/25 couple, Greater London not answered and capped: the cap outside London, with a warning',
    input: { taxYear: Y24, personalDetails: couple30, housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 } },
    expected: {
      totalMonthly: 1835,
      benefitCap: { applies: true, limit: 1835, reduction: 282.6, isLondon: false },
      warnings: [capApplies(28260), capOutsideLondon(183500, 211025)],
    },
    checks: 'docs/rules.md UC 12, 15',
  },
  // 2025/26 single 30, not answered: 400.14 + 1,500 = 1,900.14 → single cap 1,229.42, cut 670.72;
  // in Greater London the single cap is 1,413.92.
  {
    name: '2025/26 single, Greater London not answered and capped: the single figures in the warning',
    input: { taxYear: Y25, personalDetails: single30, housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 } },
    expected: {
      totalMonthly: 1229.42,
      warnings: [capApplies(67072), capOutsideLondon(122942, 141392)],
    },
    checks: 'docs/rules.md UC 12, 15',
  },
  // 2026/27 single 30 answering No: 424.90 + 1,500 = 1,924.90 → cut 695.48, and no London warning.
  {
    name: '2026/27 single answering No to Greater London: capped with no London warning',
    input: { taxYear: Y26, personalDetails: { ...single30, livesInGreaterLondon: false }, housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 } },
    expected: { totalMonthly: 1229.42, warnings: [capApplies(69548)] },
    checks: 'docs/rules.md UC 12, 15',
  },
  // Someone gets PIP: exempt → 1,893.45.
  {
    name: '2024/25 a disability benefit in the household: no cap',
    input: { taxYear: Y24, personalDetails: single30, housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 }, healthAndCare: { getsDisabilityBenefit: true } },
    expected: {
      totalMonthly: 1893.45,
      benefitCap: { applies: false, exempt: true },
      deductions: [{}, {}, {}, {}, {}, { name: msg('uc.benefitCap'), amount: 0, working: capExempt(msg('uc.cap.why.disabilityBenefit')) }],
    },
    checks: 'docs/rules.md UC 12; UC Regs reg 83',
  },
  // 2026/27 LCWRA exempts: 424.90 + 217.26 (new award) + 1,500 = 2,142.16, not capped.
  {
    name: '2026/27 LCWRA exempts from the cap',
    input: {
      taxYear: Y26,
      personalDetails: single30,
      housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 },
      healthAndCare: { hasLimitedCapabilityWorkRelated: true, lcwraProtected: false },
    },
    expected: { totalMonthly: 2142.16, benefitCap: { applies: false, exempt: true }, deductions: [{}, {}, {}, {}, {}, { working: capExempt(msg('uc.cap.why.lcwra')) }] },
    checks: 'docs/rules.md UC 12',
  },
  // 2025/26 carer element exempts: 400.14 + 201.68 + 1,500 = 2,101.82.
  {
    name: '2025/26 carer element exempts from the cap',
    input: { taxYear: Y25, personalDetails: single30, housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 }, healthAndCare: { isCarerFor: [{ hoursPerWeek: 40 }] } },
    expected: { totalMonthly: 2101.82, benefitCap: { applies: false, exempt: true } },
    checks: 'docs/rules.md UC 12',
  },

  // ---- Rule 14: State Pension age ------------------------------------------------------------
  // State Pension age: unanswered, someone has reached it at the age everyone has that year
  // (general.state-pension-age.highest: 66 in 2024/25 and 2025/26, 67 from 2026/27; 66 in
  // 2026/27 is asked, src/calc/state-pension-age.everywhere.test.ts). Past it, single or both partners: no claim.
  // Single 72, unanswered: 72 ≥ 67, so no claim: total 0, whatever the 424.90 standard allowance.
  {
    name: '2026/27 single aged 72: State Pension age, no Universal Credit',
    input: { taxYear: Y26, personalDetails: { age: 72 } },
    expected: {
      totalMonthly: 0,
      eligible: false,
      reason: 'state-pension-age',
      statePensionAge: { name: msg('uc.statePensionAge'), qualifying: true, working: msg('uc.pensionAge.single', { age: 72 }) },
      earningsImpact: { netUC: 0 },
      warnings: [],
      nextSteps: [PENSION_CREDIT_STEP, msg('uc.step.housingBenefit', { address: 'www.gov.uk/housing-benefit/how-to-claim' }), CITIZENS_ADVICE_STEP],
    },
    checks: 'docs/rules.md UC 14; Welfare Reform Act 2012 s 4(1)(b)',
  },
  // Single 67, unanswered: 67 ≥ 67, no claim; owning outright, so no Housing Benefit step.
  {
    name: '2025/26 single aged 67 who owns their home: no Universal Credit, no Housing Benefit step',
    input: { taxYear: Y25, personalDetails: { age: 67 }, housingDetails: { housingType: 'own-outright' } },
    expected: {
      totalMonthly: 0,
      eligible: false,
      reason: 'state-pension-age',
      nextSteps: [PENSION_CREDIT_STEP, CITIZENS_ADVICE_STEP],
    },
    checks: 'docs/rules.md UC 14',
  },
  // Single 66 who says they have not reached it (born after 5 April 1960): single 25+ 400.14.
  {
    name: '2025/26 single aged 66 who has not reached State Pension age: the usual award',
    input: { taxYear: Y25, personalDetails: { age: 66, reachedStatePensionAge: false } },
    expected: { totalMonthly: 400.14, eligible: true, reason: null, statePensionAge: { qualifying: false, working: msg('uc.pensionAge.notReached') }, warnings: [] },
    checks: 'docs/rules.md UC 14',
  },
  // Single 66, unanswered: 66 < 67, taken as not reached: single 25+ 424.90.
  {
    name: '2026/27 single aged 66, not answered: taken as under State Pension age',
    input: { taxYear: Y26, personalDetails: { age: 66 } },
    expected: { totalMonthly: 424.9, eligible: true, warnings: [msg('uc.warning.pensionAgeYou', { age: 66 })] },
    checks: 'docs/rules.md UC 14',
  },
  // Single 66 who says they have reached it, renting at 500: no claim (393.45 + 500 would have been paid).
  {
    name: '2024/25 single aged 66 who has reached State Pension age: no Universal Credit',
    input: { taxYear: Y24, personalDetails: { age: 66, reachedStatePensionAge: true }, housingDetails: { monthlyRent: 500, lhaRateMonthly: 600 } },
    expected: { totalMonthly: 0, eligible: false, reason: 'state-pension-age', maximumAmount: 893.45 },
    checks: 'docs/rules.md UC 14',
  },
  // Couple 68 and 70, unanswered: both ≥ 67, no claim.
  {
    name: '2026/27 couple both over State Pension age: no Universal Credit',
    input: { taxYear: Y26, personalDetails: { age: 68, relationshipStatus: 'couple', partnerAge: 70 } },
    expected: {
      totalMonthly: 0,
      eligible: false,
      reason: 'state-pension-age',
      statePensionAge: { working: msg('uc.pensionAge.couple', { age: 68, partnerAge: 70 }) },
    },
    checks: 'docs/rules.md UC 14; Welfare Reform Act 2012 s 4(1)(b)',
  },
  // Couple both 66, both say they have reached it: no claim.
  {
    name: '2024/25 couple both aged 66 who have both reached State Pension age: no Universal Credit',
    input: { taxYear: Y24, personalDetails: { age: 66, relationshipStatus: 'couple', partnerAge: 66, reachedStatePensionAge: true, partnerReachedStatePensionAge: true } },
    expected: { totalMonthly: 0, eligible: false, reason: 'state-pension-age' },
    checks: 'docs/rules.md UC 14',
  },
  // Mixed-age couple 70 and 60, social rent 600, the older partner's new State Pension 241.30 a
  // week × 52 ÷ 12 = 1,045.63 a month. Couple 25+ 666.97 + housing 600 = 1,266.97; no earnings,
  // no work allowance needed; − 1,045.63 pension = 221.34; within the couple cap of 1,835.
  {
    name: '2026/27 mixed-age couple 70 and 60: Universal Credit as usual, the State Pension as income, with a note',
    input: {
      taxYear: Y26,
      personalDetails: { age: 70, relationshipStatus: 'couple', partnerAge: 60 },
      incomeDetails: { pension: 1045.63 },
      housingDetails: { monthlyRent: 600, tenancyType: 'social' },
    },
    expected: {
      totalMonthly: 221.34,
      eligible: true,
      reason: null,
      maximumAmount: 1266.97,
      statePensionAge: { qualifying: false, working: msg('uc.pensionAge.mixed') },
      warnings: [msg('uc.warning.mixedAgesYou')],
      nextSteps: [msg('uc.step.apply', { address: 'www.gov.uk/apply-universal-credit' }), msg('uc.step.helpline', { phone: '0800 328 5644' }), msg('uc.step.firstPayment')],
    },
    checks: 'docs/rules.md UC 9, 14',
  },
  // Couple both 66: the partner says reached, the claimant says not: mixed-age. Couple 25+ 628.10.
  {
    name: '2025/26 couple aged 66, only the partner has reached State Pension age: Universal Credit as usual',
    input: { taxYear: Y25, personalDetails: { age: 66, relationshipStatus: 'couple', partnerAge: 66, reachedStatePensionAge: false, partnerReachedStatePensionAge: true } },
    expected: {
      totalMonthly: 628.1,
      eligible: true,
      warnings: [msg('uc.warning.mixedAgesPartner')],
    },
    checks: 'docs/rules.md UC 14',
  },
  // Couple 75 with no partner age: the partner counts as 25 (UC 1), under State Pension age: couple 25+ 617.60.
  {
    name: '2024/25 couple aged 75, partner age unknown: counted as under State Pension age',
    input: { taxYear: Y24, personalDetails: { age: 75, relationshipStatus: 'couple' } },
    expected: { totalMonthly: 617.6, eligible: true, reason: null },
    checks: 'docs/rules.md UC 1, 14',
  },

  // ---- Rules 9 and 12: other benefits as income, the cap's whole sum ------------------------
  // Carer's Allowance a week 81.90 | 83.30 | 86.45 → × 52 ÷ 12 = 354.90 | 360.97 | 374.62 a month.
  // Child Benefit eldest / other a week 25.60 / 16.95 | 26.05 / 17.25 | 27.05 / 17.90; the week's
  // total × 52 ÷ 12. Every rent below is within the typed LHA, so the housing element is the rent.

  // 2026/27 single 40 caring 35 hours on Carer's Allowance: 424.90 + carer 209.34 = 634.24; the
  // allowance 86.45 × 52 ÷ 12 = 4,495.40 ÷ 12 = 374.62 comes off → 259.62. Exempt from the cap.
  {
    name: "2026/27 carer on Carer's Allowance: the carer element stays, the allowance comes off",
    input: { taxYear: Y26, personalDetails: { age: 40 }, incomeDetails: { getsCarersAllowance: true }, healthAndCare: { isCarerFor: [{ hoursPerWeek: 35 }] } },
    expected: {
      totalMonthly: 259.62,
      maximumAmount: 634.24,
      deductions: [
        {},
        {},
        {
          name: msg('uc.carersAllowance'),
          amount: 374.62,
          qualifying: true,
          working: msg('uc.carersAllowance.one', { weekly: money(8645), weeks: 52, months: 12, monthly: money(37462) }),
        },
        {},
        {},
        {},
      ],
      benefitCap: { exempt: true, reduction: 0 },
    },
    checks: 'docs/rules.md UC 6, 9; UC Regs reg 66(1)(b)(iii)',
  },
  // 2024/25 couple 30, the partner gets Carer's Allowance, so meets the carer element's condition
  // (UC Regs reg 30(1)(a)): 617.60 + carer 198.31 = 815.91; less the allowance 354.90 (81.90 × 52
  // = 4,258.80 ÷ 12) = 461.01. Exempt from the cap: the carer element.
  {
    name: "2024/25 couple, the partner's Carer's Allowance comes off, the carer element is paid",
    input: { taxYear: Y24, personalDetails: couple30, incomeDetails: { partnerGetsCarersAllowance: true } },
    expected: {
      totalMonthly: 461.01,
      maximumAmount: 815.91,
      deductions: [{}, {}, { amount: 354.9 }, {}, {}, { working: capExempt(msg('uc.cap.why.carerElement')) }],
    },
    checks: 'docs/rules.md UC 9, 12; UC Regs regs 66, 83',
  },
  // 2025/26 couple 30 who both get it, so for two different people (SSCBA 1992 s 70(7)): two
  // carer elements (reg 29(2)), 628.10 + 2 × 201.68 = 1,031.46; less 2 × 360.97 (83.30 × 52 =
  // 4,331.60 ÷ 12 = 360.966…) = 721.94 → 309.52.
  {
    name: "2025/26 couple both on Carer's Allowance: a carer element each",
    input: { taxYear: Y25, personalDetails: couple30, incomeDetails: { getsCarersAllowance: true, partnerGetsCarersAllowance: true } },
    expected: {
      totalMonthly: 309.52,
      maximumAmount: 1031.46,
      elements: [{}, {}, {}, {}, {}, { amount: 403.36, working: msg('uc.carer.bothGetCa', { amount: money(20168), total: money(40336) }) }],
      deductions: [
        {},
        {},
        { amount: 721.94, working: msg('uc.carersAllowance.both', { weekly: money(8330), weeks: 52, months: 12, monthly: money(36097), total: money(72194) }) },
        {},
        {},
        {},
      ],
    },
    checks: 'docs/rules.md UC 9, 11',
  },
  // 2025/26 single 40 on new-style ESA 92.05 a week (× 52 ÷ 12 = 398.88), rent 600: 400.14 + 600 −
  // 398.88 = 601.26. Cap sum 601.26 + 398.88 = 1,000.14, within 1,229.42.
  {
    name: '2025/26 new-style ESA comes off as income',
    input: { taxYear: Y25, personalDetails: { age: 40 }, incomeDetails: { otherBenefitsMonthly: 398.88 }, housingDetails: { monthlyRent: 600, lhaRateMonthly: 700 } },
    expected: {
      totalMonthly: 601.26,
      deductions: [{}, {}, {}, { name: msg('uc.otherBenefits'), amount: 398.88, working: msg('uc.otherBenefits.taken', { amount: money(39888) }) }, {}, {}],
      benefitCap: { applies: false, totalBenefits: 1000.14 },
    },
    checks: 'docs/rules.md UC 9, 12; UC Regs reg 66(1)(b)(ii)',
  },
  // 2026/27 single 40, rent 1,500, new-style ESA 95.55 a week → 414.05 (4,968.60 ÷ 12): 424.90 +
  // 1,500 − 414.05 = 1,510.85; cap sum 1,510.85 + 414.05 = 1,924.90 − 1,229.42 = cut 695.48 →
  // 815.37 (without the ESA in the sum the cut would be 281.43).
  {
    name: '2026/27 new-style ESA without the support component counts in the cap',
    input: { taxYear: Y26, personalDetails: { age: 40 }, incomeDetails: { otherBenefitsMonthly: 414.05 }, housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 } },
    expected: {
      totalMonthly: 815.37,
      benefitCap: { applies: true, limit: 1229.42, reduction: 695.48, totalBenefits: 1924.9 },
      deductions: [
        {},
        {},
        {},
        {},
        {},
        {
          working: msg('uc.cap.cut', {
            household: msg('uc.cap.singleOutsideLondon'),
            limit: money(122942),
            sum: msg('uc.cap.sumOther', { universalCredit: msg('uc.cap.universalCredit', { amount: money(151085) }), other: money(41405), total: money(192490) }),
            reduction: money(69548),
          }),
        },
      ],
    },
    checks: 'docs/rules.md UC 9, 12; UC Regs reg 79(4)(d)',
  },
  // The same with the support component: (95.55 + 50.35 = 145.90) × 52 ÷ 12 = 632.23 (7,586.80 ÷ 12);
  // 424.90 + 1,500 − 632.23 = 1,292.67, exempt.
  {
    name: '2026/27 ESA with the support component: income, and no cap',
    input: {
      taxYear: Y26,
      personalDetails: { age: 40 },
      incomeDetails: { otherBenefitsMonthly: 632.23, getsEsaSupportComponent: true },
      housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 },
    },
    expected: {
      totalMonthly: 1292.67,
      benefitCap: { applies: false, exempt: true, reduction: 0, totalBenefits: 0 },
      deductions: [{}, {}, {}, {}, {}, { working: capExempt(msg('uc.cap.why.esa')) }],
    },
    checks: 'docs/rules.md UC 12; UC Regs reg 83(1)(a)',
  },
  // 2026/27 lone parent 30, child 5, rent 1,500: 424.90 + 303.94 + 1,500 = 2,228.84. Child Benefit
  // 27.05 × 52 ÷ 12 = 117.22 (1,406.60 ÷ 12); 2,346.06 − 1,835 = cut 511.06 → 1,717.78.
  {
    name: '2026/27 capped family, one child: Child Benefit makes the cut larger',
    input: { taxYear: Y26, personalDetails: { ...single30, children: kids(5) }, housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 } },
    expected: {
      totalMonthly: 1717.78,
      benefitCap: { applies: true, limit: 1835, reduction: 511.06, totalBenefits: 2346.06, isLondon: false },
      deductions: [
        {},
        {},
        {},
        {},
        {},
        {
          working: msg('uc.cap.cut', {
            household: msg('uc.cap.familyOutsideLondon'),
            limit: money(183500),
            sum: msg('uc.cap.sumChildBenefit', {
              universalCredit: msg('uc.cap.universalCredit', { amount: money(222884) }),
              childBenefit: msg('uc.cap.childBenefitOne', { eldest: money(2705), weeks: 52, months: 12, monthly: money(11722) }),
              total: money(234606),
            }),
            reduction: money(51106),
          }),
        },
      ],
    },
    checks: 'docs/rules.md UC 12; Welfare Reform Act 2012 s 96(10); UC Regs regs 73, 79(4)(c), 80(5)',
  },
  // The same family saying no Child Benefit is paid: 2,228.84 − 1,835 = cut 393.84 → 1,835.00.
  {
    name: '2026/27 the same family without Child Benefit: the smaller cut',
    input: {
      taxYear: Y26,
      personalDetails: { ...single30, children: kids(5) },
      incomeDetails: { getsChildBenefit: false },
      housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 },
    },
    expected: { totalMonthly: 1835, benefitCap: { applies: true, reduction: 393.84, totalBenefits: 2228.84 } },
    checks: 'docs/rules.md UC 12',
  },
  // 2024/25 London couple 30, children 3 and 6 (under 8: lower), rent 2,000: 617.60 + 575.84 +
  // 2,000 = 3,193.44. Child Benefit (25.60 + 16.95 = 42.55) × 52 ÷ 12 = 184.38 (2,212.60 ÷ 12);
  // 3,377.82 − 2,110.25 = cut 1,267.57 → 1,925.87.
  {
    name: '2024/25 capped London family, two children',
    input: {
      taxYear: Y24,
      personalDetails: { ...couple30, children: kids(3, 6), livesInGreaterLondon: true },
      housingDetails: { monthlyRent: 2000, lhaRateMonthly: 2100 },
    },
    expected: { totalMonthly: 1925.87, benefitCap: { applies: true, limit: 2110.25, reduction: 1267.57, totalBenefits: 3377.82, isLondon: true } },
    checks: 'docs/rules.md UC 12; UC Regs regs 79-81',
  },
  // 2025/26 London couple 30, children 14, 12, 10, 7, 4: born before 6 April 2017 at 9+, so 339.00
  // + 2 × 292.81 = 924.62, and the two younger past the child limit. Rent 2,500: 628.10 + 924.62 +
  // 2,500 = 4,052.72. Child Benefit for all five: (26.05 + 4 × 17.25 = 95.05) × 52 ÷ 12 = 411.88
  // (4,942.60 ÷ 12); 4,464.60 − 2,110.25 = cut 2,354.35 → 1,698.37.
  {
    name: '2025/26 capped London family, five children: Child Benefit for every child',
    input: {
      taxYear: Y25,
      personalDetails: { ...couple30, children: kids(14, 12, 10, 7, 4), livesInGreaterLondon: true },
      housingDetails: { monthlyRent: 2500, lhaRateMonthly: 2600 },
    },
    expected: { totalMonthly: 1698.37, maximumAmount: 4052.72, benefitCap: { applies: true, limit: 2110.25, reduction: 2354.35, totalBenefits: 4464.6 } },
    checks: 'docs/rules.md UC 2, 12',
  },
  // 2026/27 couple 30 outside London, children 15, 13, 11, 8, 2 (no child limit): 351.88 + 4 ×
  // 303.94 = 1,567.64; rent 1,500: 666.97 + 1,567.64 + 1,500 = 3,734.61. Child Benefit (27.05 + 4 ×
  // 17.90 = 98.65) × 52 ÷ 12 = 427.48 (5,129.80 ÷ 12); 4,162.09 − 1,835 = cut 2,327.09 → 1,407.52.
  {
    name: '2026/27 capped family outside London, five children',
    input: {
      taxYear: Y26,
      personalDetails: { ...couple30, children: kids(15, 13, 11, 8, 2) },
      housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 },
    },
    expected: { totalMonthly: 1407.52, benefitCap: { applies: true, limit: 1835, reduction: 2327.09, totalBenefits: 4162.09 } },
    checks: 'docs/rules.md UC 12',
  },
  // 2025/26 lone parent 30, children 4 and 6 on DLA (Personal tab only), rent 1,100: 400.14 +
  // 585.62 + 2 × 158.76 + 1,100 = 2,403.28. Exempt through the children's DLA, never asked again.
  {
    name: "2025/26 a child's DLA on the Personal tab lifts the cap",
    input: {
      taxYear: Y25,
      personalDetails: {
        ...single30,
        children: [
          { age: 4, hasDisability: true },
          { age: 6, hasDisability: true },
        ],
      },
      housingDetails: { monthlyRent: 1100, lhaRateMonthly: 1200 },
    },
    expected: {
      totalMonthly: 2403.28,
      benefitCap: { applies: false, exempt: true },
      deductions: [{}, {}, {}, {}, {}, { working: capExempt(msg('uc.cap.why.disabledChild', { n: 1 })) }],
    },
    checks: 'docs/rules.md UC 3, 12; UC Regs reg 83(1)(f)',
  },
  // 2024/25 lone parent 30, child 5, rent 1,500, Guardian's Allowance: 393.45 + 287.92 + 1,500 =
  // 2,181.37, exempt.
  {
    name: "2024/25 Guardian's Allowance lifts the cap",
    input: {
      taxYear: Y24,
      personalDetails: { ...single30, children: kids(5) },
      incomeDetails: { getsGuardiansAllowance: true },
      housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 },
    },
    expected: { totalMonthly: 2181.37, benefitCap: { applies: false, exempt: true }, deductions: [{}, {}, {}, {}, {}, { working: capExempt(msg('uc.cap.why.guardians')) }] },
    checks: 'docs/rules.md UC 12; UC Regs reg 83',
  },
  // 2024/25 single 30, rent 1,500, other benefits 1,800: 1,893.45 − 1,800 = 93.45; the cap sum
  // 1,893.45 is 664.03 over 1,229.42, but only Universal Credit is cut: 93.45 → 0.
  {
    name: '2024/25 the cap cuts Universal Credit only, never below 0',
    input: { taxYear: Y24, personalDetails: single30, incomeDetails: { otherBenefitsMonthly: 1800 }, housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1600 } },
    expected: { totalMonthly: 0, benefitCap: { applies: true, reduction: 93.45, totalBenefits: 1893.45 } },
    checks: 'docs/rules.md UC 11, 12; UC Regs reg 81',
  },

  // ---- Input limits (docs/product.md §5) ----------------------------------------------------------
  // Age 10 is clamped to 16 → under 25: 311.68 (2024/25).
  { name: '2024/25 age below 16 is clamped to 16', input: { taxYear: Y24, personalDetails: { age: 10 } }, expected: { totalMonthly: 311.68 }, checks: 'docs/product.md §5' },
  // Negative money counts as 0: 2026/27 424.90.
  {
    name: '2026/27 negative money counts as 0',
    input: { taxYear: Y26, incomeDetails: { earnedIncome: -500, savings: -1, pension: -20 }, housingDetails: { monthlyRent: -300 } },
    expected: { totalMonthly: 424.9 },
    checks: 'docs/product.md §5',
  },
  // ---- Areas built in from their April 2024 publications: England, Scotland, Wales ----------------
  // 2026/27 single 40 in East Lancs: 1 bedroom, 97.81 × 52 ÷ 12 = 5,086.12 ÷ 12 = 423.843… → 423.84; rent 500 →
  // 423.84, 76.16 not covered. 424.90 + 423.84 = 848.74 (under the single cap 1,229.42).
  {
    name: '2026/27 single 40 in East Lancs above the 1-bedroom LHA rate',
    input: { taxYear: Y26, personalDetails: { age: 40 }, housingDetails: { monthlyRent: 500, tenancyType: 'private', localHousingAllowanceArea: 'east-lancs' } },
    expected: {
      totalMonthly: 848.74,
      housingCosts: { bedroomEntitlement: 1, lhaLimit: 423.84, rentAboveLha: 76.16, lhaDescription: lhaFor(bedrooms(1), 'East Lancs') },
      warnings: [aboveLha(7616)],
      nextSteps: [{}, {}, {}, msg('uc.step.dhp', { amount: moneyWithPence(7616) })],
    },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 paras 25-34; the rates table (src/calc/rates/) East Lancs',
  },
  // 2025/26 couple 30 with children 4 and 7 in Greater Glasgow: 1 + 1 (the two under 10 share) = 2 bedrooms;
  // 195.62 × 52 ÷ 12 = 10,172.24 ÷ 12 = 847.686… → 847.69; rent 900 → 847.69, 52.31 not covered. Children under
  // 9: 2 × 292.81 = 585.62. Maximum 628.10 + 585.62 + 847.69 = 2,061.41. Work allowance with housing 411: taper
  // 0.55 × (1,000 − 411) = 323.95. 2,061.41 − 323.95 = 1,737.46 (earnings 1,000 ≥ 846: no cap).
  {
    name: '2025/26 Greater Glasgow family above the 2-bedroom LHA rate',
    input: {
      taxYear: Y25,
      personalDetails: { ...couple30, children: kids(4, 7) },
      incomeDetails: { earnedIncome: 1000 },
      housingDetails: { monthlyRent: 900, tenancyType: 'private', localHousingAllowanceArea: 'greater-glasgow' },
    },
    expected: {
      totalMonthly: 1737.46,
      maximumAmount: 2061.41,
      workAllowance: 411,
      taperReduction: 323.95,
      housingCosts: { bedroomEntitlement: 2, lhaLimit: 847.69, rentAboveLha: 52.31, lhaDescription: lhaFor(bedrooms(2), 'Greater Glasgow') },
    },
    checks: 'docs/rules.md UC 4, 8; the rates table (src/calc/rates/) Greater Glasgow',
  },
  // 2024/25 single 30 in Newport: under 35 without children → the shared rate 77.65 × 52 ÷ 12 = 4,037.80 ÷ 12 =
  // 336.483… → 336.48; rent 400 → 336.48, 63.52 not covered. 393.45 + 336.48 = 729.93.
  {
    name: '2024/25 single under 35 in Newport: the shared accommodation rate',
    input: { taxYear: Y24, personalDetails: single30, housingDetails: { monthlyRent: 400, localHousingAllowanceArea: 'newport' } },
    expected: { totalMonthly: 729.93, housingCosts: { lhaLimit: 336.48, rentAboveLha: 63.52, lhaDescription: lhaFor(msg('uc.lha.sharedRate'), 'Newport') } },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 para 28; the rates table (src/calc/rates/) Newport',
  },
  // ---- Rule 6: Carer's Allowance meets the carer element's condition (UC Regs reg 30(1)(a)) ----------
  // Single 40 on Carer's Allowance, no hours answered: the carer element is paid and the allowance
  // comes off. 2024/25: 393.45 + 198.31 = 591.76 − 354.90 (81.90 × 52 = 4,258.80 ÷ 12) = 236.86.
  {
    name: "2024/25 Carer's Allowance only: the carer element without the hours question",
    input: { taxYear: Y24, personalDetails: { age: 40 }, incomeDetails: { getsCarersAllowance: true } },
    expected: {
      totalMonthly: 236.86,
      maximumAmount: 591.76,
      elements: [{}, {}, {}, {}, {}, { name: msg('uc.carerElement'), amount: 198.31, qualifying: true, working: msg('uc.carer.youGetCa', { hours: 35, amount: money(19831) }) }],
    },
    checks: 'docs/rules.md UC 6, 9; UC Regs regs 29, 30(1)(a)',
  },
  // 2025/26: 400.14 + 201.68 = 601.82 − 360.97 (83.30 × 52 = 4,331.60 ÷ 12 = 360.966…) = 240.85.
  {
    name: "2025/26 Carer's Allowance only: the carer element",
    input: { taxYear: Y25, personalDetails: { age: 40 }, incomeDetails: { getsCarersAllowance: true } },
    expected: { totalMonthly: 240.85, maximumAmount: 601.82 },
    checks: 'docs/rules.md UC 6, 9; UC Regs reg 30(1)(a)',
  },
  // 2026/27: 424.90 + 209.34 = 634.24 − 374.62 (86.45 × 52 = 4,495.40 ÷ 12 = 374.616…) = 259.62, the
  // same as with 35 hours ticked as well (one answer, never two elements for one person).
  {
    name: "2026/27 Carer's Allowance only: the carer element of £209.34",
    input: { taxYear: Y26, personalDetails: { age: 40 }, incomeDetails: { getsCarersAllowance: true } },
    expected: { totalMonthly: 259.62, maximumAmount: 634.24, elements: [{}, {}, {}, {}, {}, { amount: 209.34, qualifying: true }] },
    checks: 'docs/rules.md UC 6, 9; UC Regs reg 30(1)(a)',
  },
  {
    name: "2026/27 Carer's Allowance and 35 hours for the same person: one carer element",
    input: { taxYear: Y26, personalDetails: { age: 40 }, incomeDetails: { getsCarersAllowance: true }, healthAndCare: { isCarerFor: [{ hoursPerWeek: 35 }] } },
    expected: { totalMonthly: 259.62, maximumAmount: 634.24 },
    checks: 'docs/rules.md UC 6; UC Regs reg 29(1)',
  },
  // 2026/27 couple 30: you get Carer's Allowance, your partner cares 35 hours, not answered whether
  // for the same person: one element, 666.97 + 209.34 = 876.31 − 374.62 = 501.69, and a warning.
  {
    name: '2026/27 couple, both carers, same person not answered: one carer element and a warning',
    input: { taxYear: Y26, personalDetails: couple30, incomeDetails: { getsCarersAllowance: true }, healthAndCare: { isCarerFor: [{ hoursPerWeek: 35, person: 'partner' }] } },
    expected: {
      totalMonthly: 501.69,
      elements: [{}, {}, {}, {}, {}, { amount: 209.34, working: msg('uc.carer.someone', { amount: money(20934) }) }],
      warnings: [msg('uc.warning.carerOne', { amount: money(20934) })],
    },
    checks: 'docs/rules.md UC 6; UC Regs reg 29(2)-(3)',
  },
  // The same caring for different people: two elements, 666.97 + 2 × 209.34 = 1,085.65 − 374.62 = 711.03.
  {
    name: '2026/27 couple caring for two different people: a carer element each',
    input: {
      taxYear: Y26,
      personalDetails: couple30,
      incomeDetails: { getsCarersAllowance: true },
      healthAndCare: { isCarerFor: [{ hoursPerWeek: 35, person: 'partner' }], careForSamePerson: false },
    },
    expected: {
      totalMonthly: 711.03,
      maximumAmount: 1085.65,
      warnings: [],
      elements: [
        {},
        {},
        {},
        {},
        {},
        {
          amount: 418.68,
          working: msg('uc.carer.bothDifferent', {
            you: msg('uc.carer.why.youGetCa'),
            partner: msg('uc.carer.why.partnerCares', { hours: 35 }),
            amount: money(20934),
            total: money(41868),
          }),
        },
      ],
    },
    checks: 'docs/rules.md UC 6; UC Regs reg 29(2)',
  },

  // ---- Rule 4: every other adult with their age (UC Regs Sch 4 paras 12, 16) ---------------------
  // 2026/27 single 45, council rent 600, 2 bedrooms, a working son of 19: he has a room (16 or
  // over), so 2 bedrooms are allowed and none is spare; under 21, no housing cost contribution.
  // 424.90 + 600 = 1,024.90 (asked only for adults of 21, the form lost his room: 14% of 600 = 84
  // off, 940.90).
  {
    name: '2026/27 a son of 19 at home: his bedroom counts, no housing cost contribution',
    input: { taxYear: Y26, personalDetails: { age: 45 }, housingDetails: { monthlyRent: 600, tenancyType: 'social', actualBedrooms: 2, otherAdults: [{ age: 19 }] } },
    expected: {
      totalMonthly: 1024.9,
      housingCosts: { bedroomEntitlement: 2, spareBedroomReduction: 0, nonDependantContributions: 0 },
      elements: [
        {},
        {},
        {
          name: HOUSING_ELEMENT,
          amount: 600,
          working: housingWorking(
            60000,
            rentStep(60000),
            bedroomsStep(2, msg('bedrooms.you'), msg('bedrooms.otherAdults', { count: 1, age: 16 })),
            msg('uc.spare.none', { allowed: 2 }),
            msg('uc.nonDependants.none', { adults: listOfValues([msg('uc.nonDependants.under', { age: 19, minAge: 21 })], 'commas') }),
          ),
        },
        {},
        {},
        {},
      ],
    },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 paras 12(1), 16(2)(a)',
  },
  // 2024/25 the same son at 25: a room and a contribution, 393.45 + 600 − 91.47 = 901.98.
  {
    name: '2024/25 an adult of 25 at home: a bedroom and a housing cost contribution',
    input: { taxYear: Y24, personalDetails: { age: 45 }, housingDetails: { monthlyRent: 600, tenancyType: 'social', actualBedrooms: 2, otherAdults: [{ age: 25 }] } },
    expected: { totalMonthly: 901.98, housingCosts: { bedroomEntitlement: 2, nonDependantContributions: 91.47 } },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 paras 13-14',
  },
  // 2025/26 an adult of 30 who gets PIP daily living (para 16(2)(e)): a room, no contribution;
  // 400.14 + 600 = 1,000.14 (under the single cap 1,229.42).
  {
    name: '2025/26 an adult exempt from the housing cost contribution',
    input: {
      taxYear: Y25,
      personalDetails: { age: 45 },
      housingDetails: { monthlyRent: 600, tenancyType: 'social', actualBedrooms: 2, otherAdults: [{ age: 30, noContribution: true }] },
    },
    expected: {
      totalMonthly: 1000.14,
      housingCosts: { bedroomEntitlement: 2, nonDependantContributions: 0 },
      elements: housingOnly(2, 6, {
        working: housingWorking(
          60000,
          rentStep(60000),
          bedroomsStep(2, msg('bedrooms.you'), msg('bedrooms.otherAdults', { count: 1, age: 16 })),
          msg('uc.spare.none', { allowed: 2 }),
          msg('uc.nonDependants.none', { adults: listOfValues([msg('uc.nonDependants.exempt', { age: 30 })], 'commas') }),
        ),
      }),
    },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 para 16(2)',
  },
  // 2026/27 two other adults, 17 and 22, in a 3-bedroom council home: 1 + 2 = 3 bedrooms, none
  // spare; one contribution (the 22-year-old) 96.55: 424.90 + 600 − 96.55 = 928.35.
  {
    name: '2026/27 adults of 17 and 22: a room each, one housing cost contribution',
    input: { taxYear: Y26, personalDetails: { age: 45 }, housingDetails: { monthlyRent: 600, tenancyType: 'social', actualBedrooms: 3, otherAdults: [{ age: 17 }, { age: 22 }] } },
    expected: {
      totalMonthly: 928.35,
      housingCosts: { bedroomEntitlement: 3, spareBedroomReduction: 0, nonDependantContributions: 96.55 },
      elements: housingOnly(2, 6, {
        working: housingWorking(
          50345,
          rentStep(60000),
          bedroomsStep(3, msg('bedrooms.you'), msg('bedrooms.otherAdults', { count: 2, age: 16 })),
          msg('uc.spare.none', { allowed: 3 }),
          msg('uc.nonDependants.less', { number: 1, each: money(9655), age: 21 }),
          msg('uc.nonDependants.none', { adults: listOfValues([msg('uc.nonDependants.under', { age: 17, minAge: 21 })], 'commas') }),
        ),
      }),
    },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 paras 12, 16',
  },
  // An adult of 20 keeps a single renter of 30 off the shared rate (para 28(4)): 2025/26 Lothian,
  // 1 + 1 = 2 bedrooms → 967.33 covers 800; under 21, no contribution: 400.14 + 800 = 1,200.14.
  {
    name: '2025/26 single 30 with an adult of 20: the 2-bedroom rate, no contribution',
    input: { taxYear: Y25, personalDetails: single30, housingDetails: { monthlyRent: 800, localHousingAllowanceArea: 'lothian', otherAdults: [{ age: 20 }] } },
    expected: { totalMonthly: 1200.14, housingCosts: { bedroomEntitlement: 2, lhaLimit: 967.33, nonDependantContributions: 0 } },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 paras 12, 16, 28',
  },

  // ---- Rule 16: the minimum income floor (UC Regs regs 62-64, 88, 90) ----------------------------
  // Floor a month = hours × National Living Wage × 52 ÷ 12, less 20% above 12,570 ÷ 12 = 1,047.50
  // (income tax) and 8% above 12,570 ÷ 12 = 1,047.50 (Class 1 National Insurance):
  //   2024/25: 35 × 11.44 × 52 = 20,820.80 ÷ 12 = 1,735.07; tax 20% × 687.57 = 137.51; NI 8% × 687.57 = 55.01 → 1,542.55
  //   2025/26: 35 × 12.21 × 52 = 22,222.20 ÷ 12 = 1,851.85; tax 20% × 804.35 = 160.87; NI 8% × 804.35 = 64.35 → 1,626.63
  //   2026/27: 35 × 12.71 × 52 = 23,132.20 ÷ 12 = 1,927.68; tax 20% × 880.18 = 176.04; NI 8% × 880.18 = 70.41 → 1,681.23
  // Single 30, self-employed after the start-up period, earning 800, council rent 700 (1 bedroom):
  // 2026/27: 424.90 + 700 = 1,124.90; earnings taken as 1,681.23; no work allowance: 55% ×
  // 1,681.23 = 924.68 → 200.22 (on 800 it would be 440 off, 684.90). Cap: earnings 1,681.23 ≥ 881.
  {
    name: '2026/27 self-employed below the minimum income floor',
    input: { taxYear: Y26, personalDetails: single30, incomeDetails: { earnedIncome: 800, selfEmployed: true }, housingDetails: { monthlyRent: 700, tenancyType: 'social' } },
    expected: {
      totalMonthly: 200.22,
      taperReduction: 924.68,
      takeHomeAfterTaper: 0,
      earningsImpact: { currentEarnings: 800 },
      warnings: [msg('uc.warning.floorYou', { amount: moneyWithPence(168123) }), NO_WORK_ALLOWANCE],
      deductions: [
        {
          name: msg('uc.earningsTaper'),
          working: msg('uc.taper.oneNote', {
            note: msg('uc.floor.takenYou', {
              earnings: money(80000),
              working: msg('uc.floor.working', {
                hours: 35,
                wage: moneyWithPence(1271),
                weeks: 52,
                months: 12,
                gross: money(192768),
                tax: money(17604),
                taxRate: 20,
                allowance: money(104750),
                ni: money(7041),
                niRate: 8,
                threshold: money(104750),
                net: money(168123),
              }),
            }),
            working: msg('uc.taper.above', { percent: 55, fraction: 0.55, earnings: money(168123), allowance: money(0), amount: money(92468) }),
          }),
        },
        {},
        {},
        {},
        {},
        {},
      ],
    },
    checks: 'docs/rules.md UC 16; UC Regs regs 62(2), 62(4), 90(2)',
  },
  // 2025/26: 400.14 + 700 = 1,100.14; 55% × 1,626.63 = 894.65 → 205.49.
  {
    name: '2025/26 self-employed below the minimum income floor',
    input: { taxYear: Y25, personalDetails: single30, incomeDetails: { earnedIncome: 800, selfEmployed: true }, housingDetails: { monthlyRent: 700, tenancyType: 'social' } },
    expected: { totalMonthly: 205.49, taperReduction: 894.65 },
    checks: 'docs/rules.md UC 16; UC Regs reg 62',
  },
  // 2024/25: 393.45 + 700 = 1,093.45; 55% × 1,542.55 = 848.40 (848.4025) → 245.05.
  {
    name: '2024/25 self-employed below the minimum income floor',
    input: { taxYear: Y24, personalDetails: single30, incomeDetails: { earnedIncome: 800, selfEmployed: true }, housingDetails: { monthlyRent: 700, tenancyType: 'social' } },
    expected: { totalMonthly: 245.05, taperReduction: 848.4 },
    checks: 'docs/rules.md UC 16; UC Regs reg 62',
  },
  // In the start-up period (reg 63): no floor, 55% × 800 = 440 → 1,124.90 − 440 = 684.90.
  {
    name: '2026/27 self-employed in the start-up period: no floor',
    input: {
      taxYear: Y26,
      personalDetails: single30,
      incomeDetails: { earnedIncome: 800, selfEmployed: true, selfEmployedStartUp: true },
      housingDetails: { monthlyRent: 700, tenancyType: 'social' },
    },
    expected: {
      totalMonthly: 684.9,
      taperReduction: 440,
      deductions: [
        {
          working: msg('uc.taper.oneNote', {
            note: msg('uc.floor.noneYou', { why: msg('uc.floor.why.startUp', { months: 12 }) }),
            working: msg('uc.taper.above', { percent: 55, fraction: 0.55, earnings: money(80000), allowance: money(0), amount: money(44000) }),
          }),
        },
        {},
        {},
        {},
        {},
        {},
      ],
    },
    checks: 'docs/rules.md UC 16; UC Regs reg 63',
  },
  // 20 expected hours (reg 88): 20 × 12.71 × 52 = 13,218.40 ÷ 12 = 1,101.53; tax 20% × 54.03 =
  // 10.81; NI 8% × 54.03 = 4.32 → 1,086.40; 55% × 1,086.40 = 597.52 → 1,124.90 − 597.52 = 527.38.
  {
    name: '2026/27 self-employed, 20 expected hours: a lower floor',
    input: {
      taxYear: Y26,
      personalDetails: single30,
      incomeDetails: { earnedIncome: 800, selfEmployed: true, expectedHoursPerWeek: 20 },
      housingDetails: { monthlyRent: 700, tenancyType: 'social' },
    },
    expected: { totalMonthly: 527.38, taperReduction: 597.52 },
    checks: 'docs/rules.md UC 16; UC Regs regs 62, 88',
  },
  // Earnings of 2,000 above the floor: the earnings themselves, 55% × 2,000 = 1,100 → 24.90.
  {
    name: '2026/27 self-employed above the floor: actual earnings',
    input: { taxYear: Y26, personalDetails: single30, incomeDetails: { earnedIncome: 2000, selfEmployed: true }, housingDetails: { monthlyRent: 700, tenancyType: 'social' } },
    expected: { totalMonthly: 24.9, taperReduction: 1100 },
    checks: 'docs/rules.md UC 16',
  },
  // A carer on Carer's Allowance has no floor: 424.90 + 700 + 209.34 = 1,334.24 − 440 − 374.62 = 519.62.
  {
    name: "2026/27 self-employed carer on Carer's Allowance: no floor",
    input: {
      taxYear: Y26,
      personalDetails: single30,
      incomeDetails: { earnedIncome: 800, selfEmployed: true, getsCarersAllowance: true },
      housingDetails: { monthlyRent: 700, tenancyType: 'social' },
    },
    expected: { totalMonthly: 519.62, taperReduction: 440 },
    checks: 'docs/rules.md UC 6, 16; UC Regs reg 62(1)(b)',
  },
  // With LCW the floor does not apply: work allowance 427 (with housing), 55% × (800 − 427) = 205.15.
  // 424.90 + 700 = 1,124.90 − 205.15 = 919.75 (LCW element only for claims before April 2017).
  {
    name: '2026/27 self-employed with limited capability for work: no floor',
    input: {
      taxYear: Y26,
      personalDetails: single30,
      incomeDetails: { earnedIncome: 800, selfEmployed: true },
      housingDetails: { monthlyRent: 700, tenancyType: 'social' },
      healthAndCare: { hasLimitedCapabilityWork: true },
    },
    expected: { totalMonthly: 919.75, taperReduction: 205.15 },
    checks: 'docs/rules.md UC 16; UC Regs reg 62(1)(b)',
  },
  // Couple 30 (reg 62(3)), 2026/27: you self-employed earning 500, your partner employed earning
  // 2,000. Each individual floor 1,681.23 (35 hours); couple threshold 3,362.46. Your floor less
  // (1,681.23 + 2,000 − 3,362.46 = 318.77) = 1,362.46; earnings counted 1,362.46 + 2,000 =
  // 3,362.46; council rent 1,200: 666.97 + 1,200 = 1,866.97 − 55% × 3,362.46 (1,849.353) 1,849.35 = 17.62.
  {
    name: '2026/27 couple: the floor less what the partner earns above theirs',
    input: {
      taxYear: Y26,
      personalDetails: couple30,
      incomeDetails: { earnedIncome: 500, partnerEarnedIncome: 2000, selfEmployed: true },
      housingDetails: { monthlyRent: 1200, tenancyType: 'social' },
    },
    expected: { totalMonthly: 17.62, taperReduction: 1849.35 },
    checks: 'docs/rules.md UC 16; UC Regs reg 62(3)',
  },
  // ---- Rule 16 at the National Minimum Wage for the claimant's age (UC Regs reg 90(2)) -----------------
  // The individual threshold is at the hourly rate for the claimant's age (National Minimum Wage
  // Regulations 2015 reg 4 from 21, reg 4A(1)(b) from 18 to 20, reg 4A(1)(c) under 18): 18 to 20
  // 8.60 | 10.00 | 10.85 (SI 2024/432, SI 2025/401, the 2026 regulations), under 18 6.40 | 7.55 | 8.00.
  // 35 hours, less 20% tax and 8% National Insurance above 1,047.50 a month:
  //   18-20 2024/25: 35 × 8.60 × 52 = 15,652 ÷ 12 = 1,304.33; 256.83 above: tax 51.37 (51.366), NI 20.55 (20.5464) → 1,232.41
  //   18-20 2025/26: 35 × 10.00 × 52 = 18,200 ÷ 12 = 1,516.67; 469.17 above: tax 93.83 (93.834), NI 37.53 (37.5336) → 1,385.31
  //   18-20 2026/27: 35 × 10.85 × 52 = 19,747 ÷ 12 = 1,645.58; 598.08 above: tax 119.62 (119.616), NI 47.85 (47.8464) → 1,478.11
  //   under 18 2024/25: 35 × 6.40 × 52 = 11,648 ÷ 12 = 970.67, below 1,047.50: no tax or NI → 970.67
  //   under 18 2026/27: 35 × 8.00 × 52 = 14,560 ÷ 12 = 1,213.33; 165.83 above: tax 33.17 (33.166), NI 13.27 (13.2664) → 1,166.89
  // Single 19, self-employed after the start-up period, earning 500, council rent 600; no child or
  // LCW, so no work allowance; the assessed earnings are above the cap's earnings exemption
  // (793 | 846 | 881), so no cap:
  //   2024/25: 311.68 + 600 = 911.68 − 55% × 1,232.41 (677.8255) 677.83 = 233.85
  //   2025/26: 316.98 + 600 = 916.98 − 55% × 1,385.31 (761.9205) 761.92 = 155.06
  //   2026/27: 338.58 + 600 = 938.58 − 55% × 1,478.11 (812.9605) 812.96 = 125.62
  // (Before, no floor under 21 and a warning: 2026/27 938.58 − 55% × 500 = 663.58.)
  {
    name: '2026/27 self-employed aged 19: the floor at the 18 to 20 rate',
    input: { taxYear: Y26, personalDetails: { age: 19 }, incomeDetails: { earnedIncome: 500, selfEmployed: true }, housingDetails: { monthlyRent: 600, tenancyType: 'social' } },
    expected: {
      totalMonthly: 125.62,
      taperReduction: 812.96,
      warnings: [msg('uc.warning.floorYou', { amount: moneyWithPence(147811) }), NO_WORK_ALLOWANCE],
      deductions: [
        {
          working: msg('uc.taper.oneNote', {
            note: msg('uc.floor.takenYou', {
              earnings: money(50000),
              working: msg('uc.floor.working', {
                hours: 35,
                wage: moneyWithPence(1085),
                weeks: 52,
                months: 12,
                gross: money(164558),
                tax: money(11962),
                taxRate: 20,
                allowance: money(104750),
                ni: money(4785),
                niRate: 8,
                threshold: money(104750),
                net: money(147811),
              }),
            }),
            working: msg('uc.taper.above', { percent: 55, fraction: 0.55, earnings: money(147811), allowance: money(0), amount: money(81296) }),
          }),
        },
        {},
        {},
        {},
        {},
        {},
      ],
    },
    checks: 'docs/rules.md UC 16; UC Regs reg 90(2); National Minimum Wage Regulations 2015 reg 4A(1)(b)',
  },
  {
    name: '2025/26 self-employed aged 19: the floor at the 18 to 20 rate',
    input: { taxYear: Y25, personalDetails: { age: 19 }, incomeDetails: { earnedIncome: 500, selfEmployed: true }, housingDetails: { monthlyRent: 600, tenancyType: 'social' } },
    expected: { totalMonthly: 155.06, taperReduction: 761.92, warnings: [msg('uc.warning.floorYou', { amount: moneyWithPence(138531) }), NO_WORK_ALLOWANCE] },
    checks: 'docs/rules.md UC 16; UC Regs reg 90(2); National Minimum Wage Regulations 2015 reg 4A(1)(b)',
  },
  {
    name: '2024/25 self-employed aged 19: the floor at the 18 to 20 rate',
    input: { taxYear: Y24, personalDetails: { age: 19 }, incomeDetails: { earnedIncome: 500, selfEmployed: true }, housingDetails: { monthlyRent: 600, tenancyType: 'social' } },
    expected: { totalMonthly: 233.85, taperReduction: 677.83, warnings: [msg('uc.warning.floorYou', { amount: moneyWithPence(123241) }), NO_WORK_ALLOWANCE] },
    checks: 'docs/rules.md UC 16; UC Regs reg 90(2); National Minimum Wage Regulations 2015 reg 4A(1)(b)',
  },
  // Single 17, self-employed, earning 400, council rent 500:
  //   2024/25: 311.68 + 500 = 811.68 − 55% × 970.67 (533.8685) 533.87 = 277.81
  //   2026/27: 338.58 + 500 = 838.58 − 55% × 1,166.89 (641.7895) 641.79 = 196.79
  {
    name: '2024/25 self-employed aged 17: the floor at the under-18 rate, below tax and National Insurance',
    input: { taxYear: Y24, personalDetails: { age: 17 }, incomeDetails: { earnedIncome: 400, selfEmployed: true }, housingDetails: { monthlyRent: 500, tenancyType: 'social' } },
    expected: { totalMonthly: 277.81, taperReduction: 533.87, warnings: [msg('uc.warning.floorYou', { amount: moneyWithPence(97067) }), NO_WORK_ALLOWANCE] },
    checks: 'docs/rules.md UC 16; UC Regs reg 90(2); National Minimum Wage Regulations 2015 reg 4A(1)(c)',
  },
  {
    name: '2026/27 self-employed aged 17: the floor at the under-18 rate',
    input: { taxYear: Y26, personalDetails: { age: 17 }, incomeDetails: { earnedIncome: 400, selfEmployed: true }, housingDetails: { monthlyRent: 500, tenancyType: 'social' } },
    expected: { totalMonthly: 196.79, taperReduction: 641.79, warnings: [msg('uc.warning.floorYou', { amount: moneyWithPence(116689) }), NO_WORK_ALLOWANCE] },
    checks: 'docs/rules.md UC 16; UC Regs reg 90(2); National Minimum Wage Regulations 2015 reg 4A(1)(c)',
  },

  // ---- Rule 16: who the floor is for (UC Regs reg 62(1)(b); Welfare Reform Act 2012 ss 19-22) ------
  // Couple 30, one child of 1 (born after 6 April 2017: the lower child element), council rent 700:
  // you are self-employed after the start-up period earning 500, your partner employed earning
  // 1,000 and nominated as the main (responsible) carer (s 19(6), reg 86). The main carer of a child
  // of 1 has a work-focused interview only (s 20(1)(a)), so no floor, and an individual threshold of
  // 16 hours (reg 90(2)(a)); you would have all work-related requirements, so the floor applies to
  // you at 35 hours. 16 hours × National Living Wage × 52 ÷ 12, below 1,047.50 (no tax or NI):
  //   2024/25: 16 × 11.44 × 52 = 9,518.08 ÷ 12 = 793.17; 2025/26: 16 × 12.21 × 52 = 10,158.72 ÷ 12 = 846.56;
  //   2026/27: 16 × 12.71 × 52 = 10,574.72 ÷ 12 = 881.23
  // Couple threshold (reg 90(3)(a)) = your floor + theirs; your floor less what your joint earnings
  // would pass it (reg 62(3)); with a child and housing the lower work allowance 404 | 411 | 427:
  //   2024/25: 1,542.55 + 793.17 = 2,335.72; cut 1,542.55 + 1,000 − 2,335.72 = 206.83 → 1,335.72;
  //     earnings 1,335.72 + 1,000 = 2,335.72; 55% × (2,335.72 − 404) = 55% × 1,931.72 (1,062.446) 1,062.45;
  //     617.60 + 287.92 + 700 = 1,605.52 − 1,062.45 = 543.07
  //   2025/26: 1,626.63 + 846.56 = 2,473.19; cut 1,626.63 + 1,000 − 2,473.19 = 153.44 → 1,473.19;
  //     55% × (2,473.19 − 411) = 55% × 2,062.19 (1,134.2045) 1,134.20; 628.10 + 292.81 + 700 = 1,620.91 − 1,134.20 = 486.71
  //   2026/27: 1,681.23 + 881.23 = 2,562.46; cut 1,681.23 + 1,000 − 2,562.46 = 118.77 → 1,562.46;
  //     55% × (2,562.46 − 427) = 55% × 2,135.46 (1,174.503) 1,174.50; 666.97 + 303.94 + 700 = 1,670.91 − 1,174.50 = 496.41
  // (Before, with the main carer not asked: no floor, 55% × (1,500 − 427) = 590.15, 1,080.76 in 2026/27.)
  ...(
    [
      [Y24, 543.07, 1062.45, 133572],
      [Y25, 486.71, 1134.2, 147319],
      [Y26, 496.41, 1174.5, 156246],
    ] as const
  ).map(([taxYear, totalMonthly, taperReduction, treatedPence]): Case => ({
    name: `${taxYear} couple with a child of 1, your partner the main carer: the floor applies to you, less their earnings above 16 hours`,
    input: {
      taxYear,
      personalDetails: { ...couple30, children: kids(1) },
      incomeDetails: { earnedIncome: 500, partnerEarnedIncome: 1000, selfEmployed: true, responsibleCarer: 'partner' },
      housingDetails: { monthlyRent: 700, tenancyType: 'social' },
    },
    expected: { totalMonthly, taperReduction, warnings: [msg('uc.warning.floorYou', { amount: moneyWithPence(treatedPence) })] },
    checks: 'docs/rules.md UC 16; UC Regs regs 62(1)(b), 62(3), 86, 90(2)(a), 90(3)(a); Welfare Reform Act 2012 s 20(1)(a)',
  })),
  // The same couple in 2026/27 with you nominated as the main carer: no floor for you (s 20(1)(a));
  // actual earnings 500 + 1,000 = 1,500: 55% × (1,500 − 427) = 590.15 → 1,670.91 − 590.15 = 1,080.76, no warning.
  {
    name: '2026/27 couple with a child of 1, you the main carer: no floor for you',
    input: {
      taxYear: Y26,
      personalDetails: { ...couple30, children: kids(1) },
      incomeDetails: { earnedIncome: 500, partnerEarnedIncome: 1000, selfEmployed: true, responsibleCarer: 'claimant' },
      housingDetails: { monthlyRent: 700, tenancyType: 'social' },
    },
    expected: {
      totalMonthly: 1080.76,
      taperReduction: 590.15,
      warnings: [],
      deductions: [
        {
          working: msg('uc.taper.oneNote', {
            note: msg('uc.floor.noneYou', { why: msg('uc.floor.why.mainCarer', { age: 3 }) }),
            working: msg('uc.taper.above', { percent: 55, fraction: 0.55, earnings: money(150000), allowance: money(42700), amount: money(59015) }),
          }),
        },
        {},
        {},
        {},
        {},
        {},
      ],
    },
    checks: 'docs/rules.md UC 16; UC Regs regs 62(1)(b), 86; Welfare Reform Act 2012 ss 19(6), 20(1)(a)',
  },
  // The same couple without saying which of them is the main carer: no floor for either, and a
  // warning that it can apply to the one who is not: 1,080.76.
  {
    name: '2026/27 couple with a child of 1, main carer not said: no floor, with a warning',
    input: {
      taxYear: Y26,
      personalDetails: { ...couple30, children: kids(1) },
      incomeDetails: { earnedIncome: 500, partnerEarnedIncome: 1000, selfEmployed: true },
      housingDetails: { monthlyRent: 700, tenancyType: 'social' },
    },
    expected: { totalMonthly: 1080.76, warnings: [msg('uc.warning.floorYoungChild', { age: 3 })] },
    checks: 'docs/rules.md UC 16',
  },
  // A baby (age 0) and your partner the main carer: no work-related requirements for them (s 19(2)(c))
  // and no individual threshold in reg 90(2), so the couple threshold is your floor alone, 1,681.23:
  // your floor less their whole 1,000 = 681.23; earnings 681.23 + 1,000 = 1,681.23;
  // 55% × (1,681.23 − 427) = 55% × 1,254.23 (689.8265) 689.83 → 1,670.91 − 689.83 = 981.08.
  {
    name: '2026/27 couple with a baby, your partner the main carer: the floor less all their earnings',
    input: {
      taxYear: Y26,
      personalDetails: { ...couple30, children: kids(0) },
      incomeDetails: { earnedIncome: 500, partnerEarnedIncome: 1000, selfEmployed: true, responsibleCarer: 'partner' },
      housingDetails: { monthlyRent: 700, tenancyType: 'social' },
    },
    expected: { totalMonthly: 981.08, taperReduction: 689.83, warnings: [msg('uc.warning.floorYou', { amount: moneyWithPence(68123) })] },
    checks: 'docs/rules.md UC 16; UC Regs regs 62(3), 90(2)-(3); Welfare Reform Act 2012 s 19(2)(c)',
  },
  // Couple 30, no children, council rent 700: you self-employed earning 500; your partner cares 35
  // hours a week (the carer element, 209.34; no work-related requirements, s 19(2)(b), so no
  // individual threshold) and earns 400. Couple threshold = your 1,681.23: your floor less 400 =
  // 1,281.23; earnings 1,281.23 + 400 = 1,681.23; no work allowance: 55% × 1,681.23 (924.6765)
  // 924.68; 666.97 + 700 + 209.34 = 1,576.31 − 924.68 = 651.63 (with the partner's 35 hours in the
  // threshold, as before: no cut, 55% × 2,081.23 = 1,144.68, 431.63).
  {
    name: '2026/27 couple, your partner a carer with earnings: the floor less their earnings',
    input: {
      taxYear: Y26,
      personalDetails: couple30,
      incomeDetails: { earnedIncome: 500, partnerEarnedIncome: 400, selfEmployed: true },
      housingDetails: { monthlyRent: 700, tenancyType: 'social' },
      healthAndCare: { isCarerFor: [{ hoursPerWeek: 35, person: 'partner' }] },
    },
    expected: { totalMonthly: 651.63, taperReduction: 924.68 },
    checks: 'docs/rules.md UC 6, 16; UC Regs regs 62(3), 90(2)-(3); Welfare Reform Act 2012 s 19(2)(b)',
  },
  // A single parent of a child of 5 has all work-related requirements (s 22): the floor applies, at
  // the hours agreed to fit school hours (reg 88(2)(b)), say 25: 25 × 12.71 × 52 = 16,523 ÷ 12 =
  // 1,376.92; 329.42 above 1,047.50: tax 65.88 (65.884), NI 26.35 (26.3536) → 1,284.69. Earning 600,
  // council rent 700, work allowance 427: 55% × (1,284.69 − 427) = 55% × 857.69 (471.7295) 471.73;
  // 424.90 + 303.94 (lower: born after 6 April 2017) + 700 = 1,428.84 − 471.73 = 957.11.
  {
    name: '2026/27 single parent of a child of 5, 25 agreed hours: the floor at those hours',
    input: {
      taxYear: Y26,
      personalDetails: { age: 30, children: kids(5) },
      incomeDetails: { earnedIncome: 600, selfEmployed: true, expectedHoursPerWeek: 25 },
      housingDetails: { monthlyRent: 700, tenancyType: 'social' },
    },
    expected: { totalMonthly: 957.11, taperReduction: 471.73, warnings: [msg('uc.warning.floorYou', { amount: moneyWithPence(128469) })] },
    checks: 'docs/rules.md UC 16; UC Regs regs 62, 88(2)(b); Welfare Reform Act 2012 s 22',
  },

  // ---- Rule 4: no housing cost contributions for a blind or disabled renter (UC Regs Sch 4 para 15) ----
  // Single 45 (or a couple of 45), council rent 600, 2 bedrooms, an adult of 25 at home who would
  // contribute 91.47 | 93.02 | 96.55. No contribution when the renter, or either joint renter, is
  // blind (certified severely sight impaired or blind, reg 2) or gets PIP or ADP daily living, DLA
  // or CDP care at the middle or highest rate, Attendance Allowance or AFIP (reg 2):
  //   2024/25 you get PIP daily living: 393.45 + 600 = 993.45 (was 901.98)
  //   2025/26 you are blind: 400.14 + 600 = 1,000.14 (was 907.12)
  //   2026/27 a couple, your partner gets PIP daily living: 666.97 + 600 = 1,266.97 (was 1,170.42)
  // All below the cap (single 1,229.42, couple 1,835).
  {
    name: '2024/25 you get PIP daily living: no housing cost contribution for the adult at home',
    input: {
      taxYear: Y24,
      personalDetails: { age: 45 },
      housingDetails: { monthlyRent: 600, tenancyType: 'social', actualBedrooms: 2, otherAdults: [{ age: 25 }] },
      healthAndCare: { claimantGetsDisabilityBenefit: true },
    },
    expected: {
      totalMonthly: 993.45,
      housingCosts: { bedroomEntitlement: 2, nonDependantContributions: 0 },
      elements: housingOnly(2, 6, {
        amount: 600,
        working: housingWorking(
          60000,
          rentStep(60000),
          bedroomsStep(2, msg('bedrooms.you'), msg('bedrooms.otherAdults', { count: 1, age: 16 })),
          msg('uc.spare.none', { allowed: 2 }),
          msg('uc.nonDependants.exemptRenter', { count: 1, age: 21 }),
        ),
      }),
    },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 para 15',
  },
  {
    name: '2025/26 you are blind: no housing cost contribution for the adult at home',
    input: {
      taxYear: Y25,
      personalDetails: { age: 45 },
      housingDetails: { monthlyRent: 600, tenancyType: 'social', actualBedrooms: 2, otherAdults: [{ age: 25 }] },
      healthAndCare: { certifiedBlind: true },
    },
    expected: { totalMonthly: 1000.14, housingCosts: { nonDependantContributions: 0 } },
    checks: 'docs/rules.md UC 4; UC Regs reg 2 ("blind"), Sch 4 para 15',
  },
  {
    name: '2026/27 your partner gets PIP daily living: no housing cost contribution for the adult at home',
    input: {
      taxYear: Y26,
      personalDetails: { age: 45, relationshipStatus: 'couple', partnerAge: 45 },
      housingDetails: { monthlyRent: 600, tenancyType: 'social', actualBedrooms: 2, otherAdults: [{ age: 25 }] },
      healthAndCare: { partnerGetsDisabilityBenefit: true },
    },
    expected: {
      totalMonthly: 1266.97,
      housingCosts: { bedroomEntitlement: 2, nonDependantContributions: 0 },
      elements: housingOnly(2, 6, {
        working: housingWorking(
          60000,
          rentStep(60000),
          bedroomsStep(2, msg('bedrooms.couple'), msg('bedrooms.otherAdults', { count: 1, age: 16 })),
          msg('uc.spare.none', { allowed: 2 }),
          msg('uc.nonDependants.exemptRenterCouple', { count: 1, age: 21 }),
        ),
      }),
    },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 para 15(1)(b)',
  },
  // A single person's answer about a partner is not read: the contribution comes off, 424.90 + 600 − 96.55 = 928.35.
  {
    name: '2026/27 single: a partner’s disability benefit answer is not read',
    input: {
      taxYear: Y26,
      personalDetails: { age: 45 },
      housingDetails: { monthlyRent: 600, tenancyType: 'social', actualBedrooms: 2, otherAdults: [{ age: 25 }] },
      healthAndCare: { partnerGetsDisabilityBenefit: true },
    },
    expected: { totalMonthly: 928.35, housingCosts: { nonDependantContributions: 96.55 } },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 para 15(1)(a)',
  },
  // ---- Rule 4: bedrooms by who can share (UC Regs Sch 4 paras 10-12) -------------------------------
  // Sibling households, single 40 in England earning 1,000 a month (at or above the cap's earnings
  // exemption 793 | 846 | 881, so no benefit cap). Children 12 and 14 were born before 6 April 2017
  // (8+ | 9+ | 10+): the elder gets the higher child element, the younger the lower.
  // Work allowance with housing 404 | 411 | 427: taper 0.55 × (1,000 − 404) = 327.80 | 0.55 × 589 =
  // 323.95 | 0.55 × 573 = 315.15.
  //
  // Two boys 12 and 14 share (same sex, both under 16): 1 + 1 = 2 bedrooms. A council tenant in a
  // 3-bedroom home has one spare bedroom: 14% of 700 = 98.00 → 602.00 (the old rule gave 3 rooms
  // and no cut).
  //   2024/25: 393.45 + 333.33 + 287.92 + 602.00 = 1,616.70 − 327.80 = 1,288.90
  //   2025/26: 400.14 + 339.00 + 292.81 + 602.00 = 1,633.95 − 323.95 = 1,310.00
  //   2026/27: 424.90 + 351.88 + 303.94 + 602.00 = 1,682.72 − 315.15 = 1,367.57
  ...(
    [
      [Y24, 1288.9],
      [Y25, 1310],
      [Y26, 1367.57],
    ] as const
  ).map(([taxYear, totalMonthly]): Case => ({
    name: `${taxYear} social renter with two sons 12 and 14 in a 3-bedroom home: they share, 14% off`,
    input: {
      taxYear,
      personalDetails: { age: 40, children: [boy(12), boy(14)] },
      incomeDetails: { earnedIncome: 1000 },
      housingDetails: { monthlyRent: 700, tenancyType: 'social', actualBedrooms: 3 },
    },
    expected: {
      totalMonthly,
      housingCosts: { bedroomEntitlement: 2, spareBedroomReduction: 98 },
      elements: housingOnly(3, 8, {
        name: HOUSING_ELEMENT,
        amount: 602,
        working: housingWorking(
          60200,
          rentStep(70000),
          bedroomsStep(2, msg('bedrooms.you'), msg('bedrooms.twoSons')),
          msg('uc.spare.less', { percent: 14, count: 1, bedrooms: bedrooms(3), allowed: 2, cut: money(9800) }),
        ),
      }),
    },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 paras 10(1), 36',
  })),
  // The same household typing 3 bedrooms allowed (the number is used instead of the count, docs/rules.md
  // UC 4): 3 allowed in a 3-bedroom home, no spare bedroom, no cut → 700. 2026/27: 424.90 + 351.88 +
  // 303.94 + 700 = 1,780.72 − 0.55 × (1,000 − 427) = 315.15 → 1,465.57 (the count alone gives 1,367.57).
  {
    name: '2026/27 social renter with two sons 12 and 14 in a 3-bedroom home who types 3 bedrooms allowed: no cut',
    input: {
      taxYear: Y26,
      personalDetails: { age: 40, children: [boy(12), boy(14)] },
      incomeDetails: { earnedIncome: 1000 },
      housingDetails: { monthlyRent: 700, tenancyType: 'social', actualBedrooms: 3, bedroomsTyped: 3 },
    },
    expected: {
      totalMonthly: 1465.57,
      housingCosts: { bedroomEntitlement: 3, spareBedroomReduction: 0 },
      elements: housingOnly(3, 8, {
        name: HOUSING_ELEMENT,
        amount: 700,
        working: housingWorking(70000, rentStep(70000), msg('uc.housing.bedroomsTyped', { count: 3, counted: 2 }), msg('uc.spare.none', { allowed: 3 })),
      }),
    },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 paras 10(1), 36',
  },

  // A boy of 12 and a girl of 14 cannot share (different sexes, not both under 10): 1 + 1 + 1 = 3
  // bedrooms, no spare bedroom → 700. 2026/27: 424.90 + 351.88 + 303.94 + 700 = 1,780.72 − 315.15
  // = 1,465.57.
  {
    name: '2026/27 social renter with a son of 12 and a daughter of 14: a room each, no cut',
    input: {
      taxYear: Y26,
      personalDetails: { age: 40, children: [boy(12), girl(14)] },
      incomeDetails: { earnedIncome: 1000 },
      housingDetails: { monthlyRent: 700, tenancyType: 'social', actualBedrooms: 3 },
    },
    expected: { totalMonthly: 1465.57, housingCosts: { bedroomEntitlement: 3, spareBedroomReduction: 0 } },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 para 10(1)',
  },
  // The elder of the two sons gets DLA care at the middle rate and cannot share because of it: a
  // room alone (para 12(6)), 1 + 1 + 1 = 3, no spare bedroom → 700. Disabled child addition,
  // lower, 164.79. 2026/27: 424.90 + 351.88 + 303.94 + 164.79 + 700 = 1,945.51 − 315.15 = 1,630.36.
  {
    name: '2026/27 social renter with two sons, the elder cannot share because of a disability: no cut',
    input: {
      taxYear: Y26,
      personalDetails: { age: 40, children: [boy(12), { ...boy(14), hasDisability: true, cannotShare: true }] },
      incomeDetails: { earnedIncome: 1000 },
      housingDetails: { monthlyRent: 700, tenancyType: 'social', actualBedrooms: 3 },
    },
    expected: {
      totalMonthly: 1630.36,
      housingCosts: { bedroomEntitlement: 3, spareBedroomReduction: 0 },
      elements: housingOnly(4, 9, {
        name: HOUSING_ELEMENT,
        working: housingWorking(
          70000,
          rentStep(70000),
          bedroomsStep(
            3,
            msg('bedrooms.you'),
            msg('bedrooms.ownRoom', { n: 1, about: msg('bedrooms.boy', { age: 12 }) }),
            msg('bedrooms.ownRoomCannotShare', { n: 2, about: msg('bedrooms.boy', { age: 14 }) }),
          ),
          msg('uc.spare.none', { allowed: 3 }),
        ),
      }),
    },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 para 12(1)(c), (6)',
  },
  // Private renters, Lothian: two sons 12 and 14 share, so the 2-bedroom rate 223.23 × 52 ÷ 12 =
  // 967.33, not the 3-bedroom 316.44 × 52 ÷ 12 = 1,371.24. Rent 1,100 → 967.33 (132.67 not covered).
  //   2025/26: 400.14 + 339.00 + 292.81 + 967.33 = 1,999.28 − 323.95 = 1,675.33
  //   2026/27: 424.90 + 351.88 + 303.94 + 967.33 = 2,048.05 − 315.15 = 1,732.90
  ...(
    [
      [Y25, 1675.33],
      [Y26, 1732.9],
    ] as const
  ).map(([taxYear, totalMonthly]): Case => ({
    name: `${taxYear} private renter with two sons 12 and 14: the 2-bedroom rate`,
    input: {
      taxYear,
      personalDetails: { age: 40, children: [boy(12), boy(14)] },
      incomeDetails: { earnedIncome: 1000 },
      housingDetails: { monthlyRent: 1100, localHousingAllowanceArea: 'lothian' },
    },
    expected: { totalMonthly, housingCosts: { bedroomEntitlement: 2, lhaLimit: 967.33, rentAboveLha: 132.67, lhaDescription: lhaFor(bedrooms(2), 'Lothian') } },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 paras 10(1), 26',
  })),
  // A girl of 12 shares with her sister of 7 (same sex); their brother of 5 has a room: 1 + 1 + 1 = 3,
  // the 3-bedroom rate in Lothian 316.44 × 52 ÷ 12 = 1,371.24; rent 1,200 is within it. The girl of 12
  // was born before 6 April 2017: 351.88; the others 2 × 303.94 = 607.88.
  // 2026/27: 424.90 + 351.88 + 607.88 + 1,200 = 2,584.66 − 315.15 = 2,269.51.
  {
    name: '2026/27 private renter with a girl of 12, her sister of 7 and a brother of 5: the 3-bedroom rate',
    input: {
      taxYear: Y26,
      personalDetails: { age: 40, children: [girl(12), girl(7), boy(5)] },
      incomeDetails: { earnedIncome: 1000 },
      housingDetails: { monthlyRent: 1200, localHousingAllowanceArea: 'lothian' },
    },
    expected: {
      totalMonthly: 2269.51,
      housingCosts: { bedroomEntitlement: 3, lhaLimit: 1371.24, rentAboveLha: 0, lhaDescription: lhaFor(bedrooms(3), 'Lothian') },
      elements: housingOnly(4, 9, {
        name: HOUSING_ELEMENT,
        working: housingWorking(
          120000,
          rentStep(120000),
          bedroomsStep(
            3,
            msg('bedrooms.you'),
            msg('bedrooms.share', { n: 1, about: msg('bedrooms.girl', { age: 12 }), otherN: 2, otherAbout: msg('bedrooms.girl', { age: 7 }) }),
            msg('bedrooms.ownRoom', { n: 3, about: msg('bedrooms.boy', { age: 5 }) }),
          ),
          lhaStep('uc.lha.within', bedrooms(3), 'Lothian', 31644, 137124),
        ),
      }),
    },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 paras 10(1), 26',
  },
  // A foster carer between placements, single 40, council home with 2 bedrooms, rent 600: 1 + 1 = 2
  // (para 12(1)(b), (4)-(5)), no spare bedroom. 2026/27: 424.90 + 600 = 1,024.90 (under the single
  // cap 1,229.42). Without the foster room it would be 14% of 600 = 84 off: 940.90.
  {
    name: '2026/27 social renter who is a foster carer: a bedroom for fostering, no cut',
    input: { taxYear: Y26, personalDetails: { age: 40 }, housingDetails: { monthlyRent: 600, tenancyType: 'social', actualBedrooms: 2, fosterCarer: true } },
    expected: { totalMonthly: 1024.9, housingCosts: { bedroomEntitlement: 2, spareBedroomReduction: 0 } },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 para 12(1)(b), (4)-(5)',
  },
  // Overnight care, single 40, private in Lothian, rent 800: 1 + 1 = 2 (para 12(A1)) → the 2-bedroom
  // rate 967.33 covers 800. 2026/27: 424.90 + 800 = 1,224.90 (under the single cap 1,229.42). With
  // no carer's room it would be the 1-bedroom 747.93: 1,172.83.
  {
    name: '2026/27 private renter with an overnight carer: the 2-bedroom rate',
    input: { taxYear: Y26, personalDetails: { age: 40 }, housingDetails: { monthlyRent: 800, localHousingAllowanceArea: 'lothian', overnightCareRooms: 1 } },
    expected: { totalMonthly: 1224.9, housingCosts: { bedroomEntitlement: 2, lhaLimit: 967.33, rentAboveLha: 0 } },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 para 12(A1), (3)',
  },
  // A couple of 40 who cannot share because of a disability, with an overnight carer, council home with
  // 3 bedrooms, rent 750: 1 + 1 + 1 = 3 (para 12(1)(d), (A1)), no spare bedroom. 2026/27: 666.97 + 750
  // = 1,416.97 (under the couple cap 1,835). With only the carer's room: 2 allowed, 14% of 750 = 105
  // off: 666.97 + 645 = 1,311.97.
  {
    name: '2026/27 social renter couple who cannot share, with an overnight carer: 3 bedrooms, no cut',
    input: {
      taxYear: Y26,
      personalDetails: { age: 40, relationshipStatus: 'couple', partnerAge: 40 },
      housingDetails: { monthlyRent: 750, tenancyType: 'social', actualBedrooms: 3, coupleCannotShare: true, overnightCareRooms: 1 },
    },
    expected: {
      totalMonthly: 1416.97,
      housingCosts: { bedroomEntitlement: 3, spareBedroomReduction: 0 },
      elements: housingOnly(2, 6, {
        working: housingWorking(
          75000,
          rentStep(75000),
          bedroomsStep(3, msg('bedrooms.couple'), msg('bedrooms.coupleCannotShare'), msg('bedrooms.overnightCare', { count: 1 })),
          msg('uc.spare.none', { allowed: 3 }),
        ),
      }),
    },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 para 12(A1), (1)(d)',
  },
  {
    name: '2026/27 social renter couple with an overnight carer only: 2 bedrooms, 14% off',
    input: {
      taxYear: Y26,
      personalDetails: { age: 40, relationshipStatus: 'couple', partnerAge: 40 },
      housingDetails: { monthlyRent: 750, tenancyType: 'social', actualBedrooms: 3, overnightCareRooms: 1 },
    },
    expected: { totalMonthly: 1311.97, housingCosts: { bedroomEntitlement: 2, spareBedroomReduction: 105 } },
    checks: 'docs/rules.md UC 4; UC Regs Sch 4 para 12(A1)',
  },
  // ---- The end-to-end tests' households, 2026/27 ------------------------------------------------
  // Single 22, no income: 338.58; renting at £0, no housing element; no child or LCW, no work allowance.
  {
    name: '2026/27 single under 25, no income',
    input: { taxYear: Y26, personalDetails: { age: 22 } },
    expected: { totalMonthly: 338.58, maximumAmount: 338.58, workAllowance: 0, taperReduction: 0, benefitCap: { applies: false, limit: 1229.42 } },
    checks: 'docs/rules.md UC 1, 8; UC Regs reg 36',
  },
  // Couple 30 and 28, children 5 and 8 (under 10 in 2026/27: after 6 April 2017, the lower 303.94 each), private rent 650 +
  // service charges 50 within a typed LHA of 200 a week (200 × 52 ÷ 12 = 866.67): housing 700. Maximum 666.97 + 607.88 +
  // 700 = 1,974.85. Work allowance with housing 427: taper 0.55 × (1,200 − 427) = 425.15 → 1,549.70. Earnings 1,200 ≥ 881: no cap.
  {
    name: '2026/27 couple with two children renting, earning 1,200',
    input: {
      taxYear: Y26,
      personalDetails: { age: 30, relationshipStatus: 'couple', partnerAge: 28, children: kids(5, 8) },
      incomeDetails: { earnedIncome: 1200 },
      housingDetails: { monthlyRent: 650, serviceCharges: 50, lhaRateMonthly: 866.67 },
    },
    expected: {
      totalMonthly: 1549.7,
      maximumAmount: 1974.85,
      workAllowance: 427,
      taperReduction: 425.15,
      benefitCap: { applies: false },
      elements: housingOnly(3, 8, {
        working: housingWorking(
          70000,
          rentStep(65000, 5000),
          bedroomsStep(
            2,
            msg('bedrooms.couple'),
            msg('bedrooms.share', { n: 1, about: msg('bedrooms.aged', { age: 5 }), otherN: 2, otherAbout: msg('bedrooms.aged', { age: 8 }) }),
          ),
          msg('uc.lha.within', { limit: msg('uc.lha.typed', { amount: money(86667), rate: msg('uc.lha.bedroomRate', { n: 2 }) }) }),
        ),
      }),
    },
    checks: 'docs/rules.md UC 1-4, 7, 8, 12',
  },
  // The same family in Wales with no LHA area, the child of 8 on the lower disabled child addition 164.79: maximum
  // 666.97 + 607.88 + 164.79 + 700 = 2,139.64; taper 425.15 → 1,714.49.
  {
    name: '2026/27 the same family in Wales, a disabled child, no LHA area',
    input: {
      taxYear: Y26,
      personalDetails: {
        age: 30,
        relationshipStatus: 'couple',
        partnerAge: 28,
        location: 'wales',
        children: [
          { age: 5, hasDisability: false },
          { age: 8, hasDisability: true },
        ],
      },
      incomeDetails: { earnedIncome: 1200 },
      housingDetails: { monthlyRent: 650, serviceCharges: 50 },
    },
    expected: { totalMonthly: 1714.49, maximumAmount: 2139.64, taperReduction: 425.15 },
    checks: 'docs/rules.md UC 2-4, 7',
  },
  // Earning 2,000 instead: taper 0.55 × (2,000 − 427) = 865.15 → 2,139.64 − 865.15 = 1,274.49.
  {
    name: '2026/27 the same family in Wales earning 2,000',
    input: {
      taxYear: Y26,
      personalDetails: {
        age: 30,
        relationshipStatus: 'couple',
        partnerAge: 28,
        location: 'wales',
        children: [
          { age: 5, hasDisability: false },
          { age: 8, hasDisability: true },
        ],
      },
      incomeDetails: { earnedIncome: 2000 },
      housingDetails: { monthlyRent: 650, serviceCharges: 50 },
    },
    expected: { totalMonthly: 1274.49, taperReduction: 865.15 },
    checks: 'docs/rules.md UC 7',
  },
  // Single 40 in Lothian, private rent 800: the 1-bedroom rate 172.60 × 52 ÷ 12 = 747.93; 52.07 not covered.
  // 424.90 + 747.93 = 1,172.83, within the single cap 1,229.42.
  {
    name: '2026/27 single 40 in Lothian above the 1-bedroom LHA rate',
    input: { taxYear: Y26, personalDetails: { age: 40 }, housingDetails: { monthlyRent: 800, localHousingAllowanceArea: 'lothian' } },
    expected: { totalMonthly: 1172.83, housingCosts: { lhaLimit: 747.93, rentAboveLha: 52.07 }, benefitCap: { applies: false, limit: 1229.42 } },
    checks: 'docs/rules.md UC 4 (LHA from the area)',
  },
  // A child of 9 born before 6 April 2017 on the higher disabled child rate: 351.88 + 514.71; 424.90 + 351.88 + 514.71 =
  // 1,291.49. Living with family: the higher work allowance 710.
  {
    name: '2026/27 disabled child on the higher rate, born before April 2017',
    input: {
      taxYear: Y26,
      personalDetails: { age: 30, children: [{ age: 9, hasDisability: true, disabilityRate: 'higher', bornBeforeApril2017: true }] },
      housingDetails: noHousing,
    },
    expected: { totalMonthly: 1291.49, maximumAmount: 1291.49, workAllowance: 710 },
    checks: 'docs/rules.md UC 2, 3',
  },
  // Single 40, social rent 500, 2 bedrooms, an adult aged 21+ at home (2 allowed: no reduction): 500 − 96.55 = 403.45. LCWRA
  // found before 6 April 2026: 429.80. 424.90 + 403.45 + 429.80 = 1,258.15: above 1,229.42, but LCWRA exempts from the cap.
  {
    name: '2026/27 social renter with LCWRA and an adult son at home: exempt from the cap',
    input: {
      taxYear: Y26,
      personalDetails: { age: 40 },
      housingDetails: { monthlyRent: 500, tenancyType: 'social', actualBedrooms: 2, nonDependants: 1 },
      healthAndCare: { hasLimitedCapabilityWorkRelated: true, lcwraProtected: true },
    },
    expected: {
      totalMonthly: 1258.15,
      workAllowance: 427,
      housingCosts: { nonDependantContributions: 96.55, spareBedroomReduction: 0 },
      benefitCap: { applies: false, exempt: true },
    },
    checks: 'docs/rules.md UC 4, 5, 12; UC Regs reg 83',
  },
  // Single 60 who owns their home, LCW on a claim from before 3 April 2017: 424.90 + 158.76 = 583.66; pension 100 comes off
  // pound for pound → 483.66. No housing element, so the higher work allowance 710.
  {
    name: '2026/27 LCW on an old claim, with pension income',
    input: {
      taxYear: Y26,
      personalDetails: { age: 60 },
      incomeDetails: { pension: 100 },
      housingDetails: { housingType: 'own-outright' },
      healthAndCare: { hasLimitedCapabilityWork: true, claimBeforeApril2017: true },
    },
    expected: { totalMonthly: 483.66, maximumAmount: 583.66, workAllowance: 710 },
    checks: 'docs/rules.md UC 5, 9',
  },
  // Savings 6,500: 500 above 6,000 → two bands of 250 → 2 × 4.35 = 8.70; 424.90 − 8.70 = 416.20.
  {
    name: '2026/27 savings of 6,500: two bands',
    input: { taxYear: Y26, incomeDetails: { savings: 6500 }, housingDetails: noHousing },
    expected: { totalMonthly: 416.2 },
    checks: 'docs/rules.md UC 10; UC Regs reg 72',
  },
  // Single 40 in London, rent 1,500 within a typed LHA of 400 a week (1,733.33): 424.90 + 1,500 = 1,924.90 → the London
  // single cap 1,413.92, cut 510.98.
  {
    name: '2026/27 single in London, high rent: the London single cap',
    input: { taxYear: Y26, personalDetails: { age: 40, livesInGreaterLondon: true }, housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1733.33 } },
    expected: { totalMonthly: 1413.92, maximumAmount: 1924.9, benefitCap: { applies: true, limit: 1413.92, reduction: 510.98, isLondon: true } },
    checks: 'docs/rules.md UC 12',
  },
  // Scotland and Northern Ireland: what is paid beside the award (docs/rules.md "Scotland" 1, "Northern Ireland" 1;
  // src/calc/beside-award.ts), the award itself as in England.
  // 2026/27 Glasgow lone parent of 30, children 9 and 4 born after 6 April 2017, living with family: 424.90 + 2 × 303.94 =
  // 1,032.78. Scottish Child Payment 2 × 28.20 = 56.40 a week × 52 = 2,932.80 ÷ 12 = 244.40 a month, beside it.
  {
    name: '2026/27 Scotland, a lone parent of two children under 16: Scottish Child Payment beside the award',
    input: {
      taxYear: Y26,
      personalDetails: {
        age: 30,
        location: 'scotland',
        children: [
          { age: 9, hasDisability: false, bornBeforeApril2017: false },
          { age: 4, hasDisability: false, bornBeforeApril2017: false },
        ],
      },
      housingDetails: noHousing,
    },
    expected: {
      totalMonthly: 1032.78,
      besideAward: [{ id: 'scottish-child-payment', amount: 244.4, claim: 'social-security-scotland' }],
    },
    checks: 'docs/rules.md "Scotland" 1; SSI 2020/351 regs 14, 20',
  },
  // The same household in England: the same award, nothing beside it.
  {
    name: '2026/27 England, the same lone parent: nothing beside the award',
    input: {
      taxYear: Y26,
      personalDetails: {
        age: 30,
        children: [
          { age: 9, hasDisability: false, bornBeforeApril2017: false },
          { age: 4, hasDisability: false, bornBeforeApril2017: false },
        ],
      },
      housingDetails: noHousing,
    },
    expected: { totalMonthly: 1032.78, besideAward: [] },
    checks: 'docs/rules.md "Where you live"',
  },
  // 2026/27 Northern Ireland social renter, single 40, 2 bedrooms, 1 allowed: 14% of 500 = 70 → 430; 424.90 + 430 = 854.90.
  // The Welfare Supplementary Payment pays the 70.00 back, automatically.
  {
    name: '2026/27 Northern Ireland social renter with one spare bedroom: the Welfare Supplementary Payment pays the cut back',
    input: { taxYear: Y26, personalDetails: { age: 40, location: 'northern-ireland' }, housingDetails: { monthlyRent: 500, tenancyType: 'social', actualBedrooms: 2 } },
    expected: {
      totalMonthly: 854.9,
      housingCosts: { spareBedroomReduction: 70 },
      besideAward: [{ id: 'wsp-bedroom', amount: 70, claim: 'automatic' }],
      nextSteps: [
        msg('uc.step.apply', { address: 'www.gov.uk/apply-universal-credit' }),
        msg('uc.step.helpNorthernIreland', { address: 'https://www.nidirect.gov.uk/articles/how-you-make-claim-universal-credit' }),
        msg('uc.step.firstPayment'),
        msg('uc.step.northernIreland'),
      ],
    },
    checks: 'docs/rules.md "Northern Ireland" 1',
  },
  // 2025/26 Scotland social renter, couple 30, 4 bedrooms, 1 allowed: 25% of 600 = 150 → 450; 628.10 + 450 = 1,078.10.
  // The council pays the 150.00 back as a Discretionary Housing Payment, on application.
  {
    name: '2025/26 Scotland social renter with three spare bedrooms: a Discretionary Housing Payment for the cut',
    input: { taxYear: Y25, personalDetails: { ...couple30, location: 'scotland' }, housingDetails: { monthlyRent: 600, tenancyType: 'social', actualBedrooms: 4 } },
    expected: { totalMonthly: 1078.1, besideAward: [{ id: 'dhp-bedroom', amount: 150, claim: 'council' }] },
    checks: 'docs/rules.md "Scotland" 1',
  },
  // 2026/27 Scotland, single 40, private rent 1,500 within a typed LHA of 1,733.33: 424.90 + 1,500 = 1,924.90 → the single
  // cap outside London 1,229.42, cut 695.48, all within the housing costs of 1,500: a Discretionary Housing Payment of 695.48.
  {
    name: '2026/27 Scotland, capped by the single cap: a Discretionary Housing Payment for the cap cut, up to the housing costs',
    input: { taxYear: Y26, personalDetails: { age: 40, location: 'scotland' }, housingDetails: { monthlyRent: 1500, lhaRateMonthly: 1733.33 } },
    expected: {
      totalMonthly: 1229.42,
      benefitCap: { applies: true, reduction: 695.48 },
      besideAward: [{ id: 'dhp-cap', amount: 695.48, claim: 'council' }],
    },
    checks: 'docs/rules.md "Scotland" 1; UC Regs reg 80A',
  },
  // Carers in Scotland (docs/rules.md "Scotland" 1; SSI 2023/302 reg 16 as amended by SSI 2025/340): Carer Support
  // Payment is named, and beside the award the Scottish Carer Supplement and a Carer Additional Person Payment for each
  // further person cared for 20 hours a week or more. 2026/27 single 40 on Carer Support Payment, living with family,
  // caring for 2 more people: 424.90 + carer element 209.34 = 634.24; Carer Support Payment counted at Carer's
  // Allowance's rate, 86.45 × 52 = 4,495.40 ÷ 12 = 374.616… → 374.62 off: 259.62 (as in England).
  // Beside it: Scottish Carer Supplement 11.70 × 52 = 608.40 ÷ 12 = 50.70 a month; Carer Additional Person Payment
  // 2 × 10.40 = 20.80 a week (the people first, in pence), × 52 = 1,081.60 ÷ 12 = 90.1333… → 90.13 a month.
  {
    name: '2026/27 Scotland, a carer on Carer Support Payment caring for 2 more people: the Scottish Carer Supplement and the Carer Additional Person Payment beside the award',
    input: {
      taxYear: Y26,
      personalDetails: { age: 40, location: 'scotland' },
      incomeDetails: { getsCarersAllowance: true },
      housingDetails: noHousing,
      healthAndCare: { furtherPeopleCared: 2 },
    },
    expected: {
      totalMonthly: 259.62,
      elements: [{}, {}, {}, {}, {}, { amount: 209.34, working: msg('uc.carer.youGetCsp', { hours: 35, amount: money(20934) }) }],
      deductions: [{}, {}, { name: msg('uc.carerSupportPayment'), amount: 374.62 }, {}, {}, {}],
      besideAward: [
        { id: 'scottish-carer-supplement', amount: 50.7, claim: 'automatic' },
        { id: 'carer-additional-person-payment', amount: 90.13, claim: 'social-security-scotland' },
      ],
    },
    checks: 'docs/rules.md "Scotland" 1; SSI 2023/302 reg 16 as amended by SSI 2025/340',
  },
  // The same household in 2025/26: 400.14 + 201.68 = 601.82 − 360.97 (83.30 × 52 = 4,331.60 ÷ 12) = 240.85. No weekly
  // additions before 15 March 2026, so no Carer Additional Person Payment whatever the answer: the Carer's Allowance
  // Supplement's lump sum, 293.50, twice a year.
  {
    name: '2025/26 Scotland, the same carer: no Carer Additional Person Payment that year, the Carer’s Allowance Supplement instead',
    input: {
      taxYear: Y25,
      personalDetails: { age: 40, location: 'scotland' },
      incomeDetails: { getsCarersAllowance: true },
      housingDetails: noHousing,
      healthAndCare: { furtherPeopleCared: 2 },
    },
    expected: { totalMonthly: 240.85, besideAward: [{ id: 'carers-allowance-supplement', amount: 293.5, per: 'payment' }] },
    checks: 'docs/rules.md "Scotland" 1; SSI 2023/302 reg 16',
  },
  // The same carer in England, 2026/27, with the answer given (a saved or handed-over calculation): the same 259.62,
  // Carer's Allowance named, nothing beside the award.
  {
    name: '2026/27 England, a carer on Carer’s Allowance with further people cared for: Carer’s Allowance named, nothing beside the award',
    input: {
      taxYear: Y26,
      personalDetails: { age: 40 },
      incomeDetails: { getsCarersAllowance: true },
      housingDetails: noHousing,
      healthAndCare: { furtherPeopleCared: 2 },
    },
    expected: {
      totalMonthly: 259.62,
      elements: [{}, {}, {}, {}, {}, { working: msg('uc.carer.youGetCa', { hours: 35, amount: money(20934) }) }],
      deductions: [{}, {}, { name: msg('uc.carersAllowance'), amount: 374.62 }, {}, {}, {}],
      besideAward: [],
    },
    checks: 'docs/rules.md "Where you live"',
  },
  // 2026/27 Scotland, single 40 caring 35 hours but not on Carer Support Payment: 424.90 + 209.34 = 634.24, nothing off.
  // The further-people question is not asked, so the answer left in the input gives nothing, nor does the supplement.
  {
    name: '2026/27 Scotland, a carer not on Carer Support Payment: no Carer Additional Person Payment',
    input: {
      taxYear: Y26,
      personalDetails: { age: 40, location: 'scotland' },
      housingDetails: noHousing,
      healthAndCare: { isCarerFor: [{ hoursPerWeek: 35 }], furtherPeopleCared: 2 },
    },
    expected: { totalMonthly: 634.24, besideAward: [] },
    checks: 'docs/rules.md "Scotland" 1',
  },
];
