/**
 * The history search held in memory: every history's site and result row, in the search's order, and the
 * words of their folded search texts. It answers exactly what the SQL search (repositories/histories.ts)
 * and the device (src/domain/history-search.ts) answer, by the same rule (every word of the query inside
 * the text, `matchesSearchTerms`; the order of `compareHistoryOrder`), in well under a millisecond where a
 * query on PGlite, whose every query runs on the server's one thread, takes tens (docs/benchmarks.md
 * "hc-list-latency").
 *
 * How a query is answered: each word of the query gives the positions (in the search's order) of the
 * histories holding it, from the distinct words of all texts (word-dictionary.ts); the positions of all
 * its words are intersected, then walked in order for the user's sites, the page and the exact count.
 * The whole index is typed arrays and a few long strings (a country's 200,000 histories in about 60 MB):
 * sites by position, rows as bytes (summary-rows.ts), postings as Int32Arrays (sorted-positions.ts).
 */
import type { HistorySummary } from '../../src/contract/history';
import { HISTORY_PAGE_SIZE } from '../../src/contract/shared';
import { compareHistoryOrder, searchTerms } from '../../src/domain/history-search';
import { intersectAll } from './sorted-positions';
import { SummaryRows } from './summary-rows';
import { WordDictionary } from './word-dictionary';

export interface IndexedHistory {
  siteId: number;
  searchText: string;
  /** The result row, which also holds the fields of the order. */
  summary: HistorySummary;
}

export interface IndexSearch {
  search: string;
  /** From 1. */
  page: number;
  sites: readonly number[];
}

export class HistoryIndex {
  private readonly siteIds: Int32Array;
  private readonly rows: SummaryRows;
  private readonly words: WordDictionary;

  constructor(histories: Iterable<IndexedHistory>) {
    const sorted = [...histories].sort((a, b) => compareHistoryOrder(a.summary, b.summary));
    this.siteIds = Int32Array.from(sorted, (history) => history.siteId);
    this.rows = SummaryRows.of(sorted.map((history) => history.summary));
    this.words = new WordDictionary(sorted.map((history) => history.searchText));
  }

  get size(): number {
    return this.siteIds.length;
  }

  /** One page of the matches, in the search's order, as GET /v1/hc/list answers it. */
  search({ search, page, sites }: IndexSearch) {
    const offset = (page - 1) * HISTORY_PAGE_SIZE;
    const terms = searchTerms(search);
    // No word matches every history.
    const matches = terms.length ? intersectAll(terms.map((term) => this.words.positionsOf(term))) : null;

    const results: HistorySummary[] = [];
    let total = 0;
    const count = matches ? matches.length : this.size;
    for (let i = 0; i < count; i++) {
      const position = matches ? matches[i]! : i;
      if (!sites.includes(this.siteIds[position]!)) continue;
      if (total >= offset && results.length < HISTORY_PAGE_SIZE) results.push(this.rows.get(position));
      total++;
    }
    return { results, totalPages: Math.ceil(total / HISTORY_PAGE_SIZE), page, total };
  }
}
