/**
 * The open histories (spec 000 §2 "Patient search and verification", §3 "History record", §4): the
 * histories a user has opened after verification, which one is current, and a local state per history.
 *
 * Design:
 * - It lives in src/api, not in features/platform: the platform opens and closes histories, but the
 *   psychology and social-work features read the current history, and a feature never imports another
 *   feature (eslint.config.js). The store needs the history call and the activity log, both in api.
 * - State (spec 000 §3): a list of open histories, a current index (null, or selecting one), a frame
 *   flag, and per history a local state 0 (default), 1 (warning) or 2 (success); a newly opened history
 *   starts at 0 (§4). The header-info toggle of the history header lives here too, because closing a
 *   history resets it to visible (§2).
 * - Rules are pure functions over the state (`openedState`, `closedCurrentState`, ...), unit-tested
 *   alone; the store applies them and notifies React through `useSyncExternalStore`.
 * - Opening (after a correct verification): the record is fetched first (GET /v1/hc/{id}); only a loaded
 *   history opens, at local state 0, and becomes current; an already open one only becomes current (its
 *   record refreshed, its local state kept). Each opening posts an activity log ('abrir-historia').
 * - Closing removes the current history; nothing is current afterwards, the header info is visible
 *   again, and the listeners registered with `onHistoryClosed` (the features' per-history header,
 *   record and document data) drop what they hold for it.
 * - Persistence: ONLY the list of ids persists (spec 000 §3), in localStorage under
 *   `canguro.openHistories.<userId>`, so a reload or a new tab of the same user gets the same list back;
 *   the records are loaded again (`restore`) and no history is current until the user picks one. Names
 *   and documents never reach localStorage: the records themselves are stored on the device (IndexedDB)
 *   by the loader the app sets (`setHistoryLoader`), which answers from them when there is no network.
 * - The session's end (sign-out, failed refresh) clears the list and its stored ids (`onSessionEnd`):
 *   the next user of a shared device must not see them (spec 000 §4 "Logout clears ... local storage").
 * - The address is the source of truth for which history is shown (src/api/history-address.ts): a
 *   history's address makes it current when it is open (`addressedState`), a module's home leaves none
 *   current, and a history that is not open is not opened by its address alone (the platform asks for the
 *   verification first). A failed load keeps its reason (`HistoryFailure`), which the address's screen
 *   tells.
 * - The view of each history (spec 000 §2 "Default tab index ... persisted with modal-open flags and a
 *   header-info toggle"): the tab chosen per module and the modals left open, with the header-info toggle,
 *   persist in sessionStorage under `canguro.historyViews.<userId>`, so a reload of the tab finds the same
 *   view while a new sign-in starts fresh (the tab shown is the address's; the one remembered is where the
 *   sidebar and the search land) (only the ids outlive the tab's session, spec 000 §3). It holds
 *   indexes and flags only, never personal data. Closing a history drops its view.
 */
import { browserStorage, type KeyValueStorage } from './browser-storage';
import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import type { HistoryRecord } from '../contract/history';
import { logActivity } from './activity-log.api';
import { getHistory, type HistoryFailure } from './history.api';
import { onSessionEnd } from './session';
import { logFailure } from './failure-log';

/** Spec 000 §4: 0 default (blue/grey), 1 warning, 2 success; what 1 and 2 mean is not shown. */
export type LocalState = 0 | 1 | 2;

export interface OpenHistory {
  id: string;
  /** The record; null while it loads after a restore, or when loading it failed. */
  record: HistoryRecord | null;
  /** 'loading' while fetched after a restore, 'failed' when that fetch gave nothing. */
  status: 'ready' | 'loading' | 'failed';
  /** Why the record could not be loaded (with status 'failed'). */
  failure?: HistoryFailure;
  localState: LocalState;
}

export interface OpenHistoriesState {
  /** The user whose list this is (null: no signed-in user has restored or opened anything). */
  owner: string | null;
  histories: readonly OpenHistory[];
  /** Index into `histories` of the current history; null when none is current. */
  currentIndex: number | null;
  /** The frame flag of spec 000 §3 (the embedded antecedentes / pediatría / gráficas frame). */
  frame: boolean;
  /** The history header's info panel is shown (reset to true when a history is closed). */
  headerInfoVisible: boolean;
  /** The view of each open history, by history id (absent: nothing chosen yet, defaults apply). */
  views: Readonly<Record<string, HistoryView>>;
}

/** The working modules whose view of a history has tabs. */
export type ViewModule = 'psychology' | 'socialWork';

/** What a user left chosen in a history's view: the tab per module and the modals left open. */
export interface HistoryView {
  tabs: Readonly<Partial<Record<ViewModule, number>>>;
  /** A modal's name (e.g. 'postpone-bayley') → open. */
  modals: Readonly<Record<string, boolean>>;
}

export const emptyHistoryView: HistoryView = Object.freeze({ tabs: {}, modals: {} });

/** The activity-log action of an opening (docs/ui-decisions.md). */
export const OPEN_HISTORY_ACTION = 'abrir-historia';

export const emptyOpenHistories: OpenHistoriesState = Object.freeze({
  owner: null,
  histories: [],
  currentIndex: null,
  frame: false,
  headerInfoVisible: true,
  views: {},
});

// ---------------------------------------------------------------------------------------------------
// Pure rules

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

/** A loaded history opens at local state 0 and becomes current; an open one only becomes current. */
export function openedState(state: OpenHistoriesState, record: HistoryRecord): OpenHistoriesState {
  const index = state.histories.findIndex((history) => history.id === record.id);
  if (index >= 0) {
    const histories = state.histories.map((history, i) =>
      i === index ? { ...history, record, status: 'ready' as const } : history,
    );
    return { ...state, histories, currentIndex: index };
  }
  const opened: OpenHistory = { id: record.id, record, status: 'ready', localState: 0 };
  return { ...state, histories: [...state.histories, opened], currentIndex: state.histories.length };
}

/**
 * Removes a history; none is current afterwards and the header info shows again. (Closing is done from the
 * history's screen, which the caller may already have left for the module's home.)
 */
export function closedState(state: OpenHistoriesState, historyId: string): OpenHistoriesState {
  const index = state.histories.findIndex((history) => history.id === historyId);
  if (index < 0) return state;
  return {
    ...state,
    histories: state.histories.filter((_, i) => i !== index),
    currentIndex: null,
    headerInfoVisible: true,
    views: withoutKey(state.views, historyId),
  };
}

/** Removes the current history (see `closedState`). */
export function closedCurrentState(state: OpenHistoriesState): OpenHistoriesState {
  const closing = currentOf(state);
  return closing ? closedState(state, closing.id) : state;
}

/**
 * The address shows a history (its id) or none (null): an open history becomes current; no history, or
 * one that is not open (not verified on this device yet), leaves none current.
 */
export function addressedState(state: OpenHistoriesState, historyId: string | null): OpenHistoriesState {
  const index = historyId === null ? -1 : state.histories.findIndex((history) => history.id === historyId);
  const currentIndex = index < 0 ? null : index;
  return currentIndex === state.currentIndex ? state : { ...state, currentIndex };
}

/** The view of a history: what was chosen in it, or the defaults. */
export const viewOf = (state: OpenHistoriesState, historyId: string): HistoryView =>
  state.views[historyId] ?? emptyHistoryView;

/** The tab chosen in `module` for a history (a negative or fractional index is ignored). */
export function tabChosenState(
  state: OpenHistoriesState,
  historyId: string,
  module: ViewModule,
  index: number,
): OpenHistoriesState {
  if (!Number.isInteger(index) || index < 0) return state;
  const view = viewOf(state, historyId);
  if (view.tabs[module] === index) return state;
  return {
    ...state,
    views: { ...state.views, [historyId]: { ...view, tabs: { ...view.tabs, [module]: index } } },
  };
}

/** A modal of a history's view opened or closed. */
export function modalFlagState(
  state: OpenHistoriesState,
  historyId: string,
  modal: string,
  open: boolean,
): OpenHistoriesState {
  const view = viewOf(state, historyId);
  if (Boolean(view.modals[modal]) === open) return state;
  const others = withoutKey(view.modals, modal);
  return {
    ...state,
    views: { ...state.views, [historyId]: { ...view, modals: open ? { ...others, [modal]: true } : others } },
  };
}

/** Makes the history at `index` current; an index outside the list leaves none current. */
export function selectedState(state: OpenHistoriesState, index: number | null): OpenHistoriesState {
  const valid = index !== null && Number.isInteger(index) && index >= 0 && index < state.histories.length;
  return { ...state, currentIndex: valid ? index : null };
}

export function localStateSet(
  state: OpenHistoriesState,
  id: string,
  localState: LocalState,
): OpenHistoriesState {
  return {
    ...state,
    histories: state.histories.map((history) => (history.id === id ? { ...history, localState } : history)),
  };
}

/**
 * A restored list: the ids only, each loading, none current. Repeated ids are kept once. The views stored
 * for the tab's session come back for the histories of the list.
 */
export function restoredState(
  owner: string,
  ids: readonly string[],
  stored: StoredViews = { headerInfoVisible: true, views: {} },
): OpenHistoriesState {
  const unique = [...new Set(ids)];
  const views = Object.fromEntries(
    Object.entries(stored.views).filter(([id]) => unique.includes(id)),
  ) as Record<string, HistoryView>;
  return {
    ...emptyOpenHistories,
    owner,
    histories: unique.map((id) => ({ id, record: null, status: 'loading', localState: 0 })),
    headerInfoVisible: stored.headerInfoVisible,
    views,
  };
}

/** The answer of a (re)load: the record, or 'failed' with the reason when there is none. */
export function recordLoadedState(
  state: OpenHistoriesState,
  id: string,
  loaded: HistoryRecord | HistoryFailure,
): OpenHistoriesState {
  const next: Pick<OpenHistory, 'record' | 'status' | 'failure'> =
    typeof loaded === 'string'
      ? { record: null, status: 'failed', failure: loaded }
      : { record: loaded, status: 'ready', failure: undefined };
  return {
    ...state,
    histories: state.histories.map((history) => (history.id === id ? { ...history, ...next } : history)),
  };
}

/** A history whose record is fetched again (after a failed load). */
export function reloadingState(state: OpenHistoriesState, id: string): OpenHistoriesState {
  return {
    ...state,
    histories: state.histories.map((history) =>
      history.id === id ? { ...history, status: 'loading' as const } : history,
    ),
  };
}

export const currentOf = (state: OpenHistoriesState): OpenHistory | null =>
  state.currentIndex === null ? null : (state.histories[state.currentIndex] ?? null);

// ---------------------------------------------------------------------------------------------------
// The store

export type { KeyValueStorage };

export interface OpenHistoriesDependencies {
  storage: KeyValueStorage;
  /** Where the views and the header toggle live (sessionStorage in the app); memory when absent. */
  viewStorage?: KeyValueStorage;
  loadHistory: (id: string) => Promise<HistoryRecord | HistoryFailure>;
  /** Called after each opening, with the history id; failures are the logger's business. */
  logOpening: (historyId: string) => void | Promise<unknown>;
}

export const storageKeyOf = (userId: string) => `canguro.openHistories.${userId}`;
export const viewStorageKeyOf = (userId: string) => `canguro.historyViews.${userId}`;

const storedIds = v.array(v.string());

const storedViews = v.object({
  headerInfoVisible: v.boolean(),
  views: v.record(
    v.string(),
    v.object({
      tabs: v.object({
        psychology: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
        socialWork: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      }),
      modals: v.record(v.string(), v.boolean()),
    }),
  ),
});
export type StoredViews = v.InferOutput<typeof storedViews>;

export function createOpenHistoriesStore(deps: OpenHistoriesDependencies) {
  let state: OpenHistoriesState = emptyOpenHistories;
  // Bumped on every reset, so a load that answers after the list was cleared or replaced is ignored.
  let generation = 0;
  const listeners = new Set<() => void>();
  const closeListeners = new Set<(historyId: string) => void>();

  const idsOf = (s: OpenHistoriesState) => s.histories.map((history) => history.id);

  function persist(next: OpenHistoriesState) {
    if (next.owner === null) return;
    try {
      deps.storage.setItem(storageKeyOf(next.owner), JSON.stringify(idsOf(next)));
    } catch {
      // Storage full or denied: the list still works for this page's lifetime.
    }
  }

  const viewStorage = deps.viewStorage ?? browserStorage('session');

  function persistViews(next: OpenHistoriesState) {
    if (next.owner === null) return;
    const stored: StoredViews = { headerInfoVisible: next.headerInfoVisible, views: next.views };
    try {
      viewStorage.setItem(viewStorageKeyOf(next.owner), JSON.stringify(stored));
    } catch {
      // Storage full or denied: the view still holds for this page's lifetime.
    }
  }

  function set(next: OpenHistoriesState) {
    if (next === state) return;
    const owned = next.owner !== state.owner;
    const idsChanged = idsOf(next).join() !== idsOf(state).join() || owned;
    const viewChanged =
      next.views !== state.views || next.headerInfoVisible !== state.headerInfoVisible || owned;
    state = next;
    if (idsChanged) persist(next);
    if (viewChanged) persistViews(next);
    for (const listener of listeners) listener();
  }

  function readViews(userId: string): StoredViews | undefined {
    try {
      const raw = viewStorage.getItem(viewStorageKeyOf(userId));
      if (!raw) return undefined;
      const parsed = v.safeParse(storedViews, JSON.parse(raw));
      return parsed.success ? parsed.output : undefined;
    } catch {
      return undefined;
    }
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

  /** "Cerrar Historia": removes a history and tells the features to drop its data. */
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

  /** The list of `userId` from storage, records fetched again. Does nothing if it is already theirs. */
  async function restore(userId: string): Promise<void> {
    if (state.owner === userId) return;
    generation += 1;
    set(restoredState(userId, readIds(userId), readViews(userId)));
    await Promise.all(state.histories.map((history) => load(history.id)));
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

    setLocalState(historyId: string, localState: LocalState) {
      set(localStateSet(state, historyId, localState));
    },

    setFrame(frame: boolean) {
      if (state.frame !== frame) set({ ...state, frame });
    },

    setHeaderInfoVisible(visible: boolean) {
      if (state.headerInfoVisible !== visible) set({ ...state, headerInfoVisible: visible });
    },

    /** Remembers the tab chosen in a module's view of a history. */
    chooseTab(historyId: string, module: ViewModule, index: number) {
      set(tabChosenState(state, historyId, module, index));
    },

    /** Remembers whether a modal of a history's view is open (a reload reopens it). */
    setModalOpen(historyId: string, modal: string, open: boolean) {
      set(modalFlagState(state, historyId, modal, open));
    },

    /** Registers what a feature drops when a history closes (its header, record and document data). */
    onHistoryClosed(listener: (historyId: string) => void): () => void {
      closeListeners.add(listener);
      return () => closeListeners.delete(listener);
    },

    /** The session ended: forget the list and remove its stored ids. */
    clear() {
      generation += 1;
      if (state.owner !== null) {
        try {
          deps.storage.removeItem(storageKeyOf(state.owner));
          viewStorage.removeItem(viewStorageKeyOf(state.owner));
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

let historyLoader: (id: string) => Promise<HistoryRecord | HistoryFailure> = async (id) =>
  (await getHistory(id)) ?? 'failed';

/**
 * How the app's store loads a record: the network alone by default; the app sets the device's cache
 * (src/offline/history-cache.ts: network first, the stored copy when there is no network), which src/api
 * cannot import itself (eslint.config.js).
 */
export function setHistoryLoader(loader: (id: string) => Promise<HistoryRecord | HistoryFailure>): void {
  historyLoader = loader;
}

/**
 * A history's record, or why it cannot be had, by the app's loader, without opening it: what a history's
 * address that is not open shows its verification with.
 */
export const loadHistoryRecord = (id: string): Promise<HistoryRecord | HistoryFailure> => historyLoader(id);

/** The store of the app. */
export const openHistories: OpenHistoriesStore = createOpenHistoriesStore({
  storage: browserStorage('local'),
  viewStorage: browserStorage('session'),
  loadHistory: (id) => historyLoader(id),
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

/** The view of a history (tab per module, modals left open), re-rendering when it changes. */
export function useHistoryView(historyId: string): HistoryView {
  const get = () => viewOf(openHistories.getState(), historyId);
  return useSyncExternalStore(openHistories.subscribe, get, get);
}

/** The header-info toggle (spec 000 §2): whether the patient header shows its facts. */
export function useHeaderInfoVisible(): boolean {
  const get = () => openHistories.getState().headerInfoVisible;
  return useSyncExternalStore(openHistories.subscribe, get, get);
}
