/**
 * When the Housing Benefit form asks the bedroom questions (docs/rules.md HB 5): each child's sex
 * only when it can change the count, whether two other adults live as a couple when there are two, whether a disabled child cannot share only when they would
 * otherwise share, and the extra rooms only when they can change the eligible rent (a private
 * tenant, or a council or housing association tenant with more bedrooms than the household is
 * allowed without them). Answers to questions not asked are left out of the calculation. A saved
 * "carer to stay overnight" tick is one carer's room until the number is answered.
 */
import { bedroomCount, isCannotShareAsked, isSexAsked } from '~/calc/bedrooms';
import { adultCouples } from '~/calc/housing-benefit-questions';
import type { ResolvedRates } from '~/calc/rates';
import type { HousingBenefitInput } from '~/calc/housing-benefit';

export interface HbBedroomQuestionsAsked {
  /** Per person in the household list: boy or girl (children only). */
  sex: boolean[];
  /** Per person: cannot share because of a disability (children only). */
  cannotShare: boolean[];
  /**
   * Per person: the numbers on the form of the others they could live with as a couple (docs/rules.md
   * HB 5 and 7), asked of each person of 16 or over who is not a child when there are two or more; null
   * when not asked.
   */
  couple: (number[] | null)[];
  isCoupleAsked: boolean;
  isExtraRoomsAsked: boolean;
}

/** The overnight carers' rooms as the engine reads them: the number, else the old tick as one. */
export function overnightCareRooms(personal: HousingBenefitInput['personalDetails']): number {
  return personal.overnightCareRooms ?? Number(personal.disabilities.includes('carer-bedroom-needed'));
}

export function hbBedroomQuestionsAsked(input: HousingBenefitInput, a: ResolvedRates): HbBedroomQuestionsAsked {
  const { personalDetails: personal, propertyDetails: property } = input;
  const members = personal.household;
  const childIndex = members.flatMap((m, i) => (m.relationship === 'child' ? [i] : []));
  const children = childIndex.map((i) => members[i] as (typeof members)[number]);
  const sexAsked = isSexAsked(children, a);
  const sex = members.map(() => false);
  const cannotShare = members.map(() => false);
  childIndex.forEach((i, k) => {
    sex[i] = sexAsked[k] === true;
    cannotShare[i] = children[k]?.hasDisability === true && isCannotShareAsked(children, k, a);
  });
  const adultAge = a['general.bedrooms.adult-age'];
  const canPair = members.map((m) => m.relationship !== 'child' && m.relationship !== 'partner' && m.age >= adultAge);
  const pairable = members.flatMap((_, i) => (canPair[i] ? [i + 1] : []));
  const couple = members.map((_, i) => (canPair[i] && pairable.length > 1 ? pairable.filter((n) => n !== i + 1) : null));
  const couples = adultCouples(members, adultAge);
  const isCouple = personal.relationshipStatus === 'couple';
  const withoutExtras = bedroomCount(
    {
      children: childIndex.map((i, k) => {
        const c = children[k] as (typeof members)[number];
        return { n: k + 1, age: c.age, ...(c.sex && sex[i] ? { sex: c.sex } : {}), cannotShare: c.cannotShare === true && cannotShare[i] === true };
      }),
      numOtherAdults: pairable.length - 2 * couples.length,
      adultCouples: couples,
      isCouple,
    },
    a,
  ).rooms;
  const isPrivate = property.tenancyType !== 'social' && property.tenancyType !== 'housing-association';
  const isExtraRoomsAsked = isPrivate || property.bedrooms > withoutExtras;
  return { sex, cannotShare, couple, isCoupleAsked: isExtraRoomsAsked && isCouple, isExtraRoomsAsked };
}

/** The input without the bedroom answers to questions not asked (see the file comment). */
export function withBedroomAnswersUsed(input: HousingBenefitInput, a: ResolvedRates): HousingBenefitInput {
  const asked = hbBedroomQuestionsAsked(input, a);
  const { coupleCannotShare, overnightCareRooms: rooms, fosterCarer, ...personal } = input.personalDetails;
  // A couple only of two who name each other and could be one (adultCouples).
  const paired = new Set(adultCouples(personal.household, a['general.bedrooms.adult-age']).flat());
  const household = personal.household.map(({ sex, cannotShare, coupleWith, ...member }, i) => ({
    ...member,
    ...(sex && asked.sex[i] ? { sex } : {}),
    ...(cannotShare && asked.cannotShare[i] ? { cannotShare } : {}),
    ...(coupleWith !== undefined && paired.has(i + 1) ? { coupleWith } : {}),
  }));
  // The number answered replaces the old tick; not asked, neither counts.
  const disabilities = rooms !== undefined || !asked.isExtraRoomsAsked ? personal.disabilities.filter((d) => d !== 'carer-bedroom-needed') : personal.disabilities;
  return {
    ...input,
    personalDetails: {
      ...personal,
      household,
      disabilities,
      ...(coupleCannotShare && asked.isCoupleAsked ? { coupleCannotShare } : {}),
      ...(rooms !== undefined && asked.isExtraRoomsAsked ? { overnightCareRooms: rooms } : {}),
      ...(fosterCarer && asked.isExtraRoomsAsked ? { fosterCarer } : {}),
    },
  };
}
