/**
 * The page's side of the sync worker (workers/sync-worker.ts): starts one worker per tab for the signed-in
 * user, asks it for passes, and keeps the last status it pushed for the sync-status UI.
 *
 * Design:
 * - The worker is created with Vite's worker syntax, so the build bundles it as its own module chunk.
 * - It gets the session through one comlink proxy (src/offline/sync-protocol.ts `PageSession`): the
 *   access token and the XSRF cookie are read at every send, and a 401 is refreshed through the page's
 *   `api.refresh()`, which shares one refresh with every other caller of the tab (refresh tokens are single
 *   use). A failed refresh ends the session there, which stops the worker (`stopSync`).
 * - `triggerSync()` after every enqueue. The window's `online` event asks for a pass too, and so does the
 *   server answering again after it did not, which no `online` event tells (`onConnectionBack`; the
 *   worker listens to its own `online` as well), and the service worker's Background Sync
 *   (./background-sync.ts: registered from the statuses pushed here while work waits for the network).
 *   After those the worker sends at once what only waited for the network (workers/replay-policy.ts).
 * - The status is pushed by the worker when a pass starts and ends; `subscribeSyncStatus` /
 *   `getSyncStatus` fit `useSyncExternalStore`.
 * - Where there is no Worker (unit tests in jsdom), nothing starts.
 */
import * as Comlink from 'comlink';
import { api, readXsrfCookie } from '../api/client';
import { isUnreachable } from '../api/errors';
import { onConnectionBack } from '../api/server-reachability';
import { getSession } from '../api/session';
import { listenForBackgroundSync, registerBackgroundSyncFor } from './background-sync';
import type { PageSession, SyncStatus, SyncTrigger, SyncWorkerApi } from './sync-protocol';
import { logFailure } from '../api/failure-log';

interface Running {
  userId: string;
  worker: Worker;
  remote: Comlink.Remote<SyncWorkerApi>;
  stopListening: () => void;
  /** Resolves when the worker is stopped: a call it had not answered then never will be. */
  stopped: Promise<void>;
  stop: () => void;
}

let running: Running | null = null;
let status: SyncStatus | null = null;
const listeners = new Set<() => void>();

function setStatus(next: SyncStatus | null) {
  status = next;
  registerBackgroundSyncFor(next);
  for (const listener of listeners) listener();
}

const pageSession: PageSession = {
  getToken: () => getSession().tokens?.access.token,
  getXsrf: readXsrfCookie,
  async refresh(refusedToken) {
    const current = getSession().tokens?.access.token;
    // Another call of this tab refreshed since the worker's request left: retry with the new token.
    if (current && refusedToken && current !== refusedToken) return true;
    try {
      await api.refresh();
      return true;
    } catch (error) {
      // No answer: the network is gone, not the session (the worker waits for it).
      if (isUnreachable(error)) throw error;
      return false;
    }
  },
  onStatus: setStatus,
};

/**
 * Starts the sync worker of `userId` in this tab with the user's data key (a no-op when it already runs for
 * that user).
 */
export function startSync(userId: string, key: CryptoKey): void {
  if (running?.userId === userId) return;
  stopSync();
  if (typeof Worker === 'undefined') return;
  const worker = new Worker(new URL('../../workers/sync-worker.ts', import.meta.url), {
    type: 'module',
    name: 'canguro-sync',
  });
  const remote = Comlink.wrap<SyncWorkerApi>(worker);
  const onOnline = () => triggerSync('online');
  addEventListener('online', onOnline);
  const stopConnection = onConnectionBack(onOnline);
  const stopBackgroundSync = listenForBackgroundSync(() => triggerSync('background-sync'));
  const stopListening = () => {
    removeEventListener('online', onOnline);
    stopConnection();
    stopBackgroundSync();
  };
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  running = { userId, worker, remote, stopListening, stopped, stop };
  remote.start(userId, key, Comlink.proxy(pageSession)).catch((error: unknown) => {
    logFailure('sync worker did not start', error);
  });
}

/** Stops the worker (session end): an entry in flight stays in the outbox and is sent again later. */
export function stopSync(): void {
  if (!running) return;
  running.stopListening();
  running.remote[Comlink.releaseProxy]();
  running.worker.terminate();
  running.stop();
  running = null;
  setStatus(null);
}

/** Asks the worker for a pass: after every enqueue, and whenever the device may be able to send. */
export function triggerSync(reason: SyncTrigger = 'enqueue'): void {
  running?.remote.trigger(reason).catch((error: unknown) => logFailure('sync trigger', error));
}

/** Asks for a pass and resolves once the worker has run it (at once with no worker). */
export async function syncAndWait(): Promise<void> {
  await running?.remote.syncNow().catch((error: unknown) => logFailure('sync now', error));
}

/**
 * The running worker's draft write and when the worker stops (a call it had not answered then never will
 * be); null while no worker runs. ./draft-writes.ts writes through it.
 */
export function runningSyncWorker(): {
  userId: string;
  writeDraft: SyncWorkerApi['writeDraft'];
  stopped: Promise<void>;
} | null {
  if (!running) return null;
  const { userId, remote, stopped } = running;
  return { userId, writeDraft: (...args) => remote.writeDraft(...args), stopped };
}

/** The last status the worker pushed; null while no worker runs. */
export const getSyncStatus = (): SyncStatus | null => status;

export function subscribeSyncStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
