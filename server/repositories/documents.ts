/**
 * Clinical documents with the stage / commit / discard lifecycle (spec 000 §4, spec 001 §4).
 *
 * - stage without id creates a draft; with id it replaces the draft content (of a draft, its body; of a
 *   committed document being edited, its pending `draft`), and answers the id.
 * - commit finalises: the content becomes the body, any pending draft is cleared, status is 'committed'.
 *   Commit without id creates a committed document directly.
 * - discard drops the draft changes: a never-committed draft is deleted, a committed document loses its
 *   pending draft. Discard without id does nothing (spec).
 * Every change bumps `version` and records who made it (`updated_by`); a write that names another version
 * than the stored one is refused (409 with `currentVersion`).
 */
import { randomUUID } from 'node:crypto';
import type { DocumentKind } from '../../src/contract/document';
import type { Queryable } from '../db/database';
import { HttpError, notFound } from '../http/errors';

export interface DocumentRow {
  id: string;
  kind: DocumentKind;
  history_id: string;
  status: 'draft' | 'committed';
  version: number;
  body: Record<string, unknown>;
  draft: Record<string, unknown> | null;
  signature: Record<string, unknown> | null;
  created_by: string;
  /** Who made the last change; null for a document not changed since it was made. */
  updated_by: string | null;
  created_at: Date;
  updated_at: Date;
  committed_at: Date | null;
}

export interface WriteInput {
  kind: DocumentKind;
  id: string | null;
  historyId: string;
  version: number | null;
  fields: Record<string, unknown>;
  signature: Record<string, unknown>;
  userId: string;
}

async function load(tx: Queryable, kind: DocumentKind, id: string, historyId: string) {
  const [row] = await tx.query<DocumentRow>(
    `select * from documents where id = $1 and kind = $2 for update`,
    [id, kind],
  );
  if (!row) throw notFound('Documento no encontrado');
  if (row.history_id !== historyId)
    throw new HttpError(400, 'El documento no pertenece a esta historia clínica');
  return row;
}

function checkVersion(row: DocumentRow, version: number | null) {
  if (version != null && version !== row.version) {
    throw new HttpError(409, 'El documento cambió en el servidor; recargue antes de guardar', {
      currentVersion: row.version,
    });
  }
}

export async function stageDocument(tx: Queryable, input: WriteInput) {
  if (!input.id) {
    const id = randomUUID();
    await tx.query(
      `insert into documents (id, kind, history_id, status, body, signature, created_by)
       values ($1, $2, $3, 'draft', $4, $5, $6)`,
      [id, input.kind, input.historyId, input.fields, input.signature, input.userId],
    );
    return { id, version: 1, status: 'draft' as const };
  }
  const row = await load(tx, input.kind, input.id, input.historyId);
  checkVersion(row, input.version);
  // A draft takes the content and the signer; a committed document keeps both until the next commit, and
  // holds the staged changes apart, so a discard leaves it exactly as it was signed.
  const [updated] =
    row.status === 'draft'
      ? await tx.query<{ version: number }>(
          `update documents set body = $2, signature = $3, version = version + 1, updated_at = now(),
                  updated_by = $4
           where id = $1 returning version`,
          [row.id, input.fields, input.signature, input.userId],
        )
      : await tx.query<{ version: number }>(
          `update documents set draft = $2, version = version + 1, updated_at = now(), updated_by = $3
           where id = $1 returning version`,
          [row.id, input.fields, input.userId],
        );
  return { id: row.id, version: updated!.version, status: row.status };
}

export async function commitDocument(tx: Queryable, input: WriteInput) {
  if (!input.id) {
    const id = randomUUID();
    await tx.query(
      `insert into documents (id, kind, history_id, status, body, signature, created_by, committed_at)
       values ($1, $2, $3, 'committed', $4, $5, $6, now())`,
      [id, input.kind, input.historyId, input.fields, input.signature, input.userId],
    );
    return { id, version: 1 };
  }
  const row = await load(tx, input.kind, input.id, input.historyId);
  checkVersion(row, input.version);
  const [updated] = await tx.query<{ version: number }>(
    `update documents set status = 'committed', body = $2, draft = null, signature = $3, version = version + 1,
            updated_at = now(), updated_by = $4, committed_at = coalesce(committed_at, now())
     where id = $1 returning version`,
    [row.id, input.fields, input.signature, input.userId],
  );
  return { id: row.id, version: updated!.version };
}

export async function discardDocument(
  tx: Queryable,
  kind: DocumentKind,
  id: string | null,
  historyId: string,
  userId: string,
) {
  if (!id) return { id: null, discarded: false };
  const row = await load(tx, kind, id, historyId);
  if (row.status === 'draft') {
    await tx.query(`delete from documents where id = $1`, [row.id]);
  } else if (row.draft) {
    await tx.query(
      `update documents set draft = null, version = version + 1, updated_at = now(), updated_by = $2
       where id = $1`,
      [row.id, userId],
    );
  }
  return { id: row.id, discarded: true };
}

/** A document with the name of who changed it last (its creator until its first change). */
type AnsweredRow = DocumentRow & { updater_name: string | null };
const answeredRows = `select d.*, u.name as updater_name from documents d
  left join users u on u.id = coalesce(d.updated_by, d.created_by)`;

export async function listDocuments(tx: Queryable, kind: DocumentKind, historyId: string, idField: string) {
  const rows = await tx.query<AnsweredRow>(
    `${answeredRows} where d.kind = $1 and d.history_id = $2 order by coalesce(d.committed_at, d.created_at), d.id`,
    [kind, historyId],
  );
  return rows.map((row) => toAnswer(row, idField));
}

export async function getDocument(tx: Queryable, kind: DocumentKind, id: string, idField: string) {
  const [row] = await tx.query<AnsweredRow>(`${answeredRows} where d.id = $1 and d.kind = $2`, [id, kind]);
  if (!row) throw notFound('Documento no encontrado');
  return toAnswer(row, idField);
}

/** The answer shape of a document: its fields at the top level plus lifecycle metadata. */
export function toAnswer(row: AnsweredRow, idField: string) {
  return {
    ...row.body,
    id: row.id,
    [idField]: row.id,
    historyId: row.history_id,
    status: row.status,
    version: row.version,
    signature: row.signature,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedBy: { id: row.updated_by ?? row.created_by, name: row.updater_name },
    committedAt: row.committed_at,
    draft: row.draft,
  };
}
