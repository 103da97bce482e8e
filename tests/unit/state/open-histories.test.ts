import { describe, expect, it, vi } from 'vitest';
import type { HistoryFailure } from '../../../src/api/history.api';
import {
  addressedState,
  closedCurrentState,
  closedState,
  currentOf,
  emptyOpenHistories,
  openedState,
  recordLoadedState,
  restoredState,
  selectedState,
} from '../../../src/state/open-histories/open-histories-rules';
import {
  createOpenHistoriesStore,
  storageKeyOf,
  type KeyValueStorage,
} from '../../../src/state/open-histories/open-histories-store';
import type { HistoryRecord } from '../../../src/contract/history';

const record = (id: string, name = `Bebé ${id}`): HistoryRecord => ({
  id,
  EGNDT: `CNG-${id}`,
  Iden_Sede: 1,
  Iden_nombreCompletoPaciente: name,
  Iden_DocumentoPaciente: null,
  Iden_Sexo: 'F',
  Iden_nombreCompletoMadre: 'Madre',
  Iden_DocumentoMadre: '52789456',
  Iden_MadreSustituta: false,
  Iden_DocumentoCustodioTemporal: null,
  Iden_FechaParto: '2026-03-26',
  Pediatria: {
    ExamenInicialPediatria: {
      EIP_EdadGestacionalAlNacer: { EIP_EG_DiasTotales: 224 },
      EIP_PesoAlNacer: 1650,
    },
  },
  SocialWork: {
    motherBirthDate: null,
    motherMaritalStatus: null,
    motherAddress: null,
    motherNeighborhood: null,
    motherLocality: null,
    motherTelephone: null,
    motherStatus: null,
    patientBirthIPS: null,
    patientEPS: null,
    patientRegime: null,
  },
});

describe('open-histories rules (spec 000 §2, §3, §4)', () => {
  it('opens a history and makes it current', () => {
    const one = openedState(emptyOpenHistories, record('a'));
    expect(one.histories).toEqual([{ id: 'a', record: record('a'), status: 'ready' }]);
    expect(one.currentIndex).toBe(0);
    const two = openedState(one, record('b'));
    expect(two.histories.map((h) => h.id)).toEqual(['a', 'b']);
    expect(currentOf(two)?.id).toBe('b');
  });

  it('opening an open history only makes it current, with its record refreshed', () => {
    let state = openedState(openedState(emptyOpenHistories, record('a')), record('b'));
    state = openedState(state, record('a', 'Nombre nuevo'));
    expect(state.histories).toHaveLength(2);
    expect(state.currentIndex).toBe(0);
    expect(state.histories[0]?.record?.Iden_nombreCompletoPaciente).toBe('Nombre nuevo');
  });

  it('closing removes the current one and leaves none current', () => {
    const state = openedState(openedState(emptyOpenHistories, record('a')), record('b'));
    const closed = closedCurrentState(state);
    expect(closed.histories.map((h) => h.id)).toEqual(['a']);
    expect(closed.currentIndex).toBeNull();
    // With none current, closing changes nothing.
    expect(closedCurrentState(closed)).toBe(closed);
  });

  it('closing a history by id removes it whether or not it is current', () => {
    const state = openedState(openedState(emptyOpenHistories, record('a')), record('b'));
    const closed = closedState(addressedState(state, null), 'a');
    expect(closed.histories.map((h) => h.id)).toEqual(['b']);
    expect(closedState(closed, 'unknown')).toBe(closed);
  });

  it('the address makes an open history current; no history or one not open leaves none current', () => {
    const state = openedState(openedState(emptyOpenHistories, record('a')), record('b'));
    expect(currentOf(addressedState(state, 'a'))?.id).toBe('a');
    expect(addressedState(state, 'b')).toBe(state);
    expect(addressedState(state, null).currentIndex).toBeNull();
    expect(addressedState(state, 'not-open').currentIndex).toBeNull();
    // A restored list (records still loading) finds the history by its id all the same.
    expect(currentOf(addressedState(restoredState('u1', ['x', 'y']), 'y'))?.id).toBe('y');
  });

  it('a failed load keeps its reason; a later load clears it', () => {
    const failed = recordLoadedState(restoredState('u1', ['a']), 'a', 'forbidden');
    expect(failed.histories[0]).toMatchObject({ status: 'failed', failure: 'forbidden', record: null });
    const loaded = recordLoadedState(failed, 'a', record('a'));
    expect(loaded.histories[0]).toMatchObject({ status: 'ready', failure: undefined, record: record('a') });
  });

  it('selects an index inside the list only', () => {
    const state = openedState(openedState(emptyOpenHistories, record('a')), record('b'));
    expect(selectedState(state, 0).currentIndex).toBe(0);
    expect(selectedState(state, 5).currentIndex).toBeNull();
    expect(selectedState(state, -1).currentIndex).toBeNull();
    expect(selectedState(state, null).currentIndex).toBeNull();
  });

  it('a restored list has the ids only, loading, none current, no repeats', () => {
    const state = restoredState('u1', ['a', 'b', 'a']);
    expect(state.owner).toBe('u1');
    expect(state.histories).toEqual([
      { id: 'a', record: null, status: 'loading' },
      { id: 'b', record: null, status: 'loading' },
    ]);
    expect(state.currentIndex).toBeNull();
  });
});

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

function setup(
  initial: Record<string, string> = {},
  missing: string[] = [],
  failure: HistoryFailure = 'failed',
) {
  const storage = memoryStorage(initial);
  const loadHistory = vi.fn((id: string): Promise<HistoryRecord | HistoryFailure> =>
    Promise.resolve(missing.includes(id) ? failure : record(id)),
  );
  const logOpening = vi.fn();
  const store = createOpenHistoriesStore({ storage, loadHistory, logOpening });
  return { storage, loadHistory, logOpening, store };
}

describe('open-histories store', () => {
  it('opens after loading the record, logs the opening and persists only the ids, per user', async () => {
    const { store, storage, logOpening } = setup();
    await expect(store.open('u1', 'a')).resolves.toBe(true);
    await expect(store.open('u1', 'b')).resolves.toBe(true);
    expect(logOpening).toHaveBeenCalledWith('a');
    expect(logOpening).toHaveBeenCalledWith('b');
    expect(storage.data.get(storageKeyOf('u1'))).toBe('["a","b"]');
    expect(currentOf(store.getState())?.id).toBe('b');
  });

  it('opens nothing when the record cannot be loaded', async () => {
    const { store, logOpening } = setup({}, ['gone']);
    await expect(store.open('u1', 'gone')).resolves.toBe(false);
    expect(store.getState().histories).toHaveLength(0);
    expect(logOpening).not.toHaveBeenCalled();
  });

  it('opening the same history twice keeps one entry', async () => {
    const { store, storage } = setup();
    await store.open('u1', 'a');
    await store.open('u1', 'b');
    await store.open('u1', 'a');
    expect(store.getState().histories.map((h) => h.id)).toEqual(['a', 'b']);
    expect(store.getState().currentIndex).toBe(0);
    expect(storage.data.get(storageKeyOf('u1'))).toBe('["a","b"]');
  });

  it('restores the stored ids of the user and fetches their records again; none is current', async () => {
    const { store, loadHistory } = setup({
      [storageKeyOf('u1')]: '["a","b"]',
      [storageKeyOf('u2')]: '["z"]',
    });
    await store.restore('u1');
    expect(loadHistory.mock.calls.map(([id]) => id)).toEqual(['a', 'b']);
    expect(store.getState().histories.map((h) => [h.id, h.status])).toEqual([
      ['a', 'ready'],
      ['b', 'ready'],
    ]);
    expect(store.getState().currentIndex).toBeNull();
    // Restoring the same user again does nothing.
    await store.restore('u1');
    expect(loadHistory).toHaveBeenCalledTimes(2);
  });

  it('ignores a stored value that is not a list of ids', async () => {
    const { store } = setup({ [storageKeyOf('u1')]: '{"names":["Martín"]}' });
    await store.restore('u1');
    expect(store.getState().histories).toEqual([]);
  });

  it('marks a restored history that fails to load, and loads it again when selected', async () => {
    const { store, loadHistory } = setup({ [storageKeyOf('u1')]: '["a"]' }, ['a']);
    await store.restore('u1');
    expect(store.getState().histories[0]?.status).toBe('failed');
    loadHistory.mockImplementation((id: string) => Promise.resolve(record(id)));
    store.select(0);
    expect(currentOf(store.getState())?.status).toBe('loading');
    await vi.waitFor(() => expect(currentOf(store.getState())?.status).toBe('ready'));
  });

  it('the address shows a restored history: current, and a failed one is loaded again', async () => {
    const { store, loadHistory } = setup({ [storageKeyOf('u1')]: '["a","b"]' }, ['b'], 'offline');
    await store.restore('u1');
    store.showAddressed('b');
    expect(currentOf(store.getState())).toMatchObject({ id: 'b', status: 'loading' });
    await vi.waitFor(() => expect(currentOf(store.getState())?.failure).toBe('offline'));
    expect(loadHistory).toHaveBeenCalledTimes(3);
    store.showAddressed(null);
    expect(currentOf(store.getState())).toBeNull();
    store.showAddressed('a');
    expect(loadHistory).toHaveBeenCalledTimes(3); // a loaded history is not fetched again
  });

  it('a verified record opens as it is, without loading it again, and the opening is logged', async () => {
    const { store, loadHistory, logOpening, storage } = setup({ [storageKeyOf('u1')]: '["a"]' });
    store.openRecord('u1', record('b'));
    expect(currentOf(store.getState())?.id).toBe('b');
    expect(logOpening).toHaveBeenCalledWith('b');
    await vi.waitFor(() => expect(store.getState().histories[0]?.status).toBe('ready'));
    expect(loadHistory.mock.calls.map(([id]) => id)).toEqual(['a']);
    expect(storage.data.get(storageKeyOf('u1'))).toBe('["a","b"]');
  });

  it('closing tells the registered features which history closed, and persists the shorter list', async () => {
    const { store, storage } = setup();
    const closed = vi.fn();
    store.onHistoryClosed(closed);
    await store.open('u1', 'a');
    await store.open('u1', 'b');
    store.closeCurrent();
    expect(closed).toHaveBeenCalledWith('b');
    expect(storage.data.get(storageKeyOf('u1'))).toBe('["a"]');
    store.closeCurrent(); // none current: nothing happens
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('clearing (the session ended) forgets the list and removes its stored ids', async () => {
    const { store, storage } = setup({ [storageKeyOf('other')]: '["x"]' });
    await store.open('u1', 'a');
    store.clear();
    expect(store.getState()).toEqual(emptyOpenHistories);
    expect(storage.data.has(storageKeyOf('u1'))).toBe(false);
    expect(storage.data.has(storageKeyOf('other'))).toBe(true);
  });

  it('a record that answers after the session ended is dropped', async () => {
    let answer: (value: HistoryRecord | HistoryFailure) => void = () => undefined;
    const storage = memoryStorage({ [storageKeyOf('u1')]: '["a"]' });
    const store = createOpenHistoriesStore({
      storage,
      loadHistory: () => new Promise((resolve) => (answer = resolve)),
      logOpening: () => undefined,
    });
    const restoring = store.restore('u1');
    store.clear();
    answer(record('a'));
    await restoring;
    expect(store.getState()).toEqual(emptyOpenHistories);
    expect(storage.data.has(storageKeyOf('u1'))).toBe(false);
  });

  it('keeps the frame flag and notifies subscribers', async () => {
    const { store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    await store.open('u1', 'a');
    store.setFrame(true);
    expect(store.getState().frame).toBe(true);
    expect(listener).toHaveBeenCalled();
  });
});
