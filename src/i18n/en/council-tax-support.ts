/**
 * The Council Tax Support calculator's words (src/islands/council-tax-support), in English: the
 * parts of the page's first load (the wizard, its progress and step 1). Names start with 'cts.'.
 * The later steps, the results and the names of saved answers have files of their own
 * (council-tax-support-*.ts): a bundler puts a module whole into one chunk, so words in this file
 * would load with the first page even when only a part loaded later uses them (README "Performance").
 */
import { i18n, params } from '../i18n';

/** The wizard's five steps (docs/product.md §2), by the step's id in state.ts. */
export const ctsStepMessages = i18n('cts.steps', {
  property: 'Property & Location',
  household: 'Household Details',
  income: 'Income & Benefits',
  circumstances: 'Special Circumstances',
  results: 'Your Results',
});

export const ctsProgressMessages = i18n('cts.progress', {
  stepOf: params('Step {step} of {total}'),
  valueText: params('Step {step} of {total}: {title}'),
  steps: 'Steps',
  done: ' (done)',
  current: ' (this step)',
  notStarted: ' (not started)',
});

export const ctsCalculatorMessages = i18n('cts.calculator', {
  previous: 'Previous',
  next: 'Next',
  calculate: 'Calculate Support',
  startOver: 'Start Over',
  workingOut: 'Working out your support…',
  loadingQuestions: 'Loading the questions…',
  yearlyTitle: 'Is this your yearly bill?',
  yearlyText: params(
    'You entered {amount} for your council tax for the year. That is far more than any home’s council tax. If you typed something else, change it to the yearly amount on your bill.',
  ),
  yearlyNo: 'No, change it',
  yearlyYes: 'Yes, it is yearly',
  checkThem: 'Use Previous to go back and check them.',
  heldBackCheckThem: params('{heldBack} Use Previous to go back and check them.'),
});

/** Step 1, Property & Location. */
export const ctsPropertyMessages = i18n('cts.property', {
  england: 'England',
  scotland: 'Scotland',
  wales: 'Wales',
  house: 'House',
  flat: 'Flat',
  bungalow: 'Bungalow',
  other: 'Other',
  countryLegend: 'Where do you live?',
  countryHint: 'Northern Ireland has rates instead of council tax, so it is not covered.',
  councilLabel: 'Your council (optional)',
  councilHint: 'For example Leeds City Council. We only use it in your next steps.',
  postcodeLabel: 'Postcode (optional)',
  postcodeHint:
    'This estimate does not use it: we do not find your council or its scheme from your postcode. GOV.UK’s <link>Apply for Council Tax Reduction page (opens in a new tab)</link> finds your council from it. It stays on this device.',
  bandLabel: 'Council tax band',
  bandHint: 'It is on your council tax bill.',
  band: params('Band {band}'),
  billLabel: 'Your council tax for the year',
  billHint: 'The full yearly amount on your bill, before any discount or support, pounds and pence.',
  homeLegend: 'About your home',
  singlePersonLabel: 'You get the single person discount',
  singlePersonHint: params('A {percent}% discount when you are the only adult living in your home.'),
  adaptationsLabel: 'Your home has been adapted for a disabled person',
  adaptationsHint: 'For example an extra bathroom or room for a wheelchair.',
  studentsLabel: 'Everyone who lives in your home is a full-time student',
});
