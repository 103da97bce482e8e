/**
 * The installable, offline app (workers/service-worker.ts, src/app/service-worker.ts, the web app manifest)
 * in a real Chromium against the real server: the service worker controls the first visit, the app shell
 * and the catalogues open with no network, CacheStorage never holds personal data or tokens, and the
 * service worker's sync event makes the page's sync worker send the outbox (its registration while offline:
 * background-sync.spec.ts).
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { fixtures } from '../../server/seed/fixtures';
import { PatientSearch } from './pages/patient-search';
import { Shell } from './pages/shell';
import { enqueueRaw, openWithOutbox, outboxCount } from './support/outbox-idb';
import { openSignedIn } from './support/session';
import { waitForServiceWorkerControl } from './support/service-worker';
import { showEvoluciones } from './pages/development-control';

const SYNC_TAG = 'canguro-outbox';
const martin = { code: 'CNG-000002', name: 'Martín Muñoz Álvarez', digits: '456' };

/** The /v1 GETs the service worker may cache (workers/sw-cache-policy.ts), written out again on purpose. */
const allowedApi = [
  /^\/v1\/parameters\/name\/[^/?]+$/,
  /^\/v1\/bayley\/params$/,
  /^\/v1\/griffiths\/params$/,
];

/** Waits for the service worker to be active and to control the page (it claims the first visit). */
interface CachedEntry {
  cache: string;
  url: string;
  authorization: string | null;
  body: string;
}

/** Every request of every cache of the origin, with its stored Authorization header and its body. */
function readCacheStorage(page: Page): Promise<CachedEntry[]> {
  return page.evaluate(async () => {
    const entries: CachedEntry[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        const body = response && /json|html/.test(type) ? await response.text() : '';
        entries.push({
          cache: name,
          url: request.url,
          authorization: request.headers.get('authorization'),
          body,
        });
      }
    }
    return entries;
  });
}

/** The id of the origin's service worker registration, through CDP (for `dispatchSyncEvent`). */
async function swRegistrationId(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
  return { cdp, registrationId };
}

/** Cuts the network and reloads the psychology home: the document comes from the worker, the app starts. */
async function reloadOfflineFromWorker(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByText('Bienvenido al módulo de psicología')).toBeVisible();
}

test.describe('installable offline app', () => {
  test('the service worker controls the first visit, and a deep link reloads offline from the precache', async ({
    page,
    context,
  }) => {
    await openSignedIn(page, 'psicologia', { path: '/psychology' });
    await expect(page.getByText('Bienvenido al módulo de psicología')).toBeVisible();
    await waitForServiceWorkerControl(page);

    await reloadOfflineFromWorker(page, context);
    await expect(new Shell(page).sidebar).toBeVisible();

    // A deep link the tab never opened is answered with the same shell.
    await page.goto('/socialwork');
    await expect(new Shell(page).sidebar).toBeVisible();
    await context.setOffline(false);
  });

  test('a page the worker does not control (reloaded past it) asks to be claimed, and then reloads offline', async ({
    page,
    context,
  }) => {
    await openSignedIn(page, 'psicologia', { path: '/psychology' });
    await waitForServiceWorkerControl(page);
    // A reload that bypasses the cache loads the document past the worker: the page starts uncontrolled,
    // as one whose navigation began while the worker was activating.
    const cdp = await context.newCDPSession(page);
    const loaded = page.waitForEvent('load');
    await cdp.send('Page.reload', { ignoreCache: true });
    await loaded;
    await expect(page.getByText('Bienvenido al módulo de psicología')).toBeVisible();
    await waitForServiceWorkerControl(page);

    await reloadOfflineFromWorker(page, context);
    await context.setOffline(false);
  });

  test('the manifest is Spanish and installable, its icons are PNGs, and the worker script is never cached stale', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2f7d5b');
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');

    const answer = await request.get(manifestHref!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    expect(answer.headers()['cache-control']).toBe('no-cache');
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Canguro — Programa Madre Canguro',
      short_name: 'Canguro',
      lang: 'es-CO',
      start_url: '/',
      display: 'standalone',
      theme_color: '#2f7d5b',
      background_color: '#ffffff',
    });
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

    for (const src of [...manifest.icons.map((icon) => icon.src), appleIcon!]) {
      const icon = await request.get(src);
      expect(icon.status(), src).toBe(200);
      expect(icon.headers()['content-type'], src).toBe('image/png');
      // The PNG signature, so a fallback page answered with the right type would still fail.
      expect([...(await icon.body()).subarray(0, 4)], src).toEqual([0x89, 0x50, 0x4e, 0x47]);
    }

    const worker = await request.get('/service-worker.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  test('after opening a history, CacheStorage holds the app shell and catalogues only: no patient data, no token', async ({
    page,
  }) => {
    const { tokens } = await openSignedIn(page, 'psicologia', { path: '/psychology' });
    await waitForServiceWorkerControl(page);
    // Once controlled, everything the app asks goes through the service worker.
    await page.reload();
    const search = new PatientSearch(page);
    await search.openHistory(martin.code, martin.digits);
    await expect(new Shell(page).navbarPatient).toContainText(martin.name);
    // The Evoluciones tab fetches the family control's referral lists.
    await showEvoluciones(page);
    // The test tables as a module would ask for them (with the bearer token).
    const status = await page.evaluate(async (token) => {
      const answers = await Promise.all(
        ['/v1/bayley/params', '/v1/griffiths/params'].map((path) =>
          fetch(path, { headers: { authorization: `Bearer ${token}` } }),
        ),
      );
      return answers.map((answer) => answer.status);
    }, tokens.access.token);
    expect(status).toEqual([200, 200]);

    let entries: CachedEntry[] = [];
    await expect
      .poll(async () => {
        entries = await readCacheStorage(page);
        return entries
          .filter((entry) => new URL(entry.url).pathname.startsWith('/v1/'))
          .map((e) => new URL(e.url).pathname)
          .sort();
      })
      .toEqual([
        '/v1/bayley/params',
        '/v1/griffiths/params',
        // The family control's referral lists, fetched by the Evoluciones tab.
        '/v1/parameters/name/AreasRemision',
        '/v1/parameters/name/Especialidades',
        '/v1/parameters/name/Feature_Flags',
        '/v1/parameters/name/Instituciones',
        '/v1/parameters/name/MotivosRemision',
        // The anthropometry cards' catalogues, fetched by the timeline.
        '/v1/parameters/name/NivelesEducativos',
        '/v1/parameters/name/TiposAlimentacion',
      ]);

    const origin = new URL(page.url()).origin;
    for (const entry of entries) {
      const url = new URL(entry.url);
      expect(url.origin, entry.url).toBe(origin);
      expect(entry.authorization, entry.url).toBeNull();
      if (url.pathname.startsWith('/v1/')) {
        expect(allowedApi.some((pattern) => pattern.test(url.pathname)) && url.search === '', entry.url).toBe(
          true,
        );
        expect(entry.cache, entry.url).toBe('canguro-parameters');
      } else {
        // Everything else is the build's own files, in Workbox's precache.
        expect(entry.cache, entry.url).toMatch(/^workbox-precache-/);
        expect(url.pathname, entry.url).toMatch(
          /^\/(index\.html|sign-in-shell\.js|favicon\.svg|manifest\.webmanifest|icons\/[\w-]+\.(png|svg)|assets\/[\w.-]+\.(js|css))$/,
        );
      }
      // Nothing about the opened patient anywhere: not the record, not the name, not its id.
      expect(entry.url).not.toContain('/hc');
      expect(entry.body, entry.url).not.toContain(martin.name);
      expect(entry.body, entry.url).not.toContain(fixtures.overFortyWeeks.id);
      expect(entry.body, entry.url).not.toContain(tokens.access.token);
    }
  });

  test('catalogues are served offline from the runtime cache: the home menu keeps its flags', async ({
    page,
    context,
  }) => {
    await openSignedIn(page, 'admin');
    await waitForServiceWorkerControl(page);
    // Reloaded under the service worker, the feature flags' answer is cached on its way.
    await page.reload();
    const shell = new Shell(page);
    await expect(shell.activeTile('Trabajo Social')).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('canguro-parameters');
          return (await cache.keys()).map((request) => new URL(request.url).pathname);
        }),
      )
      .toContain('/v1/parameters/name/Feature_Flags');

    await context.setOffline(true);
    await page.reload();
    // The Trabajo Social tile shows only when the flags loaded (spec 000 §2): offline, from the cache.
    await expect(shell.activeTile('Trabajo Social')).toBeVisible();
    const answer = await page.evaluate(async () => {
      const response = await fetch('/v1/parameters/name/Feature_Flags');
      return { status: response.status, body: (await response.json()) as unknown };
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { name: 'Feature_Flags' } });
    await context.setOffline(false);
  });

  test('a sync event of the service worker makes the page send the queued outbox', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const dbName = await openWithOutbox(page, 'admin');
    const origin = new URL(baseURL!).origin;
    const { cdp, registrationId } = await swRegistrationId(context, page, origin);

    const [made] = await enqueueRaw(page, dbName, [
      {
        kind: 'bayley',
        idField: 'bayleyId',
        payload: { patientAgeDays: 180, historyId: fixtures.overFortyWeeks.id },
      },
    ]);
    expect(await outboxCount(page, dbName)).toBe(1);

    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId,
      tag: SYNC_TAG,
      lastChance: false,
    });

    // Well under the worker's 30 s timer: only the sync event can have asked for this pass.
    await expect.poll(() => outboxCount(page, dbName), { timeout: 10_000 }).toBe(0);
    const stats = (await (await request.get('/v1/__test/stats')).json()) as {
      requests: { method: string; path: string; status: number; idempotencyKey: string | null }[];
    };
    const sent = stats.requests.filter((r) => r.idempotencyKey === made!.idempotencyKey);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/v1/bayley/stage' });
    expect(sent[0]!.status).toBeGreaterThanOrEqual(200);
    expect(sent[0]!.status).toBeLessThan(300);
  });

  test('a new version waits for the user: "Actualizar" activates it and the page reloads into it', async ({
    page,
  }) => {
    await openSignedIn(page, 'admin');
    await waitForServiceWorkerControl(page);
    const banner = page.getByRole('region', { name: 'Hay una nueva versión de Canguro' });
    await expect(new Shell(page).activeTile('Trabajo Social')).toBeVisible();
    await expect(banner).toHaveCount(0);

    // The next deployment, as the browser sees it: another script for the same scope installs as a new
    // version (Playwright cannot intercept the browser's own fetch of a service worker script).
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/service-worker.js?next', { scope: '/' });
    });

    // It installs and waits: the page keeps its old version until the user chooses.
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Actualice para usar la última versión');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null)).toBe(
      true,
    );

    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/service-worker\.js$/,
    );

    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Actualizar' }).click();
    await reloaded;
    await expect(new Shell(page).activeTile('Trabajo Social')).toBeVisible();
    // The reloaded page runs under the new version. (Its own registration of the usual script URL is, to
    // the browser, one more version, which waits in turn: an artefact of this test's "deployment".)
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/service-worker\.js\?next$/,
    );
  });
});
