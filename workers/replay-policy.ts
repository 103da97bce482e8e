/**
 * The replayer's pure rules: how an answer is classified and how long a failed entry waits.
 *
 * Design (DESIGN.md write path, step 7; docs/api.md §1.5, §1.6):
 * - 2xx, a replayed answer (`Idempotency-Replay: true`) included, is the success it records.
 * - 401: one token refresh and one retry (spec 000 §4); the replayer handles it.
 * - No answer (network), 5xx, 408 and 429 are worth retrying later, in order. So is a 409 without
 *   `currentVersion`: that is "the request with this Idempotency-Key is still running" (a send we gave up on
 *   is still being executed), not a conflict, and it clears once the first finishes.
 * - Every other 4xx (400, 403, 404, 409 version conflict, 422, ...) will not change by retrying: the entry
 *   waits for the user ("needs attention").
 * - Backoff: exponential from `baseMs`, capped at `maxMs`, with "equal jitter" (a random point in the upper
 *   half of the step), so tablets that reconnect together spread out but never retry at once. A
 *   `Retry-After` (seconds or an HTTP date) is honoured as given, never sooner than `baseMs`.
 * - A wait after no answer measured the network, not the server: when the device is back online, or the
 *   user asks to sync, that entry is due at once (`waitsForTheNetwork`). After a few failed sends offline
 *   its backoff would otherwise keep the work on the tablet for minutes after the link came back. A wait
 *   the server asked for (5xx, 408, 429, Retry-After) or an answer that did not name the entry's key
 *   (a captive portal) keeps its time.
 */

export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

export const defaultBackoff: BackoffPolicy = { baseMs: 1_000, maxMs: 5 * 60_000 };

export type Verdict = 'success' | 'refresh' | 'retry' | 'attention';

const hasCurrentVersion = (body: unknown) =>
  typeof body === 'object' && body !== null && 'currentVersion' in body;

export function classifyAnswer(status: number, body: unknown): Verdict {
  if (status >= 200 && status < 300) return 'success';
  if (status === 401) return 'refresh';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  if (status === 409 && !hasCurrentVersion(body)) return 'retry';
  return 'attention';
}

/** Wait before the next send of an entry that has been sent `attempts` times (1 after the first). */
export function backoffDelay(attempts: number, random: () => number, policy = defaultBackoff): number {
  const step = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}

/** Whether a backing-off entry's last send had no answer at all (status 0): see the header. */
export function waitsForTheNetwork(lastError: { status: number } | null): boolean {
  return lastError?.status === 0;
}

/** Milliseconds a `Retry-After` header asks to wait (delay-seconds or HTTP-date); null when absent or bad. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** When to send again after a retryable failure. */
export function nextAttemptAt(
  now: number,
  attempts: number,
  retryAfter: string | null,
  random: () => number,
  policy = defaultBackoff,
): number {
  const asked = parseRetryAfter(retryAfter, now);
  const delay = asked === null ? backoffDelay(attempts, random, policy) : Math.max(asked, policy.baseMs);
  return now + delay;
}
