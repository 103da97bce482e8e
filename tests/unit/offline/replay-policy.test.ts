/**
 * The replayer's pure rules: which answers are retried, which need attention, and how long to wait.
 */
import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  classifyAnswer,
  nextAttemptAt,
  parseRetryAfter,
  waitsForTheNetwork,
} from '../../../workers/replay-policy';

describe('classifyAnswer', () => {
  it.each([
    [200, null, 'success'],
    [201, null, 'success'],
    [401, null, 'refresh'],
    [408, null, 'retry'],
    [429, null, 'retry'],
    [500, null, 'retry'],
    [503, null, 'retry'],
    [409, { message: 'La petición con esta Idempotency-Key está en curso' }, 'retry'],
    [409, { message: 'El documento cambió en el servidor', currentVersion: 3 }, 'attention'],
    [400, null, 'attention'],
    [403, null, 'attention'],
    [404, null, 'attention'],
    [422, null, 'attention'],
  ])('%i %j is %s', (status, body, verdict) => {
    expect(classifyAnswer(status, body)).toBe(verdict);
  });
});

describe('backoff', () => {
  const policy = { baseMs: 1000, maxMs: 60_000 };

  it('doubles per attempt, with jitter in the upper half of the step, up to the cap', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, () => 0, policy))).toEqual([500, 1000, 2000, 4000]);
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, () => 0.999999, policy))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(backoffDelay(30, () => 0.5, policy)).toBe(45_000);
    expect(backoffDelay(30, () => 0.999999, policy)).toBe(60_000);
  });

  it('honours Retry-After in seconds or as a date, never sooner than the base step', () => {
    const now = Date.parse('2026-01-15T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Thu, 15 Jan 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Thu, 15 Jan 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(nextAttemptAt(now, 7, '120', () => 0.5, policy)).toBe(now + 120_000);
    expect(nextAttemptAt(now, 1, '0', () => 0.5, policy)).toBe(now + 1000);
    expect(nextAttemptAt(now, 1, null, () => 0.5, policy)).toBe(now + 750);
  });
});

describe('waitsForTheNetwork', () => {
  it('is a wait after no answer, not one the server asked for or an unconfirmed 200', () => {
    expect(waitsForTheNetwork({ status: 0 })).toBe(true);
    expect(waitsForTheNetwork({ status: 503 })).toBe(false);
    expect(waitsForTheNetwork({ status: 429 })).toBe(false);
    expect(waitsForTheNetwork({ status: 200 })).toBe(false);
    expect(waitsForTheNetwork(null)).toBe(false);
  });
});
