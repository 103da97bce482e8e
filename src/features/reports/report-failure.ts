/**
 * What the reports screen says when a report could not be made (spec 000 §8 "Report failure"):
 *
 * - the server answered with its error body (`{ message }` or `{ error }`, src/api/errors.ts
 *   `messageOfAnswer`): "Error al generar el reporte: {message}, Por favor, intente nuevamente";
 * - it answered, but not with that shape (a proxy's HTML page, an empty 500): "Unexpected error format";
 * - no answer came (offline, the server down, a gateway standing in for it: `isUnreachable`): not a
 *   failure of the report, the screen's connection notice says it needs the server (docs/reports.md);
 * - the request could not be made at all (anything that is not an answer nor a lost connection):
 *   "Error setting up request";
 * - a request aborted by leaving the screen: nothing to say.
 */
import { isApiError, isUnreachable, messageOfAnswer } from '../../api/errors';
import { reportsText as t } from '../../i18n/reports';

export type ReportFailure = { kind: 'message'; text: string } | { kind: 'connection' } | { kind: 'aborted' };

export function reportFailure(error: unknown): ReportFailure {
  if (isUnreachable(error)) return { kind: 'connection' };
  if (!isApiError(error)) return { kind: 'message', text: t.setupFailed };
  if (error.kind === 'aborted') return { kind: 'aborted' };
  if (error.kind === 'http') {
    const message = messageOfAnswer(error.details);
    return { kind: 'message', text: message === undefined ? t.unexpectedFormat : t.failed(message) };
  }
  return { kind: 'message', text: t.setupFailed };
}
