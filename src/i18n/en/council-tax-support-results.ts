/**
 * The Council Tax Support calculator's step 5, Your Results (src/islands/council-tax-support/ResultsStep.tsx,
 * ResultsWorking.tsx, ResultsSchemeDetails.tsx), in English. A file of its own so its words load
 * with the results (see council-tax-support.ts). The verdict, warnings, working sentences and
 * next steps are the engine's (src/calc/council-tax-support.ts), in council-tax-support-engine.ts.
 */
import { i18n, params } from '../i18n';

export const ctsResultsMessages = i18n('cts.results', {
  pleaseNote: 'Please note',
  reductionTitle: 'Your estimated Council Tax Support',
  remainingTitle: 'What you would still pay',
  weekly: 'Weekly',
  monthly: 'Monthly',
  annual: 'Annual',
  ofBill: 'Of your bill',
  fullReduction: 'Nothing left to pay: the reduction covers the whole bill.',
  howFigures: params(
    'Council tax reduction is worked out per day, as on a council’s letter: {sum} a week. Annual is the weekly figure × {weeks}, or the whole year’s bill when the reduction covers all of it; monthly is the annual figure ÷ {months}. What you would still pay is the bill less the reduction.',
  ),
  howFiguresWithBill: params(
    'Council tax reduction is worked out per day, as on a council’s letter: {sum} a week. Annual is the weekly figure × {weeks}, or the whole year’s bill when the reduction covers all of it; monthly is the annual figure ÷ {months}. What you would still pay is your bill of {yearly} a year ({monthly} a month) less the reduction.',
  ),
  nextSteps: 'Next steps',
  howToApply: 'How to apply',
  appeal: 'If you disagree with the decision',
});

/** "How it was worked out". */
export const ctsWorkingMessages = i18n('cts.working', {
  heading: 'How it was worked out',
  perWeek: 'All amounts are per week, except the discount off the year’s bill.',
  councilTax: 'Your council tax',
  discountYearly: params('{name} (a year)'),
  weeklyTax: 'Weekly council tax to pay',
  income: 'Your income',
  ignored: params('{name} (ignored)'),
  incomeCounted: 'Income counted',
  aboveApplicable: 'Income above the applicable amount',
  excessIncome: 'Excess income',
  excessWorking: params('{income} income counted − {applicable} applicable amount, never below £0'),
  otherAdults: 'Other adults who live with you',
  reduction: 'Your reduction',
  weeklyReduction: 'Weekly reduction',
  rebateUsed: params('The second adult rebate of {rebate} is larger than the main reduction of {main}, so it is used'),
  mainUsed: params('The main reduction of {main} is larger than the second adult rebate of {rebate}, so it is used'),
  main: 'The main reduction',
  overYear: 'Over the year',
});

/** The second adult rebate and the scheme. */
export const ctsSchemeMessages = i18n('cts.scheme', {
  yes: 'Yes',
  no: 'No',
  rebateTitle: 'Second adult rebate',
  rebateAbout: 'A reduction based on the income of other adults who live with you, instead of yours.',
  rebateEngland: 'Your council’s scheme for working-age people may not include the second adult rebate.',
  rebateWales: 'Wales has no second adult rebate.',
  eligible: 'Eligible',
  weeklyAmount: 'Weekly amount',
  better: 'Better than the main calculation',
  schemeTitle: 'Your scheme',
  scheme: 'Scheme',
  most: 'Most it can cover',
  minimum: 'Minimum payment',
  discounts: 'Discounts applied',
  none: 'None',
  /** A council's own working-age scheme: the link to the document the estimate was worked from. */
  document: params('Read {council}’s scheme: {title} ({date})'),
  /** England at working age with no council scheme built in. */
  askCouncil: 'We do not have your council’s own scheme yet, so these figures are illustrative: ask your council what its scheme gives.',
});
