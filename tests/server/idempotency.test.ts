/**
 * Idempotency-Key on every write: a repeat gets the first answer (one write), the same key with another
 * request 422, a repeat racing the first (still running, or its first send dropped mid-flight) executes
 * once and answers that execution, keys are per user, 4xx answers are kept, and a 5xx leaves the key free
 * for a retry.
 */
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  as,
  baseUrl,
  get,
  newKey,
  post,
  put,
  resetFaults,
  setFaults,
  signatureOf,
  stats,
  type Session,
} from './support/api';
import { developmentControlStage, developmentControlsWith, histories, t } from './support/bodies';

const historyId = histories.medellin.id;

const withMarker = (s: Session, marker: string) => developmentControlsWith(s, historyId, marker);

afterEach(() => resetFaults());

/**
 * Sends a write on a connection of its own and drops the connection once the request is written, before
 * any answer: the server receives it whole and answers nobody, as when a tablet loses its link mid-send.
 */
function sendAndDrop(s: Session, path: string, body: unknown, key: string) {
  return new Promise<void>((resolve, reject) => {
    const outgoing = request(`${baseUrl()}/v1${path}`, {
      method: 'POST',
      agent: false,
      headers: {
        authorization: `Bearer ${s.token}`,
        cookie: `XSRF-TOKEN=${s.xsrf}`,
        'x-xsrf-token': s.xsrf,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
    });
    outgoing.on('error', reject);
    outgoing.on('finish', () => {
      outgoing.destroy();
      resolve();
    });
    outgoing.end(JSON.stringify(body));
  });
}

describe('Idempotency-Key', () => {
  it('same key and body twice: the second answer is the first, replayed, and one document exists', async () => {
    const s = await as('psicologia');
    const key = newKey();
    const marker = crypto.randomUUID();
    const body = developmentControlStage(historyId, marker);
    const first = await post(s, '/development-control/stage', body, { key });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotency-replay')).toBeNull();
    const second = await post(s, '/development-control/stage', body, { key });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotency-replay')).toBe('true');
    expect(second.headers.get('content-type')).toContain('application/json');
    const docs = await withMarker(s, marker);
    expect(docs.map((d) => d.id)).toEqual([first.body.id]);
  });

  it('every answer names the key it was sent with: executed, replayed, refused', async () => {
    const s = await as('psicologia');
    const key = newKey();
    const body = developmentControlStage(historyId, crypto.randomUUID());
    const first = await post(s, '/development-control/stage', body, { key });
    const replayed = await post(s, '/development-control/stage', body, { key });
    const conflicting = await post(s, '/development-control/stage', { ...body, followUp: 'otro' }, { key });
    expect([first.status, replayed.status, conflicting.status]).toEqual([200, 200, 422]);
    for (const answer of [first, replayed, conflicting])
      expect(answer.headers.get('idempotency-key')).toBe(key);
    const refusedKey = newKey();
    const refused = await post(
      s,
      '/development-control/stage',
      { historyId: 'no-es-un-id' },
      { key: refusedKey },
    );
    expect(refused.status).toBe(400);
    expect(refused.headers.get('idempotency-key')).toBe(refusedKey);
  });

  it('a replayed row POST (201) creates one row', async () => {
    const s = await as('trabajosocial');
    const key = newKey();
    const hid = histories.rows.id;
    const before = (await get(s, `/subsidy/hc/${hid}`)).body.length;
    const body = { historyId: hid, signature: signatureOf(s) };
    const first = await post(s, `/subsidy/hc/${hid}`, body, { key });
    const second = await post(s, `/subsidy/hc/${hid}`, body, { key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect((await get(s, `/subsidy/hc/${hid}`)).body.length).toBe(before + 1);
  });

  it('same key with a different body, path or method answers 422 and writes nothing more', async () => {
    const s = await as('psicologia');
    const key = newKey();
    const marker = crypto.randomUUID();
    const first = await post(s, '/development-control/stage', developmentControlStage(historyId, marker), {
      key,
    });
    expect(first.status).toBe(200);
    const otherBody = await post(
      s,
      '/development-control/stage',
      developmentControlStage(historyId, `${marker}-2`),
      {
        key,
      },
    );
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.message).toBe('La Idempotency-Key ya se usó con otra petición');
    const otherPath = await post(s, '/family-control/stage', { historyId, plan: marker }, { key });
    expect(otherPath.status).toBe(422);
    const otherMethod = await put(
      s,
      '/development-control/stage',
      developmentControlStage(historyId, marker),
      { key },
    );
    expect(otherMethod.status).toBe(422);
    expect(await withMarker(s, marker)).toHaveLength(1);
  });

  it('same key while the first request is still running: executed once, the other answers that execution', async () => {
    const s = await as('psicologia');
    const key = newKey();
    const marker = crypto.randomUUID();
    const body = developmentControlStage(historyId, marker);
    // Both are delayed before their transactions, so they overlap; which one claims the key first is the
    // server's race to decide (on PostgreSQL the loser's claim waits for the winner's transaction).
    await setFaults({ delayMs: 800, delayPath: 'development-control/stage' });
    const firstPromise = post(s, '/development-control/stage', body, { key });
    await expect.poll(async () => (await stats()).inFlight).toBe(1);
    const second = await post(s, '/development-control/stage', body, { key });
    const first = await firstPromise;
    expect([first.status, second.status]).toEqual([200, 200]);
    const replays = [first, second].map((r) => r.headers.get('idempotency-replay'));
    expect(replays.filter((r) => r === 'true')).toHaveLength(1);
    expect(replays.filter((r) => r === null)).toHaveLength(1);
    expect(second.body).toEqual(first.body);
    expect(await withMarker(s, marker)).toHaveLength(1);
  });

  it('a first send dropped mid-flight and its repeat sent at once: executed once, the repeat answers that execution', async () => {
    const s = await as('psicologia');
    const key = newKey();
    const marker = crypto.randomUUID();
    const body = developmentControlStage(historyId, marker);
    await sendAndDrop(s, '/development-control/stage', body, key);
    const repeat = await post(s, '/development-control/stage', body, { key });
    expect(repeat.status).toBe(200);
    // Both sends are logged when the server has answered them, the dropped one included.
    const ofKey = async () => (await stats()).requests.filter((r) => r.idempotencyKey === key);
    await expect.poll(async () => (await ofKey()).length).toBe(2);
    const executed = (await ofKey()).filter((r) => r.status === 200 && !r.replay);
    expect(executed).toHaveLength(1);
    const docs = await withMarker(s, marker);
    expect(docs.map((d) => d.id)).toEqual([repeat.body.id]);
    const again = await post(s, '/development-control/stage', body, { key });
    expect(again.headers.get('idempotency-replay')).toBe('true');
    expect(again.body).toEqual(repeat.body);
  });

  it('five sends of one key at once: one execution, every answer the same', async () => {
    const s = await as('trabajosocial');
    const key = newKey();
    const hid = histories.rows.id;
    const before = (await get(s, `/subsidy/hc/${hid}`)).body.length;
    const body = { historyId: hid, signature: signatureOf(s) };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(s, `/subsidy/hc/${hid}`, body, { key })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.filter((a) => a.headers.get('idempotency-replay') === null)).toHaveLength(1);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect((await get(s, `/subsidy/hc/${hid}`)).body.length).toBe(before + 1);
  });

  it('a conflict decided inside the write (409, version) is kept: the repeat answers it again', async () => {
    const s = await as('psicologia');
    const created = await post(s, '/development-control/stage', developmentControlStage(historyId));
    const key = newKey();
    const stale = {
      ...developmentControlStage(historyId, crypto.randomUUID()),
      developmentControlId: created.body.id,
      version: created.body.version + 5,
    };
    const first = await post(s, '/development-control/stage', stale, { key });
    expect(first.status).toBe(409);
    expect(first.body.currentVersion).toBe(created.body.version);
    const second = await post(s, '/development-control/stage', stale, { key });
    expect(second.status).toBe(409);
    expect(second.headers.get('idempotency-replay')).toBe('true');
    expect(second.body).toEqual(first.body);
  });

  it('keys are per user: the same key from two users makes two writes', async () => {
    const psychology = await as('psicologia');
    const admin = await as('admin');
    const key = newKey();
    const marker = crypto.randomUUID();
    const body = developmentControlStage(historyId, marker);
    const a = await post(psychology, '/development-control/stage', body, { key });
    const b = await post(admin, '/development-control/stage', body, { key });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.headers.get('idempotency-replay')).toBeNull();
    expect(b.body.id).not.toBe(a.body.id);
    expect((await withMarker(psychology, marker)).map((d) => d.id).sort()).toEqual(
      [a.body.id, b.body.id].sort(),
    );
  });

  it('a 400 answer is kept and replayed too', async () => {
    const s = await as('psicologia');
    const key = newKey();
    const body = { historyId, initialObservation: 'x'.repeat(601) };
    const first = await post(s, '/development-control/stage', body, { key });
    expect(first.status).toBe(400);
    expect(first.body.errors.initialObservation).toBe(t.maxLength(600));
    const second = await post(s, '/development-control/stage', body, { key });
    expect(second.status).toBe(400);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotency-replay')).toBe('true');
  });

  it('a 403 answer is kept too: the same key stays refused', async () => {
    const s = await as('trabajosocial');
    const key = newKey();
    const body = developmentControlStage(histories.documents.id);
    const first = await post(s, '/development-control/stage', body, { key });
    expect(first.status).toBe(403);
    const second = await post(s, '/development-control/stage', body, { key });
    expect(second.status).toBe(403);
    expect(second.headers.get('idempotency-replay')).toBe('true');
  });

  it('after a 5xx the same key may be retried and succeeds (not a replay)', async () => {
    const s = await as('psicologia');
    const key = newKey();
    const marker = crypto.randomUUID();
    const body = developmentControlStage(historyId, marker);
    await setFaults({ failNext: { count: 1, status: 503, path: 'development-control/stage' } });
    const failed = await post(s, '/development-control/stage', body, { key });
    expect(failed.status).toBe(503);
    expect(await withMarker(s, marker)).toEqual([]);
    const retried = await post(s, '/development-control/stage', body, { key });
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotency-replay')).toBeNull();
    expect(await withMarker(s, marker)).toHaveLength(1);
    const logged = (await stats()).requests.filter((r) => r.idempotencyKey === key);
    expect(logged.map((r) => r.status)).toEqual([503, 200]);
  });

  it('writes without a key are still accepted (each one writes)', async () => {
    const s = await as('psicologia');
    const marker = crypto.randomUUID();
    const body = developmentControlStage(historyId, marker);
    expect((await post(s, '/development-control/stage', body, { key: null })).status).toBe(200);
    expect((await post(s, '/development-control/stage', body, { key: null })).status).toBe(200);
    expect(await withMarker(s, marker)).toHaveLength(2);
  });

  it('refuses a key longer than 200 characters (400)', async () => {
    const s = await as('psicologia');
    const marker = crypto.randomUUID();
    const res = await post(s, '/development-control/stage', developmentControlStage(historyId, marker), {
      key: 'k'.repeat(201),
    });
    expect(res.status).toBe(400);
    expect(await withMarker(s, marker)).toEqual([]);
  });
});
