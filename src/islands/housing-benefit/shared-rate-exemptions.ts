/**
 * The cases of HB Regs reg 2(1) "young individual" as the Property tab offers them (docs/rules.md HB
 * 5), each only at the ages it applies: apart from state.ts so that they load with the Property tab,
 * not with the page. Their words are the ones Universal Credit shares (`sharedRateExemptionMessages`)
 * and `hbExemptionMessages` (src/i18n/en/housing-benefit-later.ts).
 */
import { HB_SHARED_RATE_EXEMPTIONS, isHbSharedRateExemptionAt, type HbSharedRateExemption } from '~/calc/housing-benefit-young';
import type { ResolvedRates } from '~/calc/rates';
import type { HousingBenefitInput } from '~/calc/housing-benefit';
import { overnightCareRooms } from './bedroom-questions';
import { sharedRateExemptionMessages } from '~/i18n/en/shared-rate-exemptions';
import { hbExemptionMessages } from '~/i18n/en/housing-benefit-later';

type Label = keyof ReturnType<typeof sharedRateExemptionMessages.get>;

/** Each case with the message of its words. */
const LABELS: Record<HbSharedRateExemption, Label> = {
  'care-leaver': 'careLeaver',
  'homeless-hostel': 'hostel',
  mappa: 'mappa',
  'domestic-abuse': 'abuse',
  'modern-slavery': 'slavery',
};

export interface HbSharedRateExemptionOption {
  value: HbSharedRateExemption;
  label: string;
  /** The regulation and ages, in words ("Housing Benefit Regulations 2006, regulation 2(1C): from age 25, …"). */
  law: string;
}

/** The cases offered to a claimant of `age`, in the form's order: a care leaver only under 25, MAPPA only from 25. */
export function hbSharedRateExemptionOptions(age: number, a: ResolvedRates): HbSharedRateExemptionOption[] {
  const words = sharedRateExemptionMessages.get();
  const t = hbExemptionMessages.get();
  const laws: Record<HbSharedRateExemption, string> = {
    'care-leaver': t.careLeaverLaw({ age: a['housing-benefit.young-individual.care-leaver-under-age'] }),
    'homeless-hostel': t.hostelLaw,
    mappa: t.mappaLaw({ age: a['housing-benefit.young-individual.mappa-min-age'] }),
    'domestic-abuse': t.abuseLaw,
    'modern-slavery': t.slaveryLaw,
  };
  return HB_SHARED_RATE_EXEMPTIONS.filter((e) => isHbSharedRateExemptionAt(e, age, a)).map((value) => ({
    value,
    label: words[LABELS[value]],
    law: t.law({ para: laws[value] }),
  }));
}

/**
 * Whether the "young individual" cases are asked (docs/rules.md HB 5): of a single private renter
 * under 35 with no child, no foster carer's or overnight carer's room (which take off the shared rate
 * already), not at pension age (`isPensionAge`, state.ts `hbQuestionsShown`). Here, not in
 * `hbQuestionsShown`, so that it loads with the Property tab; where it is false the engine does not
 * apply the cases either (a couple, a child, 35 or over, a foster carer or carer's room, a council or
 * housing association tenant).
 */
export function isYoungIndividualAsked({ personalDetails: p, propertyDetails: pr }: HousingBenefitInput, isPensionAge: boolean, a: ResolvedRates): boolean {
  return (
    pr.tenancyType === 'private' &&
    p.relationshipStatus !== 'couple' &&
    !p.household.some((m) => m.relationship === 'child') &&
    p.age < a['general.bedrooms.shared-accommodation-age'] &&
    !isPensionAge &&
    !p.fosterCarer &&
    overnightCareRooms(p) === 0
  );
}
