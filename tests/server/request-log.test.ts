/**
 * The request log and the metrics (docs/operations.md "Logs", "Metrics"), on an app of their own whose
 * log lines the test collects: the line's fields, that a request carrying a token, a patient's name and
 * document number logs none of them, the request id, GET /v1/metrics's format and counts, and who may
 * read it (this machine, a forwarded request, another machine's address, METRICS_TOKEN).
 */
import { randomUUID } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadJwtSecret } from '../../server/auth/tokens';
import { readConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import type { RequestRecord } from '../../server/http/request-log';
import { seedIfEmpty } from '../../server/seed';
import { developmentControlStage, histories } from './support/bodies';

const METRICS_TOKEN = 'token-de-metricas-de-prueba';
const lines: string[] = [];
const servers: ReturnType<typeof serve>[] = [];
let db: Database;
let origin = '';
/** An address of this machine that is not loopback, where it has one: a request to it is not local. */
let outsideOrigin: string | null = null;

function listen(app: ReturnType<typeof createApp>, hostname: string) {
  return new Promise<string>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname }, () => {
      const { port } = s.address() as AddressInfo;
      resolve(`http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`);
    });
    servers.push(s);
  });
}

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  await seedIfEmpty(db, { historyCount: 30 });
  const config = { ...readConfig({ METRICS_TOKEN }), testMode: false };
  const app = createApp({
    db,
    config,
    jwtSecret: await loadJwtSecret(db, config),
    // What standard output would get, line for line.
    logRequest: (record) => lines.push(JSON.stringify(record)),
  });
  origin = await listen(app, '127.0.0.1');
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && !a.internal && a.family === 'IPv4');
  if (outside) outsideOrigin = await listen(app, outside.address);
});

afterAll(async () => {
  for (const s of servers) await new Promise<void>((resolve) => s.close(() => resolve()));
  await db.close();
});

async function signIn(username: string, password = 'canguro') {
  return fetch(`${origin}/v1/auth/login-username`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

const lastLine = (): RequestRecord => JSON.parse(lines.at(-1)!) as RequestRecord;

async function scrape(headers: Record<string, string> = {}, at = origin) {
  const res = await fetch(`${at}/v1/metrics`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

/** A sample's value in the exposition text, 0 when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',');
    if (wanted.every((w) => have.includes(w))) return Number(match[3]);
  }
  return 0;
}

describe('the request log', () => {
  it('writes one line per request with its fields, and answers the request id', async () => {
    const signedIn = await signIn('admin');
    const { user, tokens } = (await signedIn.json()) as {
      user: { id: string };
      tokens: { access: { token: string } };
    };
    const before = lines.length;
    const [history] = await db.query<{ id: string }>(`select id from histories order by id limit 1`);
    const res = await fetch(`${origin}/v1/hc/${history!.id}`, {
      headers: { authorization: `Bearer ${tokens.access.token}` },
    });
    expect(res.status).toBe(200);
    expect(lines.length).toBe(before + 1);
    const line = lastLine();
    expect(Object.keys(line).sort()).toEqual([
      'method',
      'ms',
      'requestId',
      'route',
      'status',
      'time',
      'userId',
    ]);
    expect(line).toMatchObject({ method: 'GET', route: '/v1/hc/:id', status: 200, userId: user.id });
    expect(Date.now() - Date.parse(line.time)).toBeLessThan(60_000);
    expect(line.ms).toBeGreaterThanOrEqual(0);
    expect(res.headers.get('x-request-id')).toBe(line.requestId);
    expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("names a refused request's route and no user", async () => {
    const res = await fetch(`${origin}/v1/hc/some-id`);
    expect(res.status).toBe(401);
    expect(lastLine()).toMatchObject({ route: '/v1/hc/:id', status: 401, userId: null });
    await fetch(`${origin}/v1/no-such-route/123`);
    expect(lastLine()).toMatchObject({ route: '/v1/*', status: 401 });
    await fetch(`${origin}/assets/no-such-file.js`);
    expect(lastLine()).toMatchObject({ route: '*' });
  });

  it("writes a batch's line and one per read, under the read's route and status, with the batch's id", async () => {
    const { tokens } = (await (await signIn('trabajosocial')).json()) as {
      tokens: { access: { token: string } };
    };
    const before = lines.length;
    const paths = [`/v1/hc/${histories.rows.id}`, `/v1/hc/${histories.medellin.id}`];
    const res = await fetch(
      `${origin}/v1/batch?${paths.map((p) => `path=${encodeURIComponent(p)}`).join('&')}`,
      {
        headers: { authorization: `Bearer ${tokens.access.token}` },
      },
    );
    expect(res.status).toBe(200);
    const logged = lines.slice(before).map((line) => JSON.parse(line) as RequestRecord);
    const id = res.headers.get('x-request-id');
    expect(logged.map(({ route, status, requestId }) => ({ route, status, requestId }))).toEqual([
      { route: '/v1/hc/:id', status: 200, requestId: id },
      { route: '/v1/hc/:id', status: 403, requestId: id },
      { route: '/v1/batch', status: 200, requestId: id },
    ]);
  });

  it("keeps a proxy's well-formed X-Request-Id and replaces any other", async () => {
    const kept = await fetch(`${origin}/v1/health`, { headers: { 'x-request-id': 'caddy-4f1a2b' } });
    expect(kept.headers.get('x-request-id')).toBe('caddy-4f1a2b');
    expect(lastLine().requestId).toBe('caddy-4f1a2b');
    for (const odd of ['a"b\\n{"status":1}', 'x'.repeat(65), 'uno dos']) {
      const res = await fetch(`${origin}/v1/health`, { headers: { 'x-request-id': odd } });
      expect(res.headers.get('x-request-id')).not.toBe(odd);
      expect(lastLine().requestId).toBe(res.headers.get('x-request-id'));
    }
  });

  it('logs no token, no name and no document number, wherever the request carried them', async () => {
    const [history] = await db.query<{ id: string; patient_name: string; mother_document: string }>(
      `select id, patient_name, mother_document from histories order by id limit 1`,
    );
    const signedIn = await signIn('admin');
    const { tokens } = (await signedIn.json()) as {
      tokens: { access: { token: string }; refresh: { token: string } };
    };
    const token = tokens.access.token;
    const before = lines.length;
    const name = history!.patient_name.split(' ')[0]!;
    const document = history!.mother_document;
    const search = await fetch(`${origin}/v1/hc/list?search=${encodeURIComponent(`${name} ${document}`)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(search.status).toBe(200);
    // The refresh token in a body, and a sign-in's password.
    await fetch(`${origin}/v1/auth/refresh-tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: tokens.refresh.token }),
    });
    await signIn(document, `${name}-clave`);
    const written = lines.slice(before);
    expect(written).toHaveLength(3);
    for (const secret of [token, tokens.refresh.token, name, document, `${name}-clave`]) {
      for (const line of written) expect(line).not.toContain(secret);
    }
    expect(written.map((l) => (JSON.parse(l) as RequestRecord).route)).toEqual([
      '/v1/hc/list',
      '/v1/auth/refresh-tokens',
      '/v1/auth/login-username',
    ]);
  });
});

describe('GET /v1/metrics', () => {
  it('answers the Prometheus text format with requests, latency, the pool and the search index', async () => {
    const first = await scrape();
    expect(first.status).toBe(200);
    expect(first.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const count = (text: string) =>
      sample(text, 'canguro_http_requests_total', { method: 'GET', route: '/v1/health', status: '200' });
    const latency = (text: string) =>
      sample(text, 'canguro_http_request_duration_seconds_count', { method: 'GET', route: '/v1/health' });
    for (let i = 0; i < 3; i++) await fetch(`${origin}/v1/health`);
    const { text } = await scrape();
    expect(count(text) - count(first.text)).toBe(3);
    expect(latency(text) - latency(first.text)).toBe(3);
    expect(text).toContain('# TYPE canguro_http_request_duration_seconds histogram');
    expect(
      sample(text, 'canguro_http_request_duration_seconds_bucket', { route: '/v1/health', le: '+Inf' }),
    ).toBe(latency(text));
    expect(sample(text, 'canguro_db_pool_size')).toBe(1);
    expect(text).toMatch(/^canguro_db_pool_in_use \d+$/m);
    expect(text).toMatch(/^canguro_db_pool_waiting \d+$/m);
    // This app's search was never started: it answers in SQL, with no index.
    expect(sample(text, 'canguro_history_search_ready')).toBe(0);
    expect(text).toMatch(/^canguro_history_search_indexed 0$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('counts sign-in failures and throttles', async () => {
    const before = (await scrape()).text;
    const account = 'nadie-en-particular';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(account, 'mala')).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
    const after = (await scrape()).text;
    expect(
      sample(after, 'canguro_sign_in_failures_total') - sample(before, 'canguro_sign_in_failures_total'),
    ).toBe(10);
    expect(
      sample(after, 'canguro_sign_in_throttled_total') - sample(before, 'canguro_sign_in_throttled_total'),
    ).toBe(1);
  });

  it('counts idempotent replays', async () => {
    const signedIn = await signIn('psicologia');
    const { tokens } = (await signedIn.json()) as { tokens: { access: { token: string } } };
    const health = await fetch(`${origin}/v1/health`);
    const xsrf = health.headers
      .getSetCookie()
      .find((c) => c.startsWith('XSRF-TOKEN='))!
      .split(';')[0]!;
    const before = (await scrape()).text;
    const body = JSON.stringify(developmentControlStage(histories.documents.id));
    const send = () =>
      fetch(`${origin}/v1/development-control/stage`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens.access.token}`,
          'content-type': 'application/json',
          'idempotency-key': randomKey,
          'x-xsrf-token': xsrf.split('=')[1]!,
          cookie: xsrf,
        },
        body,
      });
    const randomKey = randomUUID();
    expect((await send()).status).toBe(200);
    const replay = await send();
    expect(replay.headers.get('idempotency-replay')).toBe('true');
    const after = (await scrape()).text;
    const replays = (text: string) =>
      sample(text, 'canguro_idempotent_replays_total', { route: '/v1/development-control/stage' });
    expect(replays(after) - replays(before)).toBe(1);
  });

  it('answers only this machine, or another with METRICS_TOKEN', async () => {
    // Through a proxy on this machine: the socket is loopback, the client is not.
    const forwarded = { 'x-forwarded-for': '203.0.113.7' };
    expect((await scrape(forwarded)).status).toBe(401);
    expect((await scrape({ ...forwarded, authorization: 'Bearer otro-token' })).status).toBe(401);
    const allowed = await scrape({ ...forwarded, authorization: `Bearer ${METRICS_TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain('canguro_http_requests_total');
    if (outsideOrigin) {
      expect((await scrape({}, outsideOrigin)).status).toBe(401);
      expect((await scrape({ authorization: `Bearer ${METRICS_TOKEN}` }, outsideOrigin)).status).toBe(200);
    }
  });
});
