/**
 * Error answers: unknown routes 404 JSON, malformed JSON 400, schema 400 with Spanish field messages,
 * never a 500 for a client's mistake, and no partial write after a 400.
 */
import { describe, expect, it } from 'vitest';
import { as, baseUrl, call, get, post, signatureOf } from './support/api';
import {
  developmentControlCommit,
  developmentControlStage,
  documentKinds,
  histories,
  t,
  uuid,
} from './support/bodies';

const historyId = histories.documents.id;

describe('unknown routes', () => {
  it('answer 404 JSON with a Spanish message', async () => {
    const s = await as('psicologia');
    const res = await get(s, '/no-existe');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toEqual({ message: 'Ruta no encontrada: GET /v1/no-existe' });
    const write = await post(s, '/development-control/publish', {});
    expect(write.status).toBe(404);
    expect(write.body.message).toBe('Ruta no encontrada: POST /v1/development-control/publish');
  });

  it('without a session an unknown /v1 route answers 401 JSON (authentication comes first)', async () => {
    const res = await get(null, '/no-existe');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe('malformed bodies', () => {
  it('malformed JSON answers 400 with a Spanish message', async () => {
    const s = await as('psicologia');
    const res = await call(s, 'POST', '/development-control/stage', { rawBody: '{"historyId": "abc",' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('El cuerpo de la petición no es JSON válido');
  });

  it('a body that is not an object answers 400, never 500', async () => {
    const s = await as('trabajosocial');
    for (const rawBody of ['[]', '"texto"', '42', 'null', 'true']) {
      const res = await call(s, 'POST', '/home-visit/stage', { rawBody });
      expect(res.status, rawBody).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it('schema errors answer 400 with { message, errors: { path: Spanish message } }', async () => {
    const s = await as('psicologia');
    const res = await post(s, '/development-control/stage', {
      historyId,
      initialObservation: 'x'.repeat(601),
      followUp: 'y'.repeat(201),
      graduated: 'sí',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      initialObservation: 'The maximum length allowed is 600',
      followUp: t.maxLength(200),
      graduated: t.invalidType,
    });
    expect(res.body.message).toMatch(/^Datos no válidos \(/);
  });

  it('a commit lists every missing field with its own message', async () => {
    const s = await as('psicologia');
    const res = await post(s, '/development-control/commit', { historyId, signature: signatureOf(s) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      initialObservation: t.required,
      interventionEvolution: t.required,
      followUp: t.required,
      primaryDiagnosis: t.required,
      graduated: t.selectOption,
      needsTherapy: t.selectOption,
    });
  });

  it('a missing required field of the shared calls says "Este valor es obligatorio" too', async () => {
    const s = await as('psicologia');
    const log = await post(s, '/activity-log', {});
    const report = await post(s, '/analytics/rips-raw/generate-rips-bai-report', { iniDate: '2025-01-01' });
    const login = await fetch(`${baseUrl()}/v1/auth/login-username`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'canguro' }),
    });
    expect([log.status, report.status, login.status]).toEqual([400, 400, 400]);
    expect({
      'activity-log action': log.body.errors.action,
      'report endDate': report.body.errors.endDate,
      'login-username username': (await login.json()).errors.username,
    }).toEqual({
      'activity-log action': t.required,
      'report endDate': t.required,
      'login-username username': t.required,
    });
  });

  it('malformed ids in paths and bodies answer 400 "Identificador no válido"', async () => {
    const s = await as('psicologia');
    const path = await get(s, '/development-control/hc/no-es-un-uuid');
    expect(path.status).toBe(400);
    expect(path.body.errors.historyId).toBe(t.invalidId);
    const inBody = await post(s, '/development-control/stage', { historyId: 'no-es-un-uuid' });
    expect(inBody.status).toBe(400);
    expect(inBody.body.errors.historyId).toBe(t.invalidId);
  });
});

describe('never a 500 for a client mistake', () => {
  const junk: unknown[] = [
    {},
    { historyId: 123 },
    { historyId: uuid() },
    { historyId, version: 'uno' },
    { historyId, signature: 'firma' },
    { historyId, testResults: [{ uuid: 'x', score: 'alto' }] },
    { historyId, rooms: 'dos' },
    { historyId, referralIn: [1, 2] },
    { historyId, ['__proto__']: { admin: true } },
    { historyId, nested: { deep: { deeper: [null, {}, []] } } },
  ];

  it.each(documentKinds.map((k) => [k.kind, k.writer]))('%s stage/commit/discard', async (kind, writer) => {
    const s = await as(writer);
    for (const action of ['stage', 'commit', 'discard']) {
      for (const body of junk) {
        const res = await post(s, `/${kind}/${action}`, body);
        expect(res.status, `${action} ${JSON.stringify(body)}`).toBeLessThan(500);
        if (res.status >= 400) expect(res.body.message).toEqual(expect.any(String));
      }
    }
  });

  it('rows, activities, exams, postponed, report, register', async () => {
    const social = await as('trabajosocial');
    const psychology = await as('psicologia');
    const admin = await as('admin');
    const writes: [typeof social, string, string][] = [
      [social, 'POST', `/family-composition/hc/${historyId}`],
      [social, 'PUT', `/family-composition/hc/${historyId}/${uuid()}`],
      [social, 'PUT', `/external-network-report/${uuid()}`],
      [social, 'PUT', `/subsidy/${uuid()}/hc/${historyId}`],
      [social, 'POST', `/psychosocial-risk/hc/${historyId}`],
      [social, 'POST', `/social-work-activity/hc/${historyId}`],
      [social, 'PUT', `/social-work-activity/${uuid()}/${uuid()}`],
      [psychology, 'POST', '/bayley'],
      [psychology, 'PUT', `/bayley/${uuid()}`],
      [psychology, 'POST', '/griffiths'],
      [psychology, 'POST', '/postponed-bayley'],
      [psychology, 'POST', '/analytics/rips-raw/generate-rips-bai-report'],
      [admin, 'POST', '/auth/register'],
      [admin, 'POST', '/activity-log'],
    ];
    for (const [s, method, path] of writes) {
      for (const body of junk) {
        const res = await call(s, method, path, { body });
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
  });

  it('register with a site named twice answers 201 or 400, not 500', async () => {
    const admin = await as('admin');
    const username = `doble.${uuid().slice(0, 6)}`;
    const res = await post(admin, '/auth/register', {
      email: `${username}@canguro.demo`,
      name: 'Sede Doble',
      username,
      password: 'clave-segura-1',
      rol: 'nurse',
      sede: [1, 1],
    });
    expect(res.status).toBeLessThan(500);
    if (res.status === 201) expect(res.body.user.sede.map((x: { id: number }) => x.id)).toEqual([1]);
  });

  it('odd report dates answer 200 or 400, not 500', async () => {
    const s = await as('psicologia');
    for (const [iniDate, endDate] of [
      ['2025-02-30', '2025-03-05'],
      ['0000-01-01', '2025-01-01'],
      ['0099-05-05', '0099-05-06'],
      ['1500-01-01T00:00:00Z', '1500-01-02T00:00:00Z'],
      ['2025-01-01', '9999-12-31'],
    ]) {
      const res = await post(s, '/analytics/rips-raw/generate-rips-bai-report', { iniDate, endDate });
      expect(res.status, `${iniDate} ${endDate}`).toBeLessThan(500);
    }
  });

  it('odd queries answer 400, not 500', async () => {
    const s = await as('psicologia');
    for (const path of [
      '/cie10?limit=0',
      '/cie10?limit=-1',
      `/cie10?search=${'z'.repeat(101)}`,
      '/bayley/new?historyId=x&date=y',
      `/postponed-bayley/is-postponed?historyId=${historyId}&date=hoy&timeZone=UTC`,
      `/postponed-bayley/is-postponed?historyId=${historyId}`,
      '/users/name?name=' + 'n'.repeat(101),
      '/hc/list?sites=1;2',
    ]) {
      const res = await get(s, path);
      expect(res.status, path).toBe(400);
    }
    // Wildcards and quotes are plain text in searches.
    for (const path of ['/cie10?search=%27%3B--', '/users/name?name=%25', "/hc/list?search=o'brien"]) {
      expect((await get(s, path)).status, path).toBe(200);
    }
  });
});

describe('no partial write after a 400', () => {
  it('a refused commit leaves the draft as it was', async () => {
    const s = await as('psicologia');
    const marker = uuid();
    const draft = await post(s, '/development-control/stage', developmentControlStage(historyId, marker));
    const id = draft.body.id;
    const refused = await post(s, '/development-control/commit', {
      ...developmentControlCommit(s, historyId),
      developmentControlId: id,
      followUp: 'z'.repeat(201),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ followUp: t.maxLength(200) });
    const list = await get(s, `/development-control/hc/${historyId}`);
    const stored = list.body.find((d: { id: string }) => d.id === id);
    expect(stored).toMatchObject({
      status: 'draft',
      version: 1,
      initialObservation: `Observación ${marker}`,
    });
    expect(stored.followUp).toBeUndefined();
  });

  it('a refused register creates no user', async () => {
    const admin = await as('admin');
    const username = `sin.clave.${uuid().slice(0, 6)}`;
    const res = await post(admin, '/auth/register', {
      email: `${username}@canguro.demo`,
      name: 'Sin Clave',
      username,
      password: 'corta',
      rol: 'nurse',
      sede: [1],
    });
    expect(res.status).toBe(400);
    const found = await get(admin, `/users/name?name=${encodeURIComponent('Sin Clave')}`);
    expect(found.body).toEqual([]);
  });
});
