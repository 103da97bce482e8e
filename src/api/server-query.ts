/**
 * The one way a screen loads its server data (DESIGN.md "The read path"): TanStack Query, keyed per
 * resource, over the device's store.
 *
 * Design:
 * - Signed in, a query's function fetches and stores the answer on the device (Dexie, through
 *   src/offline); the screen reads the stored copy with live queries, so it shows offline and local drafts
 *   show over it. The query layer adds what each screen used to write by hand: one request per key
 *   however many components ask (the timeline and the family control share the family-control list), no
 *   refetch while an answer is fresh, a refetch when the network comes back, and a refresh of a history's
 *   data when the sync worker acknowledges a write for it (`refreshAfterSync`, wired once in
 *   src/app/query-sync.ts).
 * - The query options of each resource read on demand are in src/offline/queries.ts; the stored lists are
 *   server calls (`ServerCall`) beside the device code that keeps them.
 * - Embedded views have no device store: the same keys hold the answers in memory.
 * - A failed call never reaches a screen: it is logged and the stored copy stays, as spec 000 §8 asks of
 *   the lists. No automatic retry: the next acknowledgement, reconnection or mount asks again.
 */
import {
  QueryClient,
  QueryClientProvider,
  onlineManager,
  useQueries,
  type Query,
  type QueryKey,
} from '@tanstack/react-query';
import { createElement, useState, type ReactNode } from 'react';
import { runRead, type ApiRead } from './api-read';
import { logFailure } from './failure-log';

/**
 * Keys: everything of a history under ['hc', id] (what a write acknowledged for it refreshes), catalogues
 * and test parameters under ['parameters'], the searches and the users apart.
 */
export const serverKeys = {
  history: (historyId: string) => ['hc', historyId] as const,
  ofHistory: (historyId: string, ...parts: readonly (string | number)[]) =>
    ['hc', historyId, ...parts] as const,
  historyRecord: (historyId: string) => ['hc', historyId, 'record'] as const,
  parameter: (name: string) => ['parameters', name] as const,
  historySearch: (search: string, sites: readonly number[], online: boolean) =>
    ['search', 'hc', search, sites.join(','), online] as const,
  diagnosisSearch: (search: string) => ['search', 'cie10', search] as const,
  referringUsers: (area: number, name: string) => ['search', 'users', area, name] as const,
  /** The users of a referral area asked ahead, for the device's directory (src/offline/user-directory.ts). */
  referralAreaUsers: (area: number) => ['users', 'area', area] as const,
  user: (id: string) => ['users', id] as const,
};

/** An answer stays fresh this long: opening a tab again within it asks nothing. */
export const FRESH_MS = 30_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The device decides what "offline" means (a request without answer fails fast); the query layer
      // does not hold requests back on navigator.onLine.
      networkMode: 'always',
      retry: false,
      staleTime: FRESH_MS,
      refetchOnWindowFocus: false,
      // Back online, every open screen asks again, fresh or not: what it holds may be from before the cut.
      refetchOnReconnect: 'always',
    },
  },
});

// A screen held behind a full-screen editor (useStoredCalls) asks again once shown, as the open ones do now.
onlineManager.subscribe((online) => {
  if (online) void queryClient.invalidateQueries({ type: 'inactive', refetchType: 'none' });
});

/**
 * Gives the screens under it the query layer: the signed-in layout and the embedded views, not the app's
 * root, so that the sign-in form loads no query code.
 */
export function ServerQueryProvider({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: queryClient }, children);
}

/**
 * After the sync worker acknowledged writes: the data of the histories they touched is stale, and the open
 * screens of those histories refetch; other histories' reads are left alone. 'all' when the histories are
 * not known (src/offline/acknowledged.ts).
 */
export async function refreshAfterSync(
  histories: readonly string[] | 'all',
  client: QueryClient = queryClient,
): Promise<void> {
  if (histories === 'all') return client.invalidateQueries({ queryKey: ['hc'] });
  await Promise.all(
    histories.map((historyId) => client.invalidateQueries({ queryKey: serverKeys.history(historyId) })),
  );
}

/**
 * How old the rows on screen may be before a pass reads them again. Below the worker's half-minute period:
 * with the queries' own freshness (FRESH_MS, as long as the period) a list read just after one pass would
 * still be fresh at the next, and another device's change would wait two periods.
 */
const ROWS_REREAD_AFTER_MS = 10_000;

/**
 * After a pass of the sync worker (each write, and every half minute): the table rows that open screens
 * show are read again unless just read, so a row another device changed, made or deleted, or a conflict
 * resolved there, shows here within a period, without a reload (docs/offline.md "Row conflicts").
 */
export function refreshStaleRows(client: QueryClient = queryClient, now = Date.now()): Promise<void> {
  return client.refetchQueries({
    type: 'active',
    predicate: (query) =>
      query.queryKey[0] === 'hc' &&
      query.queryKey[2] === 'rows' &&
      now - query.state.dataUpdatedAt >= ROWS_REREAD_AFTER_MS,
  });
}

/**
 * One server call a screen needs: its key, what it is called in the logs, how it is loaded, and how its
 * answer is kept on the device (signed in; src/offline writes it).
 */
export interface ServerCall<T = unknown> {
  key: QueryKey;
  what: string;
  load(): Promise<T>;
  // Method syntax: a list of calls of different answers is a list of ServerCall.
  store(value: T): Promise<unknown>;
  /**
   * When the answer is one GET of /v1: that read, which `load` runs alone (made by `fromRead`). A batch
   * of reads (GET /v1/batch, "Preparar visitas") may answer it instead, through the same parse and store.
   */
  read?: ApiRead<T>;
}

/**
 * The call of a read: `build` makes the call around the read's `load` (a device store, a queue it must
 * wait in), and the read is declared beside it, so the call alone and the call batched read the same
 * path and check the answer the same way.
 */
export function fromRead<T>(
  read: ApiRead<T>,
  build: (load: () => Promise<T>) => ServerCall<T>,
): ServerCall<T> {
  return { ...build(() => runRead(read)), read };
}

const stored = (call: ServerCall) => ({
  queryKey: call.key,
  queryFn: async () => {
    try {
      await call.store(await call.load());
      return true;
    } catch (error) {
      logFailure(`${call.what} not refreshed (the stored copy stays)`, error, 'warn');
      // A failed query holds no answer, so the next mount or reconnection asks again.
      throw error;
    }
  },
});

const inMemory = (call: ServerCall) => ({
  // Apart from the stored calls' keys: those hold whether the refresh worked, these hold the answer.
  queryKey: ['memory', ...call.key],
  queryFn: async () => {
    try {
      return { value: await call.load() };
    } catch (error) {
      logFailure(`${call.what} not loaded`, error, 'warn');
      return { value: undefined };
    }
  },
});

const onlyInvalidated = (query: Query) => query.state.isInvalidated;

/**
 * Runs each call (load, then store on the device) while `enabled`: once per key across the screens, again
 * after an acknowledged write or a reconnection. A failure is logged; the stored copy stays. The screen
 * reads the stored copies through live queries. Returns whether any is running.
 *
 * While `held` (the screen is behind a full-screen editor, src/offline/held-live-query.ts) its calls are
 * not run again: an acknowledged write only marks them stale. Shown again, the screen runs those marked,
 * and not the others merely old: before the editor, they would not have run either.
 */
export function useStoredCalls(
  calls: readonly ServerCall[],
  enabled: boolean,
  held = false,
): { refreshing: boolean } {
  // Once held, showing again runs the marked calls only (the screen's first showing ran every old one).
  const [heldOnce, setHeldOnce] = useState(held);
  if (held && !heldOnce) setHeldOnce(true);
  const refetchOnMount = heldOnce ? onlyInvalidated : true;
  return useQueries({
    queries: calls.map((call) => ({ ...stored(call), enabled, refetchOnMount })),
    combine: (results) => ({ refreshing: results.some((result) => result.isFetching) }),
    subscribed: !held,
  });
}

/**
 * The answers of the calls kept in memory (embedded views, which have no device store), in the order of
 * `calls`; a failed or unfinished one is undefined. `settled` once every call has answered or failed.
 */
export function useMemoryCalls(
  calls: readonly ServerCall[],
  enabled: boolean,
): { values: unknown[]; settled: boolean } {
  return useQueries({
    queries: calls.map((call) => ({ ...inMemory(call), enabled })),
    combine: (results) => ({
      values: results.map((result) => result.data?.value),
      settled: results.every((result) => result.isFetched),
    }),
  });
}
