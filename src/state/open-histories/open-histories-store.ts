/**
 * The open histories' list (spec 000 §2, §3, §4): the histories a user has opened after verification and
 * which one is current, as a small external store over the pure rules of ./open-histories-rules.ts.
 *
 * Design:
 * - It lives in src/state, not in features/platform: the platform opens and closes histories, but the
 *   psychology and social-work features read the current history, and a feature never imports another
 *   feature (eslint.config.js).
 * - Opening (after a correct verification): the record is read first, through the query layer's history
 *   record (src/offline/queries.ts: the network, or the device's copy when the server does not answer);
 *   only a loaded history opens and becomes current; an already open one only becomes current (its record
 *   refreshed). Each opening posts an activity log ('abrir-historia').
 * - Closing removes a history; nothing is current afterwards, and the listeners registered with
 *   `onHistoryClosed` (the history's view, the features' per-history data) drop what they hold for it.
 * - Persistence: ONLY the list of ids persists (spec 000 §3), in localStorage under
 *   `canguro.openHistories.<userId>`, so a reload or a new tab of the same user gets the same list back;
 *   the records are read again (`restore`) and no history is current until the user picks one. Names and
 *   documents never reach localStorage: the records themselves are kept on the device (IndexedDB).
 * - The session's end (sign-out, failed refresh) clears the list and its stored ids: the next user of a
 *   shared device must not see them (spec 000 §4 "Logout clears ... local storage").
 * - The address is the source of truth for which history is shown (src/api/history-address.ts): a
 *   history's address makes it current when it is open (`showAddressed`), a module's home leaves none
 *   current, and a history that is not open is not opened by its address alone (the platform asks for the
 *   verification first). A failed load keeps its reason (`HistoryFailure`), which the address's screen
 *   tells.
 * - Storage, loader and logger are injected (`createOpenHistoriesStore`), so unit tests use fakes.
 */
import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { logActivity } from '../../api/activity-log.api';
import { browserStorage, type KeyValueStorage } from '../../api/browser-storage';
import { logFailure } from '../../api/failure-log';
import type { HistoryFailure } from '../../api/history.api';
import { onSessionEnd } from '../../api/session';
import type { HistoryRecord } from '../../contract/history';
import { fetchHistoryRecord } from '../../offline/queries';
import {
  addressedState,
  closedState,
  currentOf,
  emptyOpenHistories,
  openedState,
  OPEN_HISTORY_ACTION,
  recordLoadedState,
  reloadingState,
  restoredState,
  selectedState,
  type OpenHistoriesState,
  type OpenHistory,
} from './open-histories-rules';

export type { KeyValueStorage };

export interface OpenHistoriesDependencies {
  storage: KeyValueStorage;
  loadHistory: (id: string) => Promise<HistoryRecord | HistoryFailure>;
  /** Called after each opening, with the history id; failures are the logger's business. */
  logOpening: (historyId: string) => void | Promise<unknown>;
}

export const storageKeyOf = (userId: string) => `canguro.openHistories.${userId}`;

const storedIds = v.array(v.string());

export function createOpenHistoriesStore(deps: OpenHistoriesDependencies) {
  let state: OpenHistoriesState = emptyOpenHistories;
  // Bumped on every reset, so a load that answers after the list was cleared or replaced is ignored.
  let generation = 0;
  const listeners = new Set<() => void>();
  const closeListeners = new Set<(historyId: string) => void>();
  const restoreListeners = new Set<(owner: string, ids: readonly string[]) => void>();

  const idsOf = (s: OpenHistoriesState) => s.histories.map((history) => history.id);

  function persist(next: OpenHistoriesState) {
    if (next.owner === null) return;
    try {
      deps.storage.setItem(storageKeyOf(next.owner), JSON.stringify(idsOf(next)));
    } catch {
      // Storage full or denied: the list still works for this page's lifetime.
    }
  }

  function set(next: OpenHistoriesState) {
    if (next === state) return;
    const idsChanged = idsOf(next).join() !== idsOf(state).join() || next.owner !== state.owner;
    state = next;
    if (idsChanged) persist(next);
    for (const listener of listeners) listener();
  }

  function readIds(userId: string): string[] {
    try {
      const raw = deps.storage.getItem(storageKeyOf(userId));
      if (!raw) return [];
      const parsed = v.safeParse(storedIds, JSON.parse(raw));
      return parsed.success ? parsed.output : [];
    } catch {
      return [];
    }
  }

  async function load(id: string) {
    const at = generation;
    const loaded = await deps.loadHistory(id);
    if (at !== generation || !state.histories.some((history) => history.id === id)) return;
    // A record that arrived while an opening replaced it keeps the fresher one.
    const current = state.histories.find((history) => history.id === id);
    if (current?.status === 'ready' && typeof loaded === 'string') return;
    set(recordLoadedState(state, id, loaded));
  }

  /** A current history whose record failed to load is fetched again. */
  function reloadCurrentIfFailed() {
    const current = currentOf(state);
    if (current?.status === 'failed') {
      set(reloadingState(state, current.id));
      void load(current.id);
    }
  }

  /** "Cerrar Historia": removes a history and tells the listeners to drop what they hold of it. */
  function close(historyId: string) {
    if (!state.histories.some((history) => history.id === historyId)) return;
    set(closedState(state, historyId));
    for (const listener of closeListeners) {
      try {
        listener(historyId);
      } catch (error) {
        logFailure('A history-close listener failed', error);
      }
    }
  }

  /** Opens a verified, loaded history for `userId` (or makes it current) and logs the opening. */
  function openRecord(userId: string, record: HistoryRecord) {
    // Restoring sets the list at once; its records load alongside this one.
    if (state.owner !== userId) void restore(userId);
    set(openedState(state, record));
    void deps.logOpening(record.id);
  }

  /** The list of `userId` from storage, records read again. Does nothing if it is already theirs. */
  async function restore(userId: string): Promise<void> {
    if (state.owner === userId) return;
    generation += 1;
    set(restoredState(userId, readIds(userId)));
    const ids = idsOf(state);
    for (const listener of restoreListeners) listener(userId, ids);
    await Promise.all(ids.map((id) => load(id)));
  }

  return {
    getState: (): OpenHistoriesState => state,

    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    restore,

    /**
     * Opens a verified history for `userId`: loads its record, then opens it (or makes it current) and
     * logs the opening. Resolves false, with nothing changed, when the record could not be loaded.
     */
    async open(userId: string, historyId: string): Promise<boolean> {
      if (state.owner !== userId) void restore(userId);
      const at = generation;
      const loaded = await deps.loadHistory(historyId);
      if (typeof loaded === 'string' || at !== generation) return false;
      openRecord(userId, loaded);
      return true;
    },

    openRecord,

    /** Makes the history at `index` current; one whose record failed to load is fetched again. */
    select(index: number) {
      set(selectedState(state, index));
      reloadCurrentIfFailed();
    },

    /**
     * The address shows `historyId` (null: no history): it becomes current when open, and is fetched
     * again when its record failed to load.
     */
    showAddressed(historyId: string | null) {
      set(addressedState(state, historyId));
      reloadCurrentIfFailed();
    },

    close,

    /** Removes the current history (see `close`). */
    closeCurrent() {
      const closing = currentOf(state);
      if (closing) close(closing.id);
    },

    setFrame(frame: boolean) {
      if (state.frame !== frame) set({ ...state, frame });
    },

    /** Registers what is dropped when a history closes (its view, a feature's per-history data). */
    onHistoryClosed(listener: (historyId: string) => void): () => void {
      closeListeners.add(listener);
      return () => closeListeners.delete(listener);
    },

    /** Registers what follows a restored list (the views of its histories). */
    onRestored(listener: (owner: string, ids: readonly string[]) => void): () => void {
      restoreListeners.add(listener);
      return () => restoreListeners.delete(listener);
    },

    /** The session ended: forget the list and remove its stored ids. */
    clear() {
      generation += 1;
      if (state.owner !== null) {
        try {
          deps.storage.removeItem(storageKeyOf(state.owner));
        } catch {
          // Storage denied: nothing was stored either.
        }
      }
      state = emptyOpenHistories;
      for (const listener of listeners) listener();
    },
  };
}

export type OpenHistoriesStore = ReturnType<typeof createOpenHistoriesStore>;

/** The store of the app: records read through the query layer, openings logged to the server. */
export const openHistories: OpenHistoriesStore = createOpenHistoriesStore({
  storage: browserStorage('local'),
  loadHistory: fetchHistoryRecord,
  logOpening: (historyId) =>
    logActivity({
      action: OPEN_HISTORY_ACTION,
      historyId,
      url: typeof location === 'undefined' ? null : location.pathname,
    }),
});

onSessionEnd(() => openHistories.clear());

/** The whole state, re-rendering on every change. */
export function useOpenHistories(): OpenHistoriesState {
  return useSyncExternalStore(openHistories.subscribe, openHistories.getState, openHistories.getState);
}

const getCurrent = () => currentOf(openHistories.getState());

const getOwner = () => openHistories.getState().owner;

/** Whose list the store holds (null before the first restore): an address waits for its user's list. */
export function useOpenHistoriesOwner(): string | null {
  return useSyncExternalStore(openHistories.subscribe, getOwner, getOwner);
}

/** An open history by id (undefined when it is not open), re-rendering when it changes. */
export function useOpenHistory(historyId: string): OpenHistory | undefined {
  const get = () => openHistories.getState().histories.find((history) => history.id === historyId);
  return useSyncExternalStore(openHistories.subscribe, get, get);
}

/** The current history (with its record once loaded), or null; what the modules read. */
export function useCurrentHistory(): OpenHistory | null {
  return useSyncExternalStore(openHistories.subscribe, getCurrent, getCurrent);
}
