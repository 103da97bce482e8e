/**
 * Latency of the history search (GET /v1/hc/list) at the scale of a programme and of a whole country:
 * 50,000 histories (`npm run seed -- --histories 50000`) on one server on PGlite, then on one on
 * PostgreSQL (a throwaway cluster, when this machine has PostgreSQL), then 200,000 on PostgreSQL; each
 * signed in as the demo psychologist (sites San Ignacio and Medellín), then 16 concurrent loops for 10 s,
 * each searching a random 3–5 letter prefix of a common Colombian name or surname. Reports, per engine and
 * size, p50/p95/p99 (goal p95 ≤ 50 ms), throughput, errors, the seed's time, and the index's build time and
 * memory as the server itself measured them (GET /v1/metrics; the server runs with --expose-gc so that it
 * can measure after a full collection; goal ≤ 100 MB).
 *
 * `npm run bench -- hc-list-latency --histories 200000` runs one size on both engines instead, and
 * `--engine postgres` (or `pglite`) only the runs on that engine. `--database-url URL` measures a PostgreSQL
 * database seeded beforehand with `--histories` histories (a 200,000 seed takes minutes; the measurement
 * seconds), and `BENCH_SERVER_NODE_OPTIONS` adds Node options to the server alone (a profiler's --import).
 */
import { Agent, get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { freePort, startServerProcess } from '../tests/e2e/support/server-process';
import { percentile, round, type Bench, type Figure } from './lib/bench';
import { pgliteDatabase, postgresDatabase, seededPostgres, type BenchDatabase } from './lib/databases';

/** Engine and size of each figure set, unless --histories names one size. */
const RUNS = [
  { engine: 'pglite', histories: 50_000 },
  { engine: 'postgres', histories: 50_000 },
  { engine: 'postgres', histories: 200_000 },
] as const;
const CONCURRENCY = 16;
const P95_GOAL_MS = 50;
const INDEX_MEMORY_GOAL_MB = 100;
const DURATION_MS = 10_000;
/**
 * The same loops for this long before the measured run, unmeasured: a server that has just built its index
 * still compiles its hot code (on V8's background threads, counted in its CPU) for its first thousand
 * requests or so, which a server that has run for an hour no longer does.
 */
const WARMUP_MS = 3_000;
const NAMES = [
  'maria',
  'juan',
  'valentina',
  'gomez',
  'rodriguez',
  'lopez',
  'martinez',
  'garcia',
  'hernandez',
  'sofia',
  'santiago',
  'camila',
  'diaz',
  'torres',
  'ramirez',
  'castro',
  'moreno',
  'isabella',
];

function randomPrefix(): string {
  const name = NAMES[Math.floor(Math.random() * NAMES.length)]!;
  const length = 3 + Math.floor(Math.random() * 3);
  return name.slice(0, Math.min(length, name.length));
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/v1/auth/login-username`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'psicologia', password: 'canguro' }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const answer = (await response.json()) as { tokens?: { access?: { token?: string } } };
  const token = answer.tokens?.access?.token;
  if (!token) throw new Error('Sign-in answer has no tokens.access.token');
  return token;
}

/**
 * The clients' connections, kept alive as a browser keeps them. node:http rather than fetch: fetch (undici)
 * cost the bench about as much CPU per search as the server spent answering it, on the same two cores,
 * where a tablet's would be its own.
 */
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One search, its answer gzip as a browser accepts it: its latency in ms and whether it found anything, or null when it failed. */
function search(origin: string, token: string): Promise<{ ms: number; found: boolean } | null> {
  const url = `${origin}/v1/hc/list?search=${encodeURIComponent(randomPrefix())}&page=1`;
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const request = get(
      url,
      { agent, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => resolve(null));
        response.on('end', () => {
          try {
            const bytes = Buffer.concat(chunks);
            const text = (
              response.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes
            ).toString();
            const answer = JSON.parse(text) as { total?: number };
            const ms = performance.now() - startedAt;
            resolve(response.statusCode === 200 ? { ms, found: (answer.total ?? 0) > 0 } : null);
          } catch {
            resolve(null);
          }
        });
      },
    );
    request.on('error', () => resolve(null));
  });
}

/**
 * The server builds its search index after it starts (SQL answers meanwhile): measure the index. The build
 * holds the server's thread for seconds at 200,000 histories, so a kept-alive connection may be closed
 * under a request: that poll is simply sent again.
 */
async function searchIndexReady(origin: string): Promise<number> {
  const startedAt = performance.now();
  for (;;) {
    const health = (await fetch(`${origin}/v1/health`)
      .then((response) => response.json())
      .catch(() => ({}))) as { historySearch?: string };
    if (health.historySearch === 'ready') return performance.now() - startedAt;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One gauge of the server's own metrics (Prometheus text), e.g. the index's memory. */
async function serverGauge(origin: string, name: string): Promise<number> {
  const text = await (await fetch(`${origin}/v1/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`GET /v1/metrics has no ${name}`);
  return Number(line.slice(name.length + 1));
}

/** The value of --name V (or --name=V), if given. */
function argument(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (at === -1) return undefined;
  return args[at]!.includes('=') ? args[at]!.slice(name.length + 1) : args[at + 1];
}

/** The size asked for with --histories N, if any. */
function historiesArgument(): number | undefined {
  const value = argument('--histories');
  if (value === undefined) return undefined;
  const histories = Number(value);
  if (!Number.isInteger(histories) || histories <= 0)
    throw new Error(`--histories needs a size, got "${value}"`);
  return histories;
}

/** The concurrent loops of searches for `ms`: each latency, the failures, the searches that found any. */
async function searchLoops(origin: string, token: string, ms: number) {
  const latencies: number[] = [];
  let errors = 0;
  let found = 0;
  const startedAt = performance.now();
  const deadline = startedAt + ms;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const result = await search(origin, token);
        if (result === null) {
          errors++;
        } else {
          latencies.push(result.ms);
          if (result.found) found++;
        }
      }
    }),
  );
  return { latencies, errors, found, elapsedS: (performance.now() - startedAt) / 1000 };
}

async function measure(database: BenchDatabase, histories: number): Promise<Figure[]> {
  const server = await startServerProcess({
    port: await freePort(),
    testMode: false,
    dataDir: database.dataDir,
    env: {
      DATABASE_URL: database.databaseUrl ?? '',
      NODE_OPTIONS: [process.env.NODE_OPTIONS, '--expose-gc', process.env.BENCH_SERVER_NODE_OPTIONS]
        .filter(Boolean)
        .join(' '),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const indexMs = await searchIndexReady(server.origin);
    const buildS = await serverGauge(server.origin, 'canguro_history_search_build_seconds');
    const indexBytes = await serverGauge(server.origin, 'canguro_history_search_index_bytes');
    const token = await signIn(server.origin);
    await searchLoops(server.origin, token, WARMUP_MS);

    // The server's own CPU per search: the figure that the machine's other work moves least; and the
    // bench's, whose clients share the machine with the server (a tablet's would not).
    const cpuBefore = await serverGauge(server.origin, 'process_cpu_seconds_total');
    const clientCpuBefore = process.cpuUsage();
    const { latencies, errors, found, elapsedS } = await searchLoops(server.origin, token, DURATION_MS);
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const cpuS = (await serverGauge(server.origin, 'process_cpu_seconds_total')) - cpuBefore;
    latencies.sort((a, b) => a - b);
    const on = `${database.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${histories.toLocaleString('en')}`;

    return [
      { metric: `${on}: p50 latency`, value: round(percentile(latencies, 50)), unit: 'ms' },
      {
        metric: `${on}: p95 latency`,
        value: round(percentile(latencies, 95)),
        unit: 'ms',
        goal: P95_GOAL_MS,
      },
      { metric: `${on}: p99 latency`, value: round(percentile(latencies, 99)), unit: 'ms' },
      { metric: `${on}: throughput`, value: round(latencies.length / elapsedS), unit: 'req/s' },
      { metric: `${on}: errors`, value: errors, unit: '', goal: 0 },
      {
        metric: `${on}: server CPU per search`,
        value: round((1000 * cpuS) / Math.max(1, latencies.length + errors), 2),
        unit: 'ms',
      },
      {
        metric: `${on}: the bench's clients' CPU per search`,
        value: round((clientCpu.user + clientCpu.system) / 1000 / Math.max(1, latencies.length + errors), 2),
        unit: 'ms',
      },
      ...(Number.isFinite(database.seedSeconds)
        ? [{ metric: `${on}: seeded in`, value: round(database.seedSeconds), unit: 's' }]
        : []),
      { metric: `${on}: search index built (load and build)`, value: round(buildS, 2), unit: 's' },
      { metric: `${on}: search index ready, after the server answers`, value: round(indexMs), unit: 'ms' },
      {
        metric: `${on}: search index memory`,
        value: round(indexBytes / 2 ** 20),
        unit: 'MB',
        goal: INDEX_MEMORY_GOAL_MB,
      },
      // A sanity check that the searches hit the seeded histories rather than an empty table.
      {
        metric: `${on}: searches with results`,
        value: round((100 * found) / Math.max(1, latencies.length)),
        unit: '%',
      },
    ];
  } finally {
    await server.stop();
  }
}

const bench: Bench = {
  name: 'hc-list-latency',
  description: `GET /v1/hc/list, ${CONCURRENCY} concurrent clients for ${DURATION_MS / 1000} s: 50,000 histories on PGlite and PostgreSQL, 200,000 on PostgreSQL (or --histories N on both)`,
  async run() {
    const size = historiesArgument();
    const seeded = argument('--database-url');
    if (seeded !== undefined) {
      if (!size) throw new Error('--database-url needs --histories N, the size it was seeded with');
      return measure(seededPostgres(seeded), size);
    }
    const only = argument('--engine');
    if (only !== undefined && only !== 'pglite' && only !== 'postgres')
      throw new Error(`--engine is pglite or postgres, got "${only}"`);
    const runs = (
      size ? (['pglite', 'postgres'] as const).map((engine) => ({ engine, histories: size })) : RUNS
    ).filter(({ engine }) => only === undefined || engine === only);
    const figures: Figure[] = [];
    for (const { engine, histories } of runs) {
      const database = await (engine === 'pglite' ? pgliteDatabase : postgresDatabase)(histories);
      if (!database) continue;
      try {
        figures.push(...(await measure(database, histories)));
      } finally {
        await database.stop();
      }
    }
    return figures;
  },
};

export default bench;
