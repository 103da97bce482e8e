/**
 * /v1/auth (spec 000 §7): sign-in by e-mail and username, rotating refresh with reuse detection, logout,
 * register (admin only), missing and garbage tokens, and access-token expiry on a second server whose
 * access tokens live one second.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { startServer } from '../../server/main';
import { as, baseUrl, get, login, post, put, type Session } from './support/api';
import { FORBIDDEN, UNAUTHENTICATED, anonymousXsrf, t, userId, uuid } from './support/bodies';

const json = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }).then(async (res) => ({
    status: res.status,
    body: (res.headers.get('content-type') ?? '').includes('json') ? await res.json() : null,
  }));

const auth = (path: string, body: unknown) => json(`${baseUrl()}/v1/auth/${path}`, body);
const refresh = (refreshToken: string) => auth('refresh-tokens', { refreshToken });
const me = (token: string) =>
  fetch(`${baseUrl()}/v1/users/${userId('psicologia')}`, { headers: { authorization: `Bearer ${token}` } });

describe('sign-in', () => {
  it('by e-mail answers tokens and the session user', async () => {
    const res = await auth('login', { email: 'psicologia@canguro.demo', password: 'canguro' });
    expect(res.status).toBe(200);
    expect(res.body.tokens.access.token).toEqual(expect.any(String));
    expect(res.body.tokens.refresh.token).toEqual(expect.any(String));
    expect(Date.parse(res.body.tokens.access.expires)).toBeGreaterThan(Date.now());
    expect(res.body.user).toMatchObject({
      id: userId('psicologia'),
      username: 'psicologia',
      email: 'psicologia@canguro.demo',
      role: 'psychologist',
      sede: [
        { id: 1, name: expect.any(String) },
        { id: 2, name: expect.any(String) },
      ],
    });
    expect(res.body.user.permissions.policies).toContain('writePsychology');
    expect(res.body.user.permissions.policies).not.toContain('writeSocialWork');
    expect(res.body.user.modulesAccess).toContain('psychology');
    expect(res.body.user).not.toHaveProperty('password_hash');
    expect((await me(res.body.tokens.access.token)).status).toBe(200);
  });

  it('by username (any case) answers the same user', async () => {
    const res = await auth('login-username', { username: 'TrabajoSocial', password: 'canguro' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ username: 'trabajosocial', role: 'social-worker' });
    expect(res.body.user.sede.map((s: { id: number }) => s.id)).toEqual([1, 3]);
  });

  it('refuses a wrong password and an unknown user alike (401)', async () => {
    const wrong = await auth('login-username', { username: 'psicologia', password: 'otra-clave' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Usuario o contraseña incorrectos');
    const unknown = await auth('login', { email: 'nadie@canguro.demo', password: 'canguro' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('refuses a malformed body (400 with field messages)', async () => {
    const res = await auth('login', { email: 'no-es-correo', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ email: t.invalidEmail, password: t.required });
    const bare = await auth('login-username', {});
    expect(bare.status).toBe(400);
    expect(bare.body.errors.username).toEqual(expect.any(String));
  });

  it('needs no XSRF token', async () => {
    // json() sends neither the XSRF cookie nor its header.
    expect((await auth('login-username', { username: 'admin', password: 'canguro' })).status).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotate: the new one works, the used one is refused, and reuse revokes the family', async () => {
    const s = await login('psicologia');
    const first = await refresh(s.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.access.token).toEqual(expect.any(String));
    expect(first.body.tokens.access.token).toBe(first.body.access.token);
    const second = first.body.tokens.refresh.token as string;
    expect(second).not.toBe(s.refreshToken);
    expect((await me(first.body.access.token)).status).toBe(200);

    const third = await refresh(second);
    expect(third.status).toBe(200);
    const latest = third.body.tokens.refresh.token as string;

    const reused = await refresh(s.refreshToken);
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe('Token de actualización no válido');
    // Reuse of a used token revokes the family: the latest token of the chain stops working too.
    expect((await refresh(latest)).status).toBe(401);
  });

  it('refuses an unknown token (401) and an empty one (400)', async () => {
    expect((await refresh('no-existe')).status).toBe(401);
    const empty = await refresh('');
    expect(empty.status).toBe(400);
    expect(empty.body.errors.refreshToken).toBe(t.required);
  });

  it('a reuse does not touch another session of the same user', async () => {
    const a = await login('psicologia');
    const b = await login('psicologia');
    const next = await refresh(a.refreshToken);
    expect(next.status).toBe(200);
    expect((await refresh(a.refreshToken)).status).toBe(401);
    expect((await refresh(b.refreshToken)).status).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the refresh token (204, then refresh 401)', async () => {
    const s = await login('trabajosocial');
    const out = await auth('logout', { refreshToken: s.refreshToken });
    expect(out.status).toBe(204);
    expect((await refresh(s.refreshToken)).status).toBe(401);
  });

  it("ends the session's access token at once, not when it expires", async () => {
    const s = await login('psicologia');
    const other = await login('psicologia');
    expect((await me(s.token)).status).toBe(200);
    expect((await auth('logout', { refreshToken: s.refreshToken })).status).toBe(204);
    expect((await me(s.token)).status).toBe(401);
    // Another session of the same user (another device) goes on.
    expect((await me(other.token)).status).toBe(200);
  });

  it('a reused refresh token revokes its family: the access tokens of the family stop working', async () => {
    const s = await login('psicologia');
    const rotated = await refresh(s.refreshToken);
    const access = rotated.body.tokens.access.token as string;
    expect((await me(access)).status).toBe(200);
    expect((await refresh(s.refreshToken)).status).toBe(401);
    expect((await me(access)).status).toBe(401);
  });

  it('revokes the whole chain: a token rotated before logout is refused too', async () => {
    const s = await login('trabajosocial');
    const rotated = await refresh(s.refreshToken);
    const current = rotated.body.tokens.refresh.token as string;
    expect((await auth('logout', { refreshToken: current })).status).toBe(204);
    expect((await refresh(current)).status).toBe(401);
  });

  it('answers 404 for an unknown token', async () => {
    const res = await auth('logout', { refreshToken: 'desconocido' });
    expect(res.status).toBe(404);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe('register', () => {
  const newUser = () => {
    const tag = uuid().slice(0, 8);
    return {
      email: `nuevo.${tag}@canguro.demo`,
      name: `Usuario Nuevo ${tag}`,
      username: `nuevo.${tag}`,
      password: 'clave-segura-1',
      rol: 'psychologist',
      sede: [2],
      numeroRegistro: 'TP 999',
      especialidad: 'Psicología',
    };
  };

  it('admin registers a user (201) who can then sign in with the given sites and role', async () => {
    const admin = await as('admin');
    const body = newUser();
    const res = await post(admin, '/auth/register', body);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      id: expect.any(String),
      email: body.email,
      name: body.name,
      username: body.username,
      role: 'psychologist',
      sede: [{ id: 2, name: expect.any(String) }],
    });
    expect(res.body.user).not.toHaveProperty('password');
    const s = await login(body.username, body.password);
    expect(s.user).toMatchObject({ role: 'psychologist', numeroRegistro: 'TP 999' });
    expect((s.user.sede as { id: number }[]).map((x) => x.id)).toEqual([2]);
    const byEmail = await auth('login', { email: body.email, password: body.password });
    expect(byEmail.status).toBe(200);
    // The new user sees users but not histories of site 1.
    const found = await get(s, `/users/${res.body.user.id}`);
    expect(found.status).toBe(200);
    expect(found.body.name).toBe(body.name);
  });

  it('is denied to anyone but admin (403)', async () => {
    for (const username of ['psicologia', 'trabajosocial', 'secretaria']) {
      const body = newUser();
      const res = await post(await as(username), '/auth/register', body);
      expect(res.status, username).toBe(403);
      expect(res.body.message).toBe(FORBIDDEN);
      expect(
        (await auth('login-username', { username: body.username, password: body.password })).status,
      ).toBe(401);
    }
  });

  it('refuses a duplicate e-mail or username (409)', async () => {
    const admin = await as('admin');
    const body = newUser();
    expect((await post(admin, '/auth/register', body)).status).toBe(201);
    const sameUsername = await post(admin, '/auth/register', {
      ...newUser(),
      username: body.username.toUpperCase(),
    });
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.body.message).toEqual(expect.any(String));
    const sameEmail = await post(admin, '/auth/register', { ...newUser(), email: body.email });
    expect(sameEmail.status).toBe(409);
    const demo = await post(admin, '/auth/register', { ...newUser(), username: 'psicologia' });
    expect(demo.status).toBe(409);
  });

  it('refuses a malformed body (400 with field messages) and creates nobody', async () => {
    const admin = await as('admin');
    const body = { ...newUser(), password: 'corta', rol: 'astronauta', sede: [7], email: 'x' };
    const res = await post(admin, '/auth/register', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      password: 'La contraseña debe tener al menos 8 caracteres',
      rol: 'Rol no válido',
      'sede.0': 'Sede no válida',
      email: t.invalidEmail,
    });
    const noName = await post(admin, '/auth/register', { ...newUser(), name: '  ' });
    expect(noName.status).toBe(400);
    expect(noName.body.errors.name).toBe(t.required);
    expect((await auth('login-username', { username: body.username, password: body.password })).status).toBe(
      401,
    );
  });
});

describe('access token', () => {
  it('is required: 401 without one, with a garbage one, or with a malformed header', async () => {
    const path = `/users/${userId('admin')}`;
    const none = await get(null, path);
    expect(none.status).toBe(401);
    expect(none.body.message).toBe(UNAUTHENTICATED);
    const garbage = { ...(await as('admin')), token: 'eyJhbGciOiJIUzI1NiJ9.basura.firma' } satisfies Session;
    expect((await get(garbage, path)).status).toBe(401);
    const notBearer = await get(null, path, { headers: { authorization: 'Basic YWRtaW46Y2FuZ3Vybw==' } });
    expect(notBearer.status).toBe(401);
    const write = await post(null, '/activity-log', { action: 'abrir' }, anonymousXsrf);
    expect(write.status).toBe(401);
  });

  it('signed with another secret is refused (401)', async () => {
    // A well-formed HS256 token for admin signed with a key the server does not know.
    const { sign } = await import('hono/jwt');
    const now = Math.floor(Date.now() / 1000);
    const token = await sign(
      { sub: userId('admin'), role: 'admin', sites: [1, 2, 3], iat: now, exp: now + 600 },
      'not-the-server-secret',
      'HS256',
    );
    const res = await get(null, `/users/${userId('admin')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(401);
  });
});

describe('access-token expiry (second server, 3 s tokens)', () => {
  const TTL_SECONDS = 3;
  let server: Awaited<ReturnType<typeof startServer>>;
  let dataDir: string;
  let startMs = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'canguro-expiry-'));
    const started = performance.now();
    server = await startServer({
      ...readConfig({}),
      // Always an embedded PGlite of its own, whatever DATABASE_URL the environment has.
      databaseUrl: undefined,
      port: 0,
      dataDir,
      testMode: true,
      accessTokenTtlSeconds: TTL_SECONDS,
    });
    startMs = Math.round(performance.now() - started);
    console.log(`Segundo servidor (migraciones y datos de demostración) listo en ${startMs} ms`);
  });

  afterAll(async () => {
    await server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * A token carries exp = (issue second) + TTL_SECONDS and is refused from that second on: it lives
   * between 2 and 3 s, long enough for its first use on a loaded machine (a sign-in's hashing there can
   * take seconds, so no sign-in can be timed to the start of a second), and is expired 3 s after its issue.
   */
  it('an expired access token answers 401; refresh gives one that works', async () => {
    expect(startMs).toBeLessThan(60_000);
    const signIn = await json(`${server.url}/v1/auth/login-username`, {
      username: 'psicologia',
      password: 'canguro',
    });
    expect(signIn.status).toBe(200);
    const path = `${server.url}/v1/users/${userId('psicologia')}`;
    const use = (token: string) => fetch(path, { headers: { authorization: `Bearer ${token}` } });
    expect((await use(signIn.body.tokens.access.token)).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, TTL_SECONDS * 1000 + 100));
    const expired = await use(signIn.body.tokens.access.token);
    expect(expired.status).toBe(401);
    expect((await expired.json()).message).toBe(UNAUTHENTICATED);

    const renewed = await json(`${server.url}/v1/auth/refresh-tokens`, {
      refreshToken: signIn.body.tokens.refresh.token,
    });
    expect(renewed.status).toBe(200);
    expect((await use(renewed.body.access.token)).status).toBe(200);
  });

  it('tokens of one server are not accepted by another (different secrets)', async () => {
    const s = await as('psicologia');
    const res = await fetch(`${server.url}/v1/users/${s.userId}`, {
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(res.status).toBe(401);
  });
});

describe('device secret and password reset (offline sign-in, docs/offline-identity.md)', () => {
  const register = async () => {
    const tag = uuid().slice(0, 8);
    const body = {
      email: `clave.${tag}@canguro.demo`,
      name: `Usuario Clave ${tag}`,
      username: `clave.${tag}`,
      password: 'clave-inicial-1',
      rol: 'psychologist',
      sede: [1],
    };
    const res = await post(await as('admin'), '/auth/register', body);
    expect(res.status).toBe(201);
    return { ...body, id: res.body.user.id as string };
  };

  it('gives each signed-in user one stable secret of their own, never to an anonymous caller', async () => {
    const ana = await login('psicologia');
    const first = await get(ana, '/auth/device-secret');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(first.body.secret, 'base64')).toHaveLength(32);
    expect((await get(await login('psicologia'), '/auth/device-secret')).body.secret).toBe(first.body.secret);
    const other = await get(await login('trabajosocial'), '/auth/device-secret');
    expect(other.body.secret).not.toBe(first.body.secret);
    expect(first.body.previous).toBeNull();
    expect((await get(null, '/auth/device-secret')).status).toBe(401);
  });

  it('names few PBKDF2 rounds only to a browser test that asks for them (test mode and its cookie)', async () => {
    const s = await login('psicologia');
    expect((await get(s, '/auth/device-secret')).body.passwordRounds).toBeUndefined();
    const asked = await get(s, '/auth/device-secret', {
      noXsrf: true,
      headers: { cookie: 'canguro-test-fast-key=1' },
    });
    expect(asked.body.passwordRounds).toBe(1000);
  });

  it('only a sign-in gets it: an access token from a refresh is refused (403)', async () => {
    const s = await login('psicologia');
    const rotated = await refresh(s.refreshToken);
    const refreshed = { ...s, token: rotated.body.tokens.access.token as string } satisfies Session;
    const res = await get(refreshed, '/auth/device-secret');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('El secreto del dispositivo solo se entrega al iniciar sesión');
  });

  it('lets an administrator set a password: the old one and the old sessions stop working', async () => {
    const user = await register();
    const before = await login(user.username, user.password);
    const secretBefore = (await get(before, '/auth/device-secret')).body.secret as string;
    const res = await put(await as('admin'), `/auth/users/${user.id}/password`, {
      password: 'clave-nueva-22',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: user.id });
    expect((await auth('login-username', { username: user.username, password: user.password })).status).toBe(
      401,
    );
    expect((await refresh(before.refreshToken)).status).toBe(401);
    // The old session's access token stops at once too: its refresh family was revoked.
    expect((await get(before, '/auth/device-secret')).status).toBe(401);
    const after = await login(user.username, 'clave-nueva-22');
    // The device secret rotates with the password; the one before is given beside it, so a device
    // recovers its key with it and rewraps it under the new one.
    const secrets = (await get(after, '/auth/device-secret')).body as { secret: string; previous: string };
    expect(secrets.secret).not.toBe(secretBefore);
    expect(Buffer.from(secrets.secret, 'base64')).toHaveLength(32);
    expect(secrets.previous).toBe(secretBefore);
  });

  it('is for administrators only, with the password rule and a known user', async () => {
    const user = await register();
    const denied = await put(await as('psicologia'), `/auth/users/${user.id}/password`, {
      password: 'x'.repeat(9),
    });
    expect(denied.status).toBe(403);
    const admin = await as('admin');
    const short = await put(admin, `/auth/users/${user.id}/password`, { password: 'corta' });
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toBe('La contraseña debe tener al menos 8 caracteres');
    expect((await put(admin, `/auth/users/${uuid()}/password`, { password: 'x'.repeat(9) })).status).toBe(
      404,
    );
  });
});
