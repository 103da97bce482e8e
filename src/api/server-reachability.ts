/**
 * Whether this app's server answers, not just whether the browser has a network: a tablet on a clinic's
 * Wi-Fi behind a captive portal, or with the server down, is "online" for `navigator.onLine` and still
 * cannot sync. The sync status says "Sin conexión con el servidor" then.
 *
 * - A cheap GET /v1/health (./health.api.ts: only `{ status: 'ok' }` counts, so a portal's page does not).
 * - Checked when the first screen asks and whenever the browser comes back online (once more after a check
 *   already on its way, which left before); then every minute while the server answers, and with backoff
 *   while it does not (2 s, 4 s, … up to a minute), so a hundred tablets waiting for a server do not hammer
 *   it. Nothing is checked while the browser is offline.
 * - Started by the first subscriber and stopped with the last (the screens that read it, and the sync client
 *   while a user is signed in, `onConnectionBack`): no timer runs with nobody reading it, and an unwatched
 *   state goes back to 'unknown' rather than holding an answer nobody refreshes.
 * - The app's one "online" (`isOnline`, `useOnline`): the browser has a network and the server did not
 *   fail its last check. Every screen and every read that chooses between the server and the device's copy
 *   asks it, never `navigator.onLine` alone. ('unknown' counts as online: the server is asked, and a read
 *   that finds no server still falls back to the device.) The sync worker reads its own `navigator.onLine`:
 *   a worker has no screen to watch this store, and it finds an unreachable server by its own requests.
 */
import { useSyncExternalStore } from 'react';
import { checkHealth } from './health.api';

export type Reachability = 'unknown' | 'reachable' | 'unreachable';

export const RECHECK_MS = 60_000;
const FIRST_RETRY_MS = 2_000;

export interface ReachabilityDeps<Timer> {
  check: () => Promise<boolean>;
  online: () => boolean;
  setTimer: (callback: () => void, ms: number) => Timer;
  clearTimer: (timer: Timer) => void;
  onOnline: (listener: () => void) => () => void;
}

export function createReachability<Timer>(deps: ReachabilityDeps<Timer>) {
  let state: Reachability = 'unknown';
  let failures = 0;
  let timer: Timer | null = null;
  let stopOnline: (() => void) | null = null;
  let checking = false;
  /** Asked while a check was on its way: that check may have left before what changed (a network back). */
  let askedAgain = false;
  const listeners = new Set<() => void>();

  const set = (next: Reachability) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const schedule = () => {
    if (timer !== null) deps.clearTimer(timer);
    const delay =
      state === 'unreachable' ? Math.min(RECHECK_MS, FIRST_RETRY_MS * 2 ** (failures - 1)) : RECHECK_MS;
    timer = deps.setTimer(() => void check(), delay);
  };

  async function check() {
    if (listeners.size === 0) return;
    if (checking) {
      askedAgain = true;
      return;
    }
    if (!deps.online()) {
      schedule();
      return;
    }
    checking = true;
    const answers = await deps.check();
    checking = false;
    failures = answers ? 0 : failures + 1;
    set(answers ? 'reachable' : 'unreachable');
    if (askedAgain) {
      askedAgain = false;
      void check();
    } else if (listeners.size > 0) schedule();
  }

  return {
    get: () => state,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      if (listeners.size === 1) {
        stopOnline = deps.onOnline(() => {
          failures = 0;
          void check();
        });
        void check();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopOnline?.();
        stopOnline = null;
        if (timer !== null) deps.clearTimer(timer);
        timer = null;
        state = 'unknown';
        failures = 0;
        askedAgain = false;
      };
    },
  };
}

/** The browser's own word: false means surely offline (absent outside a browser: assume a network). */
const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine;

const reachability = createReachability({
  check: () => checkHealth(AbortSignal.timeout(10_000)).catch(() => false),
  online: browserOnline,
  setTimer: (callback, ms) => setTimeout(callback, ms),
  clearTimer: (timer) => clearTimeout(timer),
  onOnline: (listener) => {
    addEventListener('online', listener);
    return () => removeEventListener('online', listener);
  },
});

/** The app's connection: 'offline' without a network, 'server-unreachable' when the server failed its check. */
export type Connection = 'online' | 'offline' | 'server-unreachable';

function connectionNow(): Connection {
  if (!browserOnline()) return 'offline';
  return reachability.get() === 'unreachable' ? 'server-unreachable' : 'online';
}

/** Whether the app counts as online now: a network, and a server that did not fail its last check. */
export const isOnline = (): boolean => connectionNow() === 'online';

function subscribeConnection(listener: () => void): () => void {
  addEventListener('online', listener);
  addEventListener('offline', listener);
  const stopReachability = reachability.subscribe(listener);
  return () => {
    removeEventListener('online', listener);
    removeEventListener('offline', listener);
    stopReachability();
  };
}

/**
 * Calls `listener` each time the app's connection becomes 'online' again: the network back, or the server
 * answering after it did not. The sync worker's waits for the network end then (src/offline/sync-client.ts).
 * Keeps the reachability checked while subscribed.
 */
export function onConnectionBack(listener: () => void): () => void {
  let last = connectionNow();
  return subscribeConnection(() => {
    const now = connectionNow();
    if (now === 'online' && last !== 'online') listener();
    last = now;
  });
}

/**
 * The connection for React, for the screens that tell "no network" from "the server does not answer":
 * re-renders when either changes, and keeps the reachability checked while a screen reads it.
 */
export function useConnection(): Connection {
  return useSyncExternalStore(subscribeConnection, connectionNow, () => 'online');
}

/** `isOnline` for React. */
export const useOnline = (): boolean => useConnection() === 'online';
