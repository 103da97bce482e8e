/**
 * "Preparar visitas" (src/offline/visit-preparation.ts) on fake-indexeddb: progress per history and in
 * total, retries with their pauses, refusals not retried, failures named in the marker, each key once,
 * the plain reads sent in batches (retried, refused and split as alone), and removal that never takes
 * unsynced work. The batches against the real server: visit-preparation-batch.test.ts.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiRead } from '../../../src/api/api-read';
import type { BatchOutcome } from '../../../src/api/batch.api';
import { ApiError, httpError } from '../../../src/api/errors';
import { fromRead, serverKeys, type ServerCall } from '../../../src/api/server-query';
import { BATCH_MAX_READS } from '../../../src/contract/batch';
import { openUserDb, type CanguroDb } from '../../../src/offline/db';
import { openDraft } from '../../../src/offline/drafts';
import { enqueueRequest } from '../../../src/offline/outbox';
import { getRecord, putRecord, recordKeys } from '../../../src/offline/records';
import { deleteActivityRecord, updateRow } from '../../../src/offline/row-writes';
import {
  failedCalls,
  preparationCalls,
  preparationFraction,
  preparedKey,
  prepareHistories,
  removePreparedHistory,
  totalFraction,
  unsyncedWorkOf,
  type HistoryProgress,
  type PreparedMarker,
} from '../../../src/offline/visit-preparation';
import { testVault } from './support/test-vault';

let db: CanguroDb;

beforeEach(async () => {
  db = await openUserDb('user-1', { vault: await testVault(), indexedDB: new IDBFactory(), IDBKeyRange });
});

afterEach(() => db.close());

/** A call that stores under `name` what `answers` gives, one answer (or error) per try. */
function call(historyId: string, name: string, answers: unknown[]): ServerCall & { tries: number } {
  const made = {
    tries: 0,
    key: serverKeys.ofHistory(historyId, name),
    what: name,
    load: () => {
      const answer = answers[Math.min(made.tries++, answers.length - 1)];
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
    store: (value: unknown) => putRecord(db, `${name}:${historyId}`, historyId, value),
  };
  return made;
}

const noPause = () => Promise.resolve();

/** A plain read of `path` whose answer is stored under `store` (with `historyId`, or shared). */
const readCall = (path: string, store: string, historyId: string | null): ServerCall =>
  fromRead({ path, parse: (body) => body } satisfies ApiRead<unknown>, (load) => ({
    key: historyId ? serverKeys.ofHistory(historyId, path) : serverKeys.parameter(path),
    what: path,
    load,
    store: (value) => putRecord(db, store, historyId, value),
  }));

/**
 * A fake GET /v1/batch: each path answers from `answers` (one outcome per try of that path, the last one
 * repeated), or `{ ok: true, value: path }`; `down` makes the next batches fail as a whole.
 */
function fakeBatch(answers: Record<string, (BatchOutcome | Error)[]> = {}) {
  const fake = {
    sent: [] as string[][],
    down: 0,
    tries: new Map<string, number>(),
    fetchBatch: (reads: readonly ApiRead<unknown>[]): Promise<BatchOutcome[]> => {
      fake.sent.push(reads.map((read) => read.path));
      if (fake.down > 0) {
        fake.down -= 1;
        return Promise.reject(new ApiError('Network Error', { kind: 'network' }));
      }
      return Promise.resolve(
        reads.map((read) => {
          const tries = fake.tries.get(read.path) ?? 0;
          fake.tries.set(read.path, tries + 1);
          const list = answers[read.path];
          const answer = list?.[Math.min(tries, list.length - 1)] ?? { ok: true, value: read.path };
          return answer instanceof Error ? { ok: false, error: answer as ApiError } : answer;
        }),
      );
    },
  };
  return fake;
}

describe('prepareHistories', () => {
  it('stores every call of each history, reports progress up to 1, and marks each history prepared', async () => {
    const seen: HistoryProgress[][] = [];
    const calls = { h1: [call('h1', 'a', [1]), call('h1', 'b', [2])], h2: [call('h2', 'a', [3])] };
    const result = await prepareHistories(db, ['h1', 'h2'], {
      callsOf: (_db, id) => calls[id as 'h1' | 'h2'],
      onProgress: (progress) => seen.push(progress),
      now: () => 1000,
    });
    expect((await getRecord(db, 'b:h1'))?.data).toBe(2);
    expect((await getRecord(db, 'a:h2'))?.data).toBe(3);
    expect(result.map(preparationFraction)).toEqual([1, 1]);
    expect(totalFraction(result)).toBe(1);
    // Progress grows: the first report knows h1's calls and nothing of h2.
    expect(totalFraction(seen[0]!)).toBe(0);
    expect(seen.map(totalFraction)).toEqual([...seen.map(totalFraction)].sort((a, b) => a - b));
    const marker = (await getRecord<PreparedMarker>(db, preparedKey('h1')))?.data;
    expect(marker).toEqual({ historyId: 'h1', downloadedAt: 1000, failed: [] });
  });

  it('retries a failing call with growing pauses and succeeds on the third try', async () => {
    const pauses: number[] = [];
    const flaky = call('h1', 'a', [new Error('Network Error'), new Error('Network Error'), 'ok']);
    const [history] = await prepareHistories(db, ['h1'], {
      callsOf: () => [flaky],
      sleep: (ms) => {
        pauses.push(ms);
        return Promise.resolve();
      },
    });
    expect(flaky.tries).toBe(3);
    expect(pauses).toEqual([500, 2000]);
    expect(history!.calls[0]).toMatchObject({ state: 'done', attempts: 3, error: null });
  });

  it('names a call that fails every try, and keeps going with the others', async () => {
    const broken = call('h1', 'Antropometría', [new Error('Request failed with status code 500')]);
    const fine = call('h1', 'b', ['x']);
    const [history] = await prepareHistories(db, ['h1'], { callsOf: () => [broken, fine], sleep: noPause });
    expect(broken.tries).toBe(3);
    expect(failedCalls(history!)).toEqual(['Antropometría']);
    expect(history!.calls[0]!.error).toBe('Request failed with status code 500');
    expect((await getRecord(db, 'b:h1'))?.data).toBe('x');
    const marker = (await getRecord<PreparedMarker>(db, preparedKey('h1')))?.data;
    expect(marker?.failed).toEqual(['Antropometría']);
  });

  it('does not retry a refusal (403, 404)', async () => {
    const refused = call('h1', 'a', [new ApiError('No encontrado', { kind: 'http', status: 404 })]);
    const [history] = await prepareHistories(db, ['h1'], { callsOf: () => [refused], sleep: noPause });
    expect(refused.tries).toBe(1);
    expect(history!.calls[0]!.state).toBe('failed');
  });
});

describe('prepareHistories in batches', () => {
  it("sends a history's reads in one batch, stores each answer, runs the other calls alone, and asks a shared catalogue once", async () => {
    const batch = fakeBatch();
    const alone = { h1: call('h1', 'cie10', ['c']), h2: call('h2', 'cie10', ['c']) };
    const callsOf = (_db: CanguroDb, id: string) => [
      readCall(`/hc/${id}`, `record:${id}`, id),
      readCall('/parameters/name/Parentescos', 'catalogue', null),
      readCall(`/subsidy/hc/${id}`, `subsidy:${id}`, id),
      alone[id as 'h1' | 'h2'],
    ];
    const progress = await prepareHistories(db, ['h1', 'h2'], { callsOf, fetchBatch: batch.fetchBatch });
    expect(batch.sent).toEqual([
      ['/hc/h1', '/parameters/name/Parentescos', '/subsidy/hc/h1'],
      ['/hc/h2', '/subsidy/hc/h2'],
    ]);
    expect((await getRecord(db, 'record:h2'))?.data).toBe('/hc/h2');
    expect((await getRecord(db, 'catalogue'))?.data).toBe('/parameters/name/Parentescos');
    expect([alone.h1.tries, alone.h2.tries]).toEqual([1, 1]);
    // The catalogue counts as done for the second history without a request.
    expect(progress[1]!.calls.map((c) => [c.state, c.attempts])).toEqual([
      ['done', 1],
      ['done', 0],
      ['done', 1],
      ['done', 1],
    ]);
    expect(progress.map(preparationFraction)).toEqual([1, 1]);
  });

  it('sends again, together and after the growing pauses, the reads that failed inside a batch; names what still fails', async () => {
    const pauses: number[] = [];
    const unavailable = httpError(500, { message: 'Error interno del servidor' });
    const batch = fakeBatch({
      '/a': [unavailable, { ok: true, value: 'a' }],
      '/b': [unavailable],
      '/c': [httpError(403, { message: 'La historia clínica no pertenece a sus sedes' })],
    });
    const [history] = await prepareHistories(db, ['h1'], {
      callsOf: () => ['/a', '/b', '/c', '/d'].map((path) => readCall(path, path, 'h1')),
      fetchBatch: batch.fetchBatch,
      sleep: (ms) => {
        pauses.push(ms);
        return Promise.resolve();
      },
    });
    expect(batch.sent).toEqual([['/a', '/b', '/c', '/d'], ['/a', '/b'], ['/b']]);
    expect(pauses).toEqual([500, 2000]);
    expect(history!.calls.map((c) => [c.state, c.attempts])).toEqual([
      ['done', 2],
      ['failed', 3],
      ['failed', 1],
      ['done', 1],
    ]);
    expect(history!.calls[1]!.error).toBe('Error interno del servidor');
    expect((await getRecord<PreparedMarker>(db, preparedKey('h1')))?.data.failed).toEqual(['/b', '/c']);
    expect((await getRecord(db, '/a'))?.data).toBe('a');
  });

  it('counts a batch that got no answer as a try of each of its reads', async () => {
    const batch = fakeBatch();
    batch.down = 1;
    const [history] = await prepareHistories(db, ['h1'], {
      callsOf: () => ['/a', '/b'].map((path) => readCall(path, path, 'h1')),
      fetchBatch: batch.fetchBatch,
      sleep: noPause,
    });
    expect(batch.sent).toEqual([
      ['/a', '/b'],
      ['/a', '/b'],
    ]);
    expect(history!.calls.map((c) => [c.state, c.attempts])).toEqual([
      ['done', 2],
      ['done', 2],
    ]);
  });

  it('splits a history of more reads than a batch takes', async () => {
    const batch = fakeBatch();
    const paths = Array.from({ length: BATCH_MAX_READS + 5 }, (_, index) => `/r/${index}`);
    const [history] = await prepareHistories(db, ['h1'], {
      callsOf: () => paths.map((path) => readCall(path, path, 'h1')),
      fetchBatch: batch.fetchBatch,
    });
    expect(batch.sent.map((sent) => sent.length)).toEqual([BATCH_MAX_READS, 5]);
    expect(batch.sent.flat()).toEqual(paths);
    expect(preparationFraction(history!)).toBe(1);
  });
});

describe('preparationCalls', () => {
  it('puts the history record first and runs a key shared by two modules once', () => {
    const catalogue = (): ServerCall => ({
      key: serverKeys.parameter('Parentesco'),
      what: 'Parentesco',
      load: () => Promise.resolve([]),
      store: () => Promise.resolve(),
    });
    const calls = preparationCalls(db, 'h1', [
      () => [catalogue()],
      () => [catalogue(), call('h1', 'a', [1])],
    ]);
    expect(calls.map((c) => c.what)).toEqual(['Historia clínica', 'Parentesco', 'a']);
  });
});

describe('removePreparedHistory', () => {
  it('deletes what the device stored for the history', async () => {
    await prepareHistories(db, ['h1'], { callsOf: () => [call('h1', 'a', [1])] });
    await putRecord(db, 'a:h2', 'h2', 1);
    expect(await removePreparedHistory(db, 'h1')).toBe('removed');
    expect(await getRecord(db, 'a:h1')).toBeUndefined();
    expect(await getRecord(db, preparedKey('h1'))).toBeUndefined();
    expect((await getRecord(db, 'a:h2'))?.data).toBe(1);
  });

  it('refuses while a draft of the history is not on the server', async () => {
    await prepareHistories(db, ['h1'], { callsOf: () => [call('h1', 'a', [1])] });
    await openDraft(db, { kind: 'home-visit', historyId: 'h1', content: {} });
    expect(await unsyncedWorkOf(db, 'h1')).toBe(1);
    expect(await removePreparedHistory(db, 'h1')).toBe('unsynced');
    expect((await getRecord(db, 'a:h1'))?.data).toBe(1);
  });

  it('refuses while a row write naming the history waits in the outbox', async () => {
    await enqueueRequest(db, {
      subjectKey: 'subsidy:x',
      method: 'POST',
      path: '/subsidy/hc/h1',
      body: { historyId: 'h1' },
    });
    expect(await unsyncedWorkOf(db, 'h1')).toBe(1);
    expect(await unsyncedWorkOf(db, 'h2')).toBe(0);
    expect(await removePreparedHistory(db, 'h1')).toBe('unsynced');
  });

  it('refuses while an edit or delete of a server row of the history waits (its path names no history)', async () => {
    await prepareHistories(db, ['h1'], { callsOf: () => [call('h1', 'a', [1])] });
    await updateRow(db, 'external-network-report', 'h1', 'server-row-1', { entity: 2 });
    await deleteActivityRecord(db, 'h1', 'server-group-1', 'server-record-1', 'server-evolution-1');
    expect(await unsyncedWorkOf(db, 'h1')).toBe(2);
    expect(await unsyncedWorkOf(db, 'h2')).toBe(0);
    expect(await removePreparedHistory(db, 'h1')).toBe('unsynced');
  });

  it('refuses while a row is typed into and not saved; an empty set of edits is nothing', async () => {
    await prepareHistories(db, ['h1'], { callsOf: () => [call('h1', 'a', [1])] });
    await putRecord(db, recordKeys.rowEdits('subsidy:h1'), 'h1', {});
    expect(await unsyncedWorkOf(db, 'h1')).toBe(0);
    await putRecord(db, recordKeys.rowEdits('subsidy:h1'), 'h1', { 'row-1': { observation: 'Pendiente' } });
    expect(await unsyncedWorkOf(db, 'h1')).toBe(1);
    expect(await removePreparedHistory(db, 'h1')).toBe('unsynced');
    expect((await getRecord(db, 'a:h1'))?.data).toBe(1);
  });

  it('refuses while the motive of an "Aplazar" modal is typed and not postponed with', async () => {
    await prepareHistories(db, ['h1'], { callsOf: () => [call('h1', 'a', [1])] });
    await putRecord(db, recordKeys.postponeMotive('bayley', 'h1'), 'h1', {
      motive: 'La madre no pudo venir',
    });
    expect(await unsyncedWorkOf(db, 'h1')).toBe(1);
    expect(await removePreparedHistory(db, 'h1')).toBe('unsynced');
    await db.records.delete(recordKeys.postponeMotive('bayley', 'h1'));
    expect(await removePreparedHistory(db, 'h1')).toBe('removed');
  });
});
