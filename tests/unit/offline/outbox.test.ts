/**
 * Drafts and the outbox on the device alone (no server): what each lifecycle call leaves in the store.
 * The replay against the real server is in replay.test.ts.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openUserDb, type CanguroDb } from '../../../src/offline/db';
import { testVault } from './support/test-vault';
import {
  DraftClosedError,
  DraftNotFoundError,
  draftsOfHistory,
  getDraft,
  openDraft,
  writeDraft,
} from '../../../src/offline/drafts';
import { isLocalId, newLocalId } from '../../../src/offline/local-ids';
import {
  countPending,
  countPendingWork,
  countUnsynced,
  discard,
  dropEntry,
  enqueueCommit,
  enqueueRequest,
  enqueueStage,
  listNeedsAttention,
  openEntry,
  readOutboxStatus,
  retryEntry,
} from '../../../src/offline/outbox';
import { createReplayStore } from '../../../src/offline/replay-store';
import { ACTIVITY_LOG_SUBJECT, historyWorkStates } from '../../../src/offline/outbox-work';
import type { ListedDocument } from '../../../src/contract/document';
import { overlayDocuments } from '../../../src/offline/document-list';
import { unsyncedWorkOf } from '../../../src/offline/visit-preparation';

const historyId = '0bebef7d-3c29-5453-8e5e-309444b69308';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let db: CanguroDb;

beforeEach(async () => {
  db = await openUserDb('ana', { vault: await testVault(), indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => db.close());

const newDraft = () => openDraft(db, { kind: 'development-control', historyId, content: { followUp: '' } });
const entriesOf = async (key: string) => {
  const stored = await db.outbox.where('draftKey').equals(key).sortBy('seq');
  return Promise.all(stored.map((entry) => openEntry(db, entry)));
};
/** What the replayer does when it starts sending an entry. */
const markSent = (seq: number) => createReplayStore(db).beginSend(seq, Date.now());
const refuse = (seq: number) =>
  createReplayStore(db).needsAttention(seq, { status: 400, message: 'Datos no válidos', at: 1 });

describe('drafts', () => {
  it('start with a local id and take every write at once', async () => {
    const draft = await newDraft();
    expect(isLocalId(draft.key)).toBe(true);
    expect(draft).toMatchObject({ serverId: null, state: 'editing', historyId });
    await writeDraft(db, draft.key, { followUp: 'Control en un mes.' });
    expect((await getDraft(db, draft.key))?.content).toEqual({ followUp: 'Control en un mes.' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuse writes to an unknown draft or one being discarded', async () => {
    await expect(writeDraft(db, 'nope', {})).rejects.toBeInstanceOf(DraftNotFoundError);
    const draft = await newDraft();
    await enqueueStage(db, draft.key);
    await markSent((await entriesOf(draft.key))[0]!.seq);
    expect(await discard(db, draft.key)).toBe('queued');
    await expect(writeDraft(db, draft.key, { followUp: 'x' })).rejects.toBeInstanceOf(DraftClosedError);
    await expect(enqueueStage(db, draft.key)).rejects.toBeInstanceOf(DraftClosedError);
  });

  it('keep one draft per server document, mapped from the start', async () => {
    const serverId = crypto.randomUUID();
    const first = await openDraft(db, {
      kind: 'development-control',
      historyId,
      serverId,
      content: { a: 1 },
    });
    const again = await openDraft(db, { kind: 'development-control', historyId, serverId });
    expect(again.key).toBe(first.key);
    expect(await db.idMap.get(first.key)).toMatchObject({ serverId });
    expect((await draftsOfHistory(db, historyId, 'development-control')).map((d) => d.key)).toEqual([
      first.key,
    ]);
    expect(await draftsOfHistory(db, historyId, 'bayley')).toEqual([]);
  });
});

describe('enqueueStage', () => {
  it('makes the Idempotency-Key when it enqueues, and coalesces unsent stages into one', async () => {
    const draft = await newDraft();
    const keys = new Set<string>();
    for (let i = 1; i <= 10; i++) {
      await writeDraft(db, draft.key, { followUp: `v${i}` });
      keys.add((await enqueueStage(db, draft.key)).idempotencyKey);
    }
    expect(keys.size).toBe(10);
    const entries = await entriesOf(draft.key);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      op: 'stage',
      kind: 'development-control',
      attempts: 0,
      sentAt: null,
      state: 'pending',
      payload: { followUp: 'v10', developmentControlId: draft.key, historyId },
    });
    expect(entries[0]!.idempotencyKey).toMatch(UUID);
    expect(keys.has(entries[0]!.idempotencyKey)).toBe(true);
  });

  it('never replaces a stage that was sent (it may have reached the server)', async () => {
    const draft = await newDraft();
    const sent = await enqueueStage(db, draft.key);
    await markSent(sent.seq);
    await writeDraft(db, draft.key, { followUp: 'later' });
    await enqueueStage(db, draft.key);
    await enqueueStage(db, draft.key);
    const entries = await entriesOf(draft.key);
    expect(entries.map((e) => e.seq)).toEqual([sent.seq, expect.any(Number)]);
    expect(entries[0]!.idempotencyKey).toBe(sent.idempotencyKey);
  });

  it('replaces a stage the server refused (a 4xx writes nothing)', async () => {
    const draft = await newDraft();
    const refused = await enqueueStage(db, draft.key);
    await markSent(refused.seq);
    await refuse(refused.seq);
    await enqueueStage(db, draft.key);
    expect((await entriesOf(draft.key)).map((e) => e.state)).toEqual(['pending']);
  });

  it("keeps on the draft when it was last queued: the exam column's 'Guardado hace …' after a reload", async () => {
    const draft = await newDraft();
    expect((await getDraft(db, draft.key))!.stagedAt).toBeUndefined();
    const before = Date.now();
    await enqueueStage(db, draft.key);
    const staged = (await getDraft(db, draft.key))!.stagedAt!;
    expect(staged).toBeGreaterThanOrEqual(before);
    await enqueueCommit(db, draft.key, { followUp: 'final' });
    expect((await getDraft(db, draft.key))!.stagedAt).toBeGreaterThanOrEqual(staged);
  });
});

describe('enqueueCommit', () => {
  it('supersedes unsent stages, keeps sent ones, and marks the draft committed-pending', async () => {
    const draft = await newDraft();
    const sent = await enqueueStage(db, draft.key);
    await markSent(sent.seq);
    await enqueueStage(db, draft.key);
    const commit = await enqueueCommit(db, draft.key, { followUp: 'final' });
    expect((await entriesOf(draft.key)).map((e) => [e.seq, e.op])).toEqual([
      [sent.seq, 'stage'],
      [commit.seq, 'commit'],
    ]);
    expect(await getDraft(db, draft.key)).toMatchObject({
      state: 'committed-pending',
      content: { followUp: 'final' },
    });
    expect(commit.payload).toMatchObject({ followUp: 'final', developmentControlId: draft.key, historyId });
  });

  it('replaces a commit the server refused, once the form is corrected', async () => {
    const draft = await newDraft();
    const refused = await enqueueCommit(db, draft.key, { followUp: '' });
    await markSent(refused.seq);
    await refuse(refused.seq);
    await enqueueCommit(db, draft.key, { followUp: 'ok' });
    expect((await entriesOf(draft.key)).map((e) => [e.op, e.state, e.payload.followUp])).toEqual([
      ['commit', 'pending', 'ok'],
    ]);
  });
});

describe('discard', () => {
  it('of a draft that never reached the server deletes it with its entries, and queues nothing', async () => {
    const draft = await newDraft();
    for (let i = 0; i < 3; i++) await enqueueStage(db, draft.key);
    expect(await discard(db, draft.key)).toBe('dropped');
    expect(await getDraft(db, draft.key)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('of a draft that never reached the server drops the rows added in it, and the writes naming those', async () => {
    const draft = await newDraft();
    await enqueueStage(db, draft.key);
    const added = await enqueueRequest(db, {
      subjectKey: newLocalId(),
      method: 'POST',
      path: '/psychosocial-risk',
      body: { assessmentId: draft.key, risk: 1 },
      historyId,
    });
    await enqueueRequest(db, {
      subjectKey: added.draftKey,
      method: 'PUT',
      path: `/psychosocial-risk/${added.draftKey}`,
      body: { risk: 2 },
      historyId,
    });
    const other = await enqueueRequest(db, {
      subjectKey: 'family',
      method: 'POST',
      path: '/family',
      historyId,
    });
    expect(await discard(db, draft.key)).toBe('dropped');
    expect((await db.outbox.toArray()).map((entry) => entry.seq)).toEqual([other.seq]);
  });

  it('of a draft whose stage was sent keeps the rows added in it: they follow the document', async () => {
    const draft = await newDraft();
    await markSent((await enqueueStage(db, draft.key)).seq);
    await enqueueRequest(db, {
      subjectKey: 'risks',
      method: 'POST',
      path: '/psychosocial-risk',
      body: { assessmentId: draft.key },
      historyId,
    });
    expect(await discard(db, draft.key)).toBe('queued');
    expect(await db.outbox.where('draftKey').equals('risks').count()).toBe(1);
  });

  it('of a draft never staged sends nothing either; of an unknown key does nothing', async () => {
    const draft = await newDraft();
    expect(await discard(db, draft.key)).toBe('dropped');
    expect(await discard(db, draft.key)).toBe('nothing');
    expect(await db.outbox.count()).toBe(0);
  });

  it('after a stage was sent drops the unsent stages and queues a discard behind the sent one', async () => {
    const draft = await newDraft();
    const sent = await enqueueStage(db, draft.key);
    await markSent(sent.seq);
    await enqueueStage(db, draft.key);
    expect(await discard(db, draft.key)).toBe('queued');
    expect((await entriesOf(draft.key)).map((e) => e.op)).toEqual(['stage', 'discard']);
    expect((await getDraft(db, draft.key))?.state).toBe('discard-pending');
    expect(await discard(db, draft.key)).toBe('queued');
    expect(await entriesOf(draft.key)).toHaveLength(2);
  });

  it('of a server document queues a discard; a queued commit is never dropped by it', async () => {
    const edited = await openDraft(db, {
      kind: 'development-control',
      historyId,
      serverId: crypto.randomUUID(),
    });
    await enqueueStage(db, edited.key);
    expect(await discard(db, edited.key)).toBe('queued');
    expect((await entriesOf(edited.key)).map((e) => e.op)).toEqual(['discard']);

    const fresh = await newDraft();
    await enqueueCommit(db, fresh.key, { followUp: 'final' });
    expect(await discard(db, fresh.key)).toBe('queued');
    expect((await entriesOf(fresh.key)).map((e) => e.op)).toEqual(['commit', 'discard']);
  });

  it('of a server document can be taken back: the draft reopens behind the queued discard', async () => {
    const serverId = crypto.randomUUID();
    const draft = await openDraft(db, { kind: 'development-control', historyId, serverId });
    await enqueueStage(db, draft.key);
    expect(await discard(db, draft.key)).toBe('queued');
    const reopened = await openDraft(db, {
      kind: 'development-control',
      historyId,
      serverId,
      content: { followUp: 'again' },
    });
    expect(reopened).toMatchObject({ key: draft.key, state: 'editing', content: { followUp: 'again' } });
    await enqueueStage(db, draft.key);
    const [queued, restaged] = await entriesOf(draft.key);
    expect([queued!.op, restaged!.op]).toEqual(['discard', 'stage']);
    // The discard's answer no longer deletes the reopened draft.
    await createReplayStore(db).acknowledge(queued!, { serverId: null, now: 1 });
    expect(await getDraft(db, draft.key)).toMatchObject({ state: 'editing' });
  });

  it('of a committed document with nothing staged since sends nothing', async () => {
    const draft = await openDraft(db, {
      kind: 'development-control',
      historyId,
      serverId: crypto.randomUUID(),
    });
    await db.drafts.update(draft.key, { state: 'committed' });
    expect(await discard(db, draft.key)).toBe('dropped');
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a server document opened here and left as it was', () => {
  const serverDoc = (id: string): ListedDocument => ({
    id,
    historyId,
    status: 'committed',
    version: 3,
    followUp: 'uno',
  });
  const opened = (serverId: string) =>
    openDraft(db, {
      kind: 'development-control',
      historyId,
      serverId,
      content: { followUp: 'uno' },
      version: 3,
    });
  const workOf = async () => historyWorkStates(await db.drafts.toArray(), []).get(historyId);
  const listed = async (serverId: string) =>
    overlayDocuments([serverDoc(serverId)], await draftsOfHistory(db, historyId), [], 'id')[0]!;

  it("is no work of the user's: no state, no unsaved mark, nothing in the way of a removal", async () => {
    const serverId = crypto.randomUUID();
    const draft = await opened(serverId);
    expect(draft).toMatchObject({ state: 'editing', untouched: true });
    // The server's content written again with its version (a reopened acknowledged draft) keeps it so.
    await writeDraft(db, draft.key, { followUp: 'uno' }, 3);
    expect(await workOf()).toBeUndefined();
    expect(await listed(serverId)).toMatchObject({ status: 'committed', unsavedChanges: false });
    expect(await unsyncedWorkOf(db, historyId)).toBe(0);
  });

  it('a change makes it work: the state, the unsaved mark and a removal refused', async () => {
    const serverId = crypto.randomUUID();
    const draft = await opened(serverId);
    await writeDraft(db, draft.key, { followUp: 'dos' });
    expect((await getDraft(db, draft.key))?.untouched).toBeUndefined();
    expect(await workOf()).toBe('draft');
    expect(await listed(serverId)).toMatchObject({ unsavedChanges: true, editContent: { followUp: 'dos' } });
    expect(await unsyncedWorkOf(db, historyId)).toBe(1);
  });

  it('X drops it on the device with no request: another device may have staged a draft there', async () => {
    const draft = await opened(crypto.randomUUID());
    expect(await discard(db, draft.key)).toBe('dropped');
    expect(await db.outbox.count()).toBe(0);
    expect(await getDraft(db, draft.key)).toBeUndefined();
  });

  it('a stage or a commit of it is work too', async () => {
    const staged = await opened(crypto.randomUUID());
    await enqueueStage(db, staged.key);
    expect((await getDraft(db, staged.key))?.untouched).toBeUndefined();
    const committed = await opened(crypto.randomUUID());
    await enqueueCommit(db, committed.key, { followUp: 'uno' });
    expect((await getDraft(db, committed.key))?.untouched).toBeUndefined();
  });

  it('a new document is never untouched', async () => {
    expect((await newDraft()).untouched).toBeUndefined();
  });
});

describe('entries that need attention', () => {
  it('are listed apart from the pending count, retried from scratch, or dropped keeping the draft', async () => {
    const a = await newDraft();
    const b = await newDraft();
    await writeDraft(db, a.key, { followUp: 'typed' });
    const commit = await enqueueCommit(db, a.key, { followUp: 'typed' });
    await enqueueStage(db, b.key);
    await markSent(commit.seq);
    await refuse(commit.seq);

    expect(await countPending(db)).toBe(1);
    const attention = await listNeedsAttention(db);
    expect(attention.map((e) => [e.seq, e.lastError?.message])).toEqual([[commit.seq, 'Datos no válidos']]);
    expect(await readOutboxStatus(db)).toMatchObject({ pending: 1, lastSyncAt: null });

    expect(await retryEntry(db, commit.seq)).toBe(true);
    expect(await db.outbox.get(commit.seq)).toMatchObject({
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
    });
    expect(await retryEntry(db, commit.seq)).toBe(false);
    expect(await dropEntry(db, commit.seq)).toBe(false);

    await refuse(commit.seq);
    expect(await dropEntry(db, commit.seq)).toBe(true);
    expect(await db.outbox.get(commit.seq)).toBeUndefined();
    expect(await getDraft(db, a.key)).toMatchObject({ state: 'editing', content: { followUp: 'typed' } });
  });
});

describe('enqueueRequest', () => {
  it('queues a plain write of a row under its subject key', async () => {
    const entry = await enqueueRequest(db, {
      subjectKey: 'group-1',
      method: 'PUT',
      path: '/family-composition/abc',
      body: { name: 'x' },
    });
    expect(entry).toMatchObject({
      op: 'request',
      kind: null,
      draftKey: 'group-1',
      request: { method: 'PUT', path: '/family-composition/abc' },
      payload: { name: 'x' },
      state: 'pending',
    });
  });
});

describe("the user's work and the activity log", () => {
  const logTab = () =>
    enqueueRequest(db, {
      subjectKey: ACTIVITY_LOG_SUBJECT,
      method: 'POST',
      path: '/activity-log',
      body: { action: 'abrir-pestana-evoluciones', historyId },
    });

  it('keeps activity logs to send but counts neither them as pending nor as unsent work', async () => {
    for (let i = 0; i < 4; i += 1) await logTab();
    expect(await countPending(db)).toBe(4); // the worker still sends them
    expect(await countPendingWork(db)).toBe(0);
    expect(await countUnsynced(db)).toBe(0);
    expect(await readOutboxStatus(db)).toMatchObject({ pending: 0 });

    const draft = await newDraft();
    await enqueueStage(db, draft.key);
    await enqueueRequest(db, { subjectKey: 'local:row', method: 'POST', path: '/family-member', historyId });
    expect(await countPendingWork(db)).toBe(2);
    expect(await countUnsynced(db)).toBe(2);
    expect(await readOutboxStatus(db)).toMatchObject({ pending: 2 });
  });

  it('counts a refused document as unsent work, not as pending', async () => {
    const draft = await newDraft();
    const commit = await enqueueCommit(db, draft.key, { followUp: 'typed' });
    await logTab();
    await markSent(commit.seq);
    await refuse(commit.seq);
    expect(await countPendingWork(db)).toBe(0);
    expect(await countUnsynced(db)).toBe(1);
    expect((await readOutboxStatus(db)).needsAttention.map((e) => e.seq)).toEqual([commit.seq]);
  });
});
