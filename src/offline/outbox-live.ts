/**
 * The outbox for React: what the sync status in the top bar and its "needs attention" list show, and the
 * two actions the user takes on a refused entry.
 *
 * Design:
 * - Counts and the refused entries come from a LIVE query over the signed-in user's database
 *   (`readOutboxStatus`, one read transaction over the outbox and `meta`): exact across tabs and the sync
 *   worker (Dexie propagates their writes), and updated at once after a retry or drop made here.
 * - What only the worker knows (a pass is running, the queue is paused for a new sign-in, when the next
 *   backoff is due) comes from the status it pushes (`getSyncStatus`, `useSyncExternalStore`).
 * - Every push also re-runs the query: a pass is when the worker has just read or written the outbox, so a
 *   write Dexie could not observe (another database handle, raw IndexedDB) still shows without waiting.
 * - Retry asks the worker for a pass at once (`triggerSync('retry')`); drop needs none. The UI confirms a
 *   drop before calling it (outbox.ts `dropEntry` keeps the draft and its content).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { countUnsynced, dropEntry, readOutboxStatus, retryEntry, type OutboxStatus } from './outbox';
import { requireSessionDb, sessionDb, useSessionDb } from './session-db';
import { getSyncStatus, subscribeSyncStatus, triggerSync } from './sync-client';
import type { SyncStatus } from './sync-protocol';

/** The last status the worker pushed; null while no worker runs (signed out, embedded, no Worker). */
export function useWorkerSyncStatus(): SyncStatus | null {
  return useSyncExternalStore(subscribeSyncStatus, getSyncStatus, () => null);
}

/** Pending count, refused entries and last sync of the user's outbox; undefined while it opens. */
export function useOutboxStatus(): OutboxStatus | undefined {
  const db = useSessionDb();
  const pushed = useWorkerSyncStatus();
  return useLiveQuery(
    async () => (db ? readOutboxStatus(db) : undefined),
    // `pushed` only re-runs the query (see the header); its numbers are not used.
    [db, pushed],
    undefined,
  );
}

/** "Reintentar": the refused entry is pending again and the worker is asked for a pass. */
export async function retryNeedsAttention(seq: number): Promise<boolean> {
  const retried = await retryEntry(await requireSessionDb(), seq);
  if (retried) triggerSync('retry');
  return retried;
}

/** "Descartar", after the user confirmed: the entry is dropped; its draft stays on the device. */
export async function dropNeedsAttention(seq: number): Promise<boolean> {
  return dropEntry(await requireSessionDb(), seq);
}

/** Entries the signed-in user still owes the server (pending or refused), live; undefined while it opens. */
export function useUnsyncedCount(): number | undefined {
  const db = useSessionDb();
  return useLiveQuery(async () => (db ? countUnsynced(db) : undefined), [db], undefined);
}

/** The same count, once (sign-out asks before it acts); 0 with no database. */
export async function unsyncedCount(): Promise<number> {
  const db = sessionDb();
  return db ? countUnsynced(await db) : 0;
}

/** Entries of one draft still in the outbox (pending or refused), live; undefined while it opens. */
export function useDraftEntryCount(draftKey: string | null): number | undefined {
  const db = useSessionDb();
  return useLiveQuery(
    async () => (db && draftKey ? db.outbox.where('draftKey').equals(draftKey).count() : 0),
    [db, draftKey],
    undefined,
  );
}
