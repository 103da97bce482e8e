/**
 * Row writes through the outbox: the three writes a screen makes on the row resources of spec 001 §7
 * (psychosocial risks, family members, external-network reports, subsidies, social-work activity groups),
 * at the paths their declaration gives (src/contract/registry.ts). Activities are groups:
 * `openActivityGroup` opens one with its first record, and the group's records are written with the
 * activity functions below, each addressed by its own id (`<activityId>/<recordId>`, never a position,
 * which moves when an earlier record is removed); a record's PUT and DELETE carry its version as a row's do
 * (./row-versions.ts). A record made on the device has a local id until the answer that created it names
 * the server's (`answerIds` of the outbox request: the group's answer holds the record).
 *
 * Design:
 * - A row created on the device takes a local id at once (./local-ids.ts); its POST is an outbox `request`
 *   whose subject is that local id, so the replayer maps it to the `id` of the acknowledged answer (the
 *   existing id map) and a PUT or DELETE naming it waits for that mapping (never sent with a local id).
 *   A body field naming a document's local id (a risk's or activity's `sourceId`) waits in the same way.
 * - Coalescing: an unsent PUT of a row is replaced by the newer one (its POST stays: the create body and
 *   the update body are different contracts); a row created and deleted before anything of it was sent costs no request at
 *   all (both entries dropped). An entry ever sent is never replaced: it may have reached the server.
 * - A record's writes (its add, edits, deletion) have the RECORD as outbox subject, as a row's have the
 *   row: the replayer holds back a subject while one of its writes waits for the user, so a conflict on one
 *   record holds that record alone, not the other records of its activity (other evolutions' copies). The
 *   group's own POST (`openActivityGroup`, with its first record) is the group's. Order across subjects
 *   comes from the ids: a write whose path names the group's or the record's local id waits until the
 *   answer that creates it was acknowledged (workers/replay-core.ts). Writes queued by an earlier version
 *   have the group as subject; the functions below look for a record's writes under both
 *   (`recordEntries`), so those still coalesce and are replaced by a deletion: the stored outbox needs no
 *   migration.
 */
import { rowRegistry, type RowResourceName } from '../contract/registry';
import { activityPathIds, activityPaths } from '../contract/social-work-activity';
import { namedLocalIds, type CanguroDb, type StoredOutboxEntry } from './db';
import { enqueueRequest } from './outbox';
import { newLocalId } from './local-ids';
import { baseFields, isVersioned, storedRowBase, type VersionedRowResource } from './row-versions';

const unsent = (entry: StoredOutboxEntry): boolean => entry.sentAt === null && entry.state === 'pending';

const entriesOf = (db: CanguroDb, rowId: string) => db.outbox.where('draftKey').equals(rowId).sortBy('seq');

/** Creates a row: returns its local id at once and queues the POST. */
export async function createRow(
  db: CanguroDb,
  resource: RowResourceName,
  historyId: string,
  body: Record<string, unknown>,
): Promise<string> {
  const id = newLocalId();
  await enqueueRequest(db, {
    subjectKey: id,
    method: 'POST',
    path: rowRegistry[resource].createPath(historyId),
    body,
    historyId,
  });
  return id;
}

/**
 * The base of a row write with nothing of the row ahead of it in the outbox: the row as the device holds
 * the server's list. Behind another write it has none until that one is acknowledged (./row-versions.ts).
 */
async function baseOfRow(db: CanguroDb, resource: VersionedRowResource, historyId: string, rowId: string) {
  if ((await entriesOf(db, rowId)).length > 0) return {};
  return baseFields(db, await storedRowBase(db, resource, historyId, rowId));
}

type WriteBase = Pick<StoredOutboxEntry, 'version' | 'rowBase'>;

/**
 * Inside the outbox's transaction, a deletion replaces the row's unsent edits (`entries`: the row's, in
 * order) and answers the base it starts from: the first replaced edit's when that edit was the row's first
 * write queued; none when a write of the row is ahead (it is rebased at that write's acknowledgement);
 * else `stored`, the row as the device holds the server's list.
 */
async function replaceEditsWithDeletion(
  db: CanguroDb,
  entries: readonly StoredOutboxEntry[],
  stored: WriteBase,
): Promise<WriteBase> {
  const edits = entries.filter((e) => unsent(e) && e.request?.method === 'PUT');
  await db.outbox.bulkDelete(edits.map((e) => e.seq));
  const first = edits[0];
  if (first && first === entries[0]) return { version: first.version, rowBase: first.rowBase };
  return entries.length > edits.length ? {} : stored;
}

/**
 * Fills a row: replaces its unsent PUT (which keeps the version its edit started from), or queues a PUT
 * behind what is there.
 */
export async function updateRow(
  db: CanguroDb,
  resource: VersionedRowResource,
  historyId: string,
  rowId: string,
  body: Record<string, unknown>,
): Promise<void> {
  const base = await baseOfRow(db, resource, historyId, rowId);
  const sealed = await db.vault.seal(body);
  const merged = await db.transaction('rw', db.outbox, async () => {
    const entries = await entriesOf(db, rowId);
    const last = entries.at(-1);
    if (last && unsent(last) && last.request?.method === 'PUT') {
      await db.outbox.update(last.seq, {
        payload: { sealed, ids: last.payload.ids },
        localIds: namedLocalIds(body, last.payload.ids, last.request.path),
      });
      return true;
    }
    return false;
  });
  if (!merged)
    await enqueueRequest(db, {
      subjectKey: rowId,
      method: 'PUT',
      path: rowRegistry[resource].rowPath(rowId, historyId),
      body,
      historyId,
      base,
    });
}

/**
 * Deletes a row: no request at all when nothing of it was ever sent. The DELETE names the version the
 * deletion was decided on: an unsent edit's it replaces, else the row's as the device holds it.
 */
export async function deleteRow(
  db: CanguroDb,
  resource: RowResourceName,
  historyId: string,
  rowId: string,
): Promise<void> {
  const stored = isVersioned(resource) ? await baseOfRow(db, resource, historyId, rowId) : {};
  const outcome = await db.transaction('rw', db.outbox, async () => {
    const entries = await entriesOf(db, rowId);
    if (entries.length > 0 && entries[0]?.request?.method === 'POST' && entries.every(unsent)) {
      await db.outbox.bulkDelete(entries.map((e) => e.seq));
      return null;
    }
    return replaceEditsWithDeletion(db, entries, stored);
  });
  if (outcome)
    await enqueueRequest(db, {
      subjectKey: rowId,
      method: 'DELETE',
      path: rowRegistry[resource].rowPath(rowId, historyId),
      historyId,
      base: outcome,
    });
}

/** Where a group's answer names the server id of a record: the first (opened with it), or the last (added). */
const FIRST_RECORD_ID = ['records', 0, '_id'] as const;
export const ADDED_RECORD_ID = ['records', -1, '_id'] as const;

/**
 * Opens an activity group with its first, empty record: both take local ids at once, and the POST's answer
 * (the group) names the server's id of each.
 */
export async function openActivityGroup(
  db: CanguroDb,
  historyId: string,
  body: Record<string, unknown>,
): Promise<{ activityId: string; recordId: string }> {
  const activityId = newLocalId();
  const recordId = newLocalId();
  await enqueueRequest(db, {
    subjectKey: activityId,
    method: 'POST',
    path: rowRegistry['social-work-activity'].createPath(historyId),
    body,
    historyId,
    answerIds: { [recordId]: FIRST_RECORD_ID },
  });
  return { activityId, recordId };
}

/**
 * Adds a record to an activity group (an evolution's new activity, or its copy of another's); returns the
 * record's local id, its writes' subject. The group's answer holds the record last: the server appends
 * under the group's lock.
 */
export async function addActivityRecord(
  db: CanguroDb,
  historyId: string,
  activityId: string,
  body: Record<string, unknown>,
): Promise<string> {
  const recordId = newLocalId();
  await enqueueRequest(db, {
    subjectKey: recordId,
    method: 'POST',
    path: activityPaths.add(activityId),
    body,
    historyId,
    answerIds: { [recordId]: ADDED_RECORD_ID },
  });
  return recordId;
}

/**
 * Edits one record of an activity group: replaces an unsent edit of the same record (which keeps the
 * version its edit started from), or queues a PUT carrying the record's version as the device holds it.
 */
export async function updateActivityRecord(
  db: CanguroDb,
  historyId: string,
  activityId: string,
  recordId: string,
  body: Record<string, unknown>,
) {
  const path = activityPaths.record(activityId, recordId);
  const base = await baseOfRecord(db, historyId, activityId, recordId);
  const sealed = await db.vault.seal(body);
  const merged = await db.transaction('rw', db.outbox, async () => {
    const last = (await recordEntries(db, activityId, recordId)).at(-1);
    if (last && unsent(last) && last.request?.method === 'PUT' && last.request.path === path) {
      await db.outbox.update(last.seq, {
        payload: { sealed, ids: last.payload.ids },
        localIds: namedLocalIds(body, last.payload.ids, last.request.path),
      });
      return true;
    }
    return false;
  });
  if (!merged) await enqueueRequest(db, { subjectKey: recordId, method: 'PUT', path, body, historyId, base });
}

/** Whether an entry creates the record (the group's POST that opens it with the record, or its own POST). */
const creates = (entry: StoredOutboxEntry, recordId: string) =>
  entry.request?.method === 'POST' && Object.hasOwn(entry.request.answerIds ?? {}, recordId);

/** Whether an entry writes the record: its creation, an edit, its deletion. */
const writesRecord = (entry: StoredOutboxEntry, recordId: string) =>
  creates(entry, recordId) || (entry.request && activityPathIds(entry.request.path)?.recordId) === recordId;

/**
 * The record's entries, oldest first: under its own subject, and under its group's (the group's POST that
 * opened it, and writes queued by an earlier version).
 */
const recordEntries = async (db: CanguroDb, activityId: string, recordId: string) =>
  (await db.outbox.where('draftKey').anyOf([activityId, recordId]).sortBy('seq')).filter((e) =>
    writesRecord(e, recordId),
  );

/** Every entry of the group: under its subject, and its records' writes that name it in their path. */
const groupEntries = async (db: CanguroDb, activityId: string) =>
  db.outbox
    .filter(
      (e) =>
        e.draftKey === activityId ||
        (!!e.request && activityPathIds(e.request.path)?.activityId === activityId),
    )
    .toArray();

/** A record's base, as a row's: none behind a write of the record still in the outbox. */
async function baseOfRecord(db: CanguroDb, historyId: string, activityId: string, recordId: string) {
  if ((await recordEntries(db, activityId, recordId)).length > 0) return {};
  return baseFields(db, await storedRowBase(db, 'social-work-activity', historyId, recordId));
}

/**
 * Deletes one record of an activity group, as the evolution `sourceId` (the server lets only the evolution
 * that created a record delete it). A record nothing of which was ever sent costs no request: its POST
 * and edits are dropped, and with them the group's own POST when the group was opened with it and
 * nothing else of the group is queued (under the group's subject or naming the group in its path).
 */
export async function deleteActivityRecord(
  db: CanguroDb,
  historyId: string,
  activityId: string,
  recordId: string,
  sourceId: string,
) {
  const stored = await baseFields(db, await storedRowBase(db, 'social-work-activity', historyId, recordId));
  const outcome = await db.transaction('rw', db.outbox, async () => {
    const ofRecord = await recordEntries(db, activityId, recordId);
    const created = ofRecord.find((e) => creates(e, recordId));
    if (created && ofRecord.every(unsent)) {
      // The group's own POST opens it with this record: it may go only with the rest of the group.
      const opensGroup = created.request?.path === rowRegistry['social-work-activity'].createPath(historyId);
      const own = new Set(ofRecord.map((e) => e.seq));
      const ofGroup = opensGroup ? await groupEntries(db, activityId) : [];
      if (ofGroup.every((e) => own.has(e.seq))) {
        await db.outbox.bulkDelete(ofRecord.map((e) => e.seq));
        return null;
      }
    }
    return replaceEditsWithDeletion(db, ofRecord, stored);
  });
  if (outcome)
    await enqueueRequest(db, {
      subjectKey: recordId,
      method: 'DELETE',
      path: activityPaths.remove(activityId, recordId, sourceId),
      historyId,
      base: outcome,
    });
}
