/**
 * Anthropometry (spec 000 §7): the readings of a history (every visit with visitId "all", else one visit)
 * and the lateral panel. The records hold the measured facts only; the derived figures (weight-for-length
 * z-score, weight change, the 41-week rule) come from src/domain/anthropometry.ts, computed over the whole
 * history because a reading's weight change needs the reading before it. Shapes: src/contract/anthropometry.ts.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  anthropometryFacts,
  anthropometryVisitId,
  type AnthropometryReading,
} from '../../src/contract/anthropometry';
import { id, signature } from '../../src/contract/common';
import { deriveReadings, lateralPanel, type StoredReading } from '../../src/domain/anthropometry';
import { requirePolicy } from '../http/auth';
import type { AppEnv } from '../http/env';
import { param } from '../http/validate';
import { assertHistoryAccess, getHistory } from '../repositories/histories';
import { listRecords, type RecordRow } from '../repositories/records';

type Db = AppEnv['Variables']['db'];

/** A stored body as the contract reads it; rows seeded before the exit fields existed get empty ones. */
function stored(row: RecordRow): StoredReading {
  return {
    id: row.id,
    historyId: row.history_id,
    facts: v.parse(anthropometryFacts, { tipoAlimentacionSalida: [], oxigenoSalida: null, ...row.body }),
    // Every record is signed by the route that wrote it (`signatureOf`); anything else reads as unsigned.
    firma: v.is(signature, row.signature) ? row.signature : null,
  };
}

async function readingsOf(db: Db, historyId: string) {
  const history = (await getHistory(db, historyId))!;
  const rows = await listRecords(db, 'anthropometry', historyId);
  return { history, all: deriveReadings(history, rows.map(stored)) };
}

const ofVisit = (all: AnthropometryReading[], visitId: string) =>
  visitId === 'all' ? all : all.filter((r) => r.visitId === visitId);

export function anthropometryRoutes() {
  const app = new Hono<AppEnv>();
  const read = requirePolicy('readHistory');

  app.get('/:historyId/:visitId', read, async (c) => {
    const historyId = param(c, 'historyId', id());
    const visitId = param(c, 'visitId', anthropometryVisitId);
    await assertHistoryAccess(c.var.db, c.var.user, historyId);
    const { all } = await readingsOf(c.var.db, historyId);
    return c.json(ofVisit(all, visitId));
  });

  app.get('/:historyId/:visitId/lateral', read, async (c) => {
    const historyId = param(c, 'historyId', id());
    const visitId = param(c, 'visitId', anthropometryVisitId);
    await assertHistoryAccess(c.var.db, c.var.user, historyId);
    const { history, all } = await readingsOf(c.var.db, historyId);
    return c.json(lateralPanel(history, all, ofVisit(all, visitId)));
  });

  return app;
}
