/**
 * The per-user database: its name, its isolation from other users, and an upgrade from schema version 1
 * that keeps pending drafts and outbox entries, adds the version-2 indexes and seals the rows written in
 * the clear before version 3, and an upgrade from version 4 that writes the local ids each row names
 * beside it.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import {
  createUserDb,
  currentSchemaVersion,
  openUserDb,
  schemaVersions,
  userDbName,
  type DraftRow,
  type OutboxEntry,
} from '../../../src/offline/db';
import { getDraft } from '../../../src/offline/drafts';
import { newLocalId } from '../../../src/offline/local-ids';
import { openEntry } from '../../../src/offline/outbox';
import { getRecord, putRecord } from '../../../src/offline/records';
import { testVault } from './support/test-vault';

const historyId = '0bebef7d-3c29-5453-8e5e-309444b69308';

const draftRow = (key: string, serverId: string | null): DraftRow => ({
  key,
  kind: 'development-control',
  historyId,
  serverId,
  content: { followUp: `draft ${key}` },
  createdAt: 1,
  updatedAt: 2,
  state: 'editing',
});

const entryRow = (draftKey: string, op: OutboxEntry['op'], state: OutboxEntry['state']) => ({
  draftKey,
  op,
  kind: 'development-control' as const,
  request: null,
  payload: { developmentControlId: draftKey, historyId, followUp: op },
  idempotencyKey: crypto.randomUUID(),
  createdAt: 1,
  attempts: 0,
  sentAt: null,
  nextAttemptAt: 0,
  lastError: null,
  state,
});

describe('the user database', () => {
  it('is named for the user, and one user never sees another user’s data', async () => {
    const indexedDB = new IDBFactory();
    expect(userDbName('u-1')).toBe('canguro-user-u-1');
    const ana = await openUserDb('ana', { vault: await testVault(), indexedDB, IDBKeyRange });
    const luis = await openUserDb('luis', { vault: await testVault(), indexedDB, IDBKeyRange });
    expect(ana.name).toBe('canguro-user-ana');
    await putRecord(ana, 'history:1', '1', { name: 'Ana María' });
    expect(await ana.records.count()).toBe(1);
    expect(await luis.records.count()).toBe(0);
    // Even handed Ana's row, Luis's key cannot open it.
    await luis.records.put((await ana.records.get('history:1'))!);
    await expect(getRecord(luis, 'history:1')).rejects.toThrow();
    expect((await indexedDB.databases()).map((d) => d.name).sort()).toEqual([
      'canguro-user-ana',
      'canguro-user-luis',
    ]);
    ana.close();
    luis.close();
  });

  it('declares every shipped version in order', () => {
    expect(schemaVersions.map((v) => v.version)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(currentSchemaVersion).toBe(6);
  });

  it("from version 5, drops the drafts' indexes no query reads, keeping the drafts", async () => {
    const indexedDB = new IDBFactory();
    const vault = await testVault();
    const v5 = createUserDb('ana', { vault, indexedDB, IDBKeyRange, upToVersion: 5 });
    await v5.open();
    const key = newLocalId();
    await v5.drafts.add({
      ...draftRow(key, null),
      sealed: await vault.seal({ followUp: 'uno' }),
      localIds: [],
    });
    v5.close();

    const current = await openUserDb('ana', { vault, indexedDB, IDBKeyRange });
    const indexes = [...current.backendDB().transaction('drafts').objectStore('drafts').indexNames].sort();
    expect(indexes).toEqual(['[historyId+kind]', 'historyId', 'serverId']);
    expect((await getDraft(current, key))?.content).toEqual({ followUp: 'uno' });
    current.close();
  });

  it('upgrades a version-1 database in place: drafts and entries survive, sealed, new indexes work', async () => {
    const indexedDB = new IDBFactory();
    const newKey = newLocalId();
    const editedKey = newLocalId();
    const serverId = crypto.randomUUID();

    const vault = await testVault();
    const v1 = createUserDb('ana', { vault, indexedDB, IDBKeyRange, upToVersion: 1 });
    await v1.open();
    expect(v1.verno).toBe(1);
    // Rows as version 1 wrote them: in the clear.
    const legacy = v1 as unknown as Record<
      'drafts' | 'outbox' | 'records',
      { bulkAdd(rows: unknown[]): Promise<unknown> }
    >;
    await legacy.drafts.bulkAdd([draftRow(newKey, null), draftRow(editedKey, serverId)]);
    await legacy.outbox.bulkAdd([
      entryRow(newKey, 'stage', 'pending'),
      entryRow(editedKey, 'commit', 'needs-attention'),
      entryRow(newKey, 'commit', 'pending'),
    ]);
    await legacy.records.bulkAdd([
      { key: 'history:1', historyId: '1', data: { name: 'Ana María' }, fetchedAt: 1 },
    ]);
    await v1.idMap.add({ localId: editedKey, serverId, mappedAt: 1 });
    await v1.meta.put({ key: 'lastSyncAt', value: 42 });
    // Version 1 has no index on serverId: asking for it fails.
    await expect(v1.drafts.where('serverId').equals(serverId).first()).rejects.toThrow();
    v1.close();

    const current = await openUserDb('ana', { vault, indexedDB, IDBKeyRange });
    expect(current.verno).toBe(currentSchemaVersion);
    expect(await getDraft(current, newKey)).toEqual(draftRow(newKey, null));
    const raw = JSON.stringify([
      await current.drafts.toArray(),
      await current.outbox.toArray(),
      await current.records.toArray(),
    ]);
    expect(raw).not.toContain('draft ');
    expect(raw).not.toContain('Ana María');
    expect((await getRecord(current, 'history:1'))?.data).toEqual({ name: 'Ana María' });
    const [stage] = await current.outbox.orderBy('seq').toArray();
    expect((await openEntry(current, stage!)).payload).toEqual(entryRow(newKey, 'stage', 'pending').payload);
    // The local ids each entry names are kept in the clear beside it (version 5).
    expect(stage!.localIds).toEqual([newKey]);
    expect((await current.drafts.get(newKey))?.localIds).toEqual([]);
    expect((await current.outbox.orderBy('seq').toArray()).map((e) => [e.seq, e.draftKey, e.op])).toEqual([
      [1, newKey, 'stage'],
      [2, editedKey, 'commit'],
      [3, newKey, 'commit'],
    ]);
    expect(await current.idMap.get(editedKey)).toMatchObject({ serverId });
    expect(await current.meta.get('lastSyncAt')).toEqual({ key: 'lastSyncAt', value: 42 });
    // The version-2 indexes are built over the rows that were already there.
    expect((await current.drafts.where('serverId').equals(serverId).first())?.key).toBe(editedKey);
    expect(await current.outbox.where('state').equals('pending').count()).toBe(2);
    expect(
      await current.drafts.where('[historyId+kind]').equals([historyId, 'development-control']).count(),
    ).toBe(2);
    // The auto-increment sequence carries on after the old entries.
    expect(
      await current.outbox.add({
        ...entryRow(newKey, 'discard', 'pending'),
        payload: { sealed: null, ids: {} },
        localIds: [],
      }),
    ).toBe(4);
    current.close();
  });

  it('from version 4, writes beside each draft and entry the local ids its sealed content names', async () => {
    const indexedDB = new IDBFactory();
    const vault = await testVault();
    const draftKey = newLocalId();
    const bayleyId = newLocalId();
    const activityId = newLocalId();
    const evolutionId = newLocalId();
    const v4 = createUserDb('ana', { vault, indexedDB, IDBKeyRange, upToVersion: 4 });
    await v4.open();
    await v4.meta.bulkPut([
      { key: 'rowsSealed', value: true },
      { key: 'localIdsFilled', value: false },
    ]);
    const { localIds: _none, ...draft } = {
      ...draftRow(draftKey, null),
      content: undefined,
      sealed: await vault.seal({ bayleyId, followUp: 'x' }),
      localIds: [],
    };
    await v4.table('drafts').add(draft);
    const { localIds: _stage, ...stage } = {
      ...entryRow(draftKey, 'stage', 'pending'),
      payload: { sealed: await vault.seal({ bayleyId }), ids: { developmentControlId: draftKey, historyId } },
      localIds: [],
    };
    const { localIds: _put, ...put } = {
      ...entryRow(activityId, 'request', 'pending'),
      kind: null,
      request: { method: 'PUT' as const, path: `/social-work-activity/${activityId}/0` },
      payload: { sealed: await vault.seal({ sourceId: evolutionId }), ids: { historyId } },
      localIds: [],
    };
    await v4.table('outbox').bulkAdd([stage, put]);
    v4.close();

    const current = await openUserDb('ana', { vault, indexedDB, IDBKeyRange });
    expect((await current.drafts.get(draftKey))?.localIds).toEqual([bayleyId]);
    const entries = await current.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => [...e.localIds].sort())).toEqual([
      [bayleyId, draftKey].sort(),
      [evolutionId, activityId].sort(),
    ]);
    expect(await current.meta.get('localIdsFilled')).toEqual({ key: 'localIdsFilled', value: true });
    current.close();
  });
});
