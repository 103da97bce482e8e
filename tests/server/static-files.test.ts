/**
 * The app's files on the wire (docs/deploy.md "Compressed files"): the build writes brotli and gzip copies
 * beside each file (build/precompress.ts) and the server sends the one the browser accepts, with
 * `Vary: Accept-Encoding`, the file as it is otherwise; a deep link's index.html the same way. On an app of
 * its own serving a small build made for the test.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles } from '../../build/precompress';
import { createApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';

const script = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `texto ${i}`))};\n`;
const page = `<!doctype html><html><head><title>Canguro</title></head><body>${'<p>Canguro</p>'.repeat(100)}</body></html>`;
const BROWSER = 'gzip, deflate, br, zstd';

let dist = '';
let db: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'canguro-static-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, 'assets/app-1a2b3c.js'), script);
  writeFileSync(join(dist, 'assets/tiny-4d5e6f.js'), 'export const a = 1;\n');
  writeFileSync(join(dist, 'icon.png'), Buffer.alloc(4096, 7));
  await precompressFiles(dist);
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  const config = { ...readConfig({ DIST_DIR: dist }), testMode: false };
  app = createApp({ db, config, jwtSecret: 'static-files-test-secret-0123456789abcdef' });
});

afterAll(async () => {
  await db.close();
  rmSync(dist, { recursive: true, force: true });
});

async function get(path: string, acceptEncoding?: string) {
  const answer = await app.request(path, {
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
  return { answer, body: Buffer.from(await answer.arrayBuffer()) };
}

describe('the app files, compressed at build time', () => {
  it('a script goes as brotli where the browser accepts it: the same file in a fraction of the bytes', async () => {
    const { answer, body } = await get('/assets/app-1a2b3c.js', BROWSER);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(answer.headers.get('content-type')).toMatch(/javascript/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(body).toString('utf8')).toBe(script);
    expect(body.length).toBeLessThan(script.length / 3);
  });

  it('gzip where only gzip is accepted, the file itself where nothing is', async () => {
    const zipped = await get('/assets/app-1a2b3c.js', 'gzip, deflate');
    expect(zipped.answer.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(script);
    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.answer.headers.get('content-encoding')).toBeNull();
    expect(plain.body.toString('utf8')).toBe(script);
  });

  it("a deep link's index.html is compressed too, and never cached without asking", async () => {
    const { answer, body } = await get('/psychology/hc/1/evoluciones', BROWSER);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(body).toString('utf8')).toBe(page);
    const plain = await get('/login');
    expect(plain.answer.headers.get('content-encoding')).toBeNull();
    expect(plain.body.toString('utf8')).toBe(page);
  });

  it('a file under 1 KB, or an image, keeps no copy and goes as it is', async () => {
    const tiny = await get('/assets/tiny-4d5e6f.js', BROWSER);
    expect(tiny.answer.headers.get('content-encoding')).toBeNull();
    expect(tiny.body.toString('utf8')).toBe('export const a = 1;\n');
    const icon = await get('/icon.png', BROWSER);
    expect(icon.answer.headers.get('content-encoding')).toBeNull();
    expect(icon.body.length).toBe(4096);
  });
});
