/**
 * Housing Benefit answers as Universal Credit answers (docs/rules.md "Housing Benefit"): a
 * working-age claimant outside supported or temporary housing claims Universal Credit instead,
 * so the results offer to open the Universal Credit calculator with the same household, income
 * and rent. Pure: no storage or DOM, unit-tested in node (to-universal-credit.test.ts).
 *
 * Money in Housing Benefit is weekly and in Universal Credit monthly: weekly × 52 ÷ 12, to the
 * penny (the weeks and months of the rates table). What the Universal Credit form has no place
 * for (other income such as maintenance or a lodger's rent, the Housing Benefit premiums) is
 * not carried: Universal Credit counts those differently, and the page asks the visitor to
 * check each tab.
 */
import type { HouseholdMember, HousingBenefitInput } from '~/calc/housing-benefit';
import type { UkLocation, UniversalCreditChild, UniversalCreditInput } from '~/calc/universal-credit';
import { INPUT_DEFAULTS, INPUT_LIMITS } from '~/calc/inputs';
import { convertPenceThroughYear, periodFactors, toPence, toPounds } from '~/calc/money';
import { ratesFor, resolveRates, type RatesTable } from '~/calc/rates';
import { hbSharedRateExemptions, isHbSharedRateExemptionAt } from '~/calc/housing-benefit-young';
import { isYoungIndividualAsked } from './shared-rate-exemptions';
import { hbQuestionsShown } from './state';

/** The LHA dataset's region names and the Universal Credit locations they stand for. */
const LOCATION_OF_REGION: Readonly<Record<string, UkLocation>> = { England: 'england', Scotland: 'scotland', Wales: 'wales' };

/** A weekly amount a month: weekly × 52 ÷ 12, to the penny. */
export function weeklyToMonthly(weekly: number, rates: RatesTable): number {
  const a = resolveRates(rates);
  const pence = toPence(Number.isFinite(weekly) ? Math.max(0, weekly) : 0);
  return toPounds(convertPenceThroughYear(pence, 'week', periodFactors(a)));
}

function isChild(member: HouseholdMember): boolean {
  return member.relationship === 'child' && member.age <= INPUT_LIMITS.universalCredit.childAgeMax;
}

/**
 * The Universal Credit input for a Housing Benefit household. `rates` gives the weeks and
 * months of a year; default the input's year.
 */
export function housingBenefitToUniversalCredit(input: HousingBenefitInput, rates: RatesTable = ratesFor(input.taxYear)): UniversalCreditInput {
  const { personalDetails: p, propertyDetails: home, incomeDetails: inc } = input;
  const isCouple = p.relationshipStatus === 'couple';
  // The partner's age is "Your partner's age" (docs/rules.md HB 1); a partner in the list is an earlier version's.
  const partnerAge = p.partnerAge ?? p.household.find((m) => m.relationship === 'partner')?.age;
  const children: UniversalCreditChild[] = p.household.filter(isChild).map((c) => ({ age: Math.round(c.age), hasDisability: c.hasDisability }));
  // Every non-dependant of 16 or over with their age: a bedroom each, and the housing cost
  // contribution from 21 (UC Regs Sch 4 paras 12, 16). Not 'other' (a lodger or joint tenant):
  // the Universal Credit question leaves a lodger out.
  const otherAdults = p.household
    .filter((m) => m.relationship === 'non-dependant' && m.age >= INPUT_LIMITS.universalCredit.ageMin)
    .map((m) => ({ age: Math.min(Math.round(m.age), INPUT_LIMITS.universalCredit.ageMax) }));
  const isPrivate = home.tenancyType === 'private';
  const location = input.lhaArea ? LOCATION_OF_REGION[input.lhaArea.region] : undefined;
  const monthly = (weekly: number) => weeklyToMonthly(weekly, rates);
  // The "young individual" cases (HB Regs reg 2(1)) that apply at the age are UC Regs Sch 4 para 29
  // cases with the same conditions: a care leaver under 25 (29(2)), hostels from 16 (29(4)), MAPPA
  // (29(6)-(8), at any age under 35, so HB's from 25 is within it), domestic abuse (29(9B)) and
  // modern slavery (29(9C)). Only where the form asks them; Universal Credit asks them only where they can matter.
  const a = resolveRates(rates);
  const isAsked = isYoungIndividualAsked(input, hbQuestionsShown(input, a).isPensionAge, a);
  const sharedRateExemptions = isAsked ? hbSharedRateExemptions(p.sharedRateExemptions).filter((e) => isHbSharedRateExemptionAt(e, p.age, a)) : [];

  return {
    ...(input.taxYear ? { taxYear: input.taxYear } : {}),
    personalDetails: {
      age: Math.round(p.age),
      relationshipStatus: isCouple ? 'couple' : 'single',
      ...(isCouple && partnerAge !== undefined ? { partnerAge: Math.round(partnerAge) } : {}),
      // The State Pension age answers, so Universal Credit does not ask them again (docs/rules.md "State Pension age").
      ...(typeof p.isPensionAge === 'boolean' ? { reachedStatePensionAge: p.isPensionAge } : {}),
      ...(isCouple && typeof p.partnerIsPensionAge === 'boolean' ? { partnerReachedStatePensionAge: p.partnerIsPensionAge } : {}),
      children,
      // Where you live, asked once (docs/rules.md "Where you live"); an answer saved before it was asked, from the LHA area.
      location: p.location ?? location ?? 'england',
    },
    incomeDetails: {
      earnedIncome: monthly(inc.earnings),
      partnerEarnedIncome: isCouple ? monthly(inc.partnerEarnings) : 0,
      otherBenefits: [],
      savings: Math.max(0, inc.savings),
      pension: monthly(inc.pension),
    },
    housingDetails: {
      housingType: 'rent',
      monthlyRent: monthly(home.actualRent),
      serviceCharges: monthly(home.serviceCharges),
      localHousingAllowanceArea: isPrivate && input.lhaArea ? input.lhaArea.id : '',
      bedroomsNeeded: INPUT_DEFAULTS.universalCredit.bedrooms,
      actualBedrooms: Math.round(home.bedrooms),
      tenancyType: isPrivate ? 'private' : 'social',
      ...(isPrivate && !input.lhaArea && home.lhaRateWeekly ? { lhaRateMonthly: monthly(home.lhaRateWeekly) } : {}),
      ...(otherAdults.length > 0 ? { otherAdults } : {}),
      ...(sharedRateExemptions.length > 0 ? { sharedRateExemptions } : {}),
      // The bedrooms typed as allowed, asked of a renter in both (docs/rules.md UC 4, HB 5).
      ...(home.bedroomsTyped !== undefined ? { bedroomsTyped: home.bedroomsTyped } : {}),
    },
    healthAndCare: {
      hasLimitedCapabilityWork: false,
      hasLimitedCapabilityWorkRelated: false,
      isCarerFor: [],
      disabilityPremiums: [],
    },
  };
}
