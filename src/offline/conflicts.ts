/**
 * Conflicts: a document changed on the server after the version this device's changes start from
 * (docs/offline.md "Conflicts").
 *
 * Design:
 * - A draft of a server document remembers its base: the version it started from and that content
 *   (./drafts.ts; moved on by every acknowledged write, ./replay-store.ts). Stages and commits carry that
 *   version, so the server refuses a write over a newer one (409 with `currentVersion`) instead of
 *   overwriting it.
 * - On that refusal the replayer reads the server's document and merges field by field
 *   (src/domain/three-way-merge.ts). Fields changed on one side only merge without asking: the draft takes
 *   the merge, its base moves to the server's version, and the write goes again under a new key (`rebase`).
 *   Fields changed differently on both sides wait for the user (`holdConflict`): the refused entry is in
 *   state `conflict`, nothing more of that draft is sent, other documents go on.
 * - The user keeps one side or the other per field, or merges text by hand (`resolveConflict`): the result
 *   is sent as the same kind of write on the server's version. The values chosen against stay on the
 *   device, sealed, readable in the document's history until dismissed (`dismissSetAside`).
 * - Everything here that holds personal data is sealed before its transaction, like every draft.
 */
import { sameValue, threeWayMerge, type FieldConflict } from '../domain/three-way-merge';
import type {
  CanguroDb,
  DraftConflict,
  DraftContent,
  DraftRow,
  DraftSync,
  OutboxEntry,
  OutboxError,
  SetAsideValue,
  StoredDraft,
} from './db';
import { getDraft } from './drafts';
import { documentPayload, hasNoServerEffect, newEntry, openEntry } from './outbox';
import type { Sealed } from './vault';

/** The server's document as it is now: the other side of a merge. */
export type ServerDocument = Omit<DraftConflict, 'op' | 'foundAt'>;

/** The fields of a draft in conflict that the user must choose for, as they stand now. */
export function conflictFields(draft: DraftRow): FieldConflict[] {
  if (!draft.conflict) return [];
  return threeWayMerge(draft.base ?? {}, draft.content, draft.conflict.content).conflicts;
}

interface Requeue {
  op: 'stage' | 'commit';
  /** The entry the server refused (it had no effect, though it was sent). */
  refused: number | null;
  /** The content to send, sealed; null when nothing needs sending (the server already holds it). */
  sealedContent: Sealed | null;
  version: number;
  sealedBase: Sealed;
  sealedSync: Sealed | null;
}

/**
 * Inside a transaction over drafts and outbox: the draft's writes that had no effect on the server are
 * replaced by one write of the new content on the server's version; a write still in doubt stays before
 * it, queued discards after it. A stage of a draft whose discard is queued is not sent (X wins); a commit
 * always is.
 */
async function requeue(db: CanguroDb, draft: StoredDraft, content: Sealed, change: Requeue): Promise<void> {
  const entries = await db.outbox.where('draftKey').equals(draft.key).sortBy('seq');
  const replaced = entries.filter(
    (e) => e.seq === change.refused || e.op === 'discard' || (e.op !== 'request' && hasNoServerEffect(e)),
  );
  const discards = replaced.filter((e) => e.op === 'discard');
  await db.outbox.bulkDelete(replaced.map((e) => e.seq));
  const closing = draft.state === 'discard-pending';
  if (change.sealedContent && (change.op === 'commit' || !closing)) {
    await db.outbox.add(
      newEntry({
        draftKey: draft.key,
        op: change.op,
        kind: draft.kind,
        request: null,
        payload: documentPayload(draft, change.sealedContent),
      }),
    );
  }
  for (const { seq: _seq, ...discard } of discards) await db.outbox.add(discard);
  const state = change.op === 'commit' ? 'committed-pending' : closing ? draft.state : 'editing';
  await db.drafts.update(draft.key, {
    sealed: content,
    sealedBase: change.sealedBase,
    baseVersion: change.version,
    sealedSync: change.sealedSync,
    state: draft.state === 'committed' && !change.sealedContent ? 'committed' : state,
    updatedAt: Date.now(),
  });
}

const sealSync = (db: CanguroDb, sync: DraftSync): Promise<Sealed | null> =>
  sync.conflict || sync.setAside.length ? db.vault.seal(sync) : Promise.resolve(null);

/**
 * No field conflicts: the draft takes `merged` on the server's version and its write is queued again.
 * False when the draft changed since it was read (the replayer merges again at the next send).
 */
export async function rebase(
  db: CanguroDb,
  draft: DraftRow,
  refused: OutboxEntry,
  merged: DraftContent,
  server: ServerDocument,
  op: 'stage' | 'commit',
): Promise<boolean> {
  const upToDate = op === 'stage' && sameValue(merged, server.content);
  const [content, base, sync] = await Promise.all([
    db.vault.seal(merged),
    db.vault.seal(server.content),
    sealSync(db, { conflict: null, setAside: draft.setAside ?? [] }),
  ]);
  return db.transaction('rw', [db.drafts, db.outbox], async () => {
    const stored = await db.drafts.get(draft.key);
    if (!stored || stored.updatedAt !== draft.updatedAt) return false;
    await requeue(db, stored, content, {
      op,
      refused: refused.seq,
      sealedContent: upToDate ? null : content,
      version: server.version,
      sealedBase: base,
      sealedSync: sync,
    });
    return true;
  });
}

/**
 * Fields conflict: the refused entry waits in state `conflict` and the draft holds the server's side.
 * False when the draft changed since it was read.
 */
export async function holdConflict(
  db: CanguroDb,
  draft: DraftRow,
  seq: number,
  conflict: DraftConflict,
  error: OutboxError,
): Promise<boolean> {
  const sync = await db.vault.seal({ conflict, setAside: draft.setAside ?? [] } satisfies DraftSync);
  return db.transaction('rw', [db.drafts, db.outbox], async () => {
    const stored = await db.drafts.get(draft.key);
    if (!stored || stored.updatedAt !== draft.updatedAt) return false;
    await db.drafts.update(draft.key, { sealedSync: sync });
    await db.outbox.update(seq, { state: 'conflict', lastError: error });
    return true;
  });
}

/** The user's choice for one conflicting field: a side, or a value typed by hand. */
export type FieldChoice = { keep: 'device' | 'server' } | { value: unknown };

/**
 * Sends the user's resolution: the merge with the chosen values, as a write on the server's version. The
 * values chosen against (both sides, for a value typed by hand) are set aside on the device. Null when the
 * draft holds no conflict (already resolved, in another tab).
 */
export async function resolveConflict(
  db: CanguroDb,
  key: string,
  choices: Readonly<Record<string, FieldChoice>>,
  now = Date.now(),
): Promise<OutboxEntry | null> {
  const draft = await getDraft(db, key);
  const conflict = draft?.conflict;
  if (!draft || !conflict) return null;
  const { merged, conflicts } = threeWayMerge(draft.base ?? {}, draft.content, conflict.content);
  const setAside: SetAsideValue[] = [];
  const device = (field: string, value: unknown): SetAsideValue => ({
    field,
    value,
    side: 'device',
    by: null,
    at: draft.updatedAt,
    setAsideAt: now,
  });
  const server = (field: string, value: unknown): SetAsideValue => ({
    field,
    value,
    side: 'server',
    by: conflict.updatedBy,
    at: conflict.updatedAt,
    setAsideAt: now,
  });
  for (const { field, mine, theirs } of conflicts) {
    const choice = choices[field] ?? { keep: 'server' };
    if ('value' in choice) {
      merged[field] = choice.value;
      setAside.push(device(field, mine), server(field, theirs));
    } else if (choice.keep === 'device') {
      merged[field] = mine;
      setAside.push(server(field, theirs));
    } else {
      merged[field] = theirs;
      setAside.push(device(field, mine));
    }
  }
  const [content, base, sync] = await Promise.all([
    db.vault.seal(merged),
    db.vault.seal(conflict.content),
    sealSync(db, { conflict: null, setAside: [...(draft.setAside ?? []), ...setAside] }),
  ]);
  const added = await db.transaction('rw', [db.drafts, db.outbox], async () => {
    const stored = await db.drafts.get(key);
    if (!stored?.sealedSync || stored.updatedAt !== draft.updatedAt) return null;
    await requeue(db, stored, content, {
      op: conflict.op,
      refused: null,
      sealedContent: content,
      version: conflict.version,
      sealedBase: base,
      sealedSync: sync,
    });
    const entries = await db.outbox.where('draftKey').equals(key).sortBy('seq');
    return entries.find((e) => e.op === conflict.op && e.sentAt === null) ?? null;
  });
  return added && openEntry(db, added);
}

/** Drops values set aside in conflicts: the one at `index` of the draft's list, or all of them. */
export async function dismissSetAside(db: CanguroDb, key: string, index?: number): Promise<void> {
  const draft = await getDraft(db, key);
  if (!draft?.setAside?.length) return;
  const setAside = index === undefined ? [] : draft.setAside.filter((_, i) => i !== index);
  const sync = await sealSync(db, { conflict: draft.conflict ?? null, setAside });
  await db.transaction('rw', db.drafts, async () => {
    const stored = await db.drafts.get(key);
    if (stored) await db.drafts.update(key, { sealedSync: sync });
  });
}
