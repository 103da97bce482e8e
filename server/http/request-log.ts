/**
 * One JSON line per request on standard output (docs/operations.md "Logs"), and the request's figures for
 * the metrics:
 *
 *   {"time":"2026-11-26T17:45:03.120Z","requestId":"…","method":"GET","route":"/v1/hc/:id","status":200,"ms":4.2,"userId":"…"}
 *
 * A line holds only these fields, so it can carry nothing a patient or a session could be read from: the
 * route's pattern, never the address (an id or a search in it may be a name or a document number), no
 * header's value, no body. The request id comes from a well-formed X-Request-Id (a proxy's, so its log
 * and ours join up) or is made here, and is answered in X-Request-Id so that a person reporting a
 * problem can quote it.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { matchedRoutes } from 'hono/route';
import type { AppEnv, AuthUser } from './env';

export interface RequestRecord {
  /** When the request arrived (ISO-8601, UTC). */
  time: string;
  requestId: string;
  method: string;
  /** The pattern of the route that answered: `/v1/hc/:id`, `/v1/*` for an unknown API address, `*` for the app's files. */
  route: string;
  status: number;
  /** Milliseconds from arrival to the answer's headers, to a tenth. */
  ms: number;
  /** The signed-in user, when the request carried a valid token. */
  userId: string | null;
}

// Proxies' ids are UUIDs or hex strings; anything else long or odd is replaced rather than echoed.
const REQUEST_ID = { limitLength: 64 };

export function observeRequests(
  observers: ((record: RequestRecord, c: Context<AppEnv>) => void)[],
): MiddlewareHandler<AppEnv> {
  const setId = requestId(REQUEST_ID);
  return async (c, next) => {
    const time = new Date().toISOString();
    const start = performance.now();
    await setId(c, next);
    // Set by authentication only when the request carried a valid token.
    const signedIn: AuthUser | undefined = c.get('user');
    const record: RequestRecord = {
      time,
      requestId: c.get('requestId'),
      method: c.req.method,
      route: routePattern(c),
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
      userId: signedIn?.id ?? null,
    };
    for (const observe of observers) observe(record, c);
  };
}

/**
 * The route a request was meant for: the first route of its method that matched, even when a middleware
 * answered first (a 401 on GET /v1/hc/:id counts there); catch-alls name the API's unknown addresses and
 * the app's files. Patterns come from the code, so their number is bounded (metrics labels).
 */
function routePattern(c: Context): string {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const route = matchedRoutes(c).find((r) => r.method === method && r.path !== '*' && r.path !== '/*');
  if (route) return route.path;
  return c.req.path.startsWith('/v1/') ? '/v1/*' : '*';
}

/** Writes each record as one line on standard output. */
export const writeRequestLine = (record: RequestRecord) => {
  process.stdout.write(`${JSON.stringify(record)}\n`);
};
