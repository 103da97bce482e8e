/**
 * The Content-Security-Policy source of the app's import map. The build writes the map inline in
 * index.html (vite.config.ts `chunkImportMap`: each chunk imports the others by a name that does not change,
 * the map gives their current files, so an update downloads only the chunks that changed). The policy
 * allows no inline script, so it names this one by its SHA-256, read from the index.html being served:
 * read again when the file changes (a new build deployed under the running server).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const IMPORT_MAP = /<script type="importmap">([\s\S]*?)<\/script>/;

/** `'sha256-…'` of the inline import map of `html`, or null when it has none. */
export function importMapSource(html: string): string | null {
  const map = IMPORT_MAP.exec(html)?.[1];
  return map === undefined ? null : `'sha256-${createHash('sha256').update(map, 'utf8').digest('base64')}'`;
}

/** The source for the index.html of `distDir` as it is now (null without a build or a map). */
export function importMapHashOf(distDir: string): () => string | null {
  const file = join(distDir, 'index.html');
  let seen: { mtimeMs: number; size: number; source: string | null } | undefined;
  return () => {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return null;
    }
    if (seen?.mtimeMs !== stat.mtimeMs || seen.size !== stat.size) {
      seen = { mtimeMs: stat.mtimeMs, size: stat.size, source: importMapSource(readFileSync(file, 'utf8')) };
    }
    return seen.source;
  };
}
