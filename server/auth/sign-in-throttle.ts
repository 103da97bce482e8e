/**
 * Sign-in throttling: after repeated failures an account (whatever address tries it) or an address
 * (whatever account it tries) is refused for a while with 429 and Retry-After, so a password cannot be
 * guessed by trying. Failures are rows in the database, so every server process behind a load balancer
 * counts the same ones; a successful sign-in clears its account's failures.
 *
 * The account limit is low (a person mistyping a few times is not stopped for long); the address limit is
 * higher, because a clinic's shared desktops leave through one address.
 */
import type { Queryable } from '../db/database';

export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_FAILURE_LIMIT = 10;
export const ADDRESS_FAILURE_LIMIT = 100;

/** Seconds until the account or address may try again; 0 when it may now. */
export async function retryAfterSeconds(db: Queryable, account: string, address: string): Promise<number> {
  const [row] = await db.query<{ account_count: number; address_count: number; oldest: string | null }>(
    `select
       (select count(*)::int from sign_in_failures
         where account = $1 and failed_at > now() - make_interval(secs => $3)) as account_count,
       (select count(*)::int from sign_in_failures
         where address = $2 and failed_at > now() - make_interval(secs => $3)) as address_count,
       (select extract(epoch from min(failed_at))::text from sign_in_failures
         where (account = $1 or address = $2) and failed_at > now() - make_interval(secs => $3)) as oldest`,
    [account, address, THROTTLE_WINDOW_SECONDS],
  );
  if (!row) return 0;
  if (row.account_count < ACCOUNT_FAILURE_LIMIT && row.address_count < ADDRESS_FAILURE_LIMIT) return 0;
  const oldest = row.oldest === null ? Date.now() / 1000 : Number(row.oldest);
  return Math.max(1, Math.ceil(oldest + THROTTLE_WINDOW_SECONDS - Date.now() / 1000));
}

export async function recordFailure(db: Queryable, account: string, address: string): Promise<void> {
  await db.query(`delete from sign_in_failures where failed_at < now() - make_interval(secs => $1)`, [
    THROTTLE_WINDOW_SECONDS,
  ]);
  await db.query(`insert into sign_in_failures (account, address) values ($1, $2)`, [account, address]);
}

export async function clearFailures(db: Queryable, account: string): Promise<void> {
  await db.query(`delete from sign_in_failures where account = $1`, [account]);
}
