/**
 * The app where its users are: over a rural 3G link (bench/lib/link.ts `rural3g`: 300 ms round trip,
 * 400 kbit/s down, 200 kbit/s up), which a throttling proxy in front of the reference server applies to
 * every byte of the page, its workers and its service worker (bench/lib/throttle-proxy.ts). The browser
 * opens the app at the proxy's address; the figures are the proxy's counts (bytes as they crossed the link,
 * headers included) and the time the user waits.
 *
 * In one run, against one server (demo data) and one Chromium:
 * 1. a first visit: the sign-in page and the service worker's whole precache, until the worker is active;
 * 2. "Preparar visitas" of 20 histories (trabajosocial): seconds, /v1 requests and answer bytes per history;
 * 3. opening a history online after "Verificación" to its painted Evoluciones timeline (psicologia): the
 *    time, and the /v1 requests the user waited for one after the other (each one printed);
 * 4. replaying 25 entries queued offline once the link is back, one at a time (the sync worker's rule);
 * 5. an update that changes one text of one feature (two builds, bench/lib/app-builds.ts): the bytes the
 *    service worker downloads to install the new version.
 *
 * Each step starts on a quiet link (no request in flight), so one step's background work (the catalogues
 * a sign-in refreshes) is not counted in the next.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { fixtures } from '../server/seed/fixtures';
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium';
import { enqueueRaw, outboxCount, userDbName } from '../tests/e2e/support/outbox-idb';
import { freePort, startServerProcess } from '../tests/e2e/support/server-process';
import { buildTwoVersions, type AppBuilds } from './lib/app-builds';
import { kb, round, type Bench, type Figure } from './lib/bench';
import { rural3g } from './lib/link';
import { addToPreparation, downloadPrepared } from './lib/prepare-visits';
import { requestsInSeries } from './lib/requests-in-series';
import { historiesOfSite, signIn } from './lib/signed-in';
import { startThrottleProxy, type ThrottleProxy, type WireRequest } from './lib/throttle-proxy';

const PROFILE = rural3g;
const HISTORIES = 20;
const PENDING = 25;
/** The issue's goals on the weak link. */
const GOALS = {
  prepareSeconds: 40,
  requestsPerHistory: 5,
  kbPerHistory: 40,
  openMs: 3000,
  openInSeries: 3,
  updateKb: 300,
  firstVisitKb: 1.5 * 1024,
};
/** The update's one change: a text of the Bayley and Griffiths tabs' module. */
const UPDATE_CHANGE = {
  file: 'src/features/psychology/postponed/exam-tab.tsx',
  from: "'Postponement not stored'",
  to: "'Postponement not stored by the server'",
};
/** A link with nothing in flight for this long has finished what the last step started. */
const QUIET_MS = 2000;

const isApi = (request: WireRequest) => request.path.startsWith('/v1/');

/** Prints the largest of `requests`, by address without its query, with their count and bytes. */
function printLargest(requests: readonly WireRequest[], count = 5) {
  const byPath = new Map<string, { requests: number; bytes: number }>();
  for (const r of requests) {
    const path = r.path.split('?')[0]!;
    const sum = byPath.get(path) ?? { requests: 0, bytes: 0 };
    byPath.set(path, { requests: sum.requests + 1, bytes: sum.bytes + r.downBytes });
  }
  const largest = [...byPath].sort(([, a], [, b]) => b.bytes - a.bytes).slice(0, count);
  for (const [path, sum] of largest) console.log(`    ${path}: ${kb(sum.bytes)} KB in ${sum.requests}`);
}
const downKb = (requests: readonly WireRequest[]) => kb(requests.reduce((sum, r) => sum + r.downBytes, 0));

/** What crossed the link from now until `done()`. */
function window(proxy: ThrottleProxy) {
  const from = proxy.requests.length;
  const startedAt = performance.now();
  return {
    startedAt,
    requests: () => proxy.requests.slice(from),
    ms: () => performance.now() - startedAt,
  };
}

/** Waits until no request is in flight on the link and none has ended for QUIET_MS. */
async function linkQuiet(proxy: ThrottleProxy) {
  const deadline = performance.now() + 180_000;
  for (;;) {
    const now = performance.now();
    const open = proxy.requests.filter((r) => r.endedAt === undefined);
    const lastEnd = Math.max(0, ...proxy.requests.map((r) => r.endedAt ?? 0));
    if (open.length === 0 && now - lastEnd >= QUIET_MS) return;
    if (now > deadline) {
      const busy = open.map((r) => `${r.method} ${r.path}`).join(', ');
      throw new Error(`The link never went quiet${busy ? `: still open ${busy}` : ''}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** The service worker of the page is active: its whole precache is on the device. */
async function serviceWorkerActive(page: Page) {
  await page.evaluate(async () => {
    const waited = await Promise.race([
      navigator.serviceWorker.ready.then(() => true),
      new Promise<false>((gaveUp) => setTimeout(() => gaveUp(false), 300_000)),
    ]);
    if (waited) return;
    // Where it stopped: an install that failed (a precache fetch) leaves no worker at all.
    const registration = await navigator.serviceWorker.getRegistration();
    const state = registration
      ? `installing ${registration.installing?.state ?? '-'}, waiting ${registration.waiting?.state ?? '-'}`
      : 'no registration';
    throw new Error(`No active service worker (${state})`);
  });
}

async function newTablet(browser: Browser): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  // A page of the app takes tens of seconds to load over the link the first time.
  context.setDefaultTimeout(120_000);
  return [context, await context.newPage()];
}

async function firstVisit(page: Page, proxy: ThrottleProxy): Promise<Figure[]> {
  const step = window(proxy);
  await page.goto(`${proxy.origin}/login`);
  await serviceWorkerActive(page).catch((error: unknown) => {
    // Where the first visit stopped: the requests the link never finished answering.
    const open = step.requests().filter((r) => r.endedAt === undefined);
    console.log(`  first visit stopped after ${step.requests().length} requests; unanswered:`);
    for (const r of open) console.log(`    ${r.method} ${r.path}: ${kb(r.downBytes)} KB so far`);
    throw error;
  });
  const seconds = step.ms() / 1000;
  const files = step.requests().filter((r) => !isApi(r));
  printLargest(files, 3);
  console.log(`  first visit: ${files.length} files, ${step.requests().length - files.length} /v1 requests`);
  return [
    {
      metric: 'first visit: app and precache on the wire',
      value: downKb(files),
      unit: 'KB',
      goal: GOALS.firstVisitKb,
    },
    { metric: 'first visit: until the service worker is active', value: round(seconds, 1), unit: 's' },
  ];
}

async function prepareVisits(page: Page, proxy: ThrottleProxy): Promise<Figure[]> {
  await signIn(page, proxy.origin, 'trabajosocial');
  const codes = (await historiesOfSite(page, proxy.origin, HISTORIES)).map((h) => h.code);
  await addToPreparation(page, proxy.origin, codes);
  await linkQuiet(proxy);
  const step = window(proxy);
  await downloadPrepared(page);
  const seconds = step.ms() / 1000;
  const api = step.requests().filter(isApi);
  printLargest(api);
  return [
    {
      metric: `prepare ${codes.length} histories`,
      value: round(seconds, 1),
      unit: 's',
      goal: GOALS.prepareSeconds,
    },
    {
      metric: 'preparation: /v1 requests per history',
      value: round(api.length / codes.length, 1),
      unit: '',
      goal: GOALS.requestsPerHistory,
    },
    {
      metric: 'preparation: answers on the wire per history',
      value: round(downKb(api) / codes.length, 1),
      unit: 'KB',
      goal: GOALS.kbPerHistory,
    },
  ];
}

async function openHistory(page: Page, proxy: ThrottleProxy): Promise<Figure[]> {
  const history = fixtures.overFortyWeeks;
  // The patient search is in the top bar of a module's screens.
  await page.goto(`${proxy.origin}/psychology`);
  await page.getByRole('combobox', { name: 'Buscar paciente' }).fill(history.code);
  await page
    .getByRole('listbox', { name: 'Historias encontradas' })
    .getByRole('option')
    .filter({ hasText: history.code })
    .click();
  const verification = page.getByRole('dialog', { name: 'Verificación' });
  await verification.getByLabel('Últimos 3 dígitos del documento').fill(history.motherDocument.slice(-3));
  await linkQuiet(proxy);
  const step = window(proxy);
  await verification.getByRole('button', { name: 'Verificar' }).click();
  // The psychology view opens on Gráficas: the user taps Evoluciones as soon as it is there.
  await page.getByRole('tab', { name: 'Evoluciones' }).click();
  await page.getByRole('list', { name: 'Controles' }).locator(':scope > li').first().waitFor();
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
  const paintedAt = performance.now();
  // The reads still coming then (the catalogues kept for offline use, the exams' tables) are waited for
  // and shown, but the painted timeline did not wait for them.
  while (step.requests().some((r) => isApi(r) && r.method === 'GET' && r.endedAt === undefined)) {
    await new Promise((wait) => setTimeout(wait, 20));
  }
  const allAnsweredMs = step.ms();
  const api = step.requests().filter(isApi);
  const at = (time: number) => Math.round(time - step.startedAt);
  for (const r of api) {
    const late = r.endedAt! > paintedAt ? ' (after the paint)' : '';
    console.log(
      `    ${r.method} ${r.path}: ${at(r.startedAt)}–${at(r.endedAt!)} ms, ${kb(r.downBytes)} KB${late}`,
    );
  }
  // The reads the paint could have waited for; the activity log's writes go beside them.
  const reads = api
    .filter((r) => r.method === 'GET' && r.endedAt! <= paintedAt)
    .map((r) => ({ start: r.startedAt, end: r.endedAt! }));
  const ms = paintedAt - step.startedAt;
  return [
    {
      metric: 'open a history online to its timeline',
      value: Math.round(ms),
      unit: 'ms',
      goal: GOALS.openMs,
    },
    {
      metric: 'open: /v1 reads in series',
      value: requestsInSeries(reads),
      unit: '',
      goal: GOALS.openInSeries,
    },
    { metric: 'open: /v1 requests (reads and writes)', value: api.length, unit: '' },
    { metric: 'open: until every read is answered', value: Math.round(allAnsweredMs), unit: 'ms' },
  ];
}

async function replayPending(context: BrowserContext, page: Page, proxy: ThrottleProxy): Promise<Figure[]> {
  const userId = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('canguro.session') ?? '{}') as { user: { id: string } }).user.id,
  );
  const dbName = userDbName(userId);
  await linkQuiet(proxy);
  await context.setOffline(true);
  const marker = crypto.randomUUID();
  await enqueueRaw(
    page,
    dbName,
    Array.from({ length: PENDING }, (_, n) => ({
      kind: 'development-control',
      idField: 'developmentControlId',
      payload: { initialObservation: `${n} ${marker}`, historyId: fixtures.overFortyWeeks.id },
    })),
  );
  const step = window(proxy);
  await context.setOffline(false);
  while ((await outboxCount(page, dbName)) > 0) {
    if (step.ms() > 600_000) throw new Error('The outbox was not sent');
    await new Promise((wait) => setTimeout(wait, 50));
  }
  const seconds = step.ms() / 1000;
  const writes = step.requests().filter((r) => isApi(r) && r.method !== 'GET');
  const spans = writes.map((r) => ({ start: r.startedAt, end: r.endedAt ?? performance.now() }));
  return [
    { metric: `replay ${PENDING} pending entries after reconnect`, value: round(seconds, 1), unit: 's' },
    { metric: 'replay: writes sent (one at a time)', value: writes.length, unit: '' },
    { metric: 'replay: writes in series', value: requestsInSeries(spans), unit: '' },
  ];
}

async function update(page: Page, proxy: ThrottleProxy, builds: AppBuilds): Promise<Figure[]> {
  await linkQuiet(proxy);
  builds.update();
  const step = window(proxy);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) throw new Error('No service worker');
    await registration.update();
    while (!registration.waiting) await new Promise((wait) => setTimeout(wait, 50));
  });
  const seconds = step.ms() / 1000;
  const files = step.requests().filter((r) => !isApi(r));
  printLargest(files, 10);
  return [
    { metric: 'update of one feature: downloaded', value: downKb(files), unit: 'KB', goal: GOALS.updateKb },
    { metric: 'update: files downloaded', value: files.length, unit: '' },
    { metric: 'update: until the new version waits', value: round(seconds, 1), unit: 's' },
  ];
}

const bench: Bench = {
  name: 'weak-link',
  description: `the app over a ${PROFILE.name} link (${PROFILE.roundTripMs} ms round trip, ${PROFILE.downKbitPerSecond}/${PROFILE.upKbitPerSecond} kbit/s): first visit, preparation, opening a history, replay, update`,
  async run() {
    console.log('  building the app twice (the second with one text changed)…');
    const builds = await buildTwoVersions(UPDATE_CHANGE);
    const server = await startServerProcess({
      port: await freePort(),
      testMode: false,
      env: { DIST_DIR: builds.served },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const proxy = await startThrottleProxy(server.origin, PROFILE);
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const [socialWorker, socialWorkerPage] = await newTablet(browser);
      const figures: Figure[] = [];
      // Each step's figures are printed as it ends, so a later step's failure keeps them.
      const keep = (step: Figure[]) => {
        for (const f of step) console.log(`  ${f.metric}: ${f.value} ${f.unit}`.trimEnd());
        figures.push(...step);
      };
      const started = performance.now();
      const step = (name: string) =>
        console.log(`  [${round((performance.now() - started) / 1000, 0)} s] ${name}`);
      step('first visit');
      keep(await firstVisit(socialWorkerPage, proxy));
      step('preparation');
      keep(await prepareVisits(socialWorkerPage, proxy));
      await socialWorker.close();

      step('a second tablet: sign-in and precache');
      const [psychologist, page] = await newTablet(browser);
      await signIn(page, proxy.origin, 'psicologia');
      await serviceWorkerActive(page);
      step('opening a history');
      keep(await openHistory(page, proxy));
      step('replay');
      keep(await replayPending(psychologist, page, proxy));
      step('update');
      keep(await update(page, proxy, builds));
      return figures;
    } finally {
      console.log(
        `  link: ${proxy.overtaken()} packets' timers fired after a later packet's (delivered in order)`,
      );
      await browser.close();
      await proxy.close();
      await server.stop();
      builds.remove();
    }
  },
};

export default bench;
