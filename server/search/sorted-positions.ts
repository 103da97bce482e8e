/**
 * Sets of history positions (their places in the search's order) as sorted Int32Arrays: what the search
 * index's postings hold and what a query combines. Typed arrays rather than arrays of numbers: four bytes
 * a position, outside the JavaScript heap, and no object per entry (docs/benchmarks.md "hc-list-latency").
 */

export const NO_POSITIONS = new Int32Array(0);

/** The positions in both sorted sets. */
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

/** The positions of all the sets intersected, shortest first so the work shrinks soonest. */
export function intersectAll(sets: Int32Array[]): Int32Array {
  const sorted = [...sets].sort((a, b) => a.length - b.length);
  let result = sorted[0] ?? NO_POSITIONS;
  for (const set of sorted.slice(1)) {
    if (result.length === 0) break;
    result = intersect(result, set);
  }
  return result;
}

/** The positions in either sorted set, each once. */
function merge(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x <= y) i++;
    if (y <= x) j++;
    out[n++] = x < y ? x : y;
  }
  while (i < a.length) out[n++] = a[i++]!;
  while (j < b.length) out[n++] = b[j++]!;
  return out.subarray(0, n);
}

/**
 * A scratch set of the positions below a bound, one bit each, for uniting many sets: each set's positions
 * are marked, and the bits read back in order, so a union costs its positions plus one pass over a
 * thirty-second of the bound, however many sets there are. Merging two by two instead copied the longest
 * lists once per level: "mar" (the histories of some fifty words, 55,000 positions at 200,000 histories)
 * took milliseconds of the server's one thread, while every other request waited. One bitmap serves one
 * union at a time (a union runs to its end synchronously) and is left empty by it.
 */
export class PositionBitmap {
  private readonly bits: Uint32Array;

  /** For positions 0 to size - 1. */
  constructor(size: number) {
    this.bits = new Uint32Array(Math.ceil(size / 32));
  }

  /** The positions in any of the sets, each once, sorted. */
  union(sets: readonly Int32Array[]): Int32Array {
    const bits = this.bits;
    let total = 0;
    for (const set of sets) {
      total += set.length;
      for (let i = 0; i < set.length; i++) {
        const position = set[i]!;
        bits[position >>> 5]! |= 1 << (position & 31);
      }
    }
    const out = new Int32Array(total);
    let n = 0;
    for (let word = 0; word < bits.length; word++) {
      let left = bits[word]!;
      if (left === 0) continue;
      bits[word] = 0;
      const base = word << 5;
      while (left !== 0) {
        const lowest = left & -left;
        out[n++] = base + 31 - Math.clz32(lowest);
        left ^= lowest;
      }
    }
    return out.subarray(0, n);
  }
}

/**
 * The positions in any of the sorted sets, each once, sorted: one set as it is, two merged, more through
 * the bitmap (which must hold every position of the sets).
 */
export function union(sets: readonly Int32Array[], bitmap: PositionBitmap): Int32Array {
  if (sets.length === 0) return NO_POSITIONS;
  if (sets.length === 1) return sets[0]!;
  if (sets.length === 2) return merge(sets[0]!, sets[1]!);
  return bitmap.union(sets);
}
