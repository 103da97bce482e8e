/**
 * Anthropometry (spec 000 §7): the readings of a history (all visits with visitId "all", else one visit)
 * and the lateral panel, from the history and its latest reading. Derived figures (z-scores, weight
 * change) are the app's, computed in src/domain from the WHO tables.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { id } from '../../src/contract/common';
import { fortyWeeksDate } from '../../src/domain/gestation';
import { requirePolicy } from '../http/auth';
import type { AppEnv } from '../http/env';
import { param } from '../http/validate';
import { assertHistoryAccess, getHistory } from '../repositories/histories';
import { listRecords, recordAnswer } from '../repositories/records';

const visitParam = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, 'Visita no válida'));

export function anthropometryRoutes() {
  const app = new Hono<AppEnv>();
  const read = requirePolicy('readHistory');

  const readings = async (db: AppEnv['Variables']['db'], historyId: string, visitId: string) => {
    const rows = (await listRecords(db, 'anthropometry', historyId)).map(recordAnswer);
    return visitId === 'all'
      ? rows
      : rows.filter((r) => String((r as Record<string, unknown>).visitId) === visitId);
  };

  app.get('/:historyId/:visitId', read, async (c) => {
    const historyId = param(c, 'historyId', id());
    const visitId = param(c, 'visitId', visitParam);
    await assertHistoryAccess(c.var.db, c.var.user, historyId);
    return c.json(await readings(c.var.db, historyId, visitId));
  });

  app.get('/:historyId/:visitId/lateral', read, async (c) => {
    const historyId = param(c, 'historyId', id());
    const visitId = param(c, 'visitId', visitParam);
    await assertHistoryAccess(c.var.db, c.var.user, historyId);
    const history = (await getHistory(c.var.db, historyId))!;
    const latest = (await readings(c.var.db, historyId, visitId)).at(-1) as
      Record<string, unknown> | undefined;
    const gestationalDays =
      history.Pediatria.ExamenInicialPediatria.EIP_EdadGestacionalAlNacer.EIP_EG_DiasTotales;
    const fortyWeeks = fortyWeeksDate(history.Iden_FechaParto, gestationalDays);
    return c.json({
      birthWeight: history.Pediatria.ExamenInicialPediatria.EIP_PesoAlNacer,
      birthDate: history.Iden_FechaParto,
      fortyWeeks,
      fortyWeeksDate: fortyWeeks,
      talla: latest?.AN_Talla ?? null,
      perimetroCefalico: latest?.AN_PC ?? null,
      peso: latest?.AN_Peso ?? null,
      nutricionEntrada: latest?.AN_TipoAlimentacion ?? null,
      oxigenoEntrada: latest?.AN_Oxigeno ?? null,
      date: (latest?.AN_timestamp as { date?: string } | undefined)?.date ?? null,
    });
  });

  return app;
}
