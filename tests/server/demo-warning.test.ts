/**
 * A production server that starts with the demo users in its database says so, framed, on standard
 * error, at every start (docs/deploy.md "Demo users in production"); nowhere else, and only then.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { startServer } from '../../server/main';
import { seedIfEmpty } from '../../server/seed';
import { demoUsersWarning } from '../../server/seed/demo-warning';

/** A start opens PGlite and migrates: seconds, more on a loaded machine. */
const START_TIMEOUT_MS = 90_000;

let withDemo = '';
let empty = '';

beforeAll(async () => {
  // A database seeded with the demo data (few histories: the users are the point), and an empty one.
  withDemo = mkdtempSync(join(tmpdir(), 'canguro-demo-warning-'));
  const db = await openDatabase({ dataDir: withDemo });
  await migrate(db);
  await seedIfEmpty(db, { historyCount: 3 });
  await db.close();
  empty = mkdtempSync(join(tmpdir(), 'canguro-no-demo-'));
});

afterAll(() => {
  for (const dir of [withDemo, empty]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Starts and stops a server on `dataDir`, and returns what it wrote to standard error. */
async function stderrOfStart(dataDir: string, env: NodeJS.ProcessEnv): Promise<string> {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const config = { ...readConfig({ SEED_DEMO: 'false', ...env }), port: 0, dataDir };
    const server = await startServer(config);
    const health = await (await fetch(`${server.url}/v1/health`)).text();
    await server.close();
    // The warning is the log's, never the public health answer's.
    expect(health).not.toMatch(/demo|canguro/i);
    return errors.mock.calls.map((args) => args.join(' ')).join('\n');
  } finally {
    errors.mockRestore();
  }
}

describe('demo users in production', () => {
  it(
    'NODE_ENV=production with the demo users: a framed warning on standard error, at each start',
    async () => {
      for (let start = 0; start < 2; start++) {
        const written = await stderrOfStart(withDemo, { NODE_ENV: 'production' });
        expect(written).toContain('¡ATENCIÓN! SERVIDOR DE PRODUCCIÓN CON USUARIOS DE DEMOSTRACIÓN');
        expect(written).toMatch(/^╔═+╗$/m);
        expect(written).toMatch(/^╚═+╝$/m);
        expect(written).toContain('"canguro"');
      }
    },
    2 * START_TIMEOUT_MS,
  );

  it(
    'no warning outside production',
    async () => {
      expect(await stderrOfStart(withDemo, {})).not.toContain('ATENCIÓN');
    },
    START_TIMEOUT_MS,
  );

  it(
    'no warning in production without demo users',
    async () => {
      expect(await stderrOfStart(empty, { NODE_ENV: 'production' })).not.toContain('ATENCIÓN');
    },
    START_TIMEOUT_MS,
  );

  it('every line of the frame has the same width, whatever the usernames', () => {
    const names = ['admin', 'psicologia', 'un-usuario-de-nombre-muy-largo', 'x', 'y'];
    const lines = demoUsersWarning(names).split('\n');
    expect(new Set(lines.map((line) => [...line].length)).size).toBe(1);
    expect(lines.every((line) => /^[╔║╚]/.test(line))).toBe(true);
    const text = lines.map((line) => line.slice(1, -1).trim()).join(' ');
    expect(text).toContain(
      '5 usuarios de demostración (admin, psicologia, un-usuario-de-nombre-muy-largo, x, …)',
    );
  });
});
