/**
 * User management by an administrator (docs/users.md): the list, role and sites, deactivation and
 * reactivation, against the real server. A deactivated user cannot sign in, their sessions end at once,
 * and what they wrote stays with their signature.
 */
import { describe, expect, it } from 'vitest';
import { accountText } from '../../src/i18n/users';
import { as, baseUrl, get, login, post, put, type Session } from './support/api';
import { FORBIDDEN, developmentControlCommit, developmentControlsWith, userId, uuid } from './support/bodies';

const signIn = (username: string, password: string) =>
  fetch(`${baseUrl()}/v1/auth/login-username`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  }).then(async (res) => ({ status: res.status, body: await res.json() }));

const refresh = (refreshToken: string) =>
  fetch(`${baseUrl()}/v1/auth/refresh-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  }).then((res) => res.status);

async function register(rol = 'psychologist', sede = [1, 2]) {
  const tag = uuid().slice(0, 8);
  const body = {
    email: `gestion.${tag}@canguro.demo`,
    name: `Usuaria Gestión ${tag}`,
    username: `gestion.${tag}`,
    password: 'clave-gestion-1',
    rol,
    sede,
  };
  const res = await post(await as('admin'), '/auth/register', body);
  expect(res.status).toBe(201);
  return { ...body, id: res.body.user.id as string };
}

describe('GET /v1/auth/users', () => {
  it('lists every user with role, sites and state, and never a secret', async () => {
    const user = await register('nurse', [3]);
    const res = await get(await as('admin'), '/auth/users');
    expect(res.status).toBe(200);
    const users = res.body.users as Record<string, unknown>[];
    expect(users.find((u) => u.id === user.id)).toEqual({
      id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      role: 'nurse',
      sede: [{ id: 3, name: 'San Jose' }],
      active: true,
      numeroRegistro: null,
      especialidad: null,
    });
    expect(users.find((u) => u.id === userId('psicologia'))).toMatchObject({ role: 'psychologist' });
    expect(res.body.sites).toEqual([
      { id: 1, name: 'San Ignacio' },
      { id: 2, name: 'Medellín' },
      { id: 3, name: 'San Jose' },
    ]);
    for (const key of ['password_hash', 'passwordHash', 'device_secret', 'deviceSecret'])
      expect(JSON.stringify(users)).not.toContain(key);
  });

  it('is for writeUsers only (403 to anyone else)', async () => {
    for (const username of ['psicologia', 'calidad']) {
      const res = await get(await as(username), '/auth/users');
      expect(res.status, username).toBe(403);
      expect(res.body.message).toBe(FORBIDDEN);
    }
  });
});

describe('PUT /v1/auth/users/{id}/access', () => {
  it('replaces role and sites; the next request and sign-in carry them', async () => {
    const user = await register('psychologist', [1, 2]);
    const before = await login(user.username, user.password);
    expect((await get(before, '/development-control/hc/' + uuid())).status).not.toBe(403);
    const res = await put(await as('admin'), `/auth/users/${user.id}/access`, {
      rol: 'secretary',
      sede: [3],
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: 'secretary', sede: [{ id: 3, name: 'San Jose' }] });
    // Policies are read from the current role on every request: the open session loses them at once.
    expect((await get(before, '/development-control/hc/' + uuid())).status).toBe(403);
    const after = await login(user.username, user.password);
    expect(after.user).toMatchObject({ role: 'secretary', sede: [{ id: 3, name: 'San Jose' }] });
  });

  it('refuses an unknown role or site, an empty site list, and an unknown user', async () => {
    const admin = await as('admin');
    const user = await register();
    const bad = await put(admin, `/auth/users/${user.id}/access`, { rol: 'astronauta', sede: [9] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ rol: 'Rol no válido', 'sede.0': 'Sede no válida' });
    const none = await put(admin, `/auth/users/${user.id}/access`, { rol: 'nurse', sede: [] });
    expect(none.status).toBe(400);
    const unknown = await put(admin, `/auth/users/${uuid()}/access`, { rol: 'nurse', sede: [1] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(accountText.notFound);
    const denied = await put(await as('psicologia'), `/auth/users/${user.id}/access`, {
      rol: 'admin',
      sede: [1],
    });
    expect(denied.status).toBe(403);
    expect((await login(user.username, user.password)).user.role).toBe('psychologist');
  });

  it('does not let an administrator take writeUsers from themselves', async () => {
    const admin = await as('admin');
    const res = await put(admin, `/auth/users/${admin.userId}/access`, { rol: 'nurse', sede: [1] });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(accountText.notYourself);
    // Their sites they may change (here: the same three again).
    const same = await put(admin, `/auth/users/${admin.userId}/access`, { rol: 'admin', sede: [1, 2, 3] });
    expect(same.status).toBe(200);
  });
});

describe('PUT /v1/auth/users/{id}/active', () => {
  it('deactivates: no sign-in, the open session ends, what they wrote stays; reactivates', async () => {
    const admin = await as('admin');
    const user = await register('psychologist', [1, 2, 3]);
    const session = await login(user.username, user.password);
    const historyId = (await get(admin, '/hc/list?page=25')).body.results[0].id as string;
    const marker = uuid();
    const wrote = await post(
      session,
      '/development-control/commit',
      developmentControlCommit(session, historyId, marker),
    );
    expect(wrote.status).toBe(200);

    const off = await put(admin, `/auth/users/${user.id}/active`, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.user).toMatchObject({ id: user.id, active: false });
    const refused = await signIn(user.username, user.password);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(accountText.deactivated);
    // A wrong password says only what it says to anyone.
    expect((await signIn(user.username, 'otra-clave-9')).body.message).toBe(
      'Usuario o contraseña incorrectos',
    );
    expect((await get(session, `/users/${user.id}`)).status).toBe(401);
    expect(await refresh(session.refreshToken)).toBe(401);
    const kept = await developmentControlsWith(admin, historyId, marker);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ signature: { id: user.id, name: user.name } });
    // Their name still resolves for signatures and the referring-user search.
    expect((await get(admin, `/users/${user.id}`)).status).toBe(200);

    const on = await put(admin, `/auth/users/${user.id}/active`, { active: true });
    expect(on.body.user).toMatchObject({ active: true });
    const back: Session = await login(user.username, user.password);
    expect((await get(back, `/users/${user.id}`)).status).toBe(200);
  });

  it('does not let an administrator deactivate themselves; others may not at all', async () => {
    const admin = await as('admin');
    const self = await put(admin, `/auth/users/${admin.userId}/active`, { active: false });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(accountText.notYourself);
    expect((await signIn('admin', 'canguro')).status).toBe(200);
    const user = await register();
    const denied = await put(await as('trabajosocial'), `/auth/users/${user.id}/active`, { active: false });
    expect(denied.status).toBe(403);
    const bad = await put(admin, `/auth/users/${user.id}/active`, { active: 'no' });
    expect(bad.status).toBe(400);
    expect((await signIn(user.username, user.password)).status).toBe(200);
  });
});
