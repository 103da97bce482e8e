/**
 * Production build time and the JavaScript a first visit downloads, gzip-compressed (zlib level 9, what a
 * compressing server or CDN sends at most): the entry chunk with its static imports, the same plus the
 * lazy chunks of the sign-in form (the first screen: "/" sends a visitor without a session to /login),
 * against its goal, the same for the home screen after sign-in, all the JavaScript of the build, and the
 * entry's CSS, and index.html (which carries the prerendered sign-in form and the CSS it needs). The build goes to a temporary folder so a running server's dist/ is not touched.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { kb, round, type Bench } from './lib/bench';

/** One entry of dist/.vite/manifest.json (only the fields used here). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The app's start, which the entry imports after the first frame (src/main.tsx): part of every first
 * visit, so counted with the entry.
 */
const APP_START = 'src/app/start.tsx';
/** Route files whose lazy chunks the first screen, the sign-in form, needs. */
const FIRST_ROUTE_SOURCES = ['src/routes/__root.tsx', 'src/routes/login.tsx'];
/** Route files whose lazy chunks the home screen needs (the signed-in layout and "/"). */
const HOME_SOURCES = ['src/routes/__root.tsx', 'src/routes/_app.tsx', 'src/routes/_app/index.tsx'];
/** Goal for the first screen's JavaScript (gzip). */
const FIRST_ROUTE_GOAL_KB = 180;

const repoRoot = resolve(import.meta.dirname, '..');

function gzipSize(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** The manifest keys of `start` and everything they import statically. */
function staticClosure(manifest: Manifest, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const key = queue.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

const bench: Bench = {
  name: 'bundle-size',
  description: 'vite build, then the gzip size of the JavaScript the first route loads',
  async run() {
    const outDir = mkdtempSync(join(tmpdir(), 'canguro-bundle-'));
    try {
      const startedAt = performance.now();
      await build({
        root: repoRoot,
        configFile: join(repoRoot, 'vite.config.ts'),
        logLevel: 'warn',
        build: { outDir, emptyOutDir: true, manifest: true },
      });
      const buildMs = performance.now() - startedAt;

      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
      const entryKeys = staticClosure(manifest, [...entries, APP_START]);
      const routeClosure = (sources: string[]) =>
        staticClosure(manifest, [
          ...entryKeys,
          ...Object.keys(manifest).filter((key) =>
            sources.some((source) => key === source || key.startsWith(`${source}?`)),
          ),
        ]);
      const firstRouteKeys = routeClosure(FIRST_ROUTE_SOURCES);
      const homeKeys = routeClosure(HOME_SOURCES);

      const jsGzip = (keys: Iterable<string>) =>
        [...keys].reduce((sum, key) => sum + gzipSize(join(outDir, manifest[key]!.file)), 0);
      const entryCss = new Set([...entryKeys].flatMap((key) => manifest[key]!.css ?? []));
      const allJs = listFiles(outDir).filter((path) => path.endsWith('.js'));

      return [
        { metric: 'build time', value: round(buildMs / 1000, 1), unit: 's' },
        { metric: `entry JS, ${entryKeys.size} chunk(s) (gzip)`, value: kb(jsGzip(entryKeys)), unit: 'KB' },
        {
          metric: `first route, sign-in form "/login" JS, ${firstRouteKeys.size} chunk(s) (gzip)`,
          value: kb(jsGzip(firstRouteKeys)),
          unit: 'KB',
        },
        {
          metric: `first route / goal (${FIRST_ROUTE_GOAL_KB} KB)`,
          value: round(jsGzip(firstRouteKeys) / 1024 / FIRST_ROUTE_GOAL_KB, 2),
          unit: 'x',
        },
        {
          metric: `home "/" after sign-in JS, ${homeKeys.size} chunk(s) (gzip)`,
          value: kb(jsGzip(homeKeys)),
          unit: 'KB',
        },
        {
          metric: `all JS, ${allJs.length} file(s) (gzip)`,
          value: kb(allJs.reduce((sum, path) => sum + gzipSize(path), 0)),
          unit: 'KB',
        },
        {
          metric: 'index.html with the prerendered sign-in form and its CSS (gzip)',
          value: kb(gzipSize(join(outDir, 'index.html'))),
          unit: 'KB',
        },
        {
          metric: 'entry CSS (gzip)',
          value: kb([...entryCss].reduce((sum, file) => sum + gzipSize(join(outDir, file)), 0)),
          unit: 'KB',
        },
      ];
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  },
};

export default bench;
