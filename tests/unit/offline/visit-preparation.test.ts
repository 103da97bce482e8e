/**
 * "Preparar visitas" (src/offline/visit-preparation.ts) on fake-indexeddb: progress per history and in
 * total, retries with their pauses, refusals not retried, failures named in the marker, each key once,
 * and removal that never takes unsynced work.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { serverKeys, type ServerCall } from '../../../src/api/server-query';
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
});
