/**
 * Security headers on every answer, API and app alike (docs/api.md "Security headers").
 *
 * - Content-Security-Policy: scripts only from this origin (no inline script, no eval); styles from this
 *   origin and inline (Mantine writes its CSS variables into style tags); images from this origin, data:
 *   and blob:; connections, workers and the manifest from this origin; frames (the clinic's history pages
 *   the psychology view shows) from the origins in FRAME_SOURCES; `object-src 'none'`, `base-uri 'self'`.
 * - frame-ancestors: the embedded views (/external-views/...) may be framed by the embedding systems
 *   (FRAME_ANCESTORS; any https origin by default, since the spec's embedding system is not named);
 *   every other page by none.
 * - X-Content-Type-Options nosniff, Referrer-Policy no-referrer (a URL may name a patient),
 *   X-Frame-Options DENY outside the embedded views (older browsers), a Permissions-Policy that turns off
 *   what the app never uses.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

export function securityHeaders(options: {
  frameSources: string;
  frameAncestors: string;
}): MiddlewareHandler<AppEnv> {
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
    const embedded = c.req.path.startsWith('/external-views/');
    c.header(
      'content-security-policy',
      `${base}; frame-ancestors ${embedded ? options.frameAncestors : "'none'"}`,
    );
    if (!embedded) c.header('x-frame-options', 'DENY');
    c.header('x-content-type-options', 'nosniff');
    c.header('referrer-policy', 'no-referrer');
    c.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  };
}
