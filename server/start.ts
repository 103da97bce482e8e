/**
 * `npm start`: builds the app when dist/ is missing or older than its sources, then starts the server.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
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
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map(newestMtime));
  if (builtAt >= changedAt) return false;
  console.log(builtAt ? 'El código cambió: compilando la aplicación…' : 'Compilando la aplicación…');
  execSync('npx vite build', { stdio: 'inherit' });
  return true;
}

const config = readConfig();
buildIfNeeded(config.distDir);
await runServer(config);
