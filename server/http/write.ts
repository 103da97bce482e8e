/**
 * The one way a route writes: the Idempotency-Key's claim, the route's checks and changes, and the
 * idempotent answer go into a single transaction, so a client that lost the answer and sends the same
 * Idempotency-Key again gets the stored answer, never a second write (server/http/idempotency.ts).
 *
 * The claim is the transaction's first statement: a repeat answers the stored answer before the route's
 * work runs. The route's reads that decide whether it may write (the history's access, the row it
 * changes) belong in `work` too: one transaction is one turn on PGlite's thread, where every statement
 * outside it would wait its own turn behind every other request's.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Queryable } from '../db/database';
import type { AppEnv } from './env';
import { answerOfKey, claimKey, storeAnswer } from './idempotency';

export async function respond<T extends object>(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  work: (tx: Queryable) => Promise<T>,
): Promise<Response> {
  const entry = c.var.idempotency;
  const outcome = await c.var.db.transaction(async (tx) => {
    if (entry && !(await claimKey(tx, entry))) {
      c.set('idempotencyStored', true);
      return { replay: await answerOfKey(tx, entry) };
    }
    const answer = await work(tx);
    if (entry) await storeAnswer(tx, entry, status, answer);
    return { answer };
  });
  if (outcome.replay) return outcome.replay;
  if (entry) c.set('idempotencyStored', true);
  return c.json(outcome.answer, status);
}
