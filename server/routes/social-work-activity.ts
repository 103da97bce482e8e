/**
 * Social-work activities (spec 001 §7): a history's activities live in groups; each record carries the
 * evolution that made it (sourceId) and its own `_id`.
 *
 * Design:
 * - A record is addressed by group id and its `_id` where the spec's calls name an index: an index moves
 *   when an earlier record is removed, so a write queued on a device could reach another activity
 *   (docs/api.md §11). Migration 0010 gave an `_id` to every record stored without one.
 * - Only the evolution that created a record deletes it (spec 001 §6): the DELETE names the evolution
 *   (`?sourceId=`) and another's record answers 403. Changing another evolution's record is the app's
 *   copy rule (it posts a copy), not refused here.
 * - Each record has a version of its own, kept in the group's JSON beside its fields (a record stored
 *   before versions reads as version 1: a read default, no migration). A PUT carrying `version` and a
 *   DELETE carrying `?version=` are refused (409, the record as the server holds it) when that record moved
 *   on, as every row's are (docs/offline.md "Row conflicts"); writes to other records of the group never
 *   refuse each other. The group's own version still counts every write of the group.
 * - A deleted record stays in the group's `removed` list (never answered), so that a versioned write of it
 *   answers 409 `deleted: true` with its last values rather than 404, and a second DELETE of it 200.
 */
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { id } from '../../src/contract/common';
import {
  socialWorkActivityCreateBody,
  socialWorkActivityDeleteQuery,
  socialWorkActivityGroupCreateBody,
  socialWorkActivityRecordParams,
  socialWorkActivityRows,
  socialWorkActivityUpdateBody,
} from '../../src/contract/social-work-activity';
import type { Queryable } from '../db/database';
import { requirePolicy, signatureOf } from '../http/auth';
import { HttpError, forbidden, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { body, param, parse, query } from '../http/validate';
import { respond } from '../http/write';
import { assertHistoryAccess } from '../repositories/histories';
import {
  createRecord,
  findRecord,
  listRecords,
  recordAnswer,
  updateRecord,
  type RecordRow,
} from '../repositories/records';
import { rowChanges } from './rows';

const KIND = socialWorkActivityRows.recordKind;
/** A group's records as stored (each written with its own `_id`), kept as they were written. */
const storedRecords = v.array(v.looseObject({}));
type StoredRecord = v.InferOutput<typeof storedRecords>[number];

/** A record's version; one stored before records had versions is at its first. */
const versionOf = (record: StoredRecord): number => (typeof record.version === 'number' ? record.version : 1);

/** A group as the API answers it: every record with its version, the deleted ones left out. */
function groupAnswer(row: RecordRow) {
  const { removed: _removed, ...body } = row.body;
  const records = v.parse(storedRecords, body.records ?? []);
  return {
    ...recordAnswer({ ...row, body }),
    records: records.map((record) => ({ ...record, version: versionOf(record) })),
  };
}

async function lockedGroup(c: Context<AppEnv>, tx: Queryable, activityId: string) {
  const group = await findRecord(tx, KIND, activityId, true);
  await assertHistoryAccess(tx, c.var.user, group.history_id);
  return {
    group,
    records: v.parse(storedRecords, group.body.records ?? []),
    removed: v.parse(storedRecords, group.body.removed ?? []),
  };
}

/** Where the record `recordId` sits in a list of records; -1 when it holds none of that id. */
function indexOfRecord(records: readonly StoredRecord[], recordId: string): number {
  const wanted = recordId.toLowerCase();
  return records.findIndex((record) => String(record._id).toLowerCase() === wanted);
}

/**
 * A versioned write of a record that moved on (or was deleted): 409 with the record as the server holds it,
 * shaped as a row (`id` its `_id`), as every row's refusal is (server/repositories/records.ts).
 */
function staleActivity(group: RecordRow, record: StoredRecord, deleted: boolean): HttpError {
  const current = { ...record, version: versionOf(record), id: record._id, historyId: group.history_id };
  return deleted
    ? new HttpError(409, 'El registro fue eliminado en otro dispositivo', {
        currentVersion: current.version,
        deleted: true,
        current,
      })
    : new HttpError(409, 'El registro cambió en el servidor; recargue antes de guardar', {
        currentVersion: current.version,
        current,
      });
}

const recordNotFound = () => notFound('Actividad no encontrada');

export function socialWorkActivityRoutes() {
  const app = new Hono<AppEnv>();
  const write = requirePolicy('writeSocialWork');

  app.get('/hc/:historyId', requirePolicy('readSocialWork'), async (c) => {
    const historyId = param(c, 'historyId', id());
    await assertHistoryAccess(c.var.db, c.var.user, historyId);
    return c.json((await listRecords(c.var.db, KIND, historyId)).map(groupAnswer));
  });

  /** Opens a group with its first, empty record (it opens in edit mode: completed is null). */
  app.post('/hc/:historyId', write, async (c) => {
    const historyId = param(c, 'historyId', id());
    const input = await body(c, socialWorkActivityGroupCreateBody);
    if (input.historyId !== historyId)
      throw new HttpError(400, 'historyId del cuerpo y de la ruta no coinciden');
    const signature = signatureOf(c.var.user);
    return respond(c, 201, async (tx) => {
      await assertHistoryAccess(tx, c.var.user, historyId);
      const first = {
        _id: randomUUID(),
        name: null,
        recordDate: input.recordDate,
        completed: null,
        observation: null,
        signature,
        sourceId: input.sourceId,
        sourceType: input.sourceType,
        version: 1,
        updatedAt: new Date().toISOString(),
      };
      const row = await createRecord(tx, {
        kind: KIND,
        historyId,
        body: { records: [first] },
        signature,
        userId: c.var.user.id,
      });
      return groupAnswer(row);
    });
  });

  app.post('/:activityId', write, async (c) => {
    const activityId = param(c, 'activityId', id());
    const input = await body(c, socialWorkActivityCreateBody);
    const signature = signatureOf(c.var.user);
    return respond(c, 201, async (tx) => {
      const { group, records } = await lockedGroup(c, tx, activityId);
      const { signature: _s, ...fields } = input;
      records.push({
        ...fields,
        _id: randomUUID(),
        signature,
        version: 1,
        updatedAt: new Date().toISOString(),
      });
      return groupAnswer(await updateRecord(tx, group, { records }, signature));
    });
  });

  app.put('/:activityId/:recordId', write, async (c) => {
    const { activityId, recordId } = parse(socialWorkActivityRecordParams, c.req.param());
    const input = await body(c, socialWorkActivityUpdateBody);
    const signature = signatureOf(c.var.user);
    return respond(c, 200, async (tx) => {
      const { group, records, removed } = await lockedGroup(c, tx, activityId);
      const index = indexOfRecord(records, recordId);
      const current = records[index];
      if (!current) {
        const gone = removed[indexOfRecord(removed, recordId)];
        if (gone && input.version != null) throw staleActivity(group, gone, true);
        throw recordNotFound();
      }
      if (input.version != null && input.version !== versionOf(current))
        throw staleActivity(group, current, false);
      records[index] = {
        ...current,
        ...rowChanges(socialWorkActivityRows, input),
        signature,
        version: versionOf(current) + 1,
        updatedAt: new Date().toISOString(),
      };
      return groupAnswer(await updateRecord(tx, group, { records }, signature));
    });
  });

  app.delete('/:activityId/:recordId', requirePolicy('deleteSocialWork'), async (c) => {
    const { activityId, recordId } = parse(socialWorkActivityRecordParams, c.req.param());
    const { sourceId, version } = query(c, socialWorkActivityDeleteQuery);
    const signature = signatureOf(c.var.user);
    return respond(c, 200, async (tx) => {
      const { group, records, removed } = await lockedGroup(c, tx, activityId);
      const index = indexOfRecord(records, recordId);
      const current = records[index];
      if (!current) {
        // Deleted already by another device: gone, as this deletion asked.
        if (version !== undefined && indexOfRecord(removed, recordId) >= 0) return groupAnswer(group);
        throw recordNotFound();
      }
      if (String(current.sourceId).toLowerCase() !== sourceId.toLowerCase())
        throw forbidden('Solo la evolución que registró la actividad puede eliminarla');
      if (version !== undefined && version !== versionOf(current)) throw staleActivity(group, current, false);
      records.splice(index, 1);
      removed.push({
        ...current,
        signature,
        version: versionOf(current) + 1,
        updatedAt: new Date().toISOString(),
      });
      return groupAnswer(await updateRecord(tx, group, { records, removed }, signature));
    });
  });

  return app;
}
