/**
 * Who is not a "young individual" (HB Regs reg 2(1); docs/rules.md HB 5): the cases the Housing
 * Benefit form asks and the engine applies, each at its ages. Apart from housing-benefit-questions.ts
 * so that the page's first load does not carry them: they load with the Property tab, the engine
 * and the hand-offs (README "Performance").
 */
import type { ResolvedRates } from './rates';
import { listOf } from './types';

/**
 * The cases of HB Regs reg 2(1) "young individual" the form asks of a single private renter under
 * 35 (docs/rules.md HB 5), in the form's order: a care leaver, 3 months in hostels for homeless
 * people (reg 2(1A)-(1B)), multi-agency public protection arrangements (reg 2(1C)), domestic abuse
 * and modern slavery (the cases added by the Housing Benefit and Universal Credit (Victims of
 * Domestic Abuse and Victims of Modern Slavery) (Amendment) Regulations 2022). The severe disability
 * premium, the overnight carer's room and the foster carer ("qualifying parent or carer") are
 * answers of their own.
 */
export const HB_SHARED_RATE_EXEMPTIONS = ['care-leaver', 'homeless-hostel', 'mappa', 'domestic-abuse', 'modern-slavery'] as const;

export type HbSharedRateExemption = (typeof HB_SHARED_RATE_EXEMPTIONS)[number];

/**
 * Whether a case takes a claimant of `age` out of "young individual" (HB Regs reg 2(1)): a care
 * leaver only under 25, MAPPA only from 25 (reg 2(1C)); the hostel case from 16 (the form's lowest
 * age) and the 2022 cases at any age under 35.
 */
export function isHbSharedRateExemptionAt(exemption: HbSharedRateExemption, age: number, a: ResolvedRates): boolean {
  if (exemption === 'care-leaver') return age < a['housing-benefit.young-individual.care-leaver-under-age'];
  if (exemption === 'mappa') return age >= a['housing-benefit.young-individual.mappa-min-age'];
  return true;
}

/** The known cases of a list as given, each once, in the form's order (anything else is left out). */
export function hbSharedRateExemptions(value: unknown): HbSharedRateExemption[] {
  const list = listOf(value);
  return HB_SHARED_RATE_EXEMPTIONS.filter((e) => list.includes(e));
}
