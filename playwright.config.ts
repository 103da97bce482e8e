/**
 * End-to-end tests in a real Chromium against a fresh reference server (tests/e2e/support/start-server.ts):
 * the built app and /v1 on one origin, as in production, so the service worker and the workers behave as
 * they will for users.
 *
 * Chromium: CHROMIUM_PATH, else Debian's headless shell (/usr/bin/chromium-headless-shell), else its
 * /usr/bin/chromium, else Playwright's own browser (`npx playwright install chromium`);
 * tests/e2e/support/chromium.ts says why the headless shell.
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testChromiumExecutablePath } from './tests/e2e/support/chromium';
import {
  E2E_PORT,
  HOST_PAGE_PORT,
  SHORT_TOKEN_PORT,
  SHORT_TOKEN_TTL_SECONDS,
} from './tests/e2e/support/ports';

const port = E2E_PORT;
const baseURL = `http://localhost:${port}`;
const isCI = Boolean(process.env.CI);

const executablePath = testChromiumExecutablePath;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Two cores: the server, Chromium and the test runner share them. Two workers keep both busy; a third
  // made the same specs slower and pushed some past their limits (docs/testing.md).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  // Every sign-in derives the device key (PBKDF2, 600,000 rounds, docs/offline-identity.md): seconds on a
  // loaded 2-core machine, on top of the flows themselves, which take twice their usual time there.
  timeout: 120_000,
  // A condition that holds within a second on a quiet machine can take several on CI's loaded two cores
  // (a verification that derives the device key, a list fetched behind a sync): wait up to 10 s there.
  expect: { timeout: isCI ? 10_000 : 5_000 },
  // The flaky reporter lists, at the end, the tests that passed only on their retry.
  reporter: [
    ['list'],
    ['./tests/e2e/support/flaky-reporter.ts'],
    ...(isCI ? [['html', { open: 'never' }] as const] : []),
  ],
  use: {
    baseURL,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    // Recording a trace is two fifths of a test's time on two cores (docs/testing.md "Traces"): CI records
    // one on a failed test's retry, which is where a failure that stays is read; locally, on any failure.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
  },
  projects: [
    {
      // Fault specs (*.faults.spec.ts) run beside the others: their faults and stats are scoped to their
      // own browser context (tests/e2e/support/faults.ts).
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath, args: chromiumArgs },
      },
    },
  ],
  webServer: [
    {
      // `node --import tsx` rather than the tsx CLI: the CLI relays SIGTERM with a 30 ms grace and then
      // SIGKILLs, which on a loaded machine killed start-server.ts before it removed its data folder.
      command: 'node --import tsx tests/e2e/support/start-server.ts',
      url: `${baseURL}/v1/health`,
      env: { E2E_PORT: String(port) },
      reuseExistingServer: !isCI,
      // The first start builds the app when dist/ is missing or stale.
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // Started after the first (Playwright starts web servers one by one), so dist/ is already built.
      command: 'node --import tsx tests/e2e/support/start-server.ts',
      url: `http://localhost:${SHORT_TOKEN_PORT}/v1/health`,
      env: {
        E2E_PORT: String(SHORT_TOKEN_PORT),
        E2E_ACCESS_TOKEN_TTL_SECONDS: String(SHORT_TOKEN_TTL_SECONDS),
      },
      reuseExistingServer: !isCI,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The host page that frames the vaccination view from another origin (vaccination.spec.ts).
      command: 'node --import tsx tests/e2e/support/host-page.ts',
      url: `http://localhost:${HOST_PAGE_PORT}/health`,
      env: { HOST_PAGE_PORT: String(HOST_PAGE_PORT) },
      reuseExistingServer: !isCI,
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
