/**
 * Latency of the history search (GET /v1/hc/list) under load: a fresh server in its own temporary data
 * folder on a free loopback port, signed in as the demo psychologist, then 16 concurrent loops for 10 s,
 * each searching a random 3–5 letter prefix of a common Colombian name or surname. Reports p50/p95/p99,
 * throughput and errors, then stops the server.
 */
import { freePort, startServerProcess } from '../tests/e2e/support/server-process';
import { percentile, round, type Bench } from './lib/bench';

const CONCURRENCY = 16;
const DURATION_MS = 10_000;
const WARMUP_REQUESTS = 20;
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

/** One search: its latency in ms and whether it found anything, or null when it failed. */
async function search(origin: string, token: string): Promise<{ ms: number; found: boolean } | null> {
  const url = `${origin}/v1/hc/list?search=${encodeURIComponent(randomPrefix())}&page=1`;
  const startedAt = performance.now();
  try {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const answer = (await response.json()) as { total?: number };
    const ms = performance.now() - startedAt;
    return response.ok ? { ms, found: (answer.total ?? 0) > 0 } : null;
  } catch {
    return null;
  }
}

const bench: Bench = {
  name: 'hc-list-latency',
  description: `GET /v1/hc/list, ${CONCURRENCY} concurrent clients for ${DURATION_MS / 1000} s`,
  async run() {
    const server = await startServerProcess({
      port: await freePort(),
      testMode: false,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      const token = await signIn(server.origin);
      for (let i = 0; i < WARMUP_REQUESTS; i++) await search(server.origin, token);

      const latencies: number[] = [];
      let errors = 0;
      let found = 0;
      const startedAt = performance.now();
      const deadline = startedAt + DURATION_MS;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (performance.now() < deadline) {
            const result = await search(server.origin, token);
            if (result === null) {
              errors++;
            } else {
              latencies.push(result.ms);
              if (result.found) found++;
            }
          }
        }),
      );
      const elapsedS = (performance.now() - startedAt) / 1000;
      latencies.sort((a, b) => a - b);

      return [
        { metric: 'p50 latency', value: round(percentile(latencies, 50)), unit: 'ms' },
        { metric: 'p95 latency', value: round(percentile(latencies, 95)), unit: 'ms' },
        { metric: 'p99 latency', value: round(percentile(latencies, 99)), unit: 'ms' },
        { metric: 'throughput', value: round(latencies.length / elapsedS), unit: 'req/s' },
        { metric: 'errors', value: errors, unit: '' },
        // A sanity check that the searches hit the seeded histories rather than an empty table.
        {
          metric: 'searches with results',
          value: round((100 * found) / Math.max(1, latencies.length)),
          unit: '%',
        },
      ];
    } finally {
      await server.stop();
    }
  },
};

export default bench;
