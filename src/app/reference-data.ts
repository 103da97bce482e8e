/**
 * Keeps the reference data of src/offline/reference-data.ts fresh: the modules' catalogues registered
 * here, and a refresh whenever the app runs online with a signed-in user that has tokens — when a user
 * signs in (or the tab reloads signed in), when the network returns, and when the service worker takes
 * control of the page. The network's return refreshes only what this tab has not refreshed whole in the
 * last hour: a tablet on a patchy link goes on and offline all day, and each return is when the outbox
 * replays (reference data changes seldom; each request costs a round trip on a weak link).
 *
 * That last one is why the menu works offline after the very first visit: the first sign-in's requests
 * run before the new service worker controls the page, so they pass beside its cache and nothing would
 * answer the feature flags offline; once it claims the page, the flags are asked again through it.
 * A refresh asked for while one runs runs once more afterwards, so a change of control during a refresh
 * is not lost. Embedded views have no signed-in user here.
 */
import { getSession, subscribeSession } from '../api/session';
import { isEmbedded } from '../api/embedded';
import { isOnline } from '../api/server-reachability';
import { loadFeatureFlags } from '../features/platform/flags/feature-flags';
import { familyReferenceCalls } from '../features/psychology/family-control/family-lookups';
import { socialWorkCatalogues } from '../features/social-work/evolutions/use-social-work-timeline';
import { refreshReferenceData, registerReference } from '../offline/reference-data';
import { sessionDb } from '../offline/session-db';
import { catalogueCall } from '../document-kit/catalogues';

let running: Promise<void> | null = null;
let again = false;
/** When this tab last refreshed every part (0: not yet). */
let refreshedAt = 0;
const STALE_AFTER_MS = 60 * 60 * 1000;

async function refreshOnce(): Promise<void> {
  const { user, tokens } = getSession();
  const db = sessionDb();
  if (!user || !tokens || !db || isEmbedded() || !isOnline()) return;
  const complete = await refreshReferenceData({
    db: await db,
    modulesAccess: user.modulesAccess,
    loadFlags: loadFeatureFlags,
  });
  if (complete) refreshedAt = Date.now();
}

function refreshIfStale(): void {
  if (Date.now() - refreshedAt > STALE_AFTER_MS) refresh();
}

function refresh(): void {
  if (running) {
    again = true;
    return;
  }
  running = refreshOnce()
    .catch(() => undefined) // the store could not open: already logged by session-db
    .finally(() => {
      running = null;
      if (again) {
        again = false;
        refresh();
      }
    });
}

let signedIn: string | null = null;

/** Call once, with the first signed-in user. */
export function connectReferenceData(): void {
  registerReference('socialWork', (db) => socialWorkCatalogues.map((name) => catalogueCall(db, name)));
  registerReference('psychology', (db) => familyReferenceCalls(db));

  const followSession = () => {
    const userId = getSession().user?.id ?? null;
    if (userId === signedIn) return;
    signedIn = userId;
    if (userId) refresh();
  };
  subscribeSession(followSession);
  window.addEventListener('online', refreshIfStale);
  navigator.serviceWorker?.addEventListener('controllerchange', refresh);
  followSession();
}
