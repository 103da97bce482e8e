/**
 * One error type and one error handler for the whole API: every failure leaves as JSON
 * `{ message, errors? }` with a Spanish message; a client's mistake is never a 500.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Recurso no encontrado') => new HttpError(404, what);
export const forbidden = (what = 'No tiene permiso para realizar esta acción') => new HttpError(403, what);
export const badRequest = (what: string, details?: Record<string, unknown>) =>
  new HttpError(400, what, details);

/**
 * What the log keeps of a failure: its kind, the database's error code and the first frames of its
 * stack, never its message's values nor the statement's parameters (clinical free text, a patient's name).
 */
export function failureSummary(error: Error): string {
  const code = 'code' in error ? error.code : undefined;
  const frames = (error.stack ?? '')
    .split('\n')
    .slice(1, 4)
    .map((line) => line.trim());
  return [error.name, typeof code === 'string' ? `code ${code}` : null, ...frames]
    .filter(Boolean)
    .join(' | ');
}

export function handleError(error: Error, c: Context) {
  if (error instanceof HttpError) {
    return c.json({ message: error.message, ...error.details }, error.status);
  }
  // The request id joins this line to the request's log line (docs/operations.md "Logs").
  // Absent when the failure came before the request was given its id.
  const requestId: string | undefined = c.get('requestId');
  console.error(`[${c.req.method} ${c.req.path} ${requestId ?? '-'}] ${failureSummary(error)}`);
  return c.json({ message: 'Error interno del servidor' }, 500);
}

export function handleNotFound(c: Context) {
  return c.json({ message: `Ruta no encontrada: ${c.req.method} ${c.req.path}` }, 404);
}
