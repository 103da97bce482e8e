/**
 * What the app writes to the console when something fails: a short description that carries no patient
 * data and no token. A request's URL (ky's message names it, a search's text in its query), an answer's body
 * (a refresh's carries the refresh token) and a validation library's message (it quotes the value it got)
 * never reach the console: a failed call is logged by its kind and status, a browser exception
 * (DOMException: storage, crypto, quota) by its name and message, which are the browser's own words, and
 * anything else by its name alone. An error that wraps a browser exception (Dexie's AbortError holds the
 * transaction's QuotaExceededError as `inner`) names both: "AbortError" alone hides that storage is full.
 */
import { isKyError } from 'ky';
import { isApiError, toApiError } from './errors';

export function describeFailure(error: unknown): string {
  // ky's own errors are classified as every failed call is (./errors.ts), not a second time here.
  const failed = isApiError(error) ? error : isKyError(error) ? toApiError(error) : null;
  if (failed) return `${failed.kind}${failed.status ? ` ${failed.status}` : ''}`;
  if (typeof DOMException !== 'undefined' && error instanceof DOMException)
    return `${error.name}: ${error.message}`;
  if (error instanceof Error) {
    const inner: unknown = 'inner' in error ? error.inner : undefined;
    return typeof DOMException !== 'undefined' && inner instanceof DOMException
      ? `${error.name} (${describeFailure(inner)})`
      : error.name;
  }
  return typeof error;
}

/** Logs `what` failed, with the failure's safe description. */
export function logFailure(what: string, error: unknown, level: 'error' | 'warn' = 'error'): void {
  console[level](`${what}: ${describeFailure(error)}`);
}
