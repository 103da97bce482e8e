/**
 * Which histories the acknowledged writes touched (src/offline/acknowledged.ts): the page refreshes those
 * only, and every history when the log may have lost some.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import {
  ACKNOWLEDGED_KEPT,
  historiesAcknowledgedSince,
  readAcknowledged,
  withAcknowledged,
  type Acknowledged,
} from '../../../src/offline/acknowledged';
import { openUserDb } from '../../../src/offline/db';
import { openDraft } from '../../../src/offline/drafts';
import { enqueueCommit, enqueueRequest, enqueueStage } from '../../../src/offline/outbox';
import { createReplayStore } from '../../../src/offline/replay-store';
import { testVault } from './support/test-vault';

const log = (...items: [string | null, number][]): Acknowledged[] =>
  items.map(([historyId, at]) => ({ historyId, at }));

describe('acknowledged histories', () => {
  it('takes the histories acknowledged after the mark, each once', () => {
    const acknowledged = log(['A', 10], ['B', 20], ['A', 30], ['C', 30]);
    expect(historiesAcknowledgedSince(acknowledged, 20)).toEqual(['A', 'C']);
    expect(historiesAcknowledgedSince(acknowledged, 30)).toEqual([]);
    // A page that saw no sync before takes all of them.
    expect(historiesAcknowledgedSince(acknowledged, null)).toEqual(['A', 'B', 'C']);
  });

  it('an entry naming no history refreshes nothing', () => {
    expect(historiesAcknowledgedSince(log([null, 10]), 5)).toEqual([]);
  });

  it('a stage refreshes nothing: the device shows its own draft over the lists', () => {
    const acknowledged: Acknowledged[] = [
      { historyId: 'A', at: 10, stage: true },
      { historyId: 'B', at: 20, stage: true },
      { historyId: 'B', at: 30 },
    ];
    expect(historiesAcknowledgedSince(acknowledged, 5)).toEqual(['B']);
    expect(historiesAcknowledgedSince(acknowledged, 25)).toEqual(['B']);
    expect(historiesAcknowledgedSince(acknowledged.slice(0, 2), 5)).toEqual([]);
  });

  it('keeps the last entries only, and says "all" when the page may have missed some', () => {
    let acknowledged: Acknowledged[] = [];
    for (let at = 1; at <= ACKNOWLEDGED_KEPT + 5; at++)
      acknowledged = withAcknowledged(acknowledged, { historyId: 'A', at });
    expect(acknowledged).toHaveLength(ACKNOWLEDGED_KEPT);
    expect(acknowledged[0]?.at).toBe(6);
    // The mark is older than the oldest kept: what came between is lost.
    expect(historiesAcknowledgedSince(acknowledged, 3)).toBe('all');
    expect(historiesAcknowledgedSince(acknowledged, null)).toBe('all');
    // The mark is within the log: exact.
    expect(historiesAcknowledgedSince(acknowledged, 50)).toEqual(['A']);
  });
});

const openTestDb = async () =>
  openUserDb('ana', { vault: await testVault(), indexedDB: new IDBFactory(), IDBKeyRange });

describe('the replay store records the history of each acknowledged entry', () => {
  it('in the transaction that acknowledges it, with the time of the sync and the entry', async () => {
    const db = await openTestDb();
    const store = createReplayStore(db);
    const forA = await enqueueRequest(db, {
      subjectKey: 'family',
      method: 'POST',
      path: '/family',
      historyId: 'A',
    });
    const forNone = await enqueueRequest(db, { subjectKey: 'log', method: 'POST', path: '/activity-log' });
    for (const [seq, now] of [
      [forA.seq, 1_000],
      [forNone.seq, 2_000],
    ] as const) {
      const started = await store.beginSend(seq, now);
      if (!started) throw new Error('the entry did not start');
      await store.acknowledge(started, { serverId: null, now });
    }
    // Each names its entry: a row list keeps the writes the server took (src/offline/settled-row-writes.ts).
    expect(await readAcknowledged(db)).toEqual([
      { historyId: 'A', at: 1_000, seq: forA.seq },
      { historyId: null, at: 2_000, seq: forNone.seq },
    ]);
    expect(historiesAcknowledgedSince(await readAcknowledged(db), 500)).toEqual(['A']);
    db.close();
  });

  it('marks a stage as one, and its commit not', async () => {
    const db = await openTestDb();
    const store = createReplayStore(db);
    const { key } = await openDraft(db, { kind: 'home-visit', historyId: 'A', content: { objetivo: 'uno' } });
    const send = async (seq: number, now: number) => {
      const started = await store.beginSend(seq, now);
      if (!started) throw new Error('the entry did not start');
      await store.acknowledge(started, { serverId: 'srv-1', now });
    };
    const staged = await enqueueStage(db, key);
    await send(staged.seq, 1_000);
    const committed = await enqueueCommit(db, key, { objetivo: 'dos' });
    await send(committed.seq, 2_000);
    expect(await readAcknowledged(db)).toEqual([
      { historyId: 'A', at: 1_000, seq: staged.seq, stage: true },
      { historyId: 'A', at: 2_000, seq: committed.seq },
    ]);
    expect(historiesAcknowledgedSince((await readAcknowledged(db)).slice(0, 1), 500)).toEqual([]);
    db.close();
  });
});
