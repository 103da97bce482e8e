/**
 * Two tablets of one psychologist edit the same development control offline and reconnect one after the
 * other, against the real reference server in-process (docs/offline.md "Conflicts"). Each tablet is its own
 * fake IndexedDB with its own outbox and replayer. After every test: never two requests at once per
 * tablet, and no Idempotency-Key executed twice.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentEditContent, type ListedDocument } from '../../../src/contract/document';
import { outboxText } from '../../../src/i18n/offline';
import { conflictFields, dismissSetAside, resolveConflict } from '../../../src/offline/conflicts';
import { getDraft, openDraft, writeDraft } from '../../../src/offline/drafts';
import { enqueueCommit, enqueueStage, listNeedsAttention } from '../../../src/offline/outbox';
import { replayAll } from '../../../workers/replay-core';
import { completeDevelopmentControl } from '../../fixtures/bodies';
import { openDevice, type Device } from './support/offline-context';
import {
  FaultyTransport,
  startReferenceServer,
  TestSession,
  type ReferenceServer,
} from './support/reference-server';

let server: ReferenceServer;
let psych: TestSession;
let historyId: string;

interface Tablet {
  device: Device;
  transport: FaultyTransport;
}
let tablets: Tablet[] = [];

beforeAll(async () => {
  server = await startReferenceServer();
  psych = await TestSession.signIn(server, 'psicologia');
  historyId = server.historyIds[1]!;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function tablet(): Promise<Tablet> {
  const transport = new FaultyTransport(psych);
  const device = await openDevice({
    send: transport.send,
    read: transport.read,
    refresh: () => psych.refresh(),
  });
  const made = { device, transport };
  tablets.push(made);
  return made;
}

beforeEach(async () => {
  await server.db.query('delete from documents where history_id = $1', [historyId]);
  tablets = [];
});

afterEach(() => {
  for (const { device, transport } of tablets) {
    device.close();
    expect(transport.maxInFlight).toBeLessThanOrEqual(1);
    for (const [key, count] of transport.executionsByKey()) expect([key, count]).toEqual([key, 1]);
  }
});

const kind = 'development-control';
const controls = (): Promise<ListedDocument[]> => psych.get(`/development-control/hc/${historyId}`);

/** A committed control on the server, as another session made it. */
async function committedControl(): Promise<ListedDocument> {
  const response = await psych.request('POST', '/development-control/commit', {
    body: { historyId, ...completeDevelopmentControl(), followUp: 'base', signature: psych.signature() },
    idempotencyKey: crypto.randomUUID(),
  });
  expect(response.status).toBe(200);
  const [doc] = await controls();
  return doc!;
}

/** What the editor does when the control is opened from the history's list on a tablet. */
async function openOn({ device }: Tablet, doc: ListedDocument) {
  const content = documentEditContent(doc, 'developmentControlId');
  const draft = await openDraft(device.db, {
    kind,
    historyId,
    serverId: doc.id,
    content,
    version: doc.version,
  });
  return { key: draft.key, content };
}

async function edit({ device }: Tablet, key: string, change: Record<string, unknown>) {
  const draft = await getDraft(device.db, key);
  await writeDraft(device.db, key, { ...draft!.content, ...change });
  return enqueueStage(device.db, key);
}

describe('a control edited on two tablets offline', () => {
  it('sends the version it started from, and the base moves with every acknowledged write', async () => {
    const doc = await committedControl();
    const a = await tablet();
    const { key } = await openOn(a, doc);
    await edit(a, key, { followUp: 'uno' });
    a.transport.faults.push('drop-after-commit');
    expect((await replayAll(a.device.deps)).outcome).toBe('offline');
    a.device.clock.advance(60_000);
    expect(await replayAll(a.device.deps)).toMatchObject({ outcome: 'idle', sent: 1 });
    const [first, again] = a.transport.reachedAt('/development-control/stage');
    // The retry of the lost answer is the same request: same key, same version.
    expect(again!.idempotencyKey).toBe(first!.idempotencyKey);
    expect((first!.body as any).version).toBe(doc.version);
    expect((again!.body as any).version).toBe(doc.version);
    expect(await getDraft(a.device.db, key)).toMatchObject({ baseVersion: doc.version! + 1 });
    await edit(a, key, { followUp: 'dos' });
    await replayAll(a.device.deps);
    const last = a.transport.reachedAt('/development-control/stage').at(-1)!;
    expect((last.body as any).version).toBe(doc.version! + 1);
    expect((await controls())[0]!.draft).toMatchObject({ followUp: 'dos' });
  });

  it('merges fields changed on one side only without asking, and sends the merge on the server version', async () => {
    const doc = await committedControl();
    const [a, b] = [await tablet(), await tablet()];
    const onA = await openOn(a, doc);
    const onB = await openOn(b, doc);
    await edit(a, onA.key, { followUp: 'de la tableta A' });
    await edit(b, onB.key, { initialObservation: 'de la tableta B' });
    expect(await replayAll(a.device.deps)).toMatchObject({ outcome: 'idle', sent: 1 });
    const afterA = (await controls())[0]!;

    expect(await replayAll(b.device.deps)).toMatchObject({ outcome: 'idle', sent: 1 });
    const stages = b.transport.log.filter((r) => r.path === '/development-control/stage');
    expect(stages.map((r) => r.status)).toEqual([409, 200]);
    expect(stages[1]!.idempotencyKey).not.toBe(stages[0]!.idempotencyKey);
    expect((stages[1]!.body as any).version).toBe(afterA.version);
    const [onServer, ...others] = await controls();
    expect(others).toEqual([]);
    expect(onServer!.draft).toMatchObject({
      followUp: 'de la tableta A',
      initialObservation: 'de la tableta B',
    });
    expect(await getDraft(b.device.db, onB.key)).toMatchObject({
      baseVersion: onServer!.version,
      content: expect.objectContaining({
        followUp: 'de la tableta A',
        initialObservation: 'de la tableta B',
      }),
    });
    expect(await b.device.db.outbox.count()).toBe(0);
  });

  it('holds conflicting fields for the user, then sends the chosen values and keeps the losing ones', async () => {
    const doc = await committedControl();
    const [a, b] = [await tablet(), await tablet()];
    const onA = await openOn(a, doc);
    const onB = await openOn(b, doc);
    await edit(a, onA.key, { followUp: 'A', initialObservation: 'A observa', workshops: false });
    await edit(b, onB.key, { followUp: 'B', initialObservation: 'B observa', videos: true });
    await replayAll(a.device.deps);
    const afterA = (await controls())[0]!;

    // Another document of tablet B goes on while this one waits.
    const other = await openDraft(b.device.db, { kind, historyId, content: { followUp: 'otro' } });
    await enqueueStage(b.device.db, other.key);
    expect(await replayAll(b.device.deps)).toMatchObject({ outcome: 'waiting', sent: 1 });
    const waiting = await b.device.db.outbox.where('draftKey').equals(onB.key).toArray();
    expect(waiting).toMatchObject([
      { state: 'conflict', lastError: { status: 409, message: outboxText.conflict } },
    ]);
    expect(await listNeedsAttention(b.device.db)).toEqual([]);
    expect(await b.device.db.outbox.where('state').equals('pending').count()).toBe(0);

    const held = (await getDraft(b.device.db, onB.key))!;
    expect(held.conflict).toMatchObject({
      version: afterA.version,
      op: 'stage',
      updatedBy: { id: psych.user.id, name: psych.user.name },
      updatedAt: afterA.updatedAt,
    });
    expect(conflictFields(held).sort((x, y) => x.field.localeCompare(y.field))).toEqual([
      { field: 'followUp', base: 'base', mine: 'B', theirs: 'A' },
      { field: 'initialObservation', base: doc.initialObservation, mine: 'B observa', theirs: 'A observa' },
    ]);
    // Nothing more of it is sent until the user chooses.
    expect((await replayAll(b.device.deps)).sent).toBe(0);

    await resolveConflict(b.device.db, onB.key, {
      followUp: { keep: 'device' },
      initialObservation: { value: 'A observa; B observa' },
    });
    expect(await replayAll(b.device.deps)).toMatchObject({ outcome: 'idle', sent: 1 });
    const resolved = b.transport.log.at(-1)!;
    expect((resolved.body as any).version).toBe(afterA.version);
    const onServer = (await controls()).find((d) => d.id === doc.id)!;
    expect(onServer.draft).toMatchObject({
      followUp: 'B',
      initialObservation: 'A observa; B observa',
      workshops: false,
      videos: true,
    });

    const after = (await getDraft(b.device.db, onB.key))!;
    expect(after.conflict).toBeNull();
    expect(after.baseVersion).toBe(onServer.version);
    expect(after.setAside).toEqual([
      expect.objectContaining({
        field: 'followUp',
        value: 'A',
        side: 'server',
        by: held.conflict!.updatedBy,
      }),
      expect.objectContaining({ field: 'initialObservation', value: 'B observa', side: 'device', by: null }),
      expect.objectContaining({ field: 'initialObservation', value: 'A observa', side: 'server' }),
    ]);
    await dismissSetAside(b.device.db, onB.key, 0);
    expect((await getDraft(b.device.db, onB.key))!.setAside).toHaveLength(2);
    await dismissSetAside(b.device.db, onB.key);
    expect((await getDraft(b.device.db, onB.key))!.setAside).toBeUndefined();
  });

  it('resolves a refused GUARDAR as a commit, keeping the server value by default', async () => {
    const doc = await committedControl();
    const [a, b] = [await tablet(), await tablet()];
    const onA = await openOn(a, doc);
    const onB = await openOn(b, doc);
    const signature = psych.signature();
    await enqueueCommit(a.device.db, onA.key, { ...onA.content, followUp: 'A', signature });
    // On tablet B an autosave went out on a failing network (in doubt, so kept), then GUARDAR.
    await edit(b, onB.key, { followUp: 'B' });
    b.transport.offline = true;
    expect((await replayAll(b.device.deps)).outcome).toBe('offline');
    b.transport.offline = false;
    await enqueueCommit(b.device.db, onB.key, { ...onB.content, followUp: 'B', signature });
    await replayAll(a.device.deps);
    b.device.clock.advance(60_000);
    await replayAll(b.device.deps);
    // The stage was refused ahead of the commit: the commit waits behind it.
    expect(b.transport.log.filter((r) => r.status === 409).map((r) => r.path)).toEqual([
      '/development-control/stage',
    ]);
    expect((await getDraft(b.device.db, onB.key))!.conflict).toMatchObject({ op: 'commit' });
    await resolveConflict(b.device.db, onB.key, {});
    // Both writes again, in their order, each with the choice: the stage, then the commit.
    expect(await replayAll(b.device.deps)).toMatchObject({ outcome: 'idle', sent: 2 });
    expect(b.transport.log.slice(-2).map((r) => [r.path, (r.body as any).followUp])).toEqual([
      ['/development-control/stage', 'A'],
      ['/development-control/commit', 'A'],
    ]);
    const onServer = (await controls())[0]!;
    expect(onServer).toMatchObject({ status: 'committed', followUp: 'A', draft: null });
    expect(await getDraft(b.device.db, onB.key)).toMatchObject({ state: 'committed', conflict: null });
    expect((await getDraft(b.device.db, onB.key))!.setAside).toMatchObject([
      { field: 'followUp', value: 'B' },
    ]);
  });

  it('asks for attention when the document is gone from the server', async () => {
    const doc = await committedControl();
    const b = await tablet();
    const onB = await openOn(b, doc);
    await edit(b, onB.key, { followUp: 'B' });
    await server.db.query('update documents set version = version + 1 where id = $1', [doc.id]);
    b.device.deps.read = async (path) => {
      await server.db.query('delete from documents where id = $1', [doc.id]);
      return b.transport.read(path);
    };
    expect(await replayAll(b.device.deps)).toMatchObject({ outcome: 'waiting', sent: 0 });
    expect(await listNeedsAttention(b.device.db)).toMatchObject([{ lastError: { status: 409 } }]);
  });
});
