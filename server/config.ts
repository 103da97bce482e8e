/**
 * Server configuration, read once from the environment. Every variable is listed in the README.
 */
import { resolve } from 'node:path';
import { parseEmbedOrigins } from '../src/domain/embed-origins';
import { readTlsSettings, type TlsSettings } from './http/tls';

export interface Config {
  /** The app's port: https with TLS settings (default 8443), else http (default 8080). */
  port: number;
  /** TLS_CERT_FILE, TLS_KEY_FILE, HTTP_REDIRECT_PORT: the server serves https itself (server/http/tls.ts). */
  tls?: TlsSettings;
  /** NODE_ENV=production: a real clinic's server (the demo users' warning, server/seed/demo-warning.ts). */
  production: boolean;
  dataDir: string;
  databaseUrl?: string;
  /** Test mode turns on the fault hooks under /v1/__test (never in production). */
  testMode: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  jwtSecret?: string;
  /** Keys accepted in x-api-key from embedding systems (spec 000 §6 embedded mode). */
  apiKeys: string[];
  /** Idempotency answers are kept at least this long. */
  idempotencyTtlHours: number;
  distDir: string;
  /** Loads the demo data into an empty database at start (SEED_DEMO=false for a real clinic). */
  seedDemo: boolean;
  /**
   * Behind a trusted proxy: the client's address is X-Forwarded-For's first entry (sign-in throttling), and
   * X-Forwarded-Proto says whether it used https (Strict-Transport-Security, server/http/strict-transport.ts).
   */
  trustProxy: boolean;
  /** Largest request body accepted, in bytes (a larger one answers 413). */
  maxBodyBytes: number;
  /** CSP frame-src: where the framed history pages may come from. */
  frameSources: string;
  /**
   * EMBED_ORIGINS: the host pages that may frame the two external views (CSP frame-ancestors) and whose
   * messages the vaccination view takes (src/domain/embed-origins.ts); loopback only by default.
   */
  embedOrigins: string[];
  /** LOG_REQUESTS: one JSON line per request on standard output; on by default, off under Vitest. */
  logRequests: boolean;
  /** METRICS_TOKEN: a bearer token that opens GET /v1/metrics to other machines (loopback needs none). */
  metricsToken?: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const tls = readTlsSettings(env);
  return {
    port: Number(env.PORT ?? (tls ? 8443 : 8080)),
    tls,
    production: env.NODE_ENV === 'production',
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    testMode: env.CANGURO_TEST_MODE === '1' || env.CANGURO_TEST_MODE === 'true',
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 15 * 60),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL_SECONDS ?? 30 * 24 * 3600),
    jwtSecret: env.JWT_SECRET || undefined,
    // The demo key exists only with the demo data; a real installation names its keys.
    apiKeys: (env.API_KEYS ?? (env.SEED_DEMO === 'false' ? '' : 'canguro-demo-api-key'))
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    idempotencyTtlHours: Number(env.IDEMPOTENCY_TTL_HOURS ?? 48),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    seedDemo: env.SEED_DEMO !== 'false',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    maxBodyBytes: Number(env.MAX_BODY_BYTES ?? 2 * 1024 * 1024),
    frameSources: env.FRAME_SOURCES || "'self' https:",
    embedOrigins: parseEmbedOrigins(env.EMBED_ORIGINS),
    // Tests ask for their lines; a log line per request would bury their own output. Vitest is a property
    // of the process, whatever environment a test passes in.
    logRequests: env.LOG_REQUESTS
      ? env.LOG_REQUESTS === 'true' || env.LOG_REQUESTS === '1'
      : !(env.VITEST ?? process.env.VITEST),
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}
