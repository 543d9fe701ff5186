/**
 * State Pension age in one place (docs/rules.md "State Pension age"; docs/rules.md "State Pension
 * age"): the same person gets the same answer from Universal Credit, Housing Benefit, Council Tax
 * Support, PIP and Pension Credit, in every tax year, with and without a date of birth.
 *
 * Hand-worked from the Pensions Act 1995 Sch 4 as amended (the State Pension age table in docs/rules.md): 66 for
 * people born 6 October 1954 to 5 April 1960; 66 and 1 to 11 months for people born 6 April 1960
 * to 5 March 1961; 67 from 6 March 1961.
 * - 2024/25 and 2025/26: everyone aged 66 at some time in the year was born on or before 5 April
 *   1960 (66 on 5 April 2026 at the latest), so has reached it: 66 is not asked and is reached.
 * - 2026/27: someone aged 66 may be born 6 April 1960 or later (State Pension age after the 66th
 *   birthday), so the forms ask at 66 with nothing pre-set; unanswered, every engine works it out
 *   as not reached and says so. 67 or over has reached it in every year; 65 has not.
 * With a date of birth (Pension Credit asks it; the hand-offs carry the answer it gives):
 * - born 1 March 1960, on 29 November 2026: 66 on 1 March 2026, born before 6 April 1960 → reached;
 * - born 10 September 1960: table 3, 66 years and 6 months → 10 March 2027 → not reached;
 * - born 31 July 1960: 66 years and 4 months, 31 November does not exist → 30 November 2026
 *   (Sch 4 para 1(7A)) → not reached on 29 November 2026, reached on 30 November;
 * - born 15 June 1958, on 29 November 2024: 66, born before 6 April 1960 → reached;
 * - born 10 September 1959, on 29 November 2025: 66 on 10 September 2025 → reached.
 */
import { describe, expect, it } from 'vitest';
import { calculateUniversalCredit } from './universal-credit';
import { calculateHousingBenefit, pensionAgeStatus } from './housing-benefit';
import { calculateCouncilTaxSupport } from './council-tax-support';
import { calculatePip, pipReachedStatePensionAge } from './pip';
import { calculatePensionCredit } from './pension-credit';
import { hasReachedStatePensionAge } from './state-pension-age';
import { isStatePensionAgeAsked } from './pension-age';
import { ratesFor, resolveRates, type TaxYear } from './rates';

interface Person {
  name: string;
  year: TaxYear;
  age: number;
  answer?: boolean;
  dateOfBirth?: string;
  /** The day the date of birth is checked on (Pension Credit's `checkDate`). */
  on?: string;
  reached: boolean;
  /** The age leaves it open and nothing was answered: each engine says so. */
  unanswered?: boolean;
}

const PEOPLE: Person[] = [
  { name: '2024/25, 65', year: '2024-25', age: 65, reached: false },
  { name: '2024/25, 66, no answer', year: '2024-25', age: 66, reached: true },
  { name: '2024/25, 67', year: '2024-25', age: 67, reached: true },
  { name: '2024/25, 66, born 15 June 1958', year: '2024-25', age: 66, dateOfBirth: '1958-06-15', on: '2024-11-29', reached: true },
  { name: '2025/26, 65', year: '2025-26', age: 65, reached: false },
  { name: '2025/26, 66, no answer', year: '2025-26', age: 66, reached: true },
  { name: '2025/26, 67', year: '2025-26', age: 67, reached: true },
  { name: '2025/26, 66, born 10 September 1959', year: '2025-26', age: 66, dateOfBirth: '1959-09-10', on: '2025-11-29', reached: true },
  { name: '2026/27, 65', year: '2026-27', age: 65, reached: false },
  { name: '2026/27, 66, no answer', year: '2026-27', age: 66, reached: false, unanswered: true },
  { name: '2026/27, 66, answered yes', year: '2026-27', age: 66, answer: true, reached: true },
  { name: '2026/27, 66, answered no', year: '2026-27', age: 66, answer: false, reached: false },
  { name: '2026/27, 67', year: '2026-27', age: 67, reached: true },
  { name: '2026/27, 66, born 1 March 1960', year: '2026-27', age: 66, dateOfBirth: '1960-03-01', on: '2026-11-29', reached: true },
  { name: '2026/27, 66, born 10 September 1960', year: '2026-27', age: 66, dateOfBirth: '1960-09-10', on: '2026-11-29', reached: false },
  { name: '2026/27, 66, born 31 July 1960, the day before', year: '2026-27', age: 66, dateOfBirth: '1960-07-31', on: '2026-11-29', reached: false },
  { name: '2026/27, 66, born 31 July 1960, on the day', year: '2026-27', age: 66, dateOfBirth: '1960-07-31', on: '2026-11-30', reached: true },
];

/** The answer the other calculators get: the one given, or the one the date of birth gives (what the hand-offs carry). */
function answerOf(p: Person): boolean | undefined {
  if (p.dateOfBirth) {
    const fromBirth = hasReachedStatePensionAge(p.dateOfBirth, p.on);
    return typeof fromBirth === 'boolean' ? fromBirth : undefined;
  }
  return p.answer;
}

/** Each engine's answer for one person: single, no income, a council tenant where it matters. */
const ENGINES: ReadonlyArray<readonly [name: string, reached: (p: Person) => boolean, warned: (p: Person) => boolean]> = [
  [
    'Universal Credit',
    (p) => calculateUniversalCredit({ taxYear: p.year, personalDetails: { age: p.age, reachedStatePensionAge: answerOf(p) } }).reason === 'state-pension-age',
    (p) =>
      calculateUniversalCredit({ taxYear: p.year, personalDetails: { age: p.age, reachedStatePensionAge: answerOf(p) } }).warnings.some(
        (w) => w.messageId === 'uc.warning.pensionAgeYou',
      ),
  ],
  [
    'Housing Benefit',
    (p) => calculateHousingBenefit({ taxYear: p.year, personalDetails: { age: p.age, isPensionAge: answerOf(p) } }).isPensionAge,
    (p) =>
      JSON.stringify(calculateHousingBenefit({ taxYear: p.year, personalDetails: { age: p.age, isPensionAge: answerOf(p) } }).warnings).includes(
        'hb.warning.pensionAgeUnanswered.',
      ),
  ],
  [
    'Council Tax Support',
    (p) => calculateCouncilTaxSupport({ taxYear: p.year, household: { claimantAge: p.age, reachedStatePensionAge: answerOf(p) } }).isPensionAge,
    (p) =>
      calculateCouncilTaxSupport({ taxYear: p.year, household: { claimantAge: p.age, reachedStatePensionAge: answerOf(p) } }).warnings.some(
        (warning) => warning.messageId === 'cts.warning.ageUnanswered',
      ),
  ],
  [
    'PIP',
    (p) => calculatePip({ taxYear: p.year, personalInfo: { age: p.age, reachedStatePensionAge: answerOf(p) } }).claimBar === 'state-pension-age',
    (p) => calculatePip({ taxYear: p.year, personalInfo: { age: p.age, reachedStatePensionAge: answerOf(p) } }).nextSteps.some((m) => m.messageId === 'pip.step.ageUnanswered'),
  ],
  [
    'Pension Credit',
    (p) => calculatePensionCredit(pensionCredit(p)).reason !== 'under-state-pension-age',
    // Its warnings are messages: the unanswered one is pc.warning.ageUnansweredYou (src/i18n/en/pension-credit-engine.ts).
    (p) => calculatePensionCredit(pensionCredit(p)).warnings.some((w) => w.messageId === 'pc.warning.ageUnansweredYou'),
  ],
];

/** Pension Credit takes the date of birth itself, checked on the person's day. */
function pensionCredit(p: Person) {
  return {
    taxYear: p.year,
    ...(p.on ? { checkDate: p.on } : {}),
    claimant: { age: p.age, statePension: 0, otherPensions: 0, earnings: 0, countedBenefits: 0, dateOfBirth: p.dateOfBirth, reachedStatePensionAge: p.answer },
    partner: null,
  };
}

describe('State Pension age: the same person, the same answer in every calculator', () => {
  describe.each(PEOPLE)('$name', (p) => {
    it.each(ENGINES)('%s', (_name, reached, warned) => {
      expect(reached(p)).toBe(p.reached);
      expect(warned(p)).toBe(p.unanswered === true);
    });
  });

  it('the forms ask at 66 only in 2026/27, and never at 65 or 67', () => {
    const asked = (year: TaxYear, age: number) => isStatePensionAgeAsked(age, resolveRates(ratesFor(year)));
    expect([asked('2024-25', 66), asked('2025-26', 66), asked('2026-27', 66)]).toEqual([false, false, true]);
    expect([65, 67].flatMap((age) => (['2024-25', '2025-26', '2026-27'] as const).map((year) => asked(year, age)))).toEqual([false, false, false, false, false, false]);
  });

  it("the forms' own readings agree: Housing Benefit's and PIP's, unanswered at 66", () => {
    for (const year of ['2024-25', '2025-26', '2026-27'] as const) {
      const a = resolveRates(ratesFor(year));
      const expected = year !== '2026-27';
      expect(pensionAgeStatus({ age: 66, relationshipStatus: 'single' }, a).claimant).toBe(expected);
      expect(pipReachedStatePensionAge(66, undefined, a)).toBe(expected);
      expect(pensionAgeStatus({ age: 66, relationshipStatus: 'single' }, a).unanswered).toBe(expected ? null : 'you');
    }
  });
});
