/**
 * The fault hooks of test mode (/v1/__test): failNext, delayMs, dropAfterCommit and the in-flight count
 * the browser tests use to prove the outbox's one-sender rule.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { as, baseUrl, get, newKey, post, resetFaults, setFaults, stats, type Session } from './support/api';
import { developmentControlStage, developmentControlsWith, histories, userId } from './support/bodies';

const historyId = histories.extremelyPreterm.id;

const withMarker = (s: Session, marker: string) => developmentControlsWith(s, historyId, marker);

afterEach(() => resetFaults());

describe('fault hooks', () => {
  it('failNext fails exactly K matching requests with the status, then lets them through', async () => {
    const s = await as('psicologia');
    await setFaults({ failNext: { count: 2, status: 503, path: '^/v1/cie10$' } });
    // A request that does not match the path is not counted.
    expect((await get(s, `/users/${userId('admin')}`)).status).toBe(200);
    const first = await get(s, '/cie10?search=P07');
    const second = await get(s, '/cie10?search=P07');
    const third = await get(s, '/cie10?search=P07');
    expect([first.status, second.status, third.status]).toEqual([503, 503, 200]);
    expect(first.body.message).toBe('Fallo simulado (503)');
    expect(third.body.results.length).toBeGreaterThan(0);
  });

  it('failNext without a path fails any request, also sign-in, and writes nothing', async () => {
    const s = await as('psicologia');
    const marker = crypto.randomUUID();
    await setFaults({ failNext: { count: 1, status: 500 } });
    const res = await post(s, '/development-control/stage', developmentControlStage(historyId, marker));
    expect(res.status).toBe(500);
    expect(await withMarker(s, marker)).toEqual([]);
    await setFaults({ failNext: { count: 1, status: 429 } });
    const signIn = await fetch(`${baseUrl()}/v1/auth/login-username`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'psicologia', password: 'canguro' }),
    });
    expect(signIn.status).toBe(429);
  });

  it('delayMs delays answers; reset removes the delay', async () => {
    const s = await as('psicologia');
    await setFaults({ delayMs: 400 });
    let started = performance.now();
    expect((await get(s, `/users/${userId('admin')}`)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(380);
    await resetFaults();
    started = performance.now();
    await get(s, `/users/${userId('admin')}`);
    expect(performance.now() - started).toBeLessThan(350);
  });

  it('dropAfterCommit: the client sees a network error, the write is committed, a retry replays it', async () => {
    const s = await as('psicologia');
    const key = newKey();
    const marker = crypto.randomUUID();
    const body = developmentControlStage(historyId, marker);
    await setFaults({ dropAfterCommit: { count: 1, path: 'development-control/stage' } });
    await expect(post(s, '/development-control/stage', body, { key })).rejects.toThrow();
    const committed = await withMarker(s, marker);
    expect(committed).toHaveLength(1);

    const retry = await post(s, '/development-control/stage', body, { key });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotency-replay')).toBe('true');
    expect(retry.body.id).toBe(committed[0]!.id);
    expect(await withMarker(s, marker)).toHaveLength(1);
    const logged = (await stats()).requests.filter((r) => r.idempotencyKey === key);
    expect(logged.map((r) => [r.status, r.replay])).toEqual([
      [200, false],
      [200, true],
    ]);
  });

  it('dropAfterCommit leaves failed writes and reads alone', async () => {
    const s = await as('psicologia');
    await setFaults({ dropAfterCommit: { count: 1 } });
    expect((await get(s, `/users/${userId('admin')}`)).status).toBe(200);
    const refused = await post(s, '/development-control/stage', {
      historyId,
      initialObservation: 'x'.repeat(601),
    });
    expect(refused.status).toBe(400);
    // The drop is still armed: the next successful write loses its answer.
    await expect(post(s, '/development-control/stage', developmentControlStage(historyId))).rejects.toThrow();
  });

  it('stats counts concurrent writes: three delayed writes in parallel give maxInFlight >= 3; reads are not counted', async () => {
    const s = await as('psicologia');
    await resetFaults();
    await setFaults({ delayMs: 500 });
    const reads = await Promise.all([1, 2, 3].map(() => get(s, `/users/${userId('admin')}`)));
    expect(reads.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await stats()).maxInFlight).toBe(0);
    const writes = await Promise.all(
      [1, 2, 3].map(() => post(s, '/development-control/stage', developmentControlStage(historyId))),
    );
    expect(writes.map((a) => a.status)).toEqual([200, 200, 200]);
    const now = await stats();
    expect(now.maxInFlight).toBeGreaterThanOrEqual(3);
    expect(now.inFlight).toBe(0);
    expect(now.requests.filter((r) => r.path === `/v1/users/${userId('admin')}`)).toHaveLength(3);
  });

  it('one write at a time gives maxInFlight 1; reset clears the log', async () => {
    const s = await as('psicologia');
    await resetFaults();
    for (let i = 0; i < 3; i++)
      await post(s, '/development-control/stage', developmentControlStage(historyId));
    const now = await stats();
    expect(now.maxInFlight).toBe(1);
    expect(now.requests).toHaveLength(3);
    await resetFaults();
    expect((await stats()).requests).toEqual([]);
  });

  it('scopes: a fault and the stats of one scope touch its own requests only', async () => {
    const s = await as('psicologia');
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    const inScope = (scope: string) => ({ headers: { 'x-canguro-test-scope': scope } });
    await setFaults({ failNext: { count: 1, status: 503, path: '^/v1/cie10$' } }, a);
    // Neither the unnamed scope nor scope b takes scope a's failure.
    expect((await get(s, '/cie10?search=P07')).status).toBe(200);
    expect((await get(s, '/cie10?search=P07', inScope(b))).status).toBe(200);
    expect((await get(s, '/cie10?search=P07', inScope(a))).status).toBe(503);
    expect((await get(s, '/cie10?search=P07', inScope(a))).status).toBe(200);
    expect((await stats(a)).requests.map((r) => r.status)).toEqual([503, 200]);
    expect((await stats(b)).requests.map((r) => r.status)).toEqual([200]);
    await resetFaults(a);
    expect((await stats(a)).requests).toEqual([]);
    expect((await stats(b)).requests).toHaveLength(1);
  });

  it('dropConnections cuts the connection before the request is handled, the health probe too', async () => {
    const s = await as('psicologia');
    const scope = crypto.randomUUID();
    const marker = crypto.randomUUID();
    const headers = { 'x-canguro-test-scope': scope };
    await setFaults({ dropConnections: { count: 2 } }, scope);
    await expect(fetch(`${baseUrl()}/v1/health`, { headers })).rejects.toThrow();
    await expect(
      post(s, '/development-control/stage', developmentControlStage(historyId, marker), { headers }),
    ).rejects.toThrow();
    expect(await withMarker(s, marker)).toEqual([]);
    expect((await fetch(`${baseUrl()}/v1/health`, { headers })).status).toBe(200);
    expect((await stats(scope)).requests.map((r) => [r.path, r.status])).toEqual([
      ['/v1/health', 0],
      ['/v1/development-control/stage', 0],
    ]);
  });
});
