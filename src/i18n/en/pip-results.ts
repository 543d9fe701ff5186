/**
 * The words of PIP's result (src/islands/pip/PipResults.tsx and EvidenceChecklist.tsx), in
 * English. A file of their own, loaded with the result after Calculate, so the page's first load
 * does not carry them (README "Performance"); the rest of PIP's words are in pip.ts.
 */
import { i18n, params } from '../i18n';

export const pipResultsMessages = i18n('pip.results', {
  title: 'Your estimated award',
  stale: 'You have changed your answers since this estimate was worked out. Press Calculate PIP Award again to update it.',
  /** Parts: `strong`. */
  scotland:
    'You live in Scotland, so a new claim is for <strong>Adult Disability Payment</strong> from <strong>Social Security Scotland</strong>, not PIP. It uses the same daily living and mobility activities and pays the same rates, so this estimate applies to it.',
  noNewClaim: 'No new PIP claim after State Pension age',
  /** Parts: `strong`, and the `benefit` that may help instead (the result names it). */
  ageRoute:
    'You can start a PIP claim after State Pension age only if you were paid PIP or Disability Living Allowance in the last year. Your points are below. <strong>{benefit}</strong> may help instead:',
  ageRouteRates: params('{lower} a week (lower rate) or {higher} a week (higher rate), with no mobility part.'),
  ageRouteHow: params(
    '{benefit} pays the lower rate for help with personal care or supervision by day or by night, and the higher rate for both, or under the special rules for end of life. It does not use points.',
  ),
  totalPip: 'Estimated PIP in total',
  totalAdp: 'Estimated Adult Disability Payment in total',
  /** Parts: the `amount`, and `period` around 'a week'. */
  weeklyTotal: '{amount} <period>a week</period>',
  monthlyTotal: params('{amount} a month'),
  endOfLife: 'Under the special rules for end of life there is no waiting time, and the daily living part is paid at the enhanced rate whatever your points.',
  endOfLifeScotland:
    'Under Adult Disability Payment’s special rules for terminal illness there is no waiting time, and both the daily living and mobility parts are paid at the enhanced rate whatever your points.',
  tooShort:
    'PIP needs your condition to have lasted 3 months already, so these answers cannot get an award yet. Your points are still shown, so you know where you stand when you can claim.',
  tooShortScotland:
    'Adult Disability Payment needs your condition to have lasted 13 weeks already, so these answers cannot get an award yet. Your points are still shown, so you know where you stand when you can apply.',
  dailyLiving: 'Daily living',
  mobility: 'Mobility',
  points: 'Points',
  award: 'Award',
  weekly: 'Weekly',
  monthly: 'Monthly',
  none: 'No award',
  standard: 'Standard rate',
  enhanced: 'Enhanced rate',
  partsDiffer: params('Each monthly figure is its weekly figure × {weeksPerMonth}, rounded to the penny, so the parts may differ from the total by a penny.'),
  reviewPeriod: 'Likely review period',
  howPointsWork: 'How the points work',
  pointsIntro:
    'PIP has two parts, daily living and mobility, and each is scored on its own. In each activity only the one statement that fits you best counts. Add up the points in each part:',
  belowStandard: params('below {standard} points: no award for that part;'),
  standardBand: params('{from} to {to} points: the standard rate;'),
  enhancedBand: params('{points} or more: the enhanced rate.'),
  ratesCaption: params('Weekly rates this estimate uses ({year})'),
  part: 'Part',
  standardColumn: 'Standard',
  enhancedColumn: 'Enhanced',
  /** Parts: `weeksPerMonth` and the `link` to the rates. */
  monthlyNote:
    'Monthly amounts are the weekly amount × {weeksPerMonth}, rounded to the penny. PIP is not means-tested: your income and savings do not change it. <link>See every rate we use</link>.',
  nextSteps: 'Next steps',
  guide: 'Read our guide to Personal Independence Payment',
});

export const pipEvidenceMessages = i18n('pip.evidence', {
  title: 'Evidence checklist',
  intro: 'Evidence helps the DWP understand your needs. Tick each item as you gather it. Your ticks are not saved or sent anywhere.',
  gathered: params('{count} of {total} gathered'),
});
