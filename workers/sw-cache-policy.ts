/**
 * What the service worker may keep in CacheStorage at run time (DESIGN.md read path: "the service worker
 * caches only non-personal data"). One home for the rule: workers/service-worker.ts routes by it and
 * tests/unit/workers/sw-cache-policy.test.ts pins it.
 *
 * Design:
 * - An allow list of GET paths, never a deny list: a new /v1 route is not cached until someone decides it
 *   is the same for every user. Allowed: parameter sets (catalogues, feature flags) and the Bayley and
 *   Griffiths parameter tables. The WHO growth tables are bundled with the app (src/domain/growth-tables)
 *   and so precached with it; no request fetches them.
 * - Never: /v1/hc* (histories), documents, records, auth, the activity log, anything with a query string
 *   (a search), anything else under /v1.
 * - Navigations outside /v1 get the precached index.html (the SPA's deep links); /v1 is never a
 *   navigation fallback. Nor are the external views (/external-views/…): they always come from the
 *   server, whose answer carries their own frame-ancestors (EMBED_ORIGINS); the precached shell says
 *   'none' and would stop a host page that shares this origin's service worker from framing them.
 */

/** The runtime cache's name (the precache is Workbox's own `workbox-precache-v2-…`). */
export const PARAMETERS_CACHE = 'canguro-parameters';

/** The API prefix (the same as src/offline/sync-protocol.ts SYNC_API_PREFIX). */
const API_PREFIX = '/v1/';

const allowedApiPaths: readonly RegExp[] = [
  /^\/v1\/parameters\/name\/[^/]+$/,
  /^\/v1\/bayley\/params$/,
  /^\/v1\/griffiths\/params$/,
];

/** True for a same-origin GET whose answer is the same for every user and may be cached. */
export function isCacheableApiRequest(url: URL, method: string, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin || url.search !== '') return false;
  return allowedApiPaths.some((pattern) => pattern.test(url.pathname));
}

/** True for a navigation that the app shell (precached index.html) answers. */
export const isAppNavigation = (url: URL): boolean =>
  !url.pathname.startsWith(API_PREFIX) &&
  url.pathname !== '/v1' &&
  !url.pathname.startsWith('/external-views/');
