/**
 * Eligibility checker cases: every rule of docs/product.md §5 on both sides of each boundary. Age is
 * the first number of the range, so '16-24' is 16, '55-66' is 55 and '66+' is 66. "Income low"
 * is the 0-100 or 100-200 band; "savings low" is under 6,000 or 6,000-16,000. `expected` lists
 * the result names in order.
 */

import type { EligibilityAnswers } from './eligibility';

/** A checker case: the answers and the names of the results expected, in order. */
export interface EligibilityCase {
  name: string;
  answers: Partial<EligibilityAnswers>;
  expected: string[];
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
const UC = 'Universal Credit';
const HB = 'Housing Benefit';
const PIP = 'Personal Independence Payment (PIP)';
const CB = 'Child Benefit';
const CTS = 'Council Tax Support';
const PC = 'Pension Credit';
const NONE = 'No benefits identified';

export const ELIGIBILITY_CASES: EligibilityCase[] = [
  { name: 'nothing applies', answers: NOTHING, expected: [NONE], checks: `${CHECKER} (otherwise a single result)` },
  { name: 'no answers at all', answers: {}, expected: [NONE], checks: 'docs/product.md §5' },
  // Universal Credit: age 18 to 65.
  { name: 'UC: 16-24 is 16, under 18', answers: { ...MEANS, age: '16-24' }, expected: [CTS], checks: `${CHECKER}: UC age 18 to 65` },
  { name: 'UC: 25-39 is within 18 to 65', answers: MEANS, expected: [UC, CTS], checks: `${CHECKER}: UC age 18 to 65` },
  { name: 'UC: 55-66 is 55, within', answers: { ...MEANS, age: '55-66' }, expected: [UC, CTS], checks: `${CHECKER}: UC age 18 to 65` },
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
  // Housing Benefit: renting privately or from the council, with the same condition.
  { name: 'HB: renting privately', answers: { ...MEANS, housingStatus: 'rent-private' }, expected: [UC, HB, CTS], checks: `${CHECKER}: Housing Benefit` },
  { name: 'HB: renting from the council', answers: { ...MEANS, housingStatus: 'rent-council' }, expected: [UC, HB, CTS], checks: `${CHECKER}: Housing Benefit` },
  { name: 'HB: living with family', answers: { ...MEANS, housingStatus: 'living-with-family' }, expected: [UC, CTS], checks: `${CHECKER}: Housing Benefit` },
  { name: 'HB: renting but savings over 16,000', answers: { ...NOTHING, housingStatus: 'rent-private' }, expected: [NONE], checks: `${CHECKER}: Housing Benefit (same condition)` },
  // PIP: disability and age 16 to 65.
  { name: 'PIP: disabled, 16-24 is 16', answers: { ...NOTHING, age: '16-24', hasDisability: 'yes' }, expected: [PIP], checks: `${CHECKER}: PIP age 16 to 65` },
  { name: 'PIP: disabled, 55-66 is 55', answers: { ...NOTHING, age: '55-66', hasDisability: 'yes' }, expected: [PIP], checks: `${CHECKER}: PIP age 16 to 65` },
  { name: 'PIP: disabled, 66+ is over 65', answers: { ...NOTHING, age: '66+', hasDisability: 'yes' }, expected: [PC], checks: `${CHECKER}: PIP age 16 to 65` },
  { name: 'PIP: not disabled', answers: { ...NOTHING, age: '40-54', hasDisability: 'no' }, expected: [NONE], checks: `${CHECKER}: PIP` },
  // Child Benefit: children not 'no'.
  { name: 'Child Benefit: 1 child', answers: { ...NOTHING, hasChildren: '1' }, expected: [CB], checks: `${CHECKER}: Child Benefit` },
  { name: 'Child Benefit: 3 or more', answers: { ...NOTHING, hasChildren: '3+' }, expected: [CB], checks: `${CHECKER}: Child Benefit` },
  { name: 'Child Benefit: no children', answers: NOTHING, expected: [NONE], checks: `${CHECKER}: Child Benefit` },
  // Pension Credit: 66 or over.
  { name: 'Pension Credit: 66+', answers: { ...NOTHING, age: '66+' }, expected: [PC], checks: `${CHECKER}: Pension Credit` },
  { name: 'Pension Credit: 55-66 is 55', answers: { ...NOTHING, age: '55-66' }, expected: [NONE], checks: `${CHECKER}: Pension Credit` },
  // Everything at once, in the order of docs/rules.md "Eligibility checker".
  {
    name: 'everything applies',
    answers: { ...MEANS, age: '55-66', hasChildren: '2', housingStatus: 'rent-council', hasDisability: 'yes' },
    expected: [UC, HB, PIP, CB, CTS],
    checks: `${CHECKER} (order of the rules)`,
  },
];
