/**
 * The offline note's paragraph (offline-note.ts), loaded only when a page has something to say
 * (OfflineNote.tsx): online, as calculators nearly always are, its words cost the page nothing.
 * The service worker keeps it with the calculators' other files (README "Offline").
 */
import type { RatesInfo } from '~/stores/rates';
import { offlineNote } from './offline-note';

export default function OfflineNoteText({ online, rates }: { online: boolean; rates: RatesInfo }) {
  const note = offlineNote(online, rates);
  if (!note) return null;
  return (
    <p role="status" className="mb-2 mt-3 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800" data-offline-note="">
      {note}
    </p>
  );
}
