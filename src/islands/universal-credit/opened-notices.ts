/**
 * What the Universal Credit calculator says when it opens a saved calculation or answers
 * carried over from the Housing Benefit calculator. Loaded only then, so the page's first
 * load stays within the JavaScript budget (README "Performance"); its words are
 * `ucOpenedMessages` (src/i18n/en/universal-credit-saved.ts).
 */
import type { SavedCalculation } from '~/stores/saved-calculations';
import type { Opened } from '~/islands/shared/session/useCalculation';
import { ucOpenedMessages } from '~/i18n/en/universal-credit-saved';
import { isFromBeforeTaxYears } from './saved-input';

/** The notices (and, for a hand-off, the toast) for `saved`; the controller adds the answers its reader reset. */
export function openedNotices(saved: SavedCalculation): Opened {
  const t = ucOpenedMessages.get();
  // `from` is set by setPendingHandOff (a PendingLoad): another calculator's answers, not a saved calculation.
  if ((saved as { from?: unknown }).from === 'housing-benefit') {
    // Answers carried from the Housing Benefit calculator (docs/rules.md "Housing Benefit"): shown above the form.
    return {
      notices: [t.fromHousingBenefit],
      handOffToast: { title: t.carriedOver, description: t.carriedOverBody },
    };
  }
  // A saved calculation from before the questions the law needs.
  return { notices: [isFromBeforeTaxYears(saved.data) ? t.newQuestions : null] };
}
