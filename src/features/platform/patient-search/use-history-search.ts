/**
 * The search behind the top bar's field (spec 000 §2, §8, §9): from 3 characters, 300 ms after the last
 * keystroke, page 1 of GET /v1/hc/list; `loadMore` fetches the next page while page < totalPages, up to
 * the virtual list's 1000 items. A newer query aborts the older one's request and ignores its answer. A
 * failed search is an empty list; a failed further page ends the list there.
 *
 * Without a server (src/api/server-reachability.ts `useOnline`) the same query runs over the histories
 * stored on this device (src/offline/history-search.ts) and `onDevice` says so. A change of connectivity
 * runs the query again, so the list never claims to be the device's once the network is back (or the
 * reverse); a further page from the other source ends the list where it is, rather than mixing the two.
 * The pages are the query layer's (src/offline/queries.ts `historySearchQuery`): a newer query's key
 * replaces the older one, whose request is aborted.
 */
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useOnline } from '../../../api/server-reachability';
import type { HistorySummary } from '../../../contract/history';
import { historySearchQuery, searchPagesShown } from '../../../offline/queries';
import { VIRTUAL_LIST_MAX_ITEMS } from '../../../ui/virtual-list/windowing';
import { canSearch, SEARCH_DEBOUNCE_MS } from './search-rules';

export type SearchStatus = 'idle' | 'loading' | 'ready';

export interface HistorySearch {
  /** idle: under 3 characters; loading: the first page is on its way; ready: results (maybe none). */
  status: SearchStatus;
  results: readonly HistorySummary[];
  /** Matches on the server (all pages). */
  total: number;
  /** A further page exists and the list is below its 1000 items. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** The results come from the histories stored on this device (no network). */
  onDevice: boolean;
}

const appendUnique = (a: HistorySummary[], b: readonly HistorySummary[]) => {
  const seen = new Set(a.map((row) => row.id));
  return [...a, ...b.filter((row) => !seen.has(row.id))];
};

export function useHistorySearch(query: string, sites: readonly number[]): HistorySearch {
  const typed = query.trim();
  const [term] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const active = canSearch(typed);
  const online = useOnline();
  const search = useInfiniteQuery({
    ...historySearchQuery(term, sites.length > 0 ? sites : undefined, online, VIRTUAL_LIST_MAX_ITEMS),
    enabled: active && term === typed,
    // A change of connectivity asks again; the list it replaces stays until the answer comes.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === term && previousQuery.queryKey[3] === sites.join(',')
        ? previous
        : undefined,
  });

  const pages = search.data?.pages;
  const current = useMemo(() => {
    if (!active || term !== typed || !pages) return null;
    const shown = searchPagesShown(pages);
    const [first] = shown;
    const last = shown.at(-1);
    if (!first || !last) return null;
    return {
      results: shown
        .reduce<HistorySummary[]>((rows, page) => appendUnique(rows, page.results), [])
        .slice(0, VIRTUAL_LIST_MAX_ITEMS),
      total: last.total,
      onDevice: first.onDevice,
    };
  }, [active, term, typed, pages]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;
  const hasMore = current !== null && hasNextPage;
  const loadMore = useCallback(() => {
    if (hasMore && !isFetchingNextPage) void fetchNextPage();
  }, [hasMore, isFetchingNextPage, fetchNextPage]);

  return {
    status: !active ? 'idle' : current ? 'ready' : 'loading',
    results: current?.results ?? [],
    total: current?.total ?? 0,
    hasMore,
    loadingMore: current !== null && isFetchingNextPage,
    loadMore,
    onDevice: current?.onDevice ?? false,
  };
}
