/**
 * One database interface over two engines: embedded PGlite (a data folder on disk, the default) and a
 * real PostgreSQL when DATABASE_URL is set. Both speak the same SQL and run the same migrations.
 *
 * Dates (SQL `date`) come back as 'YYYY-MM-DD' strings on both engines so that a birth date never shifts
 * with the server's time zone; timestamps come back as Date and serialise as ISO-8601.
 */
import { lockDataDir } from './pglite-lock';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** How busy the connections are, for the metrics (docs/operations.md "Metrics"). */
export interface PoolUse {
  /** Most connections at once: PG_POOL_SIZE on PostgreSQL, 1 on PGlite. */
  size: number;
  inUse: number;
  /** Queries and transactions waiting for a connection (on PGlite: for its one thread). */
  waiting: number;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs fn in one transaction: everything it writes lands together or not at all. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  poolUse(): PoolUse;
  /**
   * PGlite only: the data folder as a gzipped tarball, taken between two statements of PGlite's one
   * thread (docs/operations.md "Backups").
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const DATE_OID = 1082;

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  // Loaded only here: a server on PostgreSQL never loads PGlite.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgliteStatements } = await import('./pglite-statements');
  // The trigram index of the history search (migration 0005) needs pg_trgm, which PGlite loads on demand.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { mkdirSync } = await import('node:fs');
  let unlock = () => {};
  if (dataDir !== 'memory://') {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir); // one process per folder (./pglite-lock.ts)
  }
  const db = await PGlite.create(dataDir, {
    parsers: { [DATE_OID]: (value: string) => value },
    extensions: { pg_trgm },
  }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const statements = pgliteStatements(db);
  const autocommit: Queryable = { query: (sql, params = []) => statements.query(sql, params, true) };
  const inTransaction: Queryable = { query: (sql, params = []) => statements.query(sql, params, false) };
  const transaction = async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
    await statements.control('begin');
    let result: T;
    try {
      result = await fn(inTransaction);
    } catch (error) {
      await statements.control('rollback');
      throw error;
    }
    await statements.control('commit');
    return result;
  };
  // PGlite runs one statement or transaction at a time on this thread: the others started wait their turn,
  // first in, first out. Each turn starts in a turn of Node's event loop of its own (setImmediate): PGlite's
  // work is synchronous and its queue hands over by promises, so without it a queue of fifty requests' turns
  // ran as one task of hundreds of milliseconds, during which the server accepted no connection and read no
  // request (docs/benchmarks.md, "tablets-burst"). This queue is the only one: ./pglite-statements.ts takes
  // none of PGlite's locks, so everything that reaches PGlite goes through it, the backups' dumps too.
  let started = 0;
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    started++;
    const turn = last
      .then(afterPendingIo)
      .then(run)
      .finally(() => started--);
    last = turn.catch(() => undefined);
    return turn;
  };
  return {
    engine: 'pglite',
    query: (sql, params) => inTurn(() => autocommit.query(sql, params)),
    transaction: (fn) => inTurn(() => transaction(fn)),
    poolUse: () => ({ size: 1, inUse: Math.min(started, 1), waiting: Math.max(started - 1, 0) }),
    dumpDataDir: () => inTurn(() => db.dumpDataDir('gzip')),
    close: async () => {
      await db.close();
      unlock();
    },
  };
}

/** Resolves once Node's event loop has handled the input and output that were waiting (timers' phase aside). */
const afterPendingIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The rows of a PostgreSQL answer as the caller's row type, which its SQL decides: pg types them `any`
 * (PGlite's `query<T>` does the same with a type parameter). The one place a row gets its type unchecked.
 */
const rowsOf = <T>(result: { rows: unknown[] }): T[] => result.rows as T[];

async function openPostgres(url: string): Promise<Database> {
  const pg = (await import('pg')).default;
  pg.types.setTypeParser(DATE_OID, (value: string) => value);
  const size = Number(process.env.PG_POOL_SIZE ?? 10);
  const pool = new pg.Pool({ connectionString: url, max: size });
  let closing = false;
  // An idle connection the database ends (a restart, a failover, an administrator's command) is an error
  // event of the pool: without a listener Node would stop the server. The next query opens a new one.
  pool.on('error', (error) => {
    if (!closing) console.error(`PostgreSQL cerró una conexión inactiva (${error.message}); se abrirá otra.`);
  });
  await pool.query('select 1');
  return {
    engine: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      return rowsOf<T>(await pool.query(sql, params));
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          async query<T>(sql: string, params: unknown[] = []) {
            return rowsOf<T>(await client.query(sql, params));
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    poolUse: () => ({
      size,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      // The pool's end does not wait for its connections' sockets: one the database ends meanwhile is no news.
      closing = true;
      await pool.end();
    },
  };
}
