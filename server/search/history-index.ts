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
 * The whole index is typed arrays and a few long strings (a country's 200,000 histories in about 65 MB):
 * each position's site as an index into the few distinct sites (so a query's sites are a table of flags,
 * not a list searched per history), rows as bytes (summary-rows.ts), postings as Int32Arrays
 * (sorted-positions.ts).
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

/** A programme has a few dozen sites; two bytes a history hold the index of one among 65,536. */
const MOST_SITES = 2 ** 16;

export class HistoryIndex {
  /** The distinct sites, each once; `siteOf[position]` is an index into it. */
  private readonly siteIds: number[] = [];
  private readonly siteOf: Uint16Array;
  private readonly rows: SummaryRows;
  private readonly words: WordDictionary;

  constructor(histories: Iterable<IndexedHistory>) {
    const sorted = [...histories].sort((a, b) => compareHistoryOrder(a.summary, b.summary));
    const siteIndex = new Map<number, number>();
    this.siteOf = Uint16Array.from(sorted, ({ siteId }) => {
      let index = siteIndex.get(siteId);
      if (index === undefined) {
        index = this.siteIds.push(siteId) - 1;
        if (index >= MOST_SITES) throw new Error(`The history search holds at most ${MOST_SITES} sites`);
        siteIndex.set(siteId, index);
      }
      return index;
    });
    this.rows = SummaryRows.of(sorted.map((history) => history.summary));
    this.words = new WordDictionary(sorted.map((history) => history.searchText));
  }

  get size(): number {
    return this.siteOf.length;
  }

  /** One page of the matches, in the search's order, as GET /v1/hc/list answers it. */
  search({ search, page, sites }: IndexSearch) {
    const offset = (page - 1) * HISTORY_PAGE_SIZE;
    const terms = searchTerms(search);
    // No word matches every history.
    const matches = terms.length ? intersectAll(terms.map((term) => this.words.positionsOf(term))) : null;

    const wanted = Uint8Array.from(this.siteIds, (siteId) => (sites.includes(siteId) ? 1 : 0));

    const results: HistorySummary[] = [];
    let total = 0;
    const count = matches ? matches.length : this.size;
    for (let i = 0; i < count; i++) {
      const position = matches ? matches[i]! : i;
      if (wanted[this.siteOf[position]!] === 0) continue;
      if (total >= offset && results.length < HISTORY_PAGE_SIZE) results.push(this.rows.get(position));
      total++;
    }
    return { results, totalPages: Math.ceil(total / HISTORY_PAGE_SIZE), page, total };
  }
}
