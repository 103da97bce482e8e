/** The autosave state under the signer (src/document-kit/autosave-state.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTOSAVE_SETTLE_MS,
  autosaveState,
  shownAutosaveFlags,
} from '../../../src/document-kit/autosave-state';

const session = (changed: boolean, unwritten: boolean, unstaged: boolean) => ({
  changed,
  unwritten,
  unstaged,
});

describe('autosaveState', () => {
  it('says nothing before the first change', () => {
    expect(autosaveState(session(false, false, false), 0)).toBe('idle');
  });
  it('"Guardando…" while the change is not on the device', () => {
    expect(autosaveState(session(true, true, true), 0)).toBe('saving');
  });
  it('"No guardado en el dispositivo" while its write failed, "Guardado…" once one succeeds', () => {
    expect(autosaveState({ ...session(true, true, true), writeError: new Error('quota') }, 0)).toBe(
      'not-stored',
    );
    // A stage that could not be queued leaves the change on the device.
    expect(autosaveState({ ...session(true, false, true), writeError: new Error('quota') }, 0)).toBe(
      'saved-on-device',
    );
  });
  it('"Guardado en el dispositivo" once written and not yet staged', () => {
    expect(autosaveState(session(true, false, true), 1)).toBe('saved-on-device');
  });
  it('"Pendiente de sincronizar" while a stage waits in the outbox, nothing once acknowledged', () => {
    expect(autosaveState(session(true, false, false), 1)).toBe('pending-sync');
    expect(autosaveState(session(true, false, false), 0)).toBe('idle');
    expect(autosaveState(session(true, false, false), undefined)).toBe('idle');
  });
});

describe('shownAutosaveFlags', () => {
  /** A session's flags, set by the test; listeners told of every set, as the draft session does. */
  function fakeSession() {
    let state = { changed: false, unwritten: false, unstaged: false, writeError: null as unknown };
    const listeners = new Set<() => void>();
    return {
      getState: () => state,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      set(patch: Partial<typeof state>) {
        state = { ...state, ...patch };
        for (const listener of listeners) listener();
      },
      listeners,
    };
  }

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps "Guardando…" while writes end between keystrokes, and says "Guardado" once the typing stops', () => {
    const session = fakeSession();
    const shown = shownAutosaveFlags(session);
    const heard = vi.fn();
    shown.subscribe(heard);
    // The first keystroke: at once.
    session.set({ changed: true, unwritten: true, unstaged: true });
    expect(autosaveState(shown.get(), 0)).toBe('saving');
    expect(heard).toHaveBeenCalledTimes(1);
    // Ten throttled writes, each ending 100 ms before the next keystroke.
    for (let write = 0; write < 10; write++) {
      session.set({ unwritten: false });
      vi.advanceTimersByTime(AUTOSAVE_SETTLE_MS - 100);
      session.set({ unwritten: true });
      vi.advanceTimersByTime(100);
    }
    expect(autosaveState(shown.get(), 0)).toBe('saving');
    expect(heard).toHaveBeenCalledTimes(1);
    // The last write ends, and nothing is typed after it.
    session.set({ unwritten: false });
    vi.advanceTimersByTime(AUTOSAVE_SETTLE_MS - 1);
    expect(autosaveState(shown.get(), 0)).toBe('saving');
    vi.advanceTimersByTime(1);
    expect(autosaveState(shown.get(), 0)).toBe('saved-on-device');
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('says a failed write at once, and a stage as it comes', () => {
    const session = fakeSession();
    const shown = shownAutosaveFlags(session);
    shown.subscribe(() => undefined);
    session.set({ changed: true, unwritten: true, unstaged: true });
    session.set({ unwritten: false });
    session.set({ unwritten: true, writeError: new Error('quota') });
    expect(autosaveState(shown.get(), 0)).toBe('not-stored');
    session.set({ unwritten: false, writeError: null });
    vi.advanceTimersByTime(AUTOSAVE_SETTLE_MS);
    session.set({ unstaged: false });
    expect(autosaveState(shown.get(), 1)).toBe('pending-sync');
  });

  it('follows the session only while someone listens, and leaves no timer behind', () => {
    const session = fakeSession();
    const shown = shownAutosaveFlags(session);
    const stop = shown.subscribe(() => undefined);
    session.set({ changed: true, unwritten: true, unstaged: true });
    session.set({ unwritten: false });
    stop();
    expect(session.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    // Read without listeners: the session as it is.
    expect(autosaveState(shown.get(), 0)).toBe('saved-on-device');
  });
});
