/**
 * The exemptions from the shared accommodation rate as the Housing tab offers them (docs/rules.md
 * UC 4). Apart from state.ts so that they load with the Housing tab, not with the page; their
 * words are `ucExemptionMessages` (src/i18n/en/universal-credit-tabs.ts) and the ones Housing Benefit
 * shares, `sharedRateExemptionMessages` (src/i18n/en/shared-rate-exemptions.ts).
 */
import type { SharedRateExemption } from '~/calc/universal-credit';
import { ucExemptionMessages } from '~/i18n/en/universal-credit-tabs';
import { sharedRateExemptionMessages } from '~/i18n/en/shared-rate-exemptions';

type Message = keyof ReturnType<typeof ucExemptionMessages.get> | keyof ReturnType<typeof sharedRateExemptionMessages.get>;

/** Each exemption with its message and the message of its sub-paragraph. */
const EXEMPTIONS: ReadonlyArray<{ value: SharedRateExemption | 'disability'; label: Message; law: Message; under25?: true }> = [
  { value: 'disability', label: 'disability', law: 'disabilityLaw' },
  { value: 'care-leaver', label: 'careLeaver', law: 'careLeaverLaw', under25: true },
  { value: 'homeless-hostel', label: 'hostel', law: 'hostelLaw' },
  { value: 'mappa', label: 'mappa', law: 'mappaLaw' },
  { value: 'foster-parent', label: 'foster', law: 'fosterLaw' },
  { value: 'domestic-abuse', label: 'abuse', law: 'abuseLaw' },
  { value: 'modern-slavery', label: 'slavery', law: 'slaveryLaw' },
];

export interface SharedRateExemptionOption {
  value: SharedRateExemption | 'disability';
  label: string;
  law: string;
  under25?: true;
}

/**
 * The exemptions from the shared accommodation rate (UC Regs Sch 4 para 29 as in force, with the
 * 2021 ages and the 2022 domestic abuse and modern slavery cases), in plain English with the
 * sub-paragraph each is, as one tickbox list: `disability` is
 * `healthAndCare.claimantGetsDisabilityBenefit`, the others are `housingDetails.sharedRateExemptions`
 * (docs/rules.md UC 4). `under25` is shown only below 25.
 */
export function sharedRateExemptionOptions(): SharedRateExemptionOption[] {
  const t = { ...ucExemptionMessages.get(), ...sharedRateExemptionMessages.get() };
  return EXEMPTIONS.map(({ value, label, law, under25 }) => ({ value, label: t[label], law: t[law], ...(under25 ? { under25 } : {}) }));
}
