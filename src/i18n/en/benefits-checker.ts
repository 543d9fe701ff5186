/**
 * The benefits checker's words (src/islands/benefits-checker), in English, and the labels of the
 * home page's quick check that leads to it (src/lib/quick-check.ts). Names start with 'checker.'.
 * The answers' options are the engine's (src/calc/eligibility.ts), and their labels, which the
 * first screen shows, are here by message id ('checkerOption.…'); the results' names,
 * descriptions, amounts and next steps are the engine's words (./eligibility-engine.ts), which
 * load with the results.
 */
import type { EngineWordsList } from '../engine-words';
import { count, i18n, params } from '../i18n';

/** The labels of the answers' options (src/calc/eligibility.ts AGE_OPTIONS, …), for the checker and the home page's quick check. */
export const checkerOptionMessages = i18n('checker.options', {
  'checkerOption.age.16-24': '16 to 24',
  'checkerOption.age.25-39': '25 to 39',
  'checkerOption.age.40-54': '40 to 54',
  'checkerOption.age.55-65': '55 to 65',
  'checkerOption.age.66+': '66 or over',
  'checkerOption.quickAge.55-64': '55 to 64',
  'checkerOption.quickAge.65+': '65 or over',
  'checkerOption.employment.employed': 'Employed',
  'checkerOption.employment.unemployed': 'Unemployed',
  'checkerOption.employment.self-employed': 'Self-employed',
  'checkerOption.employment.student': 'Student',
  'checkerOption.employment.retired': 'Retired',
  'checkerOption.employment.unable-to-work': 'Unable to work',
  'checkerOption.children.no': 'No children',
  'checkerOption.children.1': '1 child',
  'checkerOption.children.2': '2 children',
  'checkerOption.children.3+': '3 or more',
  'checkerOption.housing.rent-private': 'Renting privately',
  'checkerOption.housing.rent-council': 'Renting from the council or a housing association',
  'checkerOption.housing.own': 'Own my home',
  'checkerOption.housing.living-with-family': 'Living with family',
  'checkerOption.housing.other': 'Other',
  'checkerOption.income.0-100': '£0 to £100',
  'checkerOption.income.100-200': '£100 to £200',
  'checkerOption.income.200-400': '£200 to £400',
  'checkerOption.income.400-600': '£400 to £600',
  'checkerOption.income.600+': 'Over £600',
  'checkerOption.savings.under-6000': 'Under £6,000',
  'checkerOption.savings.6000-16000': '£6,000 to £16,000',
  'checkerOption.savings.over-16000': 'Over £16,000',
  'checkerOption.location.england': 'England',
  'checkerOption.location.scotland': 'Scotland',
  'checkerOption.location.wales': 'Wales',
  'checkerOption.location.northern-ireland': 'Northern Ireland',
  'checkerOption.yes': 'Yes',
  'checkerOption.no': 'No',
});

/** The parts of the catalogue the answers' option labels are written from. */
export const checkerOptionWords: EngineWordsList = [checkerOptionMessages];

/** The three steps and their questions (docs/product.md §5 "Eligibility steps"); `…Short` names a question in "Still to answer: …" and the summary. */
export const checkerQuestionMessages = i18n('checker.questions', {
  aboutYou: 'About you',
  homeAndMoney: 'Your home and money',
  healthAndCaring: 'Health and caring',
  age: 'How old are you?',
  ageShort: 'your age',
  employment: 'What is your work situation?',
  employmentShort: 'your work situation',
  children: 'How many children do you look after?',
  childrenHint: 'Children under 16, or under 20 and in approved education or training, who live with you.',
  childrenShort: 'children',
  location: 'Where do you live?',
  locationHint: 'Scotland and Northern Ireland have some benefits of their own.',
  locationShort: 'where you live',
  housing: 'Do you rent or own your home?',
  housingShort: 'whether you rent or own your home',
  income: 'What is your household income a week?',
  incomeHint: 'Roughly, after tax: earnings, pensions and any benefits, for you and any partner.',
  incomeShort: 'income',
  savings: 'How much do you have in savings?',
  savingsHint: 'Include any partner’s savings and investments.',
  savingsShort: 'savings',
  disability: 'Do you have a disability or a long-term health condition?',
  disabilityHint: 'Physical or mental, expected to last 12 months or more.',
  disabilityShort: 'disability',
  pregnant: 'Are you or your partner pregnant?',
  pregnantShort: 'pregnancy',
  carer: 'Do you look after someone who is ill, disabled or older?',
  carerHint: 'Unpaid, for example for 35 hours a week or more.',
  carerShort: 'caring',
  pensionAge: 'Have you reached State Pension age?',
  pensionAgeHint:
    'State Pension age is 66 for people born before 6 April 1960, 66 and 1 to 11 months for people born from then to 5 March 1961, and 67 for people born after. You can check yours at www.gov.uk/state-pension-age.',
  pensionAgeShort: 'State Pension age',
  notAnswered: 'Not answered',
});

export const checkerFormMessages = i18n('checker.form', {
  complete: params('{percent}% complete'),
  progressLabel: 'Benefits checker progress',
  progressValue: params('Step {step} of {total}, {percent}%'),
  // <sr> is read by screen readers only, between the caption and the step's title.
  stepOf: params('Step {step} of {total}<sr>:</sr>'),
  prefilled: count({
    one: 'We have filled in {count} answer from your quick check. Check them, then answer the rest.',
    other: 'We have filled in {count} answers from your quick check. Check them, then answer the rest.',
  }),
  stillToAnswer: params('Answer every question on this step to continue. Still to answer: {missing}.'),
  previous: 'Previous',
  next: 'Next',
  getResults: 'Get My Results',
  clear: 'Clear my answers',
});

export const checkerResultsMessages = i18n('checker.results', {
  mayBeEligible: 'You may be eligible',
  highConfidence: 'High confidence',
  mediumConfidence: 'Medium confidence',
  estimatedAmount: 'Estimated amount',
  nextSteps: 'Next steps',
  useCalculator: params('Use the {name} calculator'),
  title: 'Your results',
  noneFound: 'From your answers we could not find a benefit you are likely to get.',
  found: count({
    one: 'From your answers you may be able to get {count} benefit.',
    other: 'From your answers you may be able to get {count} benefits.',
  }),
  notDecision:
    '<strong>This is a quick estimate, not a decision.</strong> It uses ranges, not your exact figures. The DWP, HMRC or your council decide what you get. Citizens Advice can check everything with you: {phone}.',
  yourAnswers: 'Your answers',
  startOver: 'Start Over',
  startOverHint: 'Start Over takes you back to the questions with your answers kept, so you can change any of them.',
});
