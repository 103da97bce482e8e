/**
 * The row resources as screens read them (DESIGN.md "The read path"): the server's rows of a history,
 * stored on the device, with the device's own unsent writes over them (./row-writes.ts queues them).
 *
 * Design:
 * - `storedRowsCall` is the server call of a resource's list, stored under `rows:<resource>:<historyId>`; the
 *   query layer runs it when a screen opens, after an acknowledged write and when the network returns.
 * - The overlays are pure (unit-tested): a pending POST adds a row, a PUT replaces its fields, a DELETE
 *   hides it; a row written and not acknowledged is `pending`. Activity groups replay their record writes
 *   (add, change or remove a record, found by its id) in the order they were made.
 * - A row keeps one `key` for its whole life on the device: the local id it was created with stays its
 *   key once the server has named it, so a row being typed into is not remounted when its POST is
 *   acknowledged.
 * - An acknowledged write stays over the stored list until a list read since shows it
 *   (./settled-row-writes.ts): the row neither vanishes nor flashes its old values meanwhile.
 */
import { useState } from 'react';
import { fromRead, serverKeys, useStoredCalls, type ServerCall } from '../api/server-query';
import { rowsRead, type ListedRow } from '../api/social-work.api';
import type { CanguroDb, OutboxRequest, StoredOutboxEntry, WriteMethod } from './db';
import { readAcknowledged } from './acknowledged';
import { openEntry } from './outbox';
import { recordCall, openRecord, recordKeys } from './records';
import { rowRegistry, type RowResourceName } from '../contract/registry';
import { activityPathIds } from '../contract/social-work-activity';
import { useBehindCover, useHeldLiveQuery } from './held-live-query';
import { useSessionDb } from './session-db';
import { listedIdOf, settleRowWrites, type RowsSnapshot, type SettledWrite } from './settled-row-writes';

/** The server call of a history's rows of a resource: GET /v1/{resource}/hc/{id}, kept on the device. */
export function storedRowsCall(
  db: CanguroDb | null,
  resource: RowResourceName,
  historyId: string,
): ServerCall<ListedRow[]> {
  return fromRead(rowsRead(resource, historyId), (load) =>
    recordCall(
      db,
      { key: serverKeys.ofHistory(historyId, 'rows', resource), what: `${resource} list`, load },
      { key: recordKeys.rows(resource, historyId), historyId },
    ),
  );
}

/** One unsent (or unacknowledged) write of a row, as the overlay needs it. */
export interface RowWrite {
  /**
   * The entry's subject: the row's id (local until mapped); for activities the group's (its opening) or
   * the record's (`listedIdOf` gives the group).
   */
  rowId: string;
  method: WriteMethod;
  path: string;
  body: Record<string, unknown>;
  /** Local ids of what the write creates besides its subject (an activity's record). */
  answerIds?: OutboxRequest['answerIds'];
  /** Its outbox entry. */
  seq?: number;
  /** Acknowledged by the server, kept until the stored list shows it (./settled-row-writes.ts). */
  settled?: boolean;
}

/** Ids the device has mapped: local → server and back. */
export interface RowIds {
  serverIdOf: (id: string) => string | undefined;
  localIdOf: (id: string) => string | undefined;
}

const noIds: RowIds = { serverIdOf: () => undefined, localIdOf: () => undefined };

/** A row as a screen shows it. */
export type ShownRow<T> = T & { id: string; key: string; pending: boolean };

/**
 * The id under which a write's row is listed: the server's id the device mapped from its local id, else
 * the listed row that carries it as key (an acknowledged write's entry is gone, so the map is not looked up
 * for it), else the id it was written under.
 */
function rowIdOf(rowId: string, rows: ReadonlyMap<string, { key: string }>, ids: RowIds): string {
  const mapped = ids.serverIdOf(rowId);
  if (mapped) return mapped;
  for (const [id, row] of rows) if (row.key === rowId) return id;
  return rowId;
}

export function overlayRows(
  serverRows: readonly ListedRow[],
  writes: readonly RowWrite[],
  ids: RowIds = noIds,
): ShownRow<ListedRow>[] {
  const rows = new Map<string, ShownRow<ListedRow>>(
    serverRows.map((row) => [row.id, { ...row, key: ids.localIdOf(row.id) ?? row.id, pending: false }]),
  );
  for (const write of writes) {
    const id = rowIdOf(write.rowId, rows, ids);
    const current = rows.get(id);
    if (write.method === 'DELETE') rows.delete(id);
    else if (current || write.method === 'POST')
      rows.set(id, {
        ...current,
        ...write.body,
        id,
        key: current?.key ?? write.rowId,
        pending: !write.settled,
      });
  }
  return [...rows.values()];
}

/** A record of an activity group (spec 001 §3 "Social-work activity"). */
export interface ActivityRecord {
  _id: string;
  name?: string | null;
  recordDate?: string | null;
  completed?: boolean | null;
  observation?: string | null;
  sourceId?: string;
  sourceType?: string;
  signature?: { name?: string; email?: string } | null;
}

export interface ActivityGroup {
  id: string;
  key: string;
  records: ActivityRecord[];
  pending: boolean;
}

/** The local id of the record a write creates (its `answerIds`), if it names one. */
const createdRecordId = (write: RowWrite): string | undefined => Object.keys(write.answerIds ?? {})[0];

/**
 * The activity groups with the device's record writes replayed over them, in the order they were made: a
 * group opened (POST …/hc/{historyId}) with its empty first record, a record added (POST …/{group}),
 * changed (PUT …/{group}/{record}) or removed (DELETE …/{group}/{record}). A record is found by its id,
 * the server's or the local one the device gave it, never by its position.
 */
export function overlayActivityGroups(
  serverGroups: readonly { id: string; records?: readonly ActivityRecord[] }[],
  writes: readonly RowWrite[],
  ids: RowIds = noIds,
): ActivityGroup[] {
  const groups = new Map<string, ActivityGroup>(
    serverGroups.map((group) => [
      group.id,
      {
        id: group.id,
        key: ids.localIdOf(group.id) ?? group.id,
        records: [...(group.records ?? [])],
        pending: false,
      },
    ]),
  );
  for (const write of writes) {
    const listed = listedIdOf(write);
    const id = ids.serverIdOf(listed) ?? listed;
    const group = groups.get(id);
    if (write.path.startsWith('/social-work-activity/hc/')) {
      if (group || write.method !== 'POST') continue;
      const { historyId: _h, ...first } = write.body;
      groups.set(id, {
        id,
        key: write.rowId,
        records: [
          {
            name: null,
            completed: null,
            observation: null,
            ...first,
            _id: createdRecordId(write) ?? `${write.rowId}:0`,
          },
        ],
        pending: true,
      });
      continue;
    }
    const match = activityPathIds(write.path);
    if (!group || !match) continue;
    const named = match.recordId;
    const records = [...group.records];
    if (write.method === 'POST' && named === undefined)
      records.push({ ...write.body, _id: createdRecordId(write) ?? `${group.key}:${records.length}` });
    else if (named !== undefined) {
      const target = ids.serverIdOf(named) ?? named;
      const index = records.findIndex((record) => record._id === target || record._id === named);
      if (index < 0) continue;
      if (write.method === 'PUT') records[index] = { ...records[index]!, ...write.body };
      else if (write.method === 'DELETE') records.splice(index, 1);
    }
    groups.set(id, { ...group, records, pending: true });
  }
  return [...groups.values()].filter((group) => group.records.length > 0);
}

export interface StoredRows<T> extends RowsSnapshot {
  /** False while the device holds no list from the server for this history. */
  fetched: boolean;
  rows: T[];
  writes: RowWrite[];
}

const prefixOf = (resource: RowResourceName) => `/${resource}/`;

/** The entries of a resource that touch this history's rows (its creates, and writes of known rows). */
function isOfResource(entry: StoredOutboxEntry, resource: RowResourceName, historyId: string): boolean {
  const request = entry.request;
  if (entry.op !== 'request' || !request || !request.path.startsWith(prefixOf(resource))) return false;
  const create = rowRegistry[resource].createPath(historyId);
  // A create of another history's row is not ours; writes of a row are matched to rows by the overlay.
  return request.method !== 'POST' || request.path === create || !request.path.includes('/hc/');
}

/**
 * A history's rows of a resource as stored, with the unsent writes and the id map they need, live; the
 * list is read from the server while shown (when the screen opens, after an acknowledged write, at each
 * pass of the sync worker). Behind a full-screen editor neither runs (./held-live-query.ts); in the
 * editor's own tables both do.
 */
export function useStoredRows<T>(resource: RowResourceName, historyId: string): StoredRows<T> | undefined {
  const db = useSessionDb();
  useStoredCalls([storedRowsCall(db, resource, historyId)], db !== null, useBehindCover());
  return useHeldLiveQuery(async () => {
    if (!db) return undefined;
    const [record, all, acknowledged] = await Promise.all([
      db.records.get(recordKeys.rows(resource, historyId)),
      db.outbox.toArray(),
      readAcknowledged(db),
    ]);
    const entries = all.filter((entry) => isOfResource(entry, resource, historyId));
    // The subjects, and the local ids their writes name (an activity's records), as the server names them.
    const subjects = [...new Set(entries.flatMap((entry) => [entry.draftKey, ...entry.localIds]))];
    const data = record ? (await openRecord<T[]>(db, record)).data : [];
    const serverIds = data.flatMap((row) =>
      typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'string' ? [row.id] : [],
    );
    const [forward, backward] = await Promise.all([
      db.idMap.bulkGet(subjects),
      serverIds.length ? db.idMap.where('serverId').anyOf(serverIds).toArray() : [],
    ]);
    const toServer = new Map(forward.flatMap((row) => (row ? [[row.localId, row.serverId] as const] : [])));
    const toLocal = new Map(backward.map((row) => [row.serverId, row.localId] as const));
    const opened = await Promise.all(entries.map((entry) => openEntry(db, entry)));
    const writes = opened.flatMap(({ seq, draftKey, request, payload }): RowWrite[] =>
      request
        ? [
            {
              seq,
              rowId: draftKey,
              method: request.method,
              path: request.path,
              body: payload,
              ...(request.answerIds && { answerIds: request.answerIds }),
            },
          ]
        : [],
    );
    return {
      fetched: Boolean(record),
      fetchedAt: record?.fetchedAt ?? null,
      rows: Array.isArray(data) ? data : [],
      writes,
      ids: { serverIdOf: (id) => toServer.get(id), localIdOf: (id) => toLocal.get(id) },
      acknowledged: new Set(acknowledged.flatMap((item) => (item.seq === undefined ? [] : [item.seq]))),
    } satisfies StoredRows<T>;
  }, [db, resource, historyId]);
}

/** A history's rows of a resource with the device's writes over them; undefined while the device answers. */
export function useRows(
  resource: Exclude<RowResourceName, 'social-work-activity'>,
  historyId: string,
): { fetched: boolean; rows: ShownRow<ListedRow>[] } | undefined {
  const stored = useStoredRows<ListedRow>(resource, historyId);
  const settled = useSettledWrites(stored);
  if (!stored) return undefined;
  const writes = [...settled.map((item) => item.write), ...stored.writes];
  return { fetched: stored.fetched, rows: overlayRows(stored.rows, writes, stored.ids) };
}

/** The acknowledged writes kept over a list, as its live query moves on (./settled-row-writes.ts). */
function useSettledWrites(stored: RowsSnapshot | undefined): SettledWrite[] {
  const [state, setState] = useState<{ stored: RowsSnapshot | undefined; settled: SettledWrite[] }>({
    stored: undefined,
    settled: [],
  });
  if (stored && stored !== state.stored) {
    const settled = settleRowWrites(state.settled, state.stored, stored);
    setState({ stored, settled });
    return settled;
  }
  return state.settled;
}

/** A history's activity groups with the device's writes over them; undefined while the device answers. */
export function useActivityGroups(
  historyId: string,
): { fetched: boolean; groups: ActivityGroup[] } | undefined {
  const stored = useStoredRows<{ id: string; records?: ActivityRecord[] }>('social-work-activity', historyId);
  if (!stored) return undefined;
  return {
    fetched: stored.fetched,
    groups: overlayActivityGroups(stored.rows, stored.writes, stored.ids),
  };
}
