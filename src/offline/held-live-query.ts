/**
 * What is behind a full-screen editor holds still while the editor covers the page.
 *
 * A full-screen document editor writes its draft to the device every few hundred milliseconds while the
 * user types. Each write wakes every live query that read the draft: the timeline's document list (which
 * opens the draft again) and the sidebar's work states (which read every draft and outbox entry), and
 * React draws their screens again, all behind the editor where nobody sees them, between two keystrokes on
 * a slow tablet (`npm run bench -- typing-latency`). While the page is covered, a held query answers what
 * it last answered, reads nothing and does not listen to the database at all, so no write wakes it or
 * costs it anything; when the editor closes it reads again, once.
 *
 * The same holds for the server calls behind the editor (`useStoredCalls`' `held`): a pass of the sync
 * worker (every half minute, and after each write) read the lists of the page behind again, five of them
 * with their storing on the device, under the user's keystrokes. Held, they are only marked stale, and run
 * once the page shows again. What the editor itself shows is not behind it (`OverCover`, which the
 * editor's modal gives its content): its row tables keep reading, and keep showing another device's rows.
 */
import { liveQuery } from 'dexie';
import { useObservable } from 'dexie-react-hooks';
import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';

let covers = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The page is covered until the returned release is called (each cover released once). */
export function coverPage(): () => void {
  covers += 1;
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    covers -= 1;
    notify();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const isCovered = () => covers > 0;

/** True inside what covers the page (the document editor's modal): none of it is behind the cover. */
export const OverCover = createContext(false);

/** Whether the component is behind a full-screen editor that covers the page. */
export function useBehindCover(): boolean {
  const covered = useSyncExternalStore(subscribe, isCovered, isCovered);
  const over = useContext(OverCover);
  return covered && !over;
}

/** Covers the page while `covering` is true (a full-screen editor that is open). */
export function useCoverPage(covering: boolean) {
  useEffect(() => (covering ? coverPage() : undefined), [covering]);
}

/**
 * `useLiveQuery`, holding its last answer while the page is covered. `deps` as for `useLiveQuery`; the
 * answer before the first one is `undefined`. Uncovered, it is a live query again and reads once.
 */
export function useHeldLiveQuery<T>(querier: () => Promise<T> | T, deps: unknown[]): T | undefined {
  const covered = useBehindCover();
  return useLiveQueryWhile(!covered, querier, deps);
}

/**
 * `useLiveQuery` while `live`; otherwise its last answer (`undefined` before the first), from a query
 * swapped for one that never listens to the database: a Dexie live query, even one that reads nothing,
 * keeps a listener that every write of the tab or the sync worker calls (it adds the write's keys to what
 * it has seen since it last ran), a few milliseconds a draft write at 4x for a page's dozen queries. Live
 * again, it reads once.
 */
export function useLiveQueryWhile<T>(
  live: boolean,
  querier: () => Promise<T> | T,
  deps: unknown[],
): T | undefined {
  const last = useRef<T | undefined>(undefined);
  const value = useObservable<T | undefined>(
    () => (live ? liveQuery(querier) : heldAnswer(last.current)),
    [live, ...deps],
  );
  useEffect(() => {
    if (live) last.current = value;
  }, [live, value]);
  return value;
}

/** An answer that never changes, as an observable `useObservable` takes: it subscribes to nothing. */
const heldAnswer = <T>(value: T) => ({
  getValue: () => value,
  subscribe(next: (value: T) => void) {
    next(value);
    return { unsubscribe() {} };
  },
});
