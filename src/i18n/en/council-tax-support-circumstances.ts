/**
 * The Council Tax Support calculator's step 4, Special Circumstances (src/islands/council-tax-support/CircumstancesStep.tsx),
 * in English. A file of its own so its words load with the step (see council-tax-support.ts).
 * Each question is a whole sentence for each case: for you alone or "you or your partner", and
 * with the benefits of Scotland (Adult Disability Payment, Pension Age Disability Payment, Carer
 * Support Payment) or of England and Wales.
 */
import { i18n, params } from '../i18n';

export const ctsCircumstancesMessages = i18n('cts.circumstances', {
  care: 'You get Attendance Allowance, the care part of Disability Living Allowance (DLA), or the daily living part of Personal Independence Payment (PIP)',
  careCouple: 'You or your partner get Attendance Allowance, the care part of Disability Living Allowance (DLA), or the daily living part of Personal Independence Payment (PIP)',
  careScotland: 'You get Attendance Allowance (Pension Age Disability Payment), the care part of DLA, or the daily living part of PIP or Adult Disability Payment',
  careCoupleScotland:
    'You or your partner get Attendance Allowance (Pension Age Disability Payment), the care part of DLA, or the daily living part of PIP or Adult Disability Payment',
  careHint: 'Adds the disability premium, more of your earnings is ignored, and nothing is taken off for other adults who live with you.',
  careHintPensionAge: 'Nothing is taken off for other adults who live with you, and more of any earnings is ignored.',
  severe: 'You get Attendance Allowance, the middle or highest rate of the care part of DLA, or the daily living part of PIP',
  severeScotland:
    'You get Attendance Allowance (Pension Age Disability Payment), the middle or highest rate of the care part of DLA, or the daily living part of PIP or Adult Disability Payment',
  severeHint: 'With no other adult living with you and no one paid to look after you, this adds the severe disability premium.',
  carerForYou: 'Someone gets Carer’s Allowance, or the carer element of Universal Credit, for looking after you',
  carerForYouScotland: 'Someone gets Carer’s Allowance or Carer Support Payment, or the carer element of Universal Credit, for looking after you',
  carerForYouHint: 'Then there is no severe disability premium for you.',
  partnerSevere: 'Your partner gets Attendance Allowance, the middle or highest rate of the care part of DLA, or the daily living part of PIP',
  partnerSevereScotland:
    'Your partner gets Attendance Allowance (Pension Age Disability Payment), the middle or highest rate of the care part of DLA, or the daily living part of PIP or Adult Disability Payment',
  partnerSevereHint: 'A couple gets the severe disability premium only when both of you get one of these.',
  partnerBlind: 'Your partner is registered blind or severely sight impaired',
  partnerBlindHint: 'Then the severe disability premium can be paid for you alone.',
  carerForPartner: 'Someone gets Carer’s Allowance, or the carer element of Universal Credit, for looking after your partner',
  carerForPartnerScotland: 'Someone gets Carer’s Allowance or Carer Support Payment, or the carer element of Universal Credit, for looking after your partner',
  carerForPartnerHint: 'Then the severe disability premium is paid for one of you, not both.',
  enhanced: 'You get the highest rate of the care part of DLA, the enhanced rate of the daily living part of PIP, or Armed Forces Independence Payment',
  enhancedCouple: 'You or your partner get the highest rate of the care part of DLA, the enhanced rate of the daily living part of PIP, or Armed Forces Independence Payment',
  enhancedScotland:
    'You get the highest rate of the care part of DLA, the enhanced rate of the daily living part of PIP or Adult Disability Payment, or Armed Forces Independence Payment',
  enhancedCoupleScotland:
    'You or your partner get the highest rate of the care part of DLA, the enhanced rate of the daily living part of PIP or Adult Disability Payment, or Armed Forces Independence Payment',
  enhancedHint: 'Adds the enhanced disability premium.',
  blind: 'You are registered blind or severely sight impaired',
  blindCouple: 'You or your partner are registered blind or severely sight impaired',
  blindHint: 'Adds the disability premium, and nothing is taken off for other adults who live with you.',
  blindHintPensionAge: 'Nothing is taken off for other adults who live with you.',
  mobility: 'You get only the mobility part of Disability Living Allowance (DLA) or Personal Independence Payment (PIP)',
  mobilityCouple: 'You or your partner get only the mobility part of Disability Living Allowance (DLA) or Personal Independence Payment (PIP)',
  mobilityScotland: 'You get only the mobility part of Disability Living Allowance (DLA) or Adult Disability Payment',
  mobilityCoupleScotland: 'You or your partner get only the mobility part of Disability Living Allowance (DLA) or Adult Disability Payment',
  mobilityHint: 'Adds the disability premium, and more of your earnings is ignored.',
  mobilityHintPensionAge: 'More of your earnings is ignored.',
  carer: 'You are a carer: you get Carer’s Allowance or the carer element of Universal Credit',
  carerScotland: 'You are a carer: you get Carer’s Allowance or Carer Support Payment or the carer element of Universal Credit',
  carerHint: 'Adds the carer premium, and more of your earnings is ignored.',
  disabledChild: 'A child who lives with you gets Disability Living Allowance (DLA) or Personal Independence Payment (PIP), or is registered blind',
  disabledChildScotland: 'A child who lives with you gets Disability Living Allowance (DLA) or Adult Disability Payment, or is registered blind',
  disabledChildHint: 'Adds the disabled child premium.',
  disabledChildHintCouncil: 'Tell your council: its scheme may give more help.',
  childEnhanced: 'The child gets the highest rate of the care part of DLA, or the enhanced rate of the daily living part of PIP',
  childEnhancedHint: 'Adds the enhanced disability premium for a child.',
  student: 'You are a full-time student',
  studentHint: 'Most full-time students cannot get Council Tax Support unless they are disabled, a parent or a pensioner.',
  tickAll: 'Tick all that apply to you',
  otherAdultsLegend: 'The other adults who live with you',
  otherAdultsIntro: params(
    'The severe disability premium stops when another adult of {age} or over lives with you, unless they get one of these benefits themselves or are registered blind. Tick each one who does.',
  ),
  adultSevere: params(
    'Adult {n} (aged {age}) gets Attendance Allowance, the middle or highest rate of the care part of DLA, or the daily living part of PIP, or is registered blind',
  ),
  adultSevereScotland: params(
    'Adult {n} (aged {age}) gets Attendance Allowance (Pension Age Disability Payment), the middle or highest rate of the care part of DLA, or the daily living part of PIP or Adult Disability Payment, or is registered blind',
  ),
  mentalImpairment:
    'Someone with a severe mental impairment, such as severe dementia, is left out when the council counts adults for council tax discounts. This does not change the estimate: ask your council.',
});
