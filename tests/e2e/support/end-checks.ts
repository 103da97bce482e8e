/**
 * The checks every fault spec ends with, in one place: whatever the fault, the server ends holding what was
 * typed, no Idempotency-Key was executed twice, the device never had two requests in flight, and the
 * outbox is empty or what is left in it is shown in "needs attention".
 */
import { expect, type Page } from '@playwright/test';
import type { Faults, ServerStats } from './faults';
import { readTable } from './outbox-idb';

export interface EndChecks<T> {
  page: Page;
  faults: Faults;
  /** The user's database (./outbox-idb.ts `userDbName`). */
  dbName: string;
  /** What the server holds of the test's work, read again until it equals what was typed. */
  server?: { read: () => Promise<T>; typed: T };
  /** The keys of the entries the test queued: each that left the outbox was executed exactly once. */
  keys?: readonly string[];
  /**
   * False only where the device's own requests may overlap by design (a closed tab's request still
   * running on the server, the page's reads beside the worker's sends): the caller says why.
   */
  oneAtATime?: boolean;
}

/** Waits for the outbox to settle, then checks all four; answers the scope's stats for further checks. */
export async function expectNothingLost<T>(checks: EndChecks<T>): Promise<ServerStats> {
  const { page, faults, dbName, server, keys = [], oneAtATime = true } = checks;

  // The outbox empty, or every entry left waiting for the user in "needs attention".
  await expect
    .poll(
      async () => {
        const outbox = await readTable<{ state: string }>(page, dbName, 'outbox');
        return outbox.every((entry) => entry.state === 'needs-attention');
      },
      { timeout: 30_000, message: 'the outbox settles: empty, or its entries in "needs attention"' },
    )
    .toBe(true);
  const left = await readTable<{ idempotencyKey: string }>(page, dbName, 'outbox');
  if (left.length > 0) {
    const attention = page.getByTestId('sync-status-attention');
    await expect(attention).toContainText(left.length === 1 ? '1 cambio' : `${left.length} cambios`);
  }

  if (server) await expect.poll(server.read, { timeout: 15_000 }).toEqual(server.typed);

  const stats = await faults.stats();
  const executed = new Map<string, number>();
  for (const r of stats.requests) {
    if (r.idempotencyKey && r.status >= 200 && r.status < 300 && !r.replay)
      executed.set(r.idempotencyKey, (executed.get(r.idempotencyKey) ?? 0) + 1);
  }
  const twice = [...executed].filter(([, count]) => count > 1).map(([key]) => key);
  expect(twice, 'no Idempotency-Key executed twice').toEqual([]);
  const waiting = new Set(left.map((entry) => entry.idempotencyKey));
  const sent = keys.filter((key) => !waiting.has(key));
  expect(
    sent.filter((key) => executed.get(key) !== 1),
    'each entry that left the outbox was executed once',
  ).toEqual([]);
  if (oneAtATime) expect(stats.maxInFlight, 'never two writes in flight').toBeLessThanOrEqual(1);
  return stats;
}
