/**
 * The address a request came from, for sign-in throttling. The socket's peer, unless the server is told
 * it runs behind a proxy it trusts (`TRUST_PROXY=true`), whose X-Forwarded-For first entry is then the
 * client: a header a client writes itself must never choose whose failures count.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './env';

export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not on Node's server (unit tests through app.request)
  }
}
