/**
 * Bayley and Griffiths beyond the document trio (spec 000 §7): parameters, new column, formatted table,
 * list, POST create and PUT update.
 */
import { describe, expect, it } from 'vitest';
import { bayleyParams } from '../../src/contract/bayley';
import { GRIFFITHS_ITEM_COUNT, griffithsParams } from '../../src/contract/griffiths';
import { loadTestParams } from '../../server/seed/test-params';
import { as, get, post, put, signatureOf, type Session } from './support/api';
import { bayleyObservations } from '../fixtures/bodies';
import {
  DOCUMENT_CHANGED,
  FORBIDDEN,
  OTHER_SITE,
  contractIssues,
  histories,
  t,
  uuid,
} from './support/bodies';

const historyId = histories.exams.id;

// The item uuids straight from the server's parameter files, so the writes do not depend on /params.
const bayleyItems = (loadTestParams('bayley') as { TestItems: { uuid: string; section: number }[] })
  .TestItems;
const griffithsItems = (loadTestParams('griffiths') as { TestItems: { uuid: string; section: number }[] })
  .TestItems;

const observations = bayleyObservations();

describe('GET params', () => {
  it('bayley: 6 sections of test items and the 5 observation questions, as the contract says', async () => {
    const res = await get(await as('psicologia'), '/bayley/params');
    expect(res.status).toBe(200);
    expect(contractIssues(bayleyParams, res.body)).toEqual([]);
    expect(new Set(res.body.TestItems.map((i: { section: number }) => i.section))).toEqual(
      new Set([1, 2, 3, 4, 5, 6]),
    );
    expect(res.body.TestObservations.map((o: { model: string }) => o.model).sort()).toEqual(
      [
        'canCaretakerComfortChild',
        'caretaker',
        'companion',
        'whereDoTheySleep',
        'whoDoTheyLookForComfort',
      ].sort(),
    );
  });

  it('griffiths: 225 items in 5 sections, AgeFromScore and 5 AgeFromScoreGroup, as the contract says', async () => {
    const res = await get(await as('psicologia'), '/griffiths/params');
    expect(res.status).toBe(200);
    expect(contractIssues(griffithsParams, res.body)).toEqual([]);
    expect(res.body.TestItems.length).toBe(GRIFFITHS_ITEM_COUNT);
    expect(new Set(res.body.TestItems.map((i: { section: number }) => i.section))).toEqual(
      new Set([1, 2, 3, 4, 5]),
    );
    expect(res.body.AgeFromScoreGroup.length).toBe(5);
    expect(res.body.AgeFromScore.length).toBeGreaterThan(0);
  });

  it('are readable by trabajosocial (readPsychology), denied to secretaria (403)', async () => {
    for (const exam of ['bayley', 'griffiths']) {
      expect((await get(await as('trabajosocial'), `/${exam}/params`)).status).toBe(200);
      const denied = await get(await as('secretaria'), `/${exam}/params`);
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe(FORBIDDEN);
    }
  });
});

describe('bayley', () => {
  const create = async () => {
    const s = await as('psicologia');
    return post(s, '/bayley', {
      historyId,
      signature: signatureOf(s),
      patientAgeDays: 200,
      testResults: [
        { uuid: bayleyItems[0]!.uuid, score: 2 },
        { uuid: bayleyItems[1]!.uuid, score: null },
      ],
      observations: { caretaker: [1] },
    });
  };
  const saved = (score: number) => bayleyItems.slice(0, 3).map((item) => ({ uuid: item.uuid, score }));
  /** A PUT body saving the column with every score at `score`. */
  const column = (s: Session, score: number) => ({
    signature: signatureOf(s),
    testResults: saved(score),
    observations,
  });

  it('POST creates a committed column for today (201) that the list shows', async () => {
    const s = await as('psicologia');
    const res = await create();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      historyId,
      status: 'committed',
      version: 1,
      patientAgeDays: 200,
      testResults: [
        { uuid: bayleyItems[0]!.uuid, score: 2 },
        { uuid: bayleyItems[1]!.uuid, score: null },
      ],
    });
    expect(res.body.bayleyId).toBe(res.body.id);
    expect(res.body.signature).toMatchObject({ id: s.userId, name: s.user.name });
    expect(Date.parse(res.body.date)).not.toBeNaN();
    const list = await get(s, `/bayley?historyId=${historyId}`);
    expect(list.status).toBe(200);
    expect(list.body.find((d: { id: string }) => d.id === res.body.id)).toMatchObject({
      patientAgeDays: 200,
    });
  });

  it('PUT saves the column (every score, observations) and bumps its version', async () => {
    const s = await as('psicologia');
    const id = (await create()).body.id;
    const res = await put(s, `/bayley/${id}`, column(s, 4));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      version: 2,
      status: 'committed',
      patientAgeDays: 200,
      observations,
    });
    expect(res.body.testResults).toEqual(saved(4));
  });

  it('PUT refuses an unscored item and a missing "other" text (400), and changes nothing', async () => {
    const s = await as('psicologia');
    const id = (await create()).body.id;
    const unscored = [...saved(1).slice(0, 2), { uuid: bayleyItems[2]!.uuid }];
    const res = await put(s, `/bayley/${id}`, { ...column(s, 1), testResults: unscored });
    expect(res.status).toBe(400);
    expect(res.body.errors['testResults.2.score']).toBe(t.required);
    const other = await put(s, `/bayley/${id}`, {
      ...column(s, 1),
      observations: { ...observations, caretaker: [6] },
    });
    expect(other.status).toBe(400);
    expect(other.body.errors['observations.otherCaretaker']).toBe(t.required);
    const list = await get(s, `/bayley?historyId=${historyId}`);
    expect(list.body.find((d: { id: string }) => d.id === id)).toMatchObject({ version: 1 });
  });

  it('PUT naming an older version answers 409 with the current version and writes nothing', async () => {
    const s = await as('psicologia');
    const id = (await create()).body.id;
    const current = await put(s, `/bayley/${id}`, { ...column(s, 4), version: 1 });
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ id, version: 2 });
    const stale = await put(s, `/bayley/${id}`, { ...column(s, 1), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: DOCUMENT_CHANGED, currentVersion: 2 });
    const list = await get(s, `/bayley?historyId=${historyId}`);
    const stored = list.body.find((d: { id: string }) => d.id === id);
    expect(stored).toMatchObject({ version: 2 });
    expect(stored.testResults).toEqual(saved(4));
  });

  it('PUT of an unknown exam answers 404; trabajosocial is denied POST and PUT (403)', async () => {
    const s = await as('psicologia');
    const missing = await put(s, `/bayley/${uuid()}`, column(s, 1));
    expect(missing.status).toBe(404);
    const social = await as('trabajosocial');
    const id = (await create()).body.id;
    const denied = await put(social, `/bayley/${id}`, column(social, 5));
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(FORBIDDEN);
    const deniedPost = await post(social, '/bayley', {
      historyId,
      signature: signatureOf(social),
      patientAgeDays: 1,
      testResults: [],
    });
    expect(deniedPost.status).toBe(403);
  });

  it('formatted-table has a column per exam with its scores', async () => {
    const s = await as('psicologia');
    const id = (await create()).body.id;
    const res = await get(s, `/bayley/formatted-table?historyId=${historyId}`);
    expect(res.status).toBe(200);
    expect(res.body.headers.find((h: { value: string }) => h.value === id)).toMatchObject({
      _id: id,
      age: 200,
    });
    expect(res.body.records.length).toBe(bayleyItems.length);
    const first = res.body.records.find((r: { uuid: string }) => r.uuid === bayleyItems[0]!.uuid);
    expect(first[id]).toBe(2);
    expect(res.body.observations.length).toBe(5);
  });

  it('new adds an empty column "new" for the date', async () => {
    const s = await as('psicologia');
    const res = await get(s, `/bayley/new?historyId=${historyId}&date=2026-01-15`);
    expect(res.status).toBe(200);
    const last = res.body.headers.at(-1);
    expect(last).toMatchObject({ value: 'new', _id: null, date: '2026-01-15' });
    expect(res.body.records.length).toBe(bayleyItems.length);
    expect(res.body.records.every((r: Record<string, unknown>) => r.new === null)).toBe(true);
  });

  it('refuses a history of another site (403) and a missing historyId (400)', async () => {
    const s = await as('psicologia');
    const other = await get(s, `/bayley/formatted-table?historyId=${histories.sanJose.id}`);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(OTHER_SITE);
    const missing = await get(s, '/bayley');
    expect(missing.status).toBe(400);
    expect(missing.body.errors.historyId).toEqual(expect.any(String));
    const badDate = await get(s, `/bayley/new?historyId=${historyId}&date=ayer`);
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors.date).toBe(t.invalidDate('ayer'));
  });
});

describe('griffiths', () => {
  const results = (isObserved: boolean | null) =>
    griffithsItems.slice(0, 4).map((item) => ({ uuid: item.uuid, section: item.section, isObserved }));
  /** A PUT body saving the column with every answer at `isObserved`. */
  const column = (s: Session, isObserved: boolean | null) => ({
    signature: signatureOf(s),
    testResults: results(isObserved),
  });
  const create = async (isObserved: boolean | null = true) => {
    const s = await as('psicologia');
    return post(s, '/griffiths', {
      historyId,
      signature: signatureOf(s),
      patientChronologicalAgeDays: 320,
      testResults: results(isObserved),
    });
  };

  it('POST creates a committed column (201) that the list shows', async () => {
    const s = await as('psicologia');
    const res = await create();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      griffithsId: res.body.id,
      status: 'committed',
      patientChronologicalAgeDays: 320,
      testResults: results(true),
    });
    const list = await get(s, `/griffiths?historyId=${historyId}`);
    expect(list.body.map((d: { id: string }) => d.id)).toContain(res.body.id);
  });

  it('PUT saves every answer; an unanswered item is refused (400)', async () => {
    const s = await as('psicologia');
    const id = (await create(null)).body.id;
    const ok = await put(s, `/griffiths/${id}`, column(s, false));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      id,
      version: 2,
      testResults: results(false),
      patientChronologicalAgeDays: 320,
    });
    const unanswered = await put(s, `/griffiths/${id}`, column(s, null));
    expect(unanswered.status).toBe(400);
    expect(unanswered.body.errors['testResults.0.isObserved']).toBe(t.selectOption);
  });

  it('PUT naming an older version answers 409 with the current version and writes nothing', async () => {
    const s = await as('psicologia');
    const id = (await create(null)).body.id;
    const current = await put(s, `/griffiths/${id}`, { ...column(s, true), version: 1 });
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ id, version: 2 });
    const stale = await put(s, `/griffiths/${id}`, { ...column(s, false), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: DOCUMENT_CHANGED, currentVersion: 2 });
    const list = await get(s, `/griffiths?historyId=${historyId}`);
    const stored = list.body.find((d: { id: string }) => d.id === id);
    expect(stored).toMatchObject({ version: 2, testResults: results(true) });
  });

  it('formatted-table shows the answers; new copies the previous column', async () => {
    const s = await as('psicologia');
    const id = (await create(true)).body.id;
    const table = await get(s, `/griffiths/formatted-table?historyId=${historyId}`);
    expect(table.status).toBe(200);
    expect(table.body.records.length).toBe(GRIFFITHS_ITEM_COUNT);
    expect(table.body.headers.find((h: { value: string }) => h.value === id)).toMatchObject({
      _id: id,
      chronologicalAge: 320,
    });
    const row = table.body.records.find((r: { uuid: string }) => r.uuid === griffithsItems[0]!.uuid);
    expect(row[id]).toBe(true);

    const fresh = await get(s, `/griffiths/new?historyId=${historyId}&date=2026-02-01`);
    expect(fresh.status).toBe(200);
    expect(fresh.body.notes).toEqual([]);
    expect(fresh.body.headers.at(-1)).toMatchObject({ value: 'new', _id: null });
    const copied = fresh.body.records.find((r: { uuid: string }) => r.uuid === griffithsItems[0]!.uuid);
    expect(copied.new).toBe(true);
  });

  it('trabajosocial is denied POST (403) and reads the list', async () => {
    const social = await as('trabajosocial');
    const res = await post(social, '/griffiths', {
      historyId,
      signature: signatureOf(social),
      patientChronologicalAgeDays: 10,
      testResults: [],
    });
    expect(res.status).toBe(403);
    expect((await get(social, `/griffiths?historyId=${historyId}`)).status).toBe(200);
  });
});
