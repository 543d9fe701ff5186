/**
 * What the Pension Credit form needs of the rules before anything is worked out: the answers of a
 * new calculation (docs/rules.md "Pension Credit"). The engine (pension-credit.ts) exports these
 * too; they are apart so that the page's first load does not carry the engine, which loads with
 * the first answer or on Calculate (README "Performance").
 */
import { INPUT_DEFAULTS } from './rates';
import type { PensionCreditInput, PensionCreditPerson } from './pension-credit';

const DEFAULTS = INPUT_DEFAULTS.pensionCredit;

/** A partner with the defaults of docs/rules.md "Pension Credit": 66, no income, every question No. */
export function defaultPensionCreditPerson(): PensionCreditPerson {
  return { age: DEFAULTS.age, statePension: 0, otherPensions: 0, earnings: 0, countedBenefits: 0 };
}

/** The defaults of docs/rules.md "Pension Credit": a single person of 66, nobody else at home, no money. */
export function defaultPensionCreditInput(): PensionCreditInput {
  return { claimant: defaultPensionCreditPerson(), partner: null, otherAdults: 0, children: [], savings: 0, housingCostsWeekly: 0 };
}
