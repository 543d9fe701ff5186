/**
 * Reading saved answers (src/islands/shared/saved), in English: how the shared readers name the
 * answers, and the notice of the answers a saved calculation lost. Their own file, as they load
 * with the readers (README "Performance").
 */
import { count, i18n, params } from '../i18n';

export const sharedSavedMessages = i18n('shared.saved', {
  postcode: 'your postcode',
  taxYear: 'the tax year',
  /** The `answers` reset, in the readers' words, each set apart by `separator`. */
  reset: params(
    count({
      one: 'Part of this saved calculation could not be read, so we reset this answer to the usual starting value: {answers}. Check it before you calculate.',
      other: 'Part of this saved calculation could not be read, so we reset these answers to the usual starting value: {answers}. Check them before you calculate.',
    }),
  ),
  separator: '; ',
  andMore: params('{answers} and {more} more'),
});
