/**
 * What every /v1 request must be before a route reads it: a body no larger than the configured limit
 * (413, before it is read whole), and a path and query free of characters the database refuses (NUL),
 * which would otherwise surface as a 500. JSON bodies get the same text check, and more, in
 * ./validate.ts `readJson`.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { badRequest, HttpError } from './errors';
import type { AppEnv } from './env';
import { inputText } from '../../src/i18n/validation';

/** A NUL, or a UTF-16 surrogate without its pair: text no PostgreSQL column or JSON value accepts. */
// eslint-disable-next-line no-control-regex -- the NUL is what is looked for
export const FORBIDDEN_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A body's length is known from its Content-Length (Node's parser holds the body to it), so only a body
 * sent in chunks is counted as it is read, by hono's bodyLimit. Hono's middleware asks first for the
 * request's body stream, which makes @hono/node-server build a whole web Request for every request, GETs
 * included (7.6 % of the server's thread in the tablets' burst, docs/benchmarks.md); the route then reads
 * the body straight from Node's request.
 */
export function limitBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number.parseInt(length || '0', 10) > c.var.config.maxBodyBytes)
        throw new HttpError(413, inputText.bodyTooLarge);
      return next();
    }
    const limit = bodyLimit({
      maxSize: c.var.config.maxBodyBytes,
      onError: () => {
        throw new HttpError(413, inputText.bodyTooLarge);
      },
    });
    await limit(c, next);
  };
}

export function checkUrl(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      throw badRequest(inputText.badUrl);
    }
    if (FORBIDDEN_TEXT.test(path)) throw badRequest(inputText.forbiddenText);
    for (const [, value] of url.searchParams)
      if (FORBIDDEN_TEXT.test(value)) throw badRequest(inputText.forbiddenText);
    await next();
  };
}
