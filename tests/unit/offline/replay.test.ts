/**
 * The write path end to end against the real reference server, in-process: drafts and the outbox on a
 * fake IndexedDB, the replay core, and a transport over `app.fetch` that can be offline, fail with a
 * status, send an expired token, or lose the answer after the server committed.
 *
 * Every test checks what the server holds at the end (GET /v1/{kind}/hc/{historyId}), and afterEach checks
 * that no request ever overlapped another and that no Idempotency-Key was executed twice.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDraft, getDraft, writeDraft } from '../../../src/offline/drafts';
import { outboxText } from '../../../src/i18n/offline';
import { clientErrorText } from '../../../src/i18n/platform';
import { collectLocalIds, newLocalId } from '../../../src/offline/local-ids';
import {
  discard,
  dropEntry,
  enqueueCommit,
  enqueueRequest,
  enqueueStage,
  retryEntry,
} from '../../../src/offline/outbox';
import {
  addActivityRecord,
  createRow,
  deleteActivityRecord,
  deleteRow,
  openActivityGroup,
  updateActivityRecord,
  updateRow,
} from '../../../src/offline/row-writes';
import { createReplayer, replayAll, replayNext } from '../../../workers/replay-core';
import {
  activityGroup,
  activityRecord,
  activityRecordCreate,
  completeDevelopmentControl,
  completeEvolution,
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
let psych: TestSession;
let social: TestSession;
let historyId: string;
let device: Device;
let transport: FaultyTransport;

beforeAll(async () => {
  server = await startReferenceServer();
  psych = await TestSession.signIn(server, 'psicologia');
  social = await TestSession.signIn(server, 'trabajosocial');
  historyId = server.historyIds[0]!;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function setUp(session = psych, refresh?: () => Promise<boolean>) {
  transport = new FaultyTransport(session);
  device = await openDevice({ send: transport.send, refresh: refresh ?? (() => session.refresh()) });
}

beforeEach(async () => {
  await server.db.query('delete from documents where history_id = $1', [historyId]);
  await server.db.query('delete from records where history_id = $1', [historyId]);
  await setUp();
});

afterEach(() => {
  device.close();
  expect(transport.maxInFlight).toBeLessThanOrEqual(1);
  for (const [key, count] of transport.executionsByKey()) expect([key, count]).toEqual([key, 1]);
  for (const request of transport.log) expect(collectLocalIds(request.body).size).toBe(0);
});

const control = (followUp: string) => ({
  ...completeDevelopmentControl(),
  followUp,
  signature: psych.signature(),
});
const controls = (): Promise<any[]> => psych.get(`/development-control/hc/${historyId}`);
const newControl = async (followUp = 'v0') =>
  (await openDraft(device.db, { kind: 'development-control', historyId, content: control(followUp) })).key;
const stage = async (key: string, followUp: string) => {
  await writeDraft(device.db, key, control(followUp));
  return enqueueStage(device.db, key);
};
/** The outbox as the replayer sees it, each body opened. */
const entries = async () => {
  const { store } = device.deps;
  return Promise.all((await store.entries()).map((entry) => store.open(entry)));
};

describe('coalescing', () => {
  it('replays ten stages typed offline as one stage', async () => {
    device.online = false;
    const key = await newControl();
    for (let i = 1; i <= 10; i++) {
      await stage(key, `v${i}`);
      // Every enqueue triggers a replay; offline it attempts nothing.
      expect((await replayAll(device.deps)).outcome).toBe('offline');
    }
    expect(transport.log).toEqual([]);
    device.online = true;
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 1 });
    expect(transport.reachedPaths()).toEqual(['/development-control/stage']);
    const [doc, ...others] = await controls();
    expect(others).toEqual([]);
    expect(doc).toMatchObject({ status: 'draft', followUp: 'v10' });
    expect(await getDraft(device.db, key)).toMatchObject({ serverId: doc.id, state: 'editing' });
    expect(await device.db.idMap.get(key)).toMatchObject({ serverId: doc.id });
  });

  it('on a flaky network keeps the stage in doubt, sends it again with its key, then the latest', async () => {
    const key = await newControl();
    transport.offline = true;
    const inDoubt = await stage(key, 'v1');
    expect((await replayAll(device.deps)).outcome).toBe('offline');
    for (let i = 2; i <= 5; i++) await stage(key, `v${i}`);
    expect((await entries()).map((e) => e.payload.followUp)).toEqual(['v1', 'v5']);
    transport.offline = false;
    device.clock.advance(60_000);
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 2 });
    const sent = transport.reachedAt('/development-control/stage');
    expect(sent.map((r) => r.idempotencyKey)[0]).toBe(inDoubt.idempotencyKey);
    // The first stage created the document; the second names it.
    expect((sent[0]!.body as any).developmentControlId).toBeNull();
    const [doc, ...others] = await controls();
    expect(others).toEqual([]);
    expect((sent[1]!.body as any).developmentControlId).toBe(doc.id);
    expect(doc).toMatchObject({ followUp: 'v5', status: 'draft' });
  });

  it('lets a commit supersede the unsent stages', async () => {
    device.online = false;
    const key = await newControl();
    for (let i = 1; i <= 3; i++) await stage(key, `v${i}`);
    await enqueueCommit(device.db, key, control('final'));
    device.online = true;
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 1 });
    expect(transport.reachedPaths()).toEqual(['/development-control/commit']);
    const [doc, ...others] = await controls();
    expect(others).toEqual([]);
    expect(doc).toMatchObject({ status: 'committed', followUp: 'final', draft: null });
    expect(await getDraft(device.db, key)).toMatchObject({ state: 'committed', serverId: doc.id });
  });

  it('does not coalesce away a stage that is in flight', async () => {
    const key = await newControl();
    await stage(key, 'v1');
    transport.duringSend = async () => {
      transport.duringSend = null;
      await stage(key, 'v2');
    };
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 2 });
    const [doc, ...others] = await controls();
    expect(others).toEqual([]);
    expect(doc.followUp).toBe('v2');
  });
});

describe('discard', () => {
  it('of a draft that never reached the server sends nothing', async () => {
    device.online = false;
    const key = await newControl();
    await stage(key, 'v1');
    await stage(key, 'v2');
    expect(await discard(device.db, key)).toBe('dropped');
    device.online = true;
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 0 });
    expect(transport.log).toEqual([]);
    expect(await controls()).toEqual([]);
  });

  it('of a draft the server holds deletes it there, then on the device', async () => {
    const key = await newControl();
    await stage(key, 'v1');
    await replayAll(device.deps);
    expect(await controls()).toHaveLength(1);
    expect(await discard(device.db, key)).toBe('queued');
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 1 });
    expect(transport.reachedPaths()).toEqual(['/development-control/stage', '/development-control/discard']);
    expect(await controls()).toEqual([]);
    expect(await getDraft(device.db, key)).toBeUndefined();
  });

  it('after GUARDAR keeps the committed document and drops only what was staged after it', async () => {
    device.online = false;
    const key = await newControl();
    await enqueueCommit(device.db, key, control('final'));
    await stage(key, 'edited after saving');
    expect(await discard(device.db, key)).toBe('queued');
    device.online = true;
    await replayAll(device.deps);
    expect(transport.reachedPaths()).toEqual(['/development-control/commit', '/development-control/discard']);
    const [doc, ...others] = await controls();
    expect(others).toEqual([]);
    expect(doc).toMatchObject({ status: 'committed', followUp: 'final', draft: null });
  });
  it('queued behind a stage the server then refuses completes on the device once that stage is dropped', async () => {
    const key = await newControl();
    await stage(key, 'x'.repeat(201)); // followUp is at most 200 characters
    transport.offline = true;
    expect((await replayAll(device.deps)).outcome).toBe('offline');
    expect(await discard(device.db, key)).toBe('queued');
    transport.offline = false;
    device.clock.advance(60_000);
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'waiting', retryAt: null });
    const [refused, queued] = await entries();
    expect([refused!.state, refused!.lastError!.status, queued!.op]).toEqual([
      'needs-attention',
      400,
      'discard',
    ]);
    expect(await dropEntry(device.db, refused!.seq)).toBe(true);
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 0 });
    expect(transport.reachedPaths()).toEqual(['/development-control/stage']);
    expect(await getDraft(device.db, key)).toBeUndefined();
    expect(await controls()).toEqual([]);
  });
});

describe('local ids', () => {
  it('a document naming another one’s local id waits for it, then goes with the server id', async () => {
    const exam = await openDraft(device.db, { kind: 'bayley', historyId, content: { patientAgeDays: 180 } });
    const key = await newControl();
    // The control is older in the outbox than the exam it names.
    await enqueueCommit(device.db, key, { ...control('with exam'), bayleyId: exam.key });
    await enqueueStage(device.db, exam.key);
    transport.faults.push({ status: 503 });

    expect((await replayNext(device.deps)).kind).toBe('retry-later');
    expect(transport.log.map((r) => r.path)).toEqual(['/bayley/stage']);
    expect(await replayNext(device.deps)).toEqual({ kind: 'waiting', retryAt: device.clock.now + 750 });

    device.clock.advance(750);
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 2 });
    expect(transport.reachedPaths()).toEqual(['/bayley/stage', '/development-control/commit']);
    const examId = (await device.db.idMap.get(exam.key))!.serverId;
    expect((await psych.get(`/bayley/hc/${historyId}`)).map((d: any) => d.id)).toEqual([examId]);
    const [doc] = await controls();
    expect(doc).toMatchObject({ status: 'committed', bayleyId: examId });
  });

  it('an activity’s sourceId naming an evolution created offline is sent with the evolution’s id', async () => {
    await setUp(social);
    device.online = false;
    const evolution = await openDraft(device.db, {
      kind: 'social-work-evolution',
      historyId,
      content: completeEvolution(),
    });
    await enqueueStage(device.db, evolution.key);
    const group = newLocalId();
    await enqueueRequest(device.db, {
      subjectKey: group,
      method: 'POST',
      path: `/social-work-activity/hc/${historyId}`,
      body: activityGroup(
        historyId,
        social.signature(),
        evolution.key as ReturnType<typeof crypto.randomUUID>,
      ),
    });
    device.online = true;
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 2 });
    const evolutionId = (await getDraft(device.db, evolution.key))!.serverId;
    const [saved] = await social.get(`/social-work-activity/hc/${historyId}`);
    expect(saved.records[0].sourceId).toBe(evolutionId);
    expect(await device.db.idMap.get(group)).toMatchObject({ serverId: saved.id });
  });

  it('rows written offline: a group behind its evolution, its records behind the group, with server ids', async () => {
    await setUp(social);
    device.online = false;
    const evolution = await openDraft(device.db, {
      kind: 'social-work-evolution',
      historyId,
      content: completeEvolution(),
    });
    await enqueueStage(device.db, evolution.key);
    const sourceId = evolution.key as ReturnType<typeof crypto.randomUUID>;
    const { activityId: group, recordId: first } = await openActivityGroup(
      device.db,
      historyId,
      activityGroup(historyId, social.signature(), sourceId),
    );
    await updateActivityRecord(device.db, historyId, group, first, {
      ...activityRecord(1),
      signature: social.signature(),
    });
    await addActivityRecord(
      device.db,
      historyId,
      group,
      activityRecordCreate(2, social.signature(), sourceId),
    );
    const dropped = await createRow(
      device.db,
      'social-work-activity',
      historyId,
      activityGroup(historyId, social.signature(), sourceId),
    );
    await deleteRow(device.db, 'social-work-activity', historyId, dropped);
    device.online = true;
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 4 });
    const evolutionId = (await getDraft(device.db, evolution.key))!.serverId;
    const groups = await social.get(`/social-work-activity/hc/${historyId}`);
    expect(groups).toHaveLength(1);
    expect(groups[0].records.map((r: { name: string; sourceId: string }) => [r.name, r.sourceId])).toEqual([
      ['Actividad 1', evolutionId],
      ['Actividad 2', evolutionId],
    ]);
  });

  it('activities queued offline by id: two deletes in a row and an offline copy reach the records they name', async () => {
    await setUp(social);
    const evolution = crypto.randomUUID();
    const post = async (path: string, body: unknown): Promise<any> =>
      (await social.request('POST', path, { body, idempotencyKey: crypto.randomUUID() })).json();
    const opened = await post(
      `/social-work-activity/hc/${historyId}`,
      activityGroup(historyId, social.signature(), evolution),
    );
    let group: any = opened;
    for (const n of [1, 2, 3])
      group = await post(
        `/social-work-activity/${opened.id}`,
        activityRecordCreate(n, social.signature(), evolution),
      );
    const [, one, two, three] = group.records;

    device.online = false;
    // Deleting the first shifts the list: the third is no longer where it was when the second was queued.
    await deleteActivityRecord(device.db, historyId, opened.id, one._id, evolution);
    await deleteActivityRecord(device.db, historyId, opened.id, three._id, evolution);
    // A copy made offline is edited, then, once the server has named it, deleted by that name.
    const copy = await addActivityRecord(
      device.db,
      historyId,
      opened.id,
      activityRecordCreate(4, social.signature(), evolution),
    );
    await updateActivityRecord(device.db, historyId, opened.id, copy, {
      ...activityRecord(5),
      signature: social.signature(),
    });
    device.online = true;
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 4 });
    const copyId = (await device.db.idMap.get(copy))!.serverId;
    let [stored] = await social.get(`/social-work-activity/hc/${historyId}`);
    expect(stored.records.map((r: any) => [r._id, r.name])).toEqual([
      [opened.records[0]._id, null],
      [two._id, 'Actividad 2'],
      [copyId, 'Actividad 5'],
    ]);
    await deleteActivityRecord(device.db, historyId, opened.id, copy, evolution);
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 1 });
    [stored] = await social.get(`/social-work-activity/hc/${historyId}`);
    expect(stored.records.map((r: any) => r._id)).toEqual([opened.records[0]._id, two._id]);
    expect(transport.reachedPaths()).toEqual([
      `/social-work-activity/${opened.id}/${one._id}?sourceId=${evolution}`,
      `/social-work-activity/${opened.id}/${three._id}?sourceId=${evolution}`,
      `/social-work-activity/${opened.id}`,
      `/social-work-activity/${opened.id}/${copyId}`,
      `/social-work-activity/${opened.id}/${copyId}?sourceId=${evolution}`,
    ]);
  });

  it('records of a group still being created wait for its answer under their own subjects, then start from it', async () => {
    await setUp(social);
    const evolution = crypto.randomUUID();
    const { activityId: group, recordId: first } = await openActivityGroup(
      device.db,
      historyId,
      activityGroup(historyId, social.signature(), evolution),
    );
    await updateActivityRecord(device.db, historyId, group, first, {
      ...activityRecord(1),
      signature: social.signature(),
    });
    const added = await addActivityRecord(
      device.db,
      historyId,
      group,
      activityRecordCreate(2, social.signature(), evolution),
    );
    expect((await entries()).map((e) => e.draftKey)).toEqual([group, first, added]);
    // The group's POST backs off: neither record is sent, though each is first under its subject.
    transport.faults.push({ status: 503 });
    expect((await replayNext(device.deps)).kind).toBe('retry-later');
    expect(await replayNext(device.deps)).toMatchObject({ kind: 'waiting' });
    expect(transport.log.map((r) => r.path)).toEqual([`/social-work-activity/hc/${historyId}`]);
    device.clock.advance(60_000);
    expect((await replayNext(device.deps)).kind).toBe('sent');
    // The first record's edit, queued behind the POST that created it, starts from the record it answered.
    const [edit] = await entries();
    const [opened] = await social.get(`/social-work-activity/hc/${historyId}`);
    expect(edit).toMatchObject({ draftKey: first, version: opened.records[0].version });
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 2 });
    const groupId = (await device.db.idMap.get(group))!.serverId;
    const [firstId, addedId] = [first, added].map(async (id) => (await device.db.idMap.get(id))!.serverId);
    const [stored] = await social.get(`/social-work-activity/hc/${historyId}`);
    expect(stored.id).toBe(groupId);
    expect(stored.records.map((r: any) => [r._id, r.name])).toEqual([
      [await firstId, 'Actividad 1'],
      [await addedId, 'Actividad 2'],
    ]);
    expect(await addedId).not.toBe(groupId);
  });

  it('a record’s writes queued under its group by an earlier version still go first, in order', async () => {
    await setUp(social);
    const evolution = crypto.randomUUID();
    const opened: any = await (
      await social.request('POST', `/social-work-activity/hc/${historyId}`, {
        body: activityGroup(historyId, social.signature(), evolution),
        idempotencyKey: crypto.randomUUID(),
      })
    ).json();
    const record = opened.records[0]._id;
    const path = `/social-work-activity/${opened.id}/${record}`;
    const body = (n: number) => ({ ...activityRecord(n), signature: social.signature() });
    await enqueueRequest(device.db, { subjectKey: opened.id, method: 'PUT', path, body: body(1), historyId });
    transport.faults.push({ status: 503 });
    expect((await replayNext(device.deps)).kind).toBe('retry-later');
    // Sent once, so not replaced: the newer edit is queued under the record, and waits behind the older one.
    await updateActivityRecord(device.db, historyId, opened.id, record, body(2));
    expect((await entries()).map((e) => e.draftKey)).toEqual([opened.id, record]);
    expect(await replayNext(device.deps)).toMatchObject({ kind: 'waiting' });
    device.clock.advance(60_000);
    expect((await replayNext(device.deps)).kind).toBe('sent');
    // The older edit's answer gives the newer one, under the record, the version it starts from.
    let [stored] = await social.get(`/social-work-activity/hc/${historyId}`);
    expect(await entries()).toEqual([
      expect.objectContaining({ draftKey: record, version: stored.records[0].version }),
    ]);
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 1 });
    [stored] = await social.get(`/social-work-activity/hc/${historyId}`);
    expect(stored.records).toEqual([expect.objectContaining({ _id: record, name: 'Actividad 2' })]);
  });

  it('a delete queued for another evolution’s activity is refused (403) and waits for the user', async () => {
    await setUp(social);
    const [earlier, later] = [crypto.randomUUID(), crypto.randomUUID()];
    const response = await social.request('POST', `/social-work-activity/hc/${historyId}`, {
      body: activityGroup(historyId, social.signature(), earlier),
      idempotencyKey: crypto.randomUUID(),
    });
    const opened: any = await response.json();
    await deleteActivityRecord(device.db, historyId, opened.id, opened.records[0]._id, later);
    expect(await replayAll(device.deps)).toMatchObject({ sent: 0 });
    const [entry] = await entries();
    expect(entry).toMatchObject({
      state: 'needs-attention',
      lastError: { status: 403, message: 'Solo la evolución que registró la actividad puede eliminarla' },
    });
    const [stored] = await social.get(`/social-work-activity/hc/${historyId}`);
    expect(stored.records).toHaveLength(1);
  });

  it('an unsent row edit rewritten between its pick and its send goes with the newer body', async () => {
    await setUp(social);
    const row = await createRow(device.db, 'subsidy', historyId, {
      historyId,
      signature: social.signature(),
    });
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 1 });
    const edit = (observation: string) =>
      updateRow(device.db, 'subsidy', historyId, row, {
        ...subsidy(),
        observation,
        signature: social.signature(),
      });
    await edit('primera edición');
    // The user's next edit lands after the replayer picked (and opened) the first one, before it leaves.
    const { store } = device.deps;
    let rewritten = false;
    const deps = {
      ...device.deps,
      store: {
        ...store,
        beginSend: async (seq: number, now: number) => {
          if (!rewritten) {
            rewritten = true;
            await edit('segunda edición');
          }
          return store.beginSend(seq, now);
        },
      },
    };
    expect(await replayAll(deps)).toMatchObject({ outcome: 'idle', sent: 1 });
    expect(rewritten).toBe(true);
    const rows: { observation: string }[] = await social.get(`/subsidy/hc/${historyId}`);
    expect(rows.map((r) => r.observation)).toEqual(['segunda edición']);
  });

  it('an entry naming a local id that can never be mapped needs attention and is not sent', async () => {
    const key = await newControl();
    await enqueueCommit(device.db, key, { ...control('orphan'), bayleyId: newLocalId() });
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'waiting', retryAt: null });
    expect(transport.log).toEqual([]);
    const [entry] = await entries();
    expect(entry).toMatchObject({
      state: 'needs-attention',
      lastError: { message: outboxText.missingDependency },
    });
  });
});

describe('order and failures', () => {
  it('keeps the order per document while another document goes past one that backs off', async () => {
    const a = await newControl();
    const b = await newControl();
    transport.faults.push({ status: 500 });
    await stage(a, 'a1');
    expect((await replayNext(device.deps)).kind).toBe('retry-later');
    await enqueueCommit(device.db, a, control('a2'));
    await stage(b, 'b1');
    await enqueueCommit(device.db, b, control('b2'));
    // A backs off; B goes.
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'waiting', sent: 1 });
    device.clock.advance(1000);
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 2 });
    expect(transport.reachedPaths()).toEqual([
      '/development-control/commit',
      '/development-control/stage',
      '/development-control/commit',
    ]);
    // A's commit names the document its stage created: one document each, no duplicate.
    const docs = await controls();
    expect(docs.map((d) => d.followUp).sort()).toEqual(['a2', 'b2']);
    expect(docs.every((d) => d.status === 'committed')).toBe(true);
  });

  it("a 200 that does not echo the entry's Idempotency-Key (a captive portal) keeps the entry", async () => {
    const key = await newControl();
    await enqueueCommit(device.db, key, control('portal'));
    transport.faults.push('captive-portal');
    expect(await replayNext(device.deps)).toMatchObject({ kind: 'retry-later', status: 200, offline: true });
    const [kept] = await entries();
    expect(kept).toMatchObject({ lastError: { status: 200, message: clientErrorText.unconfirmed } });
    expect(await controls()).toEqual([]);
    // The network past the portal: sent again with the same key, executed once, echoed, deleted.
    device.clock.advance(60_000);
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 1 });
    expect(await entries()).toEqual([]);
    const docs = await controls();
    expect(docs.map((d) => d.followUp)).toEqual(['portal']);
    expect(new Set(transport.log.map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it('backs off exponentially with jitter, honours Retry-After, and keeps the last error', async () => {
    const key = await newControl();
    await stage(key, 'v1');
    const start = device.clock.now;
    transport.faults.push(
      { status: 503 },
      { status: 502 },
      { status: 429, retryAfter: '120' },
      { status: 503, retryAfter: new Date(start + 750 + 1500 + 120_000 + 30_000).toUTCString() },
      { status: 408 },
    );
    const step = () => replayNext(device.deps);
    expect(await step()).toMatchObject({ kind: 'retry-later', status: 503, retryAt: start + 750 });
    expect(await step()).toEqual({ kind: 'waiting', retryAt: start + 750 });
    device.clock.advance(750);
    expect(await step()).toMatchObject({ kind: 'retry-later', status: 502, retryAt: start + 750 + 1500 });
    device.clock.advance(1500);
    expect(await step()).toMatchObject({
      kind: 'retry-later',
      status: 429,
      retryAt: device.clock.now + 120_000,
    });
    device.clock.advance(119_999);
    expect((await step()).kind).toBe('waiting');
    device.clock.advance(1);
    const dated = await step();
    expect(dated).toMatchObject({ kind: 'retry-later', status: 503 });
    // An HTTP date has whole seconds: within one second of what was asked.
    expect((dated as { retryAt: number }).retryAt - device.clock.now).toBeGreaterThan(29_000);
    device.clock.advance(30_000);
    expect(await step()).toMatchObject({
      kind: 'retry-later',
      status: 408,
      retryAt: device.clock.now + 12_000,
    });
    const [entry] = await entries();
    expect(entry).toMatchObject({ attempts: 5, state: 'pending', lastError: { status: 408 } });
    expect(entry!.lastError!.message).toBe('Fallo simulado (408)');
    device.clock.advance(12_000);
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 1 });
    expect(new Set(transport.log.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(await controls()).toHaveLength(1);
  });

  it('stops the pass at a network failure and tries nothing else', async () => {
    const a = await newControl();
    const b = await newControl();
    await stage(a, 'a1');
    await stage(b, 'b1');
    transport.offline = true;
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'offline', sent: 0 });
    expect(transport.log).toHaveLength(1);
    expect((await entries()).map((e) => e.attempts)).toEqual([1, 0]);
  });

  it('401: refreshes the token once and sends again with the same key', async () => {
    const key = await newControl();
    await stage(key, 'v1');
    transport.faults.push('unauthorized');
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 1 });
    expect(device.refreshCalls).toBe(1);
    expect(transport.log.map((r) => r.status)).toEqual([401, 200]);
    expect(new Set(transport.log.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(await controls()).toHaveLength(1);
  });

  it('a failed refresh pauses the queue and keeps everything', async () => {
    await setUp(psych, () => Promise.resolve(false));
    const a = await newControl();
    const b = await newControl();
    await stage(a, 'a1');
    await enqueueCommit(device.db, b, control('b1'));
    const before = await entries();
    const replayer = createReplayer(device.deps);
    transport.faults.push('unauthorized');
    expect(await replayer.run()).toMatchObject({ outcome: 'paused-auth', sent: 0 });
    expect(device.refreshCalls).toBe(1);
    expect(await replayer.run()).toMatchObject({ outcome: 'paused-auth' });
    expect(transport.log).toHaveLength(1);
    expect(await replayer.status()).toMatchObject({ pending: 2, paused: 'auth', sending: false });
    expect((await entries()).map((e) => [e.seq, e.idempotencyKey, e.state])).toEqual(
      before.map((e) => [e.seq, e.idempotencyKey, 'pending']),
    );
    expect(await getDraft(device.db, b)).toMatchObject({ state: 'committed-pending' });

    // Signed in again: the same entries go, with their keys.
    replayer.resume();
    expect(await replayer.run()).toMatchObject({ outcome: 'idle', sent: 2 });
    expect(transport.log.slice(1).map((r) => r.idempotencyKey)).toEqual(before.map((e) => e.idempotencyKey));
    expect(await controls()).toHaveLength(2);
  });

  it('a refused entry needs attention with the server’s message while another document syncs', async () => {
    const poison = await newControl();
    const healthy = await newControl();
    await enqueueCommit(device.db, poison, { followUp: 'incomplete', signature: psych.signature() });
    await stage(healthy, 'h1');
    await enqueueCommit(device.db, healthy, control('h2'));
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'waiting', sent: 1, retryAt: null });
    const [refused, ...rest] = await entries();
    expect(rest).toEqual([]);
    expect(refused).toMatchObject({ draftKey: poison, state: 'needs-attention', lastError: { status: 400 } });
    // The server's own message (docs/api.md §1.6), kept for the UI.
    expect(refused!.lastError!.message).toMatch(/^Datos no válidos \(/);
    expect((refused!.lastError!.details as any).errors).toMatchObject({
      initialObservation: expect.any(String),
    });
    expect(await controls()).toMatchObject([{ followUp: 'h2', status: 'committed' }]);

    // Retrying as it is gets the same refusal (the server replays it for the same key).
    expect(await retryEntry(device.db, refused!.seq)).toBe(true);
    await replayAll(device.deps);
    expect((await entries())[0]).toMatchObject({ state: 'needs-attention' });
    // Corrected and saved again: the new commit replaces the refused one.
    await enqueueCommit(device.db, poison, control('fixed'));
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 1 });
    expect((await controls()).map((d) => d.followUp).sort()).toEqual(['fixed', 'h2']);
  });
});

describe('an entry is deleted only after its 2xx is recorded', () => {
  it('the connection drops after the server committed: the next replay sends the same key and is replayed', async () => {
    const key = await newControl();
    const entry = await enqueueCommit(device.db, key, control('once'));
    transport.faults.push('drop-after-commit');
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'offline', sent: 0 });
    expect(await controls()).toHaveLength(1);
    expect(await entries()).toMatchObject([{ seq: entry.seq, sentAt: expect.any(Number) }]);

    await device.reload();
    device.clock.advance(60_000);
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 1 });
    expect(transport.log.map((r) => [r.idempotencyKey, r.replayed])).toEqual([
      [entry.idempotencyKey, false],
      [entry.idempotencyKey, true],
    ]);
    const [doc, ...others] = await controls();
    expect(others).toEqual([]);
    expect(await getDraft(device.db, key)).toMatchObject({ serverId: doc.id, state: 'committed' });
  });

  it('the tab dies between the answer and its record: same key again, no duplicate', async () => {
    const key = await newControl();
    const entry = await stage(key, 'v1');
    const store = device.deps.store;
    device.deps = {
      ...device.deps,
      store: {
        ...store,
        acknowledge: () => Promise.reject(new Error('the tab was closed')),
      },
    };
    await expect(replayNext(device.deps)).rejects.toThrow('the tab was closed');
    await device.reload();
    expect(await entries()).toMatchObject([{ seq: entry.seq, attempts: 1 }]);
    expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 1 });
    expect(transport.log.map((r) => [r.idempotencyKey, r.replayed])).toEqual([
      [entry.idempotencyKey, false],
      [entry.idempotencyKey, true],
    ]);
    expect(await controls()).toHaveLength(1);
  });
});

describe('the replayer', () => {
  it('opens only the body of the entry it sends: the others are chosen by the ids stored beside them', async () => {
    for (let i = 0; i < 5; i++) await stage(await newControl(), `o${i}`);
    const { vault } = device.db;
    const open = vault.open.bind(vault);
    const opened: unknown[] = [];
    vault.open = (sealed) => {
      opened.push(sealed);
      return open(sealed);
    };
    try {
      expect(await replayNext(device.deps)).toMatchObject({ kind: 'sent', status: 200 });
      expect(opened).toHaveLength(1);
      expect(await replayAll(device.deps)).toMatchObject({ outcome: 'idle', sent: 4 });
      expect(opened).toHaveLength(5);
    } finally {
      vault.open = open;
    }
  });

  it('back online, what waited for the network goes at once; what the server asked to wait for keeps its wait', async () => {
    const replayer = createReplayer(device.deps);
    const server = await newControl();
    await stage(server, 'espera del servidor');
    transport.faults.push({ status: 503, retryAfter: '3600' });
    expect(await replayNext(device.deps)).toMatchObject({ kind: 'retry-later', status: 503 });
    const network = await newControl();
    await stage(network, 'espera de la red');
    const waits = async () =>
      new Map((await entries()).map((e) => [e.draftKey, e.nextAttemptAt - device.clock.now]));
    transport.offline = true;
    // Nine sends without an answer, each at the end of the last one's wait, which doubles up to minutes.
    for (let i = 0; i < 9; i++) {
      device.clock.advance(Math.max(0, (await waits()).get(network)!));
      expect(await replayAll(device.deps)).toMatchObject({ outcome: 'offline' });
    }
    transport.offline = false;
    const before = await waits();
    expect(before.get(network)).toBeGreaterThan(60_000);

    // Nothing is due: a pass sends nothing until the device says it is back online.
    expect(await replayer.run()).toMatchObject({ outcome: 'waiting', sent: 0 });
    expect(await replayer.reconnected()).toBe(1);
    expect(await replayer.run()).toMatchObject({ outcome: 'waiting', sent: 1 });
    expect((await controls()).map((d) => d.followUp)).toEqual(['espera de la red']);
    // The 503's Retry-After still stands.
    expect((await waits()).get(server)).toBe(before.get(server));
    expect(await replayer.reconnected()).toBe(0);
    device.clock.advance(before.get(server)!);
    expect(await replayer.run()).toMatchObject({ outcome: 'idle', sent: 1 });
    expect(new Set(transport.log.map((r) => r.idempotencyKey)).size).toBe(2);
  });

  it('runs one pass at a time and reports its status for the UI', async () => {
    const replayer = createReplayer(device.deps);
    for (let i = 0; i < 3; i++) await stage(await newControl(), `d${i}`);
    expect(await replayer.status()).toEqual({ pending: 3, lastSyncAt: null, sending: false, paused: null });
    const seen: boolean[] = [];
    transport.duringSend = async () => {
      seen.push((await replayer.status()).sending);
    };
    const [first, second] = await Promise.all([replayer.run(), replayer.run()]);
    expect(first).toBe(second);
    expect(first).toMatchObject({ outcome: 'idle', sent: 3 });
    expect(seen).toEqual([true, true, true]);
    expect(transport.log).toHaveLength(3);
    expect(await replayer.status()).toMatchObject({
      pending: 0,
      sending: false,
      lastSyncAt: device.clock.now,
    });
    expect(await controls()).toHaveLength(3);
  });
});
