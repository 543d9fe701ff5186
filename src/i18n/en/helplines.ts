/**
 * The names of the public phone lines the site gives (src/calc/helplines.ts holds their numbers),
 * in English, by the line's id: /contact, /help, the footer and the maintenance page show them.
 */
import { i18n } from '../i18n';

export const helplineMessages = i18n('helplines', {
  'advice-england': 'England: Citizens Advice Adviceline',
  'advice-wales': 'Wales: Citizens Advice Advicelink',
  'advice-scotland': 'Scotland: Citizens Advice Scotland',
  'advice-northern-ireland': 'Northern Ireland: Advice NI',
  'universal-credit-helpline': 'Universal Credit helpline',
  'pip-new-claims': 'PIP new claims',
  'attendance-allowance': 'Attendance Allowance helpline',
  'disability-and-carers-service-ni': 'Disability and Carers Service (Northern Ireland)',
  'pension-credit-claim-line': 'Pension Credit claim line',
  'pip-centre-ni': 'PIP Centre (Northern Ireland)',
  'social-security-scotland': 'Social Security Scotland',
});
