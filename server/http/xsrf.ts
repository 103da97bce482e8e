/**
 * Double-submit XSRF protection (spec 000 §7: cookie XSRF-TOKEN, header X-XSRF-TOKEN). Every answer sets
 * the cookie when the browser has none; every write must echo it in the header. Sign-in, refresh and
 * logout are exempt (they carry credentials in the body), and so are requests from embedding systems
 * authenticated with x-api-key, which hold no ambient credential a third-party page could ride on.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { HttpError } from './errors';
import type { AppEnv } from './env';
import { requestIsHttps } from './strict-transport';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const EXEMPT = /^\/v1\/(auth\/(login|login-username|refresh-tokens|logout)|__test\/.*|health)$/;

export function xsrf(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = getCookie(c, XSRF_COOKIE);
    if (!cookie) {
      setCookie(c, XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'Strict',
        // Over https the cookie never travels over plain http.
        secure: requestIsHttps(c, c.var.config),
      });
    }
    const needsCheck =
      !SAFE.has(c.req.method) && !EXEMPT.test(c.req.path) && c.req.header('x-api-key') === undefined;
    if (needsCheck) {
      const header = c.req.header(XSRF_HEADER) ?? '';
      if (!cookie || !safeEqual(cookie, header)) throw new HttpError(403, 'Token XSRF ausente o no válido');
    }
    await next();
  };
}

function safeEqual(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
