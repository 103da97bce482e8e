/**
 * Backups that restore (docs/operations.md "Backups"), through the real commands in their own processes,
 * on the engine the server tests run on: PGlite, whose backup the running server takes, or PostgreSQL
 * (TEST_DATABASE_URL; .ci/run), with pg_dump and pg_restore into databases the test creates. A server
 * runs on a small seeded database; `npm run backup` copies it; more is written; `npm run restore` loads
 * the copy into a new, empty database, which holds exactly the copied state; a second restore into it
 * is refused.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { startServer } from '../../server/main';
import { seed } from '../../server/seed';
import { fingerprint } from './support/fingerprint';

const postgresUrl = process.env.TEST_DATABASE_URL;
const suffix = `${process.pid}_${Date.now()}`;
const work = mkdtempSync(join(tmpdir(), 'canguro-backup-'));
const createdDatabases: string[] = [];
// Each command is a process of its own, and unpacking a PGlite copy takes a while on a busy machine.
const COMMAND_TIMEOUT = 60_000;

interface Target {
  dataDir: string;
  databaseUrl?: string;
}

/** A new database of the tests' engine: a PGlite folder not yet made, or an empty PostgreSQL database. */
async function newTarget(name: string): Promise<Target> {
  const dataDir = join(work, name);
  if (!postgresUrl) return { dataDir };
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const database = `canguro_${name}_${suffix}`;
  await admin.query(`create database "${database}"`);
  await admin.end();
  createdDatabases.push(database);
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  return { dataDir, databaseUrl: url.toString() };
}

/** Runs `npm run backup|restore -- …` as its own process (asynchronously: this process's server answers it). */
function runCommand(args: string[], target: Target) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolveRun) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/ops/cli.ts', ...args], {
      env: { ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => resolveRun({ code, out, err }));
  });
}

let source: Target;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  source = await newTarget('source');
  server = await startServer({
    ...readConfig({}),
    ...source,
    port: 0,
    seedDemo: false,
    testMode: false,
    logRequests: false,
  });
  // Without the demo data the server loaded only the reference data (sites, catalogues): a small demo replaces it.
  await seed(server.db, { historyCount: 20, reset: true });
});

afterAll(async () => {
  await server?.close();
  if (postgresUrl && createdDatabases.length) {
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    for (const name of createdDatabases) await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
  rmSync(work, { recursive: true, force: true });
});

describe(`npm run backup and npm run restore (${postgresUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    'copies the running database, and a restore into a new database finds exactly the copied state',
    async () => {
      const copied = await fingerprint(server.db);
      expect(Number(copied.histories!.split(' ')[0])).toBeGreaterThan(0);
      const outDir = join(work, 'copias');

      const backedUp = await runCommand(['backup', '--out', outDir], source);
      expect(backedUp.err).toBe('');
      expect(backedUp.code).toBe(0);
      const files = readdirSync(outDir);
      expect(files).toHaveLength(1);
      const [name] = files;
      expect(name).toMatch(
        postgresUrl ? /^canguro-postgres-\d{8}-\d{6}Z\.dump$/ : /^canguro-pglite-\d{8}-\d{6}Z\.tar\.gz$/,
      );
      const file = join(outDir, name!);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(backedUp.out).toContain(file);

      // Work goes on after the copy.
      await server.db.query(
        `update histories set patient_name = patient_name || ' Segundo' where id = (select id from histories order by id limit 1)`,
      );
      await server.db.query(`insert into settings (key, value) values ('después de la copia', 'sí')`);
      expect(await fingerprint(server.db)).not.toEqual(copied);

      const target = await newTarget('restored');
      const restored = await runCommand(['restore', file], target);
      expect(restored.err).toBe('');
      expect(restored.code).toBe(0);
      expect(restored.out).toMatch(/^Copia restaurada en .+: \d+ historias, \d+ usuarios\.$/m);
      const db = await openDatabase(target);
      try {
        expect(await fingerprint(db)).toEqual(copied);
      } finally {
        await db.close();
      }

      // The restored database now holds data: another restore into it is refused, and changes nothing.
      const again = await runCommand(['restore', file], target);
      expect(again.code).toBe(1);
      expect(again.err).toMatch(/ya tiene datos: una copia solo se restaura en una base de datos vacía/);
      const after = await openDatabase(target);
      try {
        expect(await fingerprint(after)).toEqual(copied);
      } finally {
        await after.close();
      }
    },
    4 * COMMAND_TIMEOUT,
  );

  it(
    'refuses what is not a copy, and wrong arguments',
    async () => {
      const target = await newTarget('never');
      const notACopy = await runCommand(['restore', 'package.json'], target);
      expect(notACopy.code).toBe(1);
      expect(notACopy.err).toContain('no es una copia de Canguro');
      const usage = await runCommand(['backup', '--salida', work], target);
      expect(usage.code).toBe(2);
      expect(usage.err).toContain('Uso: npm run backup -- --out CARPETA');
    },
    2 * COMMAND_TIMEOUT,
  );
});
