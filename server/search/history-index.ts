/**
 * The history search held in memory: every history's site, folded search text and result row, in the
 * search's order, with a trigram index over the texts. It answers exactly what the SQL search
 * (repositories/histories.ts) and the device (src/domain/history-search.ts) answer, by the same rule
 * (`matchesSearchTerms`, the order of `compareHistoryOrder`), in microseconds instead of the milliseconds a
 * query takes on PGlite, whose every query runs on the server's one thread (docs/benchmarks.md
 * "hc-list-latency").
 *
 * How a query is answered: each word of 3 characters or more names the trigrams it contains; the
 * positions (in the search's order) of the histories holding all of them are intersected, shortest list
 * first. A word of exactly 3 characters is its own trigram, so its list is exact; otherwise the survivors
 * are checked with `matchesSearchTerms`. With no word of 3 characters every history is a candidate.
 */
import type { HistorySummary } from '../../src/contract/history';
import { HISTORY_PAGE_SIZE } from '../../src/contract/shared';
import { compareHistoryOrder, matchesSearchTerms, searchTerms } from '../../src/domain/history-search';

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

const NO_POSITIONS = new Int32Array(0);

/** The distinct trigrams of a text, leaving out those across a space (a query's word has none). */
function trigramsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) {
    const trigram = text.slice(i, i + 3);
    if (!trigram.includes(' ')) found.add(trigram);
  }
  return found;
}

/** The positions in both sorted lists. */
function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      out[n++] = x;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out.subarray(0, n);
}

export class HistoryIndex {
  // One array per field, by position in the search's order: a search over thousands of candidates reads
  // sites from one typed array rather than from thousands of objects.
  private readonly siteIds: Int32Array;
  private readonly texts: string[];
  private readonly summaries: HistorySummary[];
  private readonly positions = new Map<string, Int32Array>();

  constructor(histories: Iterable<IndexedHistory>) {
    const sorted = [...histories].sort((a, b) => compareHistoryOrder(a.summary, b.summary));
    this.siteIds = Int32Array.from(sorted, (history) => history.siteId);
    this.texts = sorted.map((history) => history.searchText);
    this.summaries = sorted.map((history) => history.summary);
    const lists = new Map<string, number[]>();
    this.texts.forEach((text, position) => {
      for (const trigram of trigramsOf(text)) {
        const list = lists.get(trigram);
        if (list) list.push(position);
        else lists.set(trigram, [position]);
      }
    });
    for (const [trigram, list] of lists) this.positions.set(trigram, Int32Array.from(list));
  }

  get size(): number {
    return this.texts.length;
  }

  /** One page of the matches, in the search's order, as GET /v1/hc/list answers it. */
  search({ search, page, sites }: IndexSearch) {
    const offset = (page - 1) * HISTORY_PAGE_SIZE;
    const terms = searchTerms(search);
    const lists: Int32Array[] = [];
    let exact = true;
    for (const term of terms) {
      if (term.length !== 3) exact = false;
      for (const trigram of trigramsOf(term)) lists.push(this.positions.get(trigram) ?? NO_POSITIONS);
    }
    lists.sort((a, b) => a.length - b.length);
    let candidates: Int32Array | null = null;
    for (const list of lists) {
      candidates = candidates ? intersect(candidates, list) : list;
      if (candidates.length === 0) break;
    }

    const results: HistorySummary[] = [];
    let total = 0;
    const count = candidates ? candidates.length : this.texts.length;
    for (let i = 0; i < count; i++) {
      const position = candidates ? candidates[i]! : i;
      if (!sites.includes(this.siteIds[position]!)) continue;
      if (!exact && !matchesSearchTerms(this.texts[position]!, terms)) continue;
      if (total >= offset && results.length < HISTORY_PAGE_SIZE) results.push(this.summaries[position]!);
      total++;
    }
    return { results, totalPages: Math.ceil(total / HISTORY_PAGE_SIZE), page, total };
  }
}
