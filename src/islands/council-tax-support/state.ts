/**
 * Pure state helpers of the Council Tax Support wizard (docs/product.md §3-§5): the state rules of
 * §4 (partner income record, children's ages, other adults and their count, the savings
 * flag) and whole numbers falling back to 0; saved calculations are read by saved-input.ts.
 * No React, no storage: unit-tested beside this file.
 */
import { defaultChildrenAges, defaultOtherAdult, emptyCouncilTaxIncome } from '~/calc/council-tax-support-questions';
import type { CouncilTaxBand, CouncilTaxIncome, CouncilTaxSupportInput, OtherAdultDetails } from '~/calc/council-tax-support';
import { toPence, toPounds } from '~/calc/money';
import { defaultReachedStatePensionAge, isStatePensionAgeAsked, reachedPensionAgeBeforeApril2021 } from '~/calc/pension-age';
import type { ResolvedRates, TaxYear } from '~/calc/rates';
import type { UkNation } from '~/calc/nations';

/** The wizard's five steps, in order (docs/product.md §2); their titles are the catalogue's (ctsStepMessages). */
export const STEPS = [{ id: 'property' }, { id: 'household' }, { id: 'income' }, { id: 'circumstances' }, { id: 'results' }] as const;

/** Index of the results step; the steps before it are 0 to 3 (docs/product.md §4). */
export const RESULTS_STEP = STEPS.length - 1;

/** Next moves forward from steps 0-2 only (docs/product.md §4); Calculate Support does step 3 → 4. */
export function nextStep(step: number): number {
  return step < RESULTS_STEP - 1 ? step + 1 : step;
}

/** Previous goes back and never below 0 (docs/product.md §4). */
export function previousStep(step: number): number {
  return Math.max(0, step - 1);
}

/** Where you live, as the first step asks it: Northern Ireland last, which has rates instead of council tax (docs/rules.md "Northern Ireland" 3). */
export const COUNTRIES: ReadonlyArray<UkNation> = ['england', 'scotland', 'wales', 'northern-ireland'];

/** Northern Ireland has no council tax: the form explains the help with rates there and works nothing out. */
export const isRatesNation = (input: CouncilTaxSupportInput): boolean => input.location.country === 'northern-ireland';

export const BANDS: ReadonlyArray<CouncilTaxBand> = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
export const PROPERTY_TYPES: ReadonlyArray<CouncilTaxSupportInput['property']['propertyType']> = ['house', 'flat', 'bungalow', 'other'];
export const ADULT_RELATIONSHIPS: ReadonlyArray<OtherAdultDetails['relationship']> = ['lodger', 'adult-child', 'relative', 'friend', 'other'];
export const INCOME_SOURCES: ReadonlyArray<keyof CouncilTaxIncome> = ['employment', 'selfEmployment', 'benefits', 'pensions', 'other'];

/** Most dependent children the form takes (a typo of 1000 would otherwise draw 1000 age fields). */
export const MAX_CHILDREN = 20;

/** docs/product.md §5: Council Tax Support inputs are whole numbers that fall back to 0. */
export function wholeOrZero(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** Money keeps its pence (docs/rules.md CTS 1): an amount ≥ 0 to the penny, else 0. */
export function moneyOrZero(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? toPounds(toPence(n)) : 0;
}

/** Weekly income of the household: the claimant's, plus the partner's when there is one, to the penny. */
export function householdIncomeOf(income: CouncilTaxSupportInput['income'], hasPartner: boolean): number {
  const sum = (i: CouncilTaxIncome) => INCOME_SOURCES.reduce((total, key) => total + toPence(moneyOrZero(i[key])), 0);
  return toPounds(sum(income.claimantIncome) + (hasPartner ? sum(income.partnerIncome) : 0));
}

type Household = CouncilTaxSupportInput['household'];

function withHousehold(input: CouncilTaxSupportInput, patch: Partial<Household>): CouncilTaxSupportInput {
  return { ...input, household: { ...input.household, ...patch } };
}

/**
 * Tick or untick the partner box. Ticking creates a zeroed partner income record if none
 * exists (docs/product.md §4); an existing one is kept, so unticking and ticking again loses nothing.
 */
export function setHasPartner(input: CouncilTaxSupportInput, hasPartner: boolean): CouncilTaxSupportInput {
  const partnerIncome = hasPartner && !input.income.partnerIncome ? emptyCouncilTaxIncome() : input.income.partnerIncome;
  const income = { ...input.income, partnerIncome };
  return { ...withHousehold(input, { hasPartner }), income: { ...income, householdIncome: householdIncomeOf(income, hasPartner) } };
}

/** A new number of dependent children resets the ages to that many 5s (docs/product.md §4). */
export function setDependentChildren(input: CouncilTaxSupportInput, count: number): CouncilTaxSupportInput {
  const dependentChildren = Math.min(MAX_CHILDREN, wholeOrZero(count));
  if (dependentChildren === input.household.dependentChildren) return input;
  return withHousehold(input, { dependentChildren, childrenAges: defaultChildrenAges(dependentChildren) });
}

/** Change one child's age. */
export function setChildAge(input: CouncilTaxSupportInput, index: number, age: number): CouncilTaxSupportInput {
  return withHousehold(input, { childrenAges: input.household.childrenAges.map((a, i) => (i === index ? wholeOrZero(age) : a)) });
}

/** Add an adult with the defaults and count one more (docs/product.md §4). */
export function addOtherAdult(input: CouncilTaxSupportInput): CouncilTaxSupportInput {
  return withHousehold(input, { otherAdultsDetails: [...input.household.otherAdultsDetails, defaultOtherAdult()], otherAdults: input.household.otherAdults + 1 });
}

/** Remove the adult at `index`; the count is the length of what is left (docs/product.md §4). */
export function removeOtherAdult(input: CouncilTaxSupportInput, index: number): CouncilTaxSupportInput {
  const otherAdultsDetails = input.household.otherAdultsDetails.filter((_, i) => i !== index);
  return withHousehold(input, { otherAdultsDetails, otherAdults: otherAdultsDetails.length });
}

/** Change the adult at `index`. */
export function updateOtherAdult(input: CouncilTaxSupportInput, index: number, patch: Partial<OtherAdultDetails>): CouncilTaxSupportInput {
  return withHousehold(input, { otherAdultsDetails: input.household.otherAdultsDetails.map((a, i) => (i === index ? { ...a, ...patch } : a)) });
}

/** Change one income source of the claimant or the partner; the household total follows. */
export function setIncome(input: CouncilTaxSupportInput, who: 'claimantIncome' | 'partnerIncome', key: keyof CouncilTaxIncome, amount: number): CouncilTaxSupportInput {
  const income = { ...input.income, [who]: { ...(input.income[who] ?? emptyCouncilTaxIncome()), [key]: moneyOrZero(amount) } };
  return { ...input, income: { ...income, householdIncome: householdIncomeOf(income, input.household.hasPartner) } };
}

/** Savings over the upper limit (16,000) set hasOver16000: exactly 16,000 is within it (CTR Prescribed Requirements Sch 1 para 11). */
export function setTotalSavings(input: CouncilTaxSupportInput, totalSavings: number, upperSavingsLimit: number): CouncilTaxSupportInput {
  const amount = moneyOrZero(totalSavings);
  return { ...input, savings: { totalSavings: amount, hasOver16000: amount > upperSavingsLimit } };
}

type Circumstances = CouncilTaxSupportInput['circumstances'];

/** The follow-up answers each answer opens: unticking it clears them, so no hidden answer counts (docs/rules.md CTS 3). */
type FollowUp =
  | 'getsSevereDisabilityBenefit'
  | 'partnerGetsSevereDisabilityBenefit'
  | 'partnerIsBlind'
  | 'carerPaidForYou'
  | 'carerPaidForPartner'
  | 'getsEnhancedDisabilityBenefit'
  | 'childGetsEnhancedRate';
const FOLLOW_UPS: Partial<Record<keyof Circumstances, ReadonlyArray<FollowUp>>> = {
  receivesDisabilityBenefits: [
    'getsSevereDisabilityBenefit',
    'partnerGetsSevereDisabilityBenefit',
    'partnerIsBlind',
    'carerPaidForYou',
    'carerPaidForPartner',
    'getsEnhancedDisabilityBenefit',
  ],
  getsSevereDisabilityBenefit: ['carerPaidForYou', 'partnerIsBlind'],
  partnerGetsSevereDisabilityBenefit: ['carerPaidForPartner'],
  hasDisabledChild: ['childGetsEnhancedRate'],
};

/** Tick or untick one circumstance; unticking also clears the answers it opened. */
export function setCircumstance(input: CouncilTaxSupportInput, key: keyof Circumstances, on: boolean): CouncilTaxSupportInput {
  const circumstances: Circumstances = { ...input.circumstances, [key]: on };
  if (!on) for (const followUp of FOLLOW_UPS[key] ?? []) delete circumstances[followUp];
  return { ...input, circumstances };
}

/** A question of the Special Circumstances step, in the order asked. */
export interface CircumstanceQuestion {
  key: keyof Circumstances;
  /** A follow-up, drawn indented under the answer that opened it. */
  followUp: boolean;
}

/**
 * Which questions the four steps show for these answers (docs/product.md §2; docs/rules.md CTS 2
 * and 3): the one rule the steps ask by and the printout lists (printed-answers.ts). The questions
 * not named here are always asked.
 */
export interface CtsQuestions {
  /** State Pension age: asked at 66 (CTS 2). */
  statePensionAge: boolean;
  /** State Pension age reached, as the engine reads it: the answer at 66, else from the age. */
  reachedStatePensionAge: boolean;
  /** The pension-age scheme: State Pension age reached and no Universal Credit (CTS 2). */
  isPensionAge: boolean;
  partnerAge: boolean;
  /** Universal Credit: of someone who has reached State Pension age (it keeps them in the working-age scheme). */
  universalCredit: boolean;
  /** State Pension age before April 2021: the pension-age scheme (its higher allowance). */
  before2021: boolean;
  /** A partner's income: of a couple. */
  partnerIncome: boolean;
  /** The guarantee part of Pension Credit: the pension-age scheme. */
  guaranteeCredit: boolean;
  /** The Special Circumstances step's questions, in order: each asked only when it can change the estimate (CTS 3). */
  circumstances: CircumstanceQuestion[];
  /** The other adults (by their place in the list) asked whether they get a care benefit or are registered blind: those of 18 or over, when you get a severe disability premium benefit. */
  adultsCareBenefit: number[];
}

export function ctsQuestionsShown(input: CouncilTaxSupportInput, amounts: ResolvedRates): CtsQuestions {
  const hh = input.household;
  const c = input.circumstances;
  const isAsked = isStatePensionAgeAsked(hh.claimantAge, amounts);
  const reached = isAsked ? hh.reachedStatePensionAge === true : defaultReachedStatePensionAge(hh.claimantAge, amounts);
  const isPensionAge = reached && hh.getsUniversalCredit !== true;
  // The enhanced disability premium for you or your partner: the Welsh and Scottish working-age schemes only.
  const hasEnhancedPremium = !isPensionAge && input.location.country !== 'england';
  // The disabled child premiums: every national scheme, not England's illustrative working-age one.
  const isNational = isPensionAge || input.location.country !== 'england';
  const earns = (i: CouncilTaxIncome | undefined) => (i ? i.employment + i.selfEmployment > 0 : false);
  const hasEarnings = earns(input.income.claimantIncome) || (hh.hasPartner && earns(input.income.partnerIncome));
  const circumstances: CircumstanceQuestion[] = [];
  const ask = (key: keyof Circumstances, followUp = false) => circumstances.push({ key, followUp });
  ask('receivesDisabilityBenefits');
  if (c.receivesDisabilityBenefits) {
    ask('getsSevereDisabilityBenefit', true);
    if (c.getsSevereDisabilityBenefit) ask('carerPaidForYou', true);
    if (hh.hasPartner) {
      ask('partnerGetsSevereDisabilityBenefit', true);
      if (c.getsSevereDisabilityBenefit && !c.partnerGetsSevereDisabilityBenefit) ask('partnerIsBlind', true);
      if (c.partnerGetsSevereDisabilityBenefit) ask('carerPaidForPartner', true);
    }
    if (hasEnhancedPremium) ask('getsEnhancedDisabilityBenefit', true);
  }
  ask('isRegisteredBlind');
  if (!c.receivesDisabilityBenefits && c.isRegisteredBlind !== true && (!isPensionAge || hasEarnings)) ask('getsMobilityPartOnly');
  ask('isCarer');
  if (hh.dependentChildren > 0) {
    ask('hasDisabledChild');
    if (c.hasDisabledChild && isNational) ask('childGetsEnhancedRate', true);
  }
  ask('isStudent');
  const minAge = amounts['housing-benefit.non-dependant.min-age'];
  return {
    statePensionAge: isAsked,
    reachedStatePensionAge: reached,
    isPensionAge,
    partnerAge: hh.hasPartner,
    universalCredit: reached,
    before2021: isPensionAge,
    partnerIncome: hh.hasPartner,
    guaranteeCredit: isPensionAge,
    circumstances,
    adultsCareBenefit: c.getsSevereDisabilityBenefit === true ? hh.otherAdultsDetails.flatMap((adult, index) => (adult.age >= minAge ? [index] : [])) : [],
  };
}

/** The answer the before-April-2021 question shows (docs/rules.md CTS 2): the one given, else filled in from the older age and the tax year, as the engine reads it. */
export function shownBefore2021(household: CouncilTaxSupportInput['household'], year: TaxYear, amounts: ResolvedRates): boolean {
  const ages = household.hasPartner ? [household.claimantAge, household.partnerAge] : [household.claimantAge];
  return household.reachedPensionAgeBeforeApril2021 ?? reachedPensionAgeBeforeApril2021(ages, year, amounts);
}

type Location = CouncilTaxSupportInput['location'];

/**
 * Step 1's answers where you live with `patch` applied (docs/product.md §2, Council Tax Support):
 * another nation drops the council chosen, as each nation has its own councils; a `councilCode`
 * patched to undefined is taken out of the answers.
 */
export function patchLocation(location: Location, patch: Partial<Location>): Location {
  const next = { ...location, ...patch };
  if (patch.country !== undefined && patch.country !== location.country && !('localAuthority' in patch)) {
    next.localAuthority = '';
    next.councilCode = undefined;
  }
  const { councilCode, ...rest } = next;
  return councilCode === undefined ? rest : { ...rest, councilCode };
}
