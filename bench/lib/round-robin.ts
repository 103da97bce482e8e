/**
 * The balancer of the benches with several servers: each request goes to the next server in turn, whatever
 * it is (a retry with the same Idempotency-Key lands on another server than its first send). Bodies and
 * headers pass through unchanged.
 *
 * It runs as a process of its own (`balancerProcess`), as a real balancer does: inside the bench's process
 * its work shared one thread with the 50 tablets, and the delays of that thread (p99 0.36 s, up to 1 s under
 * load) were counted in every answer's latency. HAProxy where it is installed: the balancer in Node below,
 * the smallest there is, parses every request and answer in JavaScript, 0.62 ms of CPU per request in
 * tablets-burst against HAProxy's 0.12, on the same two cores as the servers (docs/benchmarks.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { freePort } from '../../tests/e2e/support/server-process';

export async function roundRobin(
  origins: string[],
  listenOn = 0,
): Promise<{ origin: string; close(): Promise<void> }> {
  let next = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: 128 });
  const server: Server = createServer((incoming, outgoing) => {
    const target = new URL(incoming.url ?? '/', origins[next++ % origins.length]);
    const forwarded = request(
      target,
      { method: incoming.method, headers: incoming.headers, agent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      outgoing.writeHead(502).end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The balancer in a child process of its own; `close` ends that process. */
export async function roundRobinProcess(
  origins: string[],
  listenOn = 0,
): Promise<{ origin: string; pid: number; close(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', import.meta.filename, String(listenOn), ...origins],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout });
  const origin = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    void exited.then(() => reject(new Error('The balancer exited before listening')));
  });
  lines.close();
  return {
    origin,
    pid: child.pid!,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface Balancer {
  /** What balances: "HAProxy" or "Node". */
  name: string;
  origin: string;
  pid: number;
  close(): Promise<void>;
}

/** Whether HAProxy is installed (Debian's package `haproxy`). */
const hasHaproxy = () => spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;

/**
 * HAProxy in HTTP mode, each request to the next server in turn (it balances every request of a kept-alive
 * connection on its own, as the Node balancer does): what a clinic running several servers would put in
 * front of them, whose cost per request is a small part of the Node balancer's.
 */
async function haproxyProcess(origins: string[], listenOn: number): Promise<Balancer> {
  const port = listenOn || (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'canguro-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  option http-keep-alive',
      'frontend tablets',
      `  bind 127.0.0.1:${port}`,
      '  default_backend servers',
      'backend servers',
      '  balance roundrobin',
      '  http-reuse always',
      ...origins.map((origin, n) => `  server s${n} ${new URL(origin).host}`),
      '',
    ].join('\n'),
  );
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  // Listening once a connection is accepted.
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${origin}/v1/health`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (tries > 100) throw new Error('HAProxy did not start');
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return {
    name: 'HAProxy',
    origin,
    pid: child.pid!,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** HAProxy where it is installed, else the Node balancer, each in a process of its own. */
export const balancerProcess = (origins: string[], listenOn = 0): Promise<Balancer> =>
  hasHaproxy()
    ? haproxyProcess(origins, listenOn)
    : roundRobinProcess(origins, listenOn).then((node) => ({ name: 'Node', ...node }));

// As a process: `node --import tsx bench/lib/round-robin.ts PORT ORIGIN...` prints its origin once listening.
if (process.argv[1] === import.meta.filename) {
  const [listenOn, ...origins] = process.argv.slice(2);
  const balancer = await roundRobin(origins, Number(listenOn));
  process.stdout.write(`${balancer.origin}\n`);
  process.on('SIGTERM', () => void balancer.close().then(() => process.exit(0)));
}
