/**
 * The Council Tax Support calculator's words (src/islands/council-tax-support), in English: the
 * parts of the page's first load (the wizard, its progress and step 1). Names start with 'cts.'.
 * The later steps, the results and the names of saved answers have files of their own
 * (council-tax-support-*.ts): a bundler puts a module whole into one chunk, so words in this file
 * would load with the first page even when only a part loaded later uses them (README "Performance").
 */
import { count, i18n, params } from '../i18n';

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
  whereYouLive: 'Where you live',
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
  'northern-ireland': 'Northern Ireland',
  house: 'House',
  flat: 'Flat',
  bungalow: 'Bungalow',
  other: 'Other',
  countryLegend: 'Where do you live?',
  countryHint: 'Northern Ireland has domestic rates instead: choose it to see the help with them.',
  councilLabel: 'Which council do you pay council tax to?',
  councilHint: 'Optional. Type the council’s name or your town, then choose your council from the list. If you do not know it, leave this empty.',
  councilLoading: 'Loading the list of councils…',
  councilNoMatch: 'No council matches. Try the name on your council tax bill, or a bigger town near you.',
  councilMatches: count({ one: '{count} council matches: choose yours.', other: '{count} councils match: choose yours.' }),
  councilMoreMatches: params('{count} councils match; the first {shown} are listed. Type more of the name to find yours.'),
  councilMatchesLabel: 'Councils that match',
  /** Parts: the `council`, and `muted` around the place it was found by. */
  councilForPlace: '{council}<muted> ({place})</muted>',
  /** Parts: `strong` around the council's name. */
  councilChosen: 'Your council: <strong>{council}</strong>',
  councilChange: 'Choose another council',
  /** Parts: `link` to GOV.UK's Apply for Council Tax Reduction page. */
  councilPage: 'To apply, or to read its own scheme, <link>find your council’s Council Tax Reduction page on GOV.UK (opens in a new tab)</link>.',
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

/**
 * With Northern Ireland chosen (docs/rules.md "Northern Ireland" 3): the help with domestic rates
 * and where to ask for it, with no figure and no word of council tax.
 */
export const ctsNorthernIrelandMessages = i18n('cts.northernIreland', {
  title: 'Help with rates in Northern Ireland',
  intro:
    'In Northern Ireland you pay domestic rates, to Land & Property Services or to your landlord with your rent. This calculator does not work out help with rates, as it depends on your rates bill, but here is the help there is and where to ask for it.',
  rateRebateTitle: 'Rate Rebate, if you get Universal Credit',
  rateRebate:
    'Rate Rebate from Land & Property Services takes money off your rates if you get Universal Credit, whether you rent or own your home. Apply online once you are awarded Universal Credit: if you wait more than three months you may lose some of it. <link>Applying for Rate Rebate on nidirect (opens in a new tab)</link>',
  housingBenefitTitle: 'Housing Benefit for rates, if you cannot get Universal Credit',
  housingBenefit:
    'If you have reached State Pension age (and your partner has too), or you live in supported or temporary accommodation, Housing Benefit can pay some or all of your rates. If you rent, claim it from the Housing Executive with your rent; if you own your home, claim Housing Benefit and Rate Relief from Land & Property Services.',
  housingBenefitTenants: '<link>Housing Benefit on the Housing Executive’s site (opens in a new tab)</link>',
  housingBenefitHomeowners: '<link>Housing Benefit and Rate Relief for homeowners on nidirect (opens in a new tab)</link>',
  lonePensionerTitle: params('Lone Pensioner Allowance, at {age} or over and living alone'),
  lonePensioner: params(
    'If you are {age} or over and live alone, you get {percent}% off your rates whatever your income or savings. Someone who lives with you to care for you may not stop it. Tenants apply to the Housing Executive, homeowners to Land & Property Services. <link>Lone Pensioner Allowance on nidirect (opens in a new tab)</link>',
  ),
  disabledPersonTitle: 'Disabled Person’s Allowance, for a home adapted for a disabled person',
  disabledPerson: params(
    'If a disabled adult or child lives with you and your home has been adapted for them (such as an extra bathroom or kitchen, a room used for their treatment, or space to use a wheelchair), you get {percent}% off your rates whatever your income. Apply to Land & Property Services. <link>Disabled Person’s Allowance on nidirect (opens in a new tab)</link>',
  ),
  advice: params('Advice NI can check all the help you can get, free: call {phone}.'),
});
