/**
 * When the Universal Credit form asks the bedroom questions (docs/rules.md UC 4): each child's sex
 * only when it can change the count, whether a disabled child cannot share only when they would
 * otherwise share, and the extra rooms only for a renter whose answer can change the housing
 * element (a private renter, or a council or housing association tenant with more bedrooms than
 * the household is allowed without them). Answers to questions not asked are left out of the
 * calculation, as the rest of the form does.
 */
import { bedroomCount, isCannotShareAsked, isSexAsked } from '~/calc/bedrooms';
import { resolveRates, type RatesTable } from '~/calc/rates';
import { otherAdultCount, sharedRateFor } from '~/calc/universal-credit-questions';
import type { UniversalCreditInput } from '~/calc/universal-credit';

export interface BedroomQuestionsAsked {
  /** Per child: boy or girl. */
  sex: boolean[];
  /** Per child: cannot share because of a disability. */
  cannotShare: boolean[];
  isCoupleAsked: boolean;
  /** The overnight carers' rooms (and the couple and foster questions' condition). */
  isExtraRoomsAsked: boolean;
  /** Not when the shared accommodation rate's exemptions are asked: their foster tickbox is the one answer. */
  isFosterAsked: boolean;
}

export function bedroomQuestionsAsked(input: UniversalCreditInput, rates: RatesTable): BedroomQuestionsAsked {
  const a = resolveRates(rates);
  const { personalDetails: personal, housingDetails: housing } = input;
  const isRenting = housing.housingType === 'rent';
  const children = personal.children;
  const isCouple = personal.relationshipStatus === 'couple';
  const asked = isSexAsked(children, a);
  const sex = children.map((_, i) => isRenting && asked[i] === true);
  const cannotShare = children.map((c, i) => isRenting && c.hasDisability && isCannotShareAsked(children, i, a));
  const withoutExtras = bedroomCount(
    {
      children: children.map((c, i) => ({ n: i + 1, age: c.age, ...(c.sex && sex[i] ? { sex: c.sex } : {}), cannotShare: c.cannotShare === true && cannotShare[i] === true })),
      numOtherAdults: otherAdultCount(housing),
      isCouple,
    },
    a,
  ).rooms;
  const isExtraRoomsAsked = isRenting && (housing.tenancyType !== 'social' || housing.actualBedrooms > withoutExtras);
  return {
    sex,
    cannotShare,
    isCoupleAsked: isExtraRoomsAsked && isCouple,
    isExtraRoomsAsked,
    // The shared rate's exemptions are asked of a private renter who is a specified renter (state.ts).
    isFosterAsked: isExtraRoomsAsked && !(housing.tenancyType !== 'social' && sharedRateFor(input, rates).isSpecifiedRenter),
  };
}

/** The input without the bedroom answers to questions not asked (see the file comment). */
export function withBedroomAnswersUsed(input: UniversalCreditInput, rates: RatesTable): UniversalCreditInput {
  const asked = bedroomQuestionsAsked(input, rates);
  const children = input.personalDetails.children.map(({ sex, cannotShare, ...child }, i) => ({
    ...child,
    ...(sex && asked.sex[i] ? { sex } : {}),
    ...(cannotShare && asked.cannotShare[i] ? { cannotShare } : {}),
  }));
  const { coupleCannotShare, overnightCareRooms, fosterCarer, ...housing } = input.housingDetails;
  return {
    ...input,
    personalDetails: { ...input.personalDetails, children },
    housingDetails: {
      ...housing,
      ...(coupleCannotShare && asked.isCoupleAsked ? { coupleCannotShare } : {}),
      ...(overnightCareRooms && asked.isExtraRoomsAsked ? { overnightCareRooms } : {}),
      ...(fosterCarer && asked.isFosterAsked ? { fosterCarer } : {}),
    },
  };
}
