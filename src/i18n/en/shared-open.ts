/**
 * Opening a saved calculation, a hand-over or a link with answers (src/islands/shared/session/open-calculation.ts,
 * open-link.ts), in English: their own file, as they load only when there is something to open
 * (README "Performance").
 */
import { i18n, params } from '../i18n';

export const sharedOpenMessages = i18n('shared.open', {
  loadedTitle: 'Calculation loaded',
  loaded: params('"{name}" was loaded from your saved calculations.'),
  /** Answers another calculator handed over, named by the saved calculation's name: 'Your Pension Credit answers'. */
  handedOver: params('{answers} are filled in. Check each answer, and add what that calculator did not ask, then calculate again.'),
  handedOverTitle: 'Answers carried over',
  handedOverToast: params('{answers} are in the form. Check each answer.'),
  linkName: 'Answers from a link',
  unreadableLink:
    'The answers in this link could not be read: it may be incomplete, changed, or made by an older version of this site. The calculator has the usual starting answers instead.',
  linkOpenedTitle: 'Answers opened',
  linkOpened: 'The answers from your link are in the form, and the estimate was worked out again.',
});
