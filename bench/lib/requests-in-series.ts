/**
 * How many requests a step waited for one after the other: the longest chain of requests in which each
 * starts after the one before it has ended. On a link of 300 ms round trip each link of the chain costs
 * at least that much, whatever the bytes; requests that overlap share their round trip.
 */
export interface Span {
  start: number;
  end: number;
}

export function requestsInSeries(spans: readonly Span[]): number {
  const byEnd = [...spans].sort((a, b) => a.end - b.end);
  const depth: number[] = [];
  let longest = 0;
  byEnd.forEach((span, i) => {
    let before = 0;
    for (let j = 0; j < i; j++) if (byEnd[j]!.end <= span.start) before = Math.max(before, depth[j]!);
    depth[i] = before + 1;
    longest = Math.max(longest, depth[i]);
  });
  return longest;
}
