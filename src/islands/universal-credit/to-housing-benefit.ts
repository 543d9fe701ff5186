/**
 * Universal Credit answers as Housing Benefit answers (docs/rules.md UC 14): people over State
 * Pension age who cannot claim Universal Credit claim Housing Benefit for their rent, so the
 * results offer to open the Housing Benefit calculator with the same household, income and
 * rent, State Pension age answered Yes. Pure: no storage or DOM, unit-tested in node
 * (to-housing-benefit.test.ts).
 *
 * Only the answers Universal Credit knows are written: the Housing Benefit page's reader
 * (src/islands/housing-benefit/saved-input.ts) gives every other answer its default, so this
 * file needs nothing of the Housing Benefit engine, which stays in that page's own first load
 * (README "Performance"). Money in Universal Credit is monthly and in Housing Benefit weekly:
 * monthly × 12 ÷ 52, to the penny. Each adult of 21 or over who lives with the household
 * (Universal Credit's question) is carried as a non-dependant of 21 with no income given, for
 * the visitor to complete.
 */
import type { HouseholdMember, HousingBenefitInput } from '~/calc/housing-benefit';
import type { UniversalCreditInput } from '~/calc/universal-credit';
import type { DeepPartial } from '~/calc/types';
import { ratesFor, resolveRates, type RatesTable } from '~/calc/rates';
import { lhaAreaById } from '~/islands/shared/fields/lha-lookup';
import { hbSharedRateExemptions, isHbSharedRateExemptionAt } from '~/calc/housing-benefit-young';
import { monthlyToWeekly } from './state';

/** The Housing Benefit answers carried over: what Universal Credit knows, the rest left to the page's defaults. */
export type HousingBenefitHandOff = DeepPartial<HousingBenefitInput>;

/**
 * The Housing Benefit answers for a Universal Credit household. `rates` gives the weeks and
 * months of a year, the non-dependant age and the LHA area's figures; default the input's year.
 */
export function universalCreditToHousingBenefit(input: UniversalCreditInput, rates: RatesTable = ratesFor(input.taxYear)): HousingBenefitHandOff {
  const a = resolveRates(rates);
  const { personalDetails: p, incomeDetails: inc, housingDetails: home } = input;
  const weekly = (monthly: number) => monthlyToWeekly(monthly, rates);
  const isCouple = p.relationshipStatus === 'couple';
  const isRenting = home.housingType === 'rent';
  const isPrivate = home.tenancyType !== 'social';
  const member = (relationship: HouseholdMember['relationship'], age: number, hasDisability = false) => ({ age, relationship, hasDisability });
  const household = [
    ...(isCouple && p.partnerAge !== undefined ? [member('partner', p.partnerAge)] : []),
    ...p.children.map((c) => member('child', c.age, c.hasDisability)),
    // Every other adult with their age; a count saved before they had ages stands for adults of 21.
    ...(home.otherAdults ?? Array.from({ length: home.nonDependants ?? 0 }, () => ({ age: a['universal-credit.non-dependant-age'] }))).map((adult) =>
      member('non-dependant', adult.age),
    ),
  ];
  const area = isRenting && isPrivate && home.localHousingAllowanceArea ? lhaAreaById(home.localHousingAllowanceArea, rates) : null;
  // The UC Regs Sch 4 para 29 cases that are HB Regs reg 2(1) "young individual" cases at this age:
  // not MAPPA under 25 (HB's reg 2(1C) case is from 25 only); a foster parent is HB's own answer.
  const sharedRateExemptions = hbSharedRateExemptions(home.sharedRateExemptions).filter((e) => isHbSharedRateExemptionAt(e, p.age, a));

  return {
    ...(input.taxYear ? { taxYear: input.taxYear } : {}),
    personalDetails: {
      age: p.age,
      relationshipStatus: p.relationshipStatus,
      household,
      isPensionAge: true,
      // Where you live, asked once (docs/rules.md "Where you live").
      location: p.location,
      // The partner's answer too, so Housing Benefit does not ask it again (docs/rules.md "State Pension age").
      ...(isCouple && p.partnerAge !== undefined ? { partnerAge: p.partnerAge } : {}),
      ...(isCouple && typeof p.partnerReachedStatePensionAge === 'boolean' ? { partnerIsPensionAge: p.partnerReachedStatePensionAge } : {}),
      ...(sharedRateExemptions.length > 0 ? { sharedRateExemptions } : {}),
    },
    propertyDetails: {
      bedrooms: home.actualBedrooms,
      actualRent: isRenting ? weekly(home.monthlyRent) : 0,
      serviceCharges: isRenting ? weekly(home.serviceCharges) : 0,
      tenancyType: isPrivate ? 'private' : 'social',
      ...(isRenting && isPrivate && !area && home.lhaRateMonthly ? { lhaRateWeekly: weekly(home.lhaRateMonthly) } : {}),
      // The bedrooms typed as allowed, asked of a renter in both (docs/rules.md UC 4, HB 5).
      ...(isRenting && home.bedroomsTyped !== undefined ? { bedroomsTyped: home.bedroomsTyped } : {}),
    },
    incomeDetails: {
      earnings: weekly(inc.earnedIncome),
      partnerEarnings: isCouple ? weekly(inc.partnerEarnedIncome) : 0,
      pension: weekly(inc.pension),
      savings: inc.savings,
    },
    lhaArea: area,
  };
}
