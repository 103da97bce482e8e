/**
 * The patient search with the device behind it (DESIGN.md "The read path": "Offline, patient search looks
 * in the histories stored on the device, and says so"; spec 000 §2, §8 "Search failure").
 *
 * Design:
 * - Online: GET /v1/hc/list, as ever. When the app is offline (src/api/server-reachability.ts
 *   `isOnline`: no network, or the server failed its last check), or the request finds no server
 *   (`isUnreachable`: no answer, a timeout, a gateway's 502/503/504), the same query runs over the history
 *   records stored on this device (those opened here, ./history-cache.ts) and the answer says so
 *   (`onDevice`), so the list can tell the user it is not the whole programme.
 * - The device uses the server's own rule (src/domain/history-search.ts): the same folded text, the same
 *   words, the same sites (those asked for among the user's), the same order and page size. Records that
 *   no longer pass the contract are left out.
 * - Speed (docs/benchmarks.md "Searching on the device"): each search reads the stored rows, but a record
 *   is opened and checked once per sealed copy: what was opened is kept in memory, by record key with the
 *   IV of the copy it came from (every sealing draws a new one), so a record stored again is opened again;
 *   its folded search text is kept with it.
 * - Any other failure (the server answered an error) stays what spec 000 §8 says: logged, an empty list;
 *   an aborted search (a newer query replaced it) is not logged.
 */
import * as v from 'valibot';
import { isApiError, isUnreachable } from '../api/errors';
import { requestHistorySearch, type HistorySearchPage, type HistorySearchParams } from '../api/history.api';
import { isOnline } from '../api/server-reachability';
import { getSession } from '../api/session';
import { historyRecord, type HistoryRecord } from '../contract/history';
import { HISTORY_PAGE_SIZE } from '../contract/shared';
import { historySearchText, searchHistoryRecords, sitesToSearch } from '../domain/history-search';
import type { CanguroDb, StoredRecord } from './db';
import { storedHistoryRows } from './records';
import { sessionDb } from './session-db';
import { logFailure } from '../api/failure-log';

export interface HistorySearchAnswer extends HistorySearchPage {
  /** True when the results come from the histories stored on this device (no network). */
  onDevice: boolean;
}

export interface HistorySearchDependencies {
  /** The signed-in user's database; null when nobody is signed in. */
  db: () => Promise<CanguroDb> | null;
  /** GET /v1/hc/list, throwing its ApiError. */
  request: (params: HistorySearchParams, signal?: AbortSignal) => Promise<HistorySearchPage>;
  /** The app's "online" (src/api/server-reachability.ts): false means no server to ask. */
  online: () => boolean;
  /** The signed-in user's sites (the server limits every search to them). */
  userSites: () => readonly number[];
}

interface OpenedHistory {
  /** The IV of the sealed copy it was opened from. */
  iv: string;
  /** Null when the record no longer passes the contract. */
  record: HistoryRecord | null;
}

/** Each opened record's search text, folded once (src/domain/history-search.ts `historySearchText`). */
const searchTexts = new WeakMap<HistoryRecord, string>();

function searchTextOf(record: HistoryRecord): string {
  let text = searchTexts.get(record);
  if (text === undefined) searchTexts.set(record, (text = historySearchText(record)));
  return text;
}

/** What each database's stored histories opened to, by record key. */
const openedHistories = new WeakMap<CanguroDb, Map<string, OpenedHistory>>();

/** The valid history records stored in `db`, each opened once per sealed copy. */
async function storedHistoryRecords(db: CanguroDb): Promise<HistoryRecord[]> {
  const rows = await storedHistoryRows(db);
  let opened = openedHistories.get(db);
  if (!opened) openedHistories.set(db, (opened = new Map<string, OpenedHistory>()));
  const cache = opened;
  const kept = await Promise.all(
    rows.map(async (row: StoredRecord) => {
      const iv = row.sealed.iv.join(',');
      const known = cache.get(row.key);
      if (known?.iv === iv) return known;
      const data = await db.vault.open<unknown>(row.sealed);
      const fresh = { iv, record: v.is(historyRecord, data) ? data : null };
      cache.set(row.key, fresh);
      return fresh;
    }),
  );
  if (cache.size > rows.length) {
    const stored = new Set(rows.map((row) => row.key));
    for (const key of cache.keys()) if (!stored.has(key)) cache.delete(key);
  }
  return kept.flatMap(({ record }) => (record ? [record] : []));
}

/** One page of the search over the histories stored in `db`, by the server's rule. */
export async function searchStoredHistories(
  db: CanguroDb,
  { search, page = 1, sites }: HistorySearchParams,
  userSites: readonly number[],
): Promise<HistorySearchPage> {
  const records = await storedHistoryRecords(db);
  return searchHistoryRecords(
    records,
    { search, page, sites: sitesToSearch(sites, userSites), pageSize: HISTORY_PAGE_SIZE },
    searchTextOf,
  );
}

const emptyPage = (page: number, onDevice: boolean): HistorySearchAnswer => ({
  results: [],
  totalPages: 0,
  page,
  total: 0,
  onDevice,
});

export function createHistorySearch(deps: HistorySearchDependencies) {
  async function onDevice(params: HistorySearchParams): Promise<HistorySearchAnswer> {
    let db: CanguroDb | null = null;
    try {
      db = (await deps.db()) ?? null;
    } catch {
      // The store could not open (logged by session-db): nothing on the device to search.
    }
    if (!db) return emptyPage(params.page ?? 1, true);
    try {
      return { ...(await searchStoredHistories(db, params, deps.userSites())), onDevice: true };
    } catch (error) {
      logFailure('History search on the device failed', error);
      return emptyPage(params.page ?? 1, true);
    }
  }

  /** One page of the search: the server's, or the device's when there is no network. */
  return async function findHistories(
    params: HistorySearchParams,
    signal?: AbortSignal,
  ): Promise<HistorySearchAnswer> {
    if (!deps.online()) return onDevice(params);
    try {
      return { ...(await deps.request(params, signal)), onDevice: false };
    } catch (error) {
      const aborted = signal?.aborted === true || (isApiError(error) && error.kind === 'aborted');
      if (aborted) return emptyPage(params.page ?? 1, false);
      if (isUnreachable(error)) return onDevice(params);
      logFailure('History search failed', error);
      return emptyPage(params.page ?? 1, false);
    }
  };
}

/** The app's search: the session's database and sites, the app's API client, the app's "online". */
export const findHistories = createHistorySearch({
  db: sessionDb,
  request: (params, signal) => requestHistorySearch(params, signal),
  online: isOnline,
  userSites: () => getSession().user?.sede.map((site) => site.id) ?? [],
});
