/**
 * Idempotency-Key on every POST/PUT/DELETE. The first answer (status and body) is kept per user and key
 * and given again, with `Idempotency-Replay: true`, to a repeat with the same method, path and body. The
 * same key with another request answers 422; the same key while the first is still running answers 409.
 *
 * Writes store their answer inside their own transaction (`respond` in server/http/write.ts), so a write
 * and its remembered answer land together: a replay after a lost answer can never write twice. Answers
 * that did not come from such a transaction (validation errors, reads by POST such as the report) are
 * stored after the handler; a 5xx is not stored, so the client may try again.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Queryable } from '../db/database';
import { HttpError } from './errors';
import type { AppEnv } from './env';

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
/** A 'running' entry older than this belongs to a request that died with its process. */
const ABANDONED_AFTER_MS = 60_000;

export function idempotency(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (!WRITE_METHODS.has(c.req.method) || !key) return next();
    if (key.length > 200) throw new HttpError(400, 'Idempotency-Key demasiado larga');
    const db = c.var.db;
    const userKey = c.var.user.id;
    const hash = createHash('sha256')
      .update(`${c.req.method} ${c.req.path}?${new URL(c.req.url).search}\n`)
      .update(await c.req.text())
      .digest('base64url');

    const claimed = await claim(db, userKey, key, hash);
    if (!claimed) {
      const [row] = await db.query<{
        request_hash: string;
        state: string;
        status: number;
        body: string;
        content_type: string;
      }>(
        `select request_hash, state, status, body, content_type from idempotency_keys where user_key = $1 and idem_key = $2`,
        [userKey, key],
      );
      if (!row) throw new HttpError(409, 'La petición con esta Idempotency-Key está en curso');
      if (row.request_hash !== hash) {
        throw new HttpError(422, 'La Idempotency-Key ya se usó con otra petición');
      }
      if (row.state === 'running')
        throw new HttpError(409, 'La petición con esta Idempotency-Key está en curso');
      return new Response(row.status === 204 ? null : Buffer.from(row.body, 'base64'), {
        status: row.status,
        headers: { 'content-type': row.content_type, 'idempotency-replay': 'true' },
      });
    }

    c.set('idempotency', { userKey, key });
    await next();
    if (c.var.idempotencyStored) return;
    if (c.res.status >= 500) {
      await db.query(`delete from idempotency_keys where user_key = $1 and idem_key = $2`, [userKey, key]);
      return;
    }
    const bytes = Buffer.from(await c.res.clone().arrayBuffer());
    await storeAnswer(db, { userKey, key }, c.res.status, bytes, c.res.headers.get('content-type') ?? '');
  };
}

/**
 * Claims the key: one insert in the usual case (a new key). Only when the key is taken is a claim that
 * was abandoned (its process died mid-request) cleared, and the key claimed again.
 */
async function claim(db: Queryable, userKey: string, key: string, hash: string): Promise<boolean> {
  const insert = () =>
    db.query(
      `insert into idempotency_keys (user_key, idem_key, request_hash, state) values ($1, $2, $3, 'running')
       on conflict (user_key, idem_key) do nothing returning idem_key`,
      [userKey, key, hash],
    );
  if ((await insert()).length === 1) return true;
  const abandoned = await db.query(
    `delete from idempotency_keys where user_key = $1 and idem_key = $2 and state = 'running' and created_at < $3
     returning idem_key`,
    [userKey, key, new Date(Date.now() - ABANDONED_AFTER_MS)],
  );
  return abandoned.length === 1 && (await insert()).length === 1;
}

export async function storeAnswer(
  db: Queryable,
  entry: { userKey: string; key: string },
  status: number,
  body: Buffer,
  contentType: string,
) {
  await db.query(
    `update idempotency_keys set state = 'done', status = $3, body = $4, content_type = $5
     where user_key = $1 and idem_key = $2`,
    [entry.userKey, entry.key, status, body.toString('base64'), contentType],
  );
}

/** Forgets answers older than the configured time (run at start and every hour). */
export async function pruneIdempotency(db: Queryable, ttlHours: number) {
  await db.query(`delete from idempotency_keys where created_at < $1`, [
    new Date(Date.now() - ttlHours * 3600_000),
  ]);
}
