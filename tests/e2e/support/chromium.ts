/**
 * The Chromium every browser run of the project uses.
 *
 * Tests (playwright.config.ts and the specs that launch a browser of their own) run Chromium's headless
 * shell: the same Blink, V8, service workers, Cache Storage and IndexedDB as the browser, without the
 * browser's window, compositor and UI. It is what Playwright itself runs headless by default, and it costs
 * about a fifth less CPU per test than the full browser on this project's suite (docs/testing.md), which is
 * CI's time on two cores. The shell has Background Sync disabled: the test of it runs the full Chromium. CHROMIUM_PATH overrides it; else Debian's /usr/bin/chromium-headless-shell, else
 * the full /usr/bin/chromium, else Playwright's own browser (undefined).
 *
 * The browser benches measure what a user's browser does (paint, input to next paint): they run the full
 * Chromium (`chromiumLaunchOptions`), CHROMIUM_PATH overriding it too.
 */
import { existsSync } from 'node:fs';

const firstPresent = (...paths: string[]): string | undefined => paths.find((path) => existsSync(path));

/** The browser of the benches: the full Chromium. */
export const chromiumExecutablePath: string | undefined =
  process.env.CHROMIUM_PATH ?? firstPresent('/usr/bin/chromium');

/** The browser of the tests: the headless shell where it is installed. */
export const testChromiumExecutablePath: string | undefined =
  process.env.CHROMIUM_PATH ?? firstPresent('/usr/bin/chromium-headless-shell', '/usr/bin/chromium');

/** Debian's chromium wrapper does not add --disable-dev-shm-usage itself (TOOLCHAIN). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Launch options of a bench's browser. */
export const chromiumLaunchOptions = () => ({ executablePath: chromiumExecutablePath, args: chromiumArgs });

/** Launch options of a browser a test launches itself. */
export const testChromiumLaunchOptions = () => ({
  executablePath: testChromiumExecutablePath,
  args: chromiumArgs,
});
