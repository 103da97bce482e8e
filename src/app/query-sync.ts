/**
 * Connects the query layer (src/api/server-query.ts) to the sync worker: each time the worker reports a
 * newer acknowledged write (the sync status's lastSyncAt), the reads of the histories those writes
 * touched (src/offline/acknowledged.ts) are refetched by the screens showing them; other histories' are
 * left alone. Each pass of the worker, written or not, also reads again the stale table rows on screen
 * (`refreshStaleRows`): another device's change reaches this one. The API layer cannot import src/offline
 * itself (eslint.config.js).
 */
import { logFailure } from '../api/failure-log';
import { refreshAfterSync, refreshStaleRows } from '../api/server-query';
import { historiesAcknowledgedSince, readAcknowledged } from '../offline/acknowledged';
import { sessionDb } from '../offline/session-db';
import { getSyncStatus, subscribeSyncStatus } from '../offline/sync-client';

let lastSeen: number | null = null;
let passesSeen = 0;

async function refreshSince(since: number | null): Promise<void> {
  const db = sessionDb();
  const histories = db ? historiesAcknowledgedSince(await readAcknowledged(await db), since) : 'all';
  await refreshAfterSync(histories);
}

/** Call once at start. */
export function connectQuerySync(): void {
  lastSeen = getSyncStatus()?.lastSyncAt ?? null;
  subscribeSyncStatus(() => {
    const status = getSyncStatus();
    const passed = status !== null && status.passes !== passesSeen;
    passesSeen = status?.passes ?? passesSeen;
    if (passed && status.online) {
      refreshStaleRows().catch((error: unknown) => logFailure('table rows not refreshed', error, 'warn'));
    }
    const next = status?.lastSyncAt ?? null;
    if (next === lastSeen) return;
    const since = lastSeen;
    lastSeen = next;
    if (next !== null) {
      refreshSince(since).catch((error: unknown) => {
        logFailure('The acknowledged histories could not be read; every history is refreshed', error, 'warn');
        void refreshAfterSync('all');
      });
    }
  });
}
