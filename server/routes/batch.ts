/**
 * GET /v1/batch (docs/api.md "Batch reads"): many GET reads of /v1 answered in one request, so that a
 * device on a slow link pays one round trip, not one per read ("Preparar visitas" sends a history's
 * reads at once).
 *
 * Design:
 * - Each read is answered by the server itself (`dispatch`, the whole app), as its own request with the
 *   caller's headers: the same authentication, site and permission checks, the same validation and the
 *   same answer as when asked alone. No route knows it is batched, so none can disagree with its batch.
 *   Each read has its own log line and metrics under its own route, carrying the batch's request id.
 * - The batch answers 200 with one entry per path, in order; a read that fails is its own status in its
 *   entry (a history of another site: its 403), never a failure of the batch. Only the list itself is
 *   refused (400): empty, longer than BATCH_MAX_READS, or a path that is not a read of /v1.
 * - Reads run one after another: a batch holds one database connection at a time, and the Bayley reads
 *   never overlap (spec 000 §7 "Bayley calls run one at a time").
 * - The reads' own answers are not compressed (they never leave the server); the batch's answer is, once,
 *   as any answer (server/http/compression.ts).
 * - A read dispatched from here that names the batch route is refused by the path check; the requests
 *   made here are also remembered, so that no way of spelling the path can nest a batch in a batch.
 */
import { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { BATCH_MAX_READS, BATCH_PATH_PARAM, type BatchEntry } from '../../src/contract/batch';
import { batchText } from '../../src/i18n/validation';
import { badRequest } from '../http/errors';
import type { AppEnv } from '../http/env';

/** Runs one request through the server (server/app.ts). */
export type Dispatch = (request: Request, env: HttpBindings) => Response | Promise<Response>;

const PREFIX = '/v1';
const BATCH_PATH = `${PREFIX}/batch`;

/** The requests this route made: a batch among them is refused whatever its path looked like. */
const dispatched = new WeakSet<Request>();

/** The read's URL, or null when the path is not a read of /v1 other than the batch. */
function readUrl(path: string, base: string): URL | null {
  if (!path.startsWith(`${PREFIX}/`)) return null;
  // Resolved like the browser would ("/v1/../x" is "/x"), then checked again.
  const url = new URL(path, base);
  if (url.origin !== new URL(base).origin || !url.pathname.startsWith(`${PREFIX}/`)) return null;
  if (url.pathname.replace(/\/+$/, '') === BATCH_PATH) return null;
  return url;
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  const body: unknown = JSON.parse(text);
  return body;
}

/**
 * The caller's headers for a read, without what concerns the batch's own answer; the read's log line
 * carries the batch's request id.
 */
function readHeaders(from: Headers, requestId: string): Headers {
  const headers = new Headers(from);
  headers.delete('accept-encoding');
  headers.delete('content-length');
  headers.set('x-request-id', requestId);
  return headers;
}

export function batchRoutes(dispatch: Dispatch) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    if (dispatched.has(c.req.raw)) throw badRequest(batchText.notRead(1));
    const paths = c.req.queries(BATCH_PATH_PARAM) ?? [];
    if (paths.length === 0) throw badRequest(batchText.noReads);
    if (paths.length > BATCH_MAX_READS) throw badRequest(batchText.tooMany(BATCH_MAX_READS));
    const urls = paths.map((path, index) => {
      const url = readUrl(path, c.req.url);
      if (!url) throw badRequest(batchText.notRead(index + 1));
      return url;
    });
    const headers = readHeaders(c.req.raw.headers, c.get('requestId'));
    const entries: BatchEntry[] = [];
    for (const [index, url] of urls.entries()) {
      const request = new Request(url, { method: 'GET', headers });
      dispatched.add(request);
      const response = await dispatch(request, c.env);
      entries.push({ path: paths[index]!, status: response.status, body: await bodyOf(response) });
    }
    return c.json(entries);
  });
  return app;
}
