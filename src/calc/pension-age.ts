/**
 * State Pension age from age alone (docs/rules.md "State Pension
 * age"), for every calculator when no date of birth is given: whether to ask, and the answer when
 * the age decides. The ages are the rates table's for the year (general.state-pension-age, 66, and
 * general.state-pension-age.highest, the age by which everyone has reached it that year: 66 in
 * 2024/25 and 2025/26, 67 from 2026/27), so 67 or over has reached it in every year, 66 has
 * reached it in 2024/25 and 2025/26, and in 2026/27 a 66-year-old is asked, with no answer
 * pre-set. An explicit answer wins where the form asks. The Pensions Act tables
 * that work it out from a date of birth are src/calc/state-pension-age.ts, which Pension Credit
 * loads. Apart, so the pages that never ask a date of birth do not load those tables (README
 * "Performance").
 */
import { taxYearInfo, type ResolvedRates, type TaxYear } from './rates';

/** The answer from age alone where the form does not ask: age ≥ the age by which everyone has reached it in the year (66 in 2024/25 and 2025/26, 67 from 2026/27). */
export function defaultReachedStatePensionAge(age: number, amounts: ResolvedRates): boolean {
  return age >= amounts['general.state-pension-age.highest'];
}

/**
 * Whether the form asks "Have you reached State Pension age?": at the ages where the answer
 * differs by date of birth in the year, from State Pension age (66) to below the age everyone has
 * reached it by (none in 2024/25 and 2025/26; 66 from 2026/27).
 */
export function isStatePensionAgeAsked(age: number, amounts: ResolvedRates): boolean {
  return age >= amounts['general.state-pension-age'] && age < amounts['general.state-pension-age.highest'];
}

/**
 * Whether the age leaves State Pension age open and no answer was given: the engines then work the
 * estimate out as under State Pension age and say so in a warning, never silently.
 */
export function isStatePensionAgeUnanswered(age: number, answer: unknown, amounts: ResolvedRates): boolean {
  return isStatePensionAgeAsked(age, amounts) && typeof answer !== 'boolean';
}

/**
 * Whether the household keeps the pension-age personal allowances of before April 2021 (docs/rules.md
 * HB 1, which Council Tax Support follows): as told, else when anyone of `ages` was 66 or over on
 * 1 April 2021, that is at least 66 + (the tax year's first calendar year − 2021) now (71 in
 * 2026/27, 69 in 2024/25). Housing Benefit, Council Tax Support and their forms all ask this.
 */
export function reachedPensionAgeBeforeApril2021(ages: readonly number[], year: TaxYear, amounts: ResolvedRates, told?: unknown): boolean {
  if (typeof told === 'boolean') return told;
  const threshold = amounts['general.state-pension-age'] + taxYearInfo(year).startYear - amounts['housing-benefit.personal-allowance.pension-split-year'];
  return ages.some((age) => age >= threshold);
}
