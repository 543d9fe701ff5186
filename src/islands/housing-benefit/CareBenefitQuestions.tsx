/**
 * The disability questions asked only after Yes to the care benefits (docs/rules.md HB 3): the
 * severe disability premium's benefits for you and your partner, a carer paid for either, and the
 * enhanced rate under State Pension age. Each is one fact; PersonalTab loads this with the first
 * answer, so the page's first load stays small (README "Performance").
 */
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { hbCareMessages } from '~/i18n/en/housing-benefit-later';
import { Rich } from '~/i18n/Rich';
import CheckboxField from '~/islands/shared/fields/CheckboxField';
import YesNoField from '~/islands/shared/fields/YesNoField';
import type { HousingBenefitDisability } from '~/calc/housing-benefit';
import type { shownDisabilityQuestions } from './state';

export interface CareBenefitQuestionsProps {
  disabilities: readonly string[];
  shown: ReturnType<typeof shownDisabilityQuestions>;
  onChange: (choice: HousingBenefitDisability, on: boolean) => void;
}

/** The questions, in order; the first two name the severe disability premium's benefits (HB Regs Sch 3 para 14(2); HB(SPC) Regs Sch 3 para 6(2)). */
export default function CareBenefitQuestions({ disabilities, shown, onChange }: CareBenefitQuestionsProps) {
  const t = useStore(hbCareMessages);
  const has = (d: HousingBenefitDisability) => disabilities.includes(d);
  return (
    <>
      <CheckboxField
        id="hb-severe-disability-premium"
        label={t.severe}
        hint={t.severeHint}
        checked={has('severe-disability-premium')}
        onChange={(on) => onChange('severe-disability-premium', on)}
      />
      {shown.severeCouple && (
        <CheckboxField
          id="hb-severe-disability-premium-couple"
          label={t.severeCouple}
          hint={t.severeCoupleHint}
          checked={has('severe-disability-premium-couple')}
          onChange={(on) => onChange('severe-disability-premium-couple', on)}
        />
      )}
      {shown.carerForYou && (
        <YesNoField
          id="hb-carer-paid-for-you"
          legend={t.carerForYou}
          hint={t.carerForYouHint}
          value={has('carer-paid-for-you')}
          onChange={(answer) => onChange('carer-paid-for-you', answer)}
        />
      )}
      {shown.carerForPartner && (
        <YesNoField
          id="hb-carer-paid-for-partner"
          legend={t.carerForPartner}
          hint={t.carerForPartnerHint}
          value={has('carer-paid-for-partner')}
          onChange={(answer) => onChange('carer-paid-for-partner', answer)}
        />
      )}
      {shown.enhanced && (
        <CheckboxField
          id="hb-enhanced-disability-premium"
          label={t.enhanced}
          hint={t.enhancedHint}
          checked={has('enhanced-disability-premium')}
          onChange={(on) => onChange('enhanced-disability-premium', on)}
        />
      )}
    </>
  );
}

/** A non-dependant of 18 or over who gets one of the benefits or is blind does not stop the premium (HB Regs Sch 3 para 14(4)). */
export function AdultCareBenefit({ id, n, checked, onChange }: { id: string; n: number; checked: boolean; onChange: (on: boolean) => void }) {
  const t = useStore(hbCareMessages);
  return (
    <CheckboxField
      id={`${id}-care-benefit`}
      label={<Rich text={t.adult} parts={{ n, sr: (words: ReactNode) => <span className="sr-only">{words}</span> }} />}
      hint={t.adultHint}
      checked={checked}
      onChange={onChange}
    />
  );
}
