/**
 * A programme's tablets against the reference server, for the tablets-day and tablets-burst benches: each
 * tablet signs in as the demo social worker and, on a history of its own, writes 10 social-work evolutions
 * as stage → stage → commit and 2 family-composition rows (POST, then PUT); one write in five is sent a
 * second time under the same Idempotency-Key, as a device does when an answer is lost. First against one
 * server on PGlite, then against two server processes on one PostgreSQL behind a round-robin balancer in a
 * process of its own, HAProxy where it is installed (every request, and so a repeat, may land on either).
 *
 * Two ways to run the day:
 * - paced: each tablet signs in, then writes; the 50 sign-ins (a password hash each) spread the tablets'
 *   first writes over seconds, and the sign-ins are among the measured requests;
 * - burst: the tablets are signed in beforehand and start writing at the same moment, as a programme
 *   reconnecting at once; half of the repeats lose their first send mid-flight (the request is sent, then
 *   the connection is dropped before the answer), and the repeat goes out at once.
 *
 * Every answer is checked (2xx, the key echoed; a repeat after an answer is its replay), and at the end
 * every document and row must be there once with its last content. Goals: p95 ≤ 200 ms, no errors, no
 * duplicates, every document once.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { completeEvolution, familyMember } from '../../tests/fixtures/bodies';
import { freePort, startServerProcess, type ServerProcess } from '../../tests/e2e/support/server-process';
import { percentile, round, type Figure } from './bench';
import { postgresDatabase, type BenchDatabase } from './databases';
import { cpuMs, treeCpuMs } from './process-cpu';
import { balancerProcess } from './round-robin';

type DayMode = 'paced' | 'burst';

const TABLETS = 50;
const DOCUMENTS = 10;
const ROWS = 2;
const REPEATED = 0.2;
const P95_GOAL_MS = 200;
const USERNAME = 'trabajosocial';
const XSRF = 'tablets-day-xsrf';
const IN_PROGRESS = 409;
/** The bench client's event-loop delay is sampled by a timer of this period, which its figures include. */
const DELAY_RESOLUTION_MS = 10;
const lateBy = (ns: number) => Math.max(0, ns / 1e6 - DELAY_RESOLUTION_MS);

interface Tally {
  /** Each request's start and latency, to tell the sign-in burst from the rest of the day. */
  timeline: { at: number; ms: number }[];
  /** When the last sign-in answered. */
  lastSignInAt: number;
  signIns: number[];
  errors: number;
  duplicates: number;
  repeats: number;
  /** First sends dropped mid-flight (burst). */
  aborted: number;
  /** 409 "en curso": a repeat that reached the server while its first send still ran there. */
  inProgress: number;
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

/**
 * Sends the request on a connection of its own and drops that connection once the request has been
 * written, before any answer: the server receives the whole request and answers nobody.
 */
function sendAndDrop(url: string, init: { method: string; headers: Record<string, string>; body: string }) {
  return new Promise<void>((resolve) => {
    const outgoing = httpRequest(url, { method: init.method, headers: init.headers, agent: false });
    outgoing.on('error', () => resolve());
    outgoing.on('finish', () => {
      outgoing.destroy();
      resolve();
    });
    outgoing.end(init.body);
  });
}

/** One tablet's writes; each answer's JSON, or null when it failed. */
function writer(origin: string, session: Session, tally: Tally, repeat: () => boolean, mode: DayMode) {
  let repeats = 0;
  return async (
    method: 'POST' | 'PUT',
    path: string,
    body: unknown,
  ): Promise<Record<string, string> | null> => {
    const key = randomUUID();
    const init = {
      method,
      headers: {
        authorization: `Bearer ${session.token}`,
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${XSRF}`,
        'x-xsrf-token': XSRF,
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
    };
    const url = `${origin}/v1${path}`;
    const send = () => timed(tally, () => fetch(url, init));
    /** A 2xx that names its key; a 409 "en curso" is sent again, as the device does. */
    const answered = async () => {
      for (;;) {
        const answer = await send();
        if (answer.response.status !== IN_PROGRESS) return answer;
        tally.inProgress++;
      }
    };
    const ok = (answer: { response: Response }) =>
      answer.response.ok && answer.response.headers.get('idempotency-key') === key;

    const repeated = repeat();
    if (repeated) tally.repeats++;
    // Every other repeat of a burst loses its first send: the repeat is then the only answer the tablet gets.
    if (repeated && mode === 'burst' && repeats++ % 2 === 0) {
      tally.aborted++;
      await sendAndDrop(url, init);
      const again = await answered();
      if (!ok(again)) {
        tally.errors++;
        return null;
      }
      return JSON.parse(again.text) as Record<string, string>;
    }
    const first = await answered();
    if (!ok(first)) {
      tally.errors++;
      return null;
    }
    if (repeated) {
      const again = await answered();
      if (!ok(again)) tally.errors++;
      else if (again.response.headers.get('idempotency-replay') !== 'true' || again.text !== first.text)
        tally.duplicates++;
    }
    return JSON.parse(first.text) as Record<string, string>;
  };
}

async function tablet(
  origin: string,
  n: number,
  historyId: string,
  tally: Tally,
  session: Session,
  mode: DayMode,
) {
  const write = writer(origin, session, tally, repeatStream(n + 1), mode);
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
    // A draft left over: a stage that created its document twice.
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
  aborted: 0,
  inProgress: 0,
});

/** The processes beside the servers whose CPU a run counts: the balancer and PostgreSQL, when there. */
interface Beside {
  balancer?: number;
  postgres?: number;
}

/**
 * The CPU time each part of a run has used so far, in ms: the servers, the balancer, PostgreSQL (its
 * postmaster and backends) and the bench client itself. The parts share the machine's cores, so what they
 * take together per request bounds the throughput whatever the servers' own code does.
 */
function cpuSoFar(servers: ServerProcess[], beside: Beside) {
  const { user, system } = process.cpuUsage();
  return {
    servers: cpuMs(servers.map(({ child }) => child.pid!)),
    balancer: beside.balancer === undefined ? 0 : cpuMs([beside.balancer]),
    postgres: beside.postgres === undefined ? 0 : treeCpuMs(beside.postgres),
    client: (user + system) / 1000,
  };
}

/** Each part's CPU per request over the run, and all of them together. */
function cpuPerRequest(
  label: string,
  start: ReturnType<typeof cpuSoFar>,
  end: ReturnType<typeof cpuSoFar>,
  requests: number,
  beside: Beside,
): Figure[] {
  const per = (ms: number) => round(ms / requests, 2);
  const used = (part: keyof typeof start) => end[part] - start[part];
  const parts: [string, keyof typeof start, boolean][] = [
    ["servers' CPU per request", 'servers', true],
    ["balancer's CPU per request", 'balancer', beside.balancer !== undefined],
    ["PostgreSQL's CPU per request", 'postgres', beside.postgres !== undefined],
    ["bench client's CPU per request", 'client', true],
  ];
  const shown = parts.filter(([, , counted]) => counted);
  return [
    ...shown.map(([metric, part]) => ({ metric: `${label}: ${metric}`, value: per(used(part)), unit: 'ms' })),
    {
      metric: `${label}: CPU per request, all of these`,
      value: per(shown.reduce((sum, [, part]) => sum + used(part), 0)),
      unit: 'ms',
    },
  ];
}

async function replayDay(
  label: string,
  origin: string,
  mode: DayMode,
  servers: ServerProcess[],
  beside: Beside = {},
): Promise<Figure[]> {
  const setup = emptyTally();
  const admin = await signIn(origin, setup);
  const histories = await historiesFor(origin, admin.token);

  const tally = emptyTally();
  // A burst's tablets reconnect with the sessions they have: they sign in before the clock starts.
  const sessions =
    mode === 'burst' ? await Promise.all(histories.map(() => signIn(origin, setup))) : undefined;
  // The 50 tablets share this process's one thread: its own delays would be counted as the server's.
  const clientDelay = monitorEventLoopDelay({ resolution: DELAY_RESOLUTION_MS });
  clientDelay.enable();
  const startedAt = performance.now();
  const cpuAtStart = cpuSoFar(servers, beside);
  const failures = await Promise.allSettled(
    histories.map(async (h, n) =>
      tablet(origin, n, h, tally, sessions?.[n] ?? (await signIn(origin, tally)), mode),
    ),
  );
  const elapsedS = (performance.now() - startedAt) / 1000;
  const cpuAtEnd = cpuSoFar(servers, beside);
  clientDelay.disable();
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
  const count = (metric: string, value: number, goal?: number): Figure => ({
    metric: `${label}: ${metric}`,
    value,
    unit: '',
    goal,
  });
  const paced =
    mode === 'paced'
      ? [
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
        ]
      : [
          count('first sends dropped mid-flight', tally.aborted),
          count('409 "en curso" answers (sent again)', tally.inProgress),
        ];
  return [
    ms('p50 latency', latencies, 50),
    ms('p95 latency', latencies, 95, P95_GOAL_MS),
    ms('p99 latency', latencies, 99),
    ...paced,
    count('requests', latencies.length),
    count('repeated under the same key', tally.repeats),
    { metric: `${label}: throughput`, value: round(latencies.length / elapsedS), unit: 'req/s' },
    { metric: `${label}: whole day replayed in`, value: round(elapsedS), unit: 's' },
    ...cpuPerRequest(label, cpuAtStart, cpuAtEnd, latencies.length, beside),
    ms("bench client's event-loop delay p99", [lateBy(clientDelay.percentile(99))], 50),
    ms("bench client's event-loop delay, most", [lateBy(clientDelay.max)], 50),
    count('errors', tally.errors, 0),
    count('duplicates', tally.duplicates, 0),
    count('documents not there once with their last content', wrong, 0),
  ];
}

/**
 * BENCH_PORT=N runs the servers on N and N+1, PostgreSQL on N+2 and the balancer on N+3 (a block of ports
 * of one's own on a shared machine); else the kernel picks free ports.
 */
const benchPort = Number(process.env.BENCH_PORT) || 0;
const portAt = (offset: number) => (benchPort ? Promise.resolve(benchPort + offset) : freePort());

/** BENCH_SERVER_NODE_OPTIONS: Node options of the servers alone, e.g. `--cpu-prof --cpu-prof-dir=DIR`. */
const serverNodeOptions = process.env.BENCH_SERVER_NODE_OPTIONS;

const start = (offset: number, database?: BenchDatabase) =>
  portAt(offset).then((port) =>
    startServerProcess({
      port,
      testMode: false,
      env: {
        DATABASE_URL: database?.databaseUrl ?? '',
        ...(serverNodeOptions ? { NODE_OPTIONS: serverNodeOptions } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );

/** The day on one PGlite server, then on two servers over one PostgreSQL (skipped without PostgreSQL). */
export async function tabletsDay(mode: DayMode): Promise<Figure[]> {
  const figures: Figure[] = [];
  const single = await start(0);
  try {
    figures.push(...(await replayDay('PGlite, 1 server', single.origin, mode, [single])));
  } finally {
    await single.stop();
  }

  const database = await postgresDatabase(2400, benchPort ? benchPort + 2 : undefined);
  if (!database) return figures;
  const servers: ServerProcess[] = [];
  try {
    servers.push(...(await Promise.all([start(0, database), start(1, database)])));
    const balancer = await balancerProcess(
      servers.map((s) => s.origin),
      benchPort ? benchPort + 3 : 0,
    );
    console.log(`  balancer: ${balancer.name}`);
    try {
      figures.push(
        ...(await replayDay('PostgreSQL, 2 servers', balancer.origin, mode, servers, {
          balancer: balancer.pid,
          postgres: database.pid,
        })),
      );
    } finally {
      await balancer.close();
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.stop();
  }
  return figures;
}
