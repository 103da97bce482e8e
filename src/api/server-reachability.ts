/**
 * Whether this app's server answers, not just whether the browser has a network: a tablet on a clinic's
 * Wi-Fi behind a captive portal, or with the server down, is "online" for `navigator.onLine` and still
 * cannot sync. The sync status says "Sin conexión con el servidor" then.
 *
 * - A cheap GET /v1/health (./health.api.ts: only `{ status: 'ok' }` counts, so a portal's page does not).
 * - Checked when the first screen asks and whenever the browser comes back online; then every minute while
 *   the server answers, and with backoff while it does not (2 s, 4 s, … up to a minute), so a hundred
 *   tablets waiting for a server do not hammer it. Nothing is checked while the browser is offline.
 * - Started by the first subscriber and stopped with the last: no timer runs with no screen reading it.
 */
import { useSyncExternalStore } from 'react';
import { checkHealth } from './health.api';

export type Reachability = 'unknown' | 'reachable' | 'unreachable';

export const RECHECK_MS = 60_000;
const FIRST_RETRY_MS = 2_000;

export interface ReachabilityDeps {
  check: () => Promise<boolean>;
  online: () => boolean;
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  onOnline: (listener: () => void) => () => void;
}

export function createReachability(deps: ReachabilityDeps) {
  let state: Reachability = 'unknown';
  let failures = 0;
  let timer: unknown = null;
  let stopOnline: (() => void) | null = null;
  let checking = false;
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
    if (listeners.size === 0 || checking) return;
    if (!deps.online()) {
      schedule();
      return;
    }
    checking = true;
    const answers = await deps.check();
    checking = false;
    failures = answers ? 0 : failures + 1;
    set(answers ? 'reachable' : 'unreachable');
    if (listeners.size > 0) schedule();
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
      };
    },
  };
}

const reachability = createReachability({
  check: () => checkHealth(AbortSignal.timeout(10_000)).catch(() => false),
  online: () => navigator.onLine,
  setTimer: (callback, ms) => setTimeout(callback, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  onOnline: (listener) => {
    addEventListener('online', listener);
    return () => removeEventListener('online', listener);
  },
});

/** The server's reachability as last checked, once ('unknown' before the first answer or while unwatched). */
export const serverReachability = (): Reachability => reachability.get();

/** The server's reachability as last checked ('unknown' before the first answer). */
export function useServerReachability(): Reachability {
  return useSyncExternalStore(reachability.subscribe, reachability.get, () => 'unknown');
}
