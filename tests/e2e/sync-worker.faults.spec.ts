/**
 * The one-sender rule of the outbox (DESIGN.md write path, step 5) in a real Chromium: two tabs of one
 * user, each with its own sync worker, share the user's IndexedDB outbox; when both are told to sync at
 * once, every entry is sent once, one request at a time, in the order it was queued.
 *
 * The entries are written with raw IndexedDB calls (./support/outbox-idb.ts): each is the stage of a new
 * development control (a version-8 local id as its key and in `developmentControlId`), as `enqueueStage`
 * would make it.
 *
 * It reads the test's own stats (./support/faults.ts: `maxInFlight` counts every /v1 request of the
 * test's browser context, both tabs and their workers) and slows the stage answers down, so that without
 * the Web Lock both workers would send the same entries at once.
 */
import { fixtures } from '../../server/seed/fixtures';
import { expectNothingLost } from './support/end-checks';
import { expect, test } from './support/faults';
import { enqueueRaw, outboxCount, userDbName, waitForUserDb } from './support/outbox-idb';
import { getAsPage, openSignedIn } from './support/session';

const historyId = fixtures.overFortyWeeks.id;
const STAGE_PATH = '/v1/development-control/stage';

test('two tabs flush one outbox: each entry once, one request at a time, in order', async ({
  context,
  faults,
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
  await faults.reset();
  // Slow answers: without the lock, the second worker would send the first entry while it is in flight.
  await faults.set({ delayMs: 300, delayPath: STAGE_PATH });

  // Each stage's observation numbers it and carries the test's marker, to find it among other specs'.
  const marker = crypto.randomUUID();
  const stage = (n: number) => ({
    kind: 'development-control',
    idField: 'developmentControlId',
    payload: { initialObservation: `${n} ${marker}`, historyId },
  });
  const made = [
    ...(await enqueueRaw(first, dbName, [0, 1, 2, 3].map(stage))),
    ...(await enqueueRaw(second, dbName, [4, 5, 6, 7].map(stage))),
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

  const stats = await expectNothingLost({
    page: first,
    faults,
    dbName,
    server: {
      read: async () =>
        (
          await getAsPage<{ initialObservation: string | null }[]>(
            first,
            `/v1/development-control/hc/${historyId}`,
          )
        )
          .map((c) => c.initialObservation ?? '')
          .filter((o) => o.endsWith(marker))
          .sort(),
      typed: [0, 1, 2, 3, 4, 5, 6, 7].map((n) => `${n} ${marker}`),
    },
    keys,
  });
  const stages = stats.requests.filter((r) => r.path === STAGE_PATH);
  // Each entry sent exactly once, acknowledged, in the order it was queued.
  expect(stages.map((r) => r.idempotencyKey)).toEqual(keys);
  expect(stages.every((r) => r.method === 'POST' && r.status >= 200 && r.status < 300)).toBe(true);
  // Never two requests at once (the server counts every /v1 request, not only the stages).
  expect(stats.maxInFlight).toBe(1);
  // And the other tab's worker did try meanwhile: it waited for the lock.
  expect(await watched).toEqual({ sawHeld: true, sawWaiting: true });
});
