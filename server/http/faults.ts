/**
 * Fault hooks for the browser tests, mounted only when CANGURO_TEST_MODE is set: delay answers, fail the
 * next K requests with a status, drop the connection after a write has committed, and count requests in
 * flight (the highest number at once is how the tests prove the one-sender rule of the outbox).
 *
 *   POST /v1/__test/faults  { delayMs?, failNext?: { count, status, path? }, dropAfterCommit?: { count, path? } }
 *   GET  /v1/__test/stats   { inFlight, maxInFlight, requests: [{ method, path, status, idempotencyKey, replay }] }
 *   POST /v1/__test/reset   clears faults and stats
 * `path` is a regular expression tested against the request path; without it every /v1 request matches.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

interface Faults {
  delayMs: number;
  delayPath?: RegExp;
  failNext?: { count: number; status: number; path?: RegExp };
  dropAfterCommit?: { count: number; path?: RegExp };
}

interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  idempotencyKey: string | null;
  replay: boolean;
  at: string;
}

/** Requests kept in the log (test mode only): enough for a whole e2e run, a few MB at most. */
const MAX_LOGGED_REQUESTS = 200_000;

export class FaultState {
  faults: Faults = { delayMs: 0 };
  inFlight = 0;
  maxInFlight = 0;
  requests: LoggedRequest[] = [];

  reset() {
    this.faults = { delayMs: 0 };
    this.inFlight = 0;
    this.maxInFlight = 0;
    this.requests = [];
  }
}

// The hooks themselves, and the app's connectivity probe (src/api/server-reachability.ts): it runs on a
// timer, so failing or counting it would make the faults and counts a spec sets depend on timing.
const isHook = (path: string) => path.startsWith('/v1/__test/') || path === '/v1/health';
const matches = (re: RegExp | undefined, path: string) => !re || re.test(path);
const WRITE = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** Outermost: counts requests in flight, logs them, and fails the next K when asked. */
export function faultGate(state: FaultState): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isHook(c.req.path)) return next();
    state.inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    try {
      const fail = state.faults.failNext;
      if (fail && fail.count > 0 && matches(fail.path, c.req.path)) {
        fail.count -= 1;
        c.res = c.json({ message: `Fallo simulado (${fail.status})` }, fail.status as 500);
      } else {
        await next();
      }
      const drop = state.faults.dropAfterCommit;
      const committedWrite =
        WRITE.has(c.req.method) && c.res.status < 300 && c.res.headers.get('idempotency-replay') !== 'true';
      if (drop && drop.count > 0 && committedWrite && matches(drop.path, c.req.path)) {
        drop.count -= 1;
        c.env.incoming.socket.destroy();
      }
    } finally {
      state.inFlight -= 1;
      state.requests.push({
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        idempotencyKey: c.req.header('idempotency-key') ?? null,
        replay: c.res.headers.get('idempotency-replay') === 'true',
        at: new Date().toISOString(),
      });
      // A whole e2e run logs tens of thousands of requests; a spec reads back its own keys at its end.
      if (state.requests.length > MAX_LOGGED_REQUESTS) state.requests.splice(0, MAX_LOGGED_REQUESTS / 5);
    }
  };
}

/** Innermost: the delay runs after the idempotency claim, so a repeat during it sees the first running. */
export function faultDelay(state: FaultState): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { delayMs, delayPath } = state.faults;
    if (delayMs > 0 && !isHook(c.req.path) && matches(delayPath, c.req.path)) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    await next();
  };
}

export function faultRoutes(state: FaultState) {
  const app = new Hono<AppEnv>();
  app.post('/faults', async (c) => {
    const input = await c.req.json<{
      delayMs?: number;
      delayPath?: string;
      failNext?: { count: number; status: number; path?: string };
      dropAfterCommit?: { count: number; path?: string };
    }>();
    const re = (s?: string) => (s ? new RegExp(s) : undefined);
    if (input.delayMs !== undefined) {
      state.faults.delayMs = input.delayMs;
      state.faults.delayPath = re(input.delayPath);
    }
    if (input.failNext) state.faults.failNext = { ...input.failNext, path: re(input.failNext.path) };
    if (input.dropAfterCommit)
      state.faults.dropAfterCommit = { ...input.dropAfterCommit, path: re(input.dropAfterCommit.path) };
    return c.json({ ok: true });
  });
  app.get('/stats', (c) =>
    c.json({ inFlight: state.inFlight, maxInFlight: state.maxInFlight, requests: state.requests }),
  );
  app.post('/reset', (c) => {
    state.reset();
    return c.json({ ok: true });
  });
  return app;
}
