/**
 * Rows versioned like documents (docs/offline.md "Row conflicts"), end to end against the real reference
 * server in-process: two devices (a social worker and an administrator) hold one history's rows, both edit
 * offline, and reconnect one after the other. For each versioned row resource: an edit of one field on
 * both sides waits for the user, edits of two different fields merge, an edit of a row deleted elsewhere
 * and a deletion of a row edited elsewhere wait too; nothing is lost, and what the user chose against stays
 * readable on the device. Social-work activity records, rows inside their group, are checked the same way.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordKeys, putRecord } from '../../../src/offline/records';
import {
  addActivityRecord,
  createRow,
  deleteActivityRecord,
  deleteRow,
  openActivityGroup,
  updateActivityRecord,
  updateRow,
} from '../../../src/offline/row-writes';
import { listRowConflicts, listRowSetAside, resolveRowConflict } from '../../../src/offline/row-conflicts';
import { enqueueRequest } from '../../../src/offline/outbox';
import { baseFields, storedRowBase, type VersionedRowResource } from '../../../src/offline/row-versions';
import { replayAll } from '../../../workers/replay-core';
import {
  activityGroup,
  activityRecord,
  activityRecordCreate,
  externalNetworkReport,
  familyMember,
  psychosocialRisk,
  psychosocialRiskSource,
  subsidy,
} from '../../fixtures/bodies';
import { openDevice, type Device } from './support/offline-context';
import {
  FaultyTransport,
  startReferenceServer,
  TestSession,
  type ReferenceServer,
} from './support/reference-server';

let server: ReferenceServer;
let social: TestSession;
let admin: TestSession;
let historyId: string;

interface Tablet {
  device: Device;
  transport: FaultyTransport;
  session: TestSession;
}
let a: Tablet;
let b: Tablet;

beforeAll(async () => {
  server = await startReferenceServer();
  social = await TestSession.signIn(server, 'trabajosocial');
  admin = await TestSession.signIn(server, 'admin');
  historyId = server.historyIds[0]!;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const tablet = async (session: TestSession): Promise<Tablet> => {
  const transport = new FaultyTransport(session);
  const device = await openDevice({ userId: session.user.id, send: transport.send });
  return { device, transport, session };
};

beforeEach(async () => {
  await server.db.query('delete from records where history_id = $1', [historyId]);
  a = await tablet(social);
  b = await tablet(admin);
});

afterEach(() => {
  for (const { device, transport } of [a, b]) {
    device.close();
    expect(transport.maxInFlight).toBeLessThanOrEqual(1);
    for (const [key, count] of transport.executionsByKey()) expect([key, count]).toEqual([key, 1]);
  }
});

interface Case {
  resource: VersionedRowResource;
  /** A complete row. */
  row: () => Record<string, unknown>;
  createExtra?: () => Record<string, unknown>;
  /** Two text fields of the row. */
  one: string;
  other: string;
}

const cases: Case[] = [
  { resource: 'family-composition', row: familyMember, one: 'occupation', other: 'name' },
  {
    resource: 'external-network-report',
    row: externalNetworkReport,
    one: 'filingNumber',
    other: 'observation',
  },
  { resource: 'subsidy', row: subsidy, one: 'observation', other: 'date' },
  {
    resource: 'psychosocial-risk',
    row: psychosocialRisk,
    createExtra: () => psychosocialRiskSource(),
    one: 'action',
    other: 'observation',
  },
];

describe.each(cases)('$resource', ({ resource, row, createExtra, one, other }) => {
  const serverRows = async (): Promise<Record<string, any>[]> => {
    const answer = await social.get(`/${resource}/hc/${historyId}`);
    return Array.isArray(answer) ? answer : answer.familyMembers;
  };
  /** What a screen's list read stores on a tablet. */
  const readList = async (t: Tablet) =>
    putRecord(t.device.db, recordKeys.rows(resource, historyId), historyId, await serverRows());
  const sync = (t: Tablet) => replayAll(t.device.deps);
  const edit = (t: Tablet, id: string, changes: Record<string, unknown>) =>
    updateRow(t.device.db, resource, historyId, id, {
      ...row(),
      ...changes,
      signature: t.session.signature(),
    });
  const valueOf = (field: string, value: string) =>
    field === 'date' ? `2025-0${value.length % 9}-02` : value;

  /** A filled row on the server, read by both tablets, then both offline. */
  const sharedRow = async () => {
    const id = await createRow(a.device.db, resource, historyId, {
      historyId,
      signature: social.signature(),
      ...createExtra?.(),
    });
    await edit(a, id, {});
    expect(await sync(a)).toMatchObject({ outcome: 'idle', sent: 2 });
    const [stored] = await serverRows();
    await readList(a);
    await readList(b);
    a.device.online = false;
    b.device.online = false;
    return { key: id, id: stored!.id as string };
  };

  it('the same field changed on both tablets waits for the user; the chosen value wins, the other stays readable', async () => {
    const { key, id } = await sharedRow();
    await edit(a, key, { [one]: valueOf(one, 'Mensajero') });
    await edit(b, id, { [one]: valueOf(one, 'Vigilante') });
    a.device.online = true;
    expect(await sync(a)).toMatchObject({ outcome: 'idle', sent: 1 });
    b.device.online = true;
    await sync(b);
    const [conflict, ...more] = await listRowConflicts(b.device.db);
    expect(more).toEqual([]);
    expect(conflict).toMatchObject({ resource, method: 'PUT', deleted: false });
    expect(conflict!.fields).toEqual([
      expect.objectContaining({
        field: one,
        mine: valueOf(one, 'Vigilante'),
        theirs: valueOf(one, 'Mensajero'),
      }),
    ]);
    // Nothing more of the row is sent while it waits.
    expect((await serverRows())[0]![one]).toBe(valueOf(one, 'Mensajero'));
    expect(
      await resolveRowConflict(b.device.db, conflict!.seq, { fields: { [one]: { keep: 'device' } } }),
    ).toBe(true);
    expect(await sync(b)).toMatchObject({ outcome: 'idle', sent: 1 });
    const [after] = await serverRows();
    expect(after).toMatchObject({ id, [one]: valueOf(one, 'Vigilante') });
    expect(await listRowConflicts(b.device.db)).toEqual([]);
    const [aside] = await listRowSetAside(b.device.db);
    expect(aside!.values).toEqual([
      expect.objectContaining({ field: one, value: valueOf(one, 'Mensajero'), side: 'server' }),
    ]);
  });

  it('different fields changed on each tablet merge without asking', async () => {
    const { key, id } = await sharedRow();
    await edit(a, key, { [one]: valueOf(one, 'Mensajero') });
    await edit(b, id, { [other]: valueOf(other, 'Otro valor') });
    a.device.online = true;
    await sync(a);
    b.device.online = true;
    expect(await sync(b)).toMatchObject({ outcome: 'idle' });
    expect(await listRowConflicts(b.device.db)).toEqual([]);
    expect((await serverRows())[0]).toMatchObject({
      id,
      [one]: valueOf(one, 'Mensajero'),
      [other]: valueOf(other, 'Otro valor'),
    });
  });

  it('an edit of a row another tablet deleted waits; kept, the row is made again with its values', async () => {
    const { key, id } = await sharedRow();
    await deleteRow(a.device.db, resource, historyId, key);
    await edit(b, id, { [one]: valueOf(one, 'Vigilante') });
    a.device.online = true;
    await sync(a);
    expect(await serverRows()).toEqual([]);
    b.device.online = true;
    await sync(b);
    const [conflict] = await listRowConflicts(b.device.db);
    expect(conflict).toMatchObject({ method: 'PUT', deleted: true, fields: [] });
    expect(await resolveRowConflict(b.device.db, conflict!.seq, { row: 'keep' })).toBe(true);
    expect(await sync(b)).toMatchObject({ outcome: 'idle', sent: 2 });
    const rows = await serverRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ [one]: valueOf(one, 'Vigilante') });
    expect(rows[0]!.id).not.toBe(id);
  });

  it('a deletion of a row another tablet edited waits; let go, the row is deleted and its values stay readable', async () => {
    const { key, id } = await sharedRow();
    await edit(a, key, { [one]: valueOf(one, 'Mensajero') });
    await deleteRow(b.device.db, resource, historyId, id);
    a.device.online = true;
    await sync(a);
    b.device.online = true;
    await sync(b);
    const [conflict] = await listRowConflicts(b.device.db);
    expect(conflict).toMatchObject({ method: 'DELETE', deleted: false });
    expect(conflict!.current).toMatchObject({ id, [one]: valueOf(one, 'Mensajero') });
    // Still on the server while the user decides.
    expect(await serverRows()).toHaveLength(1);
    expect(await resolveRowConflict(b.device.db, conflict!.seq, { row: 'let-go' })).toBe(true);
    expect(await sync(b)).toMatchObject({ outcome: 'idle', sent: 1 });
    expect(await serverRows()).toEqual([]);
    const [aside] = await listRowSetAside(b.device.db);
    expect(aside!.values).toContainEqual(
      expect.objectContaining({ field: one, value: valueOf(one, 'Mensajero'), side: 'server' }),
    );
  });
});

describe('one device writing a row several times', () => {
  it('each write starts from the answer of the one before it: no conflict with itself', async () => {
    const write = (id: string, n: number) =>
      updateRow(a.device.db, 'subsidy', historyId, id, { ...subsidy(n), signature: social.signature() });
    const id = await createRow(a.device.db, 'subsidy', historyId, {
      historyId,
      signature: social.signature(),
    });
    // Queued behind its create: it starts from the create's answer.
    await write(id, 1);
    expect(await replayAll(a.device.deps)).toMatchObject({ outcome: 'idle', sent: 2 });
    const rows = async (): Promise<any[]> => social.get(`/subsidy/hc/${historyId}`);
    await putRecord(a.device.db, recordKeys.rows('subsidy', historyId), historyId, await rows());
    await write(id, 2);
    expect(await replayAll(a.device.deps)).toMatchObject({ outcome: 'idle', sent: 1 });
    // Edited again before any list was read: the stored list holds the last answer, the edit starts there.
    await write(id, 3);
    expect(await replayAll(a.device.deps)).toMatchObject({ outcome: 'idle', sent: 1 });
    expect(await listRowConflicts(a.device.db)).toEqual([]);
    expect(await rows()).toEqual([expect.objectContaining({ ...subsidy(3), version: 4 })]);
    expect(a.transport.log.filter((r) => r.method === 'PUT').map((r) => (r.body as any).version)).toEqual([
      1, 2, 3,
    ]);
  });
});

describe('an edit queued behind a held conflict', () => {
  it('keeps what the resolution chose where it left that field as it was', async () => {
    const rows = async (): Promise<any[]> => social.get(`/subsidy/hc/${historyId}`);
    const write = (t: Tablet, id: string, changes: Record<string, unknown>) =>
      updateRow(t.device.db, 'subsidy', historyId, id, {
        ...subsidy(1),
        ...changes,
        signature: t.session.signature(),
      });
    const key = await createRow(a.device.db, 'subsidy', historyId, {
      historyId,
      signature: social.signature(),
    });
    await write(a, key, {});
    await replayAll(a.device.deps);
    const [row] = await rows();
    for (const t of [a, b])
      await putRecord(t.device.db, recordKeys.rows('subsidy', historyId), historyId, await rows());
    // The other tablet changes the type and the observation; this one the observation, twice.
    await write(b, row.id, { type: 2, observation: 'Otra tableta' });
    await replayAll(b.device.deps);
    await write(a, key, { observation: 'Primera' });
    await replayAll(a.device.deps);
    const [conflict] = await listRowConflicts(a.device.db);
    expect(conflict!.fields.map((f) => f.field)).toEqual(['observation']);
    await write(a, key, { observation: 'Segunda' });
    expect(
      await resolveRowConflict(a.device.db, conflict!.seq, { fields: { observation: { keep: 'device' } } }),
    ).toBe(true);
    expect(await replayAll(a.device.deps)).toMatchObject({ outcome: 'idle', sent: 2 });
    // The type the other tablet chose stands: the second edit never changed it.
    expect(await rows()).toEqual([expect.objectContaining({ id: row.id, type: 2, observation: 'Segunda' })]);
  });
});

describe('social-work activity records', () => {
  const evolution = crypto.randomUUID();
  const groups = async (): Promise<Record<string, any>[]> =>
    social.get(`/social-work-activity/hc/${historyId}`);
  const serverRecords = async (): Promise<Record<string, any>[]> => (await groups())[0]!.records;
  const readList = async (t: Tablet) =>
    putRecord(t.device.db, recordKeys.rows('social-work-activity', historyId), historyId, await groups());
  const sync = (t: Tablet) => replayAll(t.device.deps);
  const edit = (t: Tablet, group: string, record: string, changes: Record<string, unknown>) =>
    updateActivityRecord(t.device.db, historyId, group, record, {
      ...activityRecord(1),
      ...changes,
      signature: t.session.signature(),
    });

  /** A filled record of a group on the server (a's keys are local, b's the server's), then both offline. */
  const sharedRecord = async () => {
    const local = await openActivityGroup(
      a.device.db,
      historyId,
      activityGroup(historyId, social.signature(), evolution),
    );
    await edit(a, local.activityId, local.recordId, {});
    expect(await sync(a)).toMatchObject({ outcome: 'idle', sent: 2 });
    const [group] = await groups();
    await readList(a);
    await readList(b);
    a.device.online = false;
    b.device.online = false;
    return { a: local, b: { activityId: group!.id as string, recordId: group!.records[0]._id as string } };
  };

  it('the same field changed on both tablets waits for the user; the chosen value wins, the other stays readable', async () => {
    const ids = await sharedRecord();
    await edit(a, ids.a.activityId, ids.a.recordId, { observation: 'Mensajero' });
    await edit(b, ids.b.activityId, ids.b.recordId, { observation: 'Vigilante' });
    a.device.online = true;
    expect(await sync(a)).toMatchObject({ outcome: 'idle', sent: 1 });
    b.device.online = true;
    await sync(b);
    const [conflict, ...more] = await listRowConflicts(b.device.db);
    expect(more).toEqual([]);
    expect(conflict).toMatchObject({
      resource: 'social-work-activity',
      method: 'PUT',
      deleted: false,
      rowKey: ids.b.recordId,
    });
    expect(conflict!.fields).toEqual([
      expect.objectContaining({ field: 'observation', mine: 'Vigilante', theirs: 'Mensajero' }),
    ]);
    expect((await serverRecords())[0]).toMatchObject({ observation: 'Mensajero', version: 3 });
    expect(
      await resolveRowConflict(b.device.db, conflict!.seq, { fields: { observation: { keep: 'device' } } }),
    ).toBe(true);
    expect(await sync(b)).toMatchObject({ outcome: 'idle', sent: 1 });
    expect(await serverRecords()).toEqual([
      expect.objectContaining({ _id: ids.b.recordId, observation: 'Vigilante', version: 4 }),
    ]);
    expect(await listRowConflicts(b.device.db)).toEqual([]);
    const [aside] = await listRowSetAside(b.device.db);
    expect(aside!.values).toEqual([
      expect.objectContaining({ field: 'observation', value: 'Mensajero', side: 'server' }),
    ]);
  });

  it('a record held in conflict holds only itself: another record of its group is sent meanwhile', async () => {
    const ids = await sharedRecord();
    a.device.online = true;
    await addActivityRecord(
      a.device.db,
      historyId,
      ids.a.activityId,
      activityRecordCreate(2, social.signature(), evolution),
    );
    expect(await sync(a)).toMatchObject({ outcome: 'idle', sent: 1 });
    const second = (await serverRecords())[1]!._id as string;
    await readList(b);
    await edit(a, ids.a.activityId, ids.a.recordId, { observation: 'Mensajero' });
    expect(await sync(a)).toMatchObject({ outcome: 'idle', sent: 1 });
    await edit(b, ids.b.activityId, ids.b.recordId, { observation: 'Vigilante' });
    await updateActivityRecord(b.device.db, historyId, ids.b.activityId, second, {
      ...activityRecord(2),
      observation: 'Otra',
      signature: admin.signature(),
    });
    b.device.online = true;
    expect(await sync(b)).toMatchObject({ sent: 1 });
    const [conflict, ...more] = await listRowConflicts(b.device.db);
    expect(more).toEqual([]);
    expect(conflict).toMatchObject({ rowKey: ids.b.recordId, method: 'PUT' });
    expect((await serverRecords()).map((r) => [r._id, r.observation])).toEqual([
      [ids.b.recordId, 'Mensajero'],
      [second, 'Otra'],
    ]);
    expect((await b.device.db.outbox.toArray()).map((e) => [e.draftKey, e.state])).toEqual([
      [ids.b.recordId, 'conflict'],
    ]);
  });

  it('a record’s edit queued under its group by an earlier version is held, and its later edit waits behind it', async () => {
    const ids = await sharedRecord();
    await edit(a, ids.a.activityId, ids.a.recordId, { observation: 'Mensajero' });
    a.device.online = true;
    await sync(a);
    const path = `/social-work-activity/${ids.b.activityId}/${ids.b.recordId}`;
    const base = await baseFields(
      b.device.db,
      await storedRowBase(b.device.db, 'social-work-activity', historyId, ids.b.recordId),
    );
    const body = { ...activityRecord(1), observation: 'Vigilante', signature: admin.signature() };
    await enqueueRequest(b.device.db, {
      subjectKey: ids.b.activityId,
      method: 'PUT',
      path,
      body,
      historyId,
      base,
    });
    // Sent once before (its answer lost): the next edit is queued anew, under the record.
    await b.device.db.outbox.toCollection().modify({ sentAt: 1 });
    await edit(b, ids.b.activityId, ids.b.recordId, { observation: 'Vigilante de noche' });
    b.device.online = true;
    expect(await sync(b)).toMatchObject({ sent: 0 });
    const [conflict] = await listRowConflicts(b.device.db);
    expect((await b.device.db.outbox.orderBy('seq').toArray()).map((e) => [e.draftKey, e.state])).toEqual([
      [ids.b.activityId, 'conflict'],
      [ids.b.recordId, 'pending'],
    ]);
    expect(
      await resolveRowConflict(b.device.db, conflict!.seq, { fields: { observation: { keep: 'device' } } }),
    ).toBe(true);
    expect(await sync(b)).toMatchObject({ outcome: 'idle', sent: 2 });
    expect((await serverRecords())[0]).toMatchObject({ observation: 'Vigilante de noche' });
  });

  it('one tablet marks it completed, the other changes its observation: they merge without asking', async () => {
    const ids = await sharedRecord();
    expect(activityRecord(1).completed).toBe(false);
    await edit(a, ids.a.activityId, ids.a.recordId, { completed: true });
    await edit(b, ids.b.activityId, ids.b.recordId, { observation: 'Llamó la madre' });
    a.device.online = true;
    await sync(a);
    b.device.online = true;
    expect(await sync(b)).toMatchObject({ outcome: 'idle', sent: 1 });
    expect(await listRowConflicts(b.device.db)).toEqual([]);
    expect(await serverRecords()).toEqual([
      expect.objectContaining({
        _id: ids.b.recordId,
        name: activityRecord(1).name,
        completed: true,
        observation: 'Llamó la madre',
        sourceId: evolution,
      }),
    ]);
    // Each tablet's stored list holds the server's record after its own write.
    const stored = await b.device.db.records.get(recordKeys.rows('social-work-activity', historyId));
    const [group] = await b.device.db.vault.open<Record<string, any>[]>(stored!.sealed);
    expect(group!.records[0]).toMatchObject({ completed: true, observation: 'Llamó la madre' });
  });

  it('an edit of a record another tablet deleted waits; kept, the record is added to its group again', async () => {
    const ids = await sharedRecord();
    await deleteActivityRecord(a.device.db, historyId, ids.a.activityId, ids.a.recordId, evolution);
    await edit(b, ids.b.activityId, ids.b.recordId, { observation: 'Vigilante' });
    a.device.online = true;
    await sync(a);
    expect(await serverRecords()).toEqual([]);
    b.device.online = true;
    await sync(b);
    const [conflict] = await listRowConflicts(b.device.db);
    expect(conflict).toMatchObject({ method: 'PUT', deleted: true, fields: [] });
    expect(await resolveRowConflict(b.device.db, conflict!.seq, { row: 'keep' })).toBe(true);
    expect(await sync(b)).toMatchObject({ outcome: 'idle', sent: 1 });
    const records = await serverRecords();
    expect(records).toEqual([
      expect.objectContaining({ ...activityRecord(1), observation: 'Vigilante', sourceId: evolution }),
    ]);
    expect(records[0]!._id).not.toBe(ids.b.recordId);
  });

  it('a deletion of a record another tablet edited waits; let go, it is deleted and its values stay readable', async () => {
    const ids = await sharedRecord();
    await edit(a, ids.a.activityId, ids.a.recordId, { observation: 'Mensajero' });
    await deleteActivityRecord(b.device.db, historyId, ids.b.activityId, ids.b.recordId, evolution);
    a.device.online = true;
    await sync(a);
    b.device.online = true;
    await sync(b);
    const [conflict] = await listRowConflicts(b.device.db);
    expect(conflict).toMatchObject({ method: 'DELETE', deleted: false });
    expect(conflict!.current).toMatchObject({ id: ids.b.recordId, observation: 'Mensajero' });
    expect(await serverRecords()).toHaveLength(1);
    expect(await resolveRowConflict(b.device.db, conflict!.seq, { row: 'let-go' })).toBe(true);
    expect(await sync(b)).toMatchObject({ outcome: 'idle', sent: 1 });
    expect(await serverRecords()).toEqual([]);
    const [aside] = await listRowSetAside(b.device.db);
    expect(aside!.values).toContainEqual(
      expect.objectContaining({ field: 'observation', value: 'Mensajero', side: 'server' }),
    );
  });
});
