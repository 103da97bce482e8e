/**
 * The query options of what screens read on demand (src/offline/queries.ts): keys that put a history's
 * reads where an acknowledged write of that history reaches them, and the patient search's paging rule.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { serverKeys } from '../../../src/api/server-query';
import type { HistorySummary } from '../../../src/contract/history';
import {
  diagnosisSearchQuery,
  embeddedHistoryQuery,
  historyRecordQuery,
  historySearchQuery,
  knownUserQuery,
  referringUsersQuery,
  searchPagesShown,
} from '../../../src/offline/queries';
import type { HistorySearchAnswer } from '../../../src/offline/history-search';

const row = (id: string) => ({ id }) as HistorySummary;

const page = (n: number, ids: string[], onDevice = false, totalPages = 3): HistorySearchAnswer => ({
  results: ids.map(row),
  page: n,
  totalPages,
  total: totalPages * 2,
  onDevice,
});

const nextPage = (pages: HistorySearchAnswer[], maxItems = 1000) => {
  const options = historySearchQuery('ana', undefined, true, maxItems);
  return options.getNextPageParam(pages.at(-1)!, pages, pages.at(-1)!.page, []);
};

describe('query options: keys', () => {
  it("a history's record is under the history, where an acknowledged write of it refreshes it", () => {
    expect(historyRecordQuery('A').queryKey.slice(0, 2)).toEqual(serverKeys.history('A'));
    expect(historyRecordQuery('A').queryKey).not.toEqual(historyRecordQuery('B').queryKey);
  });

  it("the embedded view's history, the searches and the users are under no history", () => {
    for (const key of [
      embeddedHistoryQuery('A').queryKey,
      historySearchQuery('ana', [1], true, 1000).queryKey,
      diagnosisSearchQuery(null, 'p07').queryKey,
      referringUsersQuery(null as never, 'ana', 2).queryKey,
      knownUserQuery(null, 'u1').queryKey,
    ]) {
      expect(key[0]).not.toBe('hc');
    }
  });

  it('the patient search asks again when the connection changes, and per sites and text', () => {
    const keys = [
      historySearchQuery('ana', [1], true, 1000).queryKey,
      historySearchQuery('ana', [1], false, 1000).queryKey,
      historySearchQuery('ana', [2], true, 1000).queryKey,
      historySearchQuery('ane', [1], true, 1000).queryKey,
    ];
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(4);
  });

  it('a diagnosis search without a device store asks nothing', () => {
    expect(diagnosisSearchQuery(null, 'p07').enabled).toBe(false);
  });

  it('an invalidation of history A reaches its record and not B’s', async () => {
    const client = new QueryClient();
    client.setQueryData(historyRecordQuery('A').queryKey, 'failed');
    client.setQueryData(historyRecordQuery('B').queryKey, 'failed');
    await client.invalidateQueries({ queryKey: serverKeys.history('A') });
    expect(client.getQueryState(historyRecordQuery('A').queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(historyRecordQuery('B').queryKey)?.isInvalidated).toBe(false);
  });
});

describe('query options: the patient search pages', () => {
  it('asks the next page while there is one', () => {
    expect(nextPage([page(1, ['a', 'b'])])).toBe(2);
    expect(nextPage([page(1, ['a', 'b']), page(2, ['c', 'd'])])).toBe(3);
    expect(nextPage([page(1, ['a']), page(2, ['b']), page(3, ['c'])])).toBeUndefined();
  });

  it('stops at the list’s limit', () => {
    expect(nextPage([page(1, ['a', 'b'])], 2)).toBeUndefined();
    expect(nextPage([page(1, ['a', 'b'])], 3)).toBe(2);
  });

  it('a further page that is empty or from the other source ends the list where it is', () => {
    const failed = [page(1, ['a', 'b']), page(2, [])];
    expect(searchPagesShown(failed)).toEqual([failed[0]]);
    expect(nextPage(failed)).toBeUndefined();
    const mixed = [page(1, ['a', 'b']), page(2, ['c'], true), page(3, ['d'])];
    expect(searchPagesShown(mixed)).toEqual([mixed[0]]);
    expect(nextPage(mixed)).toBeUndefined();
    expect(searchPagesShown([])).toEqual([]);
  });
});
