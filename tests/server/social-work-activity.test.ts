/**
 * Social-work activities (spec 001 §7): a history's group of activity records, addressed by group id and
 * record index.
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
const record = (s: Session, n: number) => activityRecordCreate(n, signatureOf(s));

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

  it('POST /{activityId} adds a record; PUT /{activityId}/{index} changes it; DELETE removes by index', async () => {
    const s = await as('trabajosocial');
    const group = await openGroup(s);
    const added = await post(s, `/social-work-activity/${group.id}`, record(s, 2));
    expect(added.status).toBe(201);
    expect(added.body.version).toBe(2);
    expect(added.body.records).toHaveLength(2);
    expect(added.body.records[1]).toMatchObject({
      name: 'Actividad 2',
      completed: true,
      _id: expect.any(String),
    });

    const changed = await put(s, `/social-work-activity/${group.id}/1`, {
      name: 'Taller de crianza',
      completed: false,
      observation: 'Reprogramado',
      signature: signatureOf(s),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.version).toBe(3);
    expect(changed.body.records[1]).toMatchObject({
      _id: added.body.records[1]._id,
      name: 'Taller de crianza',
      completed: false,
      observation: 'Reprogramado',
      recordDate: '2025-06-02',
    });
    expect(changed.body.records[0]).toEqual(added.body.records[0]);

    const removed = await del(s, `/social-work-activity/${group.id}/0`);
    expect(removed.status).toBe(200);
    expect(removed.body.records).toHaveLength(1);
    expect(removed.body.records[0].name).toBe('Taller de crianza');
    const list = await get(s, `/social-work-activity/hc/${historyId}`);
    expect(list.body.find((g: { id: string }) => g.id === group.id)).toMatchObject({ version: 4 });
  });

  it('an index past the end answers 404; a bad index or group id 400; an unknown group 404', async () => {
    const s = await as('trabajosocial');
    const group = await openGroup(s);
    const body = { name: 'x', completed: true, observation: '', signature: signatureOf(s) };
    expect((await put(s, `/social-work-activity/${group.id}/5`, body)).status).toBe(404);
    expect((await del(s, `/social-work-activity/${group.id}/5`)).status).toBe(404);
    expect((await put(s, `/social-work-activity/${group.id}/-1`, body)).status).toBe(400);
    expect((await put(s, `/social-work-activity/no-es-uuid/0`, body)).status).toBe(400);
    expect((await post(s, `/social-work-activity/${uuid()}`, record(s, 1))).status).toBe(404);
  });

  it('PUT naming an older version answers 409 with the current version and writes nothing', async () => {
    const s = await as('trabajosocial');
    const group = await openGroup(s);
    const path = `/social-work-activity/${group.id}/0`;
    const current = await put(s, path, { ...activityRecord(2), signature: signatureOf(s), version: 1 });
    expect(current.status).toBe(200);
    expect(current.body.version).toBe(2);
    expect(current.body.records[0]).toMatchObject(activityRecord(2));
    expect(current.body.records[0]).not.toHaveProperty('version');
    const stale = await put(s, path, { ...activityRecord(3), signature: signatureOf(s), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: RECORD_CHANGED, currentVersion: 2 });
    const list = await get(s, `/social-work-activity/hc/${historyId}`);
    const stored = list.body.find((g: { id: string }) => g.id === group.id);
    expect(stored).toMatchObject({ version: 2 });
    expect(stored.records[0]).toMatchObject(activityRecord(2));
  });

  it('PUT without a name answers 400 with the Spanish message and changes nothing', async () => {
    const s = await as('trabajosocial');
    const group = await openGroup(s);
    const res = await put(s, `/social-work-activity/${group.id}/0`, {
      name: '',
      completed: true,
      signature: signatureOf(s),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.name).toBe(t.required);
    const noCompleted = await put(s, `/social-work-activity/${group.id}/0`, {
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
    const change = await put(s, `/social-work-activity/${group.body.id}/0`, {
      name: 'x',
      completed: true,
      signature: signatureOf(s),
    });
    expect(change.status).toBe(403);
    expect(change.body.message).toBe(OTHER_SITE);
    expect((await post(s, `/social-work-activity/${group.body.id}`, record(s, 1))).status).toBe(403);
    expect((await del(s, `/social-work-activity/${group.body.id}/0`)).status).toBe(403);
  });

  it('psicologia may read but not write (403); secretaria may not read', async () => {
    const group = await openGroup(await as('trabajosocial'));
    const s = await as('psicologia');
    expect((await get(s, `/social-work-activity/hc/${historyId}`)).status).toBe(200);
    const writes = [
      await postGroup(s),
      await post(s, `/social-work-activity/${group.id}`, record(s, 1)),
      await put(s, `/social-work-activity/${group.id}/0`, {
        name: 'x',
        completed: true,
        signature: signatureOf(s),
      }),
      await del(s, `/social-work-activity/${group.id}/0`),
    ];
    for (const res of writes) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(FORBIDDEN);
    }
    expect((await get(await as('secretaria'), `/social-work-activity/hc/${historyId}`)).status).toBe(403);
  });
});
