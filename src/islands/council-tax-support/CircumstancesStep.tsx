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
import { defaultReachedStatePensionAge, isStatePensionAgeAsked } from '~/calc/pension-age';
import type { StepProps } from './PropertyStep';
import { setCircumstance, updateOtherAdult } from './state';

type Circumstances = CouncilTaxSupportInput['circumstances'];

interface Question {
  key: keyof Circumstances;
  label: string;
  hint: string;
  /** A follow-up, drawn indented under the answer that opened it. */
  followUp?: boolean;
}

export default function CircumstancesStep({ input, onChange, amounts }: StepProps) {
  const c = input.circumstances;
  const hh = input.household;
  const scotland = input.location.country === 'scotland';
  const reached = isStatePensionAgeAsked(hh.claimantAge, amounts) ? hh.reachedStatePensionAge === true : defaultReachedStatePensionAge(hh.claimantAge, amounts);
  const isPensionAge = reached && hh.getsUniversalCredit !== true;
  // The enhanced disability premium for you or your partner: the Welsh and Scottish working-age schemes only.
  const hasEnhancedPremium = !isPensionAge && input.location.country !== 'england';
  // The disabled child premiums: every national scheme, not England's illustrative working-age one.
  const isNational = isPensionAge || input.location.country !== 'england';
  const hasEarnings =
    input.income.claimantIncome.employment + input.income.claimantIncome.selfEmployment > 0 ||
    (hh.hasPartner && input.income.partnerIncome.employment + input.income.partnerIncome.selfEmployment > 0);
  const t = useStore(ctsCircumstancesMessages);
  const couple = hh.hasPartner;
  // Scotland's questions name its own benefits: Adult Disability Payment, Pension Age Disability Payment, Carer Support Payment.
  const nation = <T,>(elsewhere: T, inScotland: T): T => (scotland ? inScotland : elsewhere);
  const adults = hh.otherAdultsDetails.map((adult, index) => ({ adult, index })).filter(({ adult }) => adult.age >= amounts['housing-benefit.non-dependant.min-age']);

  const questions: Question[] = [
    {
      key: 'receivesDisabilityBenefits',
      label: couple ? nation(t.careCouple, t.careCoupleScotland) : nation(t.care, t.careScotland),
      hint: isPensionAge ? t.careHintPensionAge : t.careHint,
    },
  ];
  if (c.receivesDisabilityBenefits) {
    questions.push({ key: 'getsSevereDisabilityBenefit', label: nation(t.severe, t.severeScotland), hint: t.severeHint, followUp: true });
    if (c.getsSevereDisabilityBenefit) questions.push({ key: 'carerPaidForYou', label: nation(t.carerForYou, t.carerForYouScotland), hint: t.carerForYouHint, followUp: true });
    if (hh.hasPartner) {
      questions.push({ key: 'partnerGetsSevereDisabilityBenefit', label: nation(t.partnerSevere, t.partnerSevereScotland), hint: t.partnerSevereHint, followUp: true });
      if (c.getsSevereDisabilityBenefit && !c.partnerGetsSevereDisabilityBenefit)
        questions.push({ key: 'partnerIsBlind', label: t.partnerBlind, hint: t.partnerBlindHint, followUp: true });
      if (c.partnerGetsSevereDisabilityBenefit)
        questions.push({ key: 'carerPaidForPartner', label: nation(t.carerForPartner, t.carerForPartnerScotland), hint: t.carerForPartnerHint, followUp: true });
    }
    if (hasEnhancedPremium)
      questions.push({
        key: 'getsEnhancedDisabilityBenefit',
        label: couple ? nation(t.enhancedCouple, t.enhancedCoupleScotland) : nation(t.enhanced, t.enhancedScotland),
        hint: t.enhancedHint,
        followUp: true,
      });
  }
  questions.push({ key: 'isRegisteredBlind', label: couple ? t.blindCouple : t.blind, hint: isPensionAge ? t.blindHintPensionAge : t.blindHint });
  if (!c.receivesDisabilityBenefits && c.isRegisteredBlind !== true && (!isPensionAge || hasEarnings))
    questions.push({
      key: 'getsMobilityPartOnly',
      label: couple ? nation(t.mobilityCouple, t.mobilityCoupleScotland) : nation(t.mobility, t.mobilityScotland),
      hint: isPensionAge ? t.mobilityHintPensionAge : t.mobilityHint,
    });
  questions.push({ key: 'isCarer', label: nation(t.carer, t.carerScotland), hint: t.carerHint });
  if (hh.dependentChildren > 0) {
    questions.push({ key: 'hasDisabledChild', label: nation(t.disabledChild, t.disabledChildScotland), hint: isNational ? t.disabledChildHint : t.disabledChildHintCouncil });
    if (c.hasDisabledChild && isNational) questions.push({ key: 'childGetsEnhancedRate', label: t.childEnhanced, hint: t.childEnhancedHint, followUp: true });
  }
  questions.push({ key: 'isStudent', label: t.student, hint: t.studentHint });

  const box = ({ key, label, hint, followUp }: Question) => (
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
      {c.getsSevereDisabilityBenefit === true && adults.length > 0 && (
        <fieldset>
          <legend className="font-semibold text-slate-900">{t.otherAdultsLegend}</legend>
          <p className="mt-1 text-slate-600">{t.otherAdultsIntro({ age: amounts['housing-benefit.non-dependant.min-age'] })}</p>
          <div className="mt-2">
            {adults.map(({ adult, index }) => (
              <CheckboxField
                key={index}
                id={`cts-adult-${index}-care-benefit`}
                label={nation(t.adultSevere, t.adultSevereScotland)({ n: index + 1, age: adult.age })}
                checked={adult.getsCareBenefitOrBlind === true}
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
