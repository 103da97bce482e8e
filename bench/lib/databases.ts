/**
 * The databases of the server benches: a PGlite folder or a throwaway PostgreSQL cluster (.ci/postgres.sh,
 * when its binaries are installed), seeded with `npm run seed -- --histories N` before any server starts.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../tests/e2e/support/server-process';

const run = promisify(execFile);
const repoRoot = resolve(import.meta.dirname, '../..');

export interface BenchDatabase {
  engine: 'pglite' | 'postgres';
  /** What a server needs: DATA_DIR for PGlite, DATABASE_URL for PostgreSQL. */
  dataDir?: string;
  databaseUrl?: string;
  /** How long `npm run seed` took to load it. */
  seedSeconds: number;
  /** PostgreSQL's postmaster, when the bench started the cluster (its CPU with its backends'). */
  pid?: number;
  stop(): Promise<void>;
}

/** `npm run seed` into the database, as an operator would run it; answers the seconds it took. */
async function seed(env: NodeJS.ProcessEnv, histories: number): Promise<number> {
  const startedAt = performance.now();
  await run(process.execPath, ['--import', 'tsx', 'server/seed/cli.ts', '--histories', String(histories)], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  return (performance.now() - startedAt) / 1000;
}

export async function pgliteDatabase(histories: number): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'canguro-bench-'));
  const seedSeconds = await seed({ DATA_DIR: dataDir, DATABASE_URL: '' }, histories);
  return {
    engine: 'pglite',
    dataDir,
    seedSeconds,
    stop: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
  };
}

/**
 * A PostgreSQL cluster of its own (on `port`, else one the kernel picks), or null when this machine has no
 * PostgreSQL server binaries.
 */
export async function postgresDatabase(histories: number, port?: number): Promise<BenchDatabase | null> {
  const dir = mkdtempSync(join(tmpdir(), 'canguro-bench-pg-'));
  const script = join(repoRoot, '.ci/postgres.sh');
  let databaseUrl: string;
  try {
    databaseUrl = (await run(script, ['start', dir, String(port ?? (await freePort()))])).stdout.trim();
  } catch (error) {
    console.warn(
      `  (no PostgreSQL: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
    );
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const stop = async () => void (await run(script, ['stop', dir]));
  try {
    const seedSeconds = await seed({ DATABASE_URL: databaseUrl }, histories);
    const pid = Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return { engine: 'postgres', databaseUrl, seedSeconds, stop, pid };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A PostgreSQL database seeded beforehand (no seed time, NaN), left as it is at stop. */
export function seededPostgres(databaseUrl: string): BenchDatabase {
  return { engine: 'postgres', databaseUrl, seedSeconds: Number.NaN, stop: () => Promise.resolve() };
}
