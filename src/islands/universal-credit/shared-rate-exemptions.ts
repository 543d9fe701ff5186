/**
 * The exemptions from the shared accommodation rate as the Housing tab offers them (docs/rules.md
 * UC 4). Apart from state.ts so that their words load with the Housing tab, not with the page.
 */
import type { SharedRateExemption } from '~/calc/universal-credit';

/**
 * The exemptions from the shared accommodation rate (UC Regs Sch 4 para 29 as in force, with the
 * 2021 ages and the 2022 domestic abuse and modern slavery cases), in plain English with the
 * sub-paragraph each is, as one tickbox list: `disability` is
 * `healthAndCare.claimantGetsDisabilityBenefit`, the others are `housingDetails.sharedRateExemptions`
 * (docs/rules.md UC 4). `under25` is shown only below 25.
 */
export const SHARED_RATE_EXEMPTION_OPTIONS: ReadonlyArray<{ value: SharedRateExemption | 'disability'; label: string; law: string; under25?: boolean }> = [
  {
    value: 'disability',
    label: 'I get the daily living part of PIP or Adult Disability Payment, the middle or highest care rate of DLA or Child Disability Payment, or Attendance Allowance',
    law: 'para 29(5)',
  },
  { value: 'care-leaver', label: 'I was in local authority care before I was 18 (a care leaver)', law: 'para 29(2): aged 18 to 24', under25: true },
  {
    value: 'homeless-hostel',
    label: 'I have lived in hostels for homeless people for 3 months or more in all, and accepted support there to resettle',
    law: 'para 29(4): from age 16',
  },
  {
    value: 'mappa',
    label: 'I am managed under multi-agency public protection arrangements (MAPPA) because of the risk of serious harm I may pose',
    law: 'para 29(6) to (8): England and Wales, and Scotland',
  },
  {
    value: 'foster-parent',
    label:
      'I am an approved foster parent (with no child placed now, only if the last placement ended, or I was approved, in the last 12 months), or a child has been placed with me for adoption',
    law: 'para 29(9A)',
  },
  {
    value: 'domestic-abuse',
    label:
      'Since I was 16, a partner, former partner or relative has abused or threatened me, and I have evidence from an official such as the police, a doctor or a support worker that I contacted them about it',
    law: 'para 29(9B)',
  },
  { value: 'modern-slavery', label: 'I have been confirmed as a victim of modern slavery (a positive conclusive grounds decision)', law: 'para 29(9C)' },
];
