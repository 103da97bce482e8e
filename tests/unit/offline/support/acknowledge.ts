/**
 * What the replayer does when the server answers every queued entry of a draft: each acknowledged in
 * order with the server's id (src/offline/replay-store.ts), as if the sync worker had sent them.
 */
import type { CanguroDb } from '../../../../src/offline/db';
import { createReplayStore } from '../../../../src/offline/replay-store';

export async function markAcknowledged(
  db: CanguroDb,
  draftKey: string,
  serverId: string,
  /** The document version the answers name (stage and commit), when the test needs one. */
  version?: number,
): Promise<void> {
  const store = createReplayStore(db);
  const entries = await db.outbox.where('draftKey').equals(draftKey).sortBy('seq');
  for (const entry of entries) {
    const started = await store.beginSend(entry.seq, Date.now());
    await store.acknowledge(started!, { serverId, version, now: Date.now() });
  }
}
