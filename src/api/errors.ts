/**
 * One error type for every failed /v1 call (spec 000 §8): `status` (0 when no answer arrived), `details`
 * (the answer's JSON, when there was one) and a `message` taken from the answer's `error` or `message`
 * field, or else the client message of the spec ("Request failed with status code N", "Network Error",
 * "Request aborted", "timeout of Nms exceeded", "response was null").
 */
import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { clientErrorText } from '../i18n/platform';
import { isObjectLike } from '../domain/object-like';

export type ApiErrorKind = 'http' | 'network' | 'aborted' | 'timeout' | 'null-response' | 'unknown';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status of the answer; 0 when no answer arrived (network, abort, timeout). */
  readonly status: number;
  /** The answer's body as parsed JSON (or text), when there was one. */
  readonly details: unknown;
  readonly kind: ApiErrorKind;

  constructor(
    message: string,
    options: { status?: number; details?: unknown; kind: ApiErrorKind; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.status = options.status ?? 0;
    this.details = options.details;
    this.kind = options.kind;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The answer's own message: `error` first, then `message`, when either is a non-empty string. */
export function messageOfAnswer(details: unknown): string | undefined {
  if (!isObjectLike(details)) return undefined;
  for (const key of ['error', 'message'] as const) {
    const value = details[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** The error for a create or update that answered no body (spec 000 §5 "response was null"). */
export const nullResponseError = () => new ApiError(clientErrorText.nullResponse, { kind: 'null-response' });

/** The error of an answer that is not a 2xx: its own message, else the client's "status code N". */
export function httpError(status: number, details: unknown, cause?: unknown): ApiError {
  return new ApiError(messageOfAnswer(details) ?? clientErrorText.status(status), {
    status,
    details,
    kind: 'http',
    cause,
  });
}

const isAbort = (error: unknown) => isObjectLike(error) && error.name === 'AbortError';

/**
 * Wraps whatever a ky call threw. `timeoutMs` is only used for the timeout message (the app's client has no
 * timeout, but callers may pass one).
 */
export function toApiError(error: unknown, timeoutMs?: number): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) return httpError(error.response.status, error.data, error);
  if (isTimeoutError(error)) {
    return new ApiError(clientErrorText.timeout(timeoutMs ?? 0), { kind: 'timeout', cause: error });
  }
  if (isAbort(error) || (isNetworkError(error) && isAbort(error.cause))) {
    return new ApiError(clientErrorText.aborted, { kind: 'aborted', cause: error });
  }
  if (isNetworkError(error) || error instanceof TypeError) {
    return new ApiError(clientErrorText.network, { kind: 'network', cause: error });
  }
  const message = error instanceof Error && error.message ? error.message : String(error);
  return new ApiError(message, { kind: 'unknown', cause: error });
}

/**
 * The server could not be reached: no answer at all (offline, DNS, a dropped connection, a timeout), or a
 * gateway's 502/503/504 standing in for it. The read path answers from the device then
 * (src/offline/history-cache.ts, history-search.ts); any other answer is the server's own word.
 */
export function isUnreachable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && [502, 503, 504].includes(error.status);
}
