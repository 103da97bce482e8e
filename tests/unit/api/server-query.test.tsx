// @vitest-environment happy-dom
/**
 * The query layer (src/api/server-query.ts): one request per key however many components ask, a refresh
 * after an acknowledged write of the history it touched only, and a failure that keeps the stored copy.
 */
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FRESH_MS,
  queryClient,
  refreshAfterSync,
  refreshStaleRows,
  serverKeys,
  useMemoryCalls,
  useStoredCalls,
  type ServerCall,
} from '../../../src/api/server-query';

// React's act() warns unless the environment says it supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  queryClient.clear();
  vi.restoreAllMocks();
});

function Stored({ calls, held = false }: { calls: ServerCall[]; held?: boolean }) {
  useStoredCalls(calls, true, held);
  return null;
}

function Memory({ calls, onValues }: { calls: ServerCall[]; onValues: (values: unknown[]) => void }) {
  const { values, settled } = useMemoryCalls(calls, true);
  if (settled) onValues(values);
  return null;
}

function render(children: React.ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => root!.render(<QueryClientProvider client={queryClient}>{children}</QueryClientProvider>));
}

const callOf = (load: () => Promise<unknown>, store = vi.fn(() => Promise.resolve(undefined))) => ({
  call: { key: serverKeys.ofHistory('h1', 'documents', 'x'), what: 'x list', load, store },
  store,
});

/** A screen of one stored call, once answered: `show(held)` draws it again, held or not. */
async function shownOnce(load: () => Promise<unknown>) {
  const { call, store } = callOf(load);
  render(<Stored calls={[call]} />);
  await vi.waitFor(() => expect(store).toHaveBeenCalledTimes(1));
  return (held: boolean) =>
    act(() =>
      root!.render(
        <QueryClientProvider client={queryClient}>
          <Stored calls={[call]} held={held} />
        </QueryClientProvider>,
      ),
    );
}

describe('server-query', () => {
  it('asks once for a key that two components need, and stores the answer', async () => {
    const load = vi.fn(() => Promise.resolve(['a']));
    const { call, store } = callOf(load);
    render(
      <>
        <Stored calls={[call]} />
        <Stored calls={[call]} />
      </>,
    );
    await vi.waitFor(() => expect(store).toHaveBeenCalledWith(['a']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('held (behind a full-screen editor), runs no call again until shown, then once', async () => {
    const load = vi.fn(() => Promise.resolve(['a']));
    const again = await shownOnce(load);
    again(true);
    await act(() => refreshAfterSync(['h1']));
    await act(() => refreshAfterSync(['h1']));
    await act(() => refreshStaleRows(queryClient, Date.now() + 60_000));
    expect(load).toHaveBeenCalledTimes(1);
    again(false);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await new Promise((done) => setTimeout(done, 20));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shown again, a held call runs if the network came back meanwhile, not for being old', async () => {
    const load = vi.fn(() => Promise.resolve(['a']));
    const show = await shownOnce(load);
    // Older than fresh: a first showing would run it; coming back from behind the editor does not.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + FRESH_MS * 2);
    show(true);
    show(false);
    await new Promise((done) => setTimeout(done, 20));
    expect(load).toHaveBeenCalledTimes(1);
    show(true);
    act(() => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    show(false);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('asks again after an acknowledged write (refreshAfterSync), only for history data', async () => {
    const historyLoad = vi.fn(() => Promise.resolve(['a']));
    const parameterLoad = vi.fn(() => Promise.resolve(['p']));
    const { call: history, store } = callOf(historyLoad);
    const parameter = { ...callOf(parameterLoad).call, key: serverKeys.parameter('Catalogo') };
    render(<Stored calls={[history, parameter]} />);
    // Once answered: a refresh asked during the first request shares that request.
    await vi.waitFor(() => expect(store).toHaveBeenCalledTimes(1));
    await act(() => refreshAfterSync('all'));
    await vi.waitFor(() => expect(historyLoad).toHaveBeenCalledTimes(2));
    expect(parameterLoad).toHaveBeenCalledTimes(1);
  });

  it('a write acknowledged for one history refreshes that history and leaves the others alone', async () => {
    const loadA = vi.fn(() => Promise.resolve(['a']));
    const loadB = vi.fn(() => Promise.resolve(['b']));
    const stored = vi.fn(() => Promise.resolve(undefined));
    const a = { ...callOf(loadA, stored).call, key: serverKeys.ofHistory('A', 'documents', 'x') };
    const aRecord = { ...callOf(loadA, stored).call, key: serverKeys.historyRecord('A') };
    const b = { ...callOf(loadB, stored).call, key: serverKeys.ofHistory('B', 'documents', 'x') };
    render(<Stored calls={[a, aRecord, b]} />);
    // Once answered: a refresh asked during the first requests would share them.
    await vi.waitFor(() => expect(stored).toHaveBeenCalledTimes(3));
    await act(() => refreshAfterSync(['A']));
    await vi.waitFor(() => expect(loadA).toHaveBeenCalledTimes(4));
    expect(loadB).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(b.key)?.isInvalidated).toBe(false);
  });

  it('after a sync pass reads again the rows on screen unless just read, and nothing else', async () => {
    const rowsLoad = vi.fn(() => Promise.resolve(['r']));
    const documentsLoad = vi.fn(() => Promise.resolve(['d']));
    const stored = vi.fn(() => Promise.resolve(undefined));
    const rows = { ...callOf(rowsLoad, stored).call, key: serverKeys.ofHistory('A', 'rows', 'subsidy') };
    const documents = {
      ...callOf(documentsLoad, stored).call,
      key: serverKeys.ofHistory('A', 'documents', 'x'),
    };
    render(<Stored calls={[rows, documents]} />);
    await vi.waitFor(() => expect(stored).toHaveBeenCalledTimes(2));
    const readAt = queryClient.getQueryState(rows.key)!.dataUpdatedAt;
    // A pass just after the read leaves it; one ten seconds later reads it again, before the list is stale.
    await act(() => refreshStaleRows(queryClient, readAt + 9_999));
    expect(rowsLoad).toHaveBeenCalledTimes(1);
    await act(() => refreshStaleRows(queryClient, readAt + 10_000));
    await vi.waitFor(() => expect(rowsLoad).toHaveBeenCalledTimes(2));
    expect(documentsLoad).toHaveBeenCalledTimes(1);
  });

  it('logs a failure and stores nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { call, store } = callOf(() => Promise.reject(new Error('Network Error')));
    render(<Stored calls={[call]} />);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('x list not refreshed (the stored copy stays): Error'),
    );
    expect(store).not.toHaveBeenCalled();
  });

  it('in memory: the answers in the order of the calls, a failed one undefined', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = callOf(() => Promise.resolve(1)).call;
    const second = {
      ...callOf(() => Promise.reject(new Error('500'))).call,
      key: serverKeys.ofHistory('h1', 'other'),
    };
    const seen = vi.fn();
    render(<Memory calls={[first, second]} onValues={seen} />);
    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith([1, undefined]));
  });
});
