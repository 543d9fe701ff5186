/**
 * The disability questions asked only after Yes to the care benefits (docs/rules.md HB 3): the
 * severe disability premium's benefits for you and your partner, a carer paid for either, and the
 * enhanced rate under State Pension age. Each is one fact; PersonalTab loads this with the first
 * answer, so the page's first load stays small (README "Performance").
 */
import CheckboxField from '~/islands/shared/fields/CheckboxField';
import YesNoField from '~/islands/shared/fields/YesNoField';
import type { HousingBenefitDisability } from '~/calc/housing-benefit';
import type { shownDisabilityQuestions } from './state';

/** The severe disability premium's benefits (HB Regs Sch 3 para 14(2); HB(SPC) Regs Sch 3 para 6(2)). */
const SEVERE_BENEFITS =
  'Attendance Allowance (Pension Age Disability Payment), the middle or highest care rate of Disability Living Allowance, or the daily living part of PIP (Adult Disability Payment)';
const CARER_PAID = 'Does anyone get Carer’s Allowance (Carer Support Payment in Scotland), or the carer element of Universal Credit, for looking after';

export interface CareBenefitQuestionsProps {
  disabilities: readonly string[];
  shown: ReturnType<typeof shownDisabilityQuestions>;
  onChange: (choice: HousingBenefitDisability, on: boolean) => void;
}

export default function CareBenefitQuestions({ disabilities, shown, onChange }: CareBenefitQuestionsProps) {
  const has = (d: HousingBenefitDisability) => disabilities.includes(d);
  return (
    <>
      <CheckboxField
        id="hb-severe-disability-premium"
        label={`You get ${SEVERE_BENEFITS}`}
        hint="Adds the severe disability premium if no other adult lives with you (other than one who gets one of these benefits or is registered blind) and nobody is paid Carer’s Allowance for looking after you."
        checked={has('severe-disability-premium')}
        onChange={(on) => onChange('severe-disability-premium', on)}
      />
      {shown.severeCouple && (
        <CheckboxField
          id="hb-severe-disability-premium-couple"
          label={`Your partner gets ${SEVERE_BENEFITS}`}
          hint="A couple gets the severe disability premium only when you both get one of these."
          checked={has('severe-disability-premium-couple')}
          onChange={(on) => onChange('severe-disability-premium-couple', on)}
        />
      )}
      {shown.carerForYou && (
        <YesNoField
          id="hb-carer-paid-for-you"
          legend={`${CARER_PAID} you?`}
          hint="If so, you do not get the severe disability premium."
          value={has('carer-paid-for-you')}
          onChange={(answer) => onChange('carer-paid-for-you', answer)}
        />
      )}
      {shown.carerForPartner && (
        <YesNoField
          id="hb-carer-paid-for-partner"
          legend={`${CARER_PAID} your partner?`}
          hint="With a carer paid for one of you, the premium is the single rate; for both of you, there is none."
          value={has('carer-paid-for-partner')}
          onChange={(answer) => onChange('carer-paid-for-partner', answer)}
        />
      )}
      {shown.enhanced && (
        <CheckboxField
          id="hb-enhanced-disability-premium"
          label="You or your partner get the enhanced daily living rate of PIP (Adult Disability Payment) or the highest care rate of Disability Living Allowance"
          hint="Adds the enhanced disability premium."
          checked={has('enhanced-disability-premium')}
          onChange={(on) => onChange('enhanced-disability-premium', on)}
        />
      )}
    </>
  );
}

/** A non-dependant of 18 or over who gets one of the benefits or is blind does not stop the premium (HB Regs Sch 3 para 14(4)). */
export function AdultCareBenefit({ id, n, checked, onChange }: { id: string; n: number; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <CheckboxField
      id={`${id}-care-benefit`}
      label={
        <>
          Gets Attendance Allowance, the middle or highest care rate of DLA or the daily living part of PIP, or is registered blind<span className="sr-only"> (person {n})</span>
        </>
      }
      hint="Then they do not stop your severe disability premium."
      checked={checked}
      onChange={onChange}
    />
  );
}
