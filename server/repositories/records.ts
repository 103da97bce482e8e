/**
 * Row-like records kept around a history (family members, external-network reports, subsidies,
 * psychosocial risks, social-work activity groups, postponed exams, anthropometry readings): one table,
 * a `kind` per resource, JSON bodies checked by the contract before they reach here. Deletes are soft
 * (deleted_at) so that what a clinician removed can still be audited.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { HttpError, notFound } from '../http/errors';

export interface RecordRow {
  id: string;
  deleted_at?: Date | null;
  kind: string;
  history_id: string;
  body: Record<string, unknown>;
  signature: Record<string, unknown> | null;
  version: number;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A record as the API answers it: server metadata, then the body (whose own dates, such as the moment a
 * postponement was made on the device, win over the server's), then the identity, which nothing overrides. */
export function recordAnswer(row: RecordRow) {
  return {
    signature: row.signature,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...row.body,
    id: row.id,
    _id: row.id,
    historyId: row.history_id,
  };
}

export async function createRecord(
  tx: Queryable,
  input: {
    kind: string;
    historyId: string;
    body: Record<string, unknown>;
    signature: unknown;
    userId: string;
  },
) {
  const [row] = await tx.query<RecordRow>(
    `insert into records (id, kind, history_id, body, signature, created_by) values ($1, $2, $3, $4, $5, $6) returning *`,
    [randomUUID(), input.kind, input.historyId, input.body, input.signature, input.userId],
  );
  return row!;
}

export async function findRecord(tx: Queryable, kind: string, id: string, lock = false) {
  const row = await findRecordEvenDeleted(tx, kind, id, lock);
  if (row.deleted_at) throw notFound('Registro no encontrado');
  return row;
}

/** A record, deleted or not: a versioned write of a deleted row is a conflict, not a 404. */
export async function findRecordEvenDeleted(tx: Queryable, kind: string, id: string, lock = false) {
  const [row] = await tx.query<RecordRow>(
    `select * from records where id = $1 and kind = $2${lock ? ' for update' : ''}`,
    [id, kind],
  );
  if (!row) throw notFound('Registro no encontrado');
  return row;
}

/**
 * A versioned write over a row that moved on: 409 with the row as the server holds it (`current`), so the
 * device merges field by field without reading the list again (docs/offline.md "Row conflicts").
 */
export function staleRecord(row: RecordRow): HttpError {
  return row.deleted_at
    ? new HttpError(409, 'El registro fue eliminado en otro dispositivo', {
        currentVersion: row.version,
        deleted: true,
        current: recordAnswer(row),
      })
    : new HttpError(409, 'El registro cambió en el servidor; recargue antes de guardar', {
        currentVersion: row.version,
        current: recordAnswer(row),
      });
}

export async function updateRecord(
  tx: Queryable,
  row: RecordRow,
  changes: Record<string, unknown>,
  signature: unknown,
  version?: number | null,
) {
  if (version != null && version !== row.version) throw staleRecord(row);
  const [updated] = await tx.query<RecordRow>(
    `update records set body = $2, signature = $3, version = version + 1, updated_at = now() where id = $1 returning *`,
    [row.id, { ...row.body, ...changes }, signature],
  );
  return updated!;
}

export async function deleteRecord(tx: Queryable, row: RecordRow) {
  await tx.query(
    `update records set deleted_at = now(), updated_at = now(), version = version + 1 where id = $1`,
    [row.id],
  );
}

export async function listRecords(tx: Queryable, kind: string, historyId: string, sortField?: string) {
  const rows = await tx.query<RecordRow>(
    `select * from records where kind = $1 and history_id = $2 and deleted_at is null
     order by ${sortField ? `body->>'${sortField.replace(/\W/g, '')}' nulls first, ` : ''}created_at, id`,
    [kind, historyId],
  );
  return rows;
}
