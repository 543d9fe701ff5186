/**
 * The summary of problems above a form (src/islands/shared/fields/ErrorSummary.tsx), in English:
 * its own file, as the calculators with tabs load it only after Calculate (README "Performance").
 */
import { i18n } from '../i18n';

export const sharedErrorSummaryMessages = i18n('shared.errorSummary', {
  title: 'There is a problem',
  /** Said after the list when Calculate was held back by an answer a field changed. */
  heldBack: 'We have not worked out your estimate yet. Check these answers, then calculate again.',
});
