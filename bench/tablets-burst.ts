/**
 * A programme reconnecting at once: the 50 tablets of tablets-day, signed in beforehand, replay their day
 * at the same moment with no pacing, as fast as answers come; one request in five is repeated under the
 * same Idempotency-Key, and half of those lose their first send mid-flight (bench/lib/tablets.ts).
 *
 * Reports p50/p95/p99, throughput, errors, duplicates and documents not there once with their last
 * content, one PGlite server, then two servers on one PostgreSQL. Goals: p95 ≤ 200 ms on both, no
 * errors, no duplicates, every document once.
 */
import type { Bench } from './lib/bench';
import { tabletsDay } from './lib/tablets';

const bench: Bench = {
  name: 'tablets-burst',
  description: '50 tablets reconnect at once and replay a day with no pacing, lost first sends included',
  run: () => tabletsDay('burst'),
};

export default bench;
