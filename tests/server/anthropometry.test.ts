/**
 * Anthropometry (spec 000 §7): the readings of a history, all visits or one, and the lateral panel.
 */
import { describe, expect, it } from 'vitest';
import { as, get } from './support/api';
import { OTHER_SITE, UNAUTHENTICATED, fixtures, uuid } from './support/bodies';

const history = fixtures.overFortyWeeks;

describe('GET /v1/anthropometry/{historyId}/{visitId}', () => {
  it('"all" answers every reading of the history', async () => {
    const res = await get(await as('psicologia'), `/anthropometry/${history.id}/all`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(3);
    for (const reading of res.body) {
      expect(reading).toMatchObject({
        historyId: history.id,
        visitId: expect.any(String),
        AN_Peso: expect.any(Number),
        AN_Talla: expect.any(Number),
        AN_PC: expect.any(Number),
        AN_timestamp: { date: expect.any(String) },
      });
    }
    // The series grows: the last weight is above the birth weight.
    expect(res.body.at(-1).AN_Peso).toBeGreaterThan(history.birthWeightG);
  });

  it('a visit id answers only that visit; an unknown visit none', async () => {
    const s = await as('trabajosocial');
    const all = (await get(s, `/anthropometry/${history.id}/all`)).body;
    const visitId = all[1].visitId;
    const one = await get(s, `/anthropometry/${history.id}/${visitId}`);
    expect(one.status).toBe(200);
    expect(one.body).toHaveLength(1);
    expect(one.body[0]).toEqual(all[1]);
    const none = await get(s, `/anthropometry/${history.id}/${uuid()}`);
    expect(none.body).toEqual([]);
  });

  it('the lateral panel has the birth data and the latest reading', async () => {
    const s = await as('psicologia');
    const all = (await get(s, `/anthropometry/${history.id}/all`)).body;
    const res = await get(s, `/anthropometry/${history.id}/all/lateral`);
    expect(res.status).toBe(200);
    const latest = all.at(-1);
    expect(res.body).toMatchObject({
      birthWeight: history.birthWeightG,
      birthDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      fortyWeeks: expect.any(String),
      peso: latest.AN_Peso,
      talla: latest.AN_Talla,
      perimetroCefalico: latest.AN_PC,
      date: latest.AN_timestamp.date,
    });
    expect(res.body.fortyWeeksDate).toBe(res.body.fortyWeeks);
    // 40 weeks come after birth for a 32-week baby.
    expect(res.body.fortyWeeks > res.body.birthDate).toBe(true);
    const empty = await get(s, `/anthropometry/${history.id}/${uuid()}/lateral`);
    expect(empty.body).toMatchObject({
      birthWeight: history.birthWeightG,
      peso: null,
      talla: null,
      date: null,
    });
  });

  it('refuses a history of another site (403), an unknown one (404), a bad visit id (400), no token (401)', async () => {
    const s = await as('trabajosocial');
    const other = await get(s, `/anthropometry/${fixtures.medellin.id}/all`);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(OTHER_SITE);
    expect((await get(s, `/anthropometry/${fixtures.medellin.id}/all/lateral`)).status).toBe(403);
    expect((await get(s, `/anthropometry/${uuid()}/all`)).status).toBe(404);
    expect((await get(s, `/anthropometry/${history.id}/${encodeURIComponent('a b')}`)).status).toBe(400);
    const anonymous = await get(null, `/anthropometry/${history.id}/all`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(UNAUTHENTICATED);
  });
});
