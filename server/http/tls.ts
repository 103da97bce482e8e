/**
 * HTTPS served by the server itself (docs/deploy.md "HTTPS"). A tablet reaches the server by a network
 * name, and only a secure context has a service worker and Web Crypto, without which the app can neither
 * start offline nor sign in: so either a reverse proxy in front terminates TLS (TRUST_PROXY), or the server
 * does, given TLS_CERT_FILE and TLS_KEY_FILE (PEM). Then PORT serves HTTPS, and HTTP_REDIRECT_PORT serves
 * plain http that only redirects to it: a tablet that was told `http://…` still lands on https, and from
 * then on its browser remembers (Strict-Transport-Security, ./strict-transport.ts).
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

export interface TlsSettings {
  certFile: string;
  keyFile: string;
  /** The plain-http port that redirects to https (0: any free port, for tests). */
  redirectPort: number;
}

/** Without TLS_CERT_FILE and TLS_KEY_FILE: none (plain http, as behind a proxy). One without the other is a mistake. */
export function readTlsSettings(env: NodeJS.ProcessEnv): TlsSettings | undefined {
  const certFile = env.TLS_CERT_FILE || undefined;
  const keyFile = env.TLS_KEY_FILE || undefined;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) {
    throw new Error('HTTPS necesita TLS_CERT_FILE y TLS_KEY_FILE juntos (certificado y clave en PEM)');
  }
  return { certFile, keyFile, redirectPort: Number(env.HTTP_REDIRECT_PORT ?? 8080) };
}

/**
 * The https address of a plain-http request: same host name, the https port (left out when it is 443),
 * same path and query. Null when the request names no usable host.
 */
export function httpsLocation(
  hostHeader: string | undefined,
  path: string,
  httpsPort: number,
): string | null {
  if (!hostHeader) return null;
  let hostname: string;
  try {
    // The URL parser checks the name and drops the http port; IPv6 keeps its brackets.
    hostname = new URL(`http://${hostHeader}`).hostname;
  } catch {
    return null;
  }
  if (!hostname) return null;
  const port = httpsPort === 443 ? '' : `:${httpsPort}`;
  return `https://${hostname}${port}${path.startsWith('/') ? path : '/'}`;
}

function redirectHandler(httpsPort: () => number) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const location = httpsLocation(request.headers.host, request.url ?? '/', httpsPort());
    if (!location) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Solicitud sin nombre de servidor (Host)');
      return;
    }
    // 308 keeps the method and body: a write sent to http is not silently turned into a GET.
    response.writeHead(308, { location, 'content-type': 'text/plain; charset=utf-8' });
    response.end(`Use ${location}`);
  };
}

export interface Listening {
  /** The app's address on this machine, e.g. https://localhost:8443 */
  url: string;
  port: number;
  /** The redirecting plain-http port, when serving https. */
  redirectPort?: number;
  close(): Promise<void>;
}

type Fetch = Parameters<typeof serve>[0]['fetch'];

const portOf = (server: { address(): AddressInfo | string | null }, fallback: number) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : fallback;
};

const closeServer = (server: { close(done: () => void): unknown }) =>
  new Promise<void>((resolve) => void server.close(() => resolve()));

/**
 * How long an idle connection stays open for the client's next request. Node's default (5 s) is shorter
 * than the idle time of the clients' and proxies' pools (a balancer's 60 s): a request sent on a
 * connection the server was closing at that moment failed with a reset, which only some clients retry.
 * Longer than theirs, the closing is theirs.
 */
const KEEP_ALIVE_MS = 65_000;

const keptAlive = <S extends ReturnType<typeof serve>>(server: S): S => {
  const http = server as unknown as { keepAliveTimeout: number; headersTimeout: number };
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node's rule: the time to receive a request's headers outlasts the wait for it.
  http.headersTimeout = KEEP_ALIVE_MS + 1000;
  return server;
};

/** Serves `fetch` on `port`: plain http without TLS settings, else https plus the redirecting port. */
export async function listen(fetch: Fetch, port: number, tls?: TlsSettings): Promise<Listening> {
  if (!tls) {
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = keptAlive(serve({ fetch, port }, () => resolve(s)));
    });
    const actual = portOf(server, port);
    return { url: `http://localhost:${actual}`, port: actual, close: () => closeServer(server) };
  }
  // Read at start, so a wrong path fails the start rather than the first tablet.
  const serverOptions = { cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile) };
  const secure = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = keptAlive(
      serve({ fetch, port, createServer: createHttpsServer, serverOptions }, () => resolve(s)),
    );
    s.once('error', reject);
  });
  const actual = portOf(secure, port);
  const redirect = createHttpServer(redirectHandler(() => actual));
  await new Promise<void>((resolve, reject) => {
    redirect.once('error', reject);
    redirect.listen(tls.redirectPort, () => resolve());
  });
  return {
    url: `https://localhost:${actual}`,
    port: actual,
    redirectPort: portOf(redirect, tls.redirectPort),
    close: async () => {
      await Promise.all([closeServer(secure), closeServer(redirect)]);
    },
  };
}
