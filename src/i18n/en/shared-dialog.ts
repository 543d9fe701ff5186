/** The words of every dialog (src/islands/shared/dialogs/Dialog.tsx, ConfirmDialog.tsx), in English. */
import { i18n } from '../i18n';

export const sharedDialogMessages = i18n('shared.dialog', {
  cancel: 'Cancel',
});
