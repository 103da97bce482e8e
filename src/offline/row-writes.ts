/**
 * Row writes through the outbox: the three writes a screen makes on the row resources of spec 001 §7
 * (psychosocial risks, family members, external-network reports, subsidies, social-work activity groups),
 * at the paths their declaration gives (src/contract/registry.ts). Activities are groups: `createRow`
 * opens a group (its POST answers the group's id), and the group's records are written with the activity
 * functions below, addressed as `<activityId>/<index>`, all with the group as subject so they are sent in
 * order behind its creation.
 *
 * Design:
 * - A row created on the device takes a local id at once (./local-ids.ts); its POST is an outbox `request`
 *   whose subject is that local id, so the replayer maps it to the `id` of the acknowledged answer (the
 *   existing id map) and a PUT or DELETE naming it waits for that mapping (never sent with a local id).
 *   A body field naming a document's local id (a risk's or activity's `sourceId`) waits in the same way.
 * - Coalescing: an unsent PUT of a row is replaced by the newer one (its POST stays: the create body and
 *   the update body are different contracts); a row created and deleted before anything of it was sent costs no request at
 *   all (both entries dropped). An entry ever sent is never replaced: it may have reached the server.
 */
import { rowRegistry, type RowResourceName } from '../contract/registry';
import { namedLocalIds, type CanguroDb, type StoredOutboxEntry } from './db';
import { enqueueRequest } from './outbox';
import { newLocalId } from './local-ids';

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

/** Fills a row: replaces its unsent PUT, or queues a PUT behind what is there. */
export async function updateRow(
  db: CanguroDb,
  resource: RowResourceName,
  historyId: string,
  rowId: string,
  body: Record<string, unknown>,
): Promise<void> {
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
    });
}

/** Deletes a row: no request at all when nothing of it was ever sent. */
export async function deleteRow(
  db: CanguroDb,
  resource: RowResourceName,
  historyId: string,
  rowId: string,
): Promise<void> {
  const dropped = await db.transaction('rw', db.outbox, async () => {
    const entries = await entriesOf(db, rowId);
    if (entries.length > 0 && entries[0]?.request?.method === 'POST' && entries.every(unsent)) {
      await db.outbox.bulkDelete(entries.map((e) => e.seq));
      return true;
    }
    await db.outbox.bulkDelete(
      entries.filter((e) => unsent(e) && e.request?.method === 'PUT').map((e) => e.seq),
    );
    return false;
  });
  if (!dropped)
    await enqueueRequest(db, {
      subjectKey: rowId,
      method: 'DELETE',
      path: rowRegistry[resource].rowPath(rowId, historyId),
      historyId,
    });
}

/** Adds a record to an activity group (an evolution's new activity, or its copy of another's). */
export async function addActivityRecord(
  db: CanguroDb,
  historyId: string,
  activityId: string,
  body: Record<string, unknown>,
) {
  await enqueueRequest(db, {
    subjectKey: activityId,
    method: 'POST',
    path: `/social-work-activity/${activityId}`,
    body,
    historyId,
  });
}

/** Edits the record at `index` of an activity group: replaces an unsent edit of the same record. */
export async function updateActivityRecord(
  db: CanguroDb,
  historyId: string,
  activityId: string,
  index: number,
  body: Record<string, unknown>,
) {
  const path = `/social-work-activity/${activityId}/${index}`;
  const sealed = await db.vault.seal(body);
  const merged = await db.transaction('rw', db.outbox, async () => {
    const last = (await entriesOf(db, activityId)).at(-1);
    if (last && unsent(last) && last.request?.method === 'PUT' && last.request.path === path) {
      await db.outbox.update(last.seq, {
        payload: { sealed, ids: last.payload.ids },
        localIds: namedLocalIds(body, last.payload.ids, last.request.path),
      });
      return true;
    }
    return false;
  });
  if (!merged) await enqueueRequest(db, { subjectKey: activityId, method: 'PUT', path, body, historyId });
}

/**
 * Deletes the record at `index` of an activity group. A group opened on this device and never sent, whose
 * only record is this one, costs no request at all: its entries are dropped.
 */
export async function deleteActivityRecord(
  db: CanguroDb,
  historyId: string,
  activityId: string,
  index: number,
) {
  const dropped = await db.transaction('rw', db.outbox, async () => {
    const entries = await entriesOf(db, activityId);
    const [first, ...rest] = entries;
    const onlyFirstRecord =
      index === 0 &&
      first?.request?.method === 'POST' &&
      first.request.path.startsWith('/social-work-activity/hc/') &&
      entries.every(unsent) &&
      rest.every((e) => e.request?.method === 'PUT' && e.request.path.endsWith(`/${activityId}/0`));
    if (onlyFirstRecord) await db.outbox.bulkDelete(entries.map((e) => e.seq));
    return onlyFirstRecord;
  });
  if (!dropped)
    await enqueueRequest(db, {
      subjectKey: activityId,
      method: 'DELETE',
      path: `/social-work-activity/${activityId}/${index}`,
      historyId,
    });
}
