/**
 * What the Universal Credit calculator says when it opens a saved calculation or answers
 * carried over from the Housing Benefit calculator. Loaded only then, so the page's first
 * load stays within the JavaScript budget (README "Performance").
 */
import type { SavedCalculation } from '~/stores/saved-calculations';
import type { Opened } from '~/islands/shared/session/useCalculation';
import { isFromBeforeTaxYears } from './saved-input';

/** Shown above the form when the answers came from the Housing Benefit calculator. */
export const FROM_HOUSING_BENEFIT_NOTICE =
  'These answers came from the Housing Benefit calculator, with weekly amounts turned into monthly ones. Universal Credit asks some different questions (about your health, caring and other income), so check each tab, then press Calculate Universal Credit.';

/** Said when a saved calculation from before the questions the law needs is opened. */
export const NEW_QUESTIONS_NOTICE =
  'It was also saved before we added questions about your rent, your children, your health and the benefit cap: we used the usual answers for them, so check each tab, then press Calculate Universal Credit.';

/** The notices (and, for a hand-off, the toast) for `saved`; the controller adds the answers its reader reset. */
export function openedNotices(saved: SavedCalculation): Opened {
  // `from` is set by setPendingHandOff (a PendingLoad): another calculator's answers, not a saved calculation.
  if ((saved as { from?: unknown }).from === 'housing-benefit') {
    // Answers carried from the Housing Benefit calculator (docs/rules.md "Housing Benefit").
    return {
      notices: [FROM_HOUSING_BENEFIT_NOTICE],
      handOffToast: { title: 'Answers carried over', description: 'Your Housing Benefit answers are in the form. Check each tab.' },
    };
  }
  return { notices: [isFromBeforeTaxYears(saved.data) ? NEW_QUESTIONS_NOTICE : null] };
}
