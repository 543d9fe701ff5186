/**
 * A toast's close button (src/islands/shared/dialogs/ToastItem.tsx), in English: its own file, as
 * a toast's code loads with the first toast or the first answer typed (README "Performance").
 */
import { i18n } from '../i18n';

export const sharedToastMessages = i18n('shared.toast', {
  close: 'Close notification',
});
