/**
 * The per-user database: its name, its isolation from other users, and an upgrade from schema version 1
 * that keeps pending drafts and outbox entries and adds the version-2 indexes.
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
import { newLocalId } from '../../../src/offline/local-ids';

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
    const ana = await openUserDb('ana', { indexedDB, IDBKeyRange });
    const luis = await openUserDb('luis', { indexedDB, IDBKeyRange });
    expect(ana.name).toBe('canguro-user-ana');
    await ana.drafts.add(draftRow(newLocalId(), null));
    expect(await ana.drafts.count()).toBe(1);
    expect(await luis.drafts.count()).toBe(0);
    expect((await indexedDB.databases()).map((d) => d.name).sort()).toEqual([
      'canguro-user-ana',
      'canguro-user-luis',
    ]);
    ana.close();
    luis.close();
  });

  it('declares every shipped version in order', () => {
    expect(schemaVersions.map((v) => v.version)).toEqual([1, 2]);
    expect(currentSchemaVersion).toBe(2);
  });

  it('upgrades a version-1 database in place: pending drafts and entries survive, new indexes work', async () => {
    const indexedDB = new IDBFactory();
    const newKey = newLocalId();
    const editedKey = newLocalId();
    const serverId = crypto.randomUUID();

    const v1 = createUserDb('ana', { indexedDB, IDBKeyRange, upToVersion: 1 });
    await v1.open();
    expect(v1.verno).toBe(1);
    await v1.drafts.bulkAdd([draftRow(newKey, null), draftRow(editedKey, serverId)]);
    await v1.outbox.bulkAdd([
      entryRow(newKey, 'stage', 'pending'),
      entryRow(editedKey, 'commit', 'needs-attention'),
      entryRow(newKey, 'commit', 'pending'),
    ]);
    await v1.idMap.add({ localId: editedKey, serverId, mappedAt: 1 });
    await v1.meta.put({ key: 'lastSyncAt', value: 42 });
    // Version 1 has no index on serverId: asking for it fails.
    await expect(v1.drafts.where('serverId').equals(serverId).first()).rejects.toThrow();
    v1.close();

    const current = await openUserDb('ana', { indexedDB, IDBKeyRange });
    expect(current.verno).toBe(currentSchemaVersion);
    expect(await current.drafts.get(newKey)).toEqual(draftRow(newKey, null));
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
    expect(await current.outbox.add(entryRow(newKey, 'discard', 'pending'))).toBe(4);
    current.close();
  });
});
