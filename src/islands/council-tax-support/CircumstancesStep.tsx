/**
 * Step 4, Special Circumstances (docs/rules.md CTS 3): questions in plain words naming the benefits
 * each premium needs, each asked only when it can change the estimate. A disability or health
 * condition on its own, or a premium in another benefit, adds nothing: the schemes' schedules name
 * the benefit (SI 2012/2885 Sch 1 para 6; WSI 2013/3029 Sch 7; SSI 2021/249 Sch 1; SSI 2012/319 Sch 1).
 * - Attendance Allowance, DLA care or PIP daily living (you or your partner), or registered blind:
 *   no non-dependant deductions; at working age the disability premium; the £20 earnings disregard.
 * - Only the mobility part of DLA or PIP: the disability premium and the disregard (working age, or
 *   with earnings at pension age).
 * - The severe disability premium: your own care benefit (and your partner's), other adults who
 *   live with you (each on a care benefit or blind, or not), and whether someone is paid Carer's
 *   Allowance to look after you.
 * - The enhanced disability premium, in the Welsh and Scottish working-age schemes.
 * - A disabled child, and the enhanced disability premium for a child where the scheme has it.
 */
import { useStore } from '@nanostores/react';
import { ctsCircumstancesMessages } from '~/i18n/en/council-tax-support-circumstances';
import CheckboxField from '~/islands/shared/fields/CheckboxField';
import type { CouncilTaxSupportInput } from '~/calc/council-tax-support';
import type { StepProps } from './PropertyStep';
import { setCircumstance, updateOtherAdult, type CircumstanceQuestion, type CtsQuestions } from './state';

type Circumstances = CouncilTaxSupportInput['circumstances'];
type Words = ReturnType<typeof ctsCircumstancesMessages.get>;

/** A question of the step as the form words it. */
export interface WordedCircumstance extends CircumstanceQuestion {
  label: string;
  hint: string;
}

/**
 * The step's questions (state.ts `ctsQuestionsShown`) in the form's words: for you alone or "you or
 * your partner", with Scotland's own benefits (Adult Disability Payment, Pension Age Disability
 * Payment, Carer Support Payment), and the hint of the scheme that applies. The printout names them
 * the same way.
 */
export function circumstanceWords(t: Words, input: CouncilTaxSupportInput, shown: CtsQuestions): WordedCircumstance[] {
  const couple = input.household.hasPartner;
  const scotland = input.location.country === 'scotland';
  const pension = shown.isPensionAge;
  // The disabled child premiums: every national scheme, not England's illustrative working-age one.
  const isNational = pension || input.location.country !== 'england';
  const nation = <T,>(elsewhere: T, inScotland: T): T => (scotland ? inScotland : elsewhere);
  const words: Record<keyof Circumstances, [label: string, hint: string] | undefined> = {
    receivesDisabilityBenefits: [couple ? nation(t.careCouple, t.careCoupleScotland) : nation(t.care, t.careScotland), pension ? t.careHintPensionAge : t.careHint],
    getsSevereDisabilityBenefit: [nation(t.severe, t.severeScotland), t.severeHint],
    carerPaidForYou: [nation(t.carerForYou, t.carerForYouScotland), t.carerForYouHint],
    partnerGetsSevereDisabilityBenefit: [nation(t.partnerSevere, t.partnerSevereScotland), t.partnerSevereHint],
    partnerIsBlind: [t.partnerBlind, t.partnerBlindHint],
    carerPaidForPartner: [nation(t.carerForPartner, t.carerForPartnerScotland), t.carerForPartnerHint],
    getsEnhancedDisabilityBenefit: [couple ? nation(t.enhancedCouple, t.enhancedCoupleScotland) : nation(t.enhanced, t.enhancedScotland), t.enhancedHint],
    isRegisteredBlind: [couple ? t.blindCouple : t.blind, pension ? t.blindHintPensionAge : t.blindHint],
    getsMobilityPartOnly: [
      couple ? nation(t.mobilityCouple, t.mobilityCoupleScotland) : nation(t.mobility, t.mobilityScotland),
      pension ? t.mobilityHintPensionAge : t.mobilityHint,
    ],
    isCarer: [nation(t.carer, t.carerScotland), t.carerHint],
    hasDisabledChild: [nation(t.disabledChild, t.disabledChildScotland), isNational ? t.disabledChildHint : t.disabledChildHintCouncil],
    childGetsEnhancedRate: [t.childEnhanced, t.childEnhancedHint],
    isStudent: [t.student, t.studentHint],
    hasDisability: undefined,
    isSevereMentalImpairment: undefined,
    hasDisabilityPremium: undefined,
  };
  return shown.circumstances.map((question) => {
    const [label, hint] = words[question.key] ?? ['', ''];
    return { ...question, label, hint };
  });
}

/** An adult of 18 or over asked whether they get a care benefit or are registered blind, as the form words it. */
export function adultCareBenefitLabel(t: Words, input: CouncilTaxSupportInput, index: number): string {
  const adult = input.household.otherAdultsDetails[index];
  const words = input.location.country === 'scotland' ? t.adultSevereScotland : t.adultSevere;
  return words({ n: index + 1, age: adult?.age ?? 0 });
}

export default function CircumstancesStep({ input, onChange, amounts, shown }: StepProps) {
  const c = input.circumstances;
  const t = useStore(ctsCircumstancesMessages);
  const questions = circumstanceWords(t, input, shown);

  const box = ({ key, label, hint, followUp }: WordedCircumstance) => (
    <div key={key} className={followUp ? 'ml-6 border-l-4 border-slate-300 pl-4' : undefined}>
      <CheckboxField id={`cts-${key}`} label={label} hint={hint} checked={c[key] === true} onChange={(on) => onChange((i) => setCircumstance(i, key, on))} />
    </div>
  );

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="font-semibold text-slate-900">{t.tickAll}</legend>
        <div className="mt-2">{questions.map(box)}</div>
      </fieldset>
      {shown.adultsCareBenefit.length > 0 && (
        <fieldset>
          <legend className="font-semibold text-slate-900">{t.otherAdultsLegend}</legend>
          <p className="mt-1 text-slate-600">{t.otherAdultsIntro({ age: amounts['housing-benefit.non-dependant.min-age'] })}</p>
          <div className="mt-2">
            {shown.adultsCareBenefit.map((index) => (
              <CheckboxField
                key={index}
                id={`cts-adult-${index}-care-benefit`}
                label={adultCareBenefitLabel(t, input, index)}
                checked={input.household.otherAdultsDetails[index]?.getsCareBenefitOrBlind === true}
                onChange={(getsCareBenefitOrBlind) => onChange((i) => updateOtherAdult(i, index, { getsCareBenefitOrBlind }))}
              />
            ))}
          </div>
        </fieldset>
      )}
      <p className="text-slate-700">{t.mentalImpairment}</p>
    </div>
  );
}
