/**
 * Work queued offline registers a Background Sync with the service worker (src/offline/background-sync.ts),
 * and the outbox is sent when the network returns. Chromium's headless shell, which the other tests run
 * (tests/e2e/support/chromium.ts), has Background Sync disabled: this file runs the full Chromium, as users
 * do.
 */
import { expect, test } from '@playwright/test';
import { fixtures } from '../../server/seed/fixtures';
import { chromiumArgs, chromiumExecutablePath } from './support/chromium';
import { enqueueRaw, openWithOutbox, outboxCount } from './support/outbox-idb';

const SYNC_TAG = 'canguro-outbox';

test.use({ launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs } });

test('work queued offline registers a Background Sync, and it is sent when the network returns', async ({
  page,
  context,
  request,
}) => {
  const dbName = await openWithOutbox(page, 'admin');

  await context.setOffline(true);
  const [made] = await enqueueRaw(page, dbName, [
    {
      kind: 'bayley',
      idField: 'bayleyId',
      payload: { patientAgeDays: 200, historyId: fixtures.overFortyWeeks.id },
    },
  ]);
  // What an enqueue does (src/offline/sync-client.ts triggerSync): a pass, which finds no network.
  await page.evaluate(() => dispatchEvent(new Event('online')));
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> };
        };
        return registration.sync.getTags();
      }),
    )
    .toContain(SYNC_TAG);
  expect(await outboxCount(page, dbName)).toBe(1);

  await context.setOffline(false);
  await expect.poll(() => outboxCount(page, dbName), { timeout: 10_000 }).toBe(0);
  const stats = (await (await request.get('/v1/__test/stats')).json()) as {
    requests: { idempotencyKey: string | null; status: number }[];
  };
  const sent = stats.requests.filter((r) => r.idempotencyKey === made!.idempotencyKey && r.status < 300);
  expect(sent).toHaveLength(1);
});
