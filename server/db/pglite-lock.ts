/**
 * PGlite is PostgreSQL in one process: two processes that open one data folder at once corrupt it, and
 * PGlite itself does not stop the second. So whoever opens a folder (the server, `npm run seed`,
 * `npm run admin`) first takes this lock: a file in the folder naming its process. A lock whose process
 * is gone (a crash, a power cut) or that names this very process is taken over; a live one is refused with a message that says which
 * process holds the folder.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { isObjectLike } from '../../src/domain/object-like';

export const LOCK_FILE = 'canguro.lock';

export class DataDirBusy extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `La base de datos PGlite de ${dataDir} está abierta por otro proceso (pid ${pid}, normalmente el ` +
        'servidor). Deténgalo y vuelva a intentarlo: PGlite no admite dos procesos a la vez.',
    );
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return isObjectLike(error) && error.code === 'EPERM';
  }
};

/** Takes the folder's lock or throws DataDirBusy; the returned function releases it. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if (!isObjectLike(error) || error.code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(path, 'utf8').trim());
      // Our own pid is a lock left before a restart that reused it (a container's process 1).
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid))
        throw new DataDirBusy(dataDir, pid);
      rmSync(path, { force: true }); // left by a process that is gone
    }
  }
  throw new DataDirBusy(dataDir, Number(readFileSync(path, 'utf8').trim()));
}
