import { describe, expect, it } from 'vitest';
import { requestsInSeries } from '../../../bench/lib/requests-in-series';

describe('requests in series', () => {
  it('counts none without requests, one for requests that overlap', () => {
    expect(requestsInSeries([])).toBe(0);
    expect(
      requestsInSeries([
        { start: 0, end: 300 },
        { start: 10, end: 320 },
        { start: 299, end: 600 },
      ]),
    ).toBe(1);
  });

  it('follows the longest chain, each request starting once the one before it ended', () => {
    const spans = [
      { start: 0, end: 300 },
      { start: 300, end: 600 }, // waits for the first
      { start: 50, end: 900 }, // long, beside them
      { start: 610, end: 910 }, // waits for the second
      { start: 905, end: 1200 }, // waits for the long one only: a chain of two
    ];
    expect(requestsInSeries(spans)).toBe(3);
  });

  it('does not depend on the order the requests are listed in', () => {
    const spans = [
      { start: 600, end: 900 },
      { start: 0, end: 300 },
      { start: 300, end: 600 },
    ];
    expect(requestsInSeries(spans)).toBe(3);
  });
});
