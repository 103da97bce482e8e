/**
 * Row writes on the device alone: what each write leaves in the outbox (local ids, coalescing, a row
 * created and deleted offline costing nothing).
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openUserDb, type CanguroDb } from '../../../src/offline/db';
import { isLocalId } from '../../../src/offline/local-ids';
import { enqueueRequest, openEntry } from '../../../src/offline/outbox';
import { createReplayStore } from '../../../src/offline/replay-store';
import {
  addActivityRecord,
  createRow,
  deleteActivityRecord,
  deleteRow,
  openActivityGroup,
  updateActivityRecord,
  updateRow,
} from '../../../src/offline/row-writes';
import { testVault } from './support/test-vault';

const historyId = '0bebef7d-3c29-5453-8e5e-309444b69308';
let db: CanguroDb;

beforeEach(async () => {
  db = await openUserDb('ana', { vault: await testVault(), indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => db.close());

const queued = async () => {
  const stored = await db.outbox.orderBy('seq').toArray();
  return Promise.all(stored.map((entry) => openEntry(db, entry)));
};

describe('row writes', () => {
  it('a created row has a local id at once and its POST names the history', async () => {
    const id = await createRow(db, 'subsidy', historyId, { historyId });
    expect(isLocalId(id)).toBe(true);
    const [post] = await queued();
    expect(post).toMatchObject({
      draftKey: id,
      request: { method: 'POST', path: `/subsidy/hc/${historyId}` },
    });
  });

  it('unsent PUTs of a row merge into one, behind its POST, on the resource path with the local id', async () => {
    const id = await createRow(db, 'family-composition', historyId, { historyId });
    await updateRow(db, 'family-composition', historyId, id, { name: 'Ana' });
    await updateRow(db, 'family-composition', historyId, id, { name: 'Ana María' });
    const entries = await queued();
    expect(entries.map((e) => e.request?.method)).toEqual(['POST', 'PUT']);
    expect(entries[1]).toMatchObject({
      request: { path: `/family-composition/hc/${historyId}/${id}` },
      payload: { name: 'Ana María' },
    });
  });

  it('a PUT after one already sent is queued anew (the sent one may have reached the server)', async () => {
    const id = await createRow(db, 'psychosocial-risk', historyId, { historyId });
    await updateRow(db, 'psychosocial-risk', historyId, id, { action: 'a' });
    const [, put] = await db.outbox.orderBy('seq').toArray();
    await createReplayStore(db).beginSend(put!.seq, Date.now());
    await updateRow(db, 'psychosocial-risk', historyId, id, { action: 'b' });
    expect((await queued()).map((e) => e.request?.method)).toEqual(['POST', 'PUT', 'PUT']);
  });

  it('a row created and deleted before it was sent costs no request', async () => {
    const id = await createRow(db, 'external-network-report', historyId, { historyId });
    await updateRow(db, 'external-network-report', historyId, id, { entity: 'ICBF' });
    await deleteRow(db, 'external-network-report', historyId, id);
    expect(await db.outbox.count()).toBe(0);
  });

  it('deleting a row whose POST was sent drops its unsent PUT and queues a DELETE', async () => {
    const id = await createRow(db, 'subsidy', historyId, { historyId });
    const [post] = await db.outbox.orderBy('seq').toArray();
    await createReplayStore(db).beginSend(post!.seq, Date.now());
    await updateRow(db, 'subsidy', historyId, id, { type: 1 });
    await deleteRow(db, 'subsidy', historyId, id);
    expect((await queued()).map((e) => `${e.request?.method} ${e.request?.path}`)).toEqual([
      `POST /subsidy/hc/${historyId}`,
      `DELETE /subsidy/${id}/hc/${historyId}`,
    ]);
  });

  it('an activity group is opened under its own subject; each record is written under the record', async () => {
    const { activityId: group, recordId: first } = await openActivityGroup(db, historyId, { historyId });
    const added = await addActivityRecord(db, historyId, group, { name: 'Visita' });
    await updateActivityRecord(db, historyId, group, first, { name: 'Cita' });
    await deleteActivityRecord(db, historyId, group, added, 'c1b9a3f2-3e0e-4b43-9d1b-0c5f0a2b7e10');
    expect([group, first].every(isLocalId)).toBe(true);
    expect(new Set([group, first, added]).size).toBe(3);
    const entries = await queued();
    expect(
      entries.map((e) => [e.draftKey, e.request?.method, e.request?.path, e.request?.answerIds]),
    ).toEqual([
      [group, 'POST', `/social-work-activity/hc/${historyId}`, { [first]: ['records', 0, '_id'] }],
      [first, 'PUT', `/social-work-activity/${group}/${first}`, undefined],
    ]);
    // What the answer creates is not waited for: the entries wait only for the ids they name.
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.localIds.sort())).toEqual([
      [],
      [group, first].sort(),
    ]);
  });

  it('a record added to a group is its own subject, and so are its edit and deletion once sent', async () => {
    const group = '4e0c3a58-8a55-4a5f-9a44-5f1f3c1f0c11';
    const added = await addActivityRecord(db, historyId, group, { name: 'Visita' });
    const [post] = await db.outbox.toArray();
    await db.outbox.update(post!.seq, { sentAt: 1 });
    await updateActivityRecord(db, historyId, group, added, { name: 'Visita EPS' });
    await deleteActivityRecord(db, historyId, group, added, 'c1b9a3f2-3e0e-4b43-9d1b-0c5f0a2b7e10');
    expect((await queued()).map((e) => [e.draftKey, e.request?.method])).toEqual([
      [added, 'POST'],
      [added, 'DELETE'],
    ]);
  });
});

describe('activity record writes', () => {
  const server = {
    group: '4e0c3a58-8a55-4a5f-9a44-5f1f3c1f0c11',
    evolution: 'c1b9a3f2-3e0e-4b43-9d1b-0c5f0a2b7e10',
  };
  const earlier = 'a0f5c0de-1b2c-4d3e-8f40-5a6b7c8d9e01';

  it('an unsent edit of the same record is replaced; another record gets its own PUT', async () => {
    const { activityId: group, recordId: first } = await openActivityGroup(db, historyId, { historyId });
    await updateActivityRecord(db, historyId, group, first, { name: 'Cita' });
    await updateActivityRecord(db, historyId, group, first, { name: 'Cita EPS' });
    await updateActivityRecord(db, historyId, group, earlier, { name: 'Otra' });
    const entries = await queued();
    expect(entries.map((e) => [e.request?.method, e.request?.path, e.payload.name])).toEqual([
      ['POST', `/social-work-activity/hc/${historyId}`, undefined],
      ['PUT', `/social-work-activity/${group}/${first}`, 'Cita EPS'],
      ['PUT', `/social-work-activity/${group}/${earlier}`, 'Otra'],
    ]);
  });

  it('an unsent edit queued under the group by an earlier version is still replaced and deleted', async () => {
    const path = `/social-work-activity/${server.group}/${earlier}`;
    await enqueueRequest(db, {
      subjectKey: server.group,
      method: 'PUT',
      path,
      body: { name: 'A' },
      historyId,
    });
    await updateActivityRecord(db, historyId, server.group, earlier, { name: 'B' });
    expect((await queued()).map((e) => [e.draftKey, e.payload.name])).toEqual([[server.group, 'B']]);
    await deleteActivityRecord(db, historyId, server.group, earlier, server.evolution);
    expect((await queued()).map((e) => [e.draftKey, e.request?.method])).toEqual([[earlier, 'DELETE']]);
  });

  it('a group opened and emptied before it was sent costs no request', async () => {
    const { activityId: group, recordId: first } = await openActivityGroup(db, historyId, { historyId });
    await updateActivityRecord(db, historyId, group, first, { name: 'Cita' });
    await deleteActivityRecord(db, historyId, group, first, server.evolution);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a copy added and removed before it was sent costs no request; the group’s other writes stay', async () => {
    await updateActivityRecord(db, historyId, server.group, earlier, { name: 'Propia' });
    const copy = await addActivityRecord(db, historyId, server.group, { name: 'Copia' });
    await updateActivityRecord(db, historyId, server.group, copy, { name: 'Copia editada' });
    await deleteActivityRecord(db, historyId, server.group, copy, server.evolution);
    expect((await queued()).map((e) => `${e.request?.method} ${e.request?.path}`)).toEqual([
      `PUT /social-work-activity/${server.group}/${earlier}`,
    ]);
  });

  it('removing a record already sent queues a DELETE of its id, naming the evolution', async () => {
    await updateActivityRecord(db, historyId, server.group, earlier, { name: 'Propia' });
    await deleteActivityRecord(db, historyId, server.group, earlier, server.evolution);
    expect((await queued()).map((e) => `${e.request?.method} ${e.request?.path}`)).toEqual([
      `DELETE /social-work-activity/${server.group}/${earlier}?sourceId=${server.evolution}`,
    ]);
  });

  it('the first record of a group opened offline whose other records wait is deleted by request', async () => {
    const { activityId: group, recordId: first } = await openActivityGroup(db, historyId, { historyId });
    const second = await addActivityRecord(db, historyId, group, { name: 'Segunda' });
    await deleteActivityRecord(db, historyId, group, first, server.evolution);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => `${e.request?.method} ${e.request?.path}`)).toEqual([
      `POST /social-work-activity/hc/${historyId}`,
      `POST /social-work-activity/${group}`,
      `DELETE /social-work-activity/${group}/${first}?sourceId=${server.evolution}`,
    ]);
    // The DELETE waits for the ids of the group and of its first record; the added record is kept.
    expect(entries[2]!.localIds.sort()).toEqual([group, first].sort());
    expect(second).not.toBe(first);
  });
});

describe('overlayRows', () => {
  const server = [
    { id: 'a', name: 'Ana' },
    { id: 'b', name: 'Beto' },
  ];
  it('adds created rows, replaces edited ones and hides deleted ones, marking them pending', async () => {
    const { overlayRows } = await import('../../../src/offline/row-store');
    const shown = overlayRows(server, [
      { rowId: 'a', method: 'PUT', path: '/x/a', body: { name: 'Ana María' } },
      { rowId: 'b', method: 'DELETE', path: '/x/b', body: {} },
      { rowId: 'n', method: 'POST', path: '/x/hc/h', body: { name: 'Nueva' } },
    ]);
    expect(shown).toEqual([
      { id: 'a', key: 'a', name: 'Ana María', pending: true },
      { id: 'n', key: 'n', name: 'Nueva', pending: true },
    ]);
  });
  it('a local id already acknowledged lands on its server row', async () => {
    const { overlayRows } = await import('../../../src/offline/row-store');
    const shown = overlayRows(
      server,
      [{ rowId: 'local', method: 'PUT', path: '/x/local', body: { name: 'Beatriz' } }],
      {
        serverIdOf: (id) => (id === 'local' ? 'b' : undefined),
        localIdOf: (id) => (id === 'b' ? 'local' : undefined),
      },
    );
    // The row keeps the local id it was created with as its key.
    expect(shown[1]).toEqual({ id: 'b', key: 'local', name: 'Beatriz', pending: true });
  });
});

describe('overlayActivityGroups', () => {
  const record = (id: string, sourceId: string, name: string) => ({
    _id: id,
    name,
    completed: false,
    observation: null,
    recordDate: '2026-11-01',
    sourceId,
  });
  it('replays a group opened on the device, its first record filled, a copy added and a record removed', async () => {
    const { overlayActivityGroups } = await import('../../../src/offline/row-store');
    const server = [
      { id: 'g1', records: [record('r1', 'ev1', 'Cita EPS'), record('r2', 'ev1', 'Subsidio')] },
    ];
    // Each record's write has the record as subject (`rowId`); the DELETE was queued by an earlier
    // version, under its group: both find the group by their path.
    const groups = overlayActivityGroups(server, [
      {
        rowId: 'copy',
        method: 'POST',
        path: '/social-work-activity/g1',
        body: { name: 'Cita EPS', completed: true, sourceId: 'ev2' },
        answerIds: { copy: ['records', -1, '_id'] },
      },
      { rowId: 'g1', method: 'DELETE', path: '/social-work-activity/g1/r2?sourceId=ev1', body: {} },
      {
        rowId: 'new',
        method: 'POST',
        path: '/social-work-activity/hc/h',
        body: { historyId: 'h', recordDate: '2026-11-24', sourceId: 'ev2' },
        answerIds: { first: ['records', 0, '_id'] },
      },
      {
        rowId: 'first',
        method: 'PUT',
        path: '/social-work-activity/new/first',
        body: { name: 'Visita', completed: false },
      },
    ]);
    expect(
      groups.map((g) => [g.key, g.pending, g.records.map((r) => [r.name, r.completed, r.sourceId])]),
    ).toEqual([
      [
        'g1',
        true,
        [
          ['Cita EPS', false, 'ev1'],
          ['Cita EPS', true, 'ev2'],
        ],
      ],
      ['new', true, [['Visita', false, 'ev2']]],
    ]);
    expect(groups[0]!.records[1]!._id).toBe('copy');
    expect(groups[1]!.records[0]!._id).toBe('first');
  });
  it('two deletes queued in a row each hide the record they name; a mapped local id finds its record', async () => {
    const { overlayActivityGroups } = await import('../../../src/offline/row-store');
    const server = [
      {
        id: 'g1',
        records: [record('r1', 'ev1', 'A'), record('r2', 'ev2', 'B'), record('r3', 'ev2', 'C')],
      },
    ];
    const groups = overlayActivityGroups(
      server,
      [
        { rowId: 'r2', method: 'DELETE', path: '/social-work-activity/g1/r2?sourceId=ev2', body: {} },
        { rowId: 'local3', method: 'PUT', path: '/social-work-activity/g1/local3', body: { name: 'C2' } },
        { rowId: 'r1', method: 'DELETE', path: '/social-work-activity/g1/r1?sourceId=ev1', body: {} },
      ],
      { serverIdOf: (id) => (id === 'local3' ? 'r3' : undefined), localIdOf: () => undefined },
    );
    expect(groups[0]!.records.map((r) => [r._id, r.name])).toEqual([['r3', 'C2']]);
  });
  it('a group whose only record is removed is gone; writes of unknown groups are ignored', async () => {
    const { overlayActivityGroups } = await import('../../../src/offline/row-store');
    const groups = overlayActivityGroups(
      [{ id: 'g1', records: [record('r1', 'ev1', 'A')] }],
      [
        { rowId: 'r1', method: 'DELETE', path: '/social-work-activity/g1/r1?sourceId=ev1', body: {} },
        { rowId: 'r9', method: 'PUT', path: '/social-work-activity/zz/r9', body: { name: 'B' } },
      ],
    );
    expect(groups).toEqual([]);
  });
});
