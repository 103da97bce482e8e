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
 * - Counts are of the user's work: activity logs wait and are sent, but are not counted (./outbox-work.ts).
 * - Each open history's state on the device (draft, pending, refused) is derived live from the drafts and
 *   the outbox (`useHistoryWorkStates`), never stored beside them.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useHeldLiveQuery, useLiveQueryWhile } from './held-live-query';
import { useSyncExternalStore } from 'react';
import { storedHistory } from './history-cache';
import { countUnsynced, dropEntry, readOutboxStatus, retryEntry, type OutboxStatus } from './outbox';
import { historyWorkStates, type HistoryWorkState } from './outbox-work';
import { requireSessionDb, sessionDb, useSessionDb } from './session-db';
import { getSyncStatus, subscribeSyncStatus, triggerSync } from './sync-client';
import type { SyncStatus } from './sync-protocol';

/** The last status the worker pushed; null while no worker runs (signed out, embedded, no Worker). */
export function useWorkerSyncStatus(): SyncStatus | null {
  return useSyncExternalStore(subscribeSyncStatus, getSyncStatus, () => null);
}

/**
 * Pending count, refused entries and last sync of the user's outbox; undefined while it opens. Never held
 * behind an editor: a refusal's message (the top bar's RefusalNotifier) shows over it.
 */
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

/**
 * Entries the signed-in user still owes the server (pending or refused), live while `counting`; undefined
 * while it opens. A dialog mounted closed passes false: the count reads every entry of the outbox again at
 * each of its writes (a stage at each pause while the user types, each acknowledgement of a day offline).
 */
export function useUnsyncedCount(counting = true): number | undefined {
  const db = useSessionDb();
  return useLiveQueryWhile(counting, async () => (db ? countUnsynced(db) : undefined), [db]);
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

/** Each history's work on the device (./outbox-work.ts), live; undefined while the database opens. */
export function useHistoryWorkStates(): ReadonlyMap<string, HistoryWorkState> | undefined {
  const db = useSessionDb();
  // Held behind a full-screen editor (the sidebar is covered): this reads every draft and entry.
  return useHeldLiveQuery(async () => {
    if (!db) return undefined;
    const [drafts, entries] = await db.transaction('r', [db.drafts, db.outbox], () =>
      Promise.all([db.drafts.toArray(), db.outbox.toArray()]),
    );
    return historyWorkStates(drafts, entries);
  }, [db]);
}

/** The patients' full names of these histories, from the records stored on the device; live (held). */
export function usePatientNames(historyIds: readonly string[]): ReadonlyMap<string, string> {
  const db = useSessionDb();
  const ids = [...new Set(historyIds)].sort().join('\n');
  return (
    useHeldLiveQuery(async () => {
      if (!db || ids === '') return new Map<string, string>();
      const records = await Promise.all(ids.split('\n').map((id) => storedHistory(db, id)));
      return new Map(
        records.flatMap((record) => (record ? [[record.id, record.Iden_nombreCompletoPaciente]] : [])),
      );
    }, [db, ids]) ?? noNames
  );
}

const noNames: ReadonlyMap<string, string> = new Map();

/** A patient's full name from the device's record of the history, once; null when it holds none. */
export async function storedPatientName(historyId: string): Promise<string | null> {
  const db = sessionDb();
  const record = db ? await storedHistory(await db, historyId) : null;
  return record?.Iden_nombreCompletoPaciente ?? null;
}
