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
import { listedDocumentHead, type DocumentKind } from '../contract/document';
import { sameValue, threeWayMerge, type FieldConflict, type MergeResult } from '../domain/three-way-merge';
import type {
  CanguroDb,
  DraftConflict,
  DraftContent,
  DraftRow,
  DraftSync,
  OutboxEntry,
  OutboxError,
  SetAsideValue,
  StoredOutboxEntry,
} from './db';
import { namedLocalIds } from './db';
import { idFieldOf } from './document-kinds';
import { getDraft } from './drafts';
import { documentLocalIds, documentPayload, hasNoServerEffect, newEntry } from './outbox';
import type { Sealed } from './vault';

/** The server's document as it is now: the other side of a merge. */
export type ServerDocument = Omit<DraftConflict, 'op' | 'foundAt'>;

/** Keys a draft may hold that are no field of the document (the signer, the ids, the version). */
const headKeys = (kind: DocumentKind) => new Set<string>([...listedDocumentHead, idFieldOf(kind)]);

/**
 * The three-way merge of a draft with the server's document, over the document's own fields: what the
 * device adds around them (the signature its commit carries) is kept as this device has it, since the
 * server's list answers them apart.
 */
export function mergeDocument(
  kind: DocumentKind,
  base: DraftContent,
  mine: DraftContent,
  theirs: DraftContent,
): MergeResult {
  const head = headKeys(kind);
  const kept = Object.fromEntries(Object.entries(mine).filter(([key]) => head.has(key)));
  const own = (content: DraftContent) => ownFields(kind, content);
  const { merged, conflicts } = threeWayMerge(own(base), own(mine), own(theirs));
  return { merged: { ...merged, ...kept }, conflicts };
}

/** A content without the keys that are no field of the document. */
function ownFields(kind: DocumentKind, content: DraftContent): DraftContent {
  const head = headKeys(kind);
  return Object.fromEntries(Object.entries(content).filter(([key]) => !head.has(key)));
}

const mergeOf = (draft: DraftRow, conflict: DraftConflict) =>
  mergeDocument(draft.kind, draft.base ?? {}, draft.content, conflict.content);

/** The fields of a draft in conflict that the user must choose for, as they stand now. */
export function conflictFields(draft: DraftRow): FieldConflict[] {
  return draft.conflict ? mergeOf(draft, draft.conflict).conflicts : [];
}

/** A write of the draft to send again on the server's version, with its content opened. */
interface Redo {
  stored: StoredOutboxEntry;
  content: DraftContent;
}

/** The refused write and the draft's writes queued after it that had no effect, oldest first. */
async function writesToRedo(db: CanguroDb, key: string, refused: number | null): Promise<Redo[]> {
  const entries = await db.outbox.where('draftKey').equals(key).sortBy('seq');
  const redo = entries.filter(
    (e) => (e.op === 'stage' || e.op === 'commit') && (e.seq === refused || hasNoServerEffect(e)),
  );
  return Promise.all(
    redo.map(async (stored) => ({
      stored,
      content: stored.payload.sealed ? await db.vault.open<DraftContent>(stored.payload.sealed) : {},
    })),
  );
}

interface Requeue {
  /** Each write's new content, sealed, in the order of `redo`; null: not sent (the server holds it). */
  contents: (Sealed | null)[];
  /** The local ids each new content names (in the clear, as every entry and draft keeps them). */
  contentIds: string[][];
  draftContent: Sealed;
  draftIds: string[];
  version: number;
  sealedBase: Sealed;
  sealedSync: Sealed | null;
}

/**
 * Inside a transaction over drafts and outbox: each write to redo is replaced, in its place in the order,
 * by the same op with its new content and a new key (the refusal is stored under the old one); queued
 * discards stay after them. False when the draft or its writes changed since they were read.
 */
async function requeue(db: CanguroDb, draft: DraftRow, redo: Redo[], change: Requeue): Promise<boolean> {
  const stored = await db.drafts.get(draft.key);
  if (!stored || stored.updatedAt !== draft.updatedAt) return false;
  const entries = await db.outbox.where('draftKey').equals(draft.key).sortBy('seq');
  const current = new Map(entries.map((e) => [e.seq, e]));
  if (redo.some((r) => current.get(r.stored.seq)?.idempotencyKey !== r.stored.idempotencyKey)) return false;
  const redone = new Set(redo.map((r) => r.stored.seq));
  const after = entries.filter((e) => !redone.has(e.seq) && e.seq > Math.min(...redone));
  await db.outbox.bulkDelete([...redone, ...after.map((e) => e.seq)]);
  const closing = stored.state === 'discard-pending';
  for (const [i, { stored: entry }] of redo.entries()) {
    const content = change.contents[i];
    if (!content || (entry.op === 'stage' && closing)) continue;
    await db.outbox.add(
      newEntry({
        draftKey: draft.key,
        op: entry.op,
        kind: draft.kind,
        request: null,
        payload: documentPayload(stored, content),
        localIds: documentLocalIds(documentPayload(stored, content), change.contentIds[i] ?? []),
      }),
    );
  }
  for (const { seq: _seq, ...later } of after) await db.outbox.add(later);
  await db.drafts.update(draft.key, {
    sealed: change.draftContent,
    localIds: change.draftIds,
    sealedBase: change.sealedBase,
    baseVersion: change.version,
    sealedSync: change.sealedSync,
    updatedAt: Date.now(),
  });
  return true;
}

const sealSync = (db: CanguroDb, sync: DraftSync): Promise<Sealed | null> =>
  sync.conflict || sync.setAside.length ? db.vault.seal(sync) : Promise.resolve(null);

/**
 * A stage or commit refused for a newer version: the draft and each write to redo are merged with the
 * server's document. Without a conflicting field the draft takes its merge on the server's version and
 * the writes go again (a stage that brings nothing the server lacks is not sent). With one, the refused
 * entry waits in state `conflict` and the draft holds the server's side. 'changed' when the draft or its
 * writes changed meanwhile (the replayer merges again at the next send).
 */
export async function mergeDraftWithServer(
  db: CanguroDb,
  draft: DraftRow,
  refused: OutboxEntry,
  server: ServerDocument,
  error: OutboxError,
  now: number,
): Promise<'merged' | 'conflict' | 'changed'> {
  const redo = await writesToRedo(db, draft.key, refused.seq);
  const base = draft.base ?? {};
  const merge = (content: DraftContent) => mergeDocument(draft.kind, base, content, server.content);
  const merges = [draft.content, ...redo.map((r) => r.content)].map(merge);
  if (merges.some((m) => m.conflicts.length > 0)) {
    const op = redo.some((r) => r.stored.op === 'commit') ? 'commit' : 'stage';
    const conflict: DraftConflict = { ...server, op, foundAt: now };
    const sync = await db.vault.seal({ conflict, setAside: draft.setAside ?? [] } satisfies DraftSync);
    const held = await db.transaction('rw', [db.drafts, db.outbox], async () => {
      const stored = await db.drafts.get(draft.key);
      if (!stored || stored.updatedAt !== draft.updatedAt) return false;
      await db.drafts.update(draft.key, { sealedSync: sync });
      await db.outbox.update(refused.seq, { state: 'conflict', lastError: error });
      return true;
    });
    return held ? 'conflict' : 'changed';
  }
  const theirs = ownFields(draft.kind, server.content);
  const [draftContent, sealedBase, sealedSync, ...contents] = await Promise.all([
    db.vault.seal(merges[0]!.merged),
    db.vault.seal(server.content),
    sealSync(db, { conflict: null, setAside: draft.setAside ?? [] }),
    ...redo.map(({ stored }, i) => {
      const merged = merges[i + 1]!.merged;
      const upToDate = stored.op === 'stage' && sameValue(ownFields(draft.kind, merged), theirs);
      return upToDate ? null : db.vault.seal(merged);
    }),
  ]);
  const done = await db.transaction('rw', [db.drafts, db.outbox], () =>
    requeue(db, draft, redo, {
      contents,
      contentIds: redo.map((_, i) => namedLocalIds(merges[i + 1]!.merged)),
      draftContent,
      draftIds: namedLocalIds(merges[0]!.merged),
      version: server.version,
      sealedBase,
      sealedSync,
    }),
  );
  return done ? 'merged' : 'changed';
}

/** The user's choice for one conflicting field: a side, or a value typed by hand. */
export type FieldChoice = { keep: 'device' | 'server' } | { value: unknown };

/** A field's value by the user's choice; a field the user left alone keeps the server's. */
export function chosenValue(choice: FieldChoice | undefined, mine: unknown, theirs: unknown): unknown {
  if (!choice) return theirs;
  return 'value' in choice ? choice.value : choice.keep === 'device' ? mine : theirs;
}

/** The sides a choice sets aside: the one not kept; both for a value typed by hand. */
export function sidesSetAside(choice: FieldChoice | undefined): SetAsideValue['side'][] {
  if (choice && 'value' in choice) return ['device', 'server'];
  return [choice?.keep === 'device' ? 'server' : 'device'];
}

/**
 * Sends the user's resolution: the draft's writes, each merged with the server's document and the chosen
 * values, on the server's version. The values chosen against (both sides, for a value typed by hand) are
 * set aside on the device. False when the draft holds no conflict (already resolved, in another tab) or
 * changed meanwhile.
 */
export async function resolveConflict(
  db: CanguroDb,
  key: string,
  choices: Readonly<Record<string, FieldChoice>>,
  now = Date.now(),
): Promise<boolean> {
  const draft = await getDraft(db, key);
  const conflict = draft?.conflict;
  if (!draft || !conflict) return false;
  const resolve = (content: DraftContent) => {
    const { merged, conflicts } = mergeDocument(draft.kind, draft.base ?? {}, content, conflict.content);
    for (const { field, mine, theirs } of conflicts)
      merged[field] = chosenValue(choices[field], mine, theirs);
    return merged;
  };
  const setAside: SetAsideValue[] = [];
  const aside = (field: string, value: unknown, side: SetAsideValue['side']) =>
    setAside.push({
      field,
      value,
      side,
      by: side === 'server' ? conflict.updatedBy : null,
      at: side === 'server' ? conflict.updatedAt : draft.updatedAt,
      setAsideAt: now,
    });
  for (const { field, mine, theirs } of conflictFields(draft))
    for (const side of sidesSetAside(choices[field])) aside(field, side === 'device' ? mine : theirs, side);
  const redo = await writesToRedo(db, key, null);
  const [draftContent, sealedBase, sealedSync, ...contents] = await Promise.all([
    db.vault.seal(resolve(draft.content)),
    db.vault.seal(conflict.content),
    sealSync(db, { conflict: null, setAside: [...(draft.setAside ?? []), ...setAside] }),
    ...redo.map((r) => db.vault.seal(resolve(r.content))),
  ]);
  return db.transaction('rw', [db.drafts, db.outbox], () =>
    requeue(db, draft, redo, {
      contents,
      contentIds: redo.map((r) => namedLocalIds(resolve(r.content))),
      draftContent,
      draftIds: namedLocalIds(resolve(draft.content)),
      version: conflict.version,
      sealedBase,
      sealedSync,
    }),
  );
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
