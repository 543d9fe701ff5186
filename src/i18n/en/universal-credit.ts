/**
 * The Universal Credit calculator's words (src/islands/universal-credit), in English: what the
 * page's first load draws (the calculator, its tabs, the Personal tab). Names start with 'uc.'.
 * The parts that load later keep their words in files of their own beside this one
 * (universal-credit-tabs.ts, universal-credit-results.ts, universal-credit-saved.ts): a bundler
 * keeps a file whole in one chunk, so words written here would come with the first load whichever
 * part shows them (README "Performance"). A later part may use a message of this file, already
 * loaded, rather than write the same words again.
 */
import { i18n, params } from '../i18n';

/** The calculator around the tabs, the tabs' names, and the Save dialog's note about the slider. */
export const ucCalculatorMessages = i18n('uc.calculator', {
  /** The benefit's name (the 'Calculation Complete' toast, the chart's line and table). */
  name: 'Universal Credit',
  yourDetails: 'Your details',
  calculate: 'Calculate Universal Credit',
  saved: 'Saved Calculations',
  yourEstimate: 'Your estimate',
  noEstimate: 'No estimate yet',
  noEstimateBody: 'Fill in your details in the four tabs, then press Calculate Universal Credit to see your estimate and how it was worked out.',
  announce: params('Estimated Universal Credit: {total} a month, with your earnings at {earnings} a month.'),
  sliderSaveNote: params('You moved the earnings slider, so this saves your estimate with earnings of {slider} a month, not the {typed} on the Income tab.'),
  personal: 'Personal',
  income: 'Income',
  housing: 'Housing',
  health: 'Health & Care',
  loading: 'Loading the questions…',
});

/** The Personal tab. */
export const ucPersonalMessages = i18n('uc.personal', {
  age: 'Your age',
  ageHint: params('In years, from {min} to {max}.'),
  relationship: 'Are you single or part of a couple?',
  relationshipHint: 'A couple means you live together, married or not.',
  single: 'Single',
  couple: 'Couple',
  partnerAge: "Your partner's age",
  partnerAgeEmpty: params('Leave it empty if you are not sure: we count {age}.'),
  years: 'years',
  pensionAge: 'Have you reached State Pension age?',
  partnerPensionAge: 'Has your partner reached State Pension age?',
  pensionAgeRising: params('State Pension age is rising from {from} to {highest}: if you were born on or after 6 April 1960, it comes some months after the {from}th birthday.'),
  partnerPensionAgeRising: params(
    'State Pension age is rising from {from} to {highest}: if your partner was born on or after 6 April 1960, it comes some months after the {from}th birthday.',
  ),
  pensionAgeCheck: '<gov>Check State Pension age on GOV.UK</gov>. Universal Credit is for people under State Pension age.',
  london: 'Do you live in Greater London?',
  londonCap: 'The benefit cap is higher in Greater London.',
  inLondon: params('You live in Greater London: we took this from your Local Housing Allowance area, {area}, on the Housing tab.'),
  outsideLondon: params('You live outside Greater London: we took this from your Local Housing Allowance area, {area}, on the Housing tab.'),
  children: 'Children',
  childrenHint: 'Children and young people under 20 you are responsible for.',
  childLimit: params('This tax year the child element is paid for children born before 6 April 2017 and for up to {limit} children in all.'),
  noChildLimit: 'This tax year the child element is paid for every child.',
  child: 'Child',
  addChild: 'Add a child',
  /** A child's (or another adult's) age. */
  ageShort: 'Age',
  /** A child's question, and which child for screen readers. */
  ofChild: '{label}<sr> (child {n})</sr>',
  childAgeNote: params('the age of child {n}'),
  sex: 'Is this child a boy or a girl?',
  bornBefore: 'Born before 6 April 2017?',
  /** Where a child limit applies this tax year. */
  bornBeforeHint: 'A child born before then can get a higher child element, and always counts.',
  /** Where it does not (only the eldest's higher element turns on the birth date). */
  bornBeforeHintNoLimit: 'A child born before then can get a higher child element.',
  exception:
    'Is this child one of twins or triplets (not the first born), adopted, living with you under a kinship care arrangement, or born as a result of rape or coercive control?',
  exceptionHint: params(
    'Past the limit of {limit} children, the child element is paid for a child in one of these cases. Kinship care includes a friends-and-family carer and the child of a child you look after. Adoption from care counts; adopting a stepchild does not.',
  ),
  disability: 'Does this child get Disability Living Allowance, PIP or Child Disability Payment?',
  disabilityHint: 'Universal Credit adds a disabled child addition for them.',
  rate: 'Which rate?',
  lowerRate: 'Any other rate',
  lowerRateHint: 'The lower disabled child addition.',
  higherRate: 'The highest care rate, or the enhanced daily living rate',
  higherRateHint: 'Or the child is certified severely sight impaired. The higher disabled child addition.',
  cannotShare: 'Does this child need a bedroom of their own because of their disability?',
});
