/**
 * What the replayer (workers/replay-core.ts) reads from and writes to the device's store, as one small
 * interface, and its Dexie implementation.
 *
 * Design:
 * - The replayer owns the policy (which entry goes next, how a failure is classified, backoff); this module
 *   owns the atomic writes. Each method is one Dexie transaction, so a crash leaves either the state before
 *   it or the state after it.
 * - `beginSend` records the attempt BEFORE the request leaves (`sentAt`, `attempts`): from then on the entry
 *   may have reached the server, so it is never coalesced away and a reload sends it again with its key.
 * - `acknowledge` records the server's id (local → server in `idMap` and on the draft), settles the draft
 *   and deletes the entry in ONE transaction: an entry is deleted only once its 2xx is recorded. If the tab
 *   dies between the answer and this transaction, the entry is sent again with the same Idempotency-Key and
 *   the server replays the answer it stored (docs/api.md §1.5): no duplicate.
 * - The replayer picks the next entry from the entries as stored, their bodies still sealed, by the local
 *   ids each names in the clear (`localIds`); it opens only the one it is about to send (`open`), and
 *   `beginSend` gives that same opened body back instead of opening it again. A long day offline then
 *   costs one opening per request, not one per queued entry per request. This module writes back only the
 *   fields it changes, so a body in the clear is never stored.
 */
import { recordAcknowledged } from './acknowledged';
import { mergeDraftWithServer, type ServerDocument } from './conflicts';
import type { CanguroDb, DraftRow, OutboxEntry, OutboxError, StoredOutboxEntry } from './db';
import { localIdsOfStoredEntry, metaKeys } from './db';
import { getDraft } from './drafts';
import { isLocalId } from './local-ids';
import { openEntry, readOutboxCounts, type OutboxCounts } from './outbox';
import { recordKeys } from './records';
import { answerStaleRow, type RowConflictSide } from './row-conflicts';
import {
  entriesToRebase,
  listWithAnswer,
  rowKeyOf,
  rowsOf,
  rowWriteAnswer,
  subjectsOfRow,
  versionedResourceOf,
} from './row-versions';
import * as v from 'valibot';
import { sameSealed, type Sealed } from './vault';

export interface IdLookup {
  /** The server's id, once a write of that document was acknowledged. */
  serverId: string | null;
  /** The device still holds the draft of that local id (so a server id may yet come). */
  draftExists: boolean;
}

export interface Acknowledgement {
  /** The id the answer names for the entry's document or row, when it has one. */
  serverId: string | null;
  /** The document's version the answer names (stage and commit): the draft's new base. */
  version?: number | null;
  /** Local → server ids of what the write created besides its subject (`request.answerIds`). */
  otherIds?: readonly (readonly [string, string])[];
  /** The answer's body: a row write's answer is the row as the server now holds it (./row-versions.ts). */
  answer?: unknown;
  now: number;
}

export interface ReplayStore {
  /** Every outbox entry, oldest first, as stored: bodies sealed, the local ids they name in the clear. */
  entries(): Promise<StoredOutboxEntry[]>;
  /** The next `limit` entries after `seq`, oldest first, as `entries` gives them. */
  entriesAfter(seq: number, limit: number): Promise<StoredOutboxEntry[]>;
  /** The keys (drafts, rows) that have an entry waiting for the user. */
  keysNeedingAttention(): Promise<Set<string>>;
  /** How many entries of `key` are in the outbox. */
  countEntriesOf(key: string): Promise<number>;
  /** The entry with its body opened: the one about to be sent. */
  open(entry: StoredOutboxEntry): Promise<OutboxEntry>;
  lookupIds(localIds: readonly string[]): Promise<Map<string, IdLookup>>;
  /** Records that a send starts; the entry as stored, or null when it is gone or no longer pending. */
  beginSend(seq: number, now: number): Promise<OutboxEntry | null>;
  /** The entry's 2xx: id mapped, draft settled, entry deleted, last sync time set. */
  acknowledge(entry: OutboxEntry, ack: Acknowledgement): Promise<void>;
  /** A discard of a document that never reached the server: done on the device, with no request. */
  completeWithoutRequest(entry: OutboxEntry, now: number): Promise<void>;
  /** A failure worth retrying: the entry stays pending and waits until `nextAttemptAt`. */
  retryLater(seq: number, nextAttemptAt: number, error: OutboxError): Promise<void>;
  /** A refusal that will not change by retrying: the entry waits for the user. */
  needsAttention(seq: number, error: OutboxError): Promise<void>;
  /** Every pending entry that backs off past `now` and that `wakes` picks is due at `now`; how many were. */
  dueNow(now: number, wakes: (entry: StoredOutboxEntry) => boolean): Promise<number>;
  /** Pending count and last sync time. */
  status(): Promise<OutboxCounts>;
  /** The draft of a document, opened (with its base), for a merge with the server's (./conflicts.ts). */
  draftOf(key: string): Promise<DraftRow | undefined>;
  /**
   * A write refused for a newer version: the draft merged with the server's document, its writes queued
   * again, or held for the user (`mergeDraftWithServer` of ./conflicts.ts on this store's database).
   */
  mergeDraft(
    draft: DraftRow,
    refused: OutboxEntry,
    server: ServerDocument,
    error: OutboxError,
    now: number,
  ): Promise<'merged' | 'conflict' | 'changed'>;
  /**
   * A row write refused for a newer version: merged with the server's row and queued again, or held for
   * the user (`answerStaleRow` of ./row-conflicts.ts).
   */
  mergeRow(
    refused: OutboxEntry,
    server: RowConflictSide,
    error: OutboxError,
    now: number,
  ): Promise<'merged' | 'conflict' | 'changed'>;
}

/**
 * What an acknowledged row write changes beside the outbox, prepared before the transaction (sealing is
 * WebCrypto, which an IndexedDB transaction does not outlive): the stored list with the answer in it, and
 * the bases the answer gives, by row id, to the writes queued behind it (an activity group's answer holds
 * one per record).
 */
async function rowAcknowledgement(db: CanguroDb, entry: OutboxEntry, answer: unknown) {
  const resource = versionedResourceOf(entry);
  const historyId = historyOf(entry);
  const parsed = v.safeParse(rowWriteAnswer, answer);
  if (!resource || !historyId || !parsed.success || !entry.request) return null;
  const row = parsed.output;
  const key = recordKeys.rows(resource, historyId);
  const record = await db.records.get(key);
  const data: unknown = record ? await db.vault.open(record.sealed) : null;
  const list =
    record && Array.isArray(data)
      ? {
          before: record.sealed,
          sealed: await db.vault.seal(listWithAnswer(data, row)),
        }
      : null;
  const bases = new Map(
    await Promise.all(
      rowsOf(resource, row).map(
        async ({ id, version, content }) => [id, { version, rowBase: await db.vault.seal(content) }] as const,
      ),
    ),
  );
  return { key, list, bases };
}

/** The history an opened entry names (its body, or the ids the outbox keeps beside it); null for none. */
function historyOf(entry: OutboxEntry): string | null {
  const id = entry.payload.historyId;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** After an entry left the outbox: a committed or discarded draft that nothing else waits on settles. */
async function settleDraft(db: CanguroDb, entry: OutboxEntry, now: number) {
  const draft = await db.drafts.get(entry.draftKey);
  if (!draft) return;
  const rest = await db.outbox.where('draftKey').equals(entry.draftKey).toArray();
  if (entry.op === 'commit' && draft.state === 'committed-pending' && !rest.some((e) => e.op === 'commit')) {
    await db.drafts.update(draft.key, { state: 'committed', updatedAt: now });
  }
  if (entry.op === 'discard' && draft.state === 'discard-pending' && rest.length === 0) {
    await db.drafts.delete(draft.key);
  }
}

export function createReplayStore(db: CanguroDb): ReplayStore {
  // The last entry opened by `open`, and its body as stored: `beginSend` of that entry, its body unchanged,
  // gives it back without opening it again.
  let opened: { entry: OutboxEntry; sealed: Sealed | null } | null = null;

  // An entry written without its ids (by an older version in another tab) is read once to find them.
  const withIds = (stored: StoredOutboxEntry[]) =>
    Promise.all(
      stored.map(async (entry) =>
        entry.localIds ? entry : { ...entry, localIds: await localIdsOfStoredEntry(db, entry) },
      ),
    );

  return {
    entries: async () => withIds(await db.outbox.orderBy('seq').toArray()),

    entriesAfter: async (seq, limit) =>
      withIds(await db.outbox.where('seq').above(seq).limit(limit).toArray()),

    async keysNeedingAttention() {
      // A document waiting for the user (refused, or in conflict) holds back what names it.
      const refused = await db.outbox.where('state').anyOf(['needs-attention', 'conflict']).toArray();
      return new Set(refused.map((entry) => entry.draftKey));
    },

    countEntriesOf: (key) => db.outbox.where('draftKey').equals(key).count(),

    async open(entry) {
      const result = await openEntry(db, entry);
      opened = { entry: result, sealed: entry.payload.sealed };
      return result;
    },

    async lookupIds(localIds) {
      return db.transaction('r', [db.idMap, db.drafts], async () => {
        const [mapped, drafts] = await Promise.all([
          db.idMap.bulkGet([...localIds]),
          db.drafts.bulkGet([...localIds]),
        ]);
        return new Map(
          localIds.map((id, i) => [id, { serverId: mapped[i]?.serverId ?? null, draftExists: !!drafts[i] }]),
        );
      });
    },

    async beginSend(seq, now) {
      const started = await db.transaction('rw', [db.outbox, db.drafts], async () => {
        const entry = await db.outbox.get(seq);
        if (entry?.state !== 'pending') return null;
        // A stage or commit carries the version its draft starts from, fixed at the first send so that
        // every send of the entry is the same request.
        const version =
          entry.version === undefined && (entry.op === 'stage' || entry.op === 'commit')
            ? { version: (await db.drafts.get(entry.draftKey))?.baseVersion ?? null }
            : {};
        const changes = { attempts: entry.attempts + 1, sentAt: entry.sentAt ?? now, ...version };
        await db.outbox.update(seq, changes);
        return { ...entry, ...changes };
      });
      if (!started) return null;
      if (opened?.entry.seq === seq && sameSealed(opened.sealed, started.payload.sealed)) {
        return { ...started, payload: opened.entry.payload };
      }
      return openEntry(db, started);
    },

    async acknowledge(entry, { serverId, version, otherIds = [], answer, now }) {
      const row = await rowAcknowledgement(db, entry, answer);
      await db.transaction('rw', [db.drafts, db.outbox, db.idMap, db.meta, db.records], async () => {
        const key = entry.draftKey;
        // The ids the request names in its answer first: an activity record's add answers its group, whose
        // `id` is not the record's (the subject's) id.
        for (const [localId, otherId] of otherIds)
          if (isLocalId(localId) && !(await db.idMap.get(localId)))
            await db.idMap.put({ localId, serverId: otherId, mappedAt: now });
        if (serverId && isLocalId(key) && !(await db.idMap.get(key))) {
          await db.idMap.put({ localId: key, serverId, mappedAt: now });
          const draft = await db.drafts.get(key);
          if (draft && !draft.serverId) await db.drafts.update(key, { serverId });
        }
        // What the server now holds of the document is what this entry sent: the draft's new base.
        const stored = await db.outbox.get(entry.seq);
        if (version != null && stored?.payload.sealed && (entry.op === 'stage' || entry.op === 'commit')) {
          await db.drafts.update(key, { baseVersion: version, sealedBase: stored.payload.sealed });
        }
        if (row) {
          // The device's copy of the list holds the answer (unless a newer list was stored meanwhile), and
          // the row's writes queued behind this one start from it.
          const record = row.list && (await db.records.get(row.key));
          if (record && row.list && sameSealed(record.sealed, row.list.before))
            await db.records.update(row.key, { sealed: row.list.sealed });
          // The row's writes, and those of the records a group's answer created, whatever their subject.
          const created = Object.keys(entry.request?.answerIds ?? {});
          const subjects = [...subjectsOfRow(entry), ...created];
          const behind = await db.outbox.where('draftKey').anyOf(subjects).toArray();
          for (const later of entriesToRebase(behind, entry)) {
            const rowKey = rowKeyOf(later);
            const rowId = isLocalId(rowKey) ? (await db.idMap.get(rowKey))?.serverId : rowKey;
            const base = rowId && row.bases.get(rowId);
            if (base) await db.outbox.update(later.seq, base);
          }
        }
        await db.outbox.delete(entry.seq);
        await settleDraft(db, entry, now);
        await recordAcknowledged(db, {
          historyId: historyOf(entry),
          at: now,
          seq: entry.seq,
          ...(entry.op === 'stage' && { stage: true as const }),
        });
        await db.meta.put({ key: metaKeys.lastSyncAt, value: now });
      });
    },

    async completeWithoutRequest(entry, now) {
      await db.transaction('rw', [db.drafts, db.outbox], async () => {
        await db.outbox.delete(entry.seq);
        await settleDraft(db, entry, now);
      });
    },

    async retryLater(seq, nextAttemptAt, error) {
      await db.outbox.update(seq, { nextAttemptAt, lastError: error });
    },

    async needsAttention(seq, error) {
      await db.outbox.update(seq, { state: 'needs-attention', lastError: error });
    },

    dueNow: (now, wakes) =>
      db.outbox
        .where('state')
        .equals('pending')
        .filter((entry) => entry.nextAttemptAt > now && wakes(entry))
        .modify({ nextAttemptAt: now }),

    status: () => readOutboxCounts(db),
    draftOf: (key) => getDraft(db, key),
    mergeDraft: (draft, refused, server, error, now) =>
      mergeDraftWithServer(db, draft, refused, server, error, now),
    mergeRow: (refused, server, error, now) => answerStaleRow(db, refused, server, error, now),
  };
}
