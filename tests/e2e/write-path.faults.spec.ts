/**
 * The write path's promise under the faults a clinic network really has (DESIGN.md write path, steps 5–7),
 * in a real Chromium with the app's own sync worker: a new development control queued as its autosave
 * stage and then its GUARDAR commit (one draft, two entries, ./support/outbox-draft-idb.ts) reaches the
 * server as exactly one committed document, whatever happens to the commit on the way:
 * - the connection drops after the server committed: the commit goes again with its key and is replayed;
 * - the tab is closed while the commit is in flight: another tab of the same user resumes it, same key;
 * - the commit is answered 401: the worker refreshes once through the page and sends the same key again.
 *
 * Each test checks the server's own log (GET /v1/__test/stats: every request's Idempotency-Key, status and
 * whether it was a replay, in the test's own scope: ./support/faults.ts), the documents of the history, and
 * that the outbox ends empty with the draft settled (the common end checks, ./support/end-checks.ts).
 */
import type { Page } from '@playwright/test';
import { fixtures } from '../../server/seed/fixtures';
import { completeDevelopmentControl } from '../fixtures/bodies';
import { expectNothingLost } from './support/end-checks';
import { expect, test, type Faults } from './support/faults';
import { enqueueDraft, type MadeDraft } from './support/outbox-draft-idb';
import { outboxCount, readTable, userDbName, waitForUserDb } from './support/outbox-idb';
import { getAsPage, openSignedIn, SESSION_KEY, type SignedIn } from './support/session';

const historyId = fixtures.exactlyFortyWeeks.id;
const STAGE_PATH = '/v1/development-control/stage';
const COMMIT_PATH = '/v1/development-control/commit';
const COMMIT_RE = '^/v1/development-control/commit$';

/** Signs in, waits until the tab's worker has opened the outbox and gone quiet, then clears the stats. */
async function ready(page: Page, faults: Faults) {
  const session = await openSignedIn(page, 'admin');
  const dbName = userDbName(session.user.id);
  await waitForUserDb(page, dbName);
  await page.waitForLoadState('networkidle');
  await faults.reset();
  return { session, dbName };
}

/** A new control's autosave stage, then its GUARDAR commit, with a marker to find it on the server. */
function queueControl(page: Page, dbName: string, session: SignedIn) {
  const marker = `write-path ${crypto.randomUUID()}`;
  const user = session.user as SignedIn['user'] & { email: string };
  const commit = {
    ...completeDevelopmentControl(),
    followUp: marker,
    signature: { id: user.id, name: user.name, email: user.email },
  };

  const stage = { initialObservation: 'Bebé alerta', followUp: marker };
  return enqueueDraft(page, dbName, {
    kind: 'development-control',
    idField: 'developmentControlId',
    historyId,
    entries: [
      { op: 'stage', payload: stage },
      { op: 'commit', payload: commit },
    ],
  }).then((made) => ({ ...made, marker }));
}

const syncNow = (page: Page) => page.evaluate(() => dispatchEvent(new Event('online')));

/** The history's development controls carrying the marker, read with the page's current session. */
async function controlsMarked(page: Page, marker: string) {
  const controls = await getAsPage<{ id: string; status: string; followUp: string }[]>(
    page,
    `/v1/development-control/hc/${historyId}`,
  );
  return controls.filter((c) => c.followUp === marker);
}

/**
 * What every test expects at the end: the common checks (one committed control carrying the marker, each
 * key executed once, one request at a time, the outbox empty); the stage sent once; every request of the
 * commit with its key; the draft settled on the server's id.
 */
async function expectOneDocument(
  page: Page,
  faults: Faults,
  dbName: string,
  made: MadeDraft & { marker: string },
  { oneAtATime = true } = {},
) {
  const [stageKey, commitKey] = made.keys;
  const { requests } = await expectNothingLost({
    page,
    faults,
    dbName,
    server: {
      read: async () => (await controlsMarked(page, made.marker)).map((c) => [c.status, c.followUp]),
      typed: [['committed', made.marker]],
    },
    keys: made.keys,
    oneAtATime,
  });
  const stages = requests.filter((r) => r.path === STAGE_PATH);
  expect(stages.map((r) => [r.idempotencyKey, r.status])).toEqual([[stageKey, 200]]);
  const commits = requests.filter((r) => r.path === COMMIT_PATH);
  expect(commits.every((r) => r.method === 'POST' && r.idempotencyKey === commitKey)).toBe(true);

  const [doc] = await controlsMarked(page, made.marker);
  const drafts = await readTable<{ key: string; serverId: string | null; state: string }>(
    page,
    dbName,
    'drafts',
  );
  expect(drafts.find((d) => d.key === made.localId)).toMatchObject({ serverId: doc!.id, state: 'committed' });
  return commits;
}

test('a connection dropped after the server committed: the commit goes again with its key, one document', async ({
  page,
  faults,
}) => {
  const { session, dbName } = await ready(page, faults);
  await faults.set({ dropAfterCommit: { count: 1, path: COMMIT_RE } });
  const made = await queueControl(page, dbName, session);
  await syncNow(page);

  await expect.poll(() => outboxCount(page, dbName), { timeout: 20_000 }).toBe(0);
  const commits = await expectOneDocument(page, faults, dbName, made);
  // The first send was executed and its answer lost; the second, same key, was the server's replay.
  expect(commits.map((r) => [r.status, r.replay])).toEqual([
    [200, false],
    [200, true],
  ]);
});

test('a tab closed while its commit is in flight: another tab of the user resumes it with the same key', async ({
  context,
  faults,
}) => {
  const first = await context.newPage();
  const { session, dbName } = await ready(first, faults);
  // The commit's answer is held back long enough to close the tab while it is on its way.
  await faults.set({ delayMs: 3000, delayPath: COMMIT_RE });
  const made = await queueControl(first, dbName, session);
  await syncNow(first);

  // In flight: the stage is acknowledged, the commit has been started on the device and reached the server.
  await expect
    .poll(
      async () => {
        const [entry] = await readTable<{ idempotencyKey: string; attempts: number }>(
          first,
          dbName,
          'outbox',
        );
        const { inFlight, requests } = await faults.stats();
        const stageDone = requests.some((r) => r.path === STAGE_PATH && r.status === 200);
        return stageDone && entry?.idempotencyKey === made.keys[1] && entry?.attempts === 1 && inFlight === 1;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(true);
  await first.close();

  const second = await context.newPage();
  await openSignedIn(second, 'admin');
  await expect.poll(() => outboxCount(second, dbName), { timeout: 30_000 }).toBe(0);
  // The closed tab's commit is still running on the server while the new tab signs in and sends: the only
  // overlap of requests here, and not one of the device's (its sender is gone).
  const commits = await expectOneDocument(second, faults, dbName, made, { oneAtATime: false });
  // The closed tab's send ran to completion on the server (the only execution); the new tab sent the same
  // key again, met it still running (409) or already done, and was acknowledged by the server's replay.
  // The stats list requests as they complete, so they are compared as a set.
  const outcomes = commits.map((r) => (r.replay ? 'replay' : String(r.status))).sort();
  expect(outcomes.filter((o) => o === '200')).toEqual(['200']);
  expect(outcomes).toContain('replay');
  expect(outcomes.every((o) => ['200', '409', 'replay'].includes(o))).toBe(true);
});

test('a 401 on the commit: one refresh through the page, the same key again, and the session still works', async ({
  page,
  faults,
}) => {
  const { session, dbName } = await ready(page, faults);
  await faults.set({ failNext: { count: 1, status: 401, path: COMMIT_RE } });
  const made = await queueControl(page, dbName, session);
  await syncNow(page);

  await expect.poll(() => outboxCount(page, dbName), { timeout: 20_000 }).toBe(0);
  const commits = await expectOneDocument(page, faults, dbName, made);
  expect(commits.map((r) => [r.status, r.replay])).toEqual([
    [401, false],
    [200, false],
  ]);
  // Exactly one refresh, between the refused commit and its second send.
  const { requests } = await faults.stats();
  const order = requests
    .filter((r) => r.path === COMMIT_PATH || r.path === '/v1/auth/refresh-tokens')
    .map((r) => `${r.path} ${r.status}`);
  expect(order).toEqual([`${COMMIT_PATH} 401`, '/v1/auth/refresh-tokens 200', `${COMMIT_PATH} 200`]);

  // The page holds the new tokens, which the server accepts (controlsMarked reads with them), and the app
  // is still signed in after a reload.
  const stored = await page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as SignedIn,
    SESSION_KEY,
  );
  expect(stored.tokens.access.token).not.toBe(session.tokens.access.token);
  expect(stored.tokens.refresh.token).not.toBe(session.tokens.refresh.token);
  expect(await controlsMarked(page, made.marker)).toHaveLength(1);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page).not.toHaveURL(/\/login/);
});
