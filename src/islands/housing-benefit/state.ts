/**
 * Pure state helpers of the Housing Benefit calculator (docs/product.md §3-§5): the small changes the
 * form makes to the input, and the next steps split into links. No React,
 * no storage: unit-tested beside this file. Saved calculations are read in saved-input.ts.
 */
import { defaultHouseholdMember, pensionAgeStatus } from '~/calc/housing-benefit-questions';
import type { HouseholdMember, HousingBenefitDisability, HousingBenefitInput } from '~/calc/housing-benefit';
import type { ResolvedRates } from '~/calc/rates';
import { isStatePensionAgeAsked } from '~/calc/pension-age';
import { withBedroomAnswersUsed } from './bedroom-questions';

type Personal = HousingBenefitInput['personalDetails'];
type Property = HousingBenefitInput['propertyDetails'];

/**
 * Relationship values of a household member, in the order the form offers them (docs/product.md §3).
 * Not the partner: "Do you live with a partner?" is the one answer (docs/rules.md HB 1), and a
 * partner saved in the list by an earlier version opens as that answer (`withPartnerFromHousehold`).
 */
export const RELATIONSHIPS: ReadonlyArray<HouseholdMember['relationship']> = ['child', 'non-dependant', 'other'];
/** Property types (docs/product.md §3). */
export const PROPERTY_TYPES: ReadonlyArray<Property['propertyType']> = ['house', 'flat', 'bedsit', 'shared', 'supported'];
/** Tenancy types (docs/product.md §3). */
export const TENANCY_TYPES: ReadonlyArray<Property['tenancyType']> = ['private', 'social', 'housing-association'];
/** The caring and children's choices of the checkbox group (docs/rules.md HB 3 and 5); the disability benefits are asked one fact at a time. */
export const DISABILITY_CHOICES: ReadonlyArray<HousingBenefitDisability> = ['enhanced-disability-child', 'carer-premium', 'carer-bedroom-needed'];

/**
 * Which disability answers the form shows (docs/rules.md HB 3, 4 and 7), each one fact, asked only
 * when it can matter: the care benefits first (`no-non-dependant-deductions`); without them,
 * another disability benefit; with them, whether you (and your partner) get the severe
 * disability premium's benefits, and then whether a carer is paid for you; the enhanced rate
 * under State Pension age.
 */
export function shownDisabilityQuestions(personal: Pick<Personal, 'disabilities' | 'relationshipStatus'>, isPensionAge: boolean) {
  const has = (d: HousingBenefitDisability) => personal.disabilities.includes(d);
  const care = has('no-non-dependant-deductions');
  const isCouple = personal.relationshipStatus === 'couple';
  const severe = care && has('severe-disability-premium');
  return {
    otherBenefit: !care,
    severe: care,
    severeCouple: care && isCouple,
    enhanced: care && !isPensionAge,
    carerForYou: severe,
    carerForPartner: severe && isCouple && has('severe-disability-premium-couple'),
    /** Each non-dependant of 18 or over is asked whether they get a care benefit or are blind. */
    adultsCareBenefit: severe,
  };
}

/** The disability answers as calculated: the ones the form hides are left out. */
function shownDisabilities(personal: Personal, isPensionAge: boolean): string[] {
  const shown = shownDisabilityQuestions(personal, isPensionAge);
  const hidden: Partial<Record<HousingBenefitDisability, boolean>> = {
    'disability-premium': !shown.otherBenefit,
    'severe-disability-premium': !shown.severe,
    'severe-disability-premium-couple': !shown.severeCouple,
    'enhanced-disability-premium': !shown.enhanced,
    'carer-paid-for-you': !shown.carerForYou,
    'carer-paid-for-partner': !shown.carerForPartner,
  };
  return personal.disabilities.filter((d) => hidden[d as HousingBenefitDisability] !== true);
}

/** Change some personal details. */
export function withPersonal(input: HousingBenefitInput, patch: Partial<Personal>): HousingBenefitInput {
  return { ...input, personalDetails: { ...input.personalDetails, ...patch } };
}

/** Change some property details. */
export function withProperty(input: HousingBenefitInput, patch: Partial<Property>): HousingBenefitInput {
  return { ...input, propertyDetails: { ...input.propertyDetails, ...patch } };
}

/** Change some income details. */
export function withIncome(input: HousingBenefitInput, patch: Partial<HousingBenefitInput['incomeDetails']>): HousingBenefitInput {
  return { ...input, incomeDetails: { ...input.incomeDetails, ...patch } };
}

/** Add a person with the docs/product.md §3 defaults (age 18, non-dependant) at the end of the list. */
export function addMember(input: HousingBenefitInput): HousingBenefitInput {
  return withPersonal(input, { household: [...input.personalDetails.household, defaultHouseholdMember()] });
}

/**
 * Remove the person at `index`. The people after them move up a number, so who lives as a couple
 * with whom (`coupleWith`, their numbers on the form) follows them; nobody names the person removed.
 */
export function removeMember(input: HousingBenefitInput, index: number): HousingBenefitInput {
  const removed = index + 1;
  const household = input.personalDetails.household
    .filter((_, i) => i !== index)
    .map((m) => {
      if (m.coupleWith === undefined) return m;
      const { coupleWith, ...rest } = m;
      if (coupleWith === removed) return rest;
      return coupleWith > removed ? { ...rest, coupleWith: coupleWith - 1 } : m;
    });
  return withPersonal(input, { household });
}

/** Change the person at `index`. */
export function updateMember(input: HousingBenefitInput, index: number, patch: Partial<HouseholdMember>): HousingBenefitInput {
  return withPersonal(input, { household: input.personalDetails.household.map((m, i) => (i === index ? { ...m, ...patch } : m)) });
}

/** Tick or untick a value of a string list (disabilities, other benefits), keeping the order ticked. */
export function toggleIn(list: readonly string[], value: string, on: boolean): string[] {
  const without = list.filter((v) => v !== value);
  return on ? [...without, value] : without;
}

/**
 * A new postcode as typed: upper-cased (docs/product.md §3). The area found for the old postcode
 * no longer applies, so it goes; the visitor looks the new one up.
 */
export function withPostcode(input: HousingBenefitInput, postcode: string): HousingBenefitInput {
  const upper = postcode.toUpperCase();
  if (upper === input.propertyDetails.postcode) return input;
  return { ...withProperty(input, { postcode: upper }), lhaArea: null };
}

/**
 * A new postcode clears the typed LHA rate too only when asked; the rate belongs to the area,
 * so the form keeps it while the visitor corrects a typing slip.
 */
export function withTypedLhaRate(input: HousingBenefitInput, lhaRateWeekly: number | null): HousingBenefitInput {
  const { lhaRateWeekly: _old, ...rest } = input.propertyDetails;
  return { ...input, propertyDetails: lhaRateWeekly && lhaRateWeekly > 0 ? { ...rest, lhaRateWeekly } : rest };
}

/**
 * The weekly part of the rent that is for fuel (docs/rules.md HB 6): kept when above 0; 0 means
 * not known, so the field is left out and the council's standard amount is named instead.
 */
export function withFuelCharge(input: HousingBenefitInput, fuelChargeWeekly: number): HousingBenefitInput {
  const { fuelChargeWeekly: _old, ...rest } = input.propertyDetails;
  return { ...input, propertyDetails: fuelChargeWeekly > 0 ? { ...rest, fuelChargeWeekly } : rest };
}

/** Whether a household member is asked about income-based benefits: a non-dependant under 25 (docs/rules.md HB 7, HB Regs reg 74(7)). */
export function isAskedIncomeBasedBenefit(member: HouseholdMember, underAge: number): boolean {
  return member.relationship === 'non-dependant' && member.age < underAge;
}

/** Whether a household member is asked if they get a care benefit or are blind (the severe disability premium's exception, HB Regs Sch 3 para 14(4)): a non-dependant of 18 or over. */
export function isAskedAdultCareBenefit(member: HouseholdMember, a: ResolvedRates): boolean {
  return member.relationship === 'non-dependant' && member.age >= a['housing-benefit.non-dependant.min-age'];
}

/**
 * The input as calculated and saved (docs/rules.md HB 1 and 7): an answer the form hides does not
 * count, so the answer on screen is always the one used. State Pension age is asked at 66 (yours,
 * and a partner's whose age is given); the partner's answers only of a couple; the 15 May 2019
 * question only of a mixed-age couple; the before-April-2021 answer only when the claim is at
 * pension age (left out, it follows the tax year); the benefit question only of a non-dependant
 * under 25.
 */
export function inputForCalculation(input: HousingBenefitInput, a: ResolvedRates): HousingBenefitInput {
  // The bedroom answers only where they are asked (docs/rules.md HB 5).
  return withBedroomAnswersUsed(answersUsed(input, a), a);
}

function answersUsed(input: HousingBenefitInput, a: ResolvedRates): HousingBenefitInput {
  const { isPensionAge, partnerAge, partnerIsPensionAge, claimBeforeMay2019, reachedPensionAgeBeforeApril2021, household, ...rest } = input.personalDetails;
  const isCouple = rest.relationshipStatus === 'couple';
  const asksAdults = shownDisabilityQuestions(rest, pensionAgeStatus(input.personalDetails, a).isPensionAge).adultsCareBenefit;
  const personal: HousingBenefitInput['personalDetails'] = {
    ...rest,
    household: household.map((m) => {
      let shown = m;
      if (m.getsIncomeBasedBenefit !== undefined && !isAskedIncomeBasedBenefit(m, a['housing-benefit.non-dependant.qualifying-benefit-under-age'])) {
        const { getsIncomeBasedBenefit: _hidden, ...rest } = shown;
        shown = rest;
      }
      if (shown.getsDisabilityBenefitOrBlind !== undefined && !(asksAdults && isAskedAdultCareBenefit(shown, a))) {
        const { getsDisabilityBenefitOrBlind: _hidden, ...rest } = shown;
        shown = rest;
      }
      return shown;
    }),
    ...(isPensionAge !== undefined && isStatePensionAgeAsked(rest.age, a) ? { isPensionAge } : {}),
    ...(isCouple && partnerAge !== undefined ? { partnerAge } : {}),
    ...(isCouple && partnerAge !== undefined && partnerIsPensionAge !== undefined && isStatePensionAgeAsked(partnerAge, a) ? { partnerIsPensionAge } : {}),
  };
  const status = pensionAgeStatus(personal, a);
  if (status.isMixedAge && claimBeforeMay2019 !== undefined) personal.claimBeforeMay2019 = claimBeforeMay2019;
  if (pensionAgeStatus(personal, a).isPensionAge && reachedPensionAgeBeforeApril2021 !== undefined) personal.reachedPensionAgeBeforeApril2021 = reachedPensionAgeBeforeApril2021;
  personal.disabilities = shownDisabilities(personal, pensionAgeStatus(personal, a).isPensionAge);
  return { ...input, personalDetails: personal };
}
