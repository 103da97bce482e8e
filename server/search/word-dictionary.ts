/**
 * The distinct words of the histories' folded search texts, each with the positions of the histories that
 * hold it, and a trigram index over the words themselves.
 *
 * Why words: a query's word has no space, and a search text is its words joined by single spaces
 * (`searchKey`), so the word is in the text exactly when it is inside one of the text's words. Names repeat
 * (200,000 seeded histories hold 582,000 distinct words, of which some 15,000, the names, repeat), so the
 * few words that contain "mari" are found and checked among the distinct words, and their histories are
 * read from their lists: no history's text is read at search time. Documents and codes are mostly one
 * history each.
 *
 * Layout (compact, docs/benchmarks.md "hc-list-latency"): the words joined by "\n" in one string (a folded
 * word has no whitespace) with their start offsets; each trigram's word ids, and each word's history
 * positions, as sorted Int32Arrays (the second as one array cut by offsets).
 */
import { NO_POSITIONS, PositionBitmap, intersectAll, union } from './sorted-positions';

const SEPARATOR = '\n';

/** The distinct trigrams of a word. */
function trigramsOf(word: string): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i + 3 <= word.length; i++) found.add(word.slice(i, i + 3));
  return found;
}

/** A growable list of whole numbers, four bytes each. */
class IntList {
  values = new Int32Array(1024);
  length = 0;
  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
  last(): number | undefined {
    return this.length ? this.values[this.length - 1] : undefined;
  }
  toArray(): Int32Array {
    return this.values.slice(0, this.length);
  }
}

export class WordDictionary {
  private readonly words: string;
  /** Word w is words.slice(starts[w], starts[w + 1] - 1); one more entry than words. */
  private readonly starts: Int32Array;
  private readonly wordsByTrigram: Map<string, Int32Array>;
  /** Word w's history positions are holders[holderStarts[w] .. holderStarts[w + 1]). */
  private readonly holderStarts: Int32Array;
  private readonly holders: Int32Array;
  /** Scratch space of the unions of a term's words' positions, one bit a history. */
  private readonly bitmap: PositionBitmap;

  /** `texts[p]` is the folded search text of the history at position p. */
  constructor(texts: readonly string[]) {
    this.bitmap = new PositionBitmap(texts.length);
    const ids = new Map<string, number>();
    const list: string[] = [];
    // Each (word, position) once, in position order: the word's list comes out sorted.
    const occurrenceWords = new IntList();
    const occurrencePositions = new IntList();
    const lastPosition: number[] = [];
    texts.forEach((text, position) => {
      for (const word of text.split(' ')) {
        if (!word) continue;
        let id = ids.get(word);
        if (id === undefined) {
          id = list.length;
          ids.set(word, id);
          list.push(word);
          lastPosition.push(-1);
        }
        if (lastPosition[id] === position) continue;
        lastPosition[id] = position;
        occurrenceWords.push(id);
        occurrencePositions.push(position);
      }
    });

    this.words = list.join(SEPARATOR);
    this.starts = new Int32Array(list.length + 1);
    let offset = 0;
    list.forEach((word, id) => {
      this.starts[id] = offset;
      offset += word.length + 1;
    });
    this.starts[list.length] = offset;

    // Counting sort of the occurrences by word, which keeps each word's positions in order.
    this.holderStarts = new Int32Array(list.length + 1);
    for (let i = 0; i < occurrenceWords.length; i++) this.holderStarts[occurrenceWords.values[i]! + 1]!++;
    for (let w = 0; w < list.length; w++) this.holderStarts[w + 1]! += this.holderStarts[w]!;
    this.holders = new Int32Array(occurrenceWords.length);
    const filled = this.holderStarts.slice(0, list.length);
    for (let i = 0; i < occurrenceWords.length; i++) {
      this.holders[filled[occurrenceWords.values[i]!]!++] = occurrencePositions.values[i]!;
    }

    const lists = new Map<string, IntList>();
    list.forEach((word, id) => {
      for (let i = 0; i + 3 <= word.length; i++) {
        const trigram = word.slice(i, i + 3);
        let ids = lists.get(trigram);
        if (!ids) lists.set(trigram, (ids = new IntList()));
        // Words come in id order: a trigram seen twice in one word is already last in its list.
        if (ids.last() !== id) ids.push(id);
      }
    });
    this.wordsByTrigram = new Map([...lists].map(([trigram, ids]) => [trigram, ids.toArray()]));
  }

  /** The sorted positions of the histories whose text contains `term` (a folded word, no spaces). */
  positionsOf(term: string): Int32Array {
    const words = term.length >= 3 ? this.wordsWithTrigramsOf(term) : this.wordsContaining(term);
    return union(
      words.map((w) => this.holders.subarray(this.holderStarts[w], this.holderStarts[w + 1])),
      this.bitmap,
    );
  }

  /** Words holding every trigram of the term, then checked whole (a 3-letter term is its own trigram). */
  private wordsWithTrigramsOf(term: string): number[] {
    const lists = [...trigramsOf(term)].map((trigram) => this.wordsByTrigram.get(trigram) ?? NO_POSITIONS);
    const candidates = intersectAll(lists);
    const found: number[] = [];
    for (const w of candidates) if (term.length === 3 || this.word(w).includes(term)) found.push(w);
    return found;
  }

  /** Words containing a term of one or two characters: every occurrence in the joined words. */
  private wordsContaining(term: string): number[] {
    const found: number[] = [];
    for (let at = this.words.indexOf(term); at !== -1;) {
      const w = this.wordAt(at);
      found.push(w);
      at = this.words.indexOf(term, this.starts[w + 1]);
    }
    return found;
  }

  private word(w: number): string {
    return this.words.slice(this.starts[w], this.starts[w + 1]! - 1);
  }

  /** The word whose span holds the offset (binary search over the starts). */
  private wordAt(offset: number): number {
    let low = 0;
    let high = this.starts.length - 2;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
