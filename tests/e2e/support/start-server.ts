/**
 * The Playwright web server: a fresh reference server in test mode on E2E_PORT (4180 by default), with an
 * empty temporary data folder that is removed when Playwright stops it (SIGTERM, playwright.config.ts).
 *
 *   node --import tsx tests/e2e/support/start-server.ts
 */
import { E2E_BUILD_ENV, startServerProcess } from './server-process';

const port = Number(process.env.E2E_PORT ?? 4180);
// E2E_ACCESS_TOKEN_TTL_SECONDS starts a server whose access tokens expire quickly (token-expiry.spec.ts).
const ttl = process.env.E2E_ACCESS_TOKEN_TTL_SECONDS;
const env = {
  ...E2E_BUILD_ENV,
  ...(ttl ? { ACCESS_TOKEN_TTL_SECONDS: ttl } : {}),
};
const server = await startServerProcess({ port, testMode: true, stdio: 'inherit', env }).catch(
  (error: unknown) => {
    console.error(`[e2e] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
console.log(`[e2e] Canguro server ready at ${server.origin} (data in ${server.dataDir})`);

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.once(signal, () => {
    void server.stop().then(() => process.exit(0));
  });
}
// If the server dies on its own, end too, so Playwright reports it instead of waiting on a dead port.
server.child.once('exit', (code) => {
  void server.stop().then(() => process.exit(code ?? 1));
});
