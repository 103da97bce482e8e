import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import { BASE_URL, fakeFetch, json, memoryTokens, tokensOf, type Handler } from './fake-server';

afterEach(() => vi.restoreAllMocks());

function setup(handler: Handler, options: { embedded?: boolean; xsrf?: string } = {}) {
  const server = fakeFetch(handler);
  const tokens = memoryTokens(tokensOf('old-access', 'old-refresh'));
  const onSessionExpired = vi.fn();
  const api = createApiClient({
    baseUrl: BASE_URL,
    fetch: server.fetch,
    tokens,
    onSessionExpired,
    readXsrfToken: () => options.xsrf,
    embedded: () => (options.embedded ? { apiKey: 'clave', authorization: 'Bearer embebido' } : null),
  });
  return { api, seen: server.seen, tokens, onSessionExpired };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the API client', () => {
  it('sends /v1 calls with the bearer token, JSON, XSRF and the serialised query', async () => {
    const { api, seen } = setup(() => json({ ok: true }), { xsrf: 'xsrf-1' });
    await api.get('hc/list', { params: { search: '', page: 2, sites: [1, 2] } });
    await api.post('activity-log', { action: 'abrir' });
    const [get, post] = seen;
    expect(get?.path).toBe('/v1/hc/list');
    expect(get?.search).toBe('?page=2&sites=1%2C2');
    expect(get?.headers.get('authorization')).toBe('Bearer old-access');
    expect(get?.headers.get('x-xsrf-token')).toBe('xsrf-1');
    expect(get?.headers.get('idempotency-key')).toBeNull();
    expect(post?.headers.get('content-type')).toContain('application/json');
    expect(post?.body).toEqual({ action: 'abrir' });
  });

  it('gives every write a fresh Idempotency-Key unless the caller brings one', async () => {
    const { api, seen } = setup(() => json({ id: 1 }));
    await api.post('a', {});
    await api.put('a', {});
    await api.delete('a');
    await api.post('a', {}, { idempotencyKey: 'mine' });
    const keys = seen.map((request) => request.headers.get('idempotency-key'));
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
    for (const key of keys.slice(0, 3)) expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[3]).toBe('mine');
  });

  it('sends the embedded credentials instead of the session token', async () => {
    const { api, seen } = setup(() => json({}));
    const embedded = setup(() => json({}), { embedded: true });
    await api.get('x');
    await embedded.api.get('x');
    expect(seen[0]?.headers.get('x-api-key')).toBeNull();
    expect(embedded.seen[0]?.headers.get('x-api-key')).toBe('clave');
    expect(embedded.seen[0]?.headers.get('authorization')).toBe('Bearer embebido');
  });

  it('refreshes ONCE for concurrent 401s and retries each call with the new token and the same key', async () => {
    const { api, seen, tokens } = setup(async (request) => {
      if (request.path === '/v1/auth/refresh-tokens') {
        await wait(20);
        const pair = tokensOf('new-access', 'new-refresh');
        return json({ ...pair, tokens: pair });
      }
      if (request.headers.get('authorization') !== 'Bearer new-access') {
        return json({ message: 'Sesión no válida o expirada' }, 401);
      }
      return json({ path: request.path });
    });

    const answers = await Promise.all([
      api.get('parameters/name/Feature_Flags'),
      api.get('hc/list'),
      api.post('activity-log', { action: 'x' }),
    ]);

    expect(answers).toEqual([
      { path: '/v1/parameters/name/Feature_Flags' },
      { path: '/v1/hc/list' },
      { path: '/v1/activity-log' },
    ]);
    const refreshes = seen.filter((request) => request.path === '/v1/auth/refresh-tokens');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ refreshToken: 'old-refresh' });
    expect(refreshes[0]?.headers.get('authorization')).toBeNull();
    expect(tokens.current?.access.token).toBe('new-access');
    const posts = seen.filter((request) => request.path === '/v1/activity-log');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.headers.get('idempotency-key')).toBe(posts[1]?.headers.get('idempotency-key'));
  });

  it('retries without a new refresh when another call already replaced the token', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { api, seen, tokens } = setup(async (request) => {
      if (request.path === '/v1/slow') {
        await held;
        return json({ message: 'expirado' }, 401);
      }
      if (request.path === '/v1/auth/refresh-tokens')
        return json({ tokens: tokensOf('new-access', 'new-refresh') });
      return request.headers.get('authorization') === 'Bearer new-access'
        ? json({ ok: true })
        : json({}, 401);
    });
    const slow = api.get('slow');
    await api.get('fast');
    expect(tokens.current?.access.token).toBe('new-access');
    release();
    await expect(slow).rejects.toBeInstanceOf(ApiError);
    expect(seen.filter((request) => request.path === '/v1/auth/refresh-tokens')).toHaveLength(1);
    expect(seen.filter((request) => request.path === '/v1/slow')).toHaveLength(2);
  });

  it('logs "Token refresh failed" and gives up the session once when the refresh fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, seen, onSessionExpired } = setup((request) =>
      request.path === '/v1/auth/refresh-tokens'
        ? json({ message: 'Token de actualización no válido', refreshToken: 'old-refresh' }, 401)
        : json({ message: 'Sesión no válida o expirada' }, 401),
    );

    const results = await Promise.allSettled([api.get('a'), api.get('b')]);

    for (const result of results) {
      expect(result.status).toBe('rejected');
      const error = (result as PromiseRejectedResult).reason as ApiError;
      expect(error.status).toBe(401);
      expect(error.message).toBe('Sesión no válida o expirada');
    }
    expect(seen.filter((request) => request.path === '/v1/auth/refresh-tokens')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('Token refresh failed: http 401');
    // The answer's body (here it echoes the refresh token) never reaches the console.
    expect(JSON.stringify(logged.mock.calls)).not.toContain('old-refresh');
  });

  it('never refreshes for sign-in calls or embedded views', async () => {
    const { api, seen } = setup(() => json({ message: 'Usuario o contraseña incorrectos' }, 401));
    await expect(api.post('auth/login', {}, { anonymous: true })).rejects.toThrow(
      'Usuario o contraseña incorrectos',
    );
    const embedded = setup(() => json({ message: 'Clave de API no válida' }, 401), { embedded: true });
    await expect(embedded.api.get('hc/1')).rejects.toThrow('Clave de API no válida');
    expect([...seen, ...embedded.seen].map((request) => request.path)).toEqual([
      '/v1/auth/login',
      '/v1/hc/1',
    ]);
  });
});
