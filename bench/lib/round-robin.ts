/**
 * The smallest load balancer: each request goes to the next server in turn, whatever it is (a retry
 * with the same Idempotency-Key lands on another server than its first send). Bodies and headers pass
 * through unchanged.
 *
 * The benches run it as a process of its own (`roundRobinProcess`), as a real balancer is: inside the bench's
 * process its work shared one thread with the 50 tablets, and the delays of that thread (p99 0.36 s, up to
 * 1 s under load) were counted in every answer's latency.
 */
import { spawn } from 'node:child_process';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';

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

// As a process: `node --import tsx bench/lib/round-robin.ts PORT ORIGIN...` prints its origin once listening.
if (process.argv[1] === import.meta.filename) {
  const [listenOn, ...origins] = process.argv.slice(2);
  const balancer = await roundRobin(origins, Number(listenOn));
  process.stdout.write(`${balancer.origin}\n`);
  process.on('SIGTERM', () => void balancer.close().then(() => process.exit(0)));
}
