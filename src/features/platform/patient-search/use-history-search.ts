/**
 * The search behind the top bar's field (spec 000 §2, §8, §9): from 3 characters, 300 ms after the last
 * keystroke, page 1 of GET /v1/hc/list; `loadMore` fetches the next page while page < totalPages, up to
 * the virtual list's 1000 items. A newer query aborts the older one's request and ignores its answer. A
 * failed search is an empty list; a failed further page ends the list there.
 *
 * Without network the same query runs over the histories stored on this device
 * (src/offline/history-search.ts) and `onDevice` says so. A change of connectivity runs the query again, so
 * the list never claims to be the device's once the network is back (or the reverse); a further page from
 * the other source ends the list where it is, rather than mixing the two.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { HistorySummary } from '../../../contract/history';
import { findHistories } from '../../../offline/history-search';
import { useOnline } from '../../../ui/hooks/use-online';
import { VIRTUAL_LIST_MAX_ITEMS } from '../../../ui/virtual-list/windowing';
import { canSearch, SEARCH_DEBOUNCE_MS } from './search-rules';

interface Loaded {
  /** The (trimmed) query and sites these results belong to. */
  key: string;
  results: HistorySummary[];
  page: number;
  totalPages: number;
  total: number;
  onDevice: boolean;
}

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

/** "1,2" back to [1, 2]; no sites: the server searches all of the user's. */
const siteIds = (param: string): number[] | undefined => (param ? param.split(',').map(Number) : undefined);

const appendUnique = (a: HistorySummary[], b: HistorySummary[]) => {
  const seen = new Set(a.map((row) => row.id));
  return [...a, ...b.filter((row) => !seen.has(row.id))];
};

export function useHistorySearch(query: string, sites: readonly number[]): HistorySearch {
  const term = query.trim();
  const active = canSearch(term);
  const sitesParam = sites.join(',');
  const key = `${sitesParam}|${term}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const moreController = useRef<AbortController | null>(null);
  const online = useOnline();

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void findHistories({ search: term, page: 1, sites: siteIds(sitesParam) }, controller.signal).then(
        (answer) => {
          if (controller.signal.aborted) return;
          setLoaded({
            key,
            results: answer.results,
            page: answer.page,
            totalPages: answer.totalPages,
            total: answer.total,
            onDevice: answer.onDevice,
          });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
      moreController.current?.abort();
      moreController.current = null;
    };
    // `online` only re-runs the query when connectivity changes.
  }, [active, term, sitesParam, key, online]);

  const current = active && loaded?.key === key ? loaded : null;
  const hasMore =
    current !== null && current.page < current.totalPages && current.results.length < VIRTUAL_LIST_MAX_ITEMS;

  const loadMore = useCallback(() => {
    if (!current || !hasMore || moreController.current) return;
    const controller = new AbortController();
    moreController.current = controller;
    setLoadingMore(true);
    void findHistories(
      { search: term, page: current.page + 1, sites: siteIds(sitesParam) },
      controller.signal,
    ).then((answer) => {
      if (moreController.current === controller) moreController.current = null;
      setLoadingMore(false);
      if (controller.signal.aborted) return;
      setLoaded((previous) => {
        if (!previous || previous.key !== key) return previous;
        // An empty answer (a failure), or one from the other source, ends the list where it is.
        if (answer.results.length === 0 || answer.onDevice !== previous.onDevice) {
          return { ...previous, totalPages: previous.page };
        }
        return {
          ...previous,
          results: appendUnique(previous.results, answer.results).slice(0, VIRTUAL_LIST_MAX_ITEMS),
          page: answer.page,
          totalPages: answer.totalPages,
          total: answer.total,
        };
      });
    });
  }, [current, hasMore, term, sitesParam, key]);

  return {
    status: !active ? 'idle' : current ? 'ready' : 'loading',
    results: current?.results ?? [],
    total: current?.total ?? 0,
    hasMore,
    loadingMore: current !== null && loadingMore,
    loadMore,
    onDevice: current?.onDevice ?? false,
  };
}
