/**
 * Server configuration, read once from the environment. Every variable is listed in the README.
 */
import { resolve } from 'node:path';

export interface Config {
  port: number;
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
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
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
  };
}
