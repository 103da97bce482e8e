/**
 * What the editor's footer says of the autosave (DESIGN.md write path): the pure rule, from the draft
 * session's state and the draft's entries still in the outbox, and the session's flags as the footer
 * shows them while the user types.
 *
 * - "Guardando…" while a change is not on the device yet (its throttled write waits or runs), and while
 *   the user goes on typing (below);
 * - "No guardado en el dispositivo" while its write failed (storage full: the form's alert says what to
 *   do), until a later write succeeds;
 * - "Guardado en el dispositivo" once it is, until a stage has it queued for the server;
 * - "Pendiente de sincronizar" while a queued stage waits in the outbox;
 * - nothing before the first change, and nothing once the server acknowledged everything (the timeline
 *   shows what is synced).
 */
import { globalTimers, type DraftSessionState, type SessionTimers } from '../offline/draft-session';

export type AutosaveState = 'idle' | 'saving' | 'not-stored' | 'saved-on-device' | 'pending-sync';

/** The session's flags the footer reads. */
export type AutosaveFlags = Pick<DraftSessionState, 'changed' | 'unwritten' | 'unstaged' | 'writeError'>;

export function autosaveState(
  session: { changed: boolean; unwritten: boolean; unstaged: boolean; writeError?: unknown },
  entriesInOutbox: number | undefined,
): AutosaveState {
  if (!session.changed) return 'idle';
  if (session.unwritten) return session.writeError ? 'not-stored' : 'saving';
  if (session.unstaged) return 'saved-on-device';
  return entriesInOutbox ? 'pending-sync' : 'idle';
}

/**
 * How long the device must have held the last change before the footer says so. While the user types,
 * each throttled write ends between two keystrokes and the next keystroke starts another: the words would
 * turn from "Guardando…" to "Guardado en el dispositivo" and back every few keys, read aloud each time
 * (the line is `aria-live`) and drawn again within a keystroke.
 */
export const AUTOSAVE_SETTLE_MS = 1000;

export interface ShownAutosaveFlags {
  get(this: void): AutosaveFlags;
  subscribe(this: void, listener: () => void): () => void;
}

const pick = ({ changed, unwritten, unstaged, writeError }: AutosaveFlags): AutosaveFlags => ({
  changed,
  unwritten,
  unstaged,
  writeError,
});
const same = (a: AutosaveFlags, b: AutosaveFlags) =>
  a.changed === b.changed &&
  a.unwritten === b.unwritten &&
  a.unstaged === b.unstaged &&
  a.writeError === b.writeError;

/**
 * The session's flags as the footer shows them: as they are, except that a change written comes out only
 * once no other change has come for AUTOSAVE_SETTLE_MS. Listeners hear only of a change of what is shown.
 */
export function shownAutosaveFlags(
  session: { getState(): AutosaveFlags; subscribe(listener: () => void): () => void },
  timers: SessionTimers = globalTimers,
): ShownAutosaveFlags {
  let shown = pick(session.getState());
  let settle: ReturnType<SessionTimers['setTimeout']> | null = null;
  let unsubscribe: (() => void) | null = null;
  const listeners = new Set<() => void>();

  const publish = (next: AutosaveFlags) => {
    if (same(next, shown)) return;
    shown = next;
    for (const listener of listeners) listener();
  };
  /** Unfollowed, the flags are the session's as they are (the same object while they do not change). */
  const resync = () => {
    const now = pick(session.getState());
    if (!same(now, shown)) shown = now;
  };
  const stopSettling = () => {
    if (settle !== null) timers.clearTimeout(settle);
    settle = null;
  };
  const follow = () => {
    const now = pick(session.getState());
    // A newer change (or a failed write, said at once) ends the wait; it starts again when a write ends.
    if (now.unwritten || now.writeError) stopSettling();
    else if (shown.unwritten && settle === null)
      settle = timers.setTimeout(() => {
        settle = null;
        publish(pick(session.getState()));
      }, AUTOSAVE_SETTLE_MS);
    publish(settle === null ? now : { ...now, unwritten: true });
  };

  return {
    get: () => {
      if (listeners.size === 0) resync();
      return shown;
    },
    subscribe(listener) {
      if (listeners.size === 0) {
        resync();
        unsubscribe = session.subscribe(follow);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        unsubscribe?.();
        unsubscribe = null;
        stopSettling();
      };
    },
  };
}
