/**
 * The service worker (DESIGN.md "Runtime pieces"; built by vite-plugin-pwa, strategy injectManifest, into
 * dist/sw.js): the app opens with no network, the catalogues it needs are there offline, and the queued
 * writes are woken after reconnect.
 *
 * Design:
 * - Precache: every file of the build (the plugin injects the list into `self.__WB_MANIFEST`); outdated
 *   precaches are removed on activate. Every navigation outside /v1 is answered with the precached
 *   index.html, so a deep link (/psychology) opens offline. The files not yet held are first fetched a few
 *   at a time (./precache-warm-up.ts): Workbox alone fetches them one after another.
 * - Runtime cache: stale-while-revalidate for the GETs that ./sw-cache-policy.ts allows (parameter sets,
 *   the Bayley and Griffiths tables). Those calls carry the user's bearer token, so the cache key is the
 *   bare URL: the stored request keeps no Authorization header (no token in CacheStorage) and one user's
 *   copy serves the next user of the device, which is right because these answers are the same for
 *   everyone. Only 200 answers are stored (Workbox's default), so a 401 or 403 never is. Entries are capped
 *   in number but never expire by age: an old catalogue offline is better than none.
 * - Updates wait: a new version installs and waits until the page says SKIP_WAITING (the user chose
 *   "Actualizar" and no form holds unsaved work, src/app/app-update.tsx). The very first install claims
 *   the open pages at once, so the first visit already works offline.
 * - Background Sync: on the `sync` event of the outbox tag every window is asked to run a pass
 *   (src/offline/background-sync.ts). The tokens live in the pages' session storage, never here: with no
 *   window open there is nothing to send with, and the queue goes with the next start of the app.
 */
import { cacheNames, clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { isObjectLike } from '../src/domain/object-like';
import { BACKGROUND_SYNC_TAG, CLAIM_MESSAGE, SYNC_REQUEST_MESSAGE } from '../src/offline/sync-protocol';
import { contentNamedUrls, warmUp } from './precache-warm-up';
import { isAppNavigation, isCacheableApiRequest, PARAMETERS_CACHE } from './sw-cache-policy';

/** The few service-worker types this file uses (the project's TypeScript program has the DOM's, not these). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WindowClientLike {
  postMessage(message: unknown): void;
}
interface ServiceWorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  readonly location: Location;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

declare const self: ServiceWorkerScope;

/** How many parameter answers the runtime cache keeps (least recently updated go first). */
const MAX_PARAMETER_ENTRIES = 200;

/** The build's files (read once: the plugin replaces exactly one mention of it). */
const manifest = self.__WB_MANIFEST;

cleanupOutdatedCaches();
// Registered before Workbox's own install listener, so its fetches start first (./precache-warm-up.ts).
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(cacheNames.precache).then((precache) =>
      warmUp(
        contentNamedUrls(manifest, self.location.href),
        async (url) => (await precache.match(url)) !== undefined,
        (url) => fetch(url, { credentials: 'same-origin' }),
      ),
    ),
  );
});
precacheAndRoute(manifest);
clientsClaim();

const appShell = createHandlerBoundToURL('/index.html');
registerRoute(({ request, url }) => request.mode === 'navigate' && isAppNavigation(url), appShell);

registerRoute(
  ({ url, request }) => isCacheableApiRequest(url, request.method, self.location.origin),
  new StaleWhileRevalidate({
    cacheName: PARAMETERS_CACHE,
    plugins: [
      // The bare URL as the key: no Authorization header is stored, any user's copy answers.
      { cacheKeyWillBeUsed: ({ request }) => Promise.resolve(request.url) },
      new ExpirationPlugin({ maxEntries: MAX_PARAMETER_ENTRIES, purgeOnQuotaError: true }),
    ],
    matchOptions: { ignoreVary: true },
  }),
);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (isObjectLike(data) && data.type === 'SKIP_WAITING') void self.skipWaiting();
  // A page left uncontrolled asks to be (src/app/service-worker.ts); only the active worker is asked.
  if (isObjectLike(data) && data.type === CLAIM_MESSAGE.type) event.waitUntil(self.clients.claim());
});

self.addEventListener('sync', (event) => {
  if (event.tag !== BACKGROUND_SYNC_TAG) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) client.postMessage(SYNC_REQUEST_MESSAGE);
    }),
  );
});
