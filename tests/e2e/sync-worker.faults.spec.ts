/**
 * The one-sender rule of the outbox (DESIGN.md write path, step 5) in a real Chromium: two tabs of one
 * user, each with its own sync worker, share the user's IndexedDB outbox; when both are told to sync at
 * once, every entry is sent once, one request at a time, in the order it was queued.
 *
 * The entries are written with raw IndexedDB calls that follow src/offline/db.ts (database
 * `canguro-user-<id>`, table `outbox`, auto-increment `seq`): the production build exposes no way in, and
 * the forms that enqueue through src/offline/outbox.ts are not built yet. Each entry is the stage of a new
 * Bayley draft (a version-8 local id as its key and in `bayleyId`), as `enqueueStage` would make it.
 *
 * Runs in the `faults` project (playwright.config.ts): it resets and reads the server's global stats
 * (`maxInFlight` counts every /v1 request of the server) and slows the stage answers down, so that without
 * the Web Lock both workers would send the same entries at once.
 */
import { expect, test, type Page } from '@playwright/test';
import { fixtures } from '../../server/seed/fixtures';
import { openSignedIn } from './support/session';

const historyId = fixtures.overFortyWeeks.id;
const STAGE_PATH = '/v1/bayley/stage';

test.afterEach(async ({ request }) => {
  await request.post('/v1/__test/reset');
});

/** Waits until the tab's sync worker has opened (and so created) the user's database. */
async function waitForUserDb(page: Page, name: string) {
  await page.waitForFunction(
    async (dbName) => (await indexedDB.databases()).some((db) => db.name === dbName),
    name,
  );
}

/** Queues `count` Bayley stages in the user's outbox, in one transaction; their Idempotency-Keys in order. */
function enqueueStages(page: Page, name: string, count: number): Promise<string[]> {
  return page.evaluate(
    async ({ dbName, historyId, count }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(dbName);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('open failed'));
      });
      const tx = db.transaction('outbox', 'readwrite');
      const keys: string[] = [];
      for (let i = 0; i < count; i++) {
        const uuid = crypto.randomUUID();
        const localId = `${uuid.slice(0, 14)}8${uuid.slice(15)}`;
        const idempotencyKey = crypto.randomUUID();
        keys.push(idempotencyKey);
        tx.objectStore('outbox').add({
          draftKey: localId,
          op: 'stage',
          kind: 'bayley',
          request: null,
          payload: { patientAgeDays: 180, bayleyId: localId, historyId },
          idempotencyKey,
          createdAt: Date.now(),
          attempts: 0,
          sentAt: null,
          nextAttemptAt: 0,
          lastError: null,
          state: 'pending',
        });
      }
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('write failed'));
      });
      db.close();
      return keys;
    },
    { dbName: name, historyId, count },
  );
}

function outboxCount(page: Page, name: string): Promise<number> {
  return page.evaluate(async (dbName) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(dbName);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('open failed'));
    });
    const count = await new Promise<number>((resolve, reject) => {
      const request = db.transaction('outbox').objectStore('outbox').count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('count failed'));
    });
    db.close();
    return count;
  }, name);
}

test('two tabs flush one outbox: each entry once, one request at a time, in order', async ({
  context,
  request,
}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  const { user } = await openSignedIn(first, 'admin');
  await openSignedIn(second, 'admin');
  const dbName = `canguro-user-${user.id}`;
  await waitForUserDb(first, dbName);
  await waitForUserDb(second, dbName);
  // Both tabs' start passes have found nothing to send; from here the server counts only the sync.
  await first.waitForLoadState('networkidle');
  await second.waitForLoadState('networkidle');
  await request.post('/v1/__test/reset');
  // Slow answers: without the lock, the second worker would send the first entry while it is in flight.
  const slow = await request.post('/v1/__test/faults', { data: { delayMs: 300, delayPath: STAGE_PATH } });
  expect(slow.ok()).toBe(true);

  const keys = [...(await enqueueStages(first, dbName, 4)), ...(await enqueueStages(second, dbName, 4))];

  // Both tabs ask at once; page one watches the origin's locks meanwhile (the other worker must wait).
  const watched = first.evaluate(async (lockName) => {
    let sawHeld = false;
    let sawWaiting = false;
    const until = Date.now() + 20_000;
    while (Date.now() < until) {
      const { held = [], pending = [] } = await navigator.locks.query();
      const isHeld = held.some((lock) => lock.name === lockName);
      sawHeld ||= isHeld;
      sawWaiting ||= pending.some((lock) => lock.name === lockName);
      if (sawHeld && !isHeld) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { sawHeld, sawWaiting };
  }, `canguro-outbox-${user.id}`);
  await Promise.all([first, second].map((page) => page.evaluate(() => dispatchEvent(new Event('online')))));

  await expect.poll(() => outboxCount(first, dbName), { timeout: 20_000 }).toBe(0);

  const stats = (await (await request.get('/v1/__test/stats')).json()) as {
    maxInFlight: number;
    requests: { method: string; path: string; status: number; idempotencyKey: string | null }[];
  };
  const stages = stats.requests.filter((r) => r.path === STAGE_PATH);
  // Each entry sent exactly once, acknowledged, in the order it was queued.
  expect(stages.map((r) => r.idempotencyKey)).toEqual(keys);
  expect(stages.every((r) => r.method === 'POST' && r.status >= 200 && r.status < 300)).toBe(true);
  // Never two requests at once (the server counts every /v1 request, not only the stages).
  expect(stats.maxInFlight).toBe(1);
  // And the other tab's worker did try meanwhile: it waited for the lock.
  expect(await watched).toEqual({ sawHeld: true, sawWaiting: true });
});
