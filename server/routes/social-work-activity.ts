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
import { createRecord, findRecord, listRecords, recordAnswer, updateRecord } from '../repositories/records';
import { rowChanges } from './rows';

const KIND = socialWorkActivityRows.recordKind;
/** A group's records as stored (each written with its own `_id`), kept as they were written. */
const storedRecords = v.array(v.looseObject({}));

async function lockedGroup(c: Context<AppEnv>, tx: Queryable, activityId: string) {
  const group = await findRecord(tx, KIND, activityId, true);
  await assertHistoryAccess(tx, c.var.user, group.history_id);
  return { group, records: v.parse(storedRecords, group.body.records ?? []) };
}

/** Where the record `recordId` sits in its group's list; 404 when the group holds none of that id. */
function indexOfRecord(records: readonly Record<string, unknown>[], recordId: string): number {
  const wanted = recordId.toLowerCase();
  const index = records.findIndex((record) => String(record._id).toLowerCase() === wanted);
  if (index < 0) throw notFound('Actividad no encontrada');
  return index;
}

export function socialWorkActivityRoutes() {
  const app = new Hono<AppEnv>();
  const write = requirePolicy('writeSocialWork');

  app.get('/hc/:historyId', requirePolicy('readSocialWork'), async (c) => {
    const historyId = param(c, 'historyId', id());
    await assertHistoryAccess(c.var.db, c.var.user, historyId);
    return c.json((await listRecords(c.var.db, KIND, historyId)).map(recordAnswer));
  });

  /** Opens a group with its first, empty record (it opens in edit mode: completed is null). */
  app.post('/hc/:historyId', write, async (c) => {
    const historyId = param(c, 'historyId', id());
    const input = await body(c, socialWorkActivityGroupCreateBody);
    if (input.historyId !== historyId)
      throw new HttpError(400, 'historyId del cuerpo y de la ruta no coinciden');
    await assertHistoryAccess(c.var.db, c.var.user, historyId);
    const signature = signatureOf(c.var.user);
    return respond(c, 201, async (tx) => {
      const first = {
        _id: randomUUID(),
        name: null,
        recordDate: input.recordDate,
        completed: null,
        observation: null,
        signature,
        sourceId: input.sourceId,
        sourceType: input.sourceType,
      };
      const row = await createRecord(tx, {
        kind: KIND,
        historyId,
        body: { records: [first] },
        signature,
        userId: c.var.user.id,
      });
      return recordAnswer(row);
    });
  });

  app.post('/:activityId', write, async (c) => {
    const activityId = param(c, 'activityId', id());
    const input = await body(c, socialWorkActivityCreateBody);
    const signature = signatureOf(c.var.user);
    return respond(c, 201, async (tx) => {
      const { group, records } = await lockedGroup(c, tx, activityId);
      const { signature: _s, ...fields } = input;
      records.push({ ...fields, _id: randomUUID(), signature });
      return recordAnswer(await updateRecord(tx, group, { records }, signature));
    });
  });

  app.put('/:activityId/:recordId', write, async (c) => {
    const { activityId, recordId } = parse(socialWorkActivityRecordParams, c.req.param());
    const input = await body(c, socialWorkActivityUpdateBody);
    const signature = signatureOf(c.var.user);
    return respond(c, 200, async (tx) => {
      const { group, records } = await lockedGroup(c, tx, activityId);
      const index = indexOfRecord(records, recordId);
      records[index] = { ...records[index], ...rowChanges(socialWorkActivityRows, input), signature };
      return recordAnswer(await updateRecord(tx, group, { records }, signature, input.version));
    });
  });

  app.delete('/:activityId/:recordId', requirePolicy('deleteSocialWork'), async (c) => {
    const { activityId, recordId } = parse(socialWorkActivityRecordParams, c.req.param());
    const { sourceId } = query(c, socialWorkActivityDeleteQuery);
    const signature = signatureOf(c.var.user);
    return respond(c, 200, async (tx) => {
      const { group, records } = await lockedGroup(c, tx, activityId);
      const index = indexOfRecord(records, recordId);
      if (String(records[index]!.sourceId).toLowerCase() !== sourceId.toLowerCase())
        throw forbidden('Solo la evolución que registró la actividad puede eliminarla');
      records.splice(index, 1);
      return recordAnswer(await updateRecord(tx, group, { records }, signature));
    });
  });

  return app;
}
