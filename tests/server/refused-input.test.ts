/**
 * Input the server used to accept and then ignore (docs/api.md "Bad input"): an array where an object goes
 * (the Bayley observations, the family control's referrals, the evolution's referral, a room) and texts of
 * unbounded length in a new user. Each is refused with 400 and a Spanish message, and nothing is written.
 */
import { describe, expect, it } from 'vitest';
import {
  completeBayley,
  completeEvolution,
  completeFamilyControl,
  completeHomeVisit,
} from '../fixtures/bodies';
import { as, get, post, signatureOf, type Session } from './support/api';
import { histories, t, uuid } from './support/bodies';

const historyId = histories.documents.id;
const INVALID_TYPE = t.invalidType;

/** The documents of a kind on the fixture history, as a string to compare before and after. */
const listed = async (s: Session, kind: string) =>
  JSON.stringify((await get(s, `/${kind}/hc/${historyId}`)).body);

/** A 400 whose message is Spanish and whose errors name `field` with the wrong-type message. */
function expectRefused(res: { status: number; body: any }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.message).toBe(`Datos no válidos (${field}: ${INVALID_TYPE})`);
  expect(res.body.errors).toMatchObject({ [field]: INVALID_TYPE });
}

describe('an array where an object goes', () => {
  it('Bayley observations: refused in a stage, a commit and a new column', async () => {
    const s = await as('psicologia');
    const before = await listed(s, 'bayley');
    const signature = signatureOf(s);
    expectRefused(await post(s, '/bayley/stage', { historyId, observations: [] }), 'observations');
    expectRefused(
      await post(s, '/bayley/commit', { historyId, signature, ...completeBayley(), observations: [{}] }),
      'observations',
    );
    const { patientAgeDays, testResults } = completeBayley();
    expectRefused(
      await post(s, '/bayley', { historyId, signature, patientAgeDays, testResults, observations: [] }),
      'observations',
    );
    expect(await listed(s, 'bayley')).toBe(before);
  });

  it("the family control's referrals: refused in a stage and in a commit", async () => {
    const s = await as('psicologia');
    const before = await listed(s, 'family-control');
    for (const field of ['referralIn', 'referralOutSpecialist', 'referralOutInstitution']) {
      expectRefused(await post(s, '/family-control/stage', { historyId, [field]: [] }), field);
      expectRefused(
        await post(s, '/family-control/commit', {
          historyId,
          signature: signatureOf(s),
          ...completeFamilyControl(),
          [field]: [{ area: [2] }],
        }),
        field,
      );
    }
    expect(await listed(s, 'family-control')).toBe(before);
  });

  it("the evolution's referral: refused in a stage and in a commit", async () => {
    const s = await as('trabajosocial');
    const before = await listed(s, 'social-work-evolution');
    expectRefused(
      await post(s, '/social-work-evolution/stage', { historyId, referralOutSpecialist: [] }),
      'referralOutSpecialist',
    );
    expectRefused(
      await post(s, '/social-work-evolution/commit', {
        historyId,
        signature: signatureOf(s),
        ...completeEvolution(),
        referralOutSpecialist: ['Psiquiatría'],
      }),
      'referralOutSpecialist',
    );
    expect(await listed(s, 'social-work-evolution')).toBe(before);
  });

  it('a room of the home visit: refused in a stage and in a commit', async () => {
    const s = await as('trabajosocial');
    const before = await listed(s, 'home-visit');
    expectRefused(await post(s, '/home-visit/stage', { historyId, rooms: [[]] }), 'rooms.0');
    expectRefused(
      await post(s, '/home-visit/commit', {
        historyId,
        signature: signatureOf(s),
        ...completeHomeVisit(),
        rooms: [['Alcoba', 2, 1]],
      }),
      'rooms.0',
    );
    expect(await listed(s, 'home-visit')).toBe(before);
  });
});

describe('register: every text has a maximum', () => {
  const newUser = () => {
    const tag = uuid().slice(0, 8);
    return {
      email: `limite.${tag}@canguro.demo`,
      name: `Usuario Límite ${tag}`,
      username: `limite.${tag}`,
      password: 'clave-segura-1',
      rol: 'psychologist',
      sede: [1],
    };
  };
  const MEGABYTE = 'a'.repeat(1024 * 1024);

  it.each([
    ['name', 200],
    ['username', 100],
    ['password', 200],
    ['numeroRegistro', 50],
    ['especialidad', 200],
  ])('%s beyond %i characters is refused (400, Spanish) and nobody is created', async (field, max) => {
    const admin = await as('admin');
    for (const text of ['b'.repeat(max + 1), MEGABYTE]) {
      const body = { ...newUser(), [field]: text };
      const res = await post(admin, '/auth/register', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        `Datos no válidos (${field}: El texto supera el máximo de ${max} caracteres)`,
      );
      expect(res.body.errors[field]).toBe(t.maxLength(max));
      const users = (await get(admin, '/auth/users')).body.users as { username: string }[];
      expect(users.some((user) => user.username === body.username)).toBe(false);
    }
    // At the maximum it is taken.
    const atMax = {
      ...newUser(),
      [field]: field === 'username' ? `u${uuid().slice(0, 8)}`.padEnd(max, 'x') : 'c'.repeat(max),
    };
    const res = await post(admin, '/auth/register', atMax);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('an e-mail beyond 254 characters is refused', async () => {
    const admin = await as('admin');
    const res = await post(admin, '/auth/register', {
      ...newUser(),
      email: `${'e'.repeat(250)}@canguro.demo`,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Datos no válidos (email: El texto supera el máximo de 254 caracteres)');
  });
});
