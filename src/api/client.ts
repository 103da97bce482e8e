/**
 * The one HTTP client of the app (spec 000 §7 "Every call carries a bearer access token read from session
 * storage, JSON content type, no timeout, XSRF cookie XSRF-TOKEN with header X-XSRF-TOKEN").
 *
 * Design:
 * - ky 2 underneath, with `timeout: false` and no automatic retries: a failed call fails at once, so the
 *   screens can fall back to what the device holds, and the outbox (src/offline, workers/) owns the retry
 *   policy of writes. Query parameters go through `serializeParams` (empty values dropped, spec 000 §5).
 * - Every POST/PUT/DELETE/PATCH carries an `Idempotency-Key` (a fresh UUID unless the caller gives one); a
 *   retry after a token refresh keeps the same key, so the server can never apply the write twice.
 * - 401: one refresh, then one retry (spec 000 §4, §8). Concurrent 401s share ONE refresh in flight:
 *   refresh tokens are single use and rotating, so a second refresh with the same token would revoke the
 *   whole family (docs/api.md §2). A call that was sent with an access token that has since been replaced
 *   just retries with the new one. If the refresh fails, "Token refresh failed" is logged, the session is
 *   ended and the handler the app registered (`onSessionExpired`, a navigation to /login) runs — unless
 *   no answer came (`isUnreachable`): the network, not the session, failed, and the caller decides.
 * - Embedded mode (spec 000 §6): `x-api-key` and `Authorization` come from the embedded credentials, and a
 *   401 is only reported (there is no refresh token to use and no sign-in page to go to).
 * - Every failure becomes an `ApiError` (errors.ts).
 *
 * `createApiClient` takes its collaborators (fetch, token store, ...) so tests can run it against a fake
 * fetch; `api` is the instance the app uses.
 */
import ky, { isHTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { tokensSchema, type Tokens } from '../contract/auth';
import { sessionText } from '../i18n/platform';
import { getEmbeddedCredentials, type EmbeddedCredentials } from './embedded';
import { ApiError, isUnreachable, nullResponseError, toApiError } from './errors';
import { serializeParams, type Params } from './params';
import { readBody } from './response-body';
import { clearSession, getSession, setTokens } from './session';
import { logFailure } from './failure-log';

export const API_PREFIX = '/v1';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
const WRITES = new Set<Method>(['post', 'put', 'delete', 'patch']);

export interface CallOptions<T> {
  /** Query parameters; empty strings, null and undefined are dropped. */
  params?: Params;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Checks (and types) the answer; a mismatch fails the call. */
  schema?: v.GenericSchema<unknown, T>;
  /** Sign-in calls: no bearer token, and a 401 is the answer, not a reason to refresh. */
  anonymous?: boolean;
}

export interface WriteOptions<T> extends CallOptions<T> {
  /** Reuse a key (an outbox replay); by default every call gets a fresh one. */
  idempotencyKey?: string;
  /** Creates and updates: an empty answer fails with "response was null" (spec 000 §5). */
  requireBody?: boolean;
}

export interface TokenStore {
  accessToken(): string | undefined;
  refreshToken(): string | undefined;
  save(tokens: Tokens): void;
}

export interface ApiClientConfig {
  tokens: TokenStore;
  /** Defaults to the global fetch (read at call time, so tests and the service worker can wrap it). */
  fetch?: typeof fetch;
  /** Absolute origin for environments without a page URL (Node tests). */
  baseUrl?: string;
  embedded?: () => EmbeddedCredentials | null;
  readXsrfToken?: () => string | undefined;
  /** Runs after a refresh failed and the session was given up. */
  onSessionExpired?: () => void;
}

export interface ApiClient {
  get<T = unknown>(path: string, options?: CallOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: WriteOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: WriteOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: WriteOptions<T>): Promise<T>;
  /** The raw answer, for downloads (the RIPS report zip); errors are still ApiErrors. */
  raw(method: Method, path: string, options?: WriteOptions<unknown> & { body?: unknown }): Promise<Response>;
  /** One refresh, shared with any other caller that needs one now. */
  refresh(): Promise<void>;
}

/** The pair of a refresh answer: the spec reads `access.token`; the server also repeats it under `tokens`. */
const refreshAnswerSchema = v.union([
  v.object({ tokens: tokensSchema }),
  v.object({ access: tokensSchema.entries.access, refresh: tokensSchema.entries.refresh }),
]);

/** The XSRF cookie's value, read on every call (the server sets it on the first answer it gives). */
export function readXsrfCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === XSRF_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const http: KyInstance = ky.create({
    prefix: API_PREFIX,
    baseUrl: config.baseUrl,
    timeout: false,
    retry: 0,
    // Read at call time: a test or the service worker may replace the global fetch after start.
    fetch: (input, init) => (config.fetch ?? globalThis.fetch)(input, init),
    headers: { accept: 'application/json' },
  });

  let refreshing: Promise<void> | null = null;

  async function runRefresh(): Promise<void> {
    try {
      const refreshToken = config.tokens.refreshToken();
      if (!refreshToken) throw new ApiError(sessionText.refreshFailed, { status: 401, kind: 'http' });
      const answer = await http.post('auth/refresh-tokens', { json: { refreshToken } }).json();
      const parsed = v.parse(refreshAnswerSchema, answer);
      config.tokens.save('tokens' in parsed ? parsed.tokens : parsed);
    } catch (error) {
      const failure = toApiError(error);
      logFailure(sessionText.refreshFailed, error);
      // No answer is no verdict: the session waits for the network (an offline sign-in works on meanwhile).
      if (!isUnreachable(failure)) config.onSessionExpired?.();
      throw failure;
    }
  }

  function refresh(): Promise<void> {
    refreshing ??= runRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function send(
    method: Method,
    path: string,
    options: WriteOptions<unknown> & { body?: unknown } = {},
  ): Promise<Response> {
    const idempotencyKey = WRITES.has(method)
      ? (options.idempotencyKey ?? globalThis.crypto.randomUUID())
      : undefined;
    const embedded = config.embedded?.() ?? null;

    const attempt = (accessToken: string | undefined) => {
      const headers = new Headers(options.headers);
      if (embedded) {
        headers.set('x-api-key', embedded.apiKey);
        headers.set('authorization', embedded.authorization);
      } else if (accessToken && !options.anonymous) {
        headers.set('authorization', `Bearer ${accessToken}`);
      }
      const xsrf = config.readXsrfToken?.();
      if (xsrf) headers.set(XSRF_HEADER, xsrf);
      if (idempotencyKey) headers.set('idempotency-key', idempotencyKey);
      return http(path.replace(/^\//, ''), {
        method,
        headers,
        json: options.body,
        searchParams: serializeParams(options.params),
        signal: options.signal,
      });
    };

    const sentWith = config.tokens.accessToken();
    try {
      return await attempt(sentWith);
    } catch (error) {
      const unauthorized = isHTTPError(error) && error.response.status === 401;
      if (!unauthorized || embedded || options.anonymous) throw toApiError(error);
      // Another call may have refreshed while this one was on its way: then the new token is enough.
      if (config.tokens.accessToken() === sentWith) {
        try {
          await refresh();
        } catch {
          throw toApiError(error);
        }
      }
      try {
        return await attempt(config.tokens.accessToken());
      } catch (retryError) {
        throw toApiError(retryError);
      }
    }
  }

  async function call<T>(
    method: Method,
    path: string,
    options: WriteOptions<T> & { body?: unknown } = {},
  ): Promise<T> {
    const response = await send(method, path, options);
    let body: unknown;
    try {
      body = await readBody(response, 'throw');
    } catch (error) {
      throw toApiError(error);
    }
    if (body === null && options.requireBody) throw nullResponseError();
    // Without a schema the caller takes the answer as its type (T defaults to unknown); a call whose
    // answer is read field by field passes its contract schema, checked below.
    if (!options.schema) return body as T;
    const parsed = v.safeParse(options.schema, body);
    if (!parsed.success) {
      throw new ApiError(v.summarize(parsed.issues), {
        status: response.status,
        details: body,
        kind: 'unknown',
      });
    }
    return parsed.output;
  }

  return {
    get: (path, options) => call('get', path, options),
    post: (path, body, options) => call('post', path, { ...options, body }),
    put: (path, body, options) => call('put', path, { ...options, body }),
    delete: (path, options) => call('delete', path, options),
    raw: (method, path, options) => send(method, path, options),
    refresh,
  };
}

let sessionExpiredHandler: (() => void) | undefined;

/** The app registers what happens after a refresh failed (a navigation to /login); see src/app. */
export function setSessionExpiredHandler(handler: (() => void) | undefined) {
  sessionExpiredHandler = handler;
}

/** The client of the app: tokens from the session, XSRF from the cookie, embedded credentials when set. */
export const api: ApiClient = createApiClient({
  tokens: {
    accessToken: () => getSession().tokens?.access.token,
    refreshToken: () => getSession().tokens?.refresh.token,
    save: setTokens,
  },
  embedded: getEmbeddedCredentials,
  readXsrfToken: readXsrfCookie,
  onSessionExpired: () => {
    clearSession();
    sessionExpiredHandler?.();
  },
});
