/**
 * Pure state helpers of the Housing Benefit calculator (docs/product.md §3-§5): the small changes the
 * form makes to the input, and the next steps split into links. No React,
 * no storage: unit-tested beside this file. Saved calculations are read in saved-input.ts.
 */
import { defaultHouseholdMember, defaultReachedBeforeApril2021, pensionAgeStatus } from '~/calc/housing-benefit-questions';
import type { HouseholdMember, HousingBenefitDisability, HousingBenefitInput } from '~/calc/housing-benefit';
import type { ResolvedRates, TaxYear } from '~/calc/rates';
import { isStatePensionAgeAsked } from '~/calc/pension-age';
import { hbBedroomQuestionsAsked, withBedroomAnswersUsed } from './bedroom-questions';

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

/** The questions asked about one person who lives with you beyond their age, relationship and studies (docs/rules.md HB 3, 5 and 7). */
export interface HbMemberQuestions {
  /** Boy or girl: a child, where it can change the bedrooms allowed. */
  sex: boolean;
  /** A disability benefit: a child (the disabled child premium). */
  disability: boolean;
  /** Cannot share a bedroom: a disabled child who would otherwise share. */
  cannotShare: boolean;
  /** Their income: a non-dependant (the deduction's band). */
  income: boolean;
  /** A care benefit or registered blind: a non-dependant of 18 or over, when you get a severe disability premium benefit. */
  careBenefit: boolean;
  /** An income-based benefit: a non-dependant under 25. */
  incomeBased: boolean;
  /** Living as a couple with another of them: the numbers of the others they could, or null when not asked (bedroom-questions.ts). */
  couple: readonly number[] | null;
}

/**
 * Which questions the three tabs show for these answers in `year` (docs/product.md §2; docs/rules.md
 * HB 1-8): the one rule the tabs ask by and the printout lists (printed-answers.ts). The questions not
 * named here are always asked, but for the "young individual" cases (HB 5), whose rule loads with the
 * Property tab to keep the page's first load within its budget (shared-rate-exemptions.ts
 * `isYoungIndividualAsked`; the engine never applies them where they are not asked). `lookupAsksRate`: the postcode lookup found no rates, so the typed
 * Local Housing Allowance rate is asked of a private tenant (a rate typed before is asked again).
 */
export interface HbQuestions {
  /** The claim follows the pension-age rules (HB(SPC) Regs), as the answers shown say. */
  isPensionAge: boolean;
  /** State Pension age, yours and a partner's whose age is given: asked at 66. */
  statePensionAge: boolean;
  partnerAge: boolean;
  partnerStatePensionAge: boolean;
  /** A mixed-age couple's claim before 15 May 2019. */
  claimBeforeMay2019: boolean;
  /** State Pension age before April 2021: a claim at pension age. */
  before2021: boolean;
  /** The disability questions after the care benefits (HB 3, 4 and 7). */
  disability: ReturnType<typeof shownDisabilityQuestions>;
  /** The caring choices offered: the child's enhanced rate only with a child. */
  caring: HousingBenefitDisability[];
  /** A claim before 1 May 2016 (the family premium): with a child. */
  claimBeforeMay2016: boolean;
  members: HbMemberQuestions[];
  typedLhaRate: boolean;
  /** The extra rooms (HB Regs reg B13(5)-(7)): the overnight carers and the foster carer with them, the couple's of a couple. */
  extraRooms: boolean;

  coupleCannotShare: boolean;
  /** The part of the rent for fuel: when fuel is included (HB 6). */
  fuelCharge: boolean;
  partnerEarnings: boolean;
  /** Guarantee credit: a claim at pension age. */
  guaranteeCredit: boolean;
}

export function hbQuestionsShown(input: HousingBenefitInput, a: ResolvedRates, lookupAsksRate = false): HbQuestions {
  const p = input.personalDetails;
  const isCouple = p.relationshipStatus === 'couple';
  const status = pensionAgeStatus(inputForCalculation(input, a).personalDetails, a);
  const disability = shownDisabilityQuestions(p, status.isPensionAge);
  const hasChildren = p.household.some((m) => m.relationship === 'child');
  const bedrooms = hbBedroomQuestionsAsked(input, a);
  const underAge = a['housing-benefit.non-dependant.qualifying-benefit-under-age'];
  const pr = input.propertyDetails;
  return {
    isPensionAge: status.isPensionAge,
    statePensionAge: isStatePensionAgeAsked(p.age, a),
    partnerAge: isCouple,
    partnerStatePensionAge: isCouple && p.partnerAge !== undefined && isStatePensionAgeAsked(p.partnerAge, a),
    claimBeforeMay2019: status.isMixedAge,
    before2021: status.isPensionAge,
    disability,
    // The overnight carers' rooms are asked as a number with the other bedroom questions.
    caring: DISABILITY_CHOICES.filter((choice) => choice !== 'carer-bedroom-needed' && (choice !== 'enhanced-disability-child' || hasChildren)),
    claimBeforeMay2016: hasChildren,
    members: p.household.map((member, i) => ({
      sex: bedrooms.sex[i] === true,
      disability: member.relationship === 'child',
      cannotShare: bedrooms.cannotShare[i] === true,
      income: member.relationship === 'non-dependant',
      careBenefit: disability.adultsCareBenefit && isAskedAdultCareBenefit(member, a),
      incomeBased: isAskedIncomeBasedBenefit(member, underAge),
      couple: bedrooms.couple[i] ?? null,
    })),
    typedLhaRate: pr.tenancyType === 'private' && (lookupAsksRate || (pr.lhaRateWeekly ?? 0) > 0),
    extraRooms: bedrooms.isExtraRoomsAsked,
    coupleCannotShare: bedrooms.isCoupleAsked,
    fuelCharge: pr.heatingIncluded,
    partnerEarnings: isCouple,
    guaranteeCredit: status.isPensionAge,
  };
}

/** The answer the before-April-2021 question shows (docs/rules.md HB 1): the one given, else filled in from the older age and the tax year. */
export function shownBefore2021(input: HousingBenefitInput, a: ResolvedRates, year: TaxYear): boolean {
  const status = pensionAgeStatus(inputForCalculation(input, a).personalDetails, a);
  return input.personalDetails.reachedPensionAgeBeforeApril2021 ?? defaultReachedBeforeApril2021(status.olderAge, year, a);
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
