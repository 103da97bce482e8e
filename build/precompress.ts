/**
 * Brotli and gzip copies of the built files beside them (`app.js.br`, `app.js.gz`), made once at build
 * time, used by vite.config.ts. The reference server sends the copy the browser accepts
 * (server/app.ts, docs/deploy.md "Compressed files"): on a rural 3G link the app's files are most of a
 * first visit's and an update's bytes, and compressing them at build time costs the server nothing per
 * request and lets brotli take its slowest, smallest setting.
 *
 * It runs after every other step of the build has written its files (`order: 'post'`, after the service
 * worker is generated), so the service worker and the prerendered index.html are compressed too. A file
 * under 1 KB, or one that would not shrink, keeps no copy. The copies are not precached: the service
 * worker's glob takes the files by their own extensions.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    // dist/.vite holds the build's manifest for bench/bundle-size.ts: never served.
    if (name === '.vite') return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `.br` and `.gz` beside each compressible file of `dir` that they make smaller. */
export async function precompressFiles(dir: string): Promise<void> {
  const files = filesUnder(dir).filter((path) => COMPRESSIBLE.test(path));
  await Promise.all(
    files.map(async (path) => {
      const plain = readFileSync(path);
      if (plain.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(plain, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
          },
        }),
        gzipAsync(plain, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < plain.length) writeFileSync(`${path}.br`, br);
      if (gz.length < plain.length) writeFileSync(`${path}.gz`, gz);
    }),
  );
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => precompressFiles(outDir),
    },
  };
}
