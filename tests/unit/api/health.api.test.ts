import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkHealth } from '../../../src/api/health.api';

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('checkHealth', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is true when the server answers { status: "ok" }', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer({ status: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(checkHealth()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/v1/health', expect.objectContaining({ cache: 'no-store' }));
  });

  it('is false for another answer, an error status or no network', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer({ status: 'degraded' })));
    await expect(checkHealth()).resolves.toBe(false);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer({ status: 'ok' }, 503)));
    await expect(checkHealth()).resolves.toBe(false);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(checkHealth()).resolves.toBe(false);
  });

  it('rethrows when the caller aborted, so a stale check never sets state', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('Aborted', 'AbortError')));
    await expect(checkHealth(controller.signal)).rejects.toThrow('Aborted');
  });
});
