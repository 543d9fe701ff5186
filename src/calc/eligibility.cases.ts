/**
 * Eligibility checker cases: every rule of docs/rules.md "Eligibility checker" on both sides of each boundary,
 * with one case at least for each verdict the law changed (the 16-24 range, renters of working and of
 * pension age, pregnancy, caring). Age is
 * the first number of the range, so '16-24' is 16, '55-65' is 55 and '66+' is 66. "Income low"
 * is the 0-100 or 100-200 band; "savings low" is under 6,000 or 6,000-16,000. `expected` lists
 * the results' ids in order.
 */

import type { EligibilityAnswers, EligibilityResultId } from './eligibility';
import { money, msg, type Message } from './message';
import type { TaxYear } from './rates';

/** A checker case: the answers and the ids of the results expected, in order. */
export interface EligibilityCase {
  name: string;
  answers: Partial<EligibilityAnswers>;
  expected: EligibilityResultId[];
  checks: string;
  /** The tax year whose rates the case uses; absent: the year in force. */
  taxYear?: TaxYear;
  /**
   * The estimate of each result named, worked out by hand from the year's rates (src/calc/rates/years/)
   * at the ends of the answers (docs/rules.md "Eligibility checker", "The ranges").
   */
  estimates?: Partial<Record<EligibilityResultId, Message>>;
}

/** Answers that meet no rule: 25-39, employed, no children, owner, 600+ a week, savings over 16,000. */
const NOTHING: EligibilityAnswers = {
  age: '25-39',
  employmentStatus: 'employed',
  hasChildren: 'no',
  housingStatus: 'own',
  hasDisability: 'no',
  weeklyIncome: '600+',
  savings: 'over-16000',
  isPregnant: 'no',
  isCarer: 'no',
};

/** Answers that meet the income and savings condition: unemployed with low savings. */
const MEANS: Partial<EligibilityAnswers> = { ...NOTHING, employmentStatus: 'unemployed', savings: 'under-6000' };

/** Unemployed, renting privately, aged 25 to 39, with 2 children, £0-100 a week and savings under £6,000. */
const RENTER_WITH_TWO_CHILDREN: EligibilityAnswers = {
  ...NOTHING,
  employmentStatus: 'unemployed',
  hasChildren: '2',
  housingStatus: 'rent-private',
  weeklyIncome: '0-100',
  savings: 'under-6000',
};

const Y2627: TaxYear = '2026-27';

/** The rules the cases check. */
const CHECKER = 'docs/rules.md "Eligibility checker"';
const UC = 'universal-credit';
const HB = 'housing-benefit';
const PIP = 'pip';
const CB = 'child-benefit';
const CTS = 'council-tax-support';
const PC = 'pension-credit';
const SSMG = 'sure-start-maternity-grant';
const HEALTHY_START = 'healthy-start';
const CA = 'carers-allowance';
const AA = 'attendance-allowance';
const NONE = 'none';
const SCP = 'scottish-child-payment';
const BSG = 'best-start-grant';
const BSF = 'best-start-foods';
const RATES_HELP = 'rates-help';
const SCOTLAND = 'docs/rules.md "Eligibility checker", "Scotland"';
const NORTHERN_IRELAND = 'docs/rules.md "Eligibility checker", "Northern Ireland"';

export const ELIGIBILITY_CASES: EligibilityCase[] = [
  { name: 'nothing applies', answers: NOTHING, expected: [NONE], checks: `${CHECKER} (otherwise a single result)` },
  { name: 'no answers at all', answers: {}, expected: [NONE], checks: 'docs/product.md §5' },
  // Universal Credit: age 18 to 65.
  // The 16-24 range reaches 18, so Universal Credit (from 18; 16 and 17 in the cases UC Regs reg 8 allows).
  { name: 'UC: 16-24 reaches 18', answers: { ...MEANS, age: '16-24' }, expected: [UC, CTS], checks: `${CHECKER}: the 16-24 range can get Universal Credit` },
  {
    name: 'UC: 16-24, employed with income 200-400 (not low)',
    answers: { ...NOTHING, age: '16-24', weeklyIncome: '200-400', savings: 'under-6000' },
    expected: [NONE],
    checks: `${CHECKER}: the 16-24 range meets the same income condition`,
  },
  { name: 'UC: 25-39 is within 18 to 65', answers: MEANS, expected: [UC, CTS], checks: `${CHECKER}: UC age 18 to 65` },
  { name: 'UC: 55-65 is 55, within', answers: { ...MEANS, age: '55-65' }, expected: [UC, CTS], checks: `${CHECKER}: UC age 18 to 65` },
  { name: 'UC: 66+ is over 65', answers: { ...MEANS, age: '66+' }, expected: [CTS, PC], checks: `${CHECKER}: UC age 18 to 65; Pension Credit 66+` },
  // Universal Credit: unemployed or income low.
  {
    name: 'UC: employed with income 100-200 (low)',
    answers: { ...NOTHING, weeklyIncome: '100-200', savings: 'under-6000' },
    expected: [UC, CTS],
    checks: `${CHECKER}: income low`,
  },
  { name: 'UC: employed with income 0-100 (low)', answers: { ...NOTHING, weeklyIncome: '0-100', savings: 'under-6000' }, expected: [UC, CTS], checks: `${CHECKER}: income low` },
  {
    name: 'UC: employed with income 200-400 (not low)',
    answers: { ...NOTHING, weeklyIncome: '200-400', savings: 'under-6000' },
    expected: [NONE],
    checks: `${CHECKER}: income low`,
  },
  { name: 'UC: unemployed with income 600+', answers: { ...MEANS, weeklyIncome: '600+' }, expected: [UC, CTS], checks: `${CHECKER} (unemployed or income low)` },
  { name: 'UC: unable to work is not "unemployed"', answers: { ...MEANS, employmentStatus: 'unable-to-work' }, expected: [NONE], checks: `${CHECKER} (unemployed or income low)` },
  // Savings low.
  { name: 'UC: savings 6,000-16,000 (low)', answers: { ...MEANS, savings: '6000-16000' }, expected: [UC, CTS], checks: `${CHECKER}: savings low` },
  { name: 'UC: savings over 16,000 (not low)', answers: { ...MEANS, savings: 'over-16000' }, expected: [NONE], checks: `${CHECKER}: savings low` },
  // Housing Benefit: working-age renters claim Universal Credit's housing element instead; pensioners who rent get Housing Benefit and Council Tax Support beside Pension Credit.
  {
    name: 'HB: working-age private renter: Universal Credit, not Housing Benefit',
    answers: { ...MEANS, housingStatus: 'rent-private' },
    expected: [UC, CTS],
    checks: `${CHECKER}: working-age renters`,
  },
  {
    name: 'HB: working-age council renter: Universal Credit, not Housing Benefit',
    answers: { ...MEANS, housingStatus: 'rent-council' },
    expected: [UC, CTS],
    checks: `${CHECKER}: working-age renters`,
  },
  {
    name: 'HB: 55-65 renter is of working age',
    answers: { ...MEANS, age: '55-65', housingStatus: 'rent-council' },
    expected: [UC, CTS],
    checks: `${CHECKER}: working-age renters`,
  },
  {
    name: 'HB: pensioner renting privately, income not low: Housing Benefit and Council Tax Support beside Pension Credit',
    answers: { ...NOTHING, age: '66+', employmentStatus: 'retired', housingStatus: 'rent-private', weeklyIncome: '200-400', savings: 'under-6000' },
    expected: [HB, CTS, PC],
    checks: `${CHECKER}: pensioners who rent`,
  },
  {
    name: 'HB: pensioner renting from the council, low income',
    answers: { ...MEANS, age: '66+', housingStatus: 'rent-council' },
    expected: [HB, CTS, PC],
    checks: `${CHECKER}: pensioners who rent`,
  },
  {
    name: 'HB: pensioner who owns: Pension Credit only',
    answers: { ...NOTHING, age: '66+', employmentStatus: 'retired' },
    expected: [PC],
    checks: `${CHECKER}: pensioners who rent`,
  },
  { name: 'HB: living with family', answers: { ...MEANS, housingStatus: 'living-with-family' }, expected: [UC, CTS], checks: `${CHECKER}: Housing Benefit` },
  { name: 'HB: renting but savings over 16,000', answers: { ...NOTHING, housingStatus: 'rent-private' }, expected: [NONE], checks: `${CHECKER}: Housing Benefit (same condition)` },
  // Pregnancy with the means condition: Sure Start Maternity Grant and Healthy Start; without it, nothing.
  {
    name: 'pregnant, low income: maternity grant and Healthy Start',
    answers: { ...MEANS, isPregnant: 'yes' },
    expected: [UC, SSMG, HEALTHY_START, CTS],
    checks: `${CHECKER}: pregnancy`,
  },
  { name: 'pregnant, income not low: no maternity grant', answers: { ...NOTHING, isPregnant: 'yes' }, expected: [NONE], checks: `${CHECKER}: pregnancy` },
  // Caring: Carer's Allowance at any age and income (its own earnings limit is in the description).
  { name: "carer: Carer's Allowance", answers: { ...NOTHING, isCarer: 'yes' }, expected: [CA], checks: `${CHECKER}: caring` },
  {
    name: "carer over State Pension age: Carer's Allowance beside Pension Credit",
    answers: { ...NOTHING, age: '66+', isCarer: 'yes' },
    expected: [CA, PC],
    checks: `${CHECKER}: caring`,
  },
  { name: "not a carer: no Carer's Allowance", answers: { ...NOTHING, isCarer: 'no' }, expected: [NONE], checks: `${CHECKER}: caring` },
  // PIP: disability and age 16 to 65.
  { name: 'PIP: disabled, 16-24 is 16', answers: { ...NOTHING, age: '16-24', hasDisability: 'yes' }, expected: [PIP], checks: `${CHECKER}: PIP age 16 to 65` },
  { name: 'PIP: disabled, 55-65 is 55', answers: { ...NOTHING, age: '55-65', hasDisability: 'yes' }, expected: [PIP], checks: `${CHECKER}: PIP age 16 to 65` },
  {
    name: 'PIP: disabled, 66+ is over 65: Attendance Allowance instead',
    answers: { ...NOTHING, age: '66+', hasDisability: 'yes' },
    expected: [AA, PC],
    checks: `${CHECKER}: PIP age 16 to 65; Attendance Allowance over State Pension age`,
  },
  {
    name: 'Attendance Allowance: disabled, 66+ but not yet State Pension age, gets PIP instead',
    answers: { ...NOTHING, age: '66+', hasDisability: 'yes', reachedStatePensionAge: false },
    expected: [PIP, PC],
    checks: `${CHECKER}: Attendance Allowance only from State Pension age`,
  },
  { name: 'PIP: not disabled', answers: { ...NOTHING, age: '40-54', hasDisability: 'no' }, expected: [NONE], checks: `${CHECKER}: PIP` },
  // Child Benefit: children not 'no'.
  { name: 'Child Benefit: 1 child', answers: { ...NOTHING, hasChildren: '1' }, expected: [CB], checks: `${CHECKER}: Child Benefit` },
  { name: 'Child Benefit: 3 or more', answers: { ...NOTHING, hasChildren: '3+' }, expected: [CB], checks: `${CHECKER}: Child Benefit` },
  { name: 'Child Benefit: no children', answers: NOTHING, expected: [NONE], checks: `${CHECKER}: Child Benefit` },
  // Pension Credit: 66 or over.
  { name: 'Pension Credit: 66+', answers: { ...NOTHING, age: '66+' }, expected: [PC], checks: `${CHECKER}: Pension Credit` },
  { name: 'Pension Credit: 55-65 is 55', answers: { ...NOTHING, age: '55-65' }, expected: [NONE], checks: `${CHECKER}: Pension Credit` },
  // The ranges, worked out by the engines at the ends of the answers (docs/rules.md "Eligibility checker", "The ranges"), 2026/27.
  {
    name: 'ranges: unemployed renter aged 25-39 with 2 children, £0-100 a week, savings under £6,000',
    answers: RENTER_WITH_TWO_CHILDREN,
    taxYear: Y2627,
    expected: [UC, CB, CTS],
    estimates: {
      // Universal Credit a month (UC Regs regs 36, 66, 73), without the rent, which the checker does not ask:
      // least: single 25+ £424.90 + 2 children born after 6 April 2017 × £303.94 = £1,032.78, less £100 a week counted
      //   in full: £100 × 52 ÷ 12 = £433.33 → £1,032.78 − £433.33 = £599.45;
      // most: a couple 25+ £666.97 + the eldest born before 6 April 2017 £351.88 + £303.94 = £1,322.79, income £0;
      //   savings under £6,000 take nothing off at either end (UC Regs reg 72).
      [UC]: msg('eligibility.estimate.universalCreditRenting', { low: money(59945), high: money(132279) }),
      // Child Benefit: eldest £27.05 + £17.90 = £44.95 a week.
      [CB]: msg('eligibility.estimate.amountPerWeek', { amount: money(4495) }),
      // Council Tax Support: at £100 a week no scheme's applicable amount for a single parent of two is reached
      // (the smallest, England's example: £84.80 + 2 × £70.80 = £226.40), so nothing comes off the share: 100%
      // in Scotland and Wales, 80% in England's example scheme → up to 100%.
      [CTS]: msg('eligibility.estimate.councilTaxUpTo.all', { percent: 100 }),
    },
    checks: `${CHECKER}: the ranges`,
  },
  {
    name: 'ranges: the same with savings £6,000-16,000: Universal Credit and Council Tax Support stay, tariff income at the top',
    answers: { ...RENTER_WITH_TWO_CHILDREN, savings: '6000-16000' },
    taxYear: Y2627,
    expected: [UC, CB, CTS],
    estimates: {
      // least: £599.45 as above, less tariff income on £16,000 (not over the upper limit): (£16,000 − £6,000) ÷ £250
      //   = 40 × £4.35 = £174.00 → £425.45 (UC Regs regs 18, 72); most: £1,322.79 at £6,000, no tariff income.
      [UC]: msg('eligibility.estimate.universalCreditRenting', { low: money(42545), high: money(132279) }),
      // £100 + tariff income (£16,000 − £6,000) ÷ £250 × £1 = £40 → £140 a week, still under £226.40: up to 100%.
      [CTS]: msg('eligibility.estimate.councilTaxUpTo.all', { percent: 100 }),
    },
    checks: `${CHECKER}: the ranges (savings £6,000-16,000 keep Universal Credit and Council Tax Support)`,
  },
  {
    name: 'ranges: pensioner 66+ at State Pension age, owner, £100-200 a week, savings under £6,000',
    answers: { ...NOTHING, age: '66+', reachedStatePensionAge: true, employmentStatus: 'retired', weeklyIncome: '100-200', savings: 'under-6000' },
    taxYear: Y2627,
    expected: [CTS, PC],
    estimates: {
      // Pension Credit a week (SPCA 2002 s 2; SPC Regs reg 6): least: single £238.00 − a State Pension of £200 = £38;
      // most: a couple £363.25 − £100 = £263.25; no savings credit, income under its threshold (single £208.07,
      // couple £329.75) even for someone who reached State Pension age before 6 April 2016.
      [PC]: msg('eligibility.estimate.perWeekRange', { low: money(3800), high: money(26325) }),
      // Guarantee credit at every end: income counts as nothing, so the whole bill in every nation (docs/rules.md CTS 4-5).
      [CTS]: msg('eligibility.estimate.councilTax.all', { percent: 100 }),
    },
    checks: `${CHECKER}: the ranges (Pension Credit)`,
  },
  {
    name: 'ranges: pensioner renting privately, £200-400 a week, savings under £6,000',
    answers: { ...NOTHING, age: '66+', reachedStatePensionAge: true, employmentStatus: 'retired', housingStatus: 'rent-private', weeklyIncome: '200-400', savings: 'under-6000' },
    taxYear: Y2627,
    expected: [HB, CTS, PC],
    estimates: {
      // Housing Benefit (HB(SPC) Regs reg 50, Sch 3 para 1): most off the rent: single, allowance from April 2021
      // £238.00, income £400: 65% × (£400 − £238) = £105.30 a week (no guarantee credit: £400 is over £238, and
      // savings credit is nothing: 60% × (£400 − £208.07) capped at £17.96, less 40% × (£400 − £238) = £64.80);
      // least: nothing off, e.g. single at £200, under £238.
      [HB]: msg('eligibility.estimate.housingBenefit.lessUpTo', { high: money(10530) }),
      // Council Tax Support at pension age, every nation 100%: most off: 20% × (£400 − £238) = £32.40 a week; least nothing.
      [CTS]: msg('eligibility.estimate.councilTax.lessUpTo', { percent: 100, high: money(3240) }),
      // Pension Credit: most: a couple at £200: £363.25 − £200 = £163.25; least: single at £400, over the guarantee → up to.
      [PC]: msg('eligibility.estimate.perWeekUpTo', { high: money(16325) }),
    },
    checks: `${CHECKER}: the ranges (pensioners who rent)`,
  },
  {
    // Once household D of the checker's end-to-end spec: 16-24, unemployed, no children, renting from the council,
    // £0-100 a week, savings under £6,000, with a disability.
    name: 'ranges: 16-24 council renter with a disability, £0-100 a week: Universal Credit up to the couple under 25, PIP, no Housing Benefit',
    answers: { ...MEANS, age: '16-24', housingStatus: 'rent-council', weeklyIncome: '0-100', hasDisability: 'yes' },
    taxYear: Y2627,
    expected: [UC, PIP, CTS],
    estimates: {
      // Universal Credit a month at 18 (the range's youngest claiming age, UC Regs reg 8), without the rent (the housing
      // element is for the rent, "plus help with your rent"); disability is not asked, so no element for it:
      // least: single under 25 £338.58 less £100 a week counted in full, £100 × 52 ÷ 12 = £433.33: £338.58 − £433.33
      //   is below nothing → £0;
      // most: a couple both under 25 (a partner of the same age) £528.34 at £0 (UC Regs reg 36(3)), savings under
      //   £6,000 take nothing off (reg 72) → "Up to £528.34 per month".
      [UC]: msg('eligibility.estimate.universalCreditUpToRenting', { high: money(52834) }),
      // PIP (PIP Regs reg 24), 16 in 16 to 65: least mobility standard £30.30; most both enhanced £114.60 + £80.00 = £194.60 a week.
      [PIP]: msg('eligibility.estimate.perWeekRange', { low: money(3030), high: money(19460) }),
    },
    checks: `${CHECKER}: the ranges (a range starting at 16; a working-age council renter gets Universal Credit, not Housing Benefit)`,
  },
  {
    name: 'ranges: PIP from its rates, Child Benefit for 3 or more',
    answers: { ...NOTHING, hasDisability: 'yes', hasChildren: '3+' },
    taxYear: Y2627,
    expected: [PIP, CB],
    estimates: {
      // PIP (PIP Regs reg 24): least one component at the standard rate, mobility £30.30 (daily living £76.70);
      // most both enhanced: £114.60 + £80.00 = £194.60 a week.
      [PIP]: msg('eligibility.estimate.perWeekRange', { low: money(3030), high: money(19460) }),
      // Child Benefit (Child Benefit (Rates) Regs 2006 reg 2): £27.05 + 2 × £17.90 = £62.85 for 3, £17.90 each after.
      [CB]: msg('eligibility.estimate.childBenefitOrMore', { amount: money(6285), count: 3, other: money(1790) }),
    },
    checks: `${CHECKER}: the ranges (PIP and Child Benefit from their rates)`,
  },
  // Scotland (2026/27): Adult Disability Payment for PIP; Scottish Child Payment 2 × £28.20 = £56.40 a week with Universal
  // Credit; the Best Start Grant (its 2026/27 amounts not yet sourced) and Best Start Foods £5.60 to £11.20 a week for
  // young children; Carer Support Payment £86.45 a week for Carer's Allowance.
  {
    name: 'Scotland: a lone parent renting from the council, disabled and caring, with 2 children',
    answers: { ...RENTER_WITH_TWO_CHILDREN, location: 'scotland', housingStatus: 'rent-council', hasDisability: 'yes', isCarer: 'yes' },
    taxYear: Y2627,
    expected: [UC, PIP, CB, SCP, BSG, BSF, CA, CTS],
    estimates: {
      [SCP]: msg('eligibility.estimate.scottishChildPayment', { amount: money(5640), count: 2 }),
      [BSG]: msg('eligibility.estimate.askSocialSecurityScotland'),
      [BSF]: msg('eligibility.estimate.perWeekRange', { low: money(560), high: money(1120) }),
      [CA]: msg('eligibility.estimate.amountPerWeek', { amount: money(8645) }),
    },
    checks: SCOTLAND,
  },
  // 3 or more children: 3 × £28.20 = £84.60 a week, and £28.20 for each after that.
  {
    name: 'Scotland: 3 or more children with Universal Credit',
    answers: { ...MEANS, location: 'scotland', hasChildren: '3+' },
    taxYear: Y2627,
    expected: [UC, CB, SCP, BSG, BSF, CTS],
    estimates: { [SCP]: msg('eligibility.estimate.scottishChildPaymentOrMore', { amount: money(8460), count: 3, each: money(2820) }) },
    checks: SCOTLAND,
  },
  // 2024/25, pregnant with no children yet: the Best Start Grant's sourced amounts (SSI 2018/370 Sch 2 as SSI 2024/105 set
  // them: £754.65 and £377.35; £314.45 each later payment) and Best Start Foods £5.30 to £10.60 a week; no Scottish Child
  // Payment without a child; no Sure Start Maternity Grant or Healthy Start in Scotland.
  {
    name: 'Scotland 2024/25: pregnant with a low income, no children yet',
    answers: { ...MEANS, location: 'scotland', isPregnant: 'yes' },
    taxYear: '2024-25',
    expected: [UC, BSG, BSF, CTS],
    estimates: {
      [BSG]: msg('eligibility.estimate.bestStartGrant', { first: money(75465), later: money(37735), early: money(31445), school: money(31445) }),
      [BSF]: msg('eligibility.estimate.perWeekRange', { low: money(530), high: money(1060) }),
    },
    checks: SCOTLAND,
  },
  // Northern Ireland: no council tax; help with rates instead, with no figure (the bill is not asked).
  {
    name: 'Northern Ireland: a low income, help with rates instead of Council Tax Support',
    answers: { ...MEANS, location: 'northern-ireland' },
    taxYear: Y2627,
    expected: [UC, RATES_HELP],
    estimates: { [RATES_HELP]: msg('eligibility.estimate.ratesHelp') },
    checks: NORTHERN_IRELAND,
  },
  {
    name: 'Northern Ireland: a pensioner who owns their home, whatever the income: help with rates and Pension Credit',
    answers: { ...NOTHING, location: 'northern-ireland', age: '66+', reachedStatePensionAge: true },
    taxYear: Y2627,
    expected: [RATES_HELP, PC],
    checks: NORTHERN_IRELAND,
  },
  // Everything at once, in the order of docs/rules.md "Eligibility checker".
  {
    name: 'everything applies',
    answers: { ...MEANS, age: '55-65', hasChildren: '2', housingStatus: 'rent-council', hasDisability: 'yes', isPregnant: 'yes', isCarer: 'yes' },
    expected: [UC, PIP, CB, SSMG, HEALTHY_START, CA, CTS],
    checks: `${CHECKER} (order of the rules)`,
  },
];
