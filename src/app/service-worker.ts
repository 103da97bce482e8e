/**
 * Registers the service worker (workers/service-worker.ts, built to /service-worker.js) with
 * workbox-window and keeps where an update stands (./update-decision.ts `UpdatePhase`) as a small external
 * store for the prompt (./app-update.tsx).
 *
 * Design:
 * - Production builds only: the dev server has no service worker, and a stale one would hide edits.
 * - Prompt behaviour: a new version installs and waits (`waiting`); it takes over only when the prompt
 *   calls `activateWaitingVersion` (Workbox's SKIP_WAITING message), and the page reloads once it controls
 *   (`controlling`). The very first install is no update: it claims the page and nothing reloads; a page
 *   its activation missed asks the active worker to claim it (CLAIM_MESSAGE).
 * - While the app stays open it asks the server for a new version every hour (browsers also check at
 *   every navigation).
 * - workbox-window is loaded here, not with the first screen: registering can wait for it.
 */
import type { Workbox } from 'workbox-window';
import type { UpdatePhase } from './update-decision';
import { logFailure } from '../api/failure-log';
import { isOnline } from '../api/server-reachability';
import { CLAIM_MESSAGE } from '../offline/sync-protocol';

export const SERVICE_WORKER_URL = '/service-worker.js';
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let workbox: Workbox | null = null;
let phase: UpdatePhase = 'current';
const listeners = new Set<() => void>();

function setPhase(next: UpdatePhase) {
  if (next === phase) return;
  phase = next;
  for (const listener of listeners) listener();
}

let registering = false;

/** Registers the service worker once, after the page has loaded (it never delays the first screen). */
export function registerServiceWorker(): void {
  if (registering || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The external views live in another system's page for one visit: they install nothing on the device.
  if (location.pathname.startsWith('/external-views/')) return;
  registering = true;
  import('workbox-window')
    .then(({ Workbox }) => register(new Workbox(SERVICE_WORKER_URL, { scope: '/' })))
    .catch((error: unknown) => logFailure('service worker not registered', error));
}

function register(wb: Workbox) {
  workbox = wb;
  wb.addEventListener('waiting', () => {
    if (phase === 'current') setPhase('waiting');
  });
  wb.addEventListener('controlling', (event) => {
    // A new version took control (this tab asked, or another tab's user did): the page runs old code.
    if (event.isUpdate || phase !== 'current') setPhase('activated');
  });
  wb.register().catch((error: unknown) => logFailure('service worker not registered', error));
  // A page that loaded while the worker was activating is not controlled (CLAIM_MESSAGE): the active
  // worker is asked to take it. Not while a new version waits: its taking over is the user's choice.
  void navigator.serviceWorker.ready.then((registration) => {
    if (!navigator.serviceWorker.controller && phase === 'current')
      registration.active?.postMessage(CLAIM_MESSAGE);
  });
  setInterval(() => {
    if (isOnline()) wb.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}

/** The user chose "Actualizar". */
export function acceptUpdate(): void {
  if (phase === 'waiting') setPhase('accepted');
}

/** Tells the waiting version to take over; the page reloads when it controls (phase `activated`). */
export function activateWaitingVersion(): void {
  workbox?.messageSkipWaiting();
}

export const getUpdatePhase = (): UpdatePhase => phase;

export function subscribeUpdatePhase(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
