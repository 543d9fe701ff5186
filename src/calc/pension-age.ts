/**
 * State Pension age from age alone, for the calculators that ask no date of birth (Housing
 * Benefit, Council Tax Support; Universal Credit's pension-age rule): whether to ask, and the
 * answer when no one says. The ages are the rates table's (general.state-pension-age, the lowest
 * age people now reach it at, and general.state-pension-age.highest); the Pensions Act tables
 * that work it out from a date of birth are src/calc/state-pension-age.ts, which Pension Credit
 * loads. Apart, so the pages that never ask a date of birth do not load those tables (README
 * "Performance").
 */
import type { ResolvedRates } from './rates';

/** The default without a date of birth (docs/rules.md Pension Credit 1): age ≥ the highest State Pension age of people now reaching it (67). */
export function defaultReachedStatePensionAge(age: number, a: ResolvedRates): boolean {
  return age >= a['general.state-pension-age.highest'];
}

/**
 * Whether the form asks "Have you reached State Pension age?": at the ages where the answer
 * differs by date of birth, from the lowest State Pension age (66) to below the highest (67).
 */
export function isStatePensionAgeAsked(age: number, a: ResolvedRates): boolean {
  return age >= a['general.state-pension-age'] && age < a['general.state-pension-age.highest'];
}
