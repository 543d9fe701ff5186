/**
 * Pure state helpers of the Pension Credit calculator (docs/rules.md "Pension Credit"): the
 * form's answers, the small changes the form makes to them, which questions are asked, and what
 * Calculate works out from (the answers the form shows, never one it hides). No React, no
 * storage: unit-tested beside this file. Saved calculations are read in saved-input.ts.
 */
import {
  defaultPensionCreditInput,
  defaultPensionCreditPerson,
  type PensionCreditChild,
  type PensionCreditInput,
  type PensionCreditPerson,
} from '~/calc/pension-credit';
import type { ResolvedRates, TaxYear } from '~/calc/rates';

/** Where the household lives, as the Home tab asks it. */
export type HomeKind = 'own' | 'long-lease' | 'rent' | 'other';
/** The Home tab's choices, in the order it offers them. */
export const HOME_KINDS: ReadonlyArray<HomeKind> = ['own', 'long-lease', 'rent', 'other'];
/** A child's disability rate, in the order the form offers them. */
export const CHILD_DISABILITY_RATES: ReadonlyArray<NonNullable<PensionCreditChild['disabilityRate']>> = ['none', 'lower', 'higher'];

/**
 * The form's answers: the engine's input, plus where the household lives and, for renters, their
 * rent. The engine reads neither (Pension Credit never pays rent, and owners' ground rent and
 * service charges are `housingCostsWeekly`); the Home tab asks by them, and the button into the
 * Housing Benefit calculator carries the rent.
 */
export type PensionCreditAnswers = PensionCreditInput & {
  /** Not answered yet: no housing questions. */
  home?: HomeKind;
  /** Rent a week, for the Housing Benefit calculator (renters only). */
  rentWeekly?: number;
};

/** Which partner an answer is about. */
export type Who = 'claimant' | 'partner';

/** Ages and counts the form accepts (the ranges of src/calc/pension-credit.ts). */
export const LIMITS = { ageMin: 16, ageMax: 120, childAgeMin: 0, childAgeMax: 19, otherAdultsMax: 10 } as const;

/** The answers of a new calculation: the engine's defaults, the home not yet answered. */
export function defaultPensionCreditAnswers(): PensionCreditAnswers {
  return defaultPensionCreditInput();
}

/** Change one partner's answers (the partner's only when there is one). */
export function withPerson(input: PensionCreditAnswers, who: Who, patch: Partial<PensionCreditPerson>): PensionCreditAnswers {
  if (who === 'claimant') return { ...input, claimant: { ...input.claimant, ...patch } };
  return input.partner ? { ...input, partner: { ...input.partner, ...patch } } : input;
}

/** Change an optional answer of one partner: `undefined` takes it out (the engine's default applies). */
export function withPersonAnswer<K extends keyof PensionCreditPerson>(input: PensionCreditAnswers, who: Who, key: K, value: PensionCreditPerson[K] | undefined): PensionCreditAnswers {
  const person = who === 'claimant' ? input.claimant : input.partner;
  if (!person) return input;
  const { [key]: _old, ...rest } = person;
  const next = (value === undefined ? rest : { ...rest, [key]: value }) as PensionCreditPerson;
  return who === 'claimant' ? { ...input, claimant: next } : { ...input, partner: next };
}

/** Single or a couple: a new partner starts with the engine's defaults; going single forgets the partner and the couple's question. */
export function withCouple(input: PensionCreditAnswers, isCouple: boolean): PensionCreditAnswers {
  if (isCouple === (input.partner !== null)) return input;
  if (isCouple) return { ...input, partner: defaultPensionCreditPerson() };
  const { entitledBeforeMay2019: _old, ...rest } = input;
  return { ...rest, partner: null };
}

/** The Carer's Allowance answer of one partner, as one choice. */
export type CarerChoice = 'no' | 'paid' | 'underlying';

/** A partner's Carer's Allowance answer as the radio shows it. */
export function carerChoice(person: PensionCreditPerson): CarerChoice {
  if (person.getsCarersAllowance) return 'paid';
  return person.carersAllowanceUnderlyingOnly ? 'underlying' : 'no';
}

/** A partner's Carer's Allowance choice as the engine's two answers. */
export function withCarerChoice(input: PensionCreditAnswers, who: Who, choice: CarerChoice): PensionCreditAnswers {
  return withPerson(input, who, { getsCarersAllowance: choice === 'paid', carersAllowanceUnderlyingOnly: choice === 'underlying' });
}

/** Add a child (age 5, no disability) at the end of the list. */
export function addChild(input: PensionCreditAnswers): PensionCreditAnswers {
  return { ...input, children: [...input.children, { age: 5, disabilityRate: 'none' }] };
}

/** Remove the child at `index`. */
export function removeChild(input: PensionCreditAnswers, index: number): PensionCreditAnswers {
  return { ...input, children: input.children.filter((_, i) => i !== index) };
}

/** Change the child at `index`. */
export function updateChild(input: PensionCreditAnswers, index: number, patch: Partial<PensionCreditChild>): PensionCreditAnswers {
  return { ...input, children: input.children.map((c, i) => (i === index ? { ...c, ...patch } : c)) };
}

/** Where the household lives: housing costs are kept for owners and long leaseholders only, the rent for renters only. */
export function withHome(input: PensionCreditAnswers, home: HomeKind): PensionCreditAnswers {
  const { rentWeekly, ...rest } = input;
  const owns = home === 'own' || home === 'long-lease';
  return { ...rest, home, housingCostsWeekly: owns ? input.housingCostsWeekly : 0, ...(home === 'rent' && rentWeekly !== undefined ? { rentWeekly } : {}) };
}

/** The first calendar year of a tax year: 2026 for '2026-27'. */
function firstYear(year: TaxYear): number {
  return Number(year.slice(0, 4));
}

/**
 * Whether to ask if someone has reached State Pension age: only without a date of birth, and
 * only at the ages where it is not certain (docs/rules.md "Pension Credit" 1: it rises from 66 to
 * 67 between May 2026 and March 2028, Pensions Act 2014 s 26), so at 66.
 */
export function asksStatePensionAge(person: PensionCreditPerson, a: ResolvedRates): boolean {
  return !person.dateOfBirth && person.age >= a['general.state-pension-age'] && person.age < a['general.state-pension-age.highest'];
}

/** Reached State Pension age as the form stands: the answer when asked, else from the age (67 and over). */
export function hasReachedStatePensionAge(person: PensionCreditPerson, a: ResolvedRates): boolean {
  if (asksStatePensionAge(person, a)) return person.reachedStatePensionAge ?? false;
  return person.age >= a['general.state-pension-age.highest'];
}

/**
 * Born on or after these dates, someone had not reached State Pension age by 6 April 2016: men
 * born from 6 April 1951 (65 on 6 April 2016), women born from 6 September 1953 (the Pensions Act
 * 1995 Sch 4 table as amended by the Pensions Act 2011: their State Pension age came on 6 July
 * 2016 or later). Between the two, it depends on who they are, which the form does not ask.
 */
const FIRST_BIRTH_YEAR_UNSURE = 1951;
const LAST_BIRTH_YEAR_UNSURE = 1953;

/**
 * Whether someone of `age` in `year` may or may not have reached State Pension age before 6
 * April 2016 (born 6 April 1951 to 5 September 1953, give or take the year of their birthday):
 * in 2026/27, 72 to 75. Older, they had; younger, they had not (the engine's default, SPCA s 3(1)).
 */
export function isUnsureBefore2016(age: number, year: TaxYear): boolean {
  const y = firstYear(year);
  return age >= y - LAST_BIRTH_YEAR_UNSURE - 1 && age <= y - FIRST_BIRTH_YEAR_UNSURE;
}

/** Reached State Pension age before 6 April 2016 as the form stands: the answer when asked, else from the age. */
export function before2016(person: PensionCreditPerson, year: TaxYear): boolean {
  if (!person.dateOfBirth && isUnsureBefore2016(person.age, year)) return person.reachedStatePensionAgeBeforeApril2016 ?? false;
  return person.age > firstYear(year) - FIRST_BIRTH_YEAR_UNSURE;
}

/**
 * Whether to ask if this partner reached State Pension age before 6 April 2016 (savings credit,
 * SPCA s 3(1)): only without a date of birth, only at the ages where it is not certain, and in
 * a couple only when the other partner's answer does not already open savings credit.
 */
export function asksBefore2016(input: PensionCreditAnswers, who: Who, year: TaxYear): boolean {
  const person = who === 'claimant' ? input.claimant : input.partner;
  if (!person || person.dateOfBirth || !isUnsureBefore2016(person.age, year)) return false;
  const other = who === 'claimant' ? input.partner : input.claimant;
  return !other || !before2016(other, year);
}

/**
 * A couple where one partner has reached State Pension age and the other has not (SPCA s 4(1A)):
 * they claim Universal Credit unless an exception applies, so the form asks about it. With a date
 * of birth, the engine works State Pension age out; the form then asks whenever the ages differ
 * across State Pension age.
 */
export function isMixedAgeCouple(input: PensionCreditAnswers, a: ResolvedRates): boolean {
  const { claimant, partner } = input;
  if (!partner) return false;
  return hasReachedStatePensionAge(claimant, a) !== hasReachedStatePensionAge(partner, a);
}

/**
 * Whether a child of `age` in `year` was certainly born before 6 April 2017 (true), certainly on or
 * after it (false), or may have been either (undefined: the form asks). Sch IIA para 10.
 */
export function bornBefore2017FromAge(age: number, year: TaxYear): boolean | undefined {
  const born = firstYear(year) - age;
  // Born in the 12 months before this year's birthday: from (born − 1) to born, April to April.
  if (born <= 2016) return true;
  if (born >= 2018) return false;
  return undefined;
}

/** One partner as Calculate takes them: an answer the form does not show is left out, so the engine's default applies. */
function shownPerson(person: PensionCreditPerson, asksSpa: boolean, asks2016: boolean, isCouple: boolean): PensionCreditPerson {
  const { reachedStatePensionAge, reachedStatePensionAgeBeforeApril2016, isRegisteredBlind, someoneGetsCarersAllowanceForCaringForThem, ...rest } = person;
  return {
    ...rest,
    ...(asksSpa && reachedStatePensionAge !== undefined ? { reachedStatePensionAge } : {}),
    ...(asks2016 && reachedStatePensionAgeBeforeApril2016 !== undefined ? { reachedStatePensionAgeBeforeApril2016 } : {}),
    ...(isCouple && isRegisteredBlind ? { isRegisteredBlind } : {}),
    ...(person.getsDisabilityBenefit && someoneGetsCarersAllowanceForCaringForThem ? { someoneGetsCarersAllowanceForCaringForThem } : {}),
  };
}

/**
 * What Calculate works out from (docs/rules.md "Pension Credit"): the answers as the form shows
 * them in `year`. A question the form does not ask (State Pension age away from 66, the 2016
 * question where the age settles it, the couple's question for a single person, housing costs
 * for renters) takes the engine's default, whatever was answered before; a child's birth before
 * April 2017 is filled in from the age where the age settles it.
 */
export function forCalculation(answers: PensionCreditAnswers, year: TaxYear, a: ResolvedRates): PensionCreditAnswers {
  const { entitledBeforeMay2019, ...rest } = answers;
  const isCouple = answers.partner !== null;
  const owns = answers.home === 'own' || answers.home === 'long-lease';
  return {
    ...rest,
    claimant: shownPerson(answers.claimant, asksStatePensionAge(answers.claimant, a), asksBefore2016(answers, 'claimant', year), isCouple),
    partner: answers.partner && shownPerson(answers.partner, asksStatePensionAge(answers.partner, a), asksBefore2016(answers, 'partner', year), true),
    children: answers.children.map((child) => ({ ...child, bornBeforeApril2017: bornBefore2017FromAge(child.age, year) ?? child.bornBeforeApril2017 ?? false })),
    housingCostsWeekly: owns ? answers.housingCostsWeekly : 0,
    ...(isMixedAgeCouple(answers, a) && entitledBeforeMay2019 !== undefined ? { entitledBeforeMay2019 } : {}),
  };
}
