/**
 * The server's fault hooks (server/http/faults.ts), scoped to one test: the `faults` fixture names a fresh
 * scope and sets it as a cookie on the test's browser context, so every request of the context (pages,
 * service worker, sync workers, `context.request`) is counted in that scope's stats and only those requests
 * take its faults. Fault specs therefore run beside every other spec.
 *
 *   import { expect, test } from './support/faults';
 *   test('…', async ({ page, faults }) => { await faults.set({ failNext: { count: 1, status: 503 } }); … });
 */
import { expect, test as base, type APIRequestContext } from '@playwright/test';

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  idempotencyKey: string | null;
  replay: boolean;
}

export interface ServerStats {
  inFlight: number;
  maxInFlight: number;
  requests: LoggedRequest[];
}

export interface FaultsInput {
  delayMs?: number;
  delayPath?: string;
  failNext?: { count: number; status: number; path?: string };
  dropAfterCommit?: { count: number; path?: string };
  /** Cuts the connection before the request is handled (the health probe's too). */
  dropConnections?: { count: number; path?: string };
}

export class Faults {
  constructor(
    private readonly request: APIRequestContext,
    readonly scope: string,
  ) {}

  private get headers() {
    return { 'x-canguro-test-scope': this.scope };
  }

  async set(faults: FaultsInput) {
    const answer = await this.request.post('/v1/__test/faults', { data: faults, headers: this.headers });
    expect(answer.ok()).toBe(true);
  }

  /** Clears the scope's faults and stats (a test does so once its setup is done). */
  async reset() {
    expect((await this.request.post('/v1/__test/reset', { headers: this.headers })).ok()).toBe(true);
  }

  async stats(): Promise<ServerStats> {
    return (await (
      await this.request.get('/v1/__test/stats', { headers: this.headers })
    ).json()) as ServerStats;
  }

  /** Every logged request that carried the Idempotency-Key. */
  async requestsOf(key: string): Promise<LoggedRequest[]> {
    return (await this.stats()).requests.filter((r) => r.idempotencyKey === key);
  }
}

export const test = base.extend<{ faults: Faults }>({
  faults: async ({ context, baseURL }, use) => {
    const scope = crypto.randomUUID();
    await context.addCookies([{ name: 'canguro-test-scope', value: scope, url: baseURL! }]);
    const faults = new Faults(context.request, scope);
    await use(faults);
    await faults.reset();
  },
});

export { expect };
