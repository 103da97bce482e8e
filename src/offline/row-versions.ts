/**
 * The version a row's write starts from (docs/offline.md "Row conflicts"): rows of the versioned resources
 * (family members, external-network reports, subsidies, psychosocial risks, social-work activity records)
 * are written like documents, each PUT or DELETE naming the version its edit started from, so the server
 * refuses it (409) when another device changed or deleted the row meanwhile instead of overwriting that
 * change in silence.
 *
 * Design:
 * - The base of a write is the row as this device holds the server's list (`recordKeys.rows`): its
 *   version, and its content for the three-way merge of a refusal (./row-conflicts.ts). It is fixed when
 *   the write is queued, as the edit was made on it; an unsent write that a newer one replaces keeps it.
 * - A write queued behind another of the same row (its create, or a write already sent) has no base yet:
 *   the answer of the write ahead is its base (`entriesToRebase`, at the acknowledgement).
 * - Each acknowledged write of a row is written into the stored list at once (`listWithAnswer`): the next
 *   edit starts from what the server holds now, not from the list read before this device's own write.
 * - An activity record is a row inside its group: its writes' subject is the record (./row-writes.ts),
 *   their path names the record (`rowKeyOf`), every answer is the whole group, and the stored list is a
 *   list of groups. The functions below read a record where a row would be. Entries stored by an earlier
 *   version have the group as subject: a row's writes are found under both (`subjectsOfRow`), so they
 *   still replay, rebase and resolve with no migration of the outbox.
 */
import * as v from 'valibot';
import { rowRegistry, type RowResourceName } from '../contract/registry';
import { activityPathIds } from '../contract/social-work-activity';
import type { CanguroDb, OutboxEntry, StoredOutboxEntry } from './db';
import { isLocalId } from './local-ids';
import { getRecord, recordKeys } from './records';

export type VersionedRowResource = {
  [N in RowResourceName]: (typeof rowRegistry)[N]['version'] extends 'edit-start' ? N : never;
}[RowResourceName];

export const isVersioned = (name: RowResourceName): name is VersionedRowResource =>
  rowRegistry[name].version === 'edit-start';

const versioned = Object.keys(rowRegistry)
  .filter((name): name is RowResourceName => Object.hasOwn(rowRegistry, name))
  .filter(isVersioned);

/** The versioned row resource an entry writes, from its path; null for anything else. */
export function versionedResourceOf(entry: Pick<OutboxEntry, 'op' | 'request'>): VersionedRowResource | null {
  if (entry.op !== 'request' || !entry.request) return null;
  const path = entry.request.path;
  return versioned.find((name) => path.startsWith(`/${name}/`)) ?? null;
}

/**
 * The key on this device of the row an entry writes: an activity record's id as its path names it (the
 * subject of an entry stored by an earlier version is the group), else the entry's subject.
 */
export function rowKeyOf(entry: Pick<OutboxEntry, 'draftKey' | 'request'>): string {
  const path = entry.request?.path;
  return (path && activityPathIds(path)?.recordId) ?? entry.draftKey;
}

/** Whether two entries write the same row. */
export const sameRow = (
  a: Pick<OutboxEntry, 'draftKey' | 'request'>,
  b: Pick<OutboxEntry, 'draftKey' | 'request'>,
): boolean => rowKeyOf(a) === rowKeyOf(b);

/**
 * The outbox subjects under which the writes of an entry's row may be queued: its own, the row's, and for
 * an activity record its group's (the subject of record writes stored by an earlier version).
 */
export function subjectsOfRow(entry: Pick<OutboxEntry, 'draftKey' | 'request'>): string[] {
  const group = entry.request && activityPathIds(entry.request.path)?.activityId;
  return [...new Set([entry.draftKey, rowKeyOf(entry), ...(group ? [group] : [])])];
}

/** The queued writes of an entry's row (the entry itself included), oldest first. */
export const writesOfRow = async (db: CanguroDb, entry: Pick<OutboxEntry, 'draftKey' | 'request'>) =>
  (await db.outbox.where('draftKey').anyOf(subjectsOfRow(entry)).sortBy('seq')).filter((other) =>
    sameRow(other, entry),
  );

/** Keys of a row that are the server's or the route's, not fields the user edits. */
const rowHeadKeys = new Set(['id', '_id', 'historyId', 'version', 'signature', 'createdAt', 'updatedAt']);

/** A row's own fields: what a merge compares and a conflict shows. */
export const rowOwnFields = (row: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !rowHeadKeys.has(key)));

/** A row as the server answers it: at least its id and version. */
export const listedRow = v.looseObject({ id: v.string(), version: v.number() });

/** A row write's answer: the row (POST, PUT) or its deletion. */
export const rowWriteAnswer = v.union([v.object({ id: v.string(), deleted: v.literal(true) }), listedRow]);

export interface RowBase {
  version: number;
  content: Record<string, unknown>;
}

/** A group's record as stored, at least its id and version. */
const groupRecord = v.looseObject({ _id: v.string(), version: v.number() });

/**
 * The rows an answer (or a stored list's item) of a resource holds, each with its server id: the row itself,
 * or an activity group's records, each shaped as a row (`id` its `_id`).
 */
export function rowsOf(resource: VersionedRowResource, item: unknown): (RowBase & { id: string })[] {
  const parsed = v.safeParse(listedRow, item);
  if (!parsed.success) return [];
  if (resource !== 'social-work-activity')
    return [{ id: parsed.output.id, version: parsed.output.version, content: parsed.output }];
  const records = Array.isArray(parsed.output.records) ? parsed.output.records : [];
  return records.flatMap((record) => {
    const row = v.safeParse(groupRecord, record);
    return row.success
      ? [{ id: row.output._id, version: row.output.version, content: { ...row.output, id: row.output._id } }]
      : [];
  });
}

/** The row as the stored list holds it (by its server id); null when the device has no server copy. */
export async function storedRowBase(
  db: CanguroDb,
  resource: VersionedRowResource,
  historyId: string,
  rowId: string,
): Promise<RowBase | null> {
  const serverId = isLocalId(rowId) ? (await db.idMap.get(rowId))?.serverId : rowId;
  if (!serverId) return null;
  const record = await getRecord<unknown>(db, recordKeys.rows(resource, historyId));
  const items = Array.isArray(record?.data) ? record.data : [];
  const row = items.flatMap((item) => rowsOf(resource, item)).find((found) => found.id === serverId);
  return row ? { version: row.version, content: row.content } : null;
}

/** The fields a row write's entry takes from its base: the version sent, the content sealed. */
export async function baseFields(
  db: CanguroDb,
  base: RowBase | null,
): Promise<Pick<StoredOutboxEntry, 'version' | 'rowBase'>> {
  return base ? { version: base.version, rowBase: await db.vault.seal(base.content) } : {};
}

/**
 * A stored list with a row write's answer in it: the row replaced or added, or gone when the answer is its
 * deletion. An activity record's write (its DELETE too) answers its group, which replaces the group.
 */
export function listWithAnswer(
  rows: readonly unknown[],
  answer: v.InferOutput<typeof rowWriteAnswer>,
): unknown[] {
  const idOf = (row: unknown) => {
    const parsed = v.safeParse(listedRow, row);
    return parsed.success ? parsed.output.id : null;
  };
  const others = rows.filter((row) => idOf(row) !== answer.id);
  if ('deleted' in answer) return others;
  const at = rows.findIndex((row) => idOf(row) === answer.id);
  if (at < 0) return [...others, answer];
  return rows.map((row, i) => (i === at ? answer : row));
}

/**
 * The entries of the same row queued behind an acknowledged write (or of the record it created, for an
 * activity group), without a base yet: they take their row's version and content from the answer
 * (`rowsOf`; sealed once, by the caller).
 */
export function entriesToRebase(
  entries: readonly StoredOutboxEntry[],
  acknowledged: Pick<OutboxEntry, 'seq' | 'draftKey' | 'request'>,
): StoredOutboxEntry[] {
  const created = acknowledged.request?.answerIds ?? {};
  return entries.filter(
    (entry) =>
      (sameRow(entry, acknowledged) || Object.hasOwn(created, rowKeyOf(entry))) &&
      entry.seq > acknowledged.seq &&
      entry.version === undefined &&
      (entry.request?.method === 'PUT' || entry.request?.method === 'DELETE') &&
      versionedResourceOf(entry) !== null,
  );
}
