/**
 * Editable table rows of spec 001 (family composition, external-network reports, subsidies, psychosocial
 * risks). A POST creates an empty row that the user then fills in (rows lacking required data open in edit
 * mode); PUT carries the rules of the row; DELETE removes it. The item path differs per resource, as the
 * spec gives it, so each resource names where its row id (and history id) sit.
 */
import { Hono, type Context } from 'hono';
import type { Queryable } from '../db/database';
import { id } from '../../src/contract/common';
import type { RowField, RowOf, RowResource } from '../../src/contract/row-resource';
import { requirePolicy, signatureOf } from '../http/auth';
import { HttpError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { body, param } from '../http/validate';
import { respond } from '../http/write';
import { assertHistoryAccess } from '../repositories/histories';
import {
  createRecord,
  deleteRecord,
  findRecord,
  listRecords,
  recordAnswer,
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
    await assertHistoryAccess(c.var.db, c.var.user, historyId);
    return respond(c, 201, async (tx) =>
      recordAnswer(
        await createRecord(tx, {
          kind,
          historyId,
          body: { ...options.createDefaults, ...rowChanges(resource, input) },
          signature: signatureOf(c.var.user),
          userId: c.var.user.id,
        }),
      ),
    );
  });

  const locate = async (c: Context<AppEnv>, lock: boolean, tx: Queryable = c.var.db) => {
    const rowId = param(c, 'rowId', id());
    const row = await findRecord(tx, kind, rowId, lock);
    if (resource.itemPath.includes(':historyId') && param(c, 'historyId', id()) !== row.history_id) {
      throw new HttpError(404, 'Registro no encontrado en esta historia clínica');
    }
    await assertHistoryAccess(tx, c.var.user, row.history_id);
    return row;
  };

  app.put(resource.itemPath, requirePolicy('writeSocialWork'), async (c) => {
    const input = await body(c, resource.updateBody);
    await locate(c, false);
    return respond(c, 200, async (tx) => {
      const row = await locate(c, true, tx);
      const { version } = input;
      return recordAnswer(
        await updateRecord(tx, row, rowChanges(resource, input), signatureOf(c.var.user), version),
      );
    });
  });

  app.delete(resource.itemPath, requirePolicy('deleteSocialWork'), async (c) => {
    await locate(c, false);
    return respond(c, 200, async (tx) => {
      let row = await locate(c, true, tx);
      if (options.deletedChanges)
        row = await updateRecord(tx, row, options.deletedChanges, signatureOf(c.var.user));
      await deleteRecord(tx, row);
      return { id: row.id, deleted: true };
    });
  });

  return app;
}
