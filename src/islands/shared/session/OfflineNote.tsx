/**
 * The offline note (offline-note.ts), drawn above a calculator while it works without a
 * connection and absent otherwise. It listens for the browser going on and off line; the
 * server render and the first client render say nothing, so hydration always matches. Its
 * words load only when there is something to say (OfflineNoteText.tsx).
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useStore } from '@nanostores/react';
import { $ratesInfo } from '~/stores/rates';

const OfflineNoteText = lazy(() => import('./OfflineNoteText'));

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
  // offlineNote's own test, before its words are fetched: offline, or the rates were the kept copy.
  if (!rates.settled || (online && !rates.savedCopy)) return null;
  return (
    <Suspense fallback={null}>
      <OfflineNoteText online={online} rates={rates} />
    </Suspense>
  );
}
