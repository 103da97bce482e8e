/**
 * The field messages of a refused write: a 400 answers `errors: { "field.path": "mensaje" }`
 * (server/http/validate.ts, docs/api.md). The user screens show them under their fields, the sync panel
 * beside the refused change; both read them here.
 */
export interface FieldMessage {
  field: string;
  message: string;
}

/** The answer's field messages, or null when it carries none (a refusal that is not about fields). */
export function fieldMessagesOf(details: unknown): FieldMessage[] | null {
  if (typeof details !== 'object' || details === null || !('errors' in details)) return null;
  const { errors } = details;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return null;
  return Object.entries(errors)
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
    .map(([field, message]) => ({ field, message }));
}
