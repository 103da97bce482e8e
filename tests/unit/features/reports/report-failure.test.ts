/**
 * What the reports screen says of a failed report (src/features/reports/report-failure.ts; spec 000 §8
 * "Report failure"), for failures as the real API client makes them from a fake server's answers.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../../src/api/client';
import { ApiError } from '../../../../src/api/errors';
import { generateRipsReport } from '../../../../src/api/report.api';
import { reportFailure } from '../../../../src/features/reports/report-failure';
import { BASE_URL, fakeFetch, json, memoryTokens, tokensOf, type Handler } from '../../api/fake-server';

async function failureOf(handler: Handler) {
  const server = fakeFetch(handler);
  const api = createApiClient({
    baseUrl: BASE_URL,
    fetch: server.fetch,
    tokens: memoryTokens(tokensOf('a', 'r')),
  });
  const error = await generateRipsReport({ iniDate: '2025-03-01', endDate: '2025-03-02' }, api).then(
    () => {
      throw new Error('the report should have failed');
    },
    (caught: unknown) => caught,
  );
  return reportFailure(error);
}

describe('reportFailure (spec 000 §8)', () => {
  it("wraps the server's message field in the spec's sentence", async () => {
    expect(await failureOf(() => json({ message: 'Token XSRF ausente o no válido' }, 403))).toEqual({
      kind: 'message',
      text: 'Error al generar el reporte: Token XSRF ausente o no válido, Por favor, intente nuevamente',
    });
  });

  it('reads the error field too, before message', async () => {
    expect(await failureOf(() => json({ error: 'Rango no permitido', message: 'otro' }, 400))).toEqual({
      kind: 'message',
      text: 'Error al generar el reporte: Rango no permitido, Por favor, intente nuevamente',
    });
  });

  it('says "Unexpected error format" for an answer whose body is not the error shape', async () => {
    const html = () =>
      new Response('<html><body>Internal Server Error</body></html>', {
        status: 500,
        headers: { 'content-type': 'text/html' },
      });
    expect(await failureOf(html)).toEqual({ kind: 'message', text: 'Unexpected error format' });
    expect(await failureOf(() => json({ detail: 'sin mensaje' }, 500))).toEqual({
      kind: 'message',
      text: 'Unexpected error format',
    });
    expect(await failureOf(() => json({ message: '' }, 422))).toEqual({
      kind: 'message',
      text: 'Unexpected error format',
    });
    expect(await failureOf(() => new Response(null, { status: 500 }))).toEqual({
      kind: 'message',
      text: 'Unexpected error format',
    });
  });

  it('is a connection problem, not a failure, when no answer came or a gateway stood in for the server', async () => {
    expect(
      await failureOf(() => {
        throw new TypeError('Failed to fetch');
      }),
    ).toEqual({ kind: 'connection' });
    expect(await failureOf(() => new Response('Bad gateway', { status: 502 }))).toEqual({
      kind: 'connection',
    });
  });

  it('says "Error setting up request" when the request could not be made', async () => {
    expect(
      await failureOf(() => {
        throw new Error('cuerpo imposible de enviar');
      }),
    ).toEqual({ kind: 'message', text: 'Error setting up request' });
    expect(reportFailure(new RangeError('Invalid time value'))).toEqual({
      kind: 'message',
      text: 'Error setting up request',
    });
  });

  it('says nothing of a request aborted by leaving the screen', () => {
    expect(reportFailure(new ApiError('Request aborted', { kind: 'aborted' }))).toEqual({ kind: 'aborted' });
  });
});
