/**
 * The offline note (src/islands/shared/session/offline-note.ts), in English: its own file, as its
 * words load only when there is something to say (README "Offline", "Performance").
 */
import { i18n, params } from '../i18n';

export const sharedOfflineMessages = i18n('shared.offline', {
  unreachable: 'We cannot reach our website just now, so this calculator is working from this device.',
  offline: 'You are offline. This calculator still works.',
  builtIn: 'It uses the rates built into this page, which may not include the latest published changes.',
  saved: 'It uses the published rates saved on this device.',
  savedOn: params('It uses the published rates saved on this device, last updated {date}.'),
});
