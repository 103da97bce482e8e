/**
 * A day's work replayed by 50 tablets at once: each signs in as the demo social worker, then, on a history
 * of its own, writes 10 social-work evolutions as stage → stage → commit and 2 family-composition rows
 * (POST, then PUT), and repeats one write in five under the same Idempotency-Key, as a device does when an
 * answer is lost. First against one server on PGlite, then against two server processes on one
 * PostgreSQL behind a round-robin balancer (every request, and so a repeat, may land on either).
 *
 * Reports p50/p95/p99 of every request and of sign-in alone, throughput, errors (any answer but 2xx),
 * duplicates (a repeat that was executed instead of replayed) and documents that are not there once with
 * their last content. Goals: p95 ≤ 200 ms, no errors, no duplicates, every document once.
 */
import { randomUUID } from 'node:crypto';
import { completeEvolution, familyMember } from '../tests/fixtures/bodies';
import { freePort, startServerProcess, type ServerProcess } from '../tests/e2e/support/server-process';
import { percentile, round, type Bench, type Figure } from './lib/bench';
import { postgresDatabase, type BenchDatabase } from './lib/databases';
import { roundRobin } from './lib/round-robin';

const TABLETS = 50;
const DOCUMENTS = 10;
const ROWS = 2;
const REPEATED = 0.2;
const P95_GOAL_MS = 200;
const USERNAME = 'trabajosocial';
const XSRF = 'tablets-day-xsrf';

interface Tally {
  /** Each request's start and latency, to tell the sign-in burst from the rest of the day. */
  timeline: { at: number; ms: number }[];
  /** When the last sign-in answered. */
  lastSignInAt: number;
  signIns: number[];
  errors: number;
  duplicates: number;
  repeats: number;
}

interface Session {
  token: string;
  signature: { id: string; name: string; email: string };
}

/** The same repeats on every run: a small deterministic stream per tablet. */
function repeatStream(seed: number) {
  let state = seed * 2654435761;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648 < REPEATED;
  };
}

async function timed(tally: Tally, send: () => Promise<Response>) {
  const startedAt = performance.now();
  const response = await send();
  const text = await response.text();
  const ms = performance.now() - startedAt;
  tally.timeline.push({ at: startedAt, ms });
  return { response, text };
}

async function signIn(origin: string, tally: Tally): Promise<Session> {
  const startedAt = performance.now();
  const { response, text } = await timed(tally, () =>
    fetch(`${origin}/v1/auth/login-username`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: USERNAME, password: 'canguro' }),
    }),
  );
  tally.signIns.push(performance.now() - startedAt);
  tally.lastSignInAt = Math.max(tally.lastSignInAt, performance.now());
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${text}`);
  const answer = JSON.parse(text) as {
    tokens: { access: { token: string } };
    user: { id: string; name: string; email: string };
  };
  const { id, name, email } = answer.user;
  return { token: answer.tokens.access.token, signature: { id, name, email } };
}

/** One tablet's writes; each answer's JSON, or null when it failed. */
function writer(origin: string, session: Session, tally: Tally, repeat: () => boolean) {
  return async (
    method: 'POST' | 'PUT',
    path: string,
    body: unknown,
  ): Promise<Record<string, string> | null> => {
    const init: RequestInit = {
      method,
      headers: {
        authorization: `Bearer ${session.token}`,
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${XSRF}`,
        'x-xsrf-token': XSRF,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(body),
    };
    const first = await timed(tally, () => fetch(`${origin}/v1${path}`, init));
    if (!first.response.ok) {
      tally.errors++;
      return null;
    }
    if (repeat()) {
      tally.repeats++;
      const again = await timed(tally, () => fetch(`${origin}/v1${path}`, init));
      if (!again.response.ok) tally.errors++;
      else if (again.response.headers.get('idempotency-replay') !== 'true' || again.text !== first.text)
        tally.duplicates++;
    }
    return JSON.parse(first.text) as Record<string, string>;
  };
}

async function tablet(origin: string, n: number, historyId: string, tally: Tally) {
  const session = await signIn(origin, tally);
  const write = writer(origin, session, tally, repeatStream(n + 1));
  for (let d = 0; d < DOCUMENTS; d++) {
    const staged = await write('POST', '/social-work-evolution/stage', {
      historyId,
      objective: `Borrador ${n}-${d}`,
    });
    if (!staged) continue;
    const id = staged.id;
    await write('POST', '/social-work-evolution/stage', {
      historyId,
      socialWorkEvolutionId: id,
      objective: `Borrador ${n}-${d}, segunda versión`,
    });
    await write('POST', '/social-work-evolution/commit', {
      historyId,
      socialWorkEvolutionId: id,
      signature: session.signature,
      ...completeEvolution(),
      objective: `Tableta ${n}, evolución ${d}`,
    });
  }
  for (let r = 1; r <= ROWS; r++) {
    const row = await write('POST', `/family-composition/hc/${historyId}`, {
      historyId,
      signature: session.signature,
    });
    if (!row) continue;
    await write('PUT', `/family-composition/hc/${historyId}/${row.id}`, {
      ...familyMember(r),
      name: `Tableta ${n}, familiar ${r}`,
      signature: session.signature,
    });
  }
}

async function json<T>(origin: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${origin}/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Histories of the social worker's sites, one per tablet (fixtures first, as the search lists them). */
async function historiesFor(origin: string, token: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < TABLETS; page++) {
    const answer = await json<{ results: { id: string }[] }>(origin, token, `/hc/list?search=&page=${page}`);
    if (answer.results.length === 0) throw new Error('Not enough histories for the tablets');
    ids.push(...answer.results.map((r) => r.id));
  }
  return ids.slice(0, TABLETS);
}

/** Documents and rows that are not there exactly once with their last content. */
async function wrongDocuments(origin: string, token: string, histories: string[]): Promise<number> {
  let wrong = 0;
  for (const [n, historyId] of histories.entries()) {
    const evolutions = await json<{ objective?: string; status: string }[]>(
      origin,
      token,
      `/social-work-evolution/hc/${historyId}`,
    );
    for (let d = 0; d < DOCUMENTS; d++) {
      const found = evolutions.filter((e) => e.objective === `Tableta ${n}, evolución ${d}`);
      if (found.length !== 1 || found[0]!.status !== 'committed') wrong++;
    }
    const drafts = evolutions.filter((e) => e.objective?.startsWith(`Borrador ${n}-`));
    wrong += drafts.length;
    const family = await json<{ familyMembers: { name?: string }[] }>(
      origin,
      token,
      `/family-composition/hc/${historyId}`,
    );
    for (let r = 1; r <= ROWS; r++)
      if (family.familyMembers.filter((m) => m.name === `Tableta ${n}, familiar ${r}`).length !== 1) wrong++;
    // Rows created but never filled in (a repeated POST executed twice would leave one).
    wrong += family.familyMembers.filter((m) => m.name === undefined || m.name === '').length;
  }
  return wrong;
}

const emptyTally = (): Tally => ({
  timeline: [],
  lastSignInAt: 0,
  signIns: [],
  errors: 0,
  duplicates: 0,
  repeats: 0,
});

async function replayDay(label: string, origin: string): Promise<Figure[]> {
  const setup = emptyTally();
  const admin = await signIn(origin, setup);
  const histories = await historiesFor(origin, admin.token);

  const tally = emptyTally();
  const startedAt = performance.now();
  const failures = await Promise.allSettled(histories.map((h, n) => tablet(origin, n, h, tally)));
  const elapsedS = (performance.now() - startedAt) / 1000;
  tally.errors += failures.filter((f) => f.status === 'rejected').length;
  const wrong = await wrongDocuments(origin, admin.token, histories);

  const latencies = tally.timeline.map((request) => request.ms).sort((a, b) => a - b);
  tally.signIns.sort((a, b) => a - b);
  const ms = (metric: string, sorted: number[], p: number, goal?: number): Figure => ({
    metric: `${label}: ${metric}`,
    value: round(percentile(sorted, p)),
    unit: 'ms',
    goal,
  });
  return [
    ms('p50 latency', latencies, 50),
    ms('p95 latency', latencies, 95, P95_GOAL_MS),
    ms('p99 latency', latencies, 99),
    // The same day without the sign-in burst: requests sent once every tablet had signed in.
    ms(
      'p95 once every tablet has signed in',
      tally.timeline
        .filter((request) => request.at > tally.lastSignInAt)
        .map((request) => request.ms)
        .sort((a, b) => a - b),
      95,
    ),
    ms('sign-in p50', tally.signIns, 50),
    ms('sign-in p95', tally.signIns, 95),
    { metric: `${label}: requests`, value: latencies.length, unit: '' },
    { metric: `${label}: repeated under the same key`, value: tally.repeats, unit: '' },
    { metric: `${label}: throughput`, value: round(latencies.length / elapsedS), unit: 'req/s' },
    { metric: `${label}: whole day replayed in`, value: round(elapsedS), unit: 's' },
    { metric: `${label}: errors`, value: tally.errors, unit: '', goal: 0 },
    { metric: `${label}: duplicates`, value: tally.duplicates, unit: '', goal: 0 },
    { metric: `${label}: documents not there once with their last content`, value: wrong, unit: '', goal: 0 },
  ];
}

const start = (database?: BenchDatabase) =>
  freePort().then((port) =>
    startServerProcess({
      port,
      testMode: false,
      env: { DATABASE_URL: database?.databaseUrl ?? '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );

const bench: Bench = {
  name: 'tablets-day',
  description: `${TABLETS} tablets replay a day's work at once: one server on PGlite, then two on PostgreSQL`,
  async run() {
    const figures: Figure[] = [];
    const single = await start();
    try {
      figures.push(...(await replayDay('PGlite, 1 server', single.origin)));
    } finally {
      await single.stop();
    }

    const database = await postgresDatabase(2400);
    if (!database) return figures;
    const servers: ServerProcess[] = [];
    try {
      servers.push(...(await Promise.all([start(database), start(database)])));
      const balancer = await roundRobin(servers.map((s) => s.origin));
      try {
        figures.push(...(await replayDay('PostgreSQL, 2 servers', balancer.origin)));
      } finally {
        await balancer.close();
      }
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await database.stop();
    }
    return figures;
  },
};

export default bench;
