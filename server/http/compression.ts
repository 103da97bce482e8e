/**
 * Compressed answers (docs/api.md "Compression"): hono's `compress` gzips or deflates an answer as the
 * client's Accept-Encoding asks, but it can only skip a small answer by its Content-Length, which `c.json`
 * does not set. So the JSON answers, already whole in memory, are measured first: one under 1 KB (a health
 * check, an acknowledgement) goes plain, where the gzip header and the work would cost more than they save.
 */
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from './env';

const THRESHOLD_BYTES = 1024;

/** Sets Content-Length on a JSON answer, so that `compress` below sees its size. */
function measureJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (!c.res.body || c.res.headers.has('content-length') || !type.startsWith('application/json')) return;
    const bytes = await c.res.arrayBuffer();
    const measured = new Response(bytes, c.res);
    measured.headers.set('content-length', String(bytes.byteLength));
    c.res = measured;
  };
}

/** The /v1 answers, compressed as accepted; first in the chain, so it sees every answer, errors included. */
export function compressAnswers(): MiddlewareHandler<AppEnv>[] {
  return [compress({ threshold: THRESHOLD_BYTES }), measureJson()];
}
