/**
 * Change → durable in IndexedDB (DESIGN.md write path, step 1: what is typed is on the device at once), in
 * the Chromium the e2e tests use, with their launch flags (tests/e2e/support/chromium.ts). A small page
 * (bench/pages/durable-write.*) built with Vite to a temporary folder and served from loopback imports the
 * real src/offline (openUserDb, openDraft, writeDraft) and times each change of a ~5 KB development-control
 * draft until `writeDraft` resolves after the transaction committed, AES-GCM sealing included (goal: p95
 * at most 25 ms). It also times the offline identity (src/offline/identity.ts, PBKDF2 at the app's
 * 600,000 rounds): the first online sign-in on a device, a later one, and the offline unlock.
 *
 * Dexie 4 passes its `chromeTransactionDurability` option (unset by default) to every IndexedDB
 * transaction; the page measures the default and both explicit settings, interleaved in rounds so drift of
 * the machine affects all three alike, and reports what Dexie asked of IndexedDB and what Chromium says a
 * transaction without the option gets.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium';
import { median, percentile, round, type Bench, type Figure } from './lib/bench';
import type { Durability, WriteTimes } from './pages/durable-write';

const ROUNDS = 3;
const CHANGES_PER_ROUND = 100;
const WARMUP_CHANGES = 20;
const MODES: Durability[] = ['default', 'relaxed', 'strict'];
const UNLOCKS = 5;
/** Change → durable, sealing included, at p95 (ms): the goal of the app's own (strict) setting. */
const DURABLE_P95_GOAL_MS = 25;

const pagesDir = resolve(import.meta.dirname, 'pages');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

function serve(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    try {
      const body = readFileSync(join(root, path === '/' ? 'durable-write.html' : path));
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      done({
        server,
        origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      });
    }),
  );
}

const bench: Bench = {
  name: 'durable-write',
  description: `Chromium: change → writeDraft committed in IndexedDB, ~5 KB draft, ${ROUNDS * CHANGES_PER_ROUND} changes per durability`,
  async run() {
    const outDir = mkdtempSync(join(tmpdir(), 'canguro-bench-page-'));
    // A persistent profile on disk: a context of chromium.launch() is off the record, and its IndexedDB
    // lives in memory, where no durability setting means anything.
    const profileDir = mkdtempSync(join(tmpdir(), 'canguro-bench-profile-'));
    const context = await chromium.launchPersistentContext(profileDir, chromiumLaunchOptions());
    let server: Server | undefined;
    try {
      await build({
        root: pagesDir,
        configFile: false,
        logLevel: 'warn',
        build: {
          outDir,
          emptyOutDir: true,
          target: 'es2022',
          rollupOptions: { input: join(pagesDir, 'durable-write.html') },
        },
      });
      const served = await serve(outDir);
      server = served.server;
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${served.origin}/durable-write.html`);
      await page.waitForFunction(() => document.title === 'ready');

      const run = (mode: Durability, changes: number) =>
        page.evaluate(([m, n]) => window.durableWrite.measure(m, n), [mode, changes] as const);
      for (const mode of MODES) await run(mode, WARMUP_CHANGES);
      const results = new Map<Durability, WriteTimes[]>(MODES.map((m) => [m, []]));
      for (let r = 0; r < ROUNDS; r++) {
        for (const mode of r % 2 ? [...MODES].reverse() : MODES) {
          results.get(mode)!.push(await run(mode, CHANGES_PER_ROUND));
        }
      }
      const browserDefault = await page.evaluate(() => window.durableWrite.browserDefault());
      const unlock = await page.evaluate((n) => window.durableWrite.measureUnlock(n), UNLOCKS);
      const version = context.browser()?.version() ?? (await page.evaluate(() => navigator.userAgent));

      const figures: Figure[] = [];
      const p50s = new Map<Durability, number>();
      for (const mode of MODES) {
        const rounds = results.get(mode)!;
        const times = rounds.flatMap((x) => x.times).sort((a, b) => a - b);
        const asked = Object.entries(rounds[0]!.requested)
          .map(([value, count]) => `${value}×${count}`)
          .join(' ');
        p50s.set(mode, percentile(times, 50));
        figures.push(
          {
            metric: `${mode}: p50 (Dexie asked ${asked})`,
            value: round(percentile(times, 50), 2),
            unit: 'ms',
          },
          { metric: `${mode}: p95`, value: round(percentile(times, 95), 2), unit: 'ms' },
          { metric: `${mode}: max`, value: round(times[times.length - 1]!, 2), unit: 'ms' },
        );
      }
      const bytes = results.get('default')![0]!.contentBytes;
      const strict = results
        .get('strict')!
        .flatMap((x) => x.times)
        .sort((a, b) => a - b);
      figures.push(
        {
          metric: `strict p95 / goal (${DURABLE_P95_GOAL_MS} ms, sealing included)`,
          value: round(percentile(strict, 95) / DURABLE_P95_GOAL_MS, 2),
          unit: '×',
        },
        {
          metric: 'identity: first online sign-in on the device',
          value: round(unlock.firstSignIn, 0),
          unit: 'ms',
        },
        {
          metric: `identity: later online sign-in (median of ${UNLOCKS})`,
          value: round(median(unlock.signIn), 0),
          unit: 'ms',
        },
        {
          metric: `identity: offline unlock (median of ${UNLOCKS})`,
          value: round(median(unlock.unlock), 0),
          unit: 'ms',
        },
        {
          metric: 'default / relaxed (p50)',
          value: round(p50s.get('default')! / p50s.get('relaxed')!, 2),
          unit: '×',
        },
        {
          metric: 'strict / relaxed (p50)',
          value: round(p50s.get('strict')! / p50s.get('relaxed')!, 2),
          unit: '×',
        },
        { metric: 'draft content (JSON)', value: round(bytes / 1024, 1), unit: 'KB' },
        {
          metric: `Chromium ${version}: IDBTransaction.durability without option = ${browserDefault}`,
          value: 0,
          unit: '',
        },
      );
      return figures;
    } finally {
      await context.close();
      server?.close();
      rmSync(outDir, { recursive: true, force: true });
      rmSync(profileDir, { recursive: true, force: true });
    }
  },
};

export default bench;
