/**
 * The stage / commit / discard trio and the per-history list of the seven clinical documents
 * (spec 000 §4 and §7, spec 001 §4 and §7), each with its allowed and denied users.
 */
import { describe, expect, it } from 'vitest';
import { as, get, post, signatureOf, type Session } from './support/api';
import {
  FORBIDDEN,
  OTHER_SITE,
  UNAUTHENTICATED,
  anonymousXsrf,
  contractIssues,
  documentKinds,
  histories,
  uuid,
  type DocumentKindCase,
} from './support/bodies';

const historyId = histories.documents.id;

describe.each(documentKinds)('$kind', (k: DocumentKindCase) => {
  const base = `/${k.kind}`;
  const list = async (s: Session, hid = historyId) => {
    const res = await get(s, `${base}/hc/${hid}`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    return res.body as Record<string, any>[];
  };
  const find = async (s: Session, id: string) => (await list(s)).find((d) => d.id === id);
  const stage = (s: Session, fields: Record<string, unknown>) =>
    post(s, `${base}/stage`, { historyId, ...fields });
  const commitBody = (s: Session, fields: Record<string, unknown> = {}): Record<string, unknown> => ({
    historyId,
    signature: signatureOf(s),
    ...k.complete(),
    ...fields,
  });

  it('has valid test bodies (checked with the contract)', async () => {
    const s = await as(k.writer);
    expect(contractIssues(k.contract.commit, commitBody(s))).toEqual([]);
  });

  it('stage without id creates a draft and answers its id field; it is listed', async () => {
    const s = await as(k.writer);
    const res = await stage(s, { [k.stageField]: k.stageValue(1) });
    expect(res.status).toBe(200);
    const id = res.body[k.idField];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.id).toBe(id);
    expect(res.body).toMatchObject({ version: 1, status: 'draft' });
    const listed = await find(s, id);
    expect(listed).toMatchObject({
      id,
      [k.idField]: id,
      historyId,
      status: 'draft',
      version: 1,
      [k.stageField]: k.stageValue(1),
    });
    expect(listed!.signature).toMatchObject({ id: s.userId });
  });

  it('stage again with the id updates the draft and bumps its version', async () => {
    const s = await as(k.writer);
    const first = await stage(s, { [k.stageField]: k.stageValue(1) });
    const id = first.body[k.idField];
    const second = await stage(s, { [k.idField]: id, [k.stageField]: k.stageValue(2) });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ [k.idField]: id, version: 2, status: 'draft' });
    expect(await find(s, id)).toMatchObject({ version: 2, status: 'draft', [k.stageField]: k.stageValue(2) });
  });

  it('commit of a draft finalises it and answers id', async () => {
    const s = await as(k.writer);
    const drafted = await stage(s, { [k.stageField]: k.stageValue(1) });
    const id = drafted.body[k.idField];
    const res = await post(s, `${base}/commit`, commitBody(s, { [k.idField]: id }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, [k.idField]: id, status: 'committed', version: 2 });
    const listed = await find(s, id);
    expect(listed).toMatchObject({ status: 'committed', version: 2, draft: null });
    expect(listed!.committedAt).toBeTruthy();
    // The committed content replaced the draft's.
    expect(listed![k.stageField]).toEqual(commitBody(s)[k.stageField]);
  });

  it('commit without id creates a committed document directly', async () => {
    const s = await as(k.writer);
    const res = await post(s, `${base}/commit`, commitBody(s));
    expect(res.status).toBe(200);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body[k.idField]).toBe(res.body.id);
    expect(await find(s, res.body.id)).toMatchObject({ status: 'committed', version: 1 });
  });

  it('discard of a draft deletes it', async () => {
    const s = await as(k.writer);
    const id = (await stage(s, { [k.stageField]: k.stageValue(1) })).body[k.idField];
    expect(await find(s, id)).toBeDefined();
    const res = await post(s, `${base}/discard`, { historyId, [k.idField]: id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, discarded: true });
    expect(await find(s, id)).toBeUndefined();
  });

  it('discard of a committed document drops only its pending draft', async () => {
    const s = await as(k.writer);
    const committed = await post(s, `${base}/commit`, commitBody(s));
    const id = committed.body.id;
    const committedValue = commitBody(s)[k.stageField];
    const edit = await stage(s, { [k.idField]: id, [k.stageField]: k.stageValue(9) });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ status: 'committed', version: 2 });
    const pending = await find(s, id);
    expect(pending).toMatchObject({ status: 'committed', [k.stageField]: committedValue });
    expect(pending!.draft).toMatchObject({ [k.stageField]: k.stageValue(9) });

    const res = await post(s, `${base}/discard`, { historyId, [k.idField]: id });
    expect(res.status).toBe(200);
    const after = await find(s, id);
    expect(after).toMatchObject({ status: 'committed', draft: null, [k.stageField]: committedValue });
    expect(after!.version).toBe(3);
  });

  it('discard without id does nothing', async () => {
    const s = await as(k.writer);
    const id = (await stage(s, { [k.stageField]: k.stageValue(1) })).body[k.idField];
    const before = (await list(s)).length;
    const res = await post(s, `${base}/discard`, { historyId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: null, discarded: false });
    expect((await list(s)).length).toBe(before);
    expect(await find(s, id)).toMatchObject({ status: 'draft', version: 1 });
  });

  it('commit with a required field missing answers 400 with the Spanish message and writes nothing', async () => {
    const s = await as(k.writer);
    const id = (await stage(s, { [k.stageField]: k.stageValue(1) })).body[k.idField];
    const body: Record<string, unknown> = commitBody(s, { [k.idField]: id });
    delete body[k.required];
    const res = await post(s, `${base}/commit`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.errors[k.required]).toBe(k.requiredMessage);
    expect(await find(s, id)).toMatchObject({ status: 'draft', version: 1 });
  });

  it('a write that names an older version answers 409 with the current version', async () => {
    const s = await as(k.writer);
    const id = (await stage(s, { [k.stageField]: k.stageValue(1) })).body[k.idField];
    const ok = await stage(s, { [k.idField]: id, version: 1, [k.stageField]: k.stageValue(2) });
    expect(ok.status).toBe(200);
    expect(ok.body.version).toBe(2);
    const stale = await stage(s, { [k.idField]: id, version: 1, [k.stageField]: k.stageValue(3) });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: expect.any(String), currentVersion: 2 });
    const staleCommit = await post(s, `${base}/commit`, commitBody(s, { [k.idField]: id, version: 1 }));
    expect(staleCommit.status).toBe(409);
    expect(staleCommit.body).toMatchObject({ currentVersion: 2 });
    expect(await find(s, id)).toMatchObject({ status: 'draft', version: 2, [k.stageField]: k.stageValue(2) });
  });

  it('says who changed a document last and when: the creator, then each writer of a stage, commit or discard', async () => {
    const s = await as(k.writer);
    const admin = await as('admin');
    const id = (await stage(s, { [k.stageField]: k.stageValue(1) })).body[k.idField];
    const created = await find(s, id);
    expect(created!.updatedBy).toEqual({ id: s.userId, name: s.user.name });
    expect(Date.parse(created!.updatedAt)).not.toBeNaN();
    await stage(admin, { [k.idField]: id, [k.stageField]: k.stageValue(2) });
    const staged = await find(s, id);
    expect(staged!.updatedBy).toEqual({ id: admin.userId, name: admin.user.name });
    expect(Date.parse(staged!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created!.updatedAt));
    await post(s, `${base}/commit`, commitBody(s, { [k.idField]: id }));
    expect((await find(s, id))!.updatedBy).toEqual({ id: s.userId, name: s.user.name });
    await stage(s, { [k.idField]: id, [k.stageField]: k.stageValue(3) });
    await post(admin, `${base}/discard`, { historyId, [k.idField]: id });
    expect(await find(s, id)).toMatchObject({ draft: null, updatedBy: { id: admin.userId } });
  });

  it('an unknown id answers 404; an id of another history answers 400', async () => {
    const s = await as(k.writer);
    const unknown = await stage(s, { [k.idField]: uuid(), [k.stageField]: k.stageValue(1) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toEqual(expect.any(String));
    const id = (await stage(s, { [k.stageField]: k.stageValue(1) })).body[k.idField];
    const elsewhere = await post(s, `${base}/stage`, {
      historyId: histories.rows.id,
      [k.idField]: id,
      [k.stageField]: k.stageValue(2),
    });
    expect(elsewhere.status).toBe(400);
    expect(await find(s, id)).toMatchObject({ version: 1 });
  });

  it(`denies writes to ${k.deniedWriter} (403, Spanish message), allows its reads`, async () => {
    const s = await as(k.deniedWriter);
    const before = (await list(await as(k.writer))).length;
    for (const action of ['stage', 'commit', 'discard']) {
      const res = await post(s, `${base}/${action}`, commitBody(s));
      expect(res.status, action).toBe(403);
      expect(res.body.message).toBe(FORBIDDEN);
    }
    expect((await list(await as(k.writer))).length).toBe(before);
    expect((await get(s, `${base}/hc/${historyId}`)).status).toBe(200);
  });

  it(`denies reads to ${k.deniedReader}`, async () => {
    const res = await get(await as(k.deniedReader), `${base}/hc/${historyId}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(FORBIDDEN);
  });

  it('refuses a history of a site the writer does not have (403)', async () => {
    const s = await as(k.writer);
    const res = await post(s, `${base}/stage`, {
      historyId: k.foreignHistory,
      [k.stageField]: k.stageValue(1),
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(OTHER_SITE);
    const read = await get(s, `${base}/hc/${k.foreignHistory}`);
    expect(read.status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await get(null, `${base}/hc/${historyId}`)).status).toBe(401);
    const write = await post(null, `${base}/stage`, { historyId }, anonymousXsrf);
    expect(write.status).toBe(401);
    expect(write.body.message).toBe(UNAUTHENTICATED);
  });
});
