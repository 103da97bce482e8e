/**
 * Backups that restore (docs/operations.md "Backups"): one timestamped file per backup, of either
 * database, and a restore that loads one only into an empty database.
 *
 * - PGlite: the data folder as a gzipped tarball (PGlite's dumpDataDir). While a server holds the folder
 *   it takes the snapshot itself and the command downloads it (running-server.ts); with no server, the
 *   command opens the folder. Restoring unpacks the tarball into a new, empty DATA_DIR.
 * - PostgreSQL: pg_dump's custom format, one consistent snapshot taken beside the running servers;
 *   restoring is pg_restore into an empty database, in one transaction (a failed restore leaves it empty).
 *
 * A restore never merges into data: a database that holds any table is refused, so a copy cannot
 * overwrite today's work by mistake. The restored database is migrated forward by the server's next start.
 */
import { spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openDatabase, type Queryable } from '../db/database';
import { runningServer, type RunningServer } from './running-server';

/** A failure the operator can act on: the command prints its message and exits with 1. */
export class OpsError extends Error {}

interface Target {
  /** PGlite's folder (DATA_DIR). */
  dataDir: string;
  /** PostgreSQL, when set (DATABASE_URL). */
  databaseUrl?: string;
}

const ONLY_INTO_EMPTY = 'ya tiene datos: una copia solo se restaura en una base de datos vacía';

export type Engine = 'pglite' | 'postgres';
const EXTENSION: Record<Engine, string> = { pglite: 'tar.gz', postgres: 'dump' };

/** `canguro-pglite-20261126-174503Z.tar.gz`: sorts by time, says what it holds. */
export function backupFileName(engine: Engine, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.\d+Z$/, 'Z');
  return `canguro-${engine}-${stamp}.${EXTENSION[engine]}`;
}

export async function backup(target: Target, outDir: string, at = new Date()) {
  const engine: Engine = target.databaseUrl ? 'postgres' : 'pglite';
  mkdirSync(outDir, { recursive: true });
  const file = resolve(outDir, backupFileName(engine, at));
  // Written aside and renamed once whole: a file with a backup's name is always a whole backup.
  const partial = `${file}.partial`;
  try {
    if (target.databaseUrl) await pgDump(target.databaseUrl, partial);
    else await dumpPglite(target.dataDir, partial);
    chmodSync(partial, 0o600); // the clinic's records: readable by the server's user only
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { file, bytes: statSync(file).size };
}

async function dumpPglite(dataDir: string, out: string) {
  const server = runningServer(dataDir);
  if (server) return download(server, out);
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    throw new OpsError(`No hay una base de datos PGlite en ${dataDir} (DATA_DIR).`);
  const db = await openDatabase({ dataDir });
  try {
    const tarball = await db.dumpDataDir!();
    await pipeline(chunksOf(tarball), createWriteStream(out, { mode: 0o600 }));
  } finally {
    await db.close();
  }
}

/** The bytes of a blob as they are read, so a large dump never sits whole in memory. */
async function* chunksOf(blob: Blob): AsyncGenerator<Uint8Array> {
  const reader = blob.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/** GET /v1/backup from the server on this machine (its certificate, if any, is not checked: the token is). */
function download(server: RunningServer, out: string) {
  const url = new URL('/v1/backup', server.url);
  const get = url.protocol === 'https:' ? httpsGet : httpGet;
  return new Promise<void>((resolveDone, reject) => {
    const request = get(
      url,
      { headers: { authorization: `Bearer ${server.token}` }, rejectUnauthorized: false },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(
            new OpsError(
              `El servidor (proceso ${server.pid}, ${server.url}) no dio la copia: HTTP ${res.statusCode}.`,
            ),
          );
          return;
        }
        pipeline(res, createWriteStream(out, { mode: 0o600 })).then(resolveDone, reject);
      },
    );
    request.on('error', (error) =>
      reject(
        new OpsError(
          `No se pudo pedir la copia al servidor en marcha (proceso ${server.pid}, ${server.url}): ${error.message}.`,
        ),
      ),
    );
  });
}

function pgDump(databaseUrl: string, out: string) {
  const { dbname, env } = connection(databaseUrl);
  return run('pg_dump', ['--format=custom', `--file=${out}`, `--dbname=${dbname}`], env);
}

/** The connection for pg_dump and pg_restore, its password in the environment: a command line is public. */
function connection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env: Record<string, string> = password ? { PGPASSWORD: password } : {};
  return { dbname: url.toString(), env };
}

/** Restores `file` into the empty database of `target`; says what it restored. */
export async function restore(target: Target, file: string) {
  if (!existsSync(file)) throw new OpsError(`No existe el archivo ${file}.`);
  const kind = backupKind(file);
  if (kind === 'postgres' && !target.databaseUrl)
    throw new OpsError(
      'Esta copia es de PostgreSQL (pg_dump): defina DATABASE_URL con una base de datos vacía para restaurarla.',
    );
  if (kind === 'pglite' && target.databaseUrl)
    throw new OpsError(
      'Esta copia es de PGlite: se restaura en una carpeta DATA_DIR vacía, sin DATABASE_URL.',
    );
  return target.databaseUrl ? restorePostgres(target.databaseUrl, file) : restorePglite(target.dataDir, file);
}

function backupKind(file: string): Engine {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  throw new OpsError(`${file} no es una copia de Canguro (ni de PGlite ni de pg_dump).`);
}

async function restorePglite(dataDir: string, file: string) {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new OpsError(
      `La carpeta ${dataDir} (DATA_DIR) ${ONLY_INTO_EMPTY}. ` +
        'Indique en DATA_DIR una carpeta nueva o vacía.',
    );
  const created = !existsSync(dataDir);
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  mkdirSync(dataDir, { recursive: true });
  try {
    const db = await PGlite.create(dataDir, {
      loadDataDir: new Blob([readFileSync(file)]),
      extensions: { pg_trgm },
    });
    try {
      return {
        target: dataDir,
        ...(await contents({ query: async <T>(sql: string) => (await db.query<T>(sql)).rows })),
      };
    } finally {
      await db.close();
    }
  } catch (error) {
    // Leave the folder as it was found, so that another try sees it empty.
    if (created) rmSync(dataDir, { recursive: true, force: true });
    else
      for (const entry of readdirSync(dataDir))
        rmSync(join(dataDir, entry), { recursive: true, force: true });
    throw error;
  }
}

async function restorePostgres(databaseUrl: string, file: string) {
  const where = describeUrl(databaseUrl);
  const db = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const [row] = await db.query<{ tables: number }>(
      `select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg_toast%'`,
    );
    if (row!.tables > 0)
      throw new OpsError(
        `La base de datos ${where} (DATABASE_URL) ${ONLY_INTO_EMPTY} (esta tiene ${row!.tables} tablas). ` +
          'Cree una nueva (createdb) e indíquela en DATABASE_URL.',
      );
    const { dbname, env } = connection(databaseUrl);
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${dbname}`,
        file,
      ],
      env,
    );
    return { target: where, ...(await contents(db)) };
  } finally {
    await db.close();
  }
}

async function contents(db: Queryable) {
  const [row] = await db.query<{ histories: number; users: number }>(
    `select (select count(*)::int from histories) as histories, (select count(*)::int from users) as users`,
  );
  return row!;
}

/** Host and database of a connection string, never its password. */
export function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'de DATABASE_URL';
  }
}

function run(command: string, args: string[], env: Record<string, string>) {
  return new Promise<void>((resolveDone, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...env },
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new OpsError(
              `No se encontró ${command}: instale el cliente de PostgreSQL (paquete postgresql-client).`,
            )
          : error,
      ),
    );
    child.on('exit', (code) => {
      if (code === 0) resolveDone();
      else reject(new OpsError(`${command} terminó con el código ${code}:\n${errors.trim()}`));
    });
  });
}
