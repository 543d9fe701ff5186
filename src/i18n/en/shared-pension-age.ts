/**
 * The State Pension age question (src/islands/shared/fields/PensionAgeQuestion.tsx), in English:
 * its own file, as it loads only when the age leaves it open (README "Performance").
 */
import { i18n } from '../i18n';

export const sharedPensionAgeMessages = i18n('shared.pensionAge', {
  you: 'Have you reached State Pension age?',
  partner: 'Has your partner reached State Pension age?',
  /** Parts: the `lowest` and `highest` State Pension ages, and the `link` to GOV.UK. */
  hint: 'For people born on or after 6 April 1960 State Pension age comes some months after the {lowest}th birthday, and it is {highest} for people born from 6 March 1961. <link>Check State Pension age on GOV.UK</link>.',
});
