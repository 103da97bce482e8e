/**
 * The compression of /v1 answers (server/http/compression.ts) on a small app of its own: which encoding a
 * client's Accept-Encoding gets, which answers stay as they are, and what a compressed answer's headers
 * say. tests/server/compression.test.ts checks the same on the real server's search answers.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chosenEncoding, compressAnswers } from '../../../server/http/compression';
import type { AppEnv } from '../../../server/http/env';

const LARGE = { rows: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `María José Muñoz ${i}` })) };
/** A history's preparation is tens of kilobytes: brotli where it is accepted. */
const BUNDLE = { rows: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `María José Muñoz ${i}` })) };

function app() {
  const api = new Hono<AppEnv>();
  api.use(compressAnswers());
  api.get('/large', (c) => c.json(LARGE));
  api.get('/bundle', (c) => c.json(BUNDLE));
  api.get('/small', (c) => c.json({ status: 'ok' }));
  api.get('/tagged', (c) => c.json(LARGE, 200, { etag: '"v1"', vary: 'Origin' }));
  api.get('/untransformed', (c) => c.json(LARGE, 200, { 'cache-control': 'no-transform' }));
  api.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'content-type': 'image/png' }));
  return api;
}

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app().request(path, { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the encoding a client gets', () => {
  const small = 2048;
  const large = 8 * 1024;

  it('is gzip when it is accepted as much as deflate, else the one accepted more', () => {
    expect(chosenEncoding('gzip, deflate, br', small)).toBe('gzip');
    expect(chosenEncoding('deflate, gzip', small)).toBe('gzip');
    expect(chosenEncoding('*', small)).toBe('gzip');
    expect(chosenEncoding('deflate', small)).toBe('deflate');
    expect(chosenEncoding('gzip;q=0.5, deflate', small)).toBe('deflate');
    expect(chosenEncoding('*;q=0.2, gzip;q=0', small)).toBe('deflate');
  });

  it('is brotli from 8 KB when it is accepted as much as the others', () => {
    expect(chosenEncoding('gzip, deflate, br', large)).toBe('br');
    expect(chosenEncoding('*', large)).toBe('br');
    expect(chosenEncoding('br', large)).toBe('br');
    expect(chosenEncoding('br;q=0.5, gzip', large)).toBe('gzip');
    expect(chosenEncoding('gzip, deflate, br', large - 1)).toBe('gzip');
  });

  it('is none when the client accepts none of them', () => {
    expect(chosenEncoding(undefined, small)).toBeUndefined();
    expect(chosenEncoding('', small)).toBeUndefined();
    expect(chosenEncoding('br', small)).toBeUndefined();
    expect(chosenEncoding('identity', large)).toBeUndefined();
    expect(chosenEncoding('gzip;q=0, deflate;q=0, br;q=0', large)).toBeUndefined();
  });
});

describe('compressed answers', () => {
  it('gzip an answer of 1 KB or more: the same JSON, its compressed length, Vary', async () => {
    const answer = await get('/large', 'gzip, deflate, br');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(Number(answer.headers.get('content-length'))).toBe(bytes.length);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(LARGE);
    expect(bytes.length).toBeLessThan(JSON.stringify(LARGE).length / 3);
  });

  it('brotli an answer of 8 KB or more, where it is accepted', async () => {
    const answer = await get('/bundle', 'gzip, deflate, br');
    expect(answer.headers.get('content-encoding')).toBe('br');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(Number(answer.headers.get('content-length'))).toBe(bytes.length);
    expect(JSON.parse(brotliDecompressSync(bytes).toString('utf8'))).toEqual(BUNDLE);
    const gzipped = await get('/bundle', 'gzip');
    expect(bytes.length).toBeLessThan((await gzipped.arrayBuffer()).byteLength);
    // A client that accepts brotli alone gets it too.
    expect((await get('/bundle', 'br')).headers.get('content-encoding')).toBe('br');
  });

  it('deflate it for a client that accepts deflate alone', async () => {
    const answer = await get('/large', 'deflate');
    expect(answer.headers.get('content-encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(Buffer.from(await answer.arrayBuffer())).toString('utf8'))).toEqual(LARGE);
  });

  it('keep the answer plain, with Vary, when it is small or no encoding is accepted', async () => {
    for (const [path, accepted] of [
      ['/small', 'gzip'],
      ['/large', undefined],
      ['/large', 'br'],
    ] as const) {
      const answer = await get(path, accepted);
      expect(answer.headers.get('content-encoding')).toBeNull();
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      expect(await answer.json()).toEqual(path === '/small' ? { status: 'ok' } : LARGE);
    }
  });

  it('add to the answer’s own Vary and weaken its strong ETag', async () => {
    const answer = await get('/tagged', 'gzip');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('vary')).toBe('Origin, Accept-Encoding');
    expect(answer.headers.get('etag')).toBe('W/"v1"');
  });

  it('leave alone what must not or need not be compressed: no-transform, an image, a HEAD', async () => {
    for (const answer of [
      await get('/untransformed', 'gzip'),
      await get('/image', 'gzip'),
      await get('/large', 'gzip', 'HEAD'),
    ])
      expect(answer.headers.get('content-encoding')).toBeNull();
    expect((await (await get('/image', 'gzip')).arrayBuffer()).byteLength).toBe(4096);
  });
});
