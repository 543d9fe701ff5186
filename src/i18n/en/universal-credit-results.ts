/**
 * The Universal Credit calculator's words for its results side (Results, EarningsExplorer and
 * the chart's summary), in English. The results load after the page's first load
 * (src/islands/universal-credit/UniversalCreditCalculator.tsx), so their words sit apart from
 * universal-credit.ts.
 */
import { i18n, params } from '../i18n';

/** The result lines, the earnings slider and its chart. */
export const ucResultsMessages = i18n('uc.results', {
  /** The printout's line of what the estimate worked out from the household (src/islands/universal-credit/printed-answers.ts). */
  bedroomsAllowed: 'Bedrooms allowed for your household',
  /** The same line's answer when the renter typed the number (`rooms`) instead of the count (docs/rules.md UC 4). */
  bedroomsAllowedTyped: params('{rooms}, the number you typed'),
  estimated: 'Estimated Universal Credit',
  aMonth: 'a month',
  most: params('Most you could get before anything is taken off: {amount}. This is an estimate, not an official assessment.'),
  workedOut: 'How it was worked out',
  included: 'Elements included',
  maximum: 'Maximum amount',
  maximumWorking: 'The elements added together, before anything is taken off.',
  rentAndLha: 'Your rent and the Local Housing Allowance',
  rentCharges: 'Rent and service charges',
  lhaLimit: 'Local Housing Allowance limit',
  aboveLha: params('For {rate}. Your rent is {amount} a month above it, and Universal Credit does not cover that part.'),
  withinLha: params('For {rate}. Your rent is within it.'),
  notIncluded: 'Not included',
  takenOff: 'Taken off',
  workAllowance: 'Work allowance',
  taper: 'Earnings taper',
  nothingTakenOff: 'Nothing taken off',
  savings: 'Savings',
  noAward: 'No award',
  cap: 'Benefit cap',
  capLimit: params('Limit {limit}'),
  /** The limit, then the engine's sentence of how the cap was applied. */
  capWorking: params('Limit {limit}. {working}'),
  notApplied: 'Not applied',
  yourMoney: 'Your money each month',
  earningsCounted: 'Earnings counted',
  takeHome: 'Take-home after the taper',
  takeHomeWorking: 'Earnings counted, less the earnings taper: what work adds to your income once Universal Credit is reduced.',
  totalIncome: 'Total income',
  totalIncomeWorking: 'Earnings plus Universal Credit.',
  howEarnings: 'How earnings change your Universal Credit',
  nextSteps: 'Next steps',
  share: 'Share this calculator',
  cannotClaim: 'You cannot claim Universal Credit',
  pensionCredit: 'Check your Pension Credit',
  housingBenefit: 'Check your Housing Benefit',
  pleaseNote: 'Please note',
  beside: 'Paid beside Universal Credit',
  earnings: 'Earnings',
  tryEarnings: 'Try different monthly earnings',
  ownEarnings: 'Your earnings after tax.',
  ownEarningsCouple: params("Your own earnings after tax. Your partner's {amount} stays as entered."),
  sliderHint: 'The estimate changes as you go; press Calculate to go back to your details.',
  slide: 'Slide to change earnings',
  perMonth: params('{amount} a month'),
  typeAmount: 'Or type an amount',
  typeAmountNote: 'the earnings to try',
  axisEarnings: 'Your monthly earnings',
  axisMoney: '£ a month',
  earningsNow: 'Your earnings now',
  table: 'Universal Credit and total income a month at different monthly earnings',
  yourEarnings: 'Your earnings',
});

/** The chart's axis labels and its summary in words (src/islands/universal-credit/chart.ts). */
export const ucChartMessages = i18n('uc.chart', {
  thousands: params('£{n}k'),
  millions: params('£{n}m'),
  keep: params('At {earnings} earnings you keep {total} in total, of which {uc} is Universal Credit.'),
  partner: params("Your partner's earnings of {amount} are counted too."),
  taper: params('The first {allowance} of earnings a month does not reduce Universal Credit; each extra £100 earned above {allowance} reduces it by {loss}.'),
  noAllowance: params('You have no work allowance, so each £100 earned reduces Universal Credit by {loss}, from the first pound.'),
  capped: params('The benefit cap limits Universal Credit until household earnings reach {amount} a month.'),
  none: 'With these details there is no Universal Credit at any earnings shown.',
  stillPaid: params('Universal Credit is still paid at {amount} of earnings.'),
  stops: params('Universal Credit stops when earnings reach about {amount} a month.'),
});
