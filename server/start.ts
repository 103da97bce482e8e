/**
 * `npm start`: builds the app when dist/ is missing, older than its sources or built with other `VITE_*`
 * settings (they are compiled in: the history system's address, say), then starts the server.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSettings, BUILD_STAMP } from './build-settings';
import { readConfig } from './config';
import { runServer } from './main';

const SOURCES = ['src', 'public', 'workers', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, entry) => Math.max(max, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

export function buildIfNeeded(distDir: string) {
  const built = join(distDir, 'index.html');
  const stamp = join(distDir, BUILD_STAMP);
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map(newestMtime));
  const sameSettings = existsSync(stamp) && readFileSync(stamp, 'utf8') === buildSettings();
  if (builtAt >= changedAt && sameSettings) return false;
  console.log(builtAt ? 'El código cambió: compilando la aplicación…' : 'Compilando la aplicación…');
  execSync('npx vite build', { stdio: 'inherit' });
  writeFileSync(stamp, buildSettings());
  return true;
}

const config = readConfig();
buildIfNeeded(config.distDir);
await runServer(config);
