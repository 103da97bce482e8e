/**
 * The outbox: every write the device still owes the server, in the order it was made (DESIGN.md write
 * path, steps 2–4 and 7).
 *
 * Design:
 * - Each lifecycle call changes the draft and the outbox in ONE Dexie transaction, so a draft and its
 *   queued writes never disagree, whatever tab or crash comes in between.
 * - The Idempotency-Key of an entry is made here, at enqueue time, and never again: every send of the
 *   entry, after a lost answer, a reload or in another tab, is the same request, and the server executes it
 *   once (docs/api.md §1.5).
 * - Coalescing: a stage that has had no effect on the server — never sent, or answered with a 4xx that
 *   wrote nothing ("needs attention") — is replaced by a newer stage of the same draft and superseded by a
 *   commit. Hours offline with thousands of autosaves replay as one stage per document. An entry that was
 *   ever sent and not answered may have reached the server, so it is never replaced or dropped: it is sent
 *   again with its key and the server replays its answer (so a flaky network may cost one more stage). A
 *   newer commit also replaces a commit the server refused (the form was corrected and saved again).
 * - Discard (X): a draft that never reached the server (no server id, and nothing of it left in the outbox
 *   once its unsent stages are dropped) is deleted on the device with no request (spec: "discard does
 *   nothing when there is no id"); so is the draft of a committed document with nothing staged since its
 *   acknowledged commit (the server holds no draft of ours to drop). Otherwise its unsent stages are
 *   dropped and a discard is queued behind what remains. A queued commit is never dropped by a discard:
 *   GUARDAR made that document, and X on it later only drops the changes made since (the server's discard
 *   of a committed document does the same).
 * - "Needs attention" (a 4xx that will never succeed) is never left silently: the user retries or drops an
 *   entry (the UI confirms first); dropping keeps the draft and its content.
 * - Bodies are stored sealed (./vault.ts): a stage carries the very ciphertext of its draft's content, so
 *   nothing is opened or sealed inside a transaction; the ids the outbox adds stay plain beside it
 *   (`StoredPayload`). `openEntry` gives the body in the clear to the replayer and the UI.
 * - Every local id an entry names (its body's, its plain ids', its path's) is stored in the clear beside it
 *   (`localIds`) when it is made: a stage takes those its draft's content names from the draft, which
 *   keeps them the same way. The replayer picks the next entry from them and opens only that one.
 */
import type {
  CanguroDb,
  DraftContent,
  OutboxEntry,
  OutboxRequest,
  StoredDraft,
  StoredOutboxEntry,
  StoredPayload,
  WriteMethod,
} from './db';
import { metaKeys, namedLocalIds } from './db';
import type { Sealed } from './vault';
import { DraftClosedError, DraftNotFoundError, holdsChanges } from './drafts';
import { idFieldOf } from './document-kinds';
import { isUserWork } from './outbox-work';

type NewEntry = Omit<StoredOutboxEntry, 'seq'>;

export function newEntry(
  fields: Pick<StoredOutboxEntry, 'draftKey' | 'op' | 'kind' | 'request' | 'payload' | 'localIds'>,
): NewEntry {
  const now = Date.now();
  return {
    ...fields,
    idempotencyKey: globalThis.crypto.randomUUID(),
    createdAt: now,
    attempts: 0,
    sentAt: null,
    nextAttemptAt: 0,
    lastError: null,
    state: 'pending',
  };
}

/** An entry that has had no effect on the server: it may be replaced or dropped. */
export const hasNoServerEffect = (entry: StoredOutboxEntry): boolean =>
  entry.sentAt === null || entry.state === 'needs-attention' || entry.state === 'conflict';

/** The body of a stage or commit: the content, then the draft's id (local until mapped) and history. */
export function documentPayload(draft: StoredDraft, content: Sealed | null): StoredPayload {
  return { sealed: content, ids: { [idFieldOf(draft.kind)]: draft.key, historyId: draft.historyId } };
}

/** The local ids of a document's entry: those its content names (`contentIds`) and its plain ids. */
export const documentLocalIds = (payload: StoredPayload, contentIds: readonly string[]): string[] => [
  ...new Set([...contentIds, ...namedLocalIds(null, payload.ids)]),
];

/** An entry with its body opened: the sealed part, then the plain ids over it. */
export async function openEntry(db: CanguroDb, entry: StoredOutboxEntry): Promise<OutboxEntry> {
  const { sealed, ids } = entry.payload;
  const body = sealed ? await db.vault.open<Record<string, unknown>>(sealed) : {};
  return { ...entry, payload: { ...body, ...ids } };
}

async function openDraftFor(db: CanguroDb, key: string): Promise<StoredDraft> {
  const draft = await db.drafts.get(key);
  if (!draft) throw new DraftNotFoundError(key);
  if (draft.state === 'discard-pending') throw new DraftClosedError(key);
  return draft;
}

/**
 * Deletes the draft's entries of the given ops that had no effect on the server; returns the entries that
 * remain, oldest first.
 */
async function dropWithoutEffect(
  db: CanguroDb,
  key: string,
  ops: readonly OutboxEntry['op'][],
): Promise<StoredOutboxEntry[]> {
  const entries = await db.outbox.where('draftKey').equals(key).sortBy('seq');
  const dropped = entries.filter((e) => ops.includes(e.op) && hasNoServerEffect(e));
  await db.outbox.bulkDelete(dropped.map((e) => e.seq));
  return entries.filter((e) => !dropped.includes(e));
}

/**
 * The writes that name a document which will never reach the server (discarded before it was sent): a
 * risk or an activity added in it, and then the writes naming those rows' own local ids. None of them can
 * ever be sent (their local id has no server id to become) and none was: they go with the document,
 * instead of waiting for ever as refused "Depende de un documento que no llegó al servidor".
 */
async function dropDependents(db: CanguroDb, key: string): Promise<void> {
  const gone = new Set([key]);
  const entries = await db.outbox.orderBy('seq').toArray();
  const dropped: number[] = [];
  for (const entry of entries) {
    if (entry.draftKey === key) continue;
    if (!gone.has(entry.draftKey) && !entry.localIds.some((id) => gone.has(id))) continue;
    dropped.push(entry.seq);
    gone.add(entry.draftKey);
  }
  await db.outbox.bulkDelete(dropped);
}

/**
 * Autosave (step 2): queues a stage of the draft's current content, replacing its unsent stage.
 */
export async function enqueueStage(db: CanguroDb, key: string): Promise<OutboxEntry> {
  const stored = await db.transaction('rw', [db.drafts, db.outbox], async () => {
    const draft = await openDraftFor(db, key);
    await dropWithoutEffect(db, key, ['stage']);
    const payload = documentPayload(draft, draft.sealed);
    const entry = newEntry({
      draftKey: key,
      op: 'stage',
      kind: draft.kind,
      request: null,
      payload,
      localIds: documentLocalIds(payload, draft.localIds),
    });
    const seq = await db.outbox.add(entry);
    // Something of it goes to the server now: it is this device's work (`undefined` deletes the flag).
    await db.drafts.update(key, { state: 'editing', untouched: undefined, stagedAt: Date.now() });
    return { ...entry, seq };
  });
  return openEntry(db, stored);
}

/**
 * GUARDAR (step 3): stores the final content, drops the draft's unsent stages (and a commit the server
 * refused, which this one corrects) and queues a commit. The draft is `committed-pending` until the server
 * acknowledges it.
 */
export async function enqueueCommit(db: CanguroDb, key: string, content: DraftContent): Promise<OutboxEntry> {
  const sealed = await db.vault.seal(content);
  const contentIds = namedLocalIds(content);
  const stored = await db.transaction('rw', [db.drafts, db.outbox], async () => {
    const draft = await openDraftFor(db, key);
    await dropWithoutEffect(db, key, ['stage', 'commit']);
    const payload = documentPayload(draft, sealed);
    const entry = newEntry({
      draftKey: key,
      op: 'commit',
      kind: draft.kind,
      request: null,
      payload,
      localIds: documentLocalIds(payload, contentIds),
    });
    const seq = await db.outbox.add(entry);
    await db.drafts.update(key, {
      sealed,
      localIds: contentIds,
      state: 'committed-pending',
      untouched: undefined,
      updatedAt: Date.now(),
      stagedAt: Date.now(),
    });
    return { ...entry, seq };
  });
  return openEntry(db, stored);
}

/** What `discard` did: deleted on the device only, queued a discard, or found no such draft. */
export type DiscardResult = 'dropped' | 'queued' | 'nothing';

/** X (step 4). See the header for the rules. */
export async function discard(db: CanguroDb, key: string): Promise<DiscardResult> {
  return db.transaction('rw', [db.drafts, db.outbox, db.idMap], async () => {
    const draft = await db.drafts.get(key);
    if (!draft) return 'nothing';
    if (draft.state === 'discard-pending') return 'queued';
    const remaining = await dropWithoutEffect(db, key, ['stage']);
    const mapped = draft.serverId ?? (await db.idMap.get(key))?.serverId ?? null;
    // Nothing of it on the server, or a server document with nothing staged since its commit or since it
    // was opened here (`holdsChanges`): this device has nothing to discard (another device's staged draft
    // stays).
    if ((!mapped || !holdsChanges(draft)) && remaining.length === 0) {
      if (!mapped) await dropDependents(db, key);
      await db.drafts.delete(key);
      return 'dropped';
    }
    const payload = documentPayload(draft, null);
    await db.outbox.add(
      newEntry({
        draftKey: key,
        op: 'discard',
        kind: draft.kind,
        request: null,
        payload,
        localIds: documentLocalIds(payload, []),
      }),
    );
    await db.drafts.update(key, { state: 'discard-pending', updatedAt: Date.now() });
    return 'queued';
  });
}

export interface RequestInput {
  /** Entries with the same subject are sent in order; a local id here is mapped from the answer's `id`. */
  subjectKey: string;
  method: WriteMethod;
  /** Path under /v1; local ids in it are replaced when it is sent. */
  path: string;
  body?: Record<string, unknown>;
  /** The history the write belongs to, kept in the clear beside the sealed body (visit preparation asks). */
  historyId?: string;
  /**
   * Local ids of what the write creates besides its subject, each with where the answer names its server
   * id: mapped when the write is acknowledged, as the subject is, so later writes naming them wait for it.
   */
  answerIds?: OutboxRequest['answerIds'];
  /** A row write's base: the version its edit started from and that content (./row-versions.ts). */
  base?: Pick<StoredOutboxEntry, 'version' | 'rowBase'>;
}

/** A plain write of a row resource (family members, activities, ...), queued like the documents. */
export async function enqueueRequest(db: CanguroDb, input: RequestInput): Promise<OutboxEntry> {
  const body = input.body ?? {};
  const ids: Record<string, string> = input.historyId ? { historyId: input.historyId } : {};
  const entry = newEntry({
    draftKey: input.subjectKey,
    op: 'request',
    kind: null,
    request: {
      method: input.method,
      path: input.path,
      ...(input.answerIds && { answerIds: input.answerIds }),
    },
    payload: { sealed: await db.vault.seal(body), ids },
    localIds: namedLocalIds(body, ids, input.path),
  });
  Object.assign(entry, input.base);
  const seq = await db.outbox.add(entry);
  return { ...entry, seq, payload: body };
}

/** Entries waiting to be sent (not those that need attention): what the sync worker has to do. */
export function countPending(db: CanguroDb): Promise<number> {
  return db.outbox.where('state').equals('pending').count();
}

/** The user's work waiting to be sent (./outbox-work.ts: activity logs are not counted). */
export function countPendingWork(db: CanguroDb): Promise<number> {
  return db.outbox.where('state').equals('pending').filter(isUserWork).count();
}

/** Entries the server refused, oldest first, each with the server's message in `lastError`. */
export async function listNeedsAttention(db: CanguroDb): Promise<OutboxEntry[]> {
  return openEntries(db, await refusedEntries(db));
}

const refusedEntries = (db: CanguroDb) => db.outbox.where('state').equals('needs-attention').sortBy('seq');

const openEntries = (db: CanguroDb, entries: StoredOutboxEntry[]) =>
  Promise.all(entries.map((entry) => openEntry(db, entry)));

/**
 * The user's work still owed to the server, pending or waiting for attention (what sign-out and the export
 * warn about); activity logs wait too but are not the user's work (./outbox-work.ts).
 */
export function countUnsynced(db: CanguroDb): Promise<number> {
  return db.outbox.filter(isUserWork).count();
}

/** Sends a refused entry again, from scratch. Returns false when it is not waiting for attention. */
export async function retryEntry(db: CanguroDb, seq: number): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq);
    if (entry?.state !== 'needs-attention') return false;
    await db.outbox.update(seq, { state: 'pending', attempts: 0, nextAttemptAt: 0 });
    return true;
  });
}

/**
 * Gives up a refused entry (after the user confirmed). Its draft and content stay on the device; a draft
 * that was waiting for that commit or discard goes back to `editing`.
 */
export async function dropEntry(db: CanguroDb, seq: number): Promise<boolean> {
  return db.transaction('rw', [db.drafts, db.outbox], async () => {
    const entry = await db.outbox.get(seq);
    if (entry?.state !== 'needs-attention') return false;
    await db.outbox.delete(seq);
    const draft = await db.drafts.get(entry.draftKey);
    if (draft && (draft.state === 'committed-pending' || draft.state === 'discard-pending')) {
      const waitingOp = draft.state === 'committed-pending' ? 'commit' : 'discard';
      const stillQueued = await db.outbox
        .where('draftKey')
        .equals(entry.draftKey)
        .filter((e) => e.op === waitingOp)
        .count();
      if (stillQueued === 0) await db.drafts.update(draft.key, { state: 'editing' });
    }
    return true;
  });
}

export interface OutboxStatus {
  /** The user's work waiting to be sent (activity logs left out). */
  pending: number;
  needsAttention: OutboxEntry[];
  /** Time (ms) of the last acknowledged entry; null before the first. */
  lastSyncAt: number | null;
}

/** What the sync worker tells the page about the outbox: no entry is opened for it. */
export type OutboxCounts = Pick<OutboxStatus, 'pending' | 'lastSyncAt'>;

export async function readOutboxCounts(db: CanguroDb): Promise<OutboxCounts> {
  const [pending, last] = await db.transaction('r', [db.outbox, db.meta], () =>
    Promise.all([countPending(db), db.meta.get(metaKeys.lastSyncAt)]),
  );
  return { pending, lastSyncAt: typeof last?.value === 'number' ? last.value : null };
}

export async function readOutboxStatus(db: CanguroDb): Promise<OutboxStatus> {
  const { pending, refused, last } = await db.transaction('r', [db.outbox, db.meta], async () => {
    const [pending, refused, last] = await Promise.all([
      countPendingWork(db),
      refusedEntries(db),
      db.meta.get(metaKeys.lastSyncAt),
    ]);
    return { pending, refused, last };
  });
  return {
    pending,
    needsAttention: await openEntries(db, refused),
    lastSyncAt: typeof last?.value === 'number' ? last.value : null,
  };
}
