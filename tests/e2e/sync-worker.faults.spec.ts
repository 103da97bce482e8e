/**
 * The one-sender rule of the outbox (DESIGN.md write path, step 5) in a real Chromium: two tabs of one
 * user, each with its own sync worker, share the user's IndexedDB outbox; when both are told to sync at
 * once, every entry is sent once, one request at a time, in the order it was queued.
 *
 * The entries are written with raw IndexedDB calls (./support/outbox-idb.ts): each is the stage of a new
 * Bayley draft (a version-8 local id as its key and in `bayleyId`), as `enqueueStage` would make it.
 *
 * Runs in the `faults` project (playwright.config.ts): it resets and reads the server's global stats
 * (`maxInFlight` counts every /v1 request of the server) and slows the stage answers down, so that without
 * the Web Lock both workers would send the same entries at once.
 */
import { expect, test } from '@playwright/test';
import { fixtures } from '../../server/seed/fixtures';
import { enqueueRaw, outboxCount, userDbName, waitForUserDb } from './support/outbox-idb';
import { openSignedIn } from './support/session';

const historyId = fixtures.overFortyWeeks.id;
const STAGE_PATH = '/v1/bayley/stage';

test.afterEach(async ({ request }) => {
  await request.post('/v1/__test/reset');
});

test('two tabs flush one outbox: each entry once, one request at a time, in order', async ({
  context,
  request,
}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  const { user } = await openSignedIn(first, 'admin');
  await openSignedIn(second, 'admin');
  const dbName = userDbName(user.id);
  await waitForUserDb(first, dbName);
  await waitForUserDb(second, dbName);
  // Both tabs' start passes have found nothing to send; from here the server counts only the sync.
  await first.waitForLoadState('networkidle');
  await second.waitForLoadState('networkidle');
  await request.post('/v1/__test/reset');
  // Slow answers: without the lock, the second worker would send the first entry while it is in flight.
  const slow = await request.post('/v1/__test/faults', { data: { delayMs: 300, delayPath: STAGE_PATH } });
  expect(slow.ok()).toBe(true);

  const stage = { kind: 'bayley', idField: 'bayleyId', payload: { patientAgeDays: 180, historyId } };
  const made = [
    ...(await enqueueRaw(first, dbName, Array(4).fill(stage))),
    ...(await enqueueRaw(second, dbName, Array(4).fill(stage))),
  ];
  const keys = made.map((entry) => entry.idempotencyKey);

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
