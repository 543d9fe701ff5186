/**
 * What the Pension Credit form needs of the rules before anything is worked out (docs/rules.md
 * "Pension Credit"): the answers of a new calculation, and which questions are asked (State
 * Pension age only where the date of birth or the age leaves it open, the 2016 question where it
 * can open savings credit, reg 7A's question only for its couples, the May 2019 question only for
 * mixed-age couples). The engine (pension-credit.ts) exports the defaults too; they are apart so
 * that the page's first load does not carry the engine, which loads with the first answer or on
 * Calculate (README "Performance").
 */
import { INPUT_DEFAULTS, type ResolvedRates, type TaxYear } from './rates';
import type { PensionCreditInput, PensionCreditPerson } from './pension-credit';
import {
  defaultReachedBeforeApril2016,
  defaultReachedStatePensionAge,
  hasReachedStatePensionAge as hasReachedFromBirth,
  isBeforeApril2016Asked,
  isStatePensionAgeAsked,
  reachedStatePensionAgeBeforeApril2016 as reachedBefore2016FromBirth,
  statePensionAgeCheckDate,
} from './state-pension-age';

const DEFAULTS = INPUT_DEFAULTS.pensionCredit;

/** A partner with the defaults of docs/rules.md "Pension Credit": 66, no income, every question No. */
export function defaultPensionCreditPerson(): PensionCreditPerson {
  return { age: DEFAULTS.age, statePension: 0, otherPensions: 0, earnings: 0, countedBenefits: 0 };
}

/** The defaults of docs/rules.md "Pension Credit": a single person of 66, nobody else at home, no money. */
export function defaultPensionCreditInput(): PensionCreditInput {
  return { claimant: defaultPensionCreditPerson(), partner: null, otherAdults: 0, children: [], savings: 0, housingCostsWeekly: 0 };
}

/** Which partner an answer is about. */
export type Who = 'claimant' | 'partner';

/** The day a date of birth is checked on for `year` (today while the year is in force, else its 6 April). */
const checkDate = (year: TaxYear) => statePensionAgeCheckDate(year);

/**
 * Whether to ask if someone has reached State Pension age (docs/rules.md "Pension Credit" 1):
 * with a date of birth, only when it does not settle it (born before 6 December 1953, between 60
 * and 65: it depended on sex); without one, only at the ages where it is not certain (66, as it
 * rises to 67 between May 2026 and March 2028, Pensions Act 2014 s 26).
 */
export function asksStatePensionAge(person: PensionCreditPerson, year: TaxYear, a: ResolvedRates): boolean {
  const fromBirth = hasReachedFromBirth(person.dateOfBirth, checkDate(year));
  return fromBirth === null ? isStatePensionAgeAsked(person.age, a) : fromBirth === 'unknown';
}

/** Reached State Pension age as the form stands, as the engine reads it: the date of birth when it settles it, else the answer when asked, else the age. */
export function hasReachedStatePensionAge(person: PensionCreditPerson, year: TaxYear, a: ResolvedRates): boolean {
  const fromBirth = hasReachedFromBirth(person.dateOfBirth, checkDate(year));
  if (typeof fromBirth === 'boolean') return fromBirth;
  if (asksStatePensionAge(person, year, a)) return person.reachedStatePensionAge ?? defaultReachedStatePensionAge(person.age, a);
  return defaultReachedStatePensionAge(person.age, a);
}

/**
 * The State Pension age answer the form shows: without a date of birth that settles it, the
 * visitor's own answer (nothing pre-set at an age that leaves it open, docs/rules.md "State Pension
 * age"); with a date of birth that leaves it to sex, the answer as the engine reads it.
 */
export function shownStatePensionAge(person: PensionCreditPerson, year: TaxYear, a: ResolvedRates): boolean | undefined {
  return isLeftToSex(person, year) ? hasReachedStatePensionAge(person, year, a) : person.reachedStatePensionAge;
}

/** The date of birth leaves State Pension age to sex (born before 6 December 1953, between 60 and 65), which the form does not ask. */
export function isLeftToSex(person: PensionCreditPerson, year: TaxYear): boolean {
  return hasReachedFromBirth(person.dateOfBirth, checkDate(year)) === 'unknown';
}

/** Whether the 2016 question is one the form can ask of this person: they have reached State Pension age, and neither the date of birth nor the age settles it. */
function isBefore2016Open(person: PensionCreditPerson, year: TaxYear, a: ResolvedRates): boolean {
  if (!hasReachedStatePensionAge(person, year, a)) return false;
  const fromBirth = reachedBefore2016FromBirth(person.dateOfBirth);
  return fromBirth === null ? isBeforeApril2016Asked(person.age, year) : fromBirth === 'unknown';
}

/** Reached State Pension age before 6 April 2016 as the form stands, as the engine reads it. */
export function before2016(person: PensionCreditPerson, year: TaxYear, a: ResolvedRates): boolean {
  if (!hasReachedStatePensionAge(person, year, a)) return false;
  const fromBirth = reachedBefore2016FromBirth(person.dateOfBirth);
  if (typeof fromBirth === 'boolean') return fromBirth;
  const byAge = defaultReachedBeforeApril2016(person.age, year, a);
  return isBefore2016Open(person, year, a) ? (person.reachedStatePensionAgeBeforeApril2016 ?? byAge) : byAge;
}

/**
 * Whether to ask if this partner reached State Pension age before 6 April 2016 (savings credit,
 * SPCA s 3(1)): only when neither the date of birth nor the age settles it (72 to 75 in 2026/27),
 * and in a couple only when the other partner's answer does not already open savings credit.
 */
export function asksBefore2016(input: PensionCreditInput, who: Who, year: TaxYear, a: ResolvedRates): boolean {
  const person = who === 'claimant' ? input.claimant : input.partner;
  if (!person || !isBefore2016Open(person, year, a)) return false;
  const other = who === 'claimant' ? input.partner : input.claimant;
  return !other || !before2016(other, year, a);
}

/**
 * A couple where one partner has reached State Pension age and the other has not (SPCA s 4(1A)):
 * they claim Universal Credit unless an exception applies, so the form asks about it.
 */
export function isMixedAgeCouple(input: PensionCreditInput, year: TaxYear, a: ResolvedRates): boolean {
  const { claimant, partner } = input;
  if (!partner) return false;
  return hasReachedStatePensionAge(claimant, year, a) !== hasReachedStatePensionAge(partner, year, a);
}

/**
 * Whether to ask if the couple has had savings credit since before 6 April 2016 (reg 7A): only
 * when one partner reached State Pension age before that date and the other did not, the one
 * case where the answer opens or closes savings credit.
 */
export function asksSavingsCreditSince2016(input: PensionCreditInput, year: TaxYear, a: ResolvedRates): boolean {
  const { claimant, partner } = input;
  return partner !== null && before2016(claimant, year, a) !== before2016(partner, year, a);
}

/**
 * Whether a child of `age` was certainly born before 6 April 2017 (true), certainly on or after it
 * (false), or may have been either (undefined: the form asks). Sch IIA para 10 uses the date Universal
 * Credit's child element does (UC Regs reg 24A), so the age from which it is certain is that rate,
 * one fact: the first calendar year of the tax year less 2016.
 */
export function bornBefore2017FromAge(age: number, amounts: ResolvedRates): boolean | undefined {
  const fromAge = amounts['universal-credit.child-element.born-before-2017-age'];
  // A child `fromAge` or older was born before it; one a year younger may have been; younger still, not.
  if (age >= fromAge) return true;
  if (age < fromAge - 1) return false;
  return undefined;
}
