/**
 * Social-work activities (spec 001 §7): a history's group of activity records, each addressed by group id
 * and its own `_id`; only the evolution that created a record deletes it (spec 001 §6).
 */
import { describe, expect, it } from 'vitest';
import { as, del, get, post, put, signatureOf, type Session } from './support/api';
import { activityGroup, activityRecord, activityRecordCreate } from '../fixtures/bodies';
import { FORBIDDEN, OTHER_SITE, RECORD_CHANGED, histories, t, uuid } from './support/bodies';

const historyId = histories.activity.id;
const SOURCE_TYPE = 'SocialWorkEvolution';

/** POST of a new group in a history (of another site, for the refusals). */
const postGroup = (s: Session, hid = historyId, sourceId = uuid()) =>
  post(s, `/social-work-activity/hc/${hid}`, activityGroup(hid, signatureOf(s), sourceId));
const openGroup = async (s: Session, sourceId = uuid()) => {
  const res = await postGroup(s, historyId, sourceId);
  expect(res.status).toBe(201);
  return res.body as Record<string, any>;
};
const record = (s: Session, n: number, sourceId = uuid()) =>
  activityRecordCreate(n, signatureOf(s), sourceId);
const recordPath = (groupId: string, recordId: string) => `/social-work-activity/${groupId}/${recordId}`;
const deletePath = (groupId: string, recordId: string, sourceId: string) =>
  `${recordPath(groupId, recordId)}?sourceId=${sourceId}`;
const namesOf = (group: Record<string, any>) =>
  (group.records as { name: string | null }[]).map((r) => r.name);
const storedGroup = async (s: Session, groupId: string) =>
  (await get(s, `/social-work-activity/hc/${historyId}`)).body.find((g: { id: string }) => g.id === groupId);

describe('social-work activity', () => {
  it('POST /hc/{historyId} opens a group with one empty record (201), listed', async () => {
    const s = await as('trabajosocial');
    const sourceId = uuid();
    const group = await openGroup(s, sourceId);
    expect(group).toMatchObject({ id: expect.any(String), historyId, version: 1 });
    expect(group.records).toHaveLength(1);
    expect(group.records[0]).toMatchObject({
      _id: expect.any(String),
      name: null,
      completed: null,
      recordDate: '2025-06-01',
      sourceId,
      sourceType: SOURCE_TYPE,
      signature: { id: s.userId },
    });
    const list = await get(s, `/social-work-activity/hc/${historyId}`);
    expect(list.status).toBe(200);
    expect(list.body.find((g: { id: string }) => g.id === group.id)?.records).toHaveLength(1);
  });

  it('POST /{activityId} adds a record; PUT /{activityId}/{recordId} changes it; DELETE removes it', async () => {
    const s = await as('trabajosocial');
    const evolution = uuid();
    const group = await openGroup(s, evolution);
    const added = await post(s, `/social-work-activity/${group.id}`, record(s, 2, evolution));
    expect(added.status).toBe(201);
    expect(added.body.version).toBe(2);
    expect(added.body.records).toHaveLength(2);
    const addedId = added.body.records[1]._id;
    expect(addedId).toMatch(/^[0-9a-f-]{36}$/);
    expect(addedId).not.toBe(group.records[0]._id);
    expect(added.body.records[1]).toMatchObject({ name: 'Actividad 2', completed: true });

    const changed = await put(s, recordPath(group.id, addedId), {
      name: 'Taller de crianza',
      completed: false,
      observation: 'Reprogramado',
      signature: signatureOf(s),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.version).toBe(3);
    expect(changed.body.records[1]).toMatchObject({
      _id: addedId,
      name: 'Taller de crianza',
      completed: false,
      observation: 'Reprogramado',
      recordDate: '2025-06-02',
    });
    expect(changed.body.records[0]).toEqual(added.body.records[0]);

    const removed = await del(s, deletePath(group.id, group.records[0]._id, evolution));
    expect(removed.status).toBe(200);
    expect(removed.body.records).toEqual([changed.body.records[1]]);
    expect(await storedGroup(s, group.id)).toMatchObject({ version: 4 });
  });

  it('two deletes in a row each remove the record they name, whatever moved before them', async () => {
    const s = await as('trabajosocial');
    const evolution = uuid();
    const group = await openGroup(s, evolution);
    let last = group;
    for (const n of [1, 2, 3])
      last = (await post(s, `/social-work-activity/${group.id}`, record(s, n, evolution))).body;
    expect(namesOf(last)).toEqual([null, 'Actividad 1', 'Actividad 2', 'Actividad 3']);
    const [, first, second, third] = last.records;
    // Queued on a device as "the second, then the third": by position the second delete would miss.
    const one = await del(s, deletePath(group.id, first._id, evolution));
    expect(one.status).toBe(200);
    const two = await del(s, deletePath(group.id, third._id, evolution));
    expect(two.status).toBe(200);
    expect(namesOf(two.body)).toEqual([null, 'Actividad 2']);
    expect(two.body.records[1]).toEqual(second);
    // The same delete again finds nothing: 404, and the group stays as it is.
    const again = await del(s, deletePath(group.id, third._id, evolution));
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Actividad no encontrada');
    expect(namesOf(await storedGroup(s, group.id))).toEqual([null, 'Actividad 2']);
  });

  it('only the evolution that created an activity deletes it: 403 for another, with nothing removed', async () => {
    const s = await as('trabajosocial');
    const earlier = uuid();
    const later = uuid();
    const group = await openGroup(s, earlier);
    const copy = (await post(s, `/social-work-activity/${group.id}`, record(s, 1, later))).body;
    const [original, laterOwn] = copy.records;
    const refused = await del(s, deletePath(group.id, original._id, later));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Solo la evolución que registró la actividad puede eliminarla');
    // An administrator is refused too: the rule is the evolution's, not the user's.
    const admin = await as('admin');
    expect((await del(admin, deletePath(group.id, laterOwn._id, earlier))).status).toBe(403);
    expect(namesOf(await storedGroup(s, group.id))).toEqual([null, 'Actividad 1']);
    expect((await del(s, deletePath(group.id, laterOwn._id, later))).status).toBe(200);
    expect((await del(s, deletePath(group.id, original._id, earlier))).status).toBe(200);
    expect(await storedGroup(s, group.id)).toMatchObject({ records: [] });
  });

  it('a DELETE without its evolution answers 400, a record of another group 404; nothing removed', async () => {
    const s = await as('trabajosocial');
    const evolution = uuid();
    const group = await openGroup(s, evolution);
    const other = await openGroup(s, evolution);
    const noSource = await del(s, recordPath(group.id, group.records[0]._id));
    expect(noSource.status).toBe(400);
    expect(noSource.body.errors).toHaveProperty('sourceId');
    const elsewhere = await del(s, deletePath(group.id, other.records[0]._id, evolution));
    expect(elsewhere.status).toBe(404);
    expect(await storedGroup(s, group.id)).toMatchObject({ version: 1 });
    expect(await storedGroup(s, other.id)).toMatchObject({ version: 1 });
  });

  it('an unknown record answers 404; a position, a bad record or group id 400; an unknown group 404', async () => {
    const s = await as('trabajosocial');
    const group = await openGroup(s);
    const body = { name: 'x', completed: true, observation: '', signature: signatureOf(s) };
    expect((await put(s, recordPath(group.id, uuid()), body)).status).toBe(404);
    expect((await del(s, deletePath(group.id, uuid(), uuid()))).status).toBe(404);
    expect((await put(s, recordPath(group.id, '0'), body)).status).toBe(400);
    expect((await del(s, deletePath(group.id, '0', uuid()))).status).toBe(400);
    expect((await put(s, `/social-work-activity/no-es-uuid/${group.records[0]._id}`, body)).status).toBe(400);
    expect((await post(s, `/social-work-activity/${uuid()}`, record(s, 1))).status).toBe(404);
  });

  it('PUT naming an older version of the record answers 409 with the record as stored; nothing written', async () => {
    const s = await as('trabajosocial');
    const group = await openGroup(s);
    const path = recordPath(group.id, group.records[0]._id);
    expect(group.records[0].version).toBe(1);
    const fresh = await put(s, path, { ...activityRecord(2), signature: signatureOf(s), version: 1 });
    expect(fresh.status).toBe(200);
    expect(fresh.body.version).toBe(2);
    expect(fresh.body.records[0]).toMatchObject({ ...activityRecord(2), version: 2 });
    const stale = await put(s, path, { ...activityRecord(3), signature: signatureOf(s), version: 1 });
    expect(stale.status).toBe(409);
    // The record as the server holds it comes with the refusal, shaped as a row (docs/api.md "Versions").
    expect(stale.body).toEqual({
      message: RECORD_CHANGED,
      currentVersion: 2,
      current: expect.objectContaining({
        ...activityRecord(2),
        id: group.records[0]._id,
        _id: group.records[0]._id,
        historyId,
        version: 2,
        signature: expect.objectContaining({ id: s.userId }),
      }),
    });
    const stored = await storedGroup(s, group.id);
    expect(stored).toMatchObject({ version: 2 });
    expect(stored.records[0]).toMatchObject({ ...activityRecord(2), version: 2 });
  });

  it('each record has its own version: a write of one never refuses a versioned write of another', async () => {
    const s = await as('trabajosocial');
    const evolution = uuid();
    const group = await openGroup(s, evolution);
    const added = await post(s, `/social-work-activity/${group.id}`, record(s, 2, evolution));
    const [first, second] = added.body.records;
    expect([first.version, second.version]).toEqual([1, 1]);
    const one = await put(s, recordPath(group.id, first._id), {
      ...activityRecord(4),
      signature: signatureOf(s),
      version: 1,
    });
    expect(one.status).toBe(200);
    const other = await put(s, recordPath(group.id, second._id), {
      ...activityRecord(6),
      signature: signatureOf(s),
      version: 1,
    });
    expect(other.status).toBe(200);
    expect(other.body.records.map((r: { version: number }) => r.version)).toEqual([2, 2]);
    expect(namesOf(other.body)).toEqual(['Actividad 4', 'Actividad 6']);
  });

  it('a DELETE naming an older version answers 409 with the record; on its version it deletes', async () => {
    const s = await as('trabajosocial');
    const evolution = uuid();
    const group = await openGroup(s, evolution);
    const id = group.records[0]._id;
    await put(s, recordPath(group.id, id), { ...activityRecord(2), signature: signatureOf(s), version: 1 });
    const stale = await del(s, `${deletePath(group.id, id, evolution)}&version=1`);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      message: RECORD_CHANGED,
      currentVersion: 2,
      current: expect.objectContaining({ ...activityRecord(2), id, version: 2 }),
    });
    expect(namesOf(await storedGroup(s, group.id))).toEqual(['Actividad 2']);
    // The owner rule comes first: another evolution is refused whatever version it names.
    expect((await del(s, `${deletePath(group.id, id, uuid())}&version=2`)).status).toBe(403);
    const done = await del(s, `${deletePath(group.id, id, evolution)}&version=2`);
    expect(done.status).toBe(200);
    expect(done.body.records).toEqual([]);
    expect(done.body).not.toHaveProperty('removed');
  });

  it('a versioned write of a deleted record: PUT answers 409 deleted with its last values, DELETE 200', async () => {
    const s = await as('trabajosocial');
    const evolution = uuid();
    const group = await openGroup(s, evolution);
    const id = group.records[0]._id;
    await put(s, recordPath(group.id, id), { ...activityRecord(2), signature: signatureOf(s), version: 1 });
    expect((await del(s, `${deletePath(group.id, id, evolution)}&version=2`)).status).toBe(200);
    const edit = await put(s, recordPath(group.id, id), {
      ...activityRecord(4),
      signature: signatureOf(s),
      version: 2,
    });
    expect(edit.status).toBe(409);
    expect(edit.body).toEqual({
      message: 'El registro fue eliminado en otro dispositivo',
      currentVersion: 3,
      deleted: true,
      current: expect.objectContaining({ ...activityRecord(2), id, version: 3 }),
    });
    const again = await del(s, `${deletePath(group.id, id, evolution)}&version=2`);
    expect(again.status).toBe(200);
    expect(again.body.records).toEqual([]);
    // Unversioned, a deleted record is simply not there.
    const plain = await put(s, recordPath(group.id, id), { ...activityRecord(4), signature: signatureOf(s) });
    expect(plain.status).toBe(404);
    expect((await storedGroup(s, group.id)).records).toEqual([]);
  });

  it('PUT without a name answers 400 with the Spanish message and changes nothing', async () => {
    const s = await as('trabajosocial');
    const group = await openGroup(s);
    const res = await put(s, recordPath(group.id, group.records[0]._id), {
      name: '',
      completed: true,
      signature: signatureOf(s),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.name).toBe(t.required);
    const noCompleted = await put(s, recordPath(group.id, group.records[0]._id), {
      name: 'x',
      signature: signatureOf(s),
    });
    expect(noCompleted.body.errors.completed).toBe(t.selectOption);
    const list = await get(s, `/social-work-activity/hc/${historyId}`);
    expect(list.body.find((g: { id: string }) => g.id === group.id)).toMatchObject({ version: 1 });
  });

  it('refuses a body naming another history (400) and a history of another site (403)', async () => {
    const s = await as('trabajosocial');
    const mismatch = await post(
      s,
      `/social-work-activity/hc/${historyId}`,
      activityGroup(histories.sanJose.id, signatureOf(s)),
    );
    expect(mismatch.status).toBe(400);
    const other = await postGroup(s, histories.medellin.id);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(OTHER_SITE);
  });

  it('refuses changes to a group of a history of another site (403)', async () => {
    const admin = await as('admin');
    const hid = histories.medellin.id;
    const group = await postGroup(admin, hid);
    expect(group.status).toBe(201);
    const s = await as('trabajosocial');
    const first = group.body.records[0];
    const change = await put(s, recordPath(group.body.id, first._id), {
      name: 'x',
      completed: true,
      signature: signatureOf(s),
    });
    expect(change.status).toBe(403);
    expect(change.body.message).toBe(OTHER_SITE);
    expect((await post(s, `/social-work-activity/${group.body.id}`, record(s, 1))).status).toBe(403);
    const remove = await del(s, deletePath(group.body.id, first._id, first.sourceId));
    expect(remove.status).toBe(403);
    expect(remove.body.message).toBe(OTHER_SITE);
  });

  it('psicologia may read but not write (403); secretaria may not read', async () => {
    const group = await openGroup(await as('trabajosocial'));
    const s = await as('psicologia');
    expect((await get(s, `/social-work-activity/hc/${historyId}`)).status).toBe(200);
    const writes = [
      await postGroup(s),
      await post(s, `/social-work-activity/${group.id}`, record(s, 1)),
      await put(s, recordPath(group.id, group.records[0]._id), {
        name: 'x',
        completed: true,
        signature: signatureOf(s),
      }),
      await del(s, deletePath(group.id, group.records[0]._id, group.records[0].sourceId)),
    ];
    for (const res of writes) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(FORBIDDEN);
    }
    expect((await get(await as('secretaria'), `/social-work-activity/hc/${historyId}`)).status).toBe(403);
  });
});
