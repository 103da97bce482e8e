/**
 * Starts one real server for the server tests: a fresh PGlite in a temporary folder, or, when
 * TEST_DATABASE_URL is set, a PostgreSQL database whose public schema is emptied first. The tests talk to
 * it over HTTP only; the fault hooks are on (test mode).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { readConfig } from '../../server/config';
import { startServer } from '../../server/main';

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'canguro-server-test-'));
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('drop schema public cascade; create schema public;');
    await client.end();
  }
  const config = {
    ...readConfig({ ...process.env, DATABASE_URL: databaseUrl ?? '' }),
    port: 0,
    dataDir,
    testMode: true,
  };
  const server = await startServer(config);
  console.log(`Servidor de pruebas en ${server.url} (${server.db.engine})`);
  project.provide('baseUrl', server.url);
  project.provide('engine', server.db.engine);
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    engine: 'pglite' | 'postgres';
  }
}
