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

export function limitBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A GET or HEAD has no body here (node-server gives it none); asking would build a full web Request
    // for nothing, a tenth of a millisecond of every read.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
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
