/**
 * Editable table rows of spec 001 (family composition, external-network reports, subsidies, psychosocial
 * risks). A POST creates an empty row that the user then fills in (rows lacking required data open in edit
 * mode); PUT carries the rules of the row; DELETE removes it. The item path differs per resource, as the
 * spec gives it, so each resource names where its row id (and history id) sit.
 */
import { Hono, type Context } from 'hono';
import type { Queryable } from '../db/database';
import { id } from '../../src/contract/common';
import { rowDeleteQuery, type RowField, type RowOf, type RowResource } from '../../src/contract/row-resource';
import { requirePolicy, signatureOf } from '../http/auth';
import { HttpError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { body, param, query } from '../http/validate';
import { respond } from '../http/write';
import { assertHistoryAccess } from '../repositories/histories';
import {
  createRecord,
  deleteRecord,
  findRecord,
  findRecordEvenDeleted,
  listRecords,
  recordAnswer,
  staleRecord,
  updateRecord,
} from '../repositories/records';

/** How the server keeps a resource's rows, beyond its declaration (src/contract/registry.ts). */
export interface RowRouteOptions<R extends RowResource> {
  /** Row field to sort the list by (ascending), e.g. filingDate; else creation order. */
  sortBy?: RowField<R>;
  /** Fields the server sets on a new row, beside its row fields (a subsidy starts active). */
  createDefaults?: Record<string, unknown>;
  /** Fields a deleted row keeps (a subsidy is marked deleted as well as removed from the list). */
  deletedChanges?: Record<string, unknown>;
  /** Wraps the list answer, e.g. family composition answers { familyMembers }. */
  listAnswer?: (rows: ReturnType<typeof recordAnswer>[], historyId: string) => unknown;
}

/**
 * A checked body's own fields, typed as the resource's row: what a row stores (the head is the route's and
 * the record's). The typed face of one implementation over plain bodies.
 */
export function rowChanges<R extends RowResource>(
  resource: R,
  input: Record<string, unknown>,
): Partial<RowOf<R>>;
export function rowChanges(_resource: RowResource, input: Record<string, unknown>): Record<string, unknown> {
  const { historyId: _h, signature: _s, version: _v, ...rest } = input;
  return rest;
}

export function rowRoutes<R extends RowResource>(resource: R, options: RowRouteOptions<R> = {}) {
  const app = new Hono<AppEnv>();
  const kind = resource.recordKind;

  app.get('/hc/:historyId', requirePolicy('readSocialWork'), async (c) => {
    const historyId = param(c, 'historyId', id());
    await assertHistoryAccess(c.var.db, c.var.user, historyId);
    const rows = (await listRecords(c.var.db, kind, historyId, options.sortBy)).map(recordAnswer);
    return c.json(options.listAnswer ? options.listAnswer(rows, historyId) : rows);
  });

  app.post('/hc/:historyId', requirePolicy('writeSocialWork'), async (c) => {
    const historyId = param(c, 'historyId', id());
    const input = await body(c, resource.createBody);
    if (input.historyId !== undefined && input.historyId !== historyId) {
      throw new HttpError(400, 'historyId del cuerpo y de la ruta no coinciden');
    }
    return respond(c, 201, async (tx) => {
      await assertHistoryAccess(tx, c.var.user, historyId);
      return recordAnswer(
        await createRecord(tx, {
          kind,
          historyId,
          body: { ...options.createDefaults, ...rowChanges(resource, input) },
          signature: signatureOf(c.var.user),
          userId: c.var.user.id,
        }),
      );
    });
  });

  // The row, locked for the write's transaction, and the history's access checked once. A versioned write
  // finds a deleted row too: the answer is then a conflict (409), not a 404.
  const locate = async (c: Context<AppEnv>, tx: Queryable, versioned: boolean) => {
    const rowId = param(c, 'rowId', id());
    const row = versioned
      ? await findRecordEvenDeleted(tx, kind, rowId, true)
      : await findRecord(tx, kind, rowId, true);
    if (resource.itemPath.includes(':historyId') && param(c, 'historyId', id()) !== row.history_id) {
      throw new HttpError(404, 'Registro no encontrado en esta historia clínica');
    }
    await assertHistoryAccess(tx, c.var.user, row.history_id);
    return row;
  };

  app.put(resource.itemPath, requirePolicy('writeSocialWork'), async (c) => {
    const input = await body(c, resource.updateBody);
    const { version } = input;
    return respond(c, 200, async (tx) => {
      const row = await locate(c, tx, version != null);
      if (row.deleted_at) throw staleRecord(row);
      return recordAnswer(
        await updateRecord(tx, row, rowChanges(resource, input), signatureOf(c.var.user), version),
      );
    });
  });

  // DELETE …?version=N: refused (409, the current row) when the row changed since N; a row another device
  // deleted already is gone as this one asked, so that answers 200.
  app.delete(resource.itemPath, requirePolicy('deleteSocialWork'), async (c) => {
    const { version } = query(c, rowDeleteQuery);
    return respond(c, 200, async (tx) => {
      let row = await locate(c, tx, version !== undefined);
      if (row.deleted_at) return { id: row.id, deleted: true };
      if (version !== undefined && version !== row.version) throw staleRecord(row);
      if (options.deletedChanges)
        row = await updateRecord(tx, row, options.deletedChanges, signatureOf(c.var.user));
      await deleteRecord(tx, row);
      return { id: row.id, deleted: true };
    });
  });

  return app;
}
