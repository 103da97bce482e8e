import { TimeoutError } from 'ky';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { ApiError, toApiError } from '../../../src/api/errors';
import { BASE_URL, fakeFetch, json, memoryTokens, tokensOf } from './fake-server';

const client = (handler: Parameters<typeof fakeFetch>[0]) =>
  createApiClient({
    baseUrl: BASE_URL,
    fetch: fakeFetch(handler).fetch,
    tokens: memoryTokens(tokensOf('a', 'r')),
  });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call did not fail');
}

describe('ApiError wrapping (spec 000 §8)', () => {
  it("takes the answer's message, with the status and the answer as details", async () => {
    const answer = { message: 'Historia clínica no encontrada' };
    const error = await failure(client(() => json(answer, 404)).get('hc/x'));
    expect(error.message).toBe('Historia clínica no encontrada');
    expect(error.status).toBe(404);
    expect(error.details).toEqual(answer);
  });

  it("prefers the answer's error field over its message field", async () => {
    const error = await failure(client(() => json({ error: 'Primero', message: 'Segundo' }, 400)).get('x'));
    expect(error.message).toBe('Primero');
  });

  it('falls back to "Request failed with status code N" when the answer has no message', async () => {
    const error = await failure(client(() => new Response('boom', { status: 502 })).get('x'));
    expect(error.message).toBe('Request failed with status code 502');
    expect(error.status).toBe(502);
    const empty = await failure(client(() => json({}, 500)).get('x'));
    expect(empty.message).toBe('Request failed with status code 500');
  });

  it('says "Network Error" when no answer arrives', async () => {
    const error = await failure(
      client(() => {
        throw new TypeError('Failed to fetch');
      }).get('x'),
    );
    expect(error.message).toBe('Network Error');
    expect(error.status).toBe(0);
  });

  it('says "Request aborted" when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(client(() => json({})).get('x', { signal: controller.signal }));
    expect(error.message).toBe('Request aborted');
  });

  it('says "timeout of Nms exceeded" for a timeout', () => {
    const error = toApiError(new TimeoutError(new Request(`${BASE_URL}/v1/x`)), 1500);
    expect(error.message).toBe('timeout of 1500ms exceeded');
  });

  it('fails a create or update that answers nothing with "response was null"', async () => {
    const api = client(() => new Response(null, { status: 204 }));
    const error = await failure(api.post('bayley', { historyId: 'h' }, { requireBody: true }));
    expect(error.message).toBe('response was null');
    await expect(api.post('auth/logout', { refreshToken: 'r' })).resolves.toBeNull();
  });

  it("gives a 404 on create or update the answer's message", async () => {
    const error = await failure(
      client(() => json({ message: 'Documento no encontrado' }, 404)).put('bayley/1', {}),
    );
    expect(error.message).toBe('Documento no encontrado');
  });
});
