/**
 * The view of each open history (spec 000 §2 "Default tab index ... persisted with modal-open flags and a
 * header-info toggle"): the tab per module, the modals left open and the header toggle persist for the
 * tab's session; closing a history drops its view; the session's end forgets them.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  closedCurrentState,
  createOpenHistoriesStore,
  emptyOpenHistories,
  modalFlagState,
  openedState,
  restoredState,
  storageKeyOf,
  tabChosenState,
  viewOf,
  viewStorageKeyOf,
  type KeyValueStorage,
} from '../../../src/api/open-histories';
import type { HistoryRecord } from '../../../src/contract/history';

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

function setup(initialIds: Record<string, string> = {}, initialViews: Record<string, string> = {}) {
  const storage = memoryStorage(initialIds);
  const viewStorage = memoryStorage(initialViews);
  const store = createOpenHistoriesStore({
    storage,
    viewStorage,
    loadHistory: vi.fn((id: string) => Promise.resolve(record(id))),
    logOpening: vi.fn(),
  });
  return { storage, viewStorage, store };
}

describe('history views: rules', () => {
  it('has no choice until one is made: the module applies its default', () => {
    const state = openedState(emptyOpenHistories, record('a'));
    expect(viewOf(state, 'a')).toEqual({ tabs: {}, modals: {} });
  });

  it('remembers the tab per history and per module', () => {
    let state = openedState(openedState(emptyOpenHistories, record('a')), record('b'));
    state = tabChosenState(state, 'a', 'psychology', 5);
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
    let state = openedState(emptyOpenHistories, record('a'));
    state = modalFlagState(state, 'a', 'postpone-bayley', true);
    expect(viewOf(state, 'a').modals).toEqual({ 'postpone-bayley': true });
    expect(modalFlagState(state, 'a', 'postpone-bayley', true)).toBe(state);
    state = modalFlagState(state, 'a', 'postpone-bayley', false);
    expect(viewOf(state, 'a').modals).toEqual({});
  });

  it('closing a history drops its view and shows the header info again', () => {
    let state = openedState(openedState(emptyOpenHistories, record('a')), record('b'));
    state = tabChosenState(tabChosenState(state, 'a', 'psychology', 4), 'b', 'psychology', 3);
    state = { ...state, headerInfoVisible: false };
    const closed = closedCurrentState(state);
    expect(Object.keys(closed.views)).toEqual(['a']);
    expect(closed.headerInfoVisible).toBe(true);
  });

  it('a restored list takes back the stored views of its histories only', () => {
    const state = restoredState('u1', ['a'], {
      headerInfoVisible: false,
      views: { a: { tabs: { psychology: 3 }, modals: {} }, gone: { tabs: { psychology: 5 }, modals: {} } },
    });
    expect(state.views).toEqual({ a: { tabs: { psychology: 3 }, modals: {} } });
    expect(state.headerInfoVisible).toBe(false);
  });
});

describe('history views: the store', () => {
  it('persists the views and the header toggle in the view storage, never in the ids storage', async () => {
    const { store, storage, viewStorage } = setup();
    await store.open('u1', 'a');
    store.chooseTab('a', 'psychology', 5);
    store.setModalOpen('a', 'postpone-bayley', true);
    store.setHeaderInfoVisible(false);
    expect(JSON.parse(viewStorage.data.get(viewStorageKeyOf('u1'))!)).toEqual({
      headerInfoVisible: false,
      views: { a: { tabs: { psychology: 5 }, modals: { 'postpone-bayley': true } } },
    });
    expect(storage.data.get(storageKeyOf('u1'))).toBe('["a"]');
  });

  it('a reload (a new store over the same storage) finds the same view', async () => {
    const first = setup();
    await first.store.open('u1', 'a');
    first.store.chooseTab('a', 'psychology', 3);
    first.store.setHeaderInfoVisible(false);
    const again = setup(Object.fromEntries(first.storage.data), Object.fromEntries(first.viewStorage.data));
    await again.store.restore('u1');
    expect(viewOf(again.store.getState(), 'a').tabs.psychology).toBe(3);
    expect(again.store.getState().headerInfoVisible).toBe(false);
  });

  it('ignores a stored view of another shape', async () => {
    const { store } = setup(
      { [storageKeyOf('u1')]: '["a"]' },
      { [viewStorageKeyOf('u1')]: '{"headerInfoVisible":false,"views":{"a":{"tabs":{"psychology":"x"}}}}' },
    );
    await store.restore('u1');
    expect(viewOf(store.getState(), 'a')).toEqual({ tabs: {}, modals: {} });
    expect(store.getState().headerInfoVisible).toBe(true);
  });

  it('the session end removes the stored views with the ids', async () => {
    const { store, viewStorage } = setup();
    await store.open('u1', 'a');
    store.chooseTab('a', 'psychology', 3);
    store.clear();
    expect(viewStorage.data.has(viewStorageKeyOf('u1'))).toBe(false);
    expect(store.getState()).toEqual(emptyOpenHistories);
  });
});
