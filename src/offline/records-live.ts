/**
 * A stored record for React (./records.ts keeps the store itself free of React, as the sync worker reads it).
 *
 * Design:
 * - One live query per record the page shows, shared by every component that shows it: a history's page
 *   names the same catalogue from each of its cards and from each select of an editor, and every Dexie live
 *   query keeps a listener that each write of the tab or of the sync worker calls (a draft write every
 *   300 ms while the user types). Under a home visit's editor a history's page had 25 record queries; shared,
 *   and held behind the editor, 9 listen.
 * - The shared query starts with its first component and stops with its last; the record's last answer
 *   stays with the database handle, so a component that comes back shows it at once while it is read again.
 * - Behind a full-screen editor (./held-live-query.ts) a component listens to nothing and so holds what it
 *   shows; in what covers the page (`OverCover`) it keeps reading. When the editor closes it listens again,
 *   and the shared query reads again if none listened meanwhile.
 */
import { liveQuery, type Subscription } from 'dexie';
import { useCallback, useSyncExternalStore } from 'react';
import type { CachedRecord, CanguroDb } from './db';
import { useBehindCover } from './held-live-query';
import { openRecord } from './records';
import { useSessionDb } from './session-db';

type Opened<T> = CachedRecord & { data: T };
/** undefined until the first read answers, null when the device has no such record. */
type Answer = Opened<unknown> | null | undefined;

/** What a record's components show: a new object at each answer or failure, the snapshot React compares. */
interface Shown {
  answer: Answer;
  error: Error | null;
}

/** One record's shared query. */
interface SharedRecord {
  shown: Shown;
  listeners: Set<() => void>;
  subscription: Subscription | null;
}

const sharedByDb = new WeakMap<CanguroDb, Map<string, SharedRecord>>();

function sharedRecord(db: CanguroDb, key: string): SharedRecord {
  let records = sharedByDb.get(db);
  if (!records) sharedByDb.set(db, (records = new Map<string, SharedRecord>()));
  let shared = records.get(key);
  if (!shared) {
    shared = { shown: { answer: undefined, error: null }, listeners: new Set(), subscription: null };
    records.set(key, shared);
  }
  return shared;
}

/** Listens to the record's shared query, starting it for the first listener and stopping it after the last. */
function listen(db: CanguroDb, key: string, listener: () => void): () => void {
  const shared = sharedRecord(db, key);
  shared.listeners.add(listener);
  shared.subscription ??= startQuery(db, key, shared);
  return () => stopListening(shared, listener);
}

function startQuery(db: CanguroDb, key: string, shared: SharedRecord): Subscription {
  const show = (shown: Shown) => {
    shared.shown = shown;
    shared.listeners.forEach((each) => each());
  };
  forgetFailure(shared);
  return liveQuery(async () => {
    const stored = await db.records.get(key);
    return stored ? openRecord<unknown>(db, stored) : null;
  }).subscribe({
    next: (answer) => show({ answer, error: null }),
    // A failed query has ended: the components that show it throw to their error boundary.
    error: (error: unknown) => {
      shared.subscription = null;
      show({ answer: shared.shown.answer, error: error instanceof Error ? error : new Error(String(error)) });
    },
  });
}

/**
 * After the last listener the query stops, and a failure nobody shows any more is forgotten: the error
 * boundary's "Reintentar" draws its part again, which reads the record again, as a new live query would.
 */
function stopListening(shared: SharedRecord, listener: () => void) {
  shared.listeners.delete(listener);
  if (shared.listeners.size > 0) return;
  shared.subscription?.unsubscribe();
  shared.subscription = null;
  forgetFailure(shared);
}

function forgetFailure(shared: SharedRecord) {
  if (shared.shown.error) shared.shown = { answer: shared.shown.answer, error: null };
}

const ignore = () => () => {};

/**
 * A stored record for React, kept current by a live query: undefined while the database opens or the
 * query runs, null when the device has no such record. Held behind a full-screen editor.
 */
export function useRecord<T>(key: string | null): Opened<T> | null | undefined {
  return useRecordIn<T>(useSessionDb(), key);
}

/**
 * `useRecord` in a given database (null while it opens). Behind a full-screen editor it listens to nothing
 * and draws again only with its parent, showing the record's last known answer.
 */
export function useRecordIn<T>(db: CanguroDb | null, key: string | null): Opened<T> | null | undefined {
  const covered = useBehindCover();
  const subscribe = useCallback(
    (listener: () => void) => (db && key && !covered ? listen(db, key, listener) : ignore()),
    [db, key, covered],
  );
  const shared = db && key ? sharedRecord(db, key) : null;
  const snapshot = (): Shown | null => shared?.shown ?? null;
  const shown = useSyncExternalStore(subscribe, snapshot, snapshot);
  // As useLiveQuery: a failed read goes to the screen's error boundary.
  if (shown?.error) throw shown.error;
  return shown?.answer as Opened<T> | null | undefined;
}
