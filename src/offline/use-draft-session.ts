/**
 * The React side of ./draft-session.ts: one session per open form, with what a form needs around it.
 *
 * Design:
 * - The session is made once per mount from the options of the first render (a form that edits another
 *   document is another mount: give it a React `key`), against the signed-in user's database.
 * - Every enqueue asks the sync worker for a pass (`triggerSync`).
 * - While the form is open it is registered as unsaved work (./unsaved-work.ts): an app update waits, and
 *   content the device could not store goes into an export of unsent work.
 * - `pagehide` (tab hidden for good, tablet locking the page) writes the last change at once; unmount
 *   does the same (`dispose`), and a commit already debounced still goes on by itself.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { DraftContent } from './db';
import {
  createDraftSession,
  type DraftSession,
  type DraftSessionOptions,
  type DraftSessionState,
} from './draft-session';
import { triggerSync } from './sync-client';
import { markUnsavedWork } from './unsaved-work';

/** A session's options as a screen gives them: the hook brings the sync, the timers and the store calls. */
export type UseDraftSessionOptions<C extends DraftContent = DraftContent> = Omit<
  DraftSessionOptions<C>,
  'sync' | 'timers' | 'ops'
>;

export function useDraftSession<C extends DraftContent>(
  options: UseDraftSessionOptions<C>,
): {
  session: DraftSession<C>;
  state: DraftSessionState<C>;
} {
  const [session] = useState(() => createDraftSession({ ...options, sync: () => triggerSync('enqueue') }));
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);

  useEffect(() => {
    const onPageHide = () => void session.flush();
    addEventListener('pagehide', onPageHide);
    return () => {
      removeEventListener('pagehide', onPageHide);
      void session.dispose();
    };
  }, [session]);

  const key = state.key;
  const open = state.phase === 'ready' || state.phase === 'loading';
  useEffect(() => {
    if (!key || !open) return;
    return markUnsavedWork(key, session.unwrittenContent);
  }, [key, open, session]);

  return { session, state };
}
