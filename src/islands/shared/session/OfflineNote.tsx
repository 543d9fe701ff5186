/**
 * The offline note (offline-note.ts): drawn above a calculator while it works without a
 * connection, and absent otherwise. It listens for the browser going on and off line; the
 * server render and the first client render say nothing, so hydration always matches.
 */
import { useSyncExternalStore } from 'react';
import { useStore } from '@nanostores/react';
import { $ratesInfo } from '~/stores/rates';
import { offlineNote } from './offline-note';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export default function OfflineNote() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const rates = useStore($ratesInfo, { ssr: 'initial' });
  const note = offlineNote(online, rates);
  if (!note) return null;
  return (
    <p role="status" className="mb-2 mt-3 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800" data-offline-note="">
      {note}
    </p>
  );
}
