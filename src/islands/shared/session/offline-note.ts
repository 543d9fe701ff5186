/**
 * The quiet note a calculator shows when it works without a connection (README "Offline"): that
 * the visitor is offline, and which rates the calculator uses, so a figure worked out offline
 * can be weighed: the published rates the service worker kept (src/stores/rates.ts), with the
 * date they were published, or else the rates built into the page.
 */
import { formatLongDate } from '~/i18n/format-dates';
import { sharedOfflineMessages } from '~/i18n/en/shared-offline';
import type { RatesInfo } from '~/stores/rates';

/** The note's sentence, or null when there is nothing to say (online, or the rates still loading). */
export function offlineNote(online: boolean, rates: RatesInfo): string | null {
  if (!rates.settled || (online && !rates.savedCopy)) return null;
  const t = sharedOfflineMessages.get();
  const date = rates.source === 'built-in' || !rates.updatedAt ? '' : formatLongDate(rates.updatedAt);
  // Two sentences: where the calculator works from, then which rates it uses.
  return [online ? t.unreachable : t.offline, rates.source === 'built-in' ? t.builtIn : date ? t.savedOn({ date }) : t.saved].join(' ');
}
