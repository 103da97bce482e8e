/**
 * What is behind a full-screen editor holds still while the editor covers the page.
 *
 * A full-screen document editor writes its draft to the device every few hundred milliseconds while the
 * user types. Each write wakes every live query that read the draft: the timeline's document list (which
 * opens the draft again) and the sidebar's work states (which read every draft and outbox entry), and
 * React draws their screens again, all behind the editor where nobody sees them, between two keystrokes on
 * a slow tablet (`npm run bench -- typing-latency`). While the page is covered, a held query answers what
 * it last answered and reads nothing, so Dexie observes nothing and no write wakes it; when the editor
 * closes it reads again, once.
 *
 * The same holds for the server calls behind the editor (`useStoredCalls`' `held`): a pass of the sync
 * worker (every half minute, and after each write) read the lists of the page behind again, five of them
 * with their storing on the device, under the user's keystrokes. Held, they are only marked stale, and run
 * once the page shows again. What the editor itself shows is not behind it (`OverCover`, which the
 * editor's modal gives its content): its row tables keep reading, and keep showing another device's rows.
 */
import { useLiveQuery } from 'dexie-react-hooks';
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
 * answer before the first one is `undefined`. Covering changes the query to one that answers the last
 * answer without reading; `useLiveQuery` keeps showing its answer while the changed query runs.
 */
export function useHeldLiveQuery<T>(querier: () => Promise<T> | T, deps: unknown[]): T | undefined {
  const covered = useBehindCover();
  const last = useRef<T | undefined>(undefined);
  const value = useLiveQuery<T | undefined>(covered ? () => last.current : querier, [covered, ...deps]);
  useEffect(() => {
    if (!covered) last.current = value;
  }, [covered, value]);
  return value;
}
