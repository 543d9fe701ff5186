/**
 * The quiet note a calculator shows when it works without a connection (README "Offline"): that
 * the visitor is offline, and which rates the calculator uses, so a figure worked out offline
 * can be weighed: the published rates the service worker kept (src/stores/rates.ts), with the
 * date they were published, or else the rates built into the page.
 */
import { formatLongDate } from '~/i18n/format';
import type { RatesInfo } from '~/stores/rates';

/** The note's sentence, or null when there is nothing to say (online, or the rates still loading). */
export function offlineNote(online: boolean, rates: RatesInfo): string | null {
  if (!rates.settled || (online && !rates.savedCopy)) return null;
  const opening = online ? 'We cannot reach our website just now, so this calculator is working from this device.' : 'You are offline. This calculator still works.';
  if (rates.source === 'built-in') return `${opening} It uses the rates built into this page, which may not include the latest published changes.`;
  const date = rates.updatedAt ? formatLongDate(rates.updatedAt) : '';
  return `${opening} It uses the published rates saved on this device${date ? `, last updated ${date}` : ''}.`;
}
