/**
 * Telling people what a loaded calculation lost. Each calculator reads saved input with its
 * own validating reader (saved-input.ts in its folder, built on schema.ts): an answer that was
 * there but unusable takes its default and is named in `reset` in plain English ('your age',
 * 'child 2’s age'), in the form's order. This words the one notice every calculator shows,
 * so the page says what it changed instead of changing it silently (docs/product.md §10).
 *
 * Loaded with the readers, only when saved answers are opened (useCalculation).
 */
import { sharedSavedMessages } from '~/i18n/en/shared-saved';

/** How many answers the notice names before it says 'and N more'. */
const NAMED = 6;

/**
 * 'Part of this saved calculation could not be read, so we reset this answer to the usual
 * starting value: your age. Check it before you calculate.', or null when nothing was reset.
 */
export function resetNotice(reset: readonly string[]): string | null {
  const fields = [...new Set(reset)];
  if (fields.length === 0) return null;
  const t = sharedSavedMessages.get();
  const shown = fields.slice(0, NAMED).join(t.separator);
  const more = fields.length - NAMED;
  return t.reset({ answers: more > 0 ? t.andMore({ answers: shown, more }) : shown })(fields.length);
}
