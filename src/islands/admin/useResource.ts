/**
 * Load one thing from the admin API, with reload and local updates. Load
 * failures are only logged (docs/product.md §8) and the tab says it could not load.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** A loaded resource. */
export interface Resource<T> {
  data: T | null;
  status: 'loading' | 'ready' | 'error';
  reload: () => void;
  /** Change the local copy after a successful save. */
  update: (change: (current: T) => T) => void;
}

export function useResource<T>(load: () => Promise<T>, label: string): Resource<T> {
  const [data, setData] = useState<T | null>(null);
  const [status, setStatus] = useState<Resource<T>['status']>('loading');
  const loadRef = useRef(load);
  loadRef.current = load;
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setStatus((s) => (s === 'ready' ? s : 'loading'));
    loadRef
      .current()
      .then((value) => {
        if (!live) return;
        setData(value);
        setStatus('ready');
      })
      .catch((err: unknown) => {
        if (!live) return;
        console.error(`Unable to load ${label}`, err);
        setStatus('error');
      });
    return () => {
      live = false;
    };
  }, [round, label]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const update = useCallback((change: (current: T) => T) => setData((d) => (d === null ? d : change(d))), []);
  return { data, status, reload, update };
}
