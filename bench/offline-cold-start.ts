/**
 * Offline cold start of the built app against an empty Vite page served by the same kind of service worker
 * (bench/fixtures/empty-pwa), as a ratio: how much the app itself adds to what any precached page costs.
 *
 * Each app is visited once online (its service worker installs and precaches the build), then opened RUNS
 * times offline, each time in a freshly launched Chromium on the same profile (so the service worker
 * starts cold too), with the page's CPU throttled 4x (CDP Emulation.setCPUThrottlingRate). The two apps
 * alternate run by run so that both see the same machine.
 *
 * Measured from navigation start (performance.timeOrigin) to the first frame after the meaningful element
 * is in the DOM (two requestAnimationFrame callbacks): for Canguro the sign-in form (its password field),
 * which is what the installed app shows when relaunched offline; for the empty page its heading. Beside
 * it: Chromium's first contentful paint of each, and when Canguro's app has taken over the sign-in form
 * that its index.html draws before the app runs (the app's own form is in #root).
 *
 * Canguro runs on the real server (tests/e2e/support/server-process.ts, which builds dist/ when stale);
 * the empty page is built into a temporary folder and served by a small static server below.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium';
import { freePort, startServerProcess } from '../tests/e2e/support/server-process';
import { median, percentile, round, type Bench } from './lib/bench';

const RUNS = 9;
const CPU_THROTTLING = 4;

interface Target {
  name: string;
  url: string;
  /** The element whose first frame is the "first meaningful paint". */
  selector: string;
  /** Canguro: the app's own form (it has taken over the prerendered one), when the app is usable. */
  readySelector?: string;
  profile: string;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

/** A static server of `dir` with the SPA fallback and `no-cache`, like the real server's for dist/. */
async function serveStatic(dir: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(dir, path);
    try {
      if (!file.startsWith(dir) || !statSync(file).isFile()) file = join(dir, 'index.html');
    } catch {
      file = join(dir, 'index.html');
    }
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    response.end(readFileSync(file));
  });
  const port = await freePort();
  await new Promise<void>((ready) => server.listen(port, '127.0.0.1', ready));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

async function buildEmptyPwa(outDir: string) {
  const configFile = resolve(import.meta.dirname, 'fixtures/empty-pwa/vite.config.ts');
  await build({ configFile, build: { outDir, emptyOutDir: true }, logLevel: 'warn' });
}

/** First visit, online: registers the service worker and waits until it controls the page (precached). */
async function install(target: Target) {
  const context = await chromium.launchPersistentContext(target.profile, {
    ...chromiumLaunchOptions(),
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(target.url);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await page.waitForSelector(target.selector);
  } finally {
    await context.close();
  }
}

/** What the page logs once its figures are all recorded (see `markFirstPaint`). */
const MARKED = 'cold-start: marked';

/**
 * Records, in the page, when the element's first frame came (ms since navigation start), and logs MARKED
 * once that and the readySelector's arrival are recorded. A string, not a function: tsx (esbuild) wraps
 * inner functions in a `__name` helper that does not exist in the page.
 *
 * The bench waits for that log line, not with Playwright's waitForFunction: Playwright evaluates its own
 * script in the page for that (some 100 ms of main thread at 4x, traced), and it landed inside the cold
 * start being measured or after it by chance, more often inside the longer one.
 */
const markFirstPaint = (selector: string, readySelector: string | undefined) => `
  (() => {
    const selector = ${JSON.stringify(selector)};
    const readySelector = ${JSON.stringify(readySelector ?? null)};
    const logIfMarked = () => {
      if (window.__firstPaint === undefined || (readySelector && window.__ready === undefined)) return;
      console.log(${JSON.stringify(MARKED)});
    };
    if (readySelector) {
      const ready = new MutationObserver(() => {
        if (!document.querySelector(readySelector)) return;
        window.__ready = performance.now();
        ready.disconnect();
        logIfMarked();
      });
      ready.observe(document, { childList: true, subtree: true });
    }
    const check = () => {
      if (!document.querySelector(selector)) return false;
      requestAnimationFrame(() => requestAnimationFrame(() => {
        if (window.__firstPaint !== undefined) return;
        window.__firstPaint = performance.now();
        logIfMarked();
      }));
      return true;
    };
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  })();
`;

interface ColdStart {
  /** The bench's figure: the first frame after the meaningful element is in the DOM. */
  firstFrame: number;
  /** Chromium's first contentful paint. */
  contentful: number;
  /** When the app's own form is in the DOM (Canguro only). */
  ready: number | undefined;
  /** When the service worker's answer to the navigation began (its `responseStart`). */
  answered: number;
}

type Marks = Window & { __firstPaint?: number; __ready?: number };

/** One offline cold start: a fresh browser on the installed profile, CPU throttled. */
async function coldStart(target: Target): Promise<ColdStart> {
  const context = await chromium.launchPersistentContext(target.profile, {
    ...chromiumLaunchOptions(),
    offline: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await page.addInitScript({ content: markFirstPaint(target.selector, target.readySelector) });
    const marked = page.waitForEvent('console', {
      predicate: (message) => message.text() === MARKED,
      timeout: 60_000,
    });
    // Awaited below; if the navigation fails first, its rejection (the context closing) is not unhandled.
    marked.catch(() => undefined);
    const response = await page.goto(target.url, { waitUntil: 'commit' });
    if (!response?.fromServiceWorker()) throw new Error(`${target.name}: not answered by its service worker`);
    await marked;
    return await page.evaluate(() => ({
      firstFrame: (window as Marks).__firstPaint!,
      contentful: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      ready: (window as Marks).__ready,
      answered: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStart,
    }));
  } finally {
    await context.close();
  }
}

const bench: Bench = {
  name: 'offline-cold-start',
  description: `offline cold start under ${CPU_THROTTLING}x CPU throttling, Canguro's sign-in form vs an empty precached Vite page, median of ${RUNS}`,
  async run() {
    const work = mkdtempSync(join(tmpdir(), 'canguro-cold-start-'));
    const server = await startServerProcess({
      port: await freePort(),
      testMode: false,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    let empty: Awaited<ReturnType<typeof serveStatic>> | undefined;
    try {
      const emptyDir = join(work, 'empty-pwa');
      await buildEmptyPwa(emptyDir);
      empty = await serveStatic(emptyDir);
      const canguro: Target = {
        name: 'Canguro',
        url: `${server.origin}/login`,
        selector: 'input[type="password"]',
        readySelector: '#root input[type="password"]',
        profile: join(work, 'profile-canguro'),
      };
      const baseline: Target = {
        name: 'empty page',
        url: `${empty.origin}/`,
        selector: '#ready',
        profile: join(work, 'profile-empty'),
      };
      await install(canguro);
      await install(baseline);

      const starts: Record<string, ColdStart[]> = { [canguro.name]: [], [baseline.name]: [] };
      for (let run = 0; run < RUNS; run++) {
        for (const target of run % 2 === 0 ? [canguro, baseline] : [baseline, canguro]) {
          starts[target.name]!.push(await coldStart(target));
        }
      }
      const times = Object.fromEntries(
        Object.entries(starts).map(([name, list]) => [name, list.map((start) => start.firstFrame)]),
      );
      /** The median of one figure of each page's starts, as two metrics. */
      const medianOfBoth = (figure: (start: ColdStart) => number, what: [string, string]) =>
        [canguro, baseline].map((target, i) => ({
          metric: `${what[i]}, median`,
          value: round(median(starts[target.name]!.map(figure))),
          unit: 'ms',
        }));
      const app = median(times[canguro.name]!);
      const floor = median(times[baseline.name]!);
      const sorted = (name: string) => [...times[name]!].sort((a, b) => a - b);
      console.log(
        `offline-cold-start runs (ms): Canguro ${sorted(canguro.name)
          .map((t) => round(t))
          .join(', ')}; empty page ${sorted(baseline.name)
          .map((t) => round(t))
          .join(', ')}`,
      );
      return [
        { metric: 'Canguro sign-in form, median', value: round(app), unit: 'ms' },
        {
          metric: 'Canguro sign-in form, p90',
          value: round(percentile(sorted(canguro.name), 90)),
          unit: 'ms',
        },
        { metric: 'empty precached page, median', value: round(floor), unit: 'ms' },
        {
          metric: 'empty precached page, p90',
          value: round(percentile(sorted(baseline.name), 90)),
          unit: 'ms',
        },
        // Goal: at most one and a half times the empty page's cold start.
        {
          metric: 'ratio Canguro / empty page (medians)',
          value: round(app / floor, 2),
          unit: 'x',
          goal: 1.5,
        },
        ...medianOfBoth(
          (start) => start.contentful,
          ['Canguro first contentful paint', 'empty page first contentful paint'],
        ),
        // Where a start's time goes: until the service worker answers the navigation, then the page's own.
        ...medianOfBoth(
          (start) => start.answered,
          ["Canguro's service worker answered", "empty page's service worker answered"],
        ),
        {
          metric: "Canguro's app has taken the form over, median",
          value: round(median(starts[canguro.name]!.map((start) => start.ready!))),
          unit: 'ms',
        },
      ];
    } finally {
      await empty?.close();
      await server.stop();
      rmSync(work, { recursive: true, force: true, maxRetries: 3 });
    }
  },
};

export default bench;
