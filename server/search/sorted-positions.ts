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

/** Above this many sets, one sort of them all beats merging them two by two. */
const MOST_SETS_MERGED = 64;

/**
 * The positions in any of the sorted sets, each once, sorted. A few sets (the handful of words that hold
 * "mari") are merged two by two, the two shortest first, so a long list is copied as few times as
 * possible; many (the thousands of documents that hold "12") are copied once and sorted.
 */
export function union(sets: readonly Int32Array[]): Int32Array {
  if (sets.length <= MOST_SETS_MERGED) {
    const queue = [...sets];
    while (queue.length > 1) {
      queue.sort((a, b) => b.length - a.length);
      queue.push(merge(queue.pop()!, queue.pop()!));
    }
    return queue[0] ?? NO_POSITIONS;
  }
  let total = 0;
  for (const set of sets) total += set.length;
  const all = new Int32Array(total);
  let at = 0;
  for (const set of sets) {
    all.set(set, at);
    at += set.length;
  }
  all.sort();
  let n = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[n++] = all[i]!;
  return all.subarray(0, n);
}
