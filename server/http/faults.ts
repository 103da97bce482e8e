/**
 * Fault hooks for the browser tests, mounted only when CANGURO_TEST_MODE is set: delay answers, fail the
 * next K requests with a status, drop the connection after a write has committed, and count writes in
 * flight (the highest number at once is how the tests prove the one-sender rule of the outbox).
 *
 *   POST /v1/__test/faults  { delayMs?, failNext?: { count, status, path? }, dropAfterCommit?: { count, path? },
 *                             dropConnections?: { count, path? } }
 *   GET  /v1/__test/stats   { inFlight, maxInFlight, requests: [{ method, path, status, idempotencyKey, replay }] }
 *                           (a dropped connection is logged with status 0)
 *   POST /v1/__test/reset   clears faults and stats
 * `path` is a regular expression tested against the request path; without it every /v1 request matches.
 *
 * Scopes: faults and stats belong to a scope, named by the cookie `canguro-test-scope` (or the header
 * `x-canguro-test-scope`), which a test sets on its browser context (tests/e2e/support/faults.ts). Every
 * request of that context carries it, the page's, the service worker's and the workers' alike, so a
 * test's faults touch its own requests only and its stats count them alone: fault tests run in parallel
 * with the rest. Requests without a scope share the unnamed one.
 *
 * The state is held in memory, per process: the hooks sit on every request's path, where a database round
 * trip would change the very timings the faults test, and `inFlight` is a measure of one process's
 * requests. A test against several processes sets its faults on the process it aims at and reads each
 * one's stats.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './env';

interface Faults {
  delayMs: number;
  delayPath?: RegExp;
  failNext?: { count: number; status: ContentfulStatusCode; path?: RegExp };
  dropAfterCommit?: { count: number; path?: RegExp };
  /** The connection is cut before the request is handled: the network going down under a request. */
  dropConnections?: { count: number; path?: RegExp };
}

interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  idempotencyKey: string | null;
  replay: boolean;
  at: string;
}

export const TEST_SCOPE_COOKIE = 'canguro-test-scope';
export const TEST_SCOPE_HEADER = 'x-canguro-test-scope';

/** Requests kept in a scope's log: enough for a whole e2e run in the unnamed scope, a few MB at most. */
const MAX_LOGGED_REQUESTS = 200_000;
/** Scopes kept: one per test of a run; the oldest is forgotten past this. */
const MAX_SCOPES = 2_000;

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

/** The fault state of each scope, made at its first request. */
export class FaultScopes {
  private readonly scopes = new Map<string, FaultState>();

  of(c: Context<AppEnv>): FaultState {
    const name = c.req.header(TEST_SCOPE_HEADER) ?? getCookie(c, TEST_SCOPE_COOKIE) ?? '';
    let state = this.scopes.get(name);
    if (!state) {
      state = new FaultState();
      this.scopes.set(name, state);
      if (this.scopes.size > MAX_SCOPES) this.scopes.delete(this.scopes.keys().next().value!);
    }
    return state;
  }
}

// The hooks themselves, and the app's connectivity probe (src/api/server-reachability.ts): it runs on a
// timer, so failing or counting it would make the faults and counts a spec sets depend on timing.
const isHook = (path: string) => path.startsWith('/v1/__test/') || path === '/v1/health';
const isHookRoute = (path: string) => path.startsWith('/v1/__test/');
const matches = (re: RegExp | undefined, path: string) => !re || re.test(path);
const WRITE = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** Takes one of an armed fault's count when the path matches. */
function take(fault: { count: number; path?: RegExp } | undefined, path: string): boolean {
  if (!fault || fault.count <= 0 || !matches(fault.path, path)) return false;
  fault.count -= 1;
  return true;
}

const logged = (c: Context<AppEnv>): LoggedRequest => ({
  method: c.req.method,
  path: c.req.path,
  status: c.res.status,
  idempotencyKey: c.req.header('idempotency-key') ?? null,
  replay: c.res.headers.get('idempotency-replay') === 'true',
  at: new Date().toISOString(),
});

/** Outermost: counts requests in flight, logs them, and fails the next K when asked. */
export function faultGate(scopes: FaultScopes): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isHookRoute(c.req.path)) return next();
    const state = scopes.of(c);
    // A network down drops the probe too (unlike the other faults), so the app sees the outage as it is.
    if (take(state.faults.dropConnections, c.req.path)) {
      c.env.incoming.socket.destroy();
      c.res = new Response(null, { status: 499 });
      // Logged with status 0: no answer reached the client.
      state.requests.push({ ...logged(c), status: 0 });
      return;
    }
    if (isHook(c.req.path)) return next();
    // Writes only: the outbox replays them one at a time; reads (a screen's queries, the reference data)
    // may overlap them.
    const write = WRITE.has(c.req.method);
    if (write) {
      state.inFlight += 1;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    }
    try {
      const fail = state.faults.failNext;
      if (fail && take(fail, c.req.path)) {
        c.res = c.json({ message: `Fallo simulado (${fail.status})` }, fail.status);
      } else {
        await next();
      }
      const committedWrite =
        WRITE.has(c.req.method) && c.res.status < 300 && c.res.headers.get('idempotency-replay') !== 'true';
      if (committedWrite && take(state.faults.dropAfterCommit, c.req.path)) {
        c.env.incoming.socket.destroy();
      }
    } finally {
      if (write) state.inFlight -= 1;
      state.requests.push(logged(c));
      // A whole e2e run logs tens of thousands of requests; a spec reads back its own keys at its end.
      if (state.requests.length > MAX_LOGGED_REQUESTS) state.requests.splice(0, MAX_LOGGED_REQUESTS / 5);
    }
  };
}

/**
 * Innermost, just before the routes: a delayed write has not claimed its Idempotency-Key yet (the claim is
 * in its transaction), so a repeat that is not delayed itself executes first and the delayed one replays.
 */
export function faultDelay(scopes: FaultScopes): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { delayMs, delayPath } = scopes.of(c).faults;
    if (delayMs > 0 && !isHook(c.req.path) && matches(delayPath, c.req.path)) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    await next();
  };
}

interface FaultsInput {
  delayMs?: number;
  delayPath?: string;
  failNext?: { count: number; status: ContentfulStatusCode; path?: string };
  dropAfterCommit?: { count: number; path?: string };
  dropConnections?: { count: number; path?: string };
}

export function faultRoutes(scopes: FaultScopes) {
  const app = new Hono<AppEnv>();
  app.post('/faults', async (c) => {
    const state = scopes.of(c);
    const input = await c.req.json<FaultsInput>();
    const re = (s?: string) => (s ? new RegExp(s) : undefined);
    if (input.delayMs !== undefined) {
      state.faults.delayMs = input.delayMs;
      state.faults.delayPath = re(input.delayPath);
    }
    if (input.failNext) state.faults.failNext = { ...input.failNext, path: re(input.failNext.path) };
    if (input.dropAfterCommit)
      state.faults.dropAfterCommit = { ...input.dropAfterCommit, path: re(input.dropAfterCommit.path) };
    if (input.dropConnections)
      state.faults.dropConnections = { ...input.dropConnections, path: re(input.dropConnections.path) };
    return c.json({ ok: true });
  });
  app.get('/stats', (c) => {
    const state = scopes.of(c);
    return c.json({ inFlight: state.inFlight, maxInFlight: state.maxInFlight, requests: state.requests });
  });
  app.post('/reset', (c) => {
    scopes.of(c).reset();
    return c.json({ ok: true });
  });
  return app;
}
