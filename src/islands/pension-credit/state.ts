/**
 * Pure state helpers of the Pension Credit calculator (docs/rules.md "Pension Credit"): the
 * form's answers, the small changes the form makes to them, and what Calculate works out from
 * (the answers the form shows, never one it hides). Which questions are asked is the rules'
 * (src/calc/pension-credit-questions.ts). No React, no
 * storage: unit-tested beside this file. Saved calculations are read in saved-input.ts.
 */
import { defaultPensionCreditInput, defaultPensionCreditPerson } from '~/calc/pension-credit-questions';
import type { PensionCreditChild, PensionCreditInput, PensionCreditPerson } from '~/calc/pension-credit';
import { INPUT_DEFAULTS, INPUT_LIMITS, type ResolvedRates, type TaxYear } from '~/calc/rates';
import { asksBefore2016, asksSavingsCreditSince2016, asksStatePensionAge, bornBefore2017FromAge, isMixedAgeCouple, type Who } from '~/calc/pension-credit-questions';

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

export type { Who } from '~/calc/pension-credit-questions';

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

/** The questions the form asks of one partner beyond those it always asks (docs/rules.md "Pension Credit" 1-3). */
export interface PcPersonQuestions {
  /** Whether they have reached State Pension age: only where neither the date of birth nor the age settles it. */
  statePensionAge: boolean;
  /** Whether they reached it before 6 April 2016: only where it can open savings credit (SPCA s 3(1)). */
  before2016: boolean;
  /** Whether someone gets Carer's Allowance for looking after them: only with a disability benefit (Sch I para 1(1)(a)(iii)). */
  caredFor: boolean;
  /** Registered blind: only of a couple, where it counts for the severe disability addition (Sch I para 1(1)). */
  blind: boolean;
  /** Some earnings as a part-time firefighter, lifeboat crew, auxiliary coastguard or reservist: only with earnings (Sch VI para 2). */
  specialOccupation: boolean;
  /** How much war pension: only when they get one (Sch IV para 1). */
  warPension: boolean;
}

/**
 * Which questions the form shows for these answers in `year` (docs/rules.md "Pension Credit"): the
 * one rule the tabs ask by, Calculate works out from (`forCalculation`) and the printout lists
 * (printed-answers.ts). The questions not named here are always asked; a partner's only of a couple.
 */
export interface PcQuestions {
  claimant: PcPersonQuestions;
  partner: PcPersonQuestions | null;
  /** A mixed-age couple's claim before 15 May 2019 (SPCA s 4(1A)). */
  entitledBeforeMay2019: boolean;
  /** A couple's savings credit since before 6 April 2016 (reg 7A). */
  savingsCreditSince2016: boolean;
  /** For each child, whether they were born before 6 April 2017: where the age leaves it open (Sch IIA para 10). */
  childBornBefore2017: boolean[];
  /** Ground rent and service charges: owners and long leaseholders (Sch II). */
  housingCosts: boolean;
  /** How many other adults are asked their income from work: each of them, once there are housing costs (Sch II para 14). */
  otherAdultsWorkIncome: number;
  /** The rent, for the Housing Benefit calculator: renters. */
  rent: boolean;
}

function personQuestions(input: PensionCreditAnswers, who: Who, year: TaxYear, a: ResolvedRates): PcPersonQuestions | null {
  const person = who === 'claimant' ? input.claimant : input.partner;
  if (!person) return null;
  return {
    statePensionAge: asksStatePensionAge(person, year, a),
    before2016: asksBefore2016(input, who, year, a),
    caredFor: person.getsDisabilityBenefit === true,
    blind: input.partner !== null,
    specialOccupation: person.earnings > 0,
    warPension: person.warPension !== undefined,
  };
}

export function pcQuestionsShown(input: PensionCreditAnswers, year: TaxYear, a: ResolvedRates): PcQuestions {
  const owns = input.home === 'own' || input.home === 'long-lease';
  return {
    claimant: personQuestions(input, 'claimant', year, a) as PcPersonQuestions,
    partner: personQuestions(input, 'partner', year, a),
    entitledBeforeMay2019: isMixedAgeCouple(input, year, a),
    savingsCreditSince2016: asksSavingsCreditSince2016(input, year, a),
    childBornBefore2017: input.children.map((child) => bornBefore2017FromAge(child.age, a) === undefined),
    housingCosts: owns,
    otherAdultsWorkIncome: owns && input.housingCostsWeekly > 0 ? input.otherAdults : 0,
    rent: input.home === 'rent',
  };
}

/**
 * What Calculate works out from (docs/rules.md "Pension Credit"): the answers as the form shows
 * them in `year` (`pcQuestionsShown`). A question the form does not ask (State Pension age away
 * from 66, the 2016 question where the age settles it, the couple's question for a single person,
 * housing costs for renters) takes the engine's default, whatever was answered before; a child's
 * birth before April 2017 is filled in from the age where the age settles it.
 */
export function forCalculation(answers: PensionCreditAnswers, year: TaxYear, a: ResolvedRates): PensionCreditAnswers {
  const { entitledBeforeMay2019, savingsCreditSinceBeforeApril2016, ...rest } = answers;
  const shown = pcQuestionsShown(answers, year, a);
  return {
    ...rest,
    claimant: shownPerson(answers.claimant, shown.claimant),
    partner: answers.partner && shown.partner && shownPerson(answers.partner, shown.partner),
    children: answers.children.map((child) => ({ ...child, bornBeforeApril2017: bornBefore2017FromAge(child.age, a) ?? child.bornBeforeApril2017 ?? false })),
    housingCostsWeekly: shown.housingCosts ? answers.housingCostsWeekly : 0,
    otherAdultsWorkIncome: (answers.otherAdultsWorkIncome ?? []).slice(0, shown.otherAdultsWorkIncome),
    ...(shown.entitledBeforeMay2019 && entitledBeforeMay2019 !== undefined ? { entitledBeforeMay2019 } : {}),
    ...(shown.savingsCreditSince2016 && savingsCreditSinceBeforeApril2016 !== undefined ? { savingsCreditSinceBeforeApril2016 } : {}),
  };
}

/** One partner as Calculate takes them: an answer the form does not show is left out, so the engine's default applies. */
function shownPerson(person: PensionCreditPerson, shown: PcPersonQuestions): PensionCreditPerson {
  const { reachedStatePensionAge, reachedStatePensionAgeBeforeApril2016, isRegisteredBlind, someoneGetsCarersAllowanceForCaringForThem, specialOccupationEarnings, ...rest } =
    person;
  return {
    ...rest,
    ...(shown.specialOccupation && specialOccupationEarnings ? { specialOccupationEarnings } : {}),
    ...(shown.statePensionAge && reachedStatePensionAge !== undefined ? { reachedStatePensionAge } : {}),
    ...(shown.before2016 && reachedStatePensionAgeBeforeApril2016 !== undefined ? { reachedStatePensionAgeBeforeApril2016 } : {}),
    ...(shown.blind && isRegisteredBlind ? { isRegisteredBlind } : {}),
    ...(shown.caredFor && someoneGetsCarersAllowanceForCaringForThem ? { someoneGetsCarersAllowanceForCaringForThem } : {}),
  };
}
