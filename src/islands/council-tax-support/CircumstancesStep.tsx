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
  const you = hh.hasPartner ? 'You or your partner' : 'You';
  const dla = scotland ? 'Disability Living Allowance (DLA) or Adult Disability Payment' : 'Disability Living Allowance (DLA) or Personal Independence Payment (PIP)';
  const careBenefits = scotland
    ? 'Attendance Allowance (Pension Age Disability Payment), the care part of DLA, or the daily living part of PIP or Adult Disability Payment'
    : 'Attendance Allowance, the care part of Disability Living Allowance (DLA), or the daily living part of Personal Independence Payment (PIP)';
  const severeBenefits = scotland
    ? 'Attendance Allowance (Pension Age Disability Payment), the middle or highest rate of the care part of DLA, or the daily living part of PIP or Adult Disability Payment'
    : 'Attendance Allowance, the middle or highest rate of the care part of DLA, or the daily living part of PIP';
  const carer = scotland ? 'Carer’s Allowance or Carer Support Payment' : 'Carer’s Allowance';
  const adults = hh.otherAdultsDetails.map((adult, index) => ({ adult, index })).filter(({ adult }) => adult.age >= amounts['housing-benefit.non-dependant.min-age']);

  const questions: Question[] = [
    {
      key: 'receivesDisabilityBenefits',
      label: `${you} get ${careBenefits}`,
      hint: isPensionAge
        ? 'Nothing is taken off for other adults who live with you, and more of any earnings is ignored.'
        : 'Adds the disability premium, more of your earnings is ignored, and nothing is taken off for other adults who live with you.',
    },
  ];
  if (c.receivesDisabilityBenefits) {
    questions.push({
      key: 'getsSevereDisabilityBenefit',
      label: `You get ${severeBenefits}`,
      hint: 'With no other adult living with you and no one paid to look after you, this adds the severe disability premium.',
      followUp: true,
    });
    if (c.getsSevereDisabilityBenefit)
      questions.push({
        key: 'carerPaidForYou',
        label: `Someone gets ${carer}, or the carer element of Universal Credit, for looking after you`,
        hint: 'Then there is no severe disability premium for you.',
        followUp: true,
      });
    if (hh.hasPartner) {
      questions.push({
        key: 'partnerGetsSevereDisabilityBenefit',
        label: `Your partner gets ${severeBenefits}`,
        hint: 'A couple gets the severe disability premium only when both of you get one of these.',
        followUp: true,
      });
      if (c.getsSevereDisabilityBenefit && !c.partnerGetsSevereDisabilityBenefit)
        questions.push({
          key: 'partnerIsBlind',
          label: 'Your partner is registered blind or severely sight impaired',
          hint: 'Then the severe disability premium can be paid for you alone.',
          followUp: true,
        });
      if (c.partnerGetsSevereDisabilityBenefit)
        questions.push({
          key: 'carerPaidForPartner',
          label: `Someone gets ${carer}, or the carer element of Universal Credit, for looking after your partner`,
          hint: 'Then the severe disability premium is paid for one of you, not both.',
          followUp: true,
        });
    }
    if (hasEnhancedPremium)
      questions.push({
        key: 'getsEnhancedDisabilityBenefit',
        label: `${you} get the highest rate of the care part of DLA, the enhanced rate of the daily living part of ${scotland ? 'PIP or Adult Disability Payment' : 'PIP'}, or Armed Forces Independence Payment`,
        hint: 'Adds the enhanced disability premium.',
        followUp: true,
      });
  }
  questions.push({
    key: 'isRegisteredBlind',
    label: `${you} are registered blind or severely sight impaired`,
    hint: isPensionAge ? 'Nothing is taken off for other adults who live with you.' : 'Adds the disability premium, and nothing is taken off for other adults who live with you.',
  });
  if (!c.receivesDisabilityBenefits && c.isRegisteredBlind !== true && (!isPensionAge || hasEarnings))
    questions.push({
      key: 'getsMobilityPartOnly',
      label: `${you} get only the mobility part of ${dla}`,
      hint: isPensionAge ? 'More of your earnings is ignored.' : 'Adds the disability premium, and more of your earnings is ignored.',
    });
  questions.push({
    key: 'isCarer',
    label: `You are a carer: you get ${carer} or the carer element of Universal Credit`,
    hint: 'Adds the carer premium, and more of your earnings is ignored.',
  });
  if (hh.dependentChildren > 0) {
    questions.push({
      key: 'hasDisabledChild',
      label: `A child who lives with you gets ${dla}, or is registered blind`,
      hint: isNational ? 'Adds the disabled child premium.' : 'Tell your council: its scheme may give more help.',
    });
    if (c.hasDisabledChild && isNational)
      questions.push({
        key: 'childGetsEnhancedRate',
        label: 'The child gets the highest rate of the care part of DLA, or the enhanced rate of the daily living part of PIP',
        hint: 'Adds the enhanced disability premium for a child.',
        followUp: true,
      });
  }
  questions.push({
    key: 'isStudent',
    label: 'You are a full-time student',
    hint: 'Most full-time students cannot get Council Tax Support unless they are disabled, a parent or a pensioner.',
  });

  const box = ({ key, label, hint, followUp }: Question) => (
    <div key={key} className={followUp ? 'ml-6 border-l-4 border-slate-300 pl-4' : undefined}>
      <CheckboxField id={`cts-${key}`} label={label} hint={hint} checked={c[key] === true} onChange={(on) => onChange((i) => setCircumstance(i, key, on))} />
    </div>
  );

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="font-semibold text-slate-900">Tick all that apply to you</legend>
        <div className="mt-2">{questions.map(box)}</div>
      </fieldset>
      {c.getsSevereDisabilityBenefit === true && adults.length > 0 && (
        <fieldset>
          <legend className="font-semibold text-slate-900">The other adults who live with you</legend>
          <p className="mt-1 text-slate-600">
            The severe disability premium stops when another adult of {amounts['housing-benefit.non-dependant.min-age']} or over lives with you, unless they get one of these
            benefits themselves or are registered blind. Tick each one who does.
          </p>
          <div className="mt-2">
            {adults.map(({ adult, index }) => (
              <CheckboxField
                key={index}
                id={`cts-adult-${index}-care-benefit`}
                label={`Adult ${index + 1} (aged ${adult.age}) gets ${severeBenefits}, or is registered blind`}
                checked={adult.getsCareBenefitOrBlind === true}
                onChange={(getsCareBenefitOrBlind) => onChange((i) => updateOtherAdult(i, index, { getsCareBenefitOrBlind }))}
              />
            ))}
          </div>
        </fieldset>
      )}
      <p className="text-slate-700">
        Someone with a severe mental impairment, such as severe dementia, is left out when the council counts adults for council tax discounts. This does not change the estimate:
        ask your council.
      </p>
    </div>
  );
}
