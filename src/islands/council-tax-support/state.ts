/**
 * Pure state helpers of the Council Tax Support wizard (docs/product.md §3-§5): the state rules of
 * §4 (partner income record, children's ages, other adults and their count, the savings
 * flag) and whole numbers falling back to 0; saved calculations are read by saved-input.ts.
 * No React, no storage: unit-tested beside this file.
 */
import { defaultChildrenAges, defaultOtherAdult, emptyCouncilTaxIncome } from '~/calc/council-tax-support-questions';
import type { CouncilTaxBand, CouncilTaxCountry, CouncilTaxIncome, CouncilTaxSupportInput, OtherAdultDetails } from '~/calc/council-tax-support';
import { toPence, toPounds } from '~/calc/money';

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

export const COUNTRIES: ReadonlyArray<CouncilTaxCountry> = ['england', 'scotland', 'wales'];
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
