/**
 * Connects the query layer (src/api/server-query.ts) to the sync worker: each time the worker reports a
 * newer acknowledged write (the sync status's lastSyncAt), every history's server data is refetched by
 * the screens showing it. The API layer cannot import src/offline itself (eslint.config.js).
 */
import { refreshAfterSync } from '../api/server-query';
import { getSyncStatus, subscribeSyncStatus } from '../offline/sync-client';

let lastSeen: number | null = null;

/** Call once at start. */
export function connectQuerySync(): void {
  lastSeen = getSyncStatus()?.lastSyncAt ?? null;
  subscribeSyncStatus(() => {
    const next = getSyncStatus()?.lastSyncAt ?? null;
    if (next === lastSeen) return;
    lastSeen = next;
    if (next !== null) void refreshAfterSync();
  });
}
