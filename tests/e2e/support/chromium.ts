/**
 * The Chromium every browser run of the project uses (playwright.config.ts, the browser benches):
 * CHROMIUM_PATH, else Debian's /usr/bin/chromium when present, else Playwright's own browser (undefined).
 */
import { existsSync } from 'node:fs';

export const chromiumExecutablePath: string | undefined =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

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

export const chromiumLaunchOptions = () => ({ executablePath: chromiumExecutablePath, args: chromiumArgs });
