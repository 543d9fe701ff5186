/**
 * The words of the parts every calculator shares (src/islands/shared), in English: the fields,
 * the tax year, the notes a number field gives, the session around a calculator (Start again, the
 * toasts of Calculate) and the results panel before a result. Names start with 'shared.'.
 *
 * This file holds the parts a calculator page draws on its first load. Parts that load later
 * (the dialogs, the results, the Local Housing Allowance lookup, the saved-answers reader, the
 * offline note…) keep their words in files of their own beside it (shared-*.ts): a module sits
 * in one chunk of the build, so their words kept here would load with every calculator page
 * (README "Performance").
 */
import { i18n, params } from '../i18n';

/** Words of the form fields (src/islands/shared/fields). */
export const sharedFieldMessages = i18n('shared.fields', {
  /** Read before a field's error by screen readers (GOV.UK error message). */
  errorPrefix: 'Error:',
  yes: 'Yes',
  no: 'No',
  /** After an age's box (AgeField). */
  years: 'years',
  /** Read after a money field's label, as the '£' before the box is not read out. */
  inPounds: ', in pounds',
  /** A person's legend in a list of people: 'Person 2'. */
  person: params('{noun} {n}'),
  /** Parts: `hidden`, the `person` (in small letters) and their number `n`: 'Remove person 2'. */
  remove: 'Remove<hidden> {person} {n}</hidden>',
});

/**
 * The notes of a number field when it changed what was typed (src/islands/shared/fields/number.ts),
 * GOV.UK style: 'We changed your age to 16: enter an age from 16 to 100'.
 */
export const sharedNumberMessages = i18n('shared.number', {
  /** How a note names an answer whose label is a question. */
  thisAnswer: 'this answer',
  /** 'How many adults aged 21 or over live with you?' → 'the number of adults aged 21 or over'. */
  numberOf: params('the number of {what}'),
  /** 'Monthly rent' → 'the monthly rent'. */
  the: params('the {name}'),
  amount: 'an amount',
  age: 'an age',
  wholeNumber: 'a whole number',
  number: 'a number',
  /** What to enter: 'an age from 16 to 100'. */
  between: params('{what} from {min} to {max}'),
  atLeast: params('{what} of {min} or more'),
  atMost: params('{what} of {max} or less'),
  changedWhole: params('We changed {name} to {value}: enter a whole number'),
  changedDecimals: params('We changed {name} to {value}: enter a number with up to {places} decimal places'),
  changedNotNumber: params('We changed {name} to {value}: enter the amount in numbers only, like 450.50'),
  changed: params('We changed {name} to {value}: enter {allowed}'),
  /** An amount far beyond any real household (the `period` a calculator names, 'monthly' by default). */
  checkAmount: params('Check this amount: is it {period}?'),
  monthly: 'monthly',
});

/** The tax-year choice (src/islands/shared/session/tax-year.ts, TaxYearField.tsx). */
export const sharedTaxYearMessages = i18n('shared.taxYear', {
  label: 'Tax year',
  hint: 'The rates and rules of the tax year, 6 April to 5 April',
  thisYear: params('{year} (this year)'),
  ratesYear: params('Worked out with the {year} rates'),
  legacy: params('This calculation was saved before we added tax years, so it opens with the {year} rates.'),
});

/** The title of the summary of field notes above a form (field-notes.ts). */
export const sharedNotesMessages = i18n('shared.notes', {
  changed: 'We changed some of your answers',
  check: 'Check these answers',
});

/** Around a calculator: when it fails, Start again, and the toasts of Calculate (src/islands/shared/session). */
export const sharedSessionMessages = i18n('shared.session', {
  failedTitle: 'Sorry, the calculator stopped working',
  failedText: 'Something in your answers or a saved calculation could not be shown. Your saved calculations are safe. Start again to use the calculator with empty answers.',
  startAgain: 'Start again',
  startAgainTitle: 'Start again?',
  startAgainText: 'This clears all your answers and your estimate. Your saved calculations are kept.',
  startAgainConfirm: 'Yes, start again',
  errorTitle: 'Calculation Error',
  errorText: 'Please check your inputs and try again.',
  calculatedTitle: 'Calculation Complete',
  /** 'Your estimated PIP: £73.90 per week'. */
  calculatedWeek: params('Your estimated {benefit}: {amount} per week'),
  calculatedMonth: params('Your estimated {benefit}: {amount} per month'),
});

/** The results side before a result, and while its code loads (EmptyResult.tsx, RatesYearNote.tsx). */
export const sharedEmptyResultMessages = i18n('shared.emptyResult', {
  title: 'No result yet',
  text: 'Fill in your details, then press Calculate to see your estimate and how it was worked out.',
  working: 'Working out your estimate…',
});
