import ky from 'ky';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, toApiError } from '../../../src/api/errors';
import { describeFailure, logFailure } from '../../../src/api/failure-log';

afterEach(() => vi.restoreAllMocks());

/** What ky throws for a search the server refused: its message names the URL, the searched name in it. */
async function failedSearch(status: number): Promise<unknown> {
  const fetch = () => Promise.resolve(new Response(JSON.stringify({ error: 'Ana Lucía no' }), { status }));
  return ky.get('http://canguro.test/v1/hc/list?search=Ana%20Luc%C3%ADa', { fetch, retry: 0 }).then(
    () => null,
    (error: unknown) => error,
  );
}

describe('failure log', () => {
  it('a failed call is its kind and status, never its URL nor its answer', async () => {
    const error = await failedSearch(500);
    expect(String((error as Error).message)).toContain('Ana');
    expect(describeFailure(error)).toBe('http 500');
    expect(describeFailure(toApiError(error))).toBe('http 500');
    expect(describeFailure(new ApiError('Network Error', { kind: 'network' }))).toBe('network');
  });

  it("a validation library's message, which quotes the value, is left out", () => {
    const result = v.safeParse(v.number(), 'Ana Lucía');
    const error = new v.ValiError(result.issues!);
    expect(error.message).toContain('Ana');
    expect(describeFailure(error)).toBe('ValiError');
  });

  it("a browser exception keeps its name and message (the browser's own words)", () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(describeFailure(quota)).toBe('QuotaExceededError: The quota has been exceeded.');
    expect(describeFailure('texto')).toBe('string');
  });

  it('an error that wraps a browser exception names both (a transaction aborted for want of room)', () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const aborted = Object.assign(new Error('Aborted: Ana'), { name: 'AbortError', inner: quota });
    expect(describeFailure(aborted)).toBe('AbortError (QuotaExceededError: The quota has been exceeded.)');
    expect(describeFailure(Object.assign(new Error('x'), { inner: 'Ana' }))).toBe('Error');
  });

  it('logs what failed with the description, at the level asked', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    logFailure('History search failed', await failedSearch(503));
    logFailure('Referring user not found', new ApiError('x', { status: 404, kind: 'http' }), 'warn');
    expect(error).toHaveBeenCalledWith('History search failed: http 503');
    expect(warn).toHaveBeenCalledWith('Referring user not found: http 404');
    expect(JSON.stringify([...error.mock.calls, ...warn.mock.calls])).not.toContain('Ana');
  });
});
