/**
 * Step 4, Special Circumstances (docs/product.md §3): the tickboxes that add premiums and
 * disregards (docs/product.md §9: disability premium for a disability or disability benefits; severe
 * disability premium for a severe mental impairment or a disability premium elsewhere; carer
 * premium and disregard for a carer).
 */
import CheckboxGroup from '~/islands/shared/fields/CheckboxGroup';
import type { CouncilTaxSupportInput } from '~/calc/council-tax-support';
import type { StepProps } from './PropertyStep';

type Circumstances = CouncilTaxSupportInput['circumstances'];

const CHOICES: ReadonlyArray<{ key: keyof Circumstances; label: string; hint: string }> = [
  { key: 'hasDisability', label: 'You or your partner have a disability or long-term health condition', hint: 'Adds the disability premium.' },
  {
    key: 'receivesDisabilityBenefits',
    label: 'You or your partner get Attendance Allowance, the care part of Disability Living Allowance, or the daily living part of PIP',
    hint: 'Adds the disability premium at working age, and nothing is taken off for other adults who live with you.',
  },
  { key: 'isRegisteredBlind', label: 'You or your partner are registered blind or severely sight impaired', hint: 'Nothing is taken off for other adults who live with you.' },
  {
    key: 'isSevereMentalImpairment',
    label: 'You have a severe mental impairment, such as severe dementia, confirmed by a doctor',
    hint: 'Adds the severe disability premium. Someone with a severe mental impairment may also be left out when the council counts adults.',
  },
  { key: 'hasDisabilityPremium', label: 'Another benefit you get already includes a disability premium', hint: 'Adds the severe disability premium.' },
  {
    key: 'isCarer',
    label: 'You are a carer: you get Carer’s Allowance (Carer Support Payment in Scotland) or the carer element of Universal Credit',
    hint: 'Adds the carer premium, and more of your earnings are ignored.',
  },
  { key: 'hasDisabledChild', label: 'A child who lives with you is disabled', hint: 'Tell your council: some schemes give more help.' },
  { key: 'isStudent', label: 'You are a full-time student', hint: 'Most full-time students cannot get Council Tax Support unless they are disabled, a parent or a pensioner.' },
];

export default function CircumstancesStep({ input, onChange }: StepProps) {
  const c = input.circumstances;
  return (
    <CheckboxGroup
      legend="Tick all that apply to you"
      listClassName="mt-2"
      choices={CHOICES.map(({ key, label, hint }) => ({
        id: `cts-${key}`,
        label,
        hint,
        checked: c[key] === true,
        onChange: (on: boolean) => onChange((i) => ({ ...i, circumstances: { ...i.circumstances, [key]: on } })),
      }))}
    />
  );
}
