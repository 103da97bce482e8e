/**
 * The patient search with the device behind it (DESIGN.md "The read path": "Offline, patient search looks
 * in the histories stored on the device, and says so"; spec 000 §2, §8 "Search failure").
 *
 * Design:
 * - Online: GET /v1/hc/list, as ever. When the browser says it is offline, or the request finds no server
 *   (`isUnreachable`: no answer, a timeout, a gateway's 502/503/504), the same query runs over the history
 *   records stored on this device (those opened here, ./history-cache.ts) and the answer says so
 *   (`onDevice`), so the list can tell the user it is not the whole programme.
 * - The device uses the server's own rule (src/domain/history-search.ts): the same folded text, the same
 *   words, the same sites (those asked for among the user's), the same order and page size. Records that
 *   no longer pass the contract are left out.
 * - Any other failure (the server answered an error) stays what spec 000 §8 says: logged, an empty list;
 *   an aborted search (a newer query replaced it) is not logged.
 */
import * as v from 'valibot';
import { isApiError, isUnreachable } from '../api/errors';
import { requestHistorySearch, type HistorySearchPage, type HistorySearchParams } from '../api/history.api';
import { getSession } from '../api/session';
import { historyRecord } from '../contract/history';
import { HISTORY_PAGE_SIZE } from '../contract/shared';
import { searchHistoryRecords, sitesToSearch } from '../domain/history-search';
import type { CanguroDb } from './db';
import { storedHistories } from './records';
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
  /** `navigator.onLine`: false means surely offline. */
  online: () => boolean;
  /** The signed-in user's sites (the server limits every search to them). */
  userSites: () => readonly number[];
}

/** One page of the search over the histories stored in `db`, by the server's rule. */
export async function searchStoredHistories(
  db: CanguroDb,
  { search, page = 1, sites }: HistorySearchParams,
  userSites: readonly number[],
): Promise<HistorySearchPage> {
  const records = (await storedHistories<unknown>(db)).filter((data) => v.is(historyRecord, data));
  return searchHistoryRecords(records, {
    search,
    page,
    sites: sitesToSearch(sites, userSites),
    pageSize: HISTORY_PAGE_SIZE,
  });
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

/** The app's search: the session's database and sites, the app's API client, the browser's connectivity. */
export const findHistories = createHistorySearch({
  db: sessionDb,
  request: (params, signal) => requestHistorySearch(params, signal),
  online: () => typeof navigator === 'undefined' || navigator.onLine,
  userSites: () => getSession().user?.sede.map((site) => site.id) ?? [],
});
