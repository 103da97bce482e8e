/**
 * The shared calls of spec 000 §7: parameters and catalogues, history search and record, social-work basic
 * data, users, CIE-10 and the activity log, with the site rule (psicologia: sites 1 and 2; trabajosocial:
 * sites 1 and 3).
 */
import { describe, expect, it } from 'vitest';
import { as, get, post } from './support/api';
import {
  FORBIDDEN,
  OTHER_SITE,
  UNAUTHENTICATED,
  anonymousXsrf,
  fixtures,
  histories,
  t,
  userId,
  uuid,
} from './support/bodies';

type Page = { results: Record<string, any>[]; totalPages: number; page: number; total: number };
const search = async (username: string, query: string) => {
  const res = await get<Page>(await as(username), `/hc/list${query}`);
  expect(res.status, query).toBe(200);
  return res.body;
};
const codes = (page: Page) => page.results.map((r) => r.EGNDT as string);

describe('GET /v1/parameters/name/{name}', () => {
  it('answers the feature flags as data.values', async () => {
    const res = await get(await as('secretaria'), '/parameters/name/Feature_Flags');
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe('Feature_Flags');
    expect(res.body.data.values).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'socialWork', value: expect.any(Boolean) })]),
    );
  });

  it.each(['Terapias', 'Parentescos', 'TiposSubsidio', 'EPS'])(
    'answers the catalogue %s as { id, name } items',
    async (name) => {
      const res = await get(await as('trabajosocial'), `/parameters/name/${name}`);
      expect(res.status).toBe(200);
      expect(res.body.data.values.length).toBeGreaterThan(0);
      for (const item of res.body.data.values) {
        expect(item).toMatchObject({ name: expect.any(String) });
        // EPS are known by their code (a text id), the other catalogues by a number.
        expect(typeof item.id).toBe(name === 'EPS' ? 'string' : 'number');
      }
      const ids = res.body.data.values.map((item: { id: unknown }) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    },
  );

  it('answers 404 for an unknown name and 400 for an invalid one', async () => {
    const s = await as('psicologia');
    const unknown = await get(s, '/parameters/name/NoExiste');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('NoExiste');
    const invalid = await get(s, `/parameters/name/${encodeURIComponent('a b;drop')}`);
    expect(invalid.status).toBe(400);
  });

  it('every role may read parameters; without a token 401', async () => {
    for (const username of ['facturacion', 'agendamiento', 'optometria']) {
      expect((await get(await as(username), '/parameters/name/Feature_Flags')).status, username).toBe(200);
    }
    const anonymous = await get(null, '/parameters/name/Feature_Flags');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(UNAUTHENTICATED);
  });
});

describe('GET /v1/hc/list', () => {
  it('finds by patient name, without accents or case', async () => {
    const page = await search('psicologia', `?search=${encodeURIComponent('salome ramirez')}`);
    expect(codes(page)).toContain(fixtures.underFortyWeeks.code);
    expect(page.results.find((r) => r.EGNDT === fixtures.underFortyWeeks.code)).toMatchObject({
      id: fixtures.underFortyWeeks.id,
      Iden_Sede: 1,
      Iden_nombreCompletoPaciente: fixtures.underFortyWeeks.patientName,
      Iden_nombreCompletoMadre: fixtures.underFortyWeeks.motherName,
      Iden_DocumentoMadre: fixtures.underFortyWeeks.motherDocument,
    });
  });

  it("finds by the mother's document (both twins) and by code", async () => {
    const twins = await search('trabajosocial', `?search=${fixtures.twinA.motherDocument}`);
    expect(codes(twins)).toEqual(expect.arrayContaining([fixtures.twinA.code, fixtures.twinB.code]));
    const byCode = await search('psicologia', `?search=${fixtures.medellin.code}`);
    expect(codes(byCode)).toEqual([fixtures.medellin.code]);
    expect(byCode).toMatchObject({ total: 1, totalPages: 1, page: 1 });
  });

  it('pages by 20 with page and totalPages', async () => {
    const first = await search('psicologia', '');
    expect(first.page).toBe(1);
    expect(first.results.length).toBe(20);
    expect(first.totalPages).toBe(Math.ceil(first.total / 20));
    expect(first.totalPages).toBeGreaterThan(1);
    const second = await search('psicologia', '?page=2');
    expect(second.page).toBe(2);
    expect(second.total).toBe(first.total);
    const overlap = second.results.filter((r) => first.results.some((f) => f.id === r.id));
    expect(overlap).toEqual([]);
    const beyond = await search('psicologia', `?page=${first.totalPages + 1}`);
    expect(beyond.results).toEqual([]);
  });

  it("shows only the user's sites", async () => {
    const psychology = await search('psicologia', '');
    expect(psychology.results.every((r) => [1, 2].includes(r.Iden_Sede))).toBe(true);
    const social = await search('trabajosocial', '');
    expect(social.results.every((r) => [1, 3].includes(r.Iden_Sede))).toBe(true);
    // San Jose (site 3) exists for trabajosocial, not for psicologia.
    expect(codes(await search('trabajosocial', `?search=${fixtures.sanJose.code}`))).toEqual([
      fixtures.sanJose.code,
    ]);
    expect((await search('psicologia', `?search=${fixtures.sanJose.code}`)).total).toBe(0);
    expect((await search('trabajosocial', `?search=${fixtures.medellin.code}`)).total).toBe(0);
  });

  it("filters by sites, never beyond the user's", async () => {
    const site2 = await search('psicologia', '?sites=2');
    expect(site2.total).toBeGreaterThan(0);
    expect(site2.results.every((r) => r.Iden_Sede === 2)).toBe(true);
    const all = await search('psicologia', '?sites=1,2');
    const onlyOne = await search('psicologia', '?sites=1');
    expect(onlyOne.total + site2.total).toBe(all.total);
    // Site 3 is not psicologia's: asking for it finds nothing.
    expect((await search('psicologia', '?sites=3')).total).toBe(0);
    expect((await search('psicologia', '?sites=2,3')).total).toBe(site2.total);
  });

  it('refuses invalid queries (400), not 500', async () => {
    const s = await as('psicologia');
    for (const query of ['?page=0', '?page=abc', '?sites=uno', `?search=${'x'.repeat(101)}`]) {
      const res = await get(s, `/hc/list${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.errors).toBeDefined();
    }
    const long = await get(s, `/hc/list?search=${'x'.repeat(101)}`);
    expect(long.body.errors.search).toBe(t.maxLength(100));
  });

  it('a search with LIKE wildcards matches them literally', async () => {
    expect((await search('psicologia', `?search=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await search('psicologia', `?search=${encodeURIComponent('_')}`)).total).toBe(0);
  });
});

describe('GET /v1/hc/{id}', () => {
  it("answers the record of a history of the user's sites", async () => {
    const res = await get(await as('psicologia'), `/hc/${fixtures.medellin.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: fixtures.medellin.id,
      EGNDT: fixtures.medellin.code,
      Iden_Sede: 2,
      Iden_nombreCompletoPaciente: fixtures.medellin.patientName,
    });
    expect(res.body.Pediatria.ExamenInicialPediatria.EIP_PesoAlNacer).toBe(fixtures.medellin.birthWeightG);
  });

  it('answers 403 for a history of another site, 404 for an unknown id, 400 for a malformed one', async () => {
    const social = await as('trabajosocial');
    const other = await get(social, `/hc/${fixtures.medellin.id}`);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(OTHER_SITE);
    const unknown = await get(social, `/hc/${uuid()}`);
    expect(unknown.status).toBe(404);
    const malformed = await get(social, '/hc/123');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.id).toBe(t.invalidId);
  });
});

describe('GET /v1/hc/{id}/basic-data/social-work', () => {
  it('answers the basic-data panel', async () => {
    const res = await get(await as('trabajosocial'), `/hc/${fixtures.sanJose.id}/basic-data/social-work`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      motherName: fixtures.sanJose.motherName,
      motherDocument: fixtures.sanJose.motherDocument,
      patientName: fixtures.sanJose.patientName,
    });
    for (const key of [
      'motherBirthDate',
      'motherTelephone',
      'patientEPS',
      'motherAddressNeighborhoodLocality',
    ]) {
      expect(res.body).toHaveProperty(key);
    }
  });

  it('answers 403 for another site', async () => {
    const res = await get(await as('psicologia'), `/hc/${fixtures.sanJose.id}/basic-data/social-work`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(OTHER_SITE);
  });
});

describe('GET /v1/users/name and /v1/users/{id}', () => {
  it('finds users by a name fragment', async () => {
    const res = await get(await as('psicologia'), '/users/name?name=laura');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: userId('psicologia'), role: 'psychologist' })]),
    );
    for (const user of res.body) {
      expect(user.name.toLowerCase()).toContain('laura');
      expect(user).not.toHaveProperty('password_hash');
    }
  });

  it('filters by roles', async () => {
    const s = await as('psicologia');
    const res = await get(s, '/users/name?roles=social-worker,pediatrician');
    expect(res.status).toBe(200);
    expect(res.body.map((u: { id: string }) => u.id)).toEqual(
      expect.arrayContaining([userId('trabajosocial'), userId('pediatria')]),
    );
    expect(res.body.every((u: { role: string }) => ['social-worker', 'pediatrician'].includes(u.role))).toBe(
      true,
    );
    const none = await get(s, '/users/name?name=laura&roles=social-worker');
    expect(none.body.some((u: { id: string }) => u.id === userId('psicologia'))).toBe(false);
  });

  it('answers at most `limit` users by name (1 to 2,000): a device downloads a referral area whole', async () => {
    const s = await as('psicologia');
    const all = await get(s, '/users/name');
    const names = all.body.map((u: { name: string }) => u.name);
    const two = await get(s, '/users/name?limit=2');
    expect(two.status).toBe(200);
    expect(two.body.map((u: { name: string }) => u.name)).toEqual(names.slice(0, 2));
    expect((await get(s, '/users/name?limit=2000')).body).toHaveLength(names.length);
    for (const limit of ['0', '2001', 'x']) {
      const refused = await get(s, `/users/name?limit=${limit}`);
      expect(refused.status, limit).toBe(400);
    }
  });

  it('finds names with accents, typed with or without them', async () => {
    const s = await as('psicologia');
    // Gloria Inés Patiño Ruiz (secretaria), Andrea Milena Castañeda Rojas (trabajosocial).
    for (const name of ['Patiño', 'patino', 'Inés', 'castaneda']) {
      const res = await get(s, `/users/name?name=${encodeURIComponent(name)}`);
      expect(res.status).toBe(200);
      const ids = res.body.map((u: { id: string }) => u.id);
      expect(ids.includes(userId('secretaria')) || ids.includes(userId('trabajosocial')), name).toBe(true);
    }
  });

  it('answers one user by id; 404 unknown; 400 malformed', async () => {
    const s = await as('trabajosocial');
    const res = await get(s, `/users/${userId('psicologia')}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: userId('psicologia'),
      name: 'Laura Camila Restrepo Gómez',
      email: 'psicologia@canguro.demo',
      role: 'psychologist',
      numeroRegistro: 'TP 157843',
      especialidad: 'Psicología',
    });
    expect((await get(s, `/users/${uuid()}`)).status).toBe(404);
    expect((await get(s, '/users/abc')).status).toBe(400);
  });

  it('needs a session (401)', async () => {
    expect((await get(null, '/users/name?name=a')).status).toBe(401);
  });
});

describe('GET /v1/cie10', () => {
  it('finds by code: the exact code first, with the most points', async () => {
    const res = await get(await as('psicologia'), '/cie10?search=P07.3');
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toMatchObject({ code: 'P07.3', value: expect.any(String), points: 3 });
    const prefix = await get(await as('psicologia'), '/cie10?search=p07');
    expect(prefix.body.results.length).toBeGreaterThan(1);
    expect(prefix.body.results.every((r: { code: string }) => r.code.startsWith('P07'))).toBe(true);
  });

  it('finds by description, without accents', async () => {
    const res = await get(
      await as('psicologia'),
      `/cie10?search=${encodeURIComponent('peso extremadamente bajo')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { code: string }) => r.code)).toContain('P07.0');
    for (const term of ['recién nacidos pretérmino', 'RECIEN NACIDOS PRETERMINO']) {
      const accents = await get(await as('psicologia'), `/cie10?search=${encodeURIComponent(term)}`);
      expect(
        accents.body.results.map((r: { code: string }) => r.code),
        term,
      ).toContain('P07.3');
    }
  });

  it('answers at most 20 results, fewer when asked', async () => {
    const s = await as('psicologia');
    const all = await get(s, '/cie10?search=a');
    expect(all.body.results.length).toBe(20);
    const five = await get(s, '/cie10?search=a&limit=5');
    expect(five.body.results.length).toBe(5);
    const tooMany = await get(s, '/cie10?search=a&limit=21');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.limit).toBe(t.numberRange(1, 20));
  });

  it('is denied to a role without readCIE10 (facturacion: 403)', async () => {
    const res = await get(await as('facturacion'), '/cie10?search=P07');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(FORBIDDEN);
  });
});

describe('POST /v1/activity-log', () => {
  it('records an action (201 with its id)', async () => {
    const res = await post(await as('psicologia'), '/activity-log', {
      action: 'abrir-pestana-bayley',
      historyId: histories.documents.id,
      url: '/psicologia/historia',
    });
    expect(res.status).toBe(201);
    expect(String(res.body.id)).toMatch(/^\d+$/);
    const next = await post(await as('secretaria'), '/activity-log', { action: 'abrir-busqueda' });
    expect(next.status).toBe(201);
    expect(Number(next.body.id)).toBeGreaterThan(Number(res.body.id));
  });

  it('refuses a missing action (400) and an anonymous caller (401)', async () => {
    const res = await post(await as('psicologia'), '/activity-log', { url: '/x' });
    expect(res.status).toBe(400);
    // The Spanish text of a missing key is checked in errors.test.ts.
    expect(res.body.errors.action).toEqual(expect.any(String));
    expect((await post(null, '/activity-log', { action: 'x' }, anonymousXsrf)).status).toBe(401);
  });
});
