/**
 * Pure state helpers of the Pension Credit calculator (docs/rules.md "Pension Credit"): the
 * form's answers, the small changes the form makes to them, which questions are asked, and what
 * Calculate works out from (the answers the form shows, never one it hides). No React, no
 * storage: unit-tested beside this file. Saved calculations are read in saved-input.ts.
 */
import { defaultPensionCreditInput, defaultPensionCreditPerson } from '~/calc/pension-credit-questions';
import type { PensionCreditChild, PensionCreditInput, PensionCreditPerson } from '~/calc/pension-credit';
import { INPUT_DEFAULTS, INPUT_LIMITS, type ResolvedRates, type TaxYear } from '~/calc/rates';
import {
  defaultReachedBeforeApril2016,
  defaultReachedStatePensionAge,
  hasReachedStatePensionAge as hasReachedFromBirth,
  isBeforeApril2016Asked,
  isStatePensionAgeAsked,
  reachedStatePensionAgeBeforeApril2016 as reachedBefore2016FromBirth,
  statePensionAgeCheckDate,
} from '~/calc/state-pension-age';

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

/** Ages and counts the form accepts (the engine's ranges). */
export const LIMITS = INPUT_LIMITS.pensionCredit;

/** The answers of a new calculation: the engine's defaults, the home not yet answered. */
export function defaultPensionCreditAnswers(): PensionCreditAnswers {
  return defaultPensionCreditInput();
}

/** Change one partner's answers (the partner's only when there is one). */
export function withPerson(input: PensionCreditAnswers, who: Who, patch: Partial<PensionCreditPerson>): PensionCreditAnswers {
  if (who === 'claimant') return { ...input, claimant: { ...input.claimant, ...patch } };
  return input.partner ? { ...input, partner: { ...input.partner, ...patch } } : input;
}

/** One other adult's weekly income from work (owners' housing costs, Sch II para 14): the list grows to reach them, with 0 (not in work) before. */
export function withOtherAdultWorkIncome(input: PensionCreditAnswers, index: number, income: number): PensionCreditAnswers {
  const list = Array.from({ length: Math.max(index + 1, input.otherAdultsWorkIncome?.length ?? 0) }, (_, i) => input.otherAdultsWorkIncome?.[i] ?? 0);
  list[index] = income;
  return { ...input, otherAdultsWorkIncome: list };
}

/** Change an optional answer of one partner: `undefined` takes it out (the engine's default applies). */
export function withPersonAnswer<K extends keyof PensionCreditPerson>(
  input: PensionCreditAnswers,
  who: Who,
  key: K,
  value: PensionCreditPerson[K] | undefined,
): PensionCreditAnswers {
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
  const { entitledBeforeMay2019: _old, savingsCreditSinceBeforeApril2016: _since2016, ...rest } = input;
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

/** Add a child (the engine's default age, no disability) at the end of the list. */
export function addChild(input: PensionCreditAnswers): PensionCreditAnswers {
  return { ...input, children: [...input.children, { age: INPUT_DEFAULTS.pensionCredit.childAge, disabilityRate: 'none' }] };
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
export function asksBefore2016(input: PensionCreditAnswers, who: Who, year: TaxYear, a: ResolvedRates): boolean {
  const person = who === 'claimant' ? input.claimant : input.partner;
  if (!person || !isBefore2016Open(person, year, a)) return false;
  const other = who === 'claimant' ? input.partner : input.claimant;
  return !other || !before2016(other, year, a);
}

/**
 * A couple where one partner has reached State Pension age and the other has not (SPCA s 4(1A)):
 * they claim Universal Credit unless an exception applies, so the form asks about it.
 */
export function isMixedAgeCouple(input: PensionCreditAnswers, year: TaxYear, a: ResolvedRates): boolean {
  const { claimant, partner } = input;
  if (!partner) return false;
  return hasReachedStatePensionAge(claimant, year, a) !== hasReachedStatePensionAge(partner, year, a);
}

/**
 * Whether to ask if the couple has had savings credit since before 6 April 2016 (reg 7A): only
 * when one partner reached State Pension age before that date and the other did not, the one
 * case where the answer opens or closes savings credit.
 */
export function asksSavingsCreditSince2016(input: PensionCreditAnswers, year: TaxYear, a: ResolvedRates): boolean {
  const { claimant, partner } = input;
  return partner !== null && before2016(claimant, year, a) !== before2016(partner, year, a);
}

/**
 * Whether a child of `age` in `year` was certainly born before 6 April 2017 (true), certainly on or
 * after it (false), or may have been either (undefined: the form asks). Sch IIA para 10.
 */
export function bornBefore2017FromAge(age: number, year: TaxYear): boolean | undefined {
  const born = Number(year.slice(0, 4)) - age;
  // Born in the 12 months before this year's birthday: from (born − 1) to born, April to April.
  if (born <= 2016) return true;
  if (born >= 2018) return false;
  return undefined;
}

/** One partner as Calculate takes them: an answer the form does not show is left out, so the engine's default applies. */
function shownPerson(person: PensionCreditPerson, asksSpa: boolean, asks2016: boolean, isCouple: boolean): PensionCreditPerson {
  const { reachedStatePensionAge, reachedStatePensionAgeBeforeApril2016, isRegisteredBlind, someoneGetsCarersAllowanceForCaringForThem, specialOccupationEarnings, ...rest } =
    person;
  return {
    ...rest,
    // Sch VI para 2 is asked only with earnings (MoneyTab).
    ...(person.earnings > 0 && specialOccupationEarnings ? { specialOccupationEarnings } : {}),
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
  const { entitledBeforeMay2019, savingsCreditSinceBeforeApril2016, ...rest } = answers;
  const isCouple = answers.partner !== null;
  const owns = answers.home === 'own' || answers.home === 'long-lease';
  return {
    ...rest,
    claimant: shownPerson(answers.claimant, asksStatePensionAge(answers.claimant, year, a), asksBefore2016(answers, 'claimant', year, a), isCouple),
    partner: answers.partner && shownPerson(answers.partner, asksStatePensionAge(answers.partner, year, a), asksBefore2016(answers, 'partner', year, a), true),
    children: answers.children.map((child) => ({ ...child, bornBeforeApril2017: bornBefore2017FromAge(child.age, year) ?? child.bornBeforeApril2017 ?? false })),
    housingCostsWeekly: owns ? answers.housingCostsWeekly : 0,
    otherAdultsWorkIncome: owns && answers.housingCostsWeekly > 0 ? (answers.otherAdultsWorkIncome ?? []).slice(0, answers.otherAdults) : [],
    ...(isMixedAgeCouple(answers, year, a) && entitledBeforeMay2019 !== undefined ? { entitledBeforeMay2019 } : {}),
    ...(asksSavingsCreditSince2016(answers, year, a) && savingsCreditSinceBeforeApril2016 !== undefined ? { savingsCreditSinceBeforeApril2016 } : {}),
  };
}
