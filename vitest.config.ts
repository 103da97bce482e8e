/**
 * Vitest configuration, kept apart from vite.config.ts: tests need neither the route generator nor the
 * service worker plugin.
 *
 * Two projects:
 * - `unit`: pure rules, the store, components. Node by default; a file that needs a DOM starts with
 *   `// @vitest-environment happy-dom`.
 * - `server`: the /v1 API through real HTTP. Its global setup starts the real server once and provides its
 *   URL; files run one at a time because they share that server and its database. With
 *   TEST_DATABASE_URL set the server runs on that PostgreSQL instead of the embedded PGlite (.ci/run).
 */
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  plugins: [react()],
  // The same compile-time constants as vite.config.ts (declared in src/vite-env.d.ts).
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. Two keep both busy (the
    // server files still run one at a time, beside the unit files).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // PostgreSQL's own connections are tested in the PostgreSQL run only: PGlite has none to lose.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DATABASE_URL ? [] : ['tests/server/postgres-connections.test.ts']),
          ],
          environment: 'node',
          globalSetup: './tests/server/global-setup.ts',
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
