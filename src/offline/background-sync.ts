/**
 * The page's side of Background Sync (DESIGN.md write path, step 8): while queued work waits for the
 * network, the page registers a one-off sync with the service worker; when the browser fires it (Chromium:
 * as soon as it sees a connection), the service worker (workers/service-worker.ts) posts
 * `SYNC_REQUEST_MESSAGE` to every window, and ./sync-client.ts asks its sync worker for a pass.
 *
 * Design:
 * - Registered when the worker's status says entries wait for the network: pending, not sending, not
 *   paused for sign-in, and the device offline or a retry scheduled (a pass ended waiting). Once per such
 *   state (`registrationKey`): a sync registered while the browser thinks it is online fires at once, and
 *   the pass it asks for finds nothing due yet; registering again for the same `retryAt` would loop.
 * - The service worker has no tokens (they live in the page's session storage): with no window open the
 *   sync event has nobody to ask, and the queue goes with the next start of the app. Browsers without
 *   Background Sync (Safari, Firefox) rely on the other triggers.
 * - Messages are type checked and must come from this origin.
 */
import { BACKGROUND_SYNC_TAG, isSyncRequestMessage, type SyncStatus } from './sync-protocol';
import { logFailure } from '../api/failure-log';

declare global {
  /** What Background Sync adds (not in TypeScript's DOM types; absent where the browser lacks it). */
  interface ServiceWorkerRegistration {
    readonly sync?: { register(tag: string): Promise<void> };
  }
}

/** The waiting state worth a registration, or null when nothing waits for the network. */
export function registrationKey(status: SyncStatus | null): string | null {
  if (!status || status.pending === 0 || status.paused !== null) return null;
  if (!status.online) return 'offline';
  return status.retryAt !== null ? `retry-${status.retryAt}` : null;
}

let registeredFor: string | null = null;

/** Registers the one-off sync when `status` waits for the network (and not already for this state). */
export function registerBackgroundSyncFor(status: SyncStatus | null): void {
  // A pass is running: its end says what still waits.
  if (status?.sending) return;
  const key = registrationKey(status);
  if (key === registeredFor) return;
  registeredFor = key;
  if (key === null) return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistration()
    .then((registration) => registration?.sync?.register(BACKGROUND_SYNC_TAG))
    .catch((error: unknown) => logFailure('background sync not registered', error, 'warn'));
}

/** Calls `onRequest` for every sync request the service worker posts; returns the function that stops. */
export function listenForBackgroundSync(onRequest: () => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const container = navigator.serviceWorker;
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== '' && event.origin !== location.origin) return;
    if (isSyncRequestMessage(event.data)) onRequest();
  };
  container.addEventListener('message', onMessage);
  // Messages from the service worker are queued until the page starts taking them.
  container.startMessages();
  return () => container.removeEventListener('message', onMessage);
}
