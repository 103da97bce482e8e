/**
 * Who may read what only operators read (the metrics, the PGlite backup): a request from this same
 * machine, or one that carries the right bearer token.
 *
 * "From this machine" is the socket's peer on loopback and no forwarding header: a reverse proxy on the
 * same machine (Caddy, nginx) connects from loopback too, but on behalf of anyone, and says so with
 * X-Forwarded-For, which Caddy always sets. Whatever TRUST_PROXY says, a forwarded request is never local.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export function isLocalRequest(c: Context): boolean {
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  try {
    return LOOPBACK.test(getConnInfo(c).remote.address ?? '');
  } catch {
    return false; // not on Node's server: nothing says where it came from
  }
}

/** The request's `Authorization: Bearer …` is `token`, compared in constant time. */
export function hasBearer(c: Context, token: string): boolean {
  const sent = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!sent) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(token));
}
