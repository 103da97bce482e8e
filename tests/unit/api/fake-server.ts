/**
 * A fake fetch for the API client's tests: answers by a handler per request and records every request
 * (method, path, headers, JSON body) as the server would have seen it.
 */
import type { Tokens } from '../../../src/contract/auth';
import type { TokenStore } from '../../../src/api/client';

export interface SeenRequest {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

export type Handler = (request: SeenRequest) => Response | Promise<Response>;

export const BASE_URL = 'http://canguro.test';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function fakeFetch(handler: Handler) {
  const seen: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    // Like the real fetch, an aborted signal fails the call before anything is sent.
    if (request.signal.aborted || init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const url = new URL(request.url);
    const text = await request.text();
    const entry: SeenRequest = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    seen.push(entry);
    return handler(entry);
  };
  return { fetch, seen };
}

export function tokensOf(access: string, refresh: string): Tokens {
  const later = new Date(Date.now() + 60_000).toISOString();
  return { access: { token: access, expires: later }, refresh: { token: refresh, expires: later } };
}

/** A token store in memory, as the session would be. */
export function memoryTokens(initial: Tokens | null): TokenStore & { current: Tokens | null } {
  const store = {
    current: initial,
    accessToken: () => store.current?.access.token,
    refreshToken: () => store.current?.refresh.token,
    save: (tokens: Tokens) => {
      store.current = tokens;
    },
  };
  return store;
}
