/**
 * Strict-Transport-Security on every answer sent over https (docs/deploy.md "HTTPS"): once a tablet has
 * opened the app over https, its browser goes there directly, never through plain http again, for a
 * year. Not includeSubDomains: other names of the clinic's domain are not this server's to decide.
 *
 * Over https means: the server holds the certificate itself (every answer of its main port is https), or
 * it runs behind a proxy it trusts (TRUST_PROXY) that says so in X-Forwarded-Proto. Without TRUST_PROXY
 * that header is a client's word and is ignored, as X-Forwarded-For is (./client-address.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import type { AppEnv } from './env';

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

export function requestIsHttps(c: Context<AppEnv>, config: Pick<Config, 'tls' | 'trustProxy'>): boolean {
  if (config.tls) return true;
  if (!config.trustProxy) return false;
  // A chain of proxies lists one protocol each; the first is what the client used.
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

export function strictTransport(config: Pick<Config, 'tls' | 'trustProxy'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    // On the answer's own headers: `c.header` would copy the finished answer into a stream first
    // (security-headers.ts).
    if (requestIsHttps(c, config)) c.res.headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  };
}
