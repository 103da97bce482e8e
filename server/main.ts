/**
 * Starts the reference server: opens the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL),
 * runs the migrations, loads the demo data on first start, and serves the API and the app on PORT.
 */
import { randomBytes } from 'node:crypto';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { HistorySearch } from './search/history-search';
import { loadJwtSecret } from './auth/tokens';
import { pruneIdempotency } from './http/idempotency';
import { demoUsers, seedIfEmpty } from './seed';
import { loadTestParams } from './seed/test-params';
import { announceServer } from './ops/running-server';

export async function startServer(config: Config = readConfig()) {
  // A clinic's replaced Bayley/Griffiths tables are checked before anything starts: fail here, not mid-exam.
  loadTestParams('bayley');
  loadTestParams('griffiths');
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(db);
  if (applied.length) console.log(`Migraciones aplicadas: ${applied.join(', ')}`);
  if (config.seedDemo && (await seedIfEmpty(db))) console.log('Datos de demostración cargados.');
  await pruneIdempotency(db, config.idempotencyTtlHours);
  const pruning = setInterval(() => void pruneIdempotency(db, config.idempotencyTtlHours), 3600_000);
  pruning.unref();

  // The search's index is built in the background: until it is ready, searches run in SQL.
  const historySearch = new HistorySearch(db);
  void historySearch.start();
  // PGlite's backup is taken by the server that holds it, for this run's token (server/ops/running-server.ts).
  const backupToken = db.engine === 'pglite' ? randomBytes(32).toString('base64url') : undefined;
  const app = createApp({
    db,
    config,
    jwtSecret: await loadJwtSecret(db, config),
    historySearch,
    backupToken,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  const unannounce = backupToken ? announceServer(config.dataDir, { url, token: backupToken }) : () => {};
  return {
    url,
    port,
    db,
    async close() {
      unannounce();
      clearInterval(pruning);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await historySearch.stop();
      await db.close();
    },
  };
}

export function printBanner(url: string, config: Config) {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`;
  console.log(
    `\nCanguro escuchando en ${url}  (base de datos: ${where}${config.testMode ? ', modo de pruebas' : ''})`,
  );
  console.log('Usuarios de demostración (solo para demostración), contraseña "canguro":');
  for (const u of demoUsers) console.log(`  ${u.username.padEnd(16)} ${u.role}`);
}

/** Starts, prints the banner, and stops cleanly on SIGINT/SIGTERM. */
export async function runServer(config: Config = readConfig()) {
  const running = await startServer(config);
  printBanner(running.url, config);
  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  return running;
}

const isEntry = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntry) await runServer();
