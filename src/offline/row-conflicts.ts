/**
 * Row conflicts (docs/offline.md "Row conflicts"): a row's PUT or DELETE refused (409) because another
 * device changed or deleted the row after the version this device's edit started from (./row-versions.ts).
 *
 * Design:
 * - The refusal carries the row as the server holds it (`current`), so nothing is read again.
 * - An edit of a row changed elsewhere merges field by field over its base (src/domain/three-way-merge.ts):
 *   fields changed on one side only merge without asking, and the write goes again on the server's version
 *   under a new key. A field changed differently on both sides waits for the user: the entry is in state
 *   `conflict` with the server's side sealed on it (`rowConflict`), and nothing more of that row is sent.
 * - An edit of a row deleted elsewhere, and a deletion of a row edited elsewhere, always wait for the user:
 *   nothing disappears in silence. The user keeps the row (the edit is sent as a new row; the deletion is
 *   dropped) or lets it go (the deletion stands; the deletion is sent on the server's version).
 * - What the user chose against stays on the device, sealed, readable until dismissed (`setAside`, one
 *   record per row under `recordKeys.rowAside`), as for documents.
 * - An activity record is such a row inside its group (./row-versions.ts): the row's writes are the
 *   entries naming the record (under its own subject, or its group's when an earlier version queued them),
 *   and one kept after its deletion elsewhere is added to the group again, as a new record with its own
 *   subject. While a record's write waits for the user, only that record's later writes wait behind it.
 */
import * as v from 'valibot';
import { rowRegistry } from '../contract/registry';
import { threeWayMerge, type FieldConflict } from '../domain/three-way-merge';
import type {
  AnswerIdPath,
  CanguroDb,
  OutboxEntry,
  OutboxError,
  ServerAuthor,
  SetAsideValue,
  StoredOutboxEntry,
} from './db';
import { chosenValue, sidesSetAside, type FieldChoice } from './conflicts';
import { namedLocalIds } from './db';
import { newLocalId } from './local-ids';
import { newEntry, openEntry } from './outbox';
import { sameSealed } from './vault';
import { getRecord, putRecord, recordKeys } from './records';
import {
  activityPathIds,
  activityPaths,
  socialWorkActivityCreateBody,
} from '../contract/social-work-activity';
import { ADDED_RECORD_ID } from './row-writes';
import {
  rowKeyOf,
  rowOwnFields,
  versionedResourceOf,
  writesOfRow,
  type VersionedRowResource,
} from './row-versions';

/** What a 409 of a row write holds: the row as the server has it, and whether it was deleted. */
const rowRefusal = v.object({
  current: v.looseObject({ id: v.string(), version: v.number() }),
  deleted: v.optional(v.boolean()),
});

/** The server's side of a row conflict, as stored (sealed) on the refused entry. */
export interface RowConflictSide {
  /** The row as the server holds it (its last values, for a deleted row). */
  current: Record<string, unknown> & { id: string; version: number };
  /** Deleted on the server by another device. */
  deleted: boolean;
  foundAt: number;
}

/** A row write waiting for the user, opened for the sync panel. */
export interface RowConflict extends RowConflictSide {
  seq: number;
  resource: VersionedRowResource;
  historyId: string;
  /** The row's key on this device (its local id when it was made here). */
  rowKey: string;
  method: 'PUT' | 'DELETE';
  /** This device's values: the refused edit (for a DELETE, the row as the deletion was decided on). */
  mine: Record<string, unknown>;
  base: Record<string, unknown>;
  /** When this device made its write. */
  madeAt: number;
  /** The fields changed differently on both sides (an edit of a row changed elsewhere). */
  fields: FieldConflict[];
}

/** Who changed the server's row last, from its signature. */
export function rowAuthor(row: Readonly<Record<string, unknown>>): ServerAuthor | null {
  const signature = v.safeParse(
    v.looseObject({ id: v.string(), name: v.optional(v.string()) }),
    row.signature,
  );
  return signature.success ? { id: signature.output.id, name: signature.output.name ?? null } : null;
}

/** When the server's row last changed. */
export const rowUpdatedAt = (row: Readonly<Record<string, unknown>>): string | null =>
  typeof row.updatedAt === 'string' ? row.updatedAt : null;

/** The row write of a refusal, if it is one this module answers: a versioned row's PUT or DELETE. */
export function rowRefusalOf(entry: OutboxEntry, body: unknown): RowConflictSide | null {
  const method = entry.request?.method;
  if ((method !== 'PUT' && method !== 'DELETE') || !versionedResourceOf(entry)) return null;
  const parsed = v.safeParse(rowRefusal, body);
  if (!parsed.success) return null;
  return { current: parsed.output.current, deleted: parsed.output.deleted === true, foundAt: 0 };
}

/** The merge of an edit with the server's row over its base, on the row's own fields. */
function mergeRow(
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
) {
  const { merged, conflicts } = threeWayMerge(rowOwnFields(base), rowOwnFields(mine), rowOwnFields(theirs));
  // The signer and the route's ids are this write's own.
  const head = Object.fromEntries(Object.entries(mine).filter(([key]) => !(key in rowOwnFields(mine))));
  return { merged: { ...merged, ...head }, conflicts };
}

const openBase = async (db: CanguroDb, entry: Pick<OutboxEntry, 'rowBase'>) =>
  entry.rowBase ? db.vault.open<Record<string, unknown>>(entry.rowBase) : {};

/** The body a row write sends, without the ids the outbox keeps beside it. */
const ownBody = (entry: OutboxEntry): Record<string, unknown> => {
  const { historyId: _h, ...body } = entry.payload;
  return body;
};

/**
 * A row write refused for a newer version (the replayer calls this with the 409's body). An edit whose
 * fields merge without asking goes again on the server's version under a new key ('merged'); anything
 * else waits for the user ('conflict'). 'changed' when the entry changed meanwhile (sent again later).
 */
export async function answerStaleRow(
  db: CanguroDb,
  entry: OutboxEntry,
  server: RowConflictSide,
  error: OutboxError,
  now: number,
): Promise<'merged' | 'conflict' | 'changed'> {
  if (entry.request?.method === 'PUT' && !server.deleted) {
    const base = await openBase(db, entry);
    const { merged, conflicts } = mergeRow(base, ownBody(entry), server.current);
    if (conflicts.length === 0) {
      const sealed = await db.vault.seal(merged);
      const rowBase = await db.vault.seal(server.current);
      return requeue(db, entry, { sealed, rowBase, version: server.current.version, body: merged });
    }
  }
  const sealed = await db.vault.seal({ ...server, foundAt: now } satisfies RowConflictSide);
  const held = await db.transaction('rw', db.outbox, async () => {
    const stored = await db.outbox.get(entry.seq);
    if (!stored || stored.idempotencyKey !== entry.idempotencyKey) return false;
    await db.outbox.update(entry.seq, { state: 'conflict', lastError: error, rowConflict: sealed });
    return true;
  });
  return held ? 'conflict' : 'changed';
}

/**
 * The edits of the same row queued behind a refused one were made on this device's view of it (`before`,
 * the refused edit): each takes what the merge or the user's choice changed (`after`) where it kept that
 * field as it was, so sending it later does not undo the merge. Prepared (opened and sealed) before the
 * transaction that applies them.
 */
async function editsBehind(
  db: CanguroDb,
  entry: OutboxEntry,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  const behind = (await writesOfRow(db, entry)).filter(
    (later) => later.seq > entry.seq && later.request?.method === 'PUT' && later.version === undefined,
  );
  return Promise.all(
    behind.map(async (later) => {
      const body = ownBody(await openEntry(db, later));
      const { merged } = threeWayMerge(rowOwnFields(before), rowOwnFields(body), rowOwnFields(after));
      const next = { ...body, ...merged };
      return { seq: later.seq, was: later.payload.sealed, sealed: await db.vault.seal(next), body: next };
    }),
  );
}

/**
 * Replaces a refused (or resolved) row write by the same write with a new body on the server's version,
 * under a new key: the refused request had no effect. The row's edits queued behind it take the change.
 */
async function requeue(
  db: CanguroDb,
  entry: OutboxEntry,
  next: {
    sealed: StoredOutboxEntry['payload']['sealed'];
    rowBase: StoredOutboxEntry['rowBase'];
    version: number;
    body: Record<string, unknown>;
  },
): Promise<'merged' | 'changed'> {
  const later =
    entry.request?.method === 'PUT' ? await editsBehind(db, entry, ownBody(entry), next.body) : [];
  const done = await db.transaction('rw', db.outbox, async () => {
    const stored = await db.outbox.get(entry.seq);
    if (!stored || stored.idempotencyKey !== entry.idempotencyKey || !stored.request) return false;
    const current = await db.outbox.bulkGet(later.map((edit) => edit.seq));
    if (later.some((edit, i) => !current[i] || !sameSealed(current[i].payload.sealed, edit.was)))
      return false;
    const fresh = newEntry({
      draftKey: stored.draftKey,
      op: stored.op,
      kind: stored.kind,
      request: stored.request,
      payload: { sealed: next.sealed, ids: stored.payload.ids },
      localIds: namedLocalIds(next.body, stored.payload.ids, stored.request.path),
    });
    // Same place in the row's order: the new entry takes the refused one's seq.
    await db.outbox.put({
      ...fresh,
      seq: stored.seq,
      createdAt: stored.createdAt,
      version: next.version,
      rowBase: next.rowBase,
    });
    for (const [i, edit] of later.entries()) {
      const held = current[i];
      if (!held) continue;
      await db.outbox.update(edit.seq, {
        payload: { sealed: edit.sealed, ids: held.payload.ids },
        localIds: namedLocalIds(edit.body, held.payload.ids, held.request?.path),
      });
    }
    return true;
  });
  return done ? 'merged' : 'changed';
}

/** The row writes waiting for the user, oldest first. */
export async function listRowConflicts(db: CanguroDb): Promise<RowConflict[]> {
  const held = await db.outbox.where('state').equals('conflict').sortBy('seq');
  const conflicts = await Promise.all(
    held.filter((entry) => entry.rowConflict).map((entry) => openRowConflict(db, entry)),
  );
  return conflicts.filter((conflict): conflict is RowConflict => conflict !== null);
}

async function openRowConflict(db: CanguroDb, stored: StoredOutboxEntry): Promise<RowConflict | null> {
  const resource = versionedResourceOf(stored);
  const method = stored.request?.method;
  if (!resource || !stored.rowConflict || (method !== 'PUT' && method !== 'DELETE')) return null;
  const [entry, side, base] = await Promise.all([
    openEntry(db, stored),
    db.vault.open<RowConflictSide>(stored.rowConflict),
    openBase(db, stored),
  ]);
  const mine = method === 'PUT' ? ownBody(entry) : base;
  const fields = method === 'PUT' && !side.deleted ? mergeRow(base, mine, side.current).conflicts : [];
  return {
    ...side,
    seq: stored.seq,
    resource,
    historyId: typeof entry.payload.historyId === 'string' ? entry.payload.historyId : '',
    rowKey: rowKeyOf(stored),
    method,
    mine,
    base,
    madeAt: stored.createdAt,
    fields,
  };
}

/** The user's choice: per field for an edit of a row changed elsewhere; keep or let go otherwise. */
export type RowChoice = { fields: Readonly<Record<string, FieldChoice>> } | { row: 'keep' | 'let-go' };

/** Values set aside in row conflicts, per row (`recordKeys.rowAside`). */
export interface RowSetAside {
  resource: VersionedRowResource;
  historyId: string;
  rowKey: string;
  values: SetAsideValue[];
}

/**
 * Sends the user's choice for a row conflict. False when the conflict is gone (resolved in another tab).
 *
 * - Fields: the merge with the chosen values goes as the same PUT on the server's version.
 * - An edit of a deleted row: 'keep' makes the row again with this device's values (a new row: the
 *   server's is gone), 'let-go' drops the edit. A deletion of an edited row: 'keep' drops the deletion (the
 *   row stays with the server's values), 'let-go' sends the deletion on the server's version.
 */
export async function resolveRowConflict(
  db: CanguroDb,
  seq: number,
  choice: RowChoice,
  now = Date.now(),
): Promise<boolean> {
  const stored = await db.outbox.get(seq);
  const conflict = stored && stored.state === 'conflict' ? await openRowConflict(db, stored) : null;
  if (!stored || !conflict) return false;
  const entry = await openEntry(db, stored);
  const by = rowAuthor(conflict.current);
  const at = rowUpdatedAt(conflict.current);
  const aside: SetAsideValue[] = [];
  const setAside = (field: string, value: unknown, side: SetAsideValue['side']) =>
    aside.push({
      field,
      value,
      side,
      by: side === 'server' ? by : null,
      at: side === 'server' ? at : conflict.madeAt,
      setAsideAt: now,
    });

  if ('fields' in choice) {
    const { merged } = mergeRow(conflict.base, conflict.mine, conflict.current);
    for (const { field, mine, theirs } of conflict.fields) {
      const chosen = choice.fields[field];
      merged[field] = chosenValue(chosen, mine, theirs);
      for (const side of sidesSetAside(chosen)) setAside(field, side === 'device' ? mine : theirs, side);
    }
    const [sealed, rowBase] = await Promise.all([db.vault.seal(merged), db.vault.seal(conflict.current)]);
    const done = await requeue(db, entry, {
      sealed,
      rowBase,
      version: conflict.current.version,
      body: merged,
    });
    if (done !== 'merged') return false;
  } else if (conflict.method === 'PUT') {
    // An edit of a row deleted elsewhere, with this device's later edits of it: the last holds them all.
    const mine = await latestEdit(db, entry, conflict.mine);
    if (choice.row === 'keep') {
      if (!(await remakeRow(db, entry, { ...conflict, mine }))) return false;
    } else {
      for (const [field, value] of Object.entries(rowOwnFields(mine))) setAside(field, value, 'device');
      if (!(await dropRowWrites(db, stored))) return false;
    }
  } else if (choice.row === 'keep') {
    // A deletion of a row edited elsewhere, withdrawn: the row stays as the server holds it.
    if (!(await dropEntry(db, stored))) return false;
  } else {
    for (const [field, value] of Object.entries(rowOwnFields(conflict.current)))
      setAside(field, value, 'server');
    const rowBase = await db.vault.seal(conflict.current);
    const done = await requeue(db, entry, {
      sealed: stored.payload.sealed,
      rowBase,
      version: conflict.current.version,
      body: {},
    });
    if (done !== 'merged') return false;
  }
  if (aside.length) await addSetAside(db, conflict, aside);
  return true;
}

/** The last edit of the row queued from the refused one on: what the user's form held last. */
async function latestEdit(db: CanguroDb, entry: OutboxEntry, mine: Record<string, unknown>) {
  const edits = (await writesOfRow(db, entry)).filter(
    (later) => later.seq > entry.seq && later.request?.method === 'PUT',
  );
  const last = edits.at(-1);
  return last ? ownBody(await openEntry(db, last)) : mine;
}

/** The writes of a row from `entry` on. */
const rowWritesFrom = async (db: CanguroDb, entry: Pick<OutboxEntry, 'seq' | 'draftKey' | 'request'>) =>
  (await writesOfRow(db, entry)).filter((later) => later.seq >= entry.seq);

/** The refused write and every write of its row behind it: the row is gone. */
async function dropRowWrites(db: CanguroDb, stored: StoredOutboxEntry): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const now = await db.outbox.get(stored.seq);
    if (!now || now.idempotencyKey !== stored.idempotencyKey) return false;
    await db.outbox.bulkDelete((await rowWritesFrom(db, stored)).map((e) => e.seq));
    return true;
  });
}

async function dropEntry(db: CanguroDb, stored: StoredOutboxEntry): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const now = await db.outbox.get(stored.seq);
    if (!now || now.idempotencyKey !== stored.idempotencyKey) return false;
    await db.outbox.delete(stored.seq);
    return true;
  });
}

/**
 * An edit of a row another device deleted, kept: a new row with this device's values in place of the
 * refused edit (its create, then its fields; an activity record, one POST adding it to its group with
 * them). Writes of the old row queued behind it are dropped with it.
 */
async function remakeRow(db: CanguroDb, entry: OutboxEntry, conflict: RowConflict): Promise<boolean> {
  const ids = { historyId: conflict.historyId };
  const requests = remakeRequests(conflict, entry);
  if (!requests) return false;
  const sealed = await Promise.all(requests.map((request) => db.vault.seal(request.body)));
  return db.transaction('rw', db.outbox, async () => {
    const stored = await db.outbox.get(entry.seq);
    if (!stored || stored.idempotencyKey !== entry.idempotencyKey) return false;
    await db.outbox.bulkDelete((await rowWritesFrom(db, stored)).map((e) => e.seq));
    for (const [i, { subjectKey, method, path, body, answerIds }] of requests.entries())
      await db.outbox.add(
        newEntry({
          draftKey: subjectKey,
          op: 'request',
          kind: null,
          request: { method, path, ...(answerIds ? { answerIds } : {}) },
          payload: { sealed: sealed[i]!, ids },
          localIds: namedLocalIds(body, ids, path),
        }),
      );
    return true;
  });
}

interface RemakeRequest {
  subjectKey: string;
  method: 'POST' | 'PUT';
  path: string;
  body: Record<string, unknown>;
  answerIds?: Readonly<Record<string, AnswerIdPath>>;
}

/** The requests that make a deleted row again with this device's values; null when they do not pass. */
function remakeRequests(conflict: RowConflict, entry: OutboxEntry): RemakeRequest[] | null {
  const resource = rowRegistry[conflict.resource];
  const group = entry.request && activityPathIds(entry.request.path);
  if (conflict.resource === 'social-work-activity' && group) {
    const { id: _id, _id: _rid, version: _v, historyId: _h, updatedAt: _u, ...record } = conflict.current;
    const body = v.safeParse(socialWorkActivityCreateBody, { ...record, ...conflict.mine });
    if (!body.success) return null;
    const path = activityPaths.add(group.activityId);
    const recordId = newLocalId();
    const answerIds = { [recordId]: ADDED_RECORD_ID };
    return [{ subjectKey: recordId, method: 'POST', path, body: body.output, answerIds }];
  }
  const createBody = v.safeParse(resource.createBody, {
    ...conflict.current,
    ...conflict.mine,
    historyId: conflict.historyId,
  });
  const updateBody = v.safeParse(resource.updateBody, { ...conflict.mine });
  if (!createBody.success || !updateBody.success) return null;
  const rowId = newLocalId();
  return [
    {
      subjectKey: rowId,
      method: 'POST',
      path: resource.createPath(conflict.historyId),
      body: createBody.output,
    },
    {
      subjectKey: rowId,
      method: 'PUT',
      path: resource.rowPath(rowId, conflict.historyId),
      body: conflict.mine,
    },
  ];
}

const asideKey = (conflict: Pick<RowConflict, 'resource' | 'rowKey'>) =>
  recordKeys.rowAside(`${conflict.resource}:${conflict.rowKey}`);

async function addSetAside(db: CanguroDb, conflict: RowConflict, values: SetAsideValue[]) {
  const key = asideKey(conflict);
  const kept = await getRecord<RowSetAside>(db, key);
  const record: RowSetAside = {
    resource: conflict.resource,
    historyId: conflict.historyId,
    rowKey: conflict.rowKey,
    values: [...(kept?.data.values ?? []), ...values],
  };
  // Not filed under the history: closing it on this device does not drop what the user may still restore.
  await putRecord(db, key, null, record);
}

/** The rows' values set aside in conflicts, per row. */
export async function listRowSetAside(db: CanguroDb): Promise<(RowSetAside & { key: string })[]> {
  const stored = await db.records.where('key').startsWith(recordKeys.rowAside('')).toArray();
  const opened = await Promise.all(
    stored.map(async (row) => ({ key: row.key, ...(await db.vault.open<RowSetAside>(row.sealed)) })),
  );
  return opened.filter((row) => row.values.length > 0);
}

/** "Descartar" of a row's value set aside: the one at `index`. */
export async function dismissRowSetAside(db: CanguroDb, key: string, index: number): Promise<void> {
  const kept = await getRecord<RowSetAside>(db, key);
  if (!kept) return;
  const values = kept.data.values.filter((_, i) => i !== index);
  if (values.length === 0) await db.records.delete(key);
  else await putRecord(db, key, null, { ...kept.data, values });
}
