/**
 * Two production builds of the app for measuring an update: the sources as they are, and the same with one
 * text of one feature changed (a plugin changes it while building, the sources stay untouched). The
 * server serves a folder of its own (DIST_DIR) holding the first; `update()` puts the second in its place,
 * as a deployment would, and the browser's service worker finds it at its next update check.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { BUILD_STAMP, buildSettings } from '../../server/build-settings';

const repoRoot = resolve(import.meta.dirname, '../..');

export interface TextChange {
  /** The source file, from the repository's root. */
  file: string;
  from: string;
  to: string;
}

export interface AppBuilds {
  /** The folder the server serves (DIST_DIR). */
  served: string;
  /** Serves the second build from now on. */
  update(): void;
  remove(): void;
}

/** A plugin that changes the text, and whether it did (the service worker's own build shares plugins). */
function changeText(change: TextChange): { plugin: Plugin; changed: () => boolean } {
  const target = resolve(repoRoot, change.file);
  let changed = false;
  const plugin: Plugin = {
    name: 'bench-change-one-text',
    // Before the router's code splitter, which reads the file once per part it splits off.
    enforce: 'pre',
    transform(code, id) {
      if (id.split('?')[0] !== target || !code.includes(change.from)) return null;
      changed = true;
      return { code: code.replace(change.from, change.to), map: null };
    },
  };
  return { plugin, changed: () => changed };
}

async function buildInto(outDir: string, plugins: Plugin[]) {
  await build({
    root: repoRoot,
    configFile: join(repoRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins,
  });
  writeFileSync(join(outDir, BUILD_STAMP), buildSettings());
}

export async function buildTwoVersions(change: TextChange): Promise<AppBuilds> {
  const root = mkdtempSync(join(tmpdir(), 'canguro-builds-'));
  const [first, second, served] = ['first', 'second', 'served'].map((name) => join(root, name)) as [
    string,
    string,
    string,
  ];
  try {
    await buildInto(first, []);
    const changing = changeText(change);
    await buildInto(second, [changing.plugin]);
    if (!changing.changed()) throw new Error(`${change.file} was not part of the build`);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  cpSync(first, served, { recursive: true });
  return {
    served,
    update() {
      rmSync(served, { recursive: true, force: true });
      cpSync(second, served, { recursive: true });
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
