/**
 * The real reference server (server/app.ts) in-process, on an in-memory PGlite with a small seed, and what
 * the outbox tests need around it: signed-in sessions (bearer token, XSRF cookie and header, real token
 * refresh), a transport for the replay core that goes through `app.fetch` and can be told to fail (offline,
 * a status, a 401, or "the connection dropped after the server committed"), and a log of every request it
 * passed on, to count how often each Idempotency-Key was executed.
 */
import { createApp } from '../../../../server/app';
import { readConfig } from '../../../../server/config';
import { openDatabase, type Database } from '../../../../server/db/database';
import { migrate } from '../../../../server/db/migrate';
import { seed } from '../../../../server/seed/index';
import type { Transport, TransportRequest, TransportResponse } from '../../../../workers/replay-core';

const ORIGIN = 'http://local';

export interface ReferenceServer {
  fetch: (request: Request) => Promise<Response>;
  db: Database;
  /** Histories of site 1, which every demo user used here can read and write. */
  historyIds: string[];
  close(): Promise<void>;
}

export async function startReferenceServer(): Promise<ReferenceServer> {
  const db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  await seed(db, { historyCount: 12, seedDay: '2026-01-15' });
  const config = { ...readConfig({}), testMode: false };
  const app = createApp({ db, config, jwtSecret: 'offline-tests-secret-0123456789abcdef0123456789' });
  const rows = await db.query<{ id: string }>(`select id from histories where site_id = 1 order by code`);
  return {
    fetch: async (request) => app.fetch(request),
    db,
    historyIds: rows.map((r) => r.id),
    close: () => db.close(),
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  return (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
}

/** A signed-in demo user: what the app's session holds (tokens) and its XSRF cookie. */
export class TestSession {
  private constructor(
    private readonly server: ReferenceServer,
    public accessToken: string,
    private refreshToken: string,
    readonly xsrf: string,
    readonly user: { id: string; name: string; email: string },
  ) {}

  static async signIn(server: ReferenceServer, username: string): Promise<TestSession> {
    const response = await server.fetch(
      new Request(`${ORIGIN}/v1/auth/login-username`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'canguro' }),
      }),
    );
    const body: any = await readJson(response);
    if (response.status !== 200) throw new Error(`sign-in ${username}: ${response.status}`);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))!;
    const xsrf = cookie.split(';')[0]!.split('=')[1]!;
    return new TestSession(server, body.tokens.access.token, body.tokens.refresh.token, xsrf, body.user);
  }

  /** The signing professional, for commit bodies (the server stamps its own). */
  signature() {
    return { id: this.user.id, name: this.user.name, email: this.user.email };
  }

  /** A real token refresh (single-use, rotating refresh token). */
  async refresh(): Promise<boolean> {
    const response = await this.server.fetch(
      new Request(`${ORIGIN}/v1/auth/refresh-tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: this.refreshToken }),
      }),
    );
    if (response.status !== 200) return false;
    const body: any = await readJson(response);
    this.accessToken = body.access.token;
    this.refreshToken = body.refresh.token;
    return true;
  }

  request(
    method: string,
    path: string,
    options: { body?: unknown; idempotencyKey?: string; token?: string },
  ) {
    const headers = new Headers({
      authorization: `Bearer ${options.token ?? this.accessToken}`,
      cookie: `XSRF-TOKEN=${this.xsrf}`,
      'x-xsrf-token': this.xsrf,
    });
    if (options.idempotencyKey) headers.set('idempotency-key', options.idempotencyKey);
    if (options.body !== undefined) headers.set('content-type', 'application/json');
    return this.server.fetch(
      new Request(`${ORIGIN}/v1${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      }),
    );
  }

  async get(path: string): Promise<any> {
    const response = await this.request('GET', path, {});
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
    return readJson(response);
  }
}

/** What the next request meets. */
export type Fault =
  /** Answered by the "server" with this status, without reaching it. */
  | { status: number; retryAfter?: string }
  /** Sent with an expired token: the real server answers 401. */
  | 'unauthorized'
  /** Reaches the server, which executes it; then the connection drops and no answer arrives. */
  | 'drop-after-commit'
  /** A captive portal's page: 200 with HTML, never reaching the server (no Idempotency-Key echoed). */
  | 'captive-portal';

export interface LoggedRequest {
  method: string;
  path: string;
  body: unknown;
  idempotencyKey: string;
  /** The server handled it (whether or not its answer arrived). */
  reached: boolean;
  /** The answer's status; 0 when no answer arrived. */
  status: number;
  replayed: boolean;
}

/** The replay core's transport over `app.fetch`, with faults on demand. */
export class FaultyTransport {
  offline = false;
  readonly faults: Fault[] = [];
  readonly log: LoggedRequest[] = [];
  inFlight = 0;
  maxInFlight = 0;
  /** Runs while a request is on its way (after it left, before its answer), to race the store with it. */
  duringSend: ((request: TransportRequest) => Promise<void>) | null = null;

  constructor(private readonly session: TestSession) {}

  readonly send: Transport = async (request) => {
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    const logged: LoggedRequest = {
      method: request.method,
      path: request.path,
      body: request.body,
      idempotencyKey: request.idempotencyKey,
      reached: false,
      status: 0,
      replayed: false,
    };
    this.log.push(logged);
    try {
      if (this.offline) throw new TypeError('fetch failed');
      const fault = this.faults.shift();
      if (fault && typeof fault === 'object') {
        logged.status = fault.status;
        const headers = new Headers({ 'content-type': 'application/json' });
        if (fault.retryAfter !== undefined) headers.set('retry-after', fault.retryAfter);
        return { status: fault.status, body: { message: `Fallo simulado (${fault.status})` }, headers };
      }
      if (fault === 'captive-portal') {
        logged.status = 200;
        const headers = new Headers({ 'content-type': 'text/html' });
        return { status: 200, body: '<html><title>Conéctese a la red</title></html>', headers };
      }
      if (this.duringSend) await this.duringSend(request);
      const response = await this.session.request(request.method, request.path, {
        body: request.body,
        idempotencyKey: request.idempotencyKey,
        token: fault === 'unauthorized' ? 'expired' : undefined,
      });
      const answer: TransportResponse = {
        status: response.status,
        body: await readJson(response),
        headers: response.headers,
      };
      logged.reached = true;
      logged.replayed = response.headers.get('idempotency-replay') === 'true';
      if (fault === 'drop-after-commit') throw new TypeError('socket hang up');
      logged.status = answer.status;
      return answer;
    } finally {
      this.inFlight -= 1;
    }
  };

  /** A GET (the replay core's `read`), with the same network and faults; logged without a key. */
  readonly read = (path: string): Promise<TransportResponse> =>
    this.send({ method: 'GET' as TransportRequest['method'], path, body: undefined, idempotencyKey: '' });

  /** Writes the server executed (reached it, not a replay, a 2xx or a lost answer), per Idempotency-Key. */
  executionsByKey(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const r of this.log) {
      if (r.method === 'GET') continue;
      const executed = r.reached && !r.replayed && (r.status === 0 || (r.status >= 200 && r.status < 300));
      if (executed) counts.set(r.idempotencyKey, (counts.get(r.idempotencyKey) ?? 0) + 1);
    }
    return counts;
  }

  /** The paths of the requests that reached the server, in order. */
  reachedPaths(): string[] {
    return this.log.filter((r) => r.reached).map((r) => r.path);
  }

  /** The requests that reached the server for a path, in order. */
  reachedAt(path: string): LoggedRequest[] {
    return this.log.filter((r) => r.reached && r.path === path);
  }
}
