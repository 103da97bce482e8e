/**
 * History records on the device (DESIGN.md "The read path"; spec 000 §3 "History record"): a history
 * opened in the clinic can be opened again, and restored after a reload, in the field.
 *
 * Design:
 * - Network first: GET /v1/hc/{id}; the answer is stored under `history:<id>` (./records.ts) and returned.
 *   The device keeps the freshest copy it has seen; opening online always shows the server's record.
 * - No network (no answer, a timeout, a gateway's 502/503/504: `isUnreachable`) or the browser says it is
 *   offline (src/api/server-reachability.ts `isOnline`): the stored copy, when there is one and it still passes the contract; else 'offline', a failed
 *   retrieval (spec 000 §8) whose screen says the history is not on the device. Offline, no request is
 *   attempted when a copy is stored.
 * - A refusal is the server's word and is never overridden by the device: 404 (the history is gone,
 *   'not-found') and 403 (not one of the user's sites, 'forbidden'), and everything stored for that
 *   history leaves the device. Any other failure (400, 401 after a failed refresh, an answer that breaks
 *   the contract) gives 'failed' and keeps what is stored. The reasons are `HistoryFailure`s
 *   (src/api/history.api.ts), which the history's address answers with a screen of its own.
 * - Read through the query layer (./queries.ts `historyRecordQuery`): the open histories and a history's
 *   address. Records live only in IndexedDB, never in localStorage or CacheStorage.
 */
import * as v from 'valibot';
import { isApiError, isUnreachable } from '../api/errors';
import { historyFailureOf, requestHistory, type HistoryFailure } from '../api/history.api';
import { isOnline } from '../api/server-reachability';
import { historyRecord, type HistoryRecord } from '../contract/history';
import type { CanguroDb } from './db';
import { getRecord, putRecord, recordKeys } from './records';
import { sessionDb } from './session-db';
import { logFailure } from '../api/failure-log';

export interface HistoryCacheDependencies {
  /** The signed-in user's database; null when nobody is signed in (the network alone, nothing stored). */
  db: () => Promise<CanguroDb> | null;
  /** GET /v1/hc/{id}, throwing its ApiError. */
  fetchHistory: (id: string) => Promise<HistoryRecord>;
  /** The app's "online" (src/api/server-reachability.ts): false means no server to ask. */
  online: () => boolean;
}

/** A refusal after which nothing of the history may stay on the device. */
const isRefusal = (error: unknown) => isApiError(error) && (error.status === 403 || error.status === 404);

async function openedDb(deps: HistoryCacheDependencies): Promise<CanguroDb | null> {
  try {
    return (await deps.db()) ?? null;
  } catch {
    return null; // A device store that cannot open leaves the network alone (already logged by session-db).
  }
}

/** The stored copy of a history, if the device has one that still passes the contract. */
export async function storedHistory(db: CanguroDb, id: string): Promise<HistoryRecord | null> {
  const stored = await getRecord<unknown>(db, recordKeys.history(id));
  const parsed = stored ? v.safeParse(historyRecord, stored.data) : null;
  return parsed?.success ? parsed.output : null;
}

/** Everything the device stores for one history (its record and the documents cached with it). */
async function forgetHistory(db: CanguroDb, id: string): Promise<void> {
  await db.transaction('rw', db.records, async () => {
    await db.records.delete(recordKeys.history(id));
    await db.records.where('historyId').equals(id).delete();
  });
}

/** The history record's loader: the record of `id`, from the network or the device, or why not. */
export function createHistoryLoader(deps: HistoryCacheDependencies) {
  return async function loadHistory(id: string): Promise<HistoryRecord | HistoryFailure> {
    const db = await openedDb(deps);
    if (!deps.online() && db) {
      const stored = await storedHistory(db, id);
      if (stored) return stored;
    }
    try {
      const record = await deps.fetchHistory(id);
      if (db) {
        await putRecord(db, recordKeys.history(record.id), record.id, record).catch((error: unknown) =>
          logFailure('The history could not be stored on the device', error),
        );
      }
      return record;
    } catch (error) {
      if (db && isUnreachable(error)) {
        const stored = await storedHistory(db, id);
        if (stored) return stored;
      }
      logFailure('History retrieval failed', error);
      if (db && isRefusal(error)) await forgetHistory(db, id).catch(() => undefined);
      return historyFailureOf(error);
    }
  };
}

/** The app's loader: the session's database, the app's API client, the app's "online". */
export const loadHistory = createHistoryLoader({
  db: sessionDb,
  fetchHistory: (id) => requestHistory(id),
  online: isOnline,
});
