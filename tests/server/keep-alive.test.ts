/**
 * Idle connections stay open for the client's next request longer than the pools of clients and proxies
 * keep theirs (server/http/tls.ts): a request sent on a connection after a pause is answered, not reset
 * by a server that was closing it.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/api';

/** Sends one keep-alive GET on `socket` and resolves with the status line of its answer. */
function get(socket: Socket, host: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const head = received.indexOf('\r\n\r\n');
      if (head < 0) return;
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(received.slice(0, head))?.[1] ?? 0);
      if (received.length < head + 4 + length) return;
      socket.off('data', onData);
      socket.off('close', onClose);
      resolve(received.slice(0, received.indexOf('\r\n')));
    };
    const onClose = () => reject(new Error(`connection closed before the answer to ${path}`));
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`);
  });
}

describe('keep-alive', () => {
  it('a connection idle for longer than Node’s default 5 s still carries the next request', async () => {
    const { hostname, port, host } = new URL(baseUrl());
    const socket = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    try {
      expect(await get(socket, host, '/v1/health')).toBe('HTTP/1.1 200 OK');
      await new Promise((resolve) => setTimeout(resolve, 6000));
      expect(socket.destroyed).toBe(false);
      expect(await get(socket, host, '/v1/health')).toBe('HTTP/1.1 200 OK');
    } finally {
      socket.destroy();
    }
  });
});
