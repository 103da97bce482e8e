/**
 * PostgreSQL's own connections (server/db/database.ts): a connection of the pool that the database ends
 * while it is idle (a restart, a failover, an administrator's command) does not stop the server, and the
 * next query opens another. Collected only with TEST_DATABASE_URL (vitest.config.ts): PGlite, embedded in
 * the process, has no connection to lose.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';

let db: Database;
let admin: Database;

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is needed by this file');
  db = await openDatabase({ databaseUrl: url, dataDir: '' });
  admin = await openDatabase({ databaseUrl: url, dataDir: '' });
});

afterAll(async () => {
  await db?.close();
  await admin?.close();
});

describe('PostgreSQL connections', () => {
  it('an idle connection the database ends is logged, and the next query opens another', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const [before] = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      const [ended] = await admin.query<{ ended: boolean }>('select pg_terminate_backend($1) as ended', [
        before!.pid,
      ]);
      expect(ended!.ended).toBe(true);
      await expect
        .poll(() => logged.mock.calls.flat().join('\n'))
        .toMatch(/PostgreSQL cerró una conexión inactiva \(.+\); se abrirá otra\./);
      const [after] = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      expect(after!.pid).not.toBe(before!.pid);
    } finally {
      logged.mockRestore();
    }
  });
});
