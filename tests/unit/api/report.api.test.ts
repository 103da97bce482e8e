/**
 * The RIPS - BAI report call (src/api/report.api.ts) over the real API client and a fake server: the body
 * spec 000 §7 lists with the fixed time zone, the zip and its name, and failures as ApiErrors, a
 * connection lost while reading the zip included.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import { generateRipsReport } from '../../../src/api/report.api';
import { BASE_URL, fakeFetch, json, memoryTokens, tokensOf, type Handler } from './fake-server';

function clientFor(handler: Handler) {
  const server = fakeFetch(handler);
  const api = createApiClient({
    baseUrl: BASE_URL,
    fetch: server.fetch,
    tokens: memoryTokens(tokensOf('access', 'refresh')),
    readXsrfToken: () => 'xsrf',
  });
  return { api, seen: server.seen };
}

const zipBytes = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

describe('generateRipsReport (spec 000 §7)', () => {
  it('posts iniDate, endDate and America/Bogota, and gives the zip under its header name', async () => {
    const { api, seen } = clientFor(
      () =>
        new Response(zipBytes, {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="RIPS-BAI_2025-03-01_2025-03-31.zip"',
          },
        }),
    );
    const file = await generateRipsReport({ iniDate: '2025-03-01', endDate: '2025-03-31' }, api);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.path).toBe('/v1/analytics/rips-raw/generate-rips-bai-report');
    expect(seen[0]?.body).toEqual({
      iniDate: '2025-03-01',
      endDate: '2025-03-31',
      timeZone: 'America/Bogota',
    });
    expect(seen[0]?.headers.get('x-xsrf-token')).toBe('xsrf');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer access');
    expect(file.fileName).toBe('RIPS-BAI_2025-03-01_2025-03-31.zip');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(zipBytes);
  });

  it('names the file download.zip when the answer has no content-disposition', async () => {
    const { api } = clientFor(
      () => new Response(zipBytes, { headers: { 'content-type': 'application/zip' } }),
    );
    const file = await generateRipsReport({ iniDate: '2025-03-01', endDate: '2025-03-01' }, api);
    expect(file.fileName).toBe('download.zip');
  });

  it("fails with the server's message as an ApiError", async () => {
    const { api } = clientFor(() => json({ message: 'No tiene permiso para realizar esta acción' }, 403));
    const failure = await generateRipsReport({ iniDate: '2025-03-01', endDate: '2025-03-02' }, api).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 403,
      kind: 'http',
      message: 'No tiene permiso para realizar esta acción',
    });
  });

  it('turns a connection lost while the zip is read into a network ApiError', async () => {
    const broken = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.error(new TypeError('network error')),
    });
    const { api } = clientFor(() => new Response(broken, { headers: { 'content-type': 'application/zip' } }));
    const failure = await generateRipsReport({ iniDate: '2025-03-01', endDate: '2025-03-02' }, api).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ kind: 'network', status: 0 });
  });
});
