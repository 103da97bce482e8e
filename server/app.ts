/**
 * The reference server: the /v1 API of both specs and, on the same origin, the built app. Middleware
 * order matters and is the design:
 *   compression → URL check → body limit → faults (test mode) → XSRF → public auth routes → authenticate → idempotency
 *   → delay (test mode) → routes
 * with the security headers on every answer, the app's included (and Strict-Transport-Security over https),
 * and, around everything, the request id, the request's log line and its metrics (docs/operations.md);
 * so that every write is authenticated before its Idempotency-Key is looked at (the key is claimed in the
 * write's own transaction, server/http/write.ts), and a test delay comes before that claim.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Config } from './config';
import type { Database } from './db/database';
import { TokenService } from './auth/tokens';
import { authenticate } from './http/auth';
import { handleError, handleNotFound } from './http/errors';
import type { AppEnv } from './http/env';
import { FaultScopes, faultDelay, faultGate, faultRoutes } from './http/faults';
import { echoIdempotencyKey, idempotency } from './http/idempotency';
import { checkUrl, limitBody } from './http/input-guard';
import { backupRoute } from './http/backup-route';
import { compressAnswers } from './http/compression';
import { Metrics, metricsRoute } from './http/metrics';
import { observeRequests, writeRequestLine, type RequestRecord } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { strictTransport } from './http/strict-transport';
import { HistorySearch } from './search/history-search';
import { xsrf } from './http/xsrf';
import { apiRoutes } from './routes';
import { batchRoutes } from './routes/batch';
import { privateAuthRoutes, publicAuthRoutes } from './routes/auth';

export function createApp(deps: {
  db: Database;
  config: Config;
  jwtSecret: string;
  /** The server's started search (server/main.ts); without one, every search runs in SQL. */
  historySearch?: HistorySearch;
  /** Where each request's log line goes: standard output when LOG_REQUESTS is on (tests pass their own). */
  logRequest?: (record: RequestRecord) => void;
  /** PGlite: the token of this run's GET /v1/backup (server/ops/running-server.ts); no route without one. */
  backupToken?: string;
}) {
  const { db, config } = deps;
  const historySearch = deps.historySearch ?? new HistorySearch(db);
  const tokens = new TokenService(deps.jwtSecret, config);
  const faults = config.testMode ? new FaultScopes() : null;
  const metrics = new Metrics({ db, historySearch });
  const logRequest = deps.logRequest ?? (config.logRequests ? writeRequestLine : undefined);

  const api = new Hono<AppEnv>();
  api.use(echoIdempotencyKey());
  api.use(async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    c.set('historySearch', historySearch);
    await next();
  });
  // Answers of 1 KB or more, gzip or deflate as the client accepts: the users' links are slow.
  api.use(compressAnswers());
  api.use(checkUrl());
  api.use(limitBody());
  if (faults) {
    api.use(faultGate(faults));
    api.route('/__test', faultRoutes(faults));
  }
  api.use(xsrf());
  api.get('/health', (c) =>
    c.json({ status: 'ok', database: db.engine, historySearch: historySearch.state }),
  );
  // Loopback or METRICS_TOKEN only (docs/operations.md "Metrics").
  api.get('/metrics', metricsRoute(metrics));
  if (deps.backupToken) api.get('/backup', backupRoute(deps.backupToken));
  // The host pages the external views take messages from (docs/vaccination.md "Host origins"): no token,
  // since the view asks before anything else, and the list is what the CSP already tells any visitor.
  api.get('/embed-origins', (c) => c.json({ origins: config.embedOrigins }));
  api.route('/auth', publicAuthRoutes(tokens));
  api.use(authenticate(tokens));
  api.use(idempotency());
  if (faults) api.use(faultDelay(faults));
  api.route('/auth', privateAuthRoutes());
  // Many reads in one request (docs/api.md "GET /v1/batch"). The whole app answers each read (declared
  // below, called only once requests arrive), so a read is checked, logged, measured and faulted (test
  // mode) under its own address, as when it is asked alone.
  api.route(
    '/batch',
    batchRoutes((request, env) => app.fetch(request, env)),
  );
  api.route('/', apiRoutes());
  api.notFound(handleNotFound);
  api.onError(handleError);

  // Not strict: the spec writes some paths with a trailing slash (POST /v1/postponed-bayley/).
  const app = new Hono<AppEnv>({ strict: false });
  app.use(observeRequests([(record, c) => metrics.observe(record, c), ...(logRequest ? [logRequest] : [])]));
  app.use(securityHeaders(config));
  app.use(strictTransport(config));
  app.route('/v1', api);
  app.all('/v1/*', handleNotFound);
  mountApp(app, config.distDir);
  app.onError(handleError);
  return app;
}

/**
 * Serves the built app; every other GET gets index.html so deep links work (the router takes over). Each
 * file goes as the build's brotli or gzip copy beside it when the browser accepts one
 * (build/precompress.ts), else as it is. The hashed files under /assets/ never change (cached for a year);
 * the rest, index.html and the service worker among them, are asked again each time.
 */
function mountApp(app: Hono<AppEnv>, distDir: string) {
  const indexFile = join(distDir, 'index.html');
  const serveFile = serveStatic({ root: distDir, precompressed: true });
  app.use(
    '/*',
    withCacheControl(serveFile, (path) =>
      path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    ),
  );
  const serveIndex = withCacheControl(
    serveStatic({ root: distDir, path: 'index.html', precompressed: true }),
    () => 'no-cache',
  );
  app.get('*', async (c, next) => {
    if (!existsSync(indexFile)) return c.text('La aplicación no está compilada: ejecute npm run build', 503);
    return (await serveIndex(c, next)) ?? c.notFound();
  });
}

/**
 * Sets Cache-Control on the file `serve` found. Its own `onFound` hook runs after the answer is made: a
 * header set there reaches the answer only through node-server's own Response class, not a standard one
 * (the in-process tests), so it is set on the answer itself.
 */
function withCacheControl(
  serve: MiddlewareHandler<AppEnv>,
  cacheControl: (path: string) => string,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let passedOn = false;
    const answer = await serve(c, async () => {
      passedOn = true;
      await next();
    });
    if (!passedOn && answer instanceof Response)
      answer.headers.set('cache-control', cacheControl(c.req.path));
    return answer;
  };
}
