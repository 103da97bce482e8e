/**
 * The network up and down every second for a minute, in Chromium against the real server: the server
 * drops every connection of the test's context (its fault hook `dropConnections`, the health probe's too)
 * for one second in two, and the browser says "online" at each return, as a flapping Wi-Fi does. Four new
 * development controls are queued meanwhile, each as its autosave stage and its GUARDAR commit
 * (./support/outbox-draft-idb.ts). Each arrives once, stage before commit, as one committed document.
 */
import type { Page } from '@playwright/test';
import { fixtures } from '../../server/seed/fixtures';
import { completeDevelopmentControl } from '../fixtures/bodies';
import { expectNothingLost } from './support/end-checks';
import { expect, test, type Faults } from './support/faults';
import { enqueueDraft, type MadeDraft } from './support/outbox-draft-idb';
import { outboxCount, userDbName, waitForUserDb } from './support/outbox-idb';
import { getAsPage, openSignedIn, type SignedIn } from './support/session';

const historyId = fixtures.exactlyFortyWeeks.id;
const FLAPPING_MS = 60_000;

function queueControl(page: Page, dbName: string, session: SignedIn, marker: string): Promise<MadeDraft> {
  const user = session.user as SignedIn['user'] & { email: string };
  return enqueueDraft(page, dbName, {
    kind: 'development-control',
    idField: 'developmentControlId',
    historyId,
    entries: [
      { op: 'stage', payload: { initialObservation: 'Bebé alerta', followUp: marker } },
      {
        op: 'commit',
        payload: {
          ...completeDevelopmentControl(),
          followUp: marker,
          signature: { id: user.id, name: user.name, email: user.email },
        },
      },
    ],
  });
}

/**
 * Down for a second, up for a second, for the whole time; the browser is told at each return. The waits
 * are the fault's rhythm, not waits for a condition.
 */
async function flap(page: Page, faults: Faults, until: number) {
  let flaps = 0;
  while (Date.now() < until) {
    await faults.set({ dropConnections: { count: 1_000_000 } });
    await page.waitForTimeout(1000);
    await faults.set({ dropConnections: { count: 0 } });
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await page.waitForTimeout(1000);
    flaps += 1;
  }
  return flaps;
}

test('reconnect flapping every second for a minute: each control arrives once, stage before commit', async ({
  page,
  faults,
}) => {
  test.setTimeout(240_000);
  const session = await openSignedIn(page, 'admin');
  const dbName = userDbName(session.user.id);
  await waitForUserDb(page, dbName);
  await page.waitForLoadState('networkidle');
  await faults.reset();

  const run = crypto.randomUUID();
  const markers = [0, 1, 2, 3].map((n) => `flapping ${n} ${run}`);
  const until = Date.now() + FLAPPING_MS;
  const flapping = flap(page, faults, until);
  const made: MadeDraft[] = [];
  for (const [n, marker] of markers.entries()) {
    // Queued at 0, 15, 30 and 45 s, as a psychologist saves through the minute.
    while (Date.now() < until - FLAPPING_MS + n * 15_000) await page.waitForTimeout(250);
    made.push(await queueControl(page, dbName, session, marker));
    await page.evaluate(() => dispatchEvent(new Event('online')));
  }
  expect(await flapping).toBeGreaterThanOrEqual(25);
  // The entries' sends met the network down (a dropped connection is logged with status 0).
  const keys = new Set(made.flatMap((m) => m.keys));
  const dropped = (await faults.stats()).requests.filter(
    (r) => r.status === 0 && keys.has(r.idempotencyKey!),
  );
  expect(dropped.length).toBeGreaterThan(0);

  // The backoff after a minute of failures can ask for another minute's wait.
  await expect.poll(() => outboxCount(page, dbName), { timeout: 150_000 }).toBe(0);
  const { requests } = await expectNothingLost({
    page,
    faults,
    dbName,
    server: {
      read: async () =>
        (
          await getAsPage<{ status: string; followUp: string | null }[]>(
            page,
            `/v1/development-control/hc/${historyId}`,
          )
        )
          .filter((c) => c.followUp?.endsWith(run))
          .map((c) => [c.followUp, c.status])
          .sort(),
      typed: markers.map((m) => [m, 'committed']).sort(),
    },
    keys: made.flatMap((m) => m.keys),
  });
  // In order: each commit was first sent after its stage was acknowledged.
  for (const { keys } of made) {
    const stageDone = requests.findIndex((r) => r.idempotencyKey === keys[0] && r.status === 200);
    const commitFirst = requests.findIndex((r) => r.idempotencyKey === keys[1]);
    expect(stageDone).toBeGreaterThanOrEqual(0);
    expect(commitFirst).toBeGreaterThan(stageDone);
  }
});
