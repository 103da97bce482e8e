/**
 * The query options of what screens read on demand (DESIGN.md "The read path"), one per resource: its key
 * (src/api/server-query.ts `serverKeys`), how it is read (the server, or the device's copy when the server
 * does not answer) and how long an answer serves. Screens pass them to TanStack Query (`useQuery`,
 * `useInfiniteQuery`); stores read them through the same client (`fetchHistoryRecord`), so one request
 * answers every reader of a key and a write acknowledged for a history refreshes that history's reads.
 *
 * The lists a history's screens keep on the device are server calls (`ServerCall`: documentListCall,
 * recordCall, storedRowsCall, catalogueCall, cie10CatalogueCall) run by `useStoredCalls` and read back with
 * live queries; what is here is read and shown as answered.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { requestHistory } from '../api/history.api';
import { queryClient, serverKeys } from '../api/server-query';
import { searchDiagnoses } from './cie10-catalogue';
import type { CanguroDb } from './db';
import { loadHistory } from './history-cache';
import { findHistories, type HistorySearchAnswer } from './history-search';
import { describeUser, searchReferringUsers } from './user-directory';

/** A history's record for the open histories and a history's address: the network, else the device's copy. */
export const historyRecordQuery = (historyId: string) =>
  queryOptions({
    queryKey: serverKeys.historyRecord(historyId),
    queryFn: () => loadHistory(historyId),
  });

/** The record asked again now (an opening shows the freshest), sharing a request already out. */
export const fetchHistoryRecord = (historyId: string) =>
  queryClient.fetchQuery({ ...historyRecordQuery(historyId), staleTime: 0 });

/** A history read with the embedded view's credentials (no device store: the answer as it comes). */
export const embeddedHistoryQuery = (historyId: string) =>
  queryOptions({
    queryKey: ['memory', ...serverKeys.historyRecord(historyId)],
    queryFn: ({ signal }) => requestHistory(historyId, signal),
  });

/**
 * The patient search's pages (spec 000 §2, §8, §9): the server's, or the device's stored histories
 * without a server (`onDevice`). `online` is part of the key, so a change of connectivity asks again
 * rather than mixing sources. A further page ends the list when it is empty (a failure), comes from the
 * other source, or the list holds `maxItems` (the virtual list's 1000).
 */
export const historySearchQuery = (
  search: string,
  sites: readonly number[] | undefined,
  online: boolean,
  maxItems: number,
) =>
  infiniteQueryOptions({
    queryKey: serverKeys.historySearch(search, sites ?? [], online),
    queryFn: ({ pageParam, signal }) => findHistories({ search, page: pageParam, sites }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const shown = searchPagesShown(pages);
      if (shown.length < pages.length) return undefined;
      const results = shown.reduce((sum, page) => sum + page.results.length, 0);
      return last.page < last.totalPages && results < maxItems ? last.page + 1 : undefined;
    },
    // Every search is asked afresh (the list must never claim to be older than the query typed).
    staleTime: 0,
    gcTime: 0,
    refetchOnReconnect: false,
  });

/** The pages a search shows: the first, then each further one until an empty one or one of the other source. */
export function searchPagesShown(pages: readonly HistorySearchAnswer[]): HistorySearchAnswer[] {
  const [first, ...more] = pages;
  if (!first) return [];
  const end = more.findIndex((page) => page.results.length === 0 || page.onDevice !== first.onDevice);
  return [first, ...(end < 0 ? more : more.slice(0, end))];
}

/** The CIE-10 search of the forms (spec 000 §5): the server, the device's catalogue without one. */
export const diagnosisSearchQuery = (db: CanguroDb | null, search: string) =>
  queryOptions({
    queryKey: serverKeys.diagnosisSearch(search),
    queryFn: () => (db ? searchDiagnoses(db, search) : Promise.resolve([])),
    enabled: db !== null,
  });

/** The referring users of a referral area whose name contains `name` (./user-directory.ts). */
export const referringUsersQuery = (db: CanguroDb, name: string, area: number) =>
  queryOptions({
    queryKey: serverKeys.referringUsers(area, name),
    queryFn: () => searchReferringUsers(db, name, area),
  });

/** A user the device's directory does not know yet: asked of the server and remembered there. */
export const knownUserQuery = (db: CanguroDb | null, id: string) =>
  queryOptions({
    queryKey: serverKeys.user(id),
    queryFn: () => (db ? describeUser(db, id) : Promise.resolve(null)),
  });
