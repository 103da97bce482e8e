/**
 * How `npm run backup` finds a server that holds a PGlite folder. PGlite lives inside the server's
 * process and two processes must never open one folder, so while a server runs, its backup is taken by
 * the server itself (GET /v1/backup, server/http/backup-route.ts) and the command only asks for it.
 *
 * At start a PGlite server writes, beside its folder (`<DATA_DIR>.server.json`, readable by its own user
 * only), its process id, its address and a token made for this run; it removes the file when it stops.
 * Reading the file is the right to the backup: whoever can read it could copy the folder anyway. A file
 * left by a server that died names a process that no longer runs, and is ignored.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as v from 'valibot';
import { isObjectLike } from '../../src/domain/object-like';

const runningServerSchema = v.object({
  pid: v.number(),
  /** Where the server answers on this machine. */
  url: v.string(),
  /** The bearer token of GET /v1/backup for this run. */
  token: v.string(),
});
export type RunningServer = v.InferOutput<typeof runningServerSchema>;

export const announcementFile = (dataDir: string) => `${dataDir.replace(/[\\/]+$/, '')}.server.json`;

/** Writes the announcement; the returned function removes it. */
export function announceServer(dataDir: string, server: Omit<RunningServer, 'pid'>): () => void {
  const file = announcementFile(dataDir);
  const announced: RunningServer = { pid: process.pid, ...server };
  writeFileSync(file, JSON.stringify(announced), { mode: 0o600 });
  return () => rmSync(file, { force: true });
}

/** The server running on this folder, or null when none does. */
export function runningServer(dataDir: string): RunningServer | null {
  const file = announcementFile(dataDir);
  if (!existsSync(file)) return null;
  const announced = v.safeParse(runningServerSchema, JSON.parse(readFileSync(file, 'utf8')));
  return announced.success && isAlive(announced.output.pid) ? announced.output : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return isObjectLike(error) && error.code === 'EPERM';
  }
}
