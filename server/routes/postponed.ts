/**
 * Postponed Bayley and Griffiths (spec 000 §7 "Postponed exams"), identical under /v1/postponed-bayley and
 * /v1/postponed-griffiths. A postponement belongs to the day it was made in the clinician's time zone:
 * is-postponed and DELETE name that day with `date` and `timeZone`.
 */
import { Hono } from 'hono';
import type { Queryable } from '../db/database';
import { id } from '../../src/contract/common';
import { postponedCreateBody, postponedQuery } from '../../src/contract/postponed';
import { REPORT_TIME_ZONE } from '../../src/contract/shared';
import { requirePolicy, signatureOf } from '../http/auth';
import type { AppEnv } from '../http/env';
import { body, param, query } from '../http/validate';
import { respond } from '../http/write';
import { assertHistoryAccess } from '../repositories/histories';
import {
  createRecord,
  deleteRecord,
  listRecords,
  recordAnswer,
  type RecordRow,
} from '../repositories/records';

/** 'YYYY-MM-DD' of an instant in a time zone (a plain date stays as it is). */
export function dayIn(value: string | Date, timeZone: string): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(value));
}

export function postponedRoutes(kind: 'postponed-bayley' | 'postponed-griffiths') {
  const app = new Hono<AppEnv>();

  const ofDay = async (db: Queryable, historyId: string, date: string, timeZone: string) => {
    const day = dayIn(date, timeZone);
    const rows = await listRecords(db, kind, historyId);
    return rows.filter((row: RecordRow) => {
      const madeAt = typeof row.body.createdAt === 'string' ? row.body.createdAt : row.created_at;
      return dayIn(madeAt, timeZone) === day;
    });
  };

  app.get('/hc/:historyId', requirePolicy('readPsychology'), async (c) => {
    const historyId = param(c, 'historyId', id());
    await assertHistoryAccess(c.var.db, c.var.user, historyId);
    return c.json((await listRecords(c.var.db, kind, historyId, 'createdAt')).map(recordAnswer));
  });

  app.get('/is-postponed', requirePolicy('readPsychology'), async (c) => {
    const q = query(c, postponedQuery);
    await assertHistoryAccess(c.var.db, c.var.user, q.historyId);
    const [latest] = (await ofDay(c.var.db, q.historyId, q.date, q.timeZone)).slice(-1);
    const motive = latest?.body.motive;
    return c.json({ result: Boolean(latest), motive: typeof motive === 'string' ? motive : null });
  });

  app.post('/', requirePolicy('writePsychology'), async (c) => {
    const input = await body(c, postponedCreateBody);
    return respond(c, 201, async (tx) => {
      await assertHistoryAccess(tx, c.var.user, input.historyId);
      return recordAnswer(
        await createRecord(tx, {
          kind,
          historyId: input.historyId,
          // The device's moment and time zone are kept: a postponement written offline belongs to its day.
          body: {
            motive: input.motive,
            createdAt: input.createdAt,
            timeZone: input.timeZone ?? REPORT_TIME_ZONE,
            date: input.date ?? dayIn(input.createdAt, input.timeZone ?? REPORT_TIME_ZONE),
          },
          signature: signatureOf(c.var.user),
          userId: c.var.user.id,
        }),
      );
    });
  });

  app.delete('/', requirePolicy('deletePsychology'), async (c) => {
    const q = query(c, postponedQuery);
    return respond(c, 200, async (tx) => {
      await assertHistoryAccess(tx, c.var.user, q.historyId);
      const rows = await ofDay(tx, q.historyId, q.date, q.timeZone);
      for (const row of rows) await deleteRecord(tx, row);
      return { deleted: rows.length };
    });
  });

  return app;
}
