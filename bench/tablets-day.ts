/**
 * A day's work replayed by 50 tablets at once, each signing in first (bench/lib/tablets.ts describes the
 * day and its checks): one server on PGlite, then two on one PostgreSQL.
 *
 * Reports p50/p95/p99 of every request and of sign-in alone, throughput, errors (any answer but 2xx),
 * duplicates (a repeat that was executed instead of replayed) and documents that are not there once with
 * their last content. Goals: p95 ≤ 200 ms, no errors, no duplicates, every document once.
 */
import type { Bench } from './lib/bench';
import { tabletsDay } from './lib/tablets';

const bench: Bench = {
  name: 'tablets-day',
  description: "50 tablets replay a day's work at once: one server on PGlite, then two on PostgreSQL",
  run: () => tabletsDay('paced'),
};

export default bench;
