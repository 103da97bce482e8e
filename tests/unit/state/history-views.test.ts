/**
 * The view of each open history (spec 000 §2 "Default tab index ... persisted with modal-open flags and a
 * header-info toggle"): the tab per module, the modals left open and the header toggle persist for the
 * tab's session; closing a history drops its view; the session's end forgets them.
 */
import { describe, expect, it, vi } from 'vitest';
import type { HistoryRecord } from '../../../src/contract/history';
import {
  emptyHistoryViews,
  modalFlagState,
  restoredViews,
  tabChosenState,
  viewClosedState,
  viewOf,
} from '../../../src/state/open-histories/open-histories-rules';
import {
  createHistoryViewsStore,
  viewStorageKeyOf,
} from '../../../src/state/open-histories/history-views-store';
import {
  createOpenHistoriesStore,
  storageKeyOf,
  type KeyValueStorage,
} from '../../../src/state/open-histories/open-histories-store';

const record = (id: string) => ({ id }) as unknown as HistoryRecord;

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A list and its views wired as the app wires them (src/state/open-histories/history-views-store.ts). */
function setup(initialIds: Record<string, string> = {}, initialViews: Record<string, string> = {}) {
  const storage = memoryStorage(initialIds);
  const viewStorage = memoryStorage(initialViews);
  const store = createOpenHistoriesStore({
    storage,
    loadHistory: vi.fn((id: string) => Promise.resolve(record(id))),
    logOpening: vi.fn(),
  });
  const views = createHistoryViewsStore(viewStorage);
  store.onRestored((owner, ids) => views.restore(owner, ids));
  store.onHistoryClosed((historyId) => views.drop(historyId));
  const clear = () => {
    store.clear();
    views.clear();
  };
  return { storage, viewStorage, store, views, clear };
}

describe('history views: rules', () => {
  it('has no choice until one is made: the module applies its default', () => {
    expect(viewOf(emptyHistoryViews, 'a')).toEqual({ tabs: {}, modals: {} });
  });

  it('remembers the tab per history and per module', () => {
    let state = tabChosenState(emptyHistoryViews, 'a', 'psychology', 5);
    state = tabChosenState(state, 'b', 'psychology', 3);
    state = tabChosenState(state, 'a', 'socialWork', 1);
    expect(viewOf(state, 'a').tabs).toEqual({ psychology: 5, socialWork: 1 });
    expect(viewOf(state, 'b').tabs).toEqual({ psychology: 3 });
    // The same choice again changes nothing; an impossible index is ignored.
    expect(tabChosenState(state, 'a', 'psychology', 5)).toBe(state);
    expect(tabChosenState(state, 'a', 'psychology', -1)).toBe(state);
    expect(tabChosenState(state, 'a', 'psychology', 1.5)).toBe(state);
  });

  it('keeps only the modals left open', () => {
    let state = modalFlagState(emptyHistoryViews, 'a', 'postpone-bayley', true);
    expect(viewOf(state, 'a').modals).toEqual({ 'postpone-bayley': true });
    expect(modalFlagState(state, 'a', 'postpone-bayley', true)).toBe(state);
    state = modalFlagState(state, 'a', 'postpone-bayley', false);
    expect(viewOf(state, 'a').modals).toEqual({});
  });

  it('closing a history drops its view and shows the header info again', () => {
    let state = tabChosenState(tabChosenState(emptyHistoryViews, 'a', 'psychology', 4), 'b', 'psychology', 3);
    state = { ...state, headerInfoVisible: false };
    const closed = viewClosedState(state, 'b');
    expect(Object.keys(closed.views)).toEqual(['a']);
    expect(closed.headerInfoVisible).toBe(true);
  });

  it('a restored list takes back the stored views of its histories only', () => {
    const state = restoredViews('u1', ['a'], {
      headerInfoVisible: false,
      views: { a: { tabs: { psychology: 3 }, modals: {} }, gone: { tabs: { psychology: 5 }, modals: {} } },
    });
    expect(state.views).toEqual({ a: { tabs: { psychology: 3 }, modals: {} } });
    expect(state.headerInfoVisible).toBe(false);
  });
});

describe('history views: the store', () => {
  it('persists the views and the header toggle in the view storage, never in the ids storage', async () => {
    const { store, views, storage, viewStorage } = setup();
    await store.open('u1', 'a');
    views.chooseTab('a', 'psychology', 5);
    views.setModalOpen('a', 'postpone-bayley', true);
    views.setHeaderInfoVisible(false);
    expect(JSON.parse(viewStorage.data.get(viewStorageKeyOf('u1'))!)).toEqual({
      headerInfoVisible: false,
      views: { a: { tabs: { psychology: 5 }, modals: { 'postpone-bayley': true } } },
    });
    expect(storage.data.get(storageKeyOf('u1'))).toBe('["a"]');
  });

  it('a reload (new stores over the same storage) finds the same view', async () => {
    const first = setup();
    await first.store.open('u1', 'a');
    first.views.chooseTab('a', 'psychology', 3);
    first.views.setHeaderInfoVisible(false);
    const again = setup(Object.fromEntries(first.storage.data), Object.fromEntries(first.viewStorage.data));
    await again.store.restore('u1');
    expect(viewOf(again.views.getState(), 'a').tabs.psychology).toBe(3);
    expect(again.views.getState().headerInfoVisible).toBe(false);
  });

  it('closing a history in the list drops its view and shows the header info again', async () => {
    const { store, views } = setup();
    await store.open('u1', 'a');
    await store.open('u1', 'b');
    views.chooseTab('a', 'psychology', 4);
    views.chooseTab('b', 'psychology', 3);
    views.setHeaderInfoVisible(false);
    store.closeCurrent();
    expect(Object.keys(views.getState().views)).toEqual(['a']);
    expect(views.getState().headerInfoVisible).toBe(true);
  });

  it('ignores a stored view of another shape', async () => {
    const { store, views } = setup(
      { [storageKeyOf('u1')]: '["a"]' },
      { [viewStorageKeyOf('u1')]: '{"headerInfoVisible":false,"views":{"a":{"tabs":{"psychology":"x"}}}}' },
    );
    await store.restore('u1');
    expect(viewOf(views.getState(), 'a')).toEqual({ tabs: {}, modals: {} });
    expect(views.getState().headerInfoVisible).toBe(true);
  });

  it('the session end removes the stored views with the ids', async () => {
    const { store, views, viewStorage, clear } = setup();
    await store.open('u1', 'a');
    views.chooseTab('a', 'psychology', 3);
    clear();
    expect(viewStorage.data.has(viewStorageKeyOf('u1'))).toBe(false);
    expect(views.getState()).toEqual(emptyHistoryViews);
  });
});
