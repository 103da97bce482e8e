/**
 * Whether the browser has a network: `navigator.onLine` kept current by the window's online and offline
 * events. Only for what does not come from this app's server (the embedded pages of another system);
 * everything read from our server follows the app's "online" (src/api/server-reachability.ts `useOnline`).
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

export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
