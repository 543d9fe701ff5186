/**
 * Saving a calculation (src/islands/shared/dialogs/SaveDialog.tsx, NameDescriptionForm.tsx), in
 * English: their own file, as they load with a result (README "Performance").
 */
import { i18n, params } from '../i18n';

export const sharedSaveMessages = i18n('shared.save', {
  button: 'Save Calculation',
  title: 'Save calculation',
  name: 'Name',
  description: 'Description (optional)',
  nameRequiredTitle: 'Name required',
  nameRequired: 'Please enter a name for your calculation.',
  save: 'Save',
  saving: 'Saving…',
  privacy: 'Your calculation is saved in this browser, on this device only. It is not sent to us or anyone else.',
  savedTitle: 'Calculation saved',
  saved: params('"{name}" has been saved to your calculations.'),
  failedTitle: 'Save failed',
  /** Why a save failed, by cause. */
  full: "Your browser's storage for this site is full. Export your saved calculations or delete ones you no longer need, then save again.",
  blocked: 'Your browser does not allow this site to save on this device. Check its settings for site data or cookies.',
  failed: 'There was an error saving your calculation. Please try again.',
  goToSaved: 'Go to your saved calculations',
});
