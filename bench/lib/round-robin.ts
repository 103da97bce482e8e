/**
 * The smallest load balancer: each request goes to the next server in turn, whatever it is (a retry
 * with the same Idempotency-Key lands on another server than its first send). Bodies and headers pass
 * through unchanged.
 */
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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
