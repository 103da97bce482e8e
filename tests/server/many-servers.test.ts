/**
 * Several servers, one database (docs/deploy.md "Several instances"): two server instances, each with its
 * own connection pool and its own memory, behind a round-robin balancer. Whatever must hold across them
 * is in the database: an Idempotency-Key's claim and answer, refresh-token rotation and reuse detection,
 * sign-in throttling, the JWT secret.
 *
 * With TEST_DATABASE_URL the two instances open the tests' PostgreSQL themselves (two pools, as two
 * processes would). PGlite is embedded in one process: there the two instances share its one handle,
 * which still shows that nothing of the above lives in an instance's memory.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadJwtSecret } from '../../server/auth/tokens';
import { ACCOUNT_FAILURE_LIMIT } from '../../server/auth/sign-in-throttle';
import { readConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/seed';
import { historySearchPlan } from '../fixtures/search-plan';
import { developmentControlStage, histories } from './support/bodies';

const historyId = histories.medellin.id;

interface Instance {
  origin: string;
  close(): Promise<void>;
}

const databases: Database[] = [];
const instances: Instance[] = [];
let dataDir = '';

async function startInstance(db: Database): Promise<Instance> {
  const config = { ...readConfig({}), port: 0, dataDir, testMode: false };
  const app = createApp({ db, config, jwtSecret: await loadJwtSecret(db, config) });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'canguro-many-'));
  const url = process.env.TEST_DATABASE_URL;
  const open = () => openDatabase({ databaseUrl: url, dataDir: url ? dataDir : 'memory://' });
  const first = await open();
  databases.push(first);
  await migrate(first);
  await seedIfEmpty(first, { historyCount: 200 });
  const second = url ? await open() : first;
  if (second !== first) databases.push(second);
  instances.push(await startInstance(first), await startInstance(second));
});

afterAll(async () => {
  for (const instance of instances) await instance.close();
  for (const db of databases) await db.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const a = () => instances[0]!.origin;
const b = () => instances[1]!.origin;

async function send(
  origin: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string> },
) {
  const res = await fetch(`${origin}/v1${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}

interface Session {
  token: string;
  refreshToken: string;
}

async function signIn(origin: string, username = 'psicologia', password = 'canguro') {
  return send(origin, '/auth/login-username', { body: { username, password } });
}

async function session(origin: string): Promise<Session> {
  const res = await signIn(origin);
  expect(res.status).toBe(200);
  return { token: res.body.tokens.access.token, refreshToken: res.body.tokens.refresh.token };
}

const xsrf = 'many-servers-xsrf';
const writeHeaders = (s: Session, key: string) => ({
  authorization: `Bearer ${s.token}`,
  cookie: `XSRF-TOKEN=${xsrf}`,
  'x-xsrf-token': xsrf,
  'idempotency-key': key,
});

async function controlsWith(origin: string, s: Session, marker: string) {
  const res = await send(origin, `/development-control/hc/${historyId}`, {
    headers: { authorization: `Bearer ${s.token}` },
  });
  expect(res.status).toBe(200);
  return (res.body as unknown as { id: string; initialObservation?: string }[]).filter((d) =>
    d.initialObservation?.includes(marker),
  );
}

describe('two server instances on one database', () => {
  it('a token one instance signed is taken by the other (the JWT secret is in the database)', async () => {
    const s = await session(a());
    const res = await send(b(), `/hc/${historyId}`, { headers: { authorization: `Bearer ${s.token}` } });
    expect(res.status).toBe(200);
  });

  it('a write sent to one instance and its retry to the other executes once', async () => {
    const s = await session(a());
    const key = randomUUID();
    const marker = randomUUID();
    const body = developmentControlStage(historyId, marker);
    const first = await send(a(), '/development-control/stage', { body, headers: writeHeaders(s, key) });
    expect(first.status).toBe(200);
    const retry = await send(b(), '/development-control/stage', { body, headers: writeHeaders(s, key) });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotency-replay')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((await controlsWith(b(), s, marker)).map((d) => d.id)).toEqual([first.body.id]);
  });

  it('the same write sent to both at once executes once; the others wait for it and answer its answer', async () => {
    const s = await session(b());
    const key = randomUUID();
    const marker = randomUUID();
    const body = developmentControlStage(historyId, marker);
    const answers = await Promise.all(
      [a(), b(), a(), b()].map((origin) =>
        send(origin, '/development-control/stage', { body, headers: writeHeaders(s, key) }),
      ),
    );
    const executed = answers.filter((r) => r.status === 200 && r.headers.get('idempotency-replay') === null);
    expect(executed).toHaveLength(1);
    for (const other of answers.filter((r) => r !== executed[0])) {
      expect(other.status).toBe(200);
      expect(other.headers.get('idempotency-replay')).toBe('true');
      expect(other.body).toEqual(executed[0]!.body);
    }
    expect(await controlsWith(a(), s, marker)).toHaveLength(1);
  });

  it('a claim left running by an instance of an earlier version that died is taken over after a minute, not before', async () => {
    const s = await session(a());
    const { sub: userId } = JSON.parse(Buffer.from(s.token.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
    };
    const body = developmentControlStage(historyId, randomUUID());
    // The claim of this very request (server/http/idempotency.ts hashes method, path, query and body).
    const hash = createHash('sha256')
      .update('POST /v1/development-control/stage?\n')
      .update(JSON.stringify(body))
      .digest('base64url');
    const [fresh, stale] = [randomUUID(), randomUUID()];
    for (const [key, age] of [
      [fresh, '5 seconds'],
      [stale, '2 minutes'],
    ] as const)
      await databases[0]!.query(
        `insert into idempotency_keys (user_key, idem_key, request_hash, state, created_at)
         values ($1, $2, $3, 'running', now() - $4::interval)`,
        [userId, key, hash, age],
      );
    const waiting = await send(b(), '/development-control/stage', { body, headers: writeHeaders(s, fresh) });
    expect(waiting.status).toBe(409);
    const taken = await send(b(), '/development-control/stage', { body, headers: writeHeaders(s, stale) });
    expect(taken.status).toBe(200);
    expect(taken.headers.get('idempotency-replay')).toBeNull();
  });

  it('refresh-token rotation holds across instances: a token used on one is refused on the other', async () => {
    const s = await session(a());
    const rotated = await send(b(), '/auth/refresh-tokens', { body: { refreshToken: s.refreshToken } });
    expect(rotated.status).toBe(200);
    const next = rotated.body.tokens.refresh.token as string;
    // The first token again, on the first instance: reuse, so the whole family is revoked.
    expect((await send(a(), '/auth/refresh-tokens', { body: { refreshToken: s.refreshToken } })).status).toBe(
      401,
    );
    expect((await send(b(), '/auth/refresh-tokens', { body: { refreshToken: next } })).status).toBe(401);
  });

  it('sign-in failures on either instance count together', async () => {
    const account = `nadie-${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      const res = await signIn(i % 2 === 0 ? a() : b(), account, 'equivocada');
      expect(res.status).toBe(401);
    }
    for (const origin of [a(), b()]) {
      const res = await signIn(origin, account, 'equivocada');
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // On PostgreSQL the tests' server shares the table: leave its address's count as it was.
    await databases[0]!.query('delete from sign_in_failures where account = $1', [account]);
  });

  it('the history search can answer from the trigram index on this engine too', async () => {
    const plan = await historySearchPlan(databases[0]!, 'gomez');
    expect(plan).toContain('histories_search_trgm');
  });

  it('two instances starting at once on an empty database: each migration and the seed run once', async () => {
    const url = process.env.TEST_DATABASE_URL;
    const name = `canguro_start_${randomUUID().slice(0, 8)}`;
    const admin = url ? await openDatabase({ databaseUrl: url, dataDir }) : null;
    const fresh = url ? Object.assign(new URL(url), { pathname: `/${name}` }).toString() : undefined;
    if (admin) await admin.query(`create database ${name}`);
    const pglite = fresh ? null : await openDatabase({ dataDir: 'memory://' });
    const handles = fresh
      ? await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: fresh, dataDir })))
      : [pglite!, pglite!];
    try {
      const starts = await Promise.all(
        handles.map(async (db) => ({
          migrations: await migrate(db),
          seeded: await seedIfEmpty(db, { historyCount: 30 }),
        })),
      );
      // Each migration applied once, by one or the other.
      const applied = starts.flatMap((s) => s.migrations).sort();
      expect(applied).toEqual([...new Set(applied)]);
      expect(applied).toContain('0001_initial.sql');
      expect(applied).toContain('0005_history_search_index.sql');
      expect(starts.filter((s) => s.seeded !== null)).toHaveLength(1);
      const [row] = await handles[0]!.query<{ n: number }>('select count(*)::int as n from histories');
      expect(row!.n).toBe(30);
    } finally {
      for (const db of new Set(handles)) await db.close();
      if (admin) {
        await admin.query(`drop database ${name}`);
        await admin.close();
      }
    }
  });
});
