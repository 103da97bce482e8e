/**
 * Starts the reference server: opens the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL),
 * runs the migrations, loads the demo data on first start, and serves the API and the app on PORT (https
 * with TLS_CERT_FILE and TLS_KEY_FILE, plain http redirecting to it on HTTP_REDIRECT_PORT: ./http/tls.ts).
 */
import { randomBytes } from 'node:crypto';
import { createApp } from './app';
import { readConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { HistorySearch, describeIndexBuild } from './search/history-search';
import { loadJwtSecret } from './auth/tokens';
import { pruneIdempotency } from './http/idempotency';
import { listen } from './http/tls';
import { demoUsers, seedIfEmpty, seedReferenceIfEmpty } from './seed';
import { demoUsernamesIn, demoUsersWarning } from './seed/demo-warning';
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
  else if (!config.seedDemo && (await seedReferenceIfEmpty(db))) console.log('Sedes y catálogos cargados.');
  const demoUsernames = await demoUsernamesIn(db);
  if (config.production && demoUsernames.length) console.error(demoUsersWarning(demoUsernames));
  await pruneIdempotency(db, config.idempotencyTtlHours);
  const pruning = setInterval(() => void pruneIdempotency(db, config.idempotencyTtlHours), 3600_000);
  pruning.unref();

  // The search's index is built in the background: until it is ready, searches run in SQL.
  const historySearch = new HistorySearch(db);
  void historySearch.start().then(() => {
    const build = historySearch.lastBuild;
    if (build) console.log(describeIndexBuild(build));
  });
  // PGlite's backup is taken by the server that holds it, for this run's token (server/ops/running-server.ts).
  const backupToken = db.engine === 'pglite' ? randomBytes(32).toString('base64url') : undefined;
  const app = createApp({
    db,
    config,
    jwtSecret: await loadJwtSecret(db, config),
    historySearch,
    backupToken,
  });
  const server = await listen(app.fetch, config.port, config.tls);
  const unannounce = backupToken
    ? announceServer(config.dataDir, { url: server.url, token: backupToken })
    : () => {};
  return {
    url: server.url,
    port: server.port,
    redirectPort: server.redirectPort,
    db,
    /** Whether the database holds the demo users (the banner lists them, with their password). */
    hasDemoUsers: demoUsernames.length > 0,
    async close() {
      unannounce();
      clearInterval(pruning);
      await server.close();
      await historySearch.stop();
      await db.close();
    },
  };
}

export function printBanner(
  running: { url: string; redirectPort?: number; hasDemoUsers: boolean },
  config: Config,
) {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`;
  console.log(
    `\nCanguro escuchando en ${running.url}  (base de datos: ${where}${config.testMode ? ', modo de pruebas' : ''})`,
  );
  if (running.redirectPort !== undefined) {
    console.log(`http en el puerto ${running.redirectPort}: solo redirige a https`);
  }
  if (!running.hasDemoUsers) return;
  console.log('Usuarios de demostración (solo para demostración), contraseña "canguro":');
  for (const u of demoUsers) console.log(`  ${u.username.padEnd(16)} ${u.role}`);
}

/** Starts, prints the banner, and stops cleanly on SIGINT/SIGTERM. */
export async function runServer(config: Config = readConfig()) {
  const running = await startServer(config);
  printBanner(running, config);
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
