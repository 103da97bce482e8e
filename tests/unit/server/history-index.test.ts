/**
 * The server's in-memory history search (server/search/history-index.ts) answers exactly what the rule of
 * src/domain/history-search.ts answers over the same records (the device's search), query by query:
 * seeded histories, words of every length, several words, documents and codes, site subsets, later pages.
 */
import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE_SIZE } from '../../../src/contract/shared';
import {
  historySearchText,
  historySummaryOf,
  searchHistoryRecords,
} from '../../../src/domain/history-search';
import { HistoryIndex } from '../../../server/search/history-index';
import { generateHistories } from '../../../server/seed/histories';

const records = generateHistories({ seedDay: '2026-11-26', count: 3000 }).map((h) => h.row.record);
const index = new HistoryIndex(
  records.map((record) => ({
    siteId: record.Iden_Sede,
    searchText: historySearchText(record),
    summary: historySummaryOf(record),
  })),
);

const indexPage = (search: string, page: number, sites: number[]) => index.search({ search, page, sites });

/** A deterministic pseudo-random source, so a failure names a query that fails again. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

describe('the in-memory history search', () => {
  it('holds every history', () => {
    expect(index.size).toBe(3000);
  });

  // Hundreds of searches compared over every history: seconds on a loaded two-core machine.
  it(
    'answers as the device does: words cut from the histories, of 1 to 8 letters, one or two of them',
    { timeout: 30_000 },
    () => {
      const next = random(17);
      const siteChoices = [[1], [2], [3], [1, 2], [1, 2, 3], []];
      let withResults = 0;
      for (let i = 0; i < 400; i++) {
        const words = historySearchText(records[next(records.length)]!).split(' ').filter(Boolean);
        const cut = () => {
          const word = words[next(words.length)]!;
          const length = 1 + next(8);
          const start = next(Math.max(1, word.length - length + 1));
          return word.slice(start, start + length);
        };
        const search = next(3) === 0 ? `${cut()} ${cut()}` : cut();
        const sites = siteChoices[next(siteChoices.length)]!;
        const page = 1 + next(3);
        const expected = searchHistoryRecords(records, { search, page, sites, pageSize: HISTORY_PAGE_SIZE });
        expect(indexPage(search, page, sites), `"${search}" page ${page} sites ${sites.join(',')}`).toEqual(
          expected,
        );
        if (expected.results.length > 0) withResults++;
      }
      // The comparison means something only if most queries find histories.
      expect(withResults).toBeGreaterThan(250);
    },
  );

  it('answers accents, case and extra spaces as the device does, and a query of no words with everything', () => {
    for (const search of ['  MARÍA   gómez ', 'Muñoz', 'ñ', '', 'zzzqqq', 'a b c']) {
      expect(indexPage(search, 1, [1, 2, 3]), search).toEqual(
        searchHistoryRecords(records, { search, page: 1, sites: [1, 2, 3], pageSize: HISTORY_PAGE_SIZE }),
      );
    }
  });
});
