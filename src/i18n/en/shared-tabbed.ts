/**
 * The page shape of the calculators whose questions sit in tabs (src/islands/shared/session/TabbedCalculator.tsx),
 * in English: its own file, as only those calculators draw it (README "Performance").
 */
import { i18n, params } from '../i18n';

export const sharedTabbedMessages = i18n('shared.tabbed', {
  details: 'Your details',
  calculate: 'Calculate',
  rules: 'Uses the rules and rates of the tax year you choose. Nothing you enter leaves this device.',
  estimate: 'Your estimate',
  noEstimate: 'No estimate yet',
  /** The `benefit` as the calculator names it: 'Housing Benefit'. */
  empty: params('Fill in your details and click Calculate to see your estimated {benefit} and how it was worked out.'),
});
