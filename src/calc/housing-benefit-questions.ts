/**
 * What the Housing Benefit form needs of the rules before anything is worked out (docs/product.md
 * §2, §3; docs/rules.md HB 1): the answers of a new calculation, who has reached State Pension age
 * (which decides the questions asked) and a partner listed among the people who live with you.
 * The engine (housing-benefit.ts) reads the same rules from here and exports these too; they are
 * apart so that the page's first load does not carry the engine, which loads with the first
 * answer or on Calculate (README "Performance").
 */
import { INPUT_DEFAULTS, INPUT_LIMITS } from './rates';
import type { ResolvedRates, TaxYear } from './rates';
import { clampNumber } from './number';
import { merged, objectOf, orDefault } from './types';
import { defaultReachedStatePensionAge, isStatePensionAgeUnanswered, reachedPensionAgeBeforeApril2021 } from './pension-age';
import type { HouseholdMember, HousingBenefitInput } from './housing-benefit';

const LIMITS = INPUT_LIMITS.housingBenefit;
const DEFAULTS = INPUT_DEFAULTS.housingBenefit;

/** The docs/product.md §3 defaults: age 25, single, nobody else, British, a 1-bedroom private flat, money 0. */
export function defaultHousingBenefitInput(): HousingBenefitInput {
  const { age, bedrooms } = INPUT_DEFAULTS.housingBenefit;
  return {
    personalDetails: { age, relationshipStatus: 'single', household: [], disabilities: [], isStudent: false, immigration: 'british' },
    propertyDetails: {
      postcode: '',
      propertyType: 'flat',
      bedrooms,
      actualRent: 0,
      serviceCharges: 0,
      waterCharges: 0,
      councilTaxIncluded: false,
      heatingIncluded: false,
      isTemporaryAccommodation: false,
      isSupportedAccommodation: false,
      hasDisabilityAdaptations: false,
      tenancyType: 'private',
    },
    incomeDetails: { earnings: 0, partnerEarnings: 0, pension: 0, otherBenefits: [], savings: 0, otherIncome: 0 },
  };
}

/** A new household member with the docs/product.md §3 defaults: age 18, non-dependant. */
export function defaultHouseholdMember(): HouseholdMember {
  return { age: INPUT_DEFAULTS.housingBenefit.memberAge, relationship: 'non-dependant', isStudent: false, hasDisability: false, contributesToRent: false };
}

/**
 * The State Pension age default of docs/rules.md HB 1, from age alone (src/calc/pension-age.ts):
 * 67 or over in every year, 66 in 2024/25 and 2025/26 (general.state-pension-age.highest). At 66
 * from 2026/27 the answer depends on the date of birth (Pensions Act 1995 Sch 4: people born from
 * 6 April 1960 reach it some months after their 66th birthday), so the form asks (`isStatePensionAgeAsked`).
 */
export function defaultIsPensionAge(age: number, amounts: ResolvedRates): boolean {
  return defaultReachedStatePensionAge(age, amounts);
}

/** docs/rules.md HB 1: the default of "before April 2021" from the older partner's age (src/calc/pension-age.ts). */
export function defaultReachedBeforeApril2021(age: number, year: TaxYear, amounts: ResolvedRates): boolean {
  return reachedPensionAgeBeforeApril2021([age], year, amounts);
}

/** Who in the household has reached State Pension age, and which rules the claim follows (docs/rules.md HB 1). */
export interface PensionAgeStatus {
  /** You have reached it. */
  claimant: boolean;
  /** Your partner has reached it; null for a single person. */
  partner: boolean | null;
  /** A couple with one over State Pension age and one under. */
  isMixedAge: boolean;
  /** The claim uses the pension-age rules (HB(SPC) Regs): single and reached it; a couple who both have; a mixed-age couple whose claim began before 15 May 2019. */
  isPensionAge: boolean;
  /** The age the before-April-2021 default reads: the older known age. */
  olderAge: number;
  /** Whose age leaves State Pension age open with the question not answered (worked out as not reached), or null. */
  unanswered: 'you' | 'partner' | 'both' | null;
}

/**
 * docs/rules.md HB 1, read the same way by the engine and the form: the answers given, else the
 * defaults from age (a partner whose age is not given counts as on your side of State Pension age).
 * Since 15 May 2019 a couple gets pension-age Housing Benefit only when both have reached State
 * Pension age (HB Regs reg 5 as amended by SI 2019/37), unless their claim began before then.
 */
export function pensionAgeStatus(
  personal: Pick<HousingBenefitInput['personalDetails'], 'age' | 'relationshipStatus' | 'isPensionAge' | 'partnerAge' | 'partnerIsPensionAge' | 'claimBeforeMay2019'>,
  amounts: ResolvedRates,
): PensionAgeStatus {
  const age = clampNumber(orDefault(personal.age, DEFAULTS.age), { min: LIMITS.ageMin, max: LIMITS.ageMax });
  const claimant = typeof personal.isPensionAge === 'boolean' ? personal.isPensionAge : defaultIsPensionAge(age, amounts);
  const isClaimantOpen = isStatePensionAgeUnanswered(age, personal.isPensionAge, amounts);
  if (personal.relationshipStatus !== 'couple')
    return { claimant, partner: null, isMixedAge: false, isPensionAge: claimant, olderAge: age, unanswered: isClaimantOpen ? 'you' : null };
  const hasPartnerAge = typeof personal.partnerAge === 'number' && Number.isFinite(personal.partnerAge);
  const partnerAge = hasPartnerAge ? clampNumber(personal.partnerAge, { min: LIMITS.ageMin, max: LIMITS.ageMax }) : age;
  const partner = typeof personal.partnerIsPensionAge === 'boolean' ? personal.partnerIsPensionAge : hasPartnerAge ? defaultIsPensionAge(partnerAge, amounts) : claimant;
  const isMixedAge = claimant !== partner;
  const isPartnerOpen = hasPartnerAge && isStatePensionAgeUnanswered(partnerAge, personal.partnerIsPensionAge, amounts);
  return {
    claimant,
    partner,
    isMixedAge,
    isPensionAge: isMixedAge ? personal.claimBeforeMay2019 === true : claimant,
    olderAge: Math.max(age, partnerAge),
    unanswered: isClaimantOpen && isPartnerOpen ? 'both' : isClaimantOpen ? 'you' : isPartnerOpen ? 'partner' : null,
  };
}

/**
 * docs/rules.md HB 1 ("Do you live with a partner?" is the one answer): a partner added to the
 * people who live with you, as earlier versions of the form and other calculators' hand-offs did,
 * makes the household a couple and gives the partner's age when none was given; the person leaves
 * the list, so they are never counted twice or ignored. Returns the details unchanged without one.
 */
export function withPartnerFromHousehold<P extends { relationshipStatus?: unknown; household?: unknown; partnerAge?: unknown }>(personal: P): P {
  const members = Array.isArray(personal.household) ? (personal.household as unknown[]) : [];
  const isPartner = (m: unknown) => objectOf(m).relationship === 'partner';
  const partner = members.find(isPartner);
  if (partner === undefined) return personal;
  const age = objectOf(partner).age;
  const hasAge = typeof personal.partnerAge === 'number' && Number.isFinite(personal.partnerAge);
  return merged(personal, {
    relationshipStatus: 'couple',
    household: members.filter((m) => !isPartner(m)),
    ...(!hasAge && typeof age === 'number' && Number.isFinite(age) ? { partnerAge: age } : {}),
  });
}

/** A person in the people list as the couple rule reads them. */
export interface CoupleMember {
  age: number;
  relationship: string;
  /** The number on the form (1-based, in the list's order) of the person they live with as a couple. */
  coupleWith?: number;
}

/**
 * docs/rules.md HB 5 and 7: the couples among the people who live with you, each as the numbers
 * on the form (1-based) of its two people, the lower first. Two people of `adultAge` or over who are
 * not children (non-dependants, or others such as a joint tenant) are a couple when each names the
 * other (`coupleWith`); anything else is not read. A couple shares a bedroom (HB Regs reg
 * B13(5)(a), 13D(3)(a)) and, both non-dependants, takes one deduction (reg 74(3)-(4)).
 */
export function adultCouples(members: readonly CoupleMember[], adultAge: number): Array<[number, number]> {
  const canPair = (m: CoupleMember | undefined) => m !== undefined && m.relationship !== 'child' && m.relationship !== 'partner' && m.age >= adultAge;
  const couples: Array<[number, number]> = [];
  members.forEach((m, i) => {
    const other = m.coupleWith;
    if (typeof other !== 'number' || !Number.isInteger(other) || other <= i + 1) return;
    if (canPair(m) && canPair(members[other - 1]) && members[other - 1]?.coupleWith === i + 1) couples.push([i + 1, other]);
  });
  return couples;
}
