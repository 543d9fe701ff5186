/**
 * The two toasts of the postcode → Local Housing Allowance lookup said before its module loads, or
 * when it cannot (src/islands/shared/fields/useLhaLookup.ts), in English: their own file, so a
 * calculator's first load carries these four lines and not the field's words (shared-lha.ts).
 */
import { i18n } from '../i18n';

export const sharedLhaToastMessages = i18n('shared.lhaToast', {
  requiredTitle: 'Postcode Required',
  /** The documents' words, as written (docs/product.md). */
  requiredText: 'Please enter a postcode to lookup LHA rates.',
  failedTitle: 'Lookup Failed',
  failedText: 'Error looking up LHA rates. Please try again.',
});
