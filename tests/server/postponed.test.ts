/**
 * Postponed Bayley and Griffiths (spec 000 §7 "Postponed exams"): POST a postponement, is-postponed for a
 * day in a time zone, the list, and DELETE ("Deshacer") for that day.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { postponedExam } from '../../src/contract/postponed';
import { as, del, get, post, signatureOf, type Session } from './support/api';
import { FORBIDDEN, OTHER_SITE, histories, t } from './support/bodies';

const historyId = histories.postponed.id;
const BOGOTA = 'America/Bogota';

describe.each(['postponed-bayley', 'postponed-griffiths'])('%s', (kind) => {
  // Each kind gets its own days so the two never see each other's postponements.
  const year = kind === 'postponed-bayley' ? 2031 : 2032;
  const query = (date: string, timeZone = BOGOTA, hid = historyId) =>
    `historyId=${hid}&date=${encodeURIComponent(date)}&timeZone=${encodeURIComponent(timeZone)}`;
  const isPostponed = async (s: Session, date: string, timeZone = BOGOTA) => {
    const res = await get(s, `/${kind}/is-postponed?${query(date, timeZone)}`);
    expect(res.status).toBe(200);
    return res.body as { result: boolean; motive: string | null };
  };
  const postpone = async (
    s: Session,
    createdAt: string,
    motive: string,
    extra: Record<string, unknown> = {},
  ) => post(s, `/${kind}`, { historyId, motive, signature: signatureOf(s), createdAt, ...extra });

  it('POST records the postponement (201); is-postponed answers it for that day in the time zone', async () => {
    const s = await as('psicologia');
    // 03:30 UTC on the 10th is 22:30 of the 9th in Bogotá.
    const createdAt = `${year}-03-10T03:30:00.000Z`;
    const res = await postpone(s, createdAt, 'La madre no trajo al bebé');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      historyId,
      motive: 'La madre no trajo al bebé',
      signature: { id: s.userId },
    });
    expect(await isPostponed(s, `${year}-03-09`)).toEqual({
      result: true,
      motive: 'La madre no trajo al bebé',
    });
    expect(await isPostponed(s, `${year}-03-10`)).toEqual({ result: false, motive: null });
    expect(await isPostponed(s, `${year}-03-10`, 'UTC')).toEqual({
      result: true,
      motive: 'La madre no trajo al bebé',
    });
    // An instant is read in the time zone too: 2031-03-09T20:00 in Bogotá.
    expect((await isPostponed(s, `${year}-03-10T01:00:00.000Z`)).result).toBe(true);
  });

  it('the list shows the postponement as the contract describes it', async () => {
    const s = await as('psicologia');
    const createdAt = `${year}-04-02T15:00:00.000Z`;
    const res = await postpone(s, createdAt, 'Bebé enfermo', { date: `${year}-04-02`, timeZone: BOGOTA });
    expect(res.status).toBe(201);
    const list = await get(s, `/${kind}/hc/${historyId}`);
    expect(list.status).toBe(200);
    const item = list.body.find((p: { id: string }) => p.id === res.body.id);
    expect(item).toMatchObject({ motive: 'Bebé enfermo', historyId });
    // The postponement keeps the moment the clinician made it and the day and zone the app sent (it may
    // reach the server later, from the outbox), in the POST answer and in the list.
    const sent = { createdAt, date: `${year}-04-02`, timeZone: BOGOTA };
    const pick = (x: Record<string, unknown>) => ({
      createdAt: x.createdAt,
      date: x.date,
      timeZone: x.timeZone,
    });
    expect({ answer: pick(res.body), listed: pick(item) }).toEqual({ answer: sent, listed: sent });
    const checked = v.safeParse(postponedExam, item);
    expect(checked.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`) ?? []).toEqual([]);
  });

  it('DELETE undoes the postponement of that day only', async () => {
    const s = await as('psicologia');
    await postpone(s, `${year}-05-20T14:00:00.000Z`, 'Primero');
    await postpone(s, `${year}-05-21T14:00:00.000Z`, 'Segundo');
    expect(await isPostponed(s, `${year}-05-20`)).toMatchObject({ result: true, motive: 'Primero' });
    const res = await del(s, `/${kind}?${query(`${year}-05-20`)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 1 });
    expect(await isPostponed(s, `${year}-05-20`)).toEqual({ result: false, motive: null });
    expect(await isPostponed(s, `${year}-05-21`)).toEqual({ result: true, motive: 'Segundo' });
    const again = await del(s, `/${kind}?${query(`${year}-05-20`)}`);
    expect(again.body).toEqual({ deleted: 0 });
  });

  it('is-postponed answers the latest motive of the day', async () => {
    const s = await as('psicologia');
    await postpone(s, `${year}-06-11T13:00:00.000Z`, 'Mañana');
    await postpone(s, `${year}-06-11T20:00:00.000Z`, 'Tarde');
    expect(await isPostponed(s, `${year}-06-11`)).toEqual({ result: true, motive: 'Tarde' });
  });

  it('refuses a missing motive or a bad time zone (400)', async () => {
    const s = await as('psicologia');
    const res = await postpone(s, `${year}-07-01T12:00:00.000Z`, '   ');
    expect(res.status).toBe(400);
    expect(res.body.errors.motive).toBe(t.required);
    const tooLong = await postpone(s, `${year}-07-01T12:00:00.000Z`, 'x'.repeat(501));
    expect(tooLong.body.errors.motive).toBe(t.maxLength(500));
    const zone = await get(s, `/${kind}/is-postponed?${query(`${year}-07-01`, 'Marte/Olympus')}`);
    expect(zone.status).toBe(400);
    expect(zone.body.errors.timeZone).toBe(t.invalidType);
    expect((await isPostponed(s, `${year}-07-01`)).result).toBe(false);
  });

  it('trabajosocial may read but not postpone or undo (403); secretaria may not read', async () => {
    const social = await as('trabajosocial');
    expect((await get(social, `/${kind}/is-postponed?${query(`${year}-03-09`)}`)).status).toBe(200);
    const denied = await postpone(social, `${year}-08-01T12:00:00.000Z`, 'No');
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(FORBIDDEN);
    const undo = await del(social, `/${kind}?${query(`${year}-03-09`)}`);
    expect(undo.status).toBe(403);
    expect((await isPostponed(await as('psicologia'), `${year}-03-09`)).result).toBe(true);
    const secretary = await get(await as('secretaria'), `/${kind}/hc/${historyId}`);
    expect(secretary.status).toBe(403);
  });

  it('refuses a history of another site (403)', async () => {
    const s = await as('psicologia');
    const res = await get(s, `/${kind}/is-postponed?${query(`${year}-03-09`, BOGOTA, histories.sanJose.id)}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(OTHER_SITE);
  });

  it('answers on the trailing-slash path of the spec ("POST .../", "DELETE .../")', async () => {
    const s = await as('psicologia');
    const res = await post(s, `/${kind}/`, {
      historyId,
      motive: 'Con barra final',
      signature: signatureOf(s),
      createdAt: `${year}-09-09T15:00:00.000Z`,
    });
    expect(res.status).toBe(201);
    const undo = await del(s, `/${kind}/?${query(`${year}-09-09`)}`);
    expect(undo.status).toBe(200);
  });
});
