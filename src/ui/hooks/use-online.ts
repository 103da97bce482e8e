/**
 * Whether the browser says it is online (the "Sin conexión" badge, the offline search): `navigator.onLine` kept current by
 * the window's online and offline events. (The sync worker reads its own `navigator.onLine`; both follow the
 * same browser state.)
 */
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  addEventListener('online', listener);
  addEventListener('offline', listener);
  return () => {
    removeEventListener('online', listener);
    removeEventListener('offline', listener);
  };
}

const snapshot = () => navigator.onLine;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
