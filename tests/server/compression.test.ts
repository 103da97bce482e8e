/**
 * Compressed answers (docs/api.md "Compression"): an answer of 1 KB or more is gzip when the client
 * accepts it, the same JSON once inflated and a fraction of its bytes on the wire; plain when it does not;
 * a small answer stays plain.
 */
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { as, baseUrl } from './support/api';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The answer's bytes as they cross the wire (fetch would inflate them). */
function raw(path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl()}/v1${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed answers', () => {
  it('a list answer is gzip when accepted: the same JSON in a fraction of the bytes', async () => {
    const s = await as('psicologia');
    const auth = { authorization: `Bearer ${s.token}` };
    const plain = await raw('/hc/list?search=CNG', auth);
    const zipped = await raw('/hc/list?search=CNG', { ...auth, 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    );
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
  });

  it('a small answer stays plain, even when gzip is accepted', async () => {
    const health = await raw('/health', { 'accept-encoding': 'gzip' });
    expect(health.status).toBe(200);
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
