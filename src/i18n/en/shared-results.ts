/**
 * The parts of a result every calculator shares (src/islands/shared/results), in English: their
 * own file, as they load with a result (README "Performance"). The share card is in shared-share.ts.
 */
import { i18n, params } from '../i18n';

export const sharedResultMessages = i18n('shared.results', {
  /** Read instead of a line's sign by screen readers. */
  minus: 'minus',
  plus: 'plus',
  equals: 'equals',
  notPaid: '(not paid)',
  applicableTitle: 'What you are allowed to live on (applicable amount)',
  applicableAmount: 'Applicable amount',
  /** A weekly benefit's headline: 'Estimated Housing Benefit'. */
  estimated: params('Estimated {benefit}'),
  perWeek: 'Per week',
  perMonth: 'Per month',
  savedCalculations: 'Saved Calculations',
  /** What Scotland and Northern Ireland pay beside an award (BesideAward.tsx). */
  besideIntro: 'Not part of the award, and not counted in the benefit cap or as your income.',
  besideMonth: params('{amount} a month'),
  besideWeek: params('{amount} a week'),
  besidePayment: params('{amount} each time'),
  shareCalculator: 'Share this calculator',
});
