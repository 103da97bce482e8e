/**
 * The React side of ./draft-session.ts: one session per open form, with what a form needs around it.
 *
 * Design:
 * - The session is made once per mount from the options of the first render (a form that edits another
 *   document is another mount: give it a React `key`), against the signed-in user's database.
 * - Every enqueue asks the sync worker for a pass (`triggerSync`), and the draft's throttled writes are
 *   the worker's too (./draft-writes.ts `writeDraftOffPage`): none runs on the thread the keystrokes wait for.
 * - While the form is open it is registered as unsaved work (./unsaved-work.ts): an app update waits, and
 *   content the device could not store goes into an export of unsent work.
 * - `pagehide` (tab hidden for good, tablet locking the page) writes the last change at once; unmount
 *   does the same (`dispose`), and a commit already debounced still goes on by itself.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { DraftContent } from './db';
import {
  createDraftSession,
  type DraftSession,
  type DraftSessionOptions,
  type DraftSessionState,
} from './draft-session';
import { writeDraftOffPage } from './draft-writes';
import { triggerSync } from './sync-client';
import { markUnsavedWork } from './unsaved-work';

/** A session's options as a screen gives them: the hook brings the sync, the timers and the store calls. */
export type UseDraftSessionOptions<C extends DraftContent = DraftContent> = Omit<
  DraftSessionOptions<C>,
  'sync' | 'timers' | 'ops'
>;

/** What the form's frame draws from: it changes when the draft opens, saves or closes, not as it is written. */
export type DraftSessionFrame<C extends DraftContent = DraftContent> = Pick<
  DraftSessionState<C>,
  'phase' | 'key' | 'initialContent'
>;

/** One value of the session's state, re-rendering only when that value changes. */
export function useSessionValue<C extends DraftContent, T>(
  session: DraftSession<C>,
  select: (state: DraftSessionState<C>) => T,
): T {
  const snapshot = () => select(session.getState());
  return useSyncExternalStore(session.subscribe, snapshot, snapshot);
}

export function useDraftSession<C extends DraftContent>(
  options: UseDraftSessionOptions<C>,
): {
  session: DraftSession<C>;
  state: DraftSessionFrame<C>;
} {
  const [session] = useState(() =>
    createDraftSession({
      ...options,
      sync: () => triggerSync('enqueue'),
      ops: { writeDraft: writeDraftOffPage },
    }),
  );
  // Not the whole state: the written / staged flags move with every few keystrokes, and the frame around
  // a long form (a modal of many parts) would be drawn again each time. The parts that show them
  // subscribe by themselves (../document-kit/editor-state.ts).
  const phase = useSessionValue(session, (s) => s.phase);
  const key = useSessionValue(session, (s) => s.key);
  const initialContent = useSessionValue(session, (s) => s.initialContent);
  const state = useMemo(() => ({ phase, key, initialContent }), [phase, key, initialContent]);

  useEffect(() => {
    const onPageHide = () => void session.flush();
    addEventListener('pagehide', onPageHide);
    return () => {
      removeEventListener('pagehide', onPageHide);
      void session.dispose();
    };
  }, [session]);

  const open = phase === 'ready' || phase === 'loading';
  useEffect(() => {
    if (!key || !open) return;
    return markUnsavedWork(key, session.unwrittenContent);
  }, [key, open, session]);

  return { session, state };
}
