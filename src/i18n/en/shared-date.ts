/**
 * A date asked in three boxes (src/islands/shared/fields/DateField.tsx, date-parts.ts), in
 * English: its own file, as only the calculators that ask a date load it (README "Performance").
 */
import { i18n, params } from '../i18n';

export const sharedDateMessages = i18n('shared.date', {
  day: 'Day',
  month: 'Month',
  year: 'Year',
  example: 'For example, 27 3 1958.',
  /** The field's error: its question without '(optional)', then what is wrong ('Date of birth must include a year'). */
  error: params('{field} {problem}'),
  missingDay: 'must include a day',
  missingMonth: 'must include a month',
  missingYear: 'must include a year',
  missingDayAndMonth: 'must include a day and month',
  missingDayAndYear: 'must include a day and year',
  missingMonthAndYear: 'must include a month and year',
  notNumbers: 'must be a real date, in numbers, with a 4-digit year',
  notReal: 'must be a real date',
});
