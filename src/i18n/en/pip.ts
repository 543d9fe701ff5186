/**
 * The PIP calculator's words (src/islands/pip), in English. Each `i18n(name, …)` is the messages
 * of one part of the island; names start with 'pip.' so they never meet another island's.
 *
 * This file holds the parts drawn on the page's first load. The results (loaded after Calculate)
 * and the saved-answers reader (loaded when saved answers are opened) have their own files,
 * pip-results.ts and pip-saved.ts: a module sits in one chunk of the build, so words kept here
 * would load with the page (README "Performance").
 */
import { count, i18n, params } from '../i18n';

/** '1 point', '12 points'. */
export const pipPointsMessages = i18n('pip.points', {
  points: count({ one: '{count} point', other: '{count} points' }),
});

export const pipProgressBarMessages = i18n('pip.progressBar', {
  points: params('Daily living {dailyLiving} · Mobility {mobility}'),
  answered: params('Answered {answered}/{total}'),
  progressLabel: 'Activities answered',
  progressValue: params('{answered} of {total} activities answered: daily living {dailyLivingAnswered} of {dailyLivingTotal}, mobility {mobilityAnswered} of {mobilityTotal}'),
  selfAssessment: 'A self-assessment, not an official decision.',
  aboutEstimate: 'About this estimate',
});

/** The answers of the Info tab's choices (src/islands/pip/state.ts), also named on the printout. */
export const pipOptionMessages = i18n('pip.options', {
  lessThan3Months: 'Less than 3 months',
  between3And9Months: 'Between 3 and 9 months',
  moreThan9Months: 'More than 9 months',
});

/** The calculator around the tabs (PipCalculator.tsx) and its toasts. */
export const pipCalculatorMessages = i18n('pip.calculator', {
  form: 'Your PIP answers',
  sections: 'PIP calculator sections',
  dailyLivingTitle: 'Daily living activities',
  dailyLivingIntro: 'Ten everyday activities. Your points from these decide the daily living part of PIP.',
  mobilityTitle: 'Mobility activities',
  mobilityIntro: 'Two activities about getting around. Your points from these decide the mobility part of PIP.',
  /** The benefit the 'Calculation Complete' toast names: 'Your estimated PIP: £73.90 per week'. */
  benefit: 'PIP',
  calculatedTitle: 'Assessment Complete',
  errorText: 'Please check your selections and try again.',
});

/** The four tabs and the Back / Next buttons under each panel (PipTabNav.tsx). */
export const pipTabsMessages = i18n('pip.tabs', {
  info: 'Info',
  dailyLiving: 'Daily Living',
  mobility: 'Mobility',
  results: 'Results',
  backTo: params('Back to {tab}'),
  next: params('Next: {tab}'),
});

/** The Info tab (InfoTab.tsx). */
export const pipInfoMessages = i18n('pip.info', {
  heading: 'About you and your condition',
  noteTitle: 'Important Note',
  note: 'To get PIP your condition must have lasted 3 months and be expected to last at least 9 more months. If a doctor or nurse has said you may have 12 months or less to live, there is no waiting time: under the special rules for end of life the claim is faster and pays the enhanced daily living rate.',
  noteScotland:
    'To get Adult Disability Payment your condition must have lasted 13 weeks and be expected to last at least 39 more weeks. If a doctor or nurse has said you have a terminal illness, there is no waiting time: under the special rules for terminal illness both parts are paid at the enhanced rate.',
  howToAnswer:
    'This calculator works out the points the DWP would give for the answers you choose. Answer for how you manage on most days, and think about whether you can do each activity safely, to an acceptable standard, as often as you need to and in a reasonable time. If not, choose the statement that describes the help you need.',
  age: 'Your age',
  ageRange: params('From {from} to {to}'),
  years: 'years',
  pensionAge: 'Have you reached State Pension age?',
  /** With parts (src/i18n/Rich.tsx): `from`, `to` and the `link`. */
  pensionAgeHint:
    'State Pension age is rising from {from} to {to}: if you were born on or after 6 April 1960, it comes some months after your {from}th birthday. <link>Check your State Pension age on GOV.UK</link>.',
  pensionAgeNote: 'From State Pension age you usually cannot start a new PIP claim. Attendance Allowance (Pension Age Disability Payment in Scotland) may help instead.',
  previousAward: 'Have you been paid PIP or Disability Living Allowance (DLA) at any time in the last 12 months?',
  previousAwardHint: 'If you have, you can still make a new PIP claim. If not, the result shows Attendance Allowance instead.',
  duration: 'How long have you had your condition?',
  durationHint: 'If you have more than one, think of the one that affects you most.',
  tooShort: 'You cannot get PIP until your condition has lasted 3 months, but you can still work out your points now.',
  tooShortScotland: 'You cannot get Adult Disability Payment until your condition has lasted 13 weeks, but you can still work out your points now.',
  endOfLife: 'A doctor or nurse has said I may have 12 months or less to live',
  endOfLifeHint: 'The special rules for end of life: no waiting time, and the enhanced daily living rate whatever your points.',
  /** In Scotland: Adult Disability Payment's special rules for terminal illness have no time limit (SSI 2022/54 reg 26). */
  endOfLifeScotland: 'A doctor or nurse has said I have a terminal illness',
  endOfLifeHintScotland:
    'Adult Disability Payment’s special rules for terminal illness: a progressive illness that is expected to cause your death, however long that may be. No waiting time, and both parts at the enhanced rate whatever your points.',
  /** PIP's own hint to the shared "Where do you live?" (src/islands/shared/fields/NationField.tsx). */
  locationHint: 'In Scotland new claims are for Adult Disability Payment, which uses the same points and rates.',
  conditions: 'Your conditions (optional)',
  conditionsHint: 'One per line, or separated by commas. This stays on your device and does not change the points.',
  hasDisability: 'I have a disability or long-term health condition',
});

/** The Daily Living and Mobility tabs: the list of activities and each activity's accordion. */
export const pipActivityMessages = i18n('pip.activities', {
  howToAnswer: count({
    one: '{count} activity. Open each one and choose a statement.',
    other: '{count} activities. Open each one and choose a statement.',
  }),
  showAll: 'Show all activities',
  hideAll: 'Hide all activities',
  notAnswered: 'Not answered',
  answered: params('Answered: {points}'),
  /** The radio group's legend, the activity named first for screen readers only (parts: `hidden`, `activity`). */
  legend: '<hidden>{activity}: </hidden>Which statement fits you best on most days?',
  examples: params('For example: {examples}'),
  /** Parts: `hidden`, `activity`. */
  clear: 'Clear answer<hidden> for {activity}</hidden>',
});

/** The sidebar (PipSidebar.tsx). */
export const pipSidebarMessages = i18n('pip.sidebar', {
  title: 'Activities answered',
  dailyLiving: 'Daily living',
  mobility: 'Mobility',
  overall: 'Overall',
  row: params('{label}: {answered}/{total}'),
  rowValue: params('{answered} of {total} activities answered'),
  soFar: params('{points} so far'),
  disclaimerTitle: 'This is a self-assessment',
  disclaimer:
    'It is not an official decision. The Department for Work and Pensions (DWP) decides PIP, after reading your form and evidence and usually an assessment with a health professional.',
  guide: 'Read our PIP guide',
});

/** The Results tab around the result (ResultsTab.tsx). */
export const pipResultsTabMessages = i18n('pip.resultsTab', {
  heading: 'Your PIP results',
  answered: params('You have answered {answered} of {total} activities.'),
  answeredSome: params('You have answered {answered} of {total} activities. Any activity you have not answered counts as 0 points.'),
  calculate: 'Calculate PIP Award',
  working: 'Working out your award…',
  empty: 'Answer the activities you can, then press Calculate PIP Award to see your points and award.',
});
