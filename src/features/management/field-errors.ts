/**
 * A form's field messages, from the contract's own check on the device or from the server's 400 answer
 * (`errors: { "field.path": "mensaje" }`, server/http/validate.ts): keyed by the top field, first message
 * wins, so the two read alike.
 */
import * as v from 'valibot';
import { isApiError, isUnreachable } from '../../api/errors';
import { usersText } from '../../i18n/users';

export type FieldErrors = Record<string, string>;

export function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue)?.split('.')[0] ?? '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's field messages of a refused write, or null when the refusal was not about fields. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const errors = (error.details as { errors?: unknown } | null)?.errors;
  if (typeof errors !== 'object' || errors === null) return null;
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(errors))
    if (typeof message === 'string') out[path.split('.')[0]!] ??= message;
  return out;
}

/** What a failed change says: the server's own message, or that the server could not be reached. */
export function failureMessage(error: unknown): string {
  if (isUnreachable(error)) return usersText.needsConnection;
  return error instanceof Error ? error.message : String(error);
}
