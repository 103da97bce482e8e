/**
 * The view of each open history (spec 000 §2 "Default tab index ... persisted with modal-open flags and a
 * header-info toggle"): the tab chosen per module and the modals left open, with the header-info toggle,
 * as a small external store over the pure rules of ./open-histories-rules.ts.
 *
 * Design:
 * - Persisted in sessionStorage under `canguro.historyViews.<userId>`, so a reload of the tab finds the
 *   same view while a new sign-in starts fresh (only the ids outlive the tab's session, spec 000 §3). The
 *   tab shown is the address's; the one remembered is where the sidebar and the search land. It holds
 *   indexes and flags only, never personal data.
 * - It follows the list (./open-histories-store.ts): a restored list brings back the stored views of its
 *   histories, closing a history drops its view and shows the header info again, the session's end
 *   forgets them all.
 */
import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { browserStorage, type KeyValueStorage } from '../../api/browser-storage';
import { onSessionEnd } from '../../api/session';
import {
  emptyHistoryViews,
  modalFlagState,
  restoredViews,
  tabChosenState,
  viewClosedState,
  viewOf,
  type HistoryView,
  type HistoryViewsState,
  type ViewModule,
} from './open-histories-rules';
import { openHistories } from './open-histories-store';

export const viewStorageKeyOf = (userId: string) => `canguro.historyViews.${userId}`;

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

export function createHistoryViewsStore(storage: KeyValueStorage) {
  let state: HistoryViewsState = emptyHistoryViews;
  const listeners = new Set<() => void>();

  function persist(next: HistoryViewsState) {
    if (next.owner === null) return;
    const stored = { headerInfoVisible: next.headerInfoVisible, views: next.views };
    try {
      storage.setItem(viewStorageKeyOf(next.owner), JSON.stringify(stored));
    } catch {
      // Storage full or denied: the view still holds for this page's lifetime.
    }
  }

  function set(next: HistoryViewsState) {
    if (next === state) return;
    state = next;
    persist(next);
    for (const listener of listeners) listener();
  }

  function read(userId: string) {
    try {
      const raw = storage.getItem(viewStorageKeyOf(userId));
      if (!raw) return undefined;
      const parsed = v.safeParse(storedViews, JSON.parse(raw));
      return parsed.success ? parsed.output : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    getState: (): HistoryViewsState => state,

    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** The list of `userId` was restored with `ids`: their stored views come back. */
    restore(userId: string, ids: readonly string[]) {
      set(restoredViews(userId, ids, read(userId)));
    },

    /** A history closed: its view goes, the header info shows again. */
    drop(historyId: string) {
      set(viewClosedState(state, historyId));
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

    /** The session ended: forget the views and remove them from storage. */
    clear() {
      if (state.owner !== null) {
        try {
          storage.removeItem(viewStorageKeyOf(state.owner));
        } catch {
          // Storage denied: nothing was stored either.
        }
      }
      state = emptyHistoryViews;
      for (const listener of listeners) listener();
    },
  };
}

export type HistoryViewsStore = ReturnType<typeof createHistoryViewsStore>;

/** The views of the app's open histories, following its list. */
export const historyViews: HistoryViewsStore = createHistoryViewsStore(browserStorage('session'));

openHistories.onRestored((owner, ids) => historyViews.restore(owner, ids));
openHistories.onHistoryClosed((historyId) => historyViews.drop(historyId));
onSessionEnd(() => historyViews.clear());

/** The view of a history (tab per module, modals left open), re-rendering when it changes. */
export function useHistoryView(historyId: string): HistoryView {
  const get = () => viewOf(historyViews.getState(), historyId);
  return useSyncExternalStore(historyViews.subscribe, get, get);
}

/** The header-info toggle (spec 000 §2): whether the patient header shows its facts. */
export function useHeaderInfoVisible(): boolean {
  const get = () => historyViews.getState().headerInfoVisible;
  return useSyncExternalStore(historyViews.subscribe, get, get);
}
