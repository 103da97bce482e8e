/**
 * Security headers on every answer, API and app alike (docs/api.md "Security headers").
 *
 * - Content-Security-Policy: scripts only from this origin (no inline script, no eval); styles from this
 *   origin and inline (Mantine writes its CSS variables into style tags); images from this origin, data:
 *   and blob:; connections, workers and the manifest from this origin; frames (the clinic's history pages
 *   the psychology view shows) from the origins in FRAME_SOURCES; `object-src 'none'`, `base-uri 'self'`.
 * - frame-ancestors: the two embedded views (/external-views/psychology/hc/{id} and
 *   /external-views/vaccination/hc/{id}) may be framed by exactly the host pages of EMBED_ORIGINS (the
 *   loopback origins by default); every other page, and every other answer, by none.
 * - X-Content-Type-Options nosniff, Referrer-Policy no-referrer (a URL may name a patient),
 *   X-Frame-Options DENY outside the embedded views (older browsers), a Permissions-Policy that turns off
 *   what the app never uses.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

/** The two external views of spec 000 §2, the only pages another site may frame. */
const EMBEDDED_VIEW = /^\/external-views\/(psychology|vaccination)\/hc\/[^/]+\/?$/;

export const isEmbeddedViewPath = (path: string): boolean => EMBEDDED_VIEW.test(path);

export function securityHeaders(options: {
  frameSources: string;
  embedOrigins: readonly string[];
}): MiddlewareHandler<AppEnv> {
  const embedAncestors = options.embedOrigins.length > 0 ? options.embedOrigins.join(' ') : "'none'";
  const base = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src ${options.frameSources}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return async (c, next) => {
    await next();
    const embedded = isEmbeddedViewPath(c.req.path);
    // Set on the finished answer's own headers (every answer here is made by hono, its headers mutable):
    // `c.header` would first copy the answer into a new one whose body is a web stream, once per header,
    // which cost a server read more than its route's own work (docs/benchmarks.md "hc-list-latency").
    const headers = c.res.headers;
    headers.set(
      'content-security-policy',
      `${base}; frame-ancestors ${embedded ? embedAncestors : "'none'"}`,
    );
    if (!embedded) headers.set('x-frame-options', 'DENY');
    headers.set('x-content-type-options', 'nosniff');
    headers.set('referrer-policy', 'no-referrer');
    headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  };
}
