/**
 * A form's field messages, from the contract's own check on the device or from the server's 400 answer
 * (`errors: { "field.path": "mensaje" }`, server/http/validate.ts): keyed by the top field, first message
 * wins, so the two read alike.
 */
import * as v from 'valibot';
import { isApiError, isUnreachable } from '../../api/errors';
import { fieldMessagesOf } from '../../api/field-messages';
import { usersText } from '../../i18n/users';

export type FieldErrors = Record<string, string>;

/** The top field of a dot path ('sede.0' → 'sede'). */
const topField = (path: string): string => path.split('.', 1)[0] ?? path;

export function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    errors[topField(v.getDotPath(issue) ?? '_')] ??= issue.message;
  }
  return errors;
}

/** The server's field messages of a refused write, or null when the refusal was not about fields. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const messages = fieldMessagesOf(error.details);
  if (!messages) return null;
  const out: FieldErrors = {};
  for (const { field, message } of messages) out[topField(field)] ??= message;
  return out;
}

/** What a failed change says: the server's own message, or that the server could not be reached. */
export function failureMessage(error: unknown): string {
  if (isUnreachable(error)) return usersText.needsConnection;
  return error instanceof Error ? error.message : String(error);
}
