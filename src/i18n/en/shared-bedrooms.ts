/**
 * The bedroom questions Universal Credit and Housing Benefit share
 * (src/islands/shared/fields/BedroomQuestions.tsx), in English: their own file, as they load
 * only when an answer needs them (README "Performance").
 */
import { i18n, params } from '../i18n';

export const sharedBedroomMessages = i18n('shared.bedrooms', {
  childSexHint: 'Two boys or two girls under 16 are expected to share a bedroom; a boy and a girl only while both are under 10.',
  boy: 'Boy',
  girl: 'Girl',
  childCannotShareHint:
    'Yes only if they get the middle or highest care rate of Disability Living Allowance or Child Disability Payment and cannot share a bedroom with another child because of their disability. They are then allowed a bedroom of their own.',
  /** The disability benefits that can give an overnight carer's room or a couple's second room. */
  adultBenefits:
    'the daily living part of PIP or Adult Disability Payment, Attendance Allowance or Pension Age Disability Payment, or the middle or highest care rate of Disability Living Allowance',
  couple: 'Do you and your partner need separate bedrooms because of a disability?',
  coupleHint: params('Yes only if one of you gets {benefits}, and cannot share a bedroom with the other because of their disability. Allows one more bedroom.'),
  overnightCare: 'How many people in your home need a carer who lives elsewhere to stay overnight?',
  /** `careHint`: how the calculator's benefit counts the rooms. */
  overnightCareHint: params(
    'Count you, your partner, a child or another adult at home who gets {benefits} (for a child, Child Disability Payment too) and has care from someone who does not live with you and stays the night regularly. {careHint}',
  ),
  people: 'people',
  foster: 'Are you an approved foster carer, or has a child been placed with you for adoption?',
  fosterHint: 'With no child placed now, say yes if your last placement ended, or you were approved, in the last 12 months. Allows one more bedroom.',
  /** The tickbox that lets a renter type the bedrooms they are allowed instead of the count (docs/rules.md UC 4, HB 5). */
  typedTick: 'I know how many bedrooms I am allowed',
  typedTickHint: 'If the council, the Housing Executive or the DWP has decided it, or you are an adviser: type it instead of the count from your answers.',
  typed: 'Bedrooms you are allowed',
  bedroomsSuffix: 'bedrooms',
});
