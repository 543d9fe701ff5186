/**
 * Eligibility checker cases: every rule of docs/rules.md "Eligibility checker" on both sides of each boundary,
 * with one case at least for each verdict the law changed (the 16-24 range, renters of working and of
 * pension age, pregnancy, caring). Age is
 * the first number of the range, so '16-24' is 16, '55-65' is 55 and '66+' is 66. "Income low"
 * is the 0-100 or 100-200 band; "savings low" is under 6,000 or 6,000-16,000. `expected` lists
 * the results' ids in order.
 */

import type { EligibilityAnswers, EligibilityResultId } from './eligibility';

/** A checker case: the answers and the ids of the results expected, in order. */
export interface EligibilityCase {
  name: string;
  answers: Partial<EligibilityAnswers>;
  expected: EligibilityResultId[];
  checks: string;
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
  // Everything at once, in the order of docs/rules.md "Eligibility checker".
  {
    name: 'everything applies',
    answers: { ...MEANS, age: '55-65', hasChildren: '2', housingStatus: 'rent-council', hasDisability: 'yes', isPregnant: 'yes', isCarer: 'yes' },
    expected: [UC, PIP, CB, SSMG, HEALTHY_START, CA, CTS],
    checks: `${CHECKER} (order of the rules)`,
  },
];
