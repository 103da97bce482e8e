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

export function handleError(error: Error, c: Context) {
  if (error instanceof HttpError) {
    return c.json({ message: error.message, ...error.details }, error.status);
  }
  console.error(`[${c.req.method} ${c.req.path}]`, error);
  return c.json({ message: 'Error interno del servidor' }, 500);
}

export function handleNotFound(c: Context) {
  return c.json({ message: `Ruta no encontrada: ${c.req.method} ${c.req.path}` }, 404);
}
