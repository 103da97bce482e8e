/**
 * The one way a route writes: its changes and its idempotent answer go into a single transaction, so a
 * client that lost the answer and sends the same Idempotency-Key again gets the stored answer, never a
 * second write.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Queryable } from '../db/database';
import type { AppEnv } from './env';
import { storeAnswer } from './idempotency';

export async function respond<T extends object>(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  work: (tx: Queryable) => Promise<T>,
): Promise<Response> {
  const entry = c.var.idempotency;
  const result = await c.var.db.transaction(async (tx) => {
    const answer = await work(tx);
    if (entry) {
      await storeAnswer(tx, entry, status, Buffer.from(JSON.stringify(answer)), 'application/json');
    }
    return answer;
  });
  if (entry) c.set('idempotencyStored', true);
  return c.json(result, status);
}
