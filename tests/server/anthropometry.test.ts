/**
 * Anthropometry (spec 000 §7): the readings of a history, all visits or one, and the lateral panel. Real
 * answers are checked against src/contract/anthropometry.ts; the derived figures against the facts they
 * come from (the rules themselves are unit-tested in tests/unit/domain).
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { anthropometryLateral, anthropometryReadings } from '../../src/contract/anthropometry';
import { as, get } from './support/api';
import { OTHER_SITE, UNAUTHENTICATED, fixtures, uuid } from './support/bodies';

const history = fixtures.overFortyWeeks;

/** The answer, parsed by the contract; fails with the issues when it does not fit. */
function contract<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (!result.success) throw new Error(JSON.stringify(v.flatten(result.issues)));
  return result.output;
}

async function readingsOf(historyId: string, visitId = 'all') {
  const res = await get(await as('psicologia'), `/anthropometry/${historyId}/${visitId}`);
  expect(res.status).toBe(200);
  return contract(anthropometryReadings, res.body);
}

async function lateralOf(historyId: string, visitId = 'all') {
  const res = await get(await as('psicologia'), `/anthropometry/${historyId}/${visitId}/lateral`);
  expect(res.status).toBe(200);
  return contract(anthropometryLateral, res.body);
}

describe('GET /v1/anthropometry/{historyId}/{visitId}', () => {
  it('"all" answers every reading of the history, oldest first, as the contract says', async () => {
    const all = await readingsOf(history.id);
    expect(all.length).toBeGreaterThan(3);
    const times = all.map((r) => Date.parse(r.AN_timestamp.date));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(all.map((r) => r.visitId)).size).toBe(all.length);
    for (const r of all) expect(r.historyId).toBe(history.id);
    // The series grows: the last weight is above the birth weight.
    expect(all.at(-1)!.AN_Peso).toBeGreaterThan(history.birthWeightG);
    expect(all[0]!.firma).toMatchObject({ name: expect.any(String), email: expect.any(String) });
  });

  it('derives the weight change from consecutive readings and applies the §9 display rule', async () => {
    const all = await readingsOf(history.id);
    expect(all[0]!.cambioPeso.abs).toEqual({ result: null, color: 'default', value: null });
    for (let i = 1; i < all.length; i++) {
      const [before, r] = [all[i - 1]!, all[i]!];
      const change = r.AN_Peso! - before.AN_Peso!;
      expect(r.cambioPeso.abs.result).toBe(change);
      expect(r.cambioPeso.abs.value).toBe(`${change > 0 ? '+' : ''}${change.toLocaleString('es-CO')} g`);
      expect(r.cambioPeso.percentage.result).toBeCloseTo((change / before.AN_Peso!) * 100, 0);
      expect(r.cambioPeso.gKgDia.result).not.toBeNull();
      const absolute = r.already41Weeks && r.AN_Peso! >= 2500;
      expect(r.cambioPeso.display).toBe(absolute ? 'absolute' : 'relative');
    }
    // Born at 32+0 weeks 240 days ago: the first visits are before 41 weeks, the last ones well after.
    expect(all[0]!.already41Weeks).toBe(false);
    expect(all.at(-1)!.already41Weeks).toBe(true);
    expect(all.at(-1)!.cambioPeso.display).toBe('absolute');
  });

  it('gives the weight-for-length z-score only from 45 cm of length', async () => {
    const all = await readingsOf(history.id);
    for (const r of all) {
      if (r.AN_Talla! < 45) expect(r.pesoTalla).toBeNull();
      else expect(r.pesoTalla).toEqual(expect.any(Number));
    }
    expect(all.some((r) => r.pesoTalla !== null)).toBe(true);
  });

  it('stores feeding and oxygen at entry and exit: a visit’s exit is what the next visit starts with', async () => {
    const all = await readingsOf(history.id);
    for (let i = 1; i < all.length; i++) {
      expect(all[i]!.AN_TipoAlimentacion).toEqual(all[i - 1]!.tipoAlimentacionSalida);
      expect(all[i]!.AN_Oxigeno).toEqual(all[i - 1]!.oxigenoSalida);
    }
  });

  it('a visit id answers only that visit, its change still against the reading before; an unknown visit none', async () => {
    const all = await readingsOf(history.id);
    const one = await readingsOf(history.id, all[1]!.visitId);
    expect(one).toEqual([all[1]]);
    expect(one[0]!.cambioPeso.abs.result).not.toBeNull();
    expect(await readingsOf(history.id, uuid())).toEqual([]);
  });

  it('answers a history of site 2 to psicologia', async () => {
    const all = await readingsOf(fixtures.medellin.id);
    expect(all.length).toBeGreaterThan(3);
    expect(all.every((r) => r.historyId === fixtures.medellin.id)).toBe(true);
  });
});

describe('GET /v1/anthropometry/{historyId}/{visitId}/lateral', () => {
  it('has the birth data, entry from the first reading and the latest reading, as the contract says', async () => {
    const all = await readingsOf(history.id);
    const lateral = await lateralOf(history.id);
    const [first, latest] = [all[0]!, all.at(-1)!];
    expect(lateral).toMatchObject({
      birthWeight: history.birthWeightG,
      pesoDia: latest.AN_Peso,
      talla: latest.AN_Talla,
      perimetroCefalico: latest.AN_PC,
      pesoTalla: latest.pesoTalla,
      already41Weeks: true,
      date: latest.AN_timestamp.date,
      nutricionEntrada: first.AN_TipoAlimentacion,
      oxigenoEntrada: first.AN_Oxigeno,
      // The history record's Madre (server/seed/fixtures.ts).
      primigestante: true,
      mamaSola: false,
      nivelEducativo: 6,
    });
    expect(lateral.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lateral.fortyWeeksDate).toBe(lateral.fortyWeeks);
    // 40 weeks come 56 days after birth for a 32+0-week baby.
    expect(Date.parse(lateral.fortyWeeks) - Date.parse(lateral.birthDate)).toBe(56 * 86_400_000);
    expect(lateral.edadMadre).toBeGreaterThanOrEqual(14);
    expect(lateral.edadMadre).toBeLessThan(50);
  });

  it('takes the latest reading of the visit asked for; an unknown visit keeps only history and entry', async () => {
    const all = await readingsOf(history.id);
    const visit = await lateralOf(history.id, all[1]!.visitId);
    expect(visit).toMatchObject({ pesoDia: all[1]!.AN_Peso, date: all[1]!.AN_timestamp.date });
    const empty = await lateralOf(history.id, uuid());
    expect(empty).toMatchObject({
      birthWeight: history.birthWeightG,
      pesoDia: null,
      talla: null,
      pesoTalla: null,
      already41Weeks: null,
      date: null,
      nutricionEntrada: all[0]!.AN_TipoAlimentacion,
    });
  });

  it('answers a history of site 2 to psicologia', async () => {
    const lateral = await lateralOf(fixtures.medellin.id);
    expect(lateral.birthWeight).toBe(fixtures.medellin.birthWeightG);
  });
});

describe('refusals', () => {
  it('403 for a history of another site, 404 for an unknown one, 400 for a bad visit id, 401 without token', async () => {
    const s = await as('psicologia');
    for (const path of [
      `/anthropometry/${fixtures.sanJose.id}/all`,
      `/anthropometry/${fixtures.sanJose.id}/all/lateral`,
    ]) {
      const other = await get(s, path);
      expect(other.status).toBe(403);
      expect(other.body.message).toBe(OTHER_SITE);
    }
    expect((await get(s, `/anthropometry/${uuid()}/all`)).status).toBe(404);
    for (const visit of [encodeURIComponent('a b'), 'visit-1', 'ALL']) {
      const bad = await get(s, `/anthropometry/${history.id}/${visit}`);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('Visita no válida');
    }
    const anonymous = await get(null, `/anthropometry/${history.id}/all`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(UNAUTHENTICATED);
    expect((await get(null, `/anthropometry/${history.id}/all/lateral`)).status).toBe(401);
  });
});
