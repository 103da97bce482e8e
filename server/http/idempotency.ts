/**
 * Idempotency-Key on every POST/PUT/DELETE. The first answer (status and body) is kept per user and key
 * and given again, with `Idempotency-Replay: true`, to a repeat with the same method, path and body. The
 * same key with another request answers 422.
 *
 * The key is claimed where the answer is decided, never before:
 * - a write claims it as the first statement of its own transaction and stores its answer in the same
 *   transaction (`respond` in server/http/write.ts): a write and its remembered answer land together, and
 *   a key already claimed answers the stored answer instead of writing. One transaction for claim, write
 *   and answer: on PGlite, whose one thread runs one statement or transaction at a time, every separate
 *   statement of a request waits its turn behind every other request's.
 * - an answer that did not come from such a transaction (validation errors, a 4xx the write's transaction
 *   rolled back, reads by POST such as the report) is stored after the handler, by an insert that loses to
 *   any answer stored first: the request then answers that one instead. A 5xx is not stored, so the
 *   client may try again.
 * So a repeat that races its first send (a lost answer, a send dropped mid-flight and sent again) executes
 * once whichever arrives first: on PostgreSQL the second claim waits for the first transaction and then
 * replays its answer; on PGlite the transactions run one after the other. Only side-effect-free work
 * (validation, the route's checks) may run twice. Every write with effects goes through `respond`.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Queryable } from '../db/database';
import { HttpError, handleError } from './errors';
import type { AppEnv, IdempotencyEntry } from './env';

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * Every answer to a request that carries an Idempotency-Key names it again (`Idempotency-Key` in the
 * answer), errors and replays included: the device deletes an outbox entry only when a 2xx answer echoes
 * the entry's own key, so a captive portal's page, a proxy's cached answer or a misrouted one never counts
 * as sent. Mounted first, so the answers of the auth and rate-limit layers carry it too.
 */
export function echoIdempotencyKey(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const key = c.req.header('idempotency-key');
    if (key && key.length <= 200) c.res.headers.set('idempotency-key', key);
  };
}

/**
 * Names the request's key for `respond` (the write's transaction claims it), then stores what no
 * transaction stored: a 4xx, or the answer of a read by POST.
 */
export function idempotency(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (!WRITE_METHODS.has(c.req.method) || !key) return next();
    if (key.length > 200) throw new HttpError(400, 'Idempotency-Key demasiado larga');
    const hash = createHash('sha256')
      .update(`${c.req.method} ${c.req.path}?${new URL(c.req.url).search}\n`)
      .update(await c.req.text())
      .digest('base64url');
    const entry = { userKey: c.var.user.id, key, hash };
    c.set('idempotency', entry);
    await next();
    if (c.var.idempotencyStored || c.res.status >= 500) return;
    const bytes = Buffer.from(await c.res.clone().arrayBuffer());
    const answer = { status: c.res.status, bytes, contentType: c.res.headers.get('content-type') ?? '' };
    // Another request with the key answered first: its answer is this one's.
    if (!(await claimKey(c.var.db, entry, answer)))
      c.res = await answerOfKey(c.var.db, entry).catch((error: Error) => handleError(error, c));
  };
}

/** A claim of an earlier server version, made before its transaction, left 'running' this long is dead. */
const ABANDONED_AFTER_MS = 60_000;

/**
 * Claims the key: true when this request is the first with it. A write claims it at the start of its
 * transaction, still without its answer; an answer stored after the route claims it with the answer. On
 * PostgreSQL a claim by a transaction still running waits for that transaction's end. A dead 'running'
 * claim of an earlier server version is taken over.
 */
export async function claimKey(
  db: Queryable,
  entry: IdempotencyEntry,
  answer?: { status: number; bytes: Buffer; contentType: string },
): Promise<boolean> {
  const claimed = await db.query(
    `insert into idempotency_keys as k (user_key, idem_key, request_hash, state, status, body, content_type)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (user_key, idem_key) do update
       set request_hash = excluded.request_hash, state = excluded.state, status = excluded.status,
           body = excluded.body, content_type = excluded.content_type, created_at = now()
       where k.state = 'running' and k.created_at < $8
     returning idem_key`,
    [
      entry.userKey,
      entry.key,
      entry.hash,
      answer ? 'done' : 'running',
      answer?.status ?? null,
      answer?.bytes.toString('base64') ?? null,
      answer?.contentType ?? null,
      new Date(Date.now() - ABANDONED_AFTER_MS),
    ],
  );
  return claimed.length === 1;
}

/**
 * The answer a repeat gets: the stored one, replayed; 422 when the key was used with another request; 409
 * for a key still running, which only a server of an earlier version sharing the database leaves behind
 * (it claimed keys before its transaction) for at most ABANDONED_AFTER_MS.
 */
export async function answerOfKey(db: Queryable, entry: IdempotencyEntry): Promise<Response> {
  const [row] = await db.query<{
    request_hash: string;
    state: string;
    status: number;
    body: string;
    content_type: string;
  }>(
    `select request_hash, state, status, body, content_type from idempotency_keys where user_key = $1 and idem_key = $2`,
    [entry.userKey, entry.key],
  );
  if (row && row.request_hash !== entry.hash)
    throw new HttpError(422, 'La Idempotency-Key ya se usó con otra petición');
  if (!row || row.state === 'running')
    throw new HttpError(409, 'La petición con esta Idempotency-Key está en curso');
  return new Response(row.status === 204 ? null : Buffer.from(row.body, 'base64'), {
    status: row.status,
    headers: { 'content-type': row.content_type, 'idempotency-replay': 'true' },
  });
}

/** The write's answer, stored in the transaction that claimed the key. */
export async function storeAnswer(tx: Queryable, entry: IdempotencyEntry, status: number, answer: unknown) {
  await tx.query(
    `update idempotency_keys set state = 'done', status = $3, body = $4, content_type = 'application/json'
     where user_key = $1 and idem_key = $2`,
    [entry.userKey, entry.key, status, Buffer.from(JSON.stringify(answer)).toString('base64')],
  );
}

/** Forgets answers older than the configured time (run at start and every hour). */
export async function pruneIdempotency(db: Queryable, ttlHours: number) {
  await db.query(`delete from idempotency_keys where created_at < $1`, [
    new Date(Date.now() - ttlHours * 3600_000),
  ]);
}
