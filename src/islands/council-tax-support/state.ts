/**
 * Pure state helpers of the Council Tax Support wizard (docs/product.md §3-§5): the state rules of
 * §4 (partner income record, children's ages, other adults and their count, the savings
 * flag), whole numbers falling back to 0, and reading a saved calculation back over the
 * defaults. No React, no storage: unit-tested beside this file.
 */
import {
  defaultChildrenAges,
  defaultCouncilTaxSupportInput,
  defaultOtherAdult,
  emptyCouncilTaxIncome,
  type CouncilTaxBand,
  type CouncilTaxCountry,
  type CouncilTaxIncome,
  type CouncilTaxSupportInput,
  type CouncilTaxSupportResult,
  type OtherAdultDetails,
} from '~/calc/council-tax-support';
import { isTaxYear } from '~/calc/rates';

/** The wizard's five steps, in order (docs/product.md §2). */
export const STEPS = [
  { id: 'property', title: 'Property & Location' },
  { id: 'household', title: 'Household Details' },
  { id: 'income', title: 'Income & Benefits' },
  { id: 'circumstances', title: 'Special Circumstances' },
  { id: 'results', title: 'Your Results' },
] as const;

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

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function oneOf<T extends string>(value: unknown, allowed: ReadonlyArray<T>, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function bool(value: unknown): boolean {
  return value === true;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function readIncome(value: unknown): CouncilTaxIncome {
  const v = record(value);
  const income = emptyCouncilTaxIncome();
  for (const key of INCOME_SOURCES) income[key] = wholeOrZero(v[key]);
  return income;
}

function readAdult(value: unknown): OtherAdultDetails {
  const v = record(value);
  const base = defaultOtherAdult();
  return {
    age: v.age === undefined ? base.age : wholeOrZero(v.age),
    relationship: oneOf(v.relationship, ADULT_RELATIONSHIPS, base.relationship),
    income: wholeOrZero(v.income),
    isStudent: bool(v.isStudent),
    hasDisability: bool(v.hasDisability),
  };
}

/** Weekly income of the household: the claimant's, plus the partner's when there is one. */
export function householdIncomeOf(income: CouncilTaxSupportInput['income'], hasPartner: boolean): number {
  const sum = (i: CouncilTaxIncome) => INCOME_SOURCES.reduce((total, key) => total + wholeOrZero(i[key]), 0);
  return sum(income.claimantIncome) + (hasPartner ? sum(income.partnerIncome) : 0);
}

/**
 * A saved calculation's `data` read over the docs/product.md §3 defaults, field by field; numbers
 * become whole numbers ≥ 0 (§5). The count of other adults is the length of their list.
 */
export function readCouncilTaxSupportInput(value: unknown, upperSavingsLimit: number): CouncilTaxSupportInput {
  const base = defaultCouncilTaxSupportInput();
  const root = record(value);
  const loc = record(root.location);
  const hh = record(root.household);
  const inc = record(root.income);
  const sav = record(root.savings);
  const c = record(root.circumstances);
  const pr = record(root.property);
  const numChildren = Math.min(MAX_CHILDREN, wholeOrZero(hh.dependentChildren));
  const ages = Array.isArray(hh.childrenAges) ? hh.childrenAges.map(wholeOrZero) : [];
  const adults = Array.isArray(hh.otherAdultsDetails) ? hh.otherAdultsDetails.map(readAdult) : [];
  const hasPartner = bool(hh.hasPartner);
  const income: CouncilTaxSupportInput['income'] = { claimantIncome: readIncome(inc.claimantIncome), partnerIncome: readIncome(inc.partnerIncome), householdIncome: 0 };
  if (inc.getsGuaranteeCredit === true) income.getsGuaranteeCredit = true;
  income.householdIncome = householdIncomeOf(income, hasPartner);
  const totalSavings = wholeOrZero(sav.totalSavings);
  return {
    ...(isTaxYear(root.taxYear) ? { taxYear: root.taxYear } : {}),
    location: {
      country: oneOf(loc.country, COUNTRIES, base.location.country),
      localAuthority: text(loc.localAuthority),
      postcode: text(loc.postcode).toUpperCase(),
      councilTaxBand: oneOf(loc.councilTaxBand, BANDS, base.location.councilTaxBand),
      annualCouncilTax: loc.annualCouncilTax === undefined ? base.location.annualCouncilTax : wholeOrZero(loc.annualCouncilTax),
    },
    household: {
      claimantAge: hh.claimantAge === undefined ? base.household.claimantAge : wholeOrZero(hh.claimantAge),
      hasPartner,
      partnerAge: hh.partnerAge === undefined ? base.household.partnerAge : wholeOrZero(hh.partnerAge),
      dependentChildren: numChildren,
      // Keep the saved ages when they match the count; otherwise the §4 rule: that many 5s.
      childrenAges: ages.length === numChildren ? ages : defaultChildrenAges(numChildren),
      otherAdults: adults.length,
      otherAdultsDetails: adults,
      ...(typeof hh.reachedPensionAgeBeforeApril2021 === 'boolean' ? { reachedPensionAgeBeforeApril2021: hh.reachedPensionAgeBeforeApril2021 } : {}),
      ...(hh.claimBeforeMay2016 === true ? { claimBeforeMay2016: true } : {}),
    },
    income,
    savings: { totalSavings, hasOver16000: totalSavings > upperSavingsLimit },
    circumstances: {
      isStudent: bool(c.isStudent),
      hasDisability: bool(c.hasDisability),
      isCarer: bool(c.isCarer),
      hasDisabledChild: bool(c.hasDisabledChild),
      isSevereMentalImpairment: bool(c.isSevereMentalImpairment),
      hasDisabilityPremium: bool(c.hasDisabilityPremium),
      receivesDisabilityBenefits: bool(c.receivesDisabilityBenefits),
    },
    property: {
      propertyType: oneOf(pr.propertyType, PROPERTY_TYPES, base.property.propertyType),
      bedrooms: pr.bedrooms === undefined ? base.property.bedrooms : wholeOrZero(pr.bedrooms),
      hasDisabilityAdaptations: bool(pr.hasDisabilityAdaptations),
      isStudentProperty: bool(pr.isStudentProperty),
      hasSinglePersonDiscount: bool(pr.hasSinglePersonDiscount),
    },
  };
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A saved `result` with the shape the results step draws, or null (the page works it out again). */
export function readCouncilTaxSupportResult(value: unknown): CouncilTaxSupportResult | null {
  const r = record(value);
  const b = record(r.breakdown);
  const rl = record(r.remainingLiability);
  const sar = record(r.secondAdultRebate);
  const scheme = record(r.localSchemeDetails);
  const lists = (...v: unknown[]) => v.every((x) => Array.isArray(x));
  const ok =
    [
      'weeklyReduction',
      'monthlyReduction',
      'annualReduction',
      'percentageReduction',
      'applicableAmount',
      'assessableIncome',
      'excessIncome',
      'taperApplied',
      'weeklyCouncilTax',
    ].every((k) => isNumber(r[k])) &&
    typeof r.eligibleForSupport === 'boolean' &&
    typeof r.alert === 'string' &&
    ['weekly', 'monthly', 'annual'].every((k) => isNumber(rl[k])) &&
    isNumber(sar.weeklyAmount) &&
    typeof scheme.schemeName === 'string' &&
    lists(r.discountsApplied, r.nextSteps, r.applicationGuidance, r.appealRights, r.warnings, scheme.specialProvisions) &&
    lists(b.councilTax, b.premiums, b.income, b.disregards, b.reductions) &&
    isNumber(record(b.personalAllowance).amount) &&
    isNumber(record(b.taper).amount);
  return ok ? (r as unknown as CouncilTaxSupportResult) : null;
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
  const income = { ...input.income, [who]: { ...(input.income[who] ?? emptyCouncilTaxIncome()), [key]: wholeOrZero(amount) } };
  return { ...input, income: { ...income, householdIncome: householdIncomeOf(income, input.household.hasPartner) } };
}

/** Savings over the upper limit (16,000) set hasOver16000: exactly 16,000 is within it (CTR Prescribed Requirements Sch 1 para 11). */
export function setTotalSavings(input: CouncilTaxSupportInput, totalSavings: number, upperSavingsLimit: number): CouncilTaxSupportInput {
  const amount = wholeOrZero(totalSavings);
  return { ...input, savings: { totalSavings: amount, hasOver16000: amount > upperSavingsLimit } };
}
