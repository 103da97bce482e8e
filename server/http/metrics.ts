/**
 * `GET /v1/metrics` in the Prometheus text format (docs/operations.md "Metrics"), with prom-client, the
 * usual Node client: its registry, counters, histogram and the process's own figures (memory, CPU, event
 * loop delay) are what a Prometheus server expects, with nothing to keep in step by hand.
 *
 * Each app has its own registry (tests run several apps in one process). What it counts comes from each
 * request's record (request-log.ts), so no route needs to know about metrics: a replay is an answer with
 * `Idempotency-Replay: true`, a sign-in failure a 401 and a throttle a 429 of the two sign-in routes
 * (routes/auth.ts answers them for nothing else). The pool and the search index are read when scraped.
 *
 * Answered only to this machine or to a bearer METRICS_TOKEN (local-access.ts): the figures are not
 * secret, but they say how the clinic works to anyone who reads them.
 */
import type { Context, Handler } from 'hono';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/database';
import type { HistorySearch } from '../search/history-search';
import type { AppEnv } from './env';
import { HttpError } from './errors';
import { hasBearer, isLocalRequest } from './local-access';
import type { RequestRecord } from './request-log';

const SIGN_IN_ROUTES = new Set(['/v1/auth/login', '/v1/auth/login-username']);
// Seconds: a search answers in milliseconds, a sign-in's hash takes a few hundred, a report a few seconds.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route'>;
  private readonly replays: Counter<'route'>;
  private readonly signInFailures: Counter;
  private readonly signInThrottles: Counter;

  constructor(sources: { db: Database; historySearch: HistorySearch }) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'canguro_http_requests_total',
      help: 'Requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'canguro_http_request_duration_seconds',
      help: 'Time from a request to its answer, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.replays = new Counter({
      name: 'canguro_idempotent_replays_total',
      help: 'Writes answered from a stored answer (a retry of a write that had already run)',
      labelNames: ['route'],
      registers,
    });
    this.signInFailures = new Counter({
      name: 'canguro_sign_in_failures_total',
      help: 'Sign-ins refused for a wrong user or password',
      registers,
    });
    this.signInThrottles = new Counter({
      name: 'canguro_sign_in_throttled_total',
      help: 'Sign-ins refused with 429 after too many failures of the account or the address',
      registers,
    });
    const { db, historySearch } = sources;
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    gauge('canguro_db_pool_size', 'Most database connections at once (1 on PGlite)', () => db.poolUse().size);
    gauge(
      'canguro_db_pool_in_use',
      'Database connections running a query or a transaction',
      () => db.poolUse().inUse,
    );
    gauge(
      'canguro_db_pool_waiting',
      'Queries and transactions waiting for a database connection',
      () => db.poolUse().waiting,
    );
    gauge(
      'canguro_history_search_indexed',
      'Histories in the history search index (0 until built)',
      () => historySearch.indexedHistories,
    );
    gauge(
      'canguro_history_search_build_seconds',
      'Seconds the last build of the history search index took (load and build; 0 until built)',
      () => historySearch.lastBuild?.seconds ?? 0,
    );
    gauge(
      'canguro_history_search_index_bytes',
      'Memory the history search index holds, after a full collection (NaN without node --expose-gc)',
      () => historySearch.lastBuild?.bytes ?? Number.NaN,
    );
    gauge('canguro_history_search_ready', '1 once the history search answers from its index, else 0', () =>
      historySearch.state === 'ready' ? 1 : 0,
    );
  }

  observe(record: RequestRecord, c: Context) {
    const { method, route } = record;
    const status = String(record.status);
    this.requests.inc({ method, route, status });
    this.latency.observe({ method, route }, record.ms / 1000);
    if (c.res.headers.get('idempotency-replay') === 'true') this.replays.inc({ route });
    if (method === 'POST' && SIGN_IN_ROUTES.has(route)) {
      if (record.status === 401) this.signInFailures.inc();
      if (record.status === 429) this.signInThrottles.inc();
    }
  }
}

export function metricsRoute(metrics: Metrics): Handler<AppEnv> {
  return async (c) => {
    const token = c.var.config.metricsToken;
    if (!isLocalRequest(c) && !(token && hasBearer(c, token))) {
      if (!token) throw new HttpError(403, 'Las métricas solo se sirven en la propia máquina del servidor');
      c.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'Las métricas piden el token de métricas');
    }
    c.header('cache-control', 'no-store');
    return c.body(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType });
  };
}
