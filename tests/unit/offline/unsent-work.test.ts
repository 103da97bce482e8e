/**
 * Unsent work exported from one device and imported on another: the file format (round trip, wrong
 * password, a changed file, another user's file) and the import's rules (keys and order kept, a file
 * imported twice or on the device that made it adds nothing), over real Dexie on fake IndexedDB; then the
 * whole path against the real reference server: a tablet whose last commit is in doubt hands its work to
 * another, which sends it; the server executes every key once and answers the one in doubt by replay.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openUserDb, type CanguroDb } from '../../../src/offline/db';
import { getDraft, openDraft, writeDraft } from '../../../src/offline/drafts';
import { collectLocalIds } from '../../../src/offline/local-ids';
import { enqueueCommit, enqueueStage, openEntry } from '../../../src/offline/outbox';
import { createReplayStore } from '../../../src/offline/replay-store';
import { createRow } from '../../../src/offline/row-writes';
import {
  openUnsentFile,
  sealUnsentWork,
  UnsentFileError,
  unsentFileName,
  type UnsentFileProblem,
} from '../../../src/offline/unsent-file';
import { collectUnsentWork, importUnsentWork, recordExported } from '../../../src/offline/unsent-work';
import { replayAll } from '../../../workers/replay-core';
import { completeDevelopmentControl } from '../../fixtures/bodies';
import { openDevice, type Device } from './support/offline-context';
import {
  FaultyTransport,
  startReferenceServer,
  TestSession,
  type ReferenceServer,
} from './support/reference-server';
import { testVault } from './support/test-vault';

const historyId = '0bebef7d-3c29-5453-8e5e-309444b69308';
const user = { id: 'user-1', username: 'psicologia', name: 'Psicóloga Demo' };
const password = 'canguro';
const iterations = 1000;

const openDb = async () =>
  openUserDb(user.id, { vault: await testVault(), indexedDB: new IDBFactory(), IDBKeyRange });

/** Everything a device stores that an import may change, bodies opened. */
async function snapshot(db: CanguroDb) {
  const entries = await Promise.all((await db.outbox.orderBy('seq').toArray()).map((e) => openEntry(db, e)));
  const drafts = await Promise.all((await db.drafts.toArray()).map((d) => getDraft(db, d.key)));
  return { entries, drafts, idMap: await db.idMap.toArray(), meta: await db.meta.toArray() };
}

const withoutSeq = ({ seq: _seq, nextAttemptAt: _due, ...entry }: { seq: number; nextAttemptAt: number }) =>
  entry;

async function exportFrom(db: CanguroDb, options: { userId?: string } = {}) {
  const work = await collectUnsentWork(db, {
    user: { ...user, id: options.userId ?? user.id },
    appVersion: '1.2.3',
  });
  const text = await sealUnsentWork(work, password, { iterations });
  await recordExported(db, work);
  return { work, text };
}

async function refusal(promise: Promise<unknown>): Promise<UnsentFileProblem> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnsentFileError);
  return (error as UnsentFileError).problem;
}

describe('the file of unsent work, device to device', () => {
  let tablet: CanguroDb;
  let other: CanguroDb;
  let drafting: string;
  let saved: string;
  let mappedServerId: string;

  beforeEach(async () => {
    tablet = await openDb();
    other = await openDb();
    // A control staged twice (the first stage acknowledged: mapped), a control saved, a risk row created
    // that names the first control, and a new control typed and never autosaved.
    drafting = (
      await openDraft(tablet, { kind: 'development-control', historyId, content: { followUp: 'v1' } })
    ).key;
    const first = await enqueueStage(tablet, drafting);
    mappedServerId = '6f1d2c1e-5b0a-4c4e-9a51-3d2b7e0c9f11';
    await createReplayStore(tablet).acknowledge(first, { serverId: mappedServerId, now: Date.now() });
    await writeDraft(tablet, drafting, { followUp: 'v2' });
    await enqueueStage(tablet, drafting);
    saved = (await openDraft(tablet, { kind: 'bayley', historyId, content: {} })).key;
    await enqueueCommit(tablet, saved, { observations: 'Guardado sin conexión' });
    await createRow(tablet, 'psychosocial-risk', historyId, { sourceId: drafting, risk: 'Alto' });
    await openDraft(tablet, {
      kind: 'social-work-evolution',
      historyId,
      content: { text: 'recién escrito' },
    });
  });
  afterEach(() => {
    tablet.close();
    other.close();
  });

  it('carries every entry with its key, order and body, the drafts and the id map, to the other device', async () => {
    const before = await snapshot(tablet);
    const { work, text } = await exportFrom(tablet);
    expect(work.entries).toHaveLength(3);
    expect(work.drafts.map((d) => d.key).sort()).toEqual(before.drafts.map((d) => d!.key).sort());
    expect(work.idMap).toEqual([expect.objectContaining({ localId: drafting, serverId: mappedServerId })]);
    // Nothing readable in the file: not the content, not the user's name.
    expect(text).not.toMatch(/Guardado sin conexión|recién escrito|Psicóloga|Alto/);

    const opened = await openUnsentFile(text, { userId: user.id, password });
    expect(opened).toEqual(work);
    expect(await importUnsentWork(other, opened)).toEqual({ added: 3, known: 0, drafts: 3 });
    const after = await snapshot(other);
    expect(after.entries.map(withoutSeq)).toEqual(before.entries.map(withoutSeq));
    expect(after.entries.map((e) => e.seq)).toEqual(
      [...after.entries.map((e) => e.seq)].sort((a, b) => a - b),
    );
    expect(after.drafts.sort((a, b) => a!.key.localeCompare(b!.key))).toEqual(
      before.drafts.sort((a, b) => a!.key.localeCompare(b!.key)),
    );
    expect(after.idMap).toEqual(before.idMap);
  });

  it('carries what open forms typed and the device could not store (storage full), over their drafts', async () => {
    // A server document opened for a change that never reached the device: no entry, a server id.
    const edited = (
      await openDraft(tablet, {
        kind: 'development-control',
        historyId,
        serverId: '0e7c5d8a-2f1b-4c3d-9e8f-7a6b5c4d3e2f',
        content: { followUp: 'del servidor' },
      })
    ).key;
    const exportedAt = Date.now() + 60_000;
    const work = await collectUnsentWork(tablet, {
      user,
      appVersion: '1.2.3',
      now: exportedAt,
      unwritten: [
        { key: drafting, content: { followUp: 'v2 y lo que no cupo' } },
        { key: edited, content: { followUp: 'cambio sin espacio' } },
      ],
    });
    const content = (key: string) => work.drafts.find((draft) => draft.key === key);
    expect(content(drafting)).toMatchObject({
      content: { followUp: 'v2 y lo que no cupo' },
      updatedAt: exportedAt,
    });
    expect(content(edited)).toMatchObject({
      content: { followUp: 'cambio sin espacio' },
      updatedAt: exportedAt,
    });
    // The other drafts go as stored, and the device's own copies are untouched.
    expect(content(saved)?.content).toEqual({ observations: 'Guardado sin conexión' });
    expect((await getDraft(tablet, drafting))?.content).toEqual({ followUp: 'v2' });

    // On the other device, the newer content is what a draft opens with.
    await importUnsentWork(
      other,
      await openUnsentFile(await sealUnsentWork(work, password, { iterations }), {
        userId: user.id,
        password,
      }),
    );
    expect((await getDraft(other, drafting))?.content).toEqual({ followUp: 'v2 y lo que no cupo' });
    expect((await getDraft(other, edited))?.content).toEqual({ followUp: 'cambio sin espacio' });
  });

  it('imported twice adds nothing the second time, even once the entries were acknowledged', async () => {
    const { text } = await exportFrom(tablet);
    const work = await openUnsentFile(text, { userId: user.id, password });
    await importUnsentWork(other, work);
    const once = await snapshot(other);
    expect(await importUnsentWork(other, work)).toEqual({ added: 0, known: 3, drafts: 0 });
    expect(await snapshot(other)).toEqual(once);

    // Everything acknowledged: the outbox empties and the saved draft settles.
    const store = createReplayStore(other);
    for (const entry of await store.entries()) {
      await store.acknowledge(await store.open(entry), { serverId: crypto.randomUUID(), now: Date.now() });
    }
    expect(await other.outbox.count()).toBe(0);
    expect(await importUnsentWork(other, work)).toEqual({ added: 0, known: 3, drafts: 0 });
    expect(await other.outbox.count()).toBe(0);
    expect(await getDraft(other, saved)).toMatchObject({ state: 'committed' });
  });

  it('imported on the device that made it adds nothing', async () => {
    const { text } = await exportFrom(tablet);
    const before = await snapshot(tablet);
    const result = await importUnsentWork(tablet, await openUnsentFile(text, { userId: user.id, password }));
    expect(result).toEqual({ added: 0, known: 3, drafts: 0 });
    expect(await snapshot(tablet)).toEqual(before);
  });

  it('a later file of the same tablet brings its new work and newer drafts; edits made here since win', async () => {
    const first = await exportFrom(tablet);
    await importUnsentWork(other, await openUnsentFile(first.text, { userId: user.id, password }));
    await writeDraft(tablet, drafting, { followUp: 'v3' });
    const third = await enqueueStage(tablet, drafting);
    await writeDraft(other, saved, { observations: 'corregido aquí' });
    const second = await exportFrom(tablet);
    const result = await importUnsentWork(
      other,
      await openUnsentFile(second.text, { userId: user.id, password }),
    );
    expect(result.added).toBe(1);
    expect((await snapshot(other)).entries.at(-1)).toMatchObject({ idempotencyKey: third.idempotencyKey });
    expect((await getDraft(other, drafting))?.content).toEqual({ followUp: 'v3' });
    expect((await getDraft(other, saved))?.content).toEqual({ observations: 'corregido aquí' });
  });

  it('a wrong password, a changed file or another user’s file is refused and changes nothing', async () => {
    const { text } = await exportFrom(tablet);
    const file = JSON.parse(text);
    const changed = (patch: Record<string, unknown>) => JSON.stringify({ ...file, ...patch });
    const flipped = (base64: string) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      bytes[bytes.length - 20]! ^= 1;
      return btoa(String.fromCharCode(...bytes));
    };

    expect(await refusal(openUnsentFile(text, { userId: user.id, password: 'Canguro' }))).toBe(
      'wrong-password',
    );
    expect(await refusal(openUnsentFile(text, { userId: 'user-2', password }))).toBe('other-user');
    // The user id is bound to the ciphertext: relabelling the file for another user does not open it.
    expect(await refusal(openUnsentFile(changed({ userId: 'user-2' }), { userId: 'user-2', password }))).toBe(
      'damaged',
    );
    expect(
      await refusal(openUnsentFile(changed({ data: flipped(file.data) }), { userId: user.id, password })),
    ).toBe('damaged');
    expect(
      await refusal(openUnsentFile(changed({ appVersion: '9.9.9' }), { userId: user.id, password })),
    ).toBe('damaged');
    expect(
      await refusal(openUnsentFile(changed({ content: 'application/json' }), { userId: user.id, password })),
    ).toBe('damaged');
    expect(await refusal(openUnsentFile(text.slice(0, text.length / 2), { userId: user.id, password }))).toBe(
      'damaged',
    );
    expect(await refusal(openUnsentFile('PK\u0003\u0004', { userId: user.id, password }))).toBe('damaged');
    expect(
      await refusal(
        openUnsentFile(changed({ version: 2, kdf: { name: 'Argon2id' } }), { userId: user.id, password }),
      ),
    ).toBe('newer-version');
    expect(await other.outbox.count()).toBe(0);
    expect(await other.drafts.count()).toBe(0);
  });

  it('is named for the user and the day', () => {
    expect(unsentFileName('psicologia', new Date(2026, 10, 26, 23, 59))).toBe(
      'canguro-cambios-psicologia-2026-11-26.canguro',
    );
    expect(unsentFileName('José Núñez/2', new Date(2026, 0, 5))).toBe(
      'canguro-cambios-Jose-Nunez-2-2026-01-05.canguro',
    );
  });
});

describe('the imported work reaches the real server once', () => {
  let server: ReferenceServer;
  let psych: TestSession;
  let serverHistory: string;
  let tablet: Device;
  let replacement: Device;
  let tabletNet: FaultyTransport;
  let replacementNet: FaultyTransport;

  beforeAll(async () => {
    server = await startReferenceServer();
    psych = await TestSession.signIn(server, 'psicologia');
    serverHistory = server.historyIds[1]!;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    tablet.close();
    replacement.close();
    const log = [...tabletNet.log, ...replacementNet.log];
    const executed = new Map<string, number>();
    for (const r of log) {
      const ran = r.reached && !r.replayed && (r.status === 0 || (r.status >= 200 && r.status < 300));
      if (ran) executed.set(r.idempotencyKey, (executed.get(r.idempotencyKey) ?? 0) + 1);
    }
    for (const [key, count] of executed) expect([key, count]).toEqual([key, 1]);
    for (const request of log) expect(collectLocalIds(request.body).size).toBe(0);
  });

  it('a commit in doubt on the old tablet is answered by replay on the new one; nothing is duplicated', async () => {
    tabletNet = new FaultyTransport(psych);
    replacementNet = new FaultyTransport(psych);
    tablet = await openDevice({ send: tabletNet.send, refresh: () => psych.refresh() });
    replacement = await openDevice({ send: replacementNet.send, refresh: () => psych.refresh() });
    const control = (followUp: string) => ({
      ...completeDevelopmentControl(),
      followUp,
      signature: psych.signature(),
    });
    const controls = (): Promise<any[]> => psych.get(`/development-control/hc/${serverHistory}`);

    // The old tablet: a stage acknowledged, then GUARDAR whose answer is lost, then a second control
    // typed offline.
    const key = (
      await openDraft(tablet.db, {
        kind: 'development-control',
        historyId: serverHistory,
        content: control('v1'),
      })
    ).key;
    await enqueueStage(tablet.db, key);
    expect(await replayAll(tablet.deps)).toMatchObject({ outcome: 'idle', sent: 1 });
    const commit = await enqueueCommit(tablet.db, key, control('guardado'));
    tabletNet.faults.push('drop-after-commit');
    expect((await replayAll(tablet.deps)).outcome).toBe('offline');
    tablet.online = false;
    const second = (
      await openDraft(tablet.db, {
        kind: 'development-control',
        historyId: serverHistory,
        content: control('otro'),
      })
    ).key;
    const secondStage = await enqueueStage(tablet.db, second);

    const work = await collectUnsentWork(tablet.db, {
      user: { ...user, id: psych.user.id },
      appVersion: '1.2.3',
    });
    const text = await sealUnsentWork(work, password, { iterations });

    const opened = await openUnsentFile(text, { userId: psych.user.id, password });
    expect(await importUnsentWork(replacement.db, opened)).toMatchObject({ added: 2 });
    expect(await replayAll(replacement.deps)).toMatchObject({ outcome: 'idle', sent: 2 });
    expect(replacementNet.log.map((r) => [r.idempotencyKey, r.replayed, r.status])).toEqual([
      [commit.idempotencyKey, true, 200],
      [secondStage.idempotencyKey, false, 200],
    ]);
    const docs = await controls();
    expect(docs.map((d) => d.followUp).sort()).toEqual(['guardado', 'otro']);
    expect(docs.find((d) => d.followUp === 'guardado')).toMatchObject({ status: 'committed' });
    expect(await getDraft(replacement.db, key)).toMatchObject({ state: 'committed' });

    // The same file again: nothing new, nothing sent.
    expect(await importUnsentWork(replacement.db, opened)).toEqual({ added: 0, known: 2, drafts: 0 });
    expect(await replayAll(replacement.deps)).toMatchObject({ outcome: 'idle', sent: 0 });
    expect(await controls()).toHaveLength(2);
  });
});
