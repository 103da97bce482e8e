/**
 * /v1/auth (spec 000 §7): sign-in by e-mail or username, rotating refresh, logout, and register (admin);
 * beside register, the administrator's user management (docs/users.md).
 */
import { getCookie } from 'hono/cookie';
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  loginEmailBody,
  loginUsernameBody,
  logoutBody,
  passwordResetBody,
  refreshBody,
  registerBody,
} from '../../src/contract/auth';
import { hashPassword, verifyPassword } from '../auth/password';
import type { TokenService } from '../auth/tokens';
import { forbidden, HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { body, param } from '../http/validate';
import { id as uuid } from '../../src/contract/common';
import { policiesOf } from '../../src/contract/permissions';
import { userAccessBody, userActiveBody } from '../../src/contract/user-admin';
import { accountText } from '../../src/i18n/users';
import {
  findManagedUser,
  insertUser,
  listManagedUsers,
  listSites,
  setAccess,
  setActive,
  setPassword,
} from '../repositories/user-accounts';
import {
  findUserById,
  findUserByLogin,
  publicUser,
  toSessionUser,
  type UserRow,
} from '../repositories/users';
import { requirePolicy } from '../http/auth';
import { sessionText } from '../../src/i18n/platform';
import { respond } from '../http/write';
import { clearFailures, recordFailure, retryAfterSeconds } from '../auth/sign-in-throttle';
import { clientAddress } from '../http/client-address';

const wrongCredentials = () => new HttpError(401, sessionText.wrongCredentials);

/** Routes that need no access token. */
export function publicAuthRoutes(tokens: TokenService) {
  const app = new Hono<AppEnv>();

  const signIn = async (c: Context<AppEnv>, login: string, user: UserRow | null, password: string) => {
    const db = c.var.db;
    const account = login.trim().toLowerCase();
    const address = clientAddress(c);
    const wait = await retryAfterSeconds(db, account, address);
    if (wait > 0) {
      c.header('retry-after', String(wait));
      throw new HttpError(429, sessionText.tooManyAttempts(Math.ceil(wait / 60)));
    }
    // Verify against a dummy hash when the user is unknown so both cases take the same time.
    const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !ok) {
      await recordFailure(db, account, address);
      throw wrongCredentials();
    }
    // Said only to whoever knows the password: a deactivated user learns why, a guesser learns nothing.
    if (!user.active) throw forbidden(accountText.deactivated);
    await clearFailures(db, account);
    const issued = await db.transaction((tx) =>
      tokens.issue(tx, { id: user.id, role: user.role, sites: user.sites.map((s) => s.id) }),
    );
    return { user: toSessionUser(user), tokens: issued };
  };

  app.post('/login', async (c) => {
    const input = await body(c, loginEmailBody);
    return c.json(
      await signIn(c, input.email, await findUserByLogin(c.var.db, 'email', input.email), input.password),
    );
  });

  app.post('/login-username', async (c) => {
    const input = await body(c, loginUsernameBody);
    return c.json(
      await signIn(
        c,
        input.username,
        await findUserByLogin(c.var.db, 'username', input.username),
        input.password,
      ),
    );
  });

  app.post('/refresh-tokens', async (c) => {
    const input = await body(c, refreshBody);
    const issued = await c.var.db.transaction(async (tx) => {
      const consumed = await tokens.consumeRefresh(tx, input.refreshToken);
      if (!consumed) return null;
      const user = await findUserById(tx, consumed.userId);
      if (!user?.active) return null;
      return tokens.issue(
        tx,
        { id: user.id, role: user.role, sites: user.sites.map((s) => s.id) },
        consumed.family,
      );
    });
    if (!issued) throw new HttpError(401, 'Token de actualización no válido');
    // The spec reads access.token at the top and keeps `tokens`; both are given.
    return c.json({ ...issued, tokens: issued });
  });

  app.post('/logout', async (c) => {
    const input = await body(c, logoutBody);
    const revoked = await c.var.db.transaction((tx) => tokens.revoke(tx, input.refreshToken));
    if (!revoked) throw new HttpError(404, 'Token de actualización no encontrado');
    return c.body(null, 204);
  });

  return app;
}

/** Routes that need a signed-in user. */
const DEVICE_SECRET_AFTER_SIGN_IN = 'El secreto del dispositivo solo se entrega al iniciar sesión';

/**
 * Test mode only: a browser test whose subject is not the sign-in asks, with this cookie, for a cheap
 * password verifier on its throwaway device (PBKDF2 600,000 rounds take seconds on a loaded CI machine).
 */
export const TEST_FAST_KEY_COOKIE = 'canguro-test-fast-key';
const TEST_PASSWORD_ROUNDS = 1000;

export function privateAuthRoutes() {
  const app = new Hono<AppEnv>();

  // The secret a device derives its data-key recovery key from (docs/offline-identity.md): only ever
  // given to the user it belongs to, in the minutes after a password sign-in (a refreshed or stolen token
  // gets nothing), never to an embedding system; with the one before it, after a password reset.
  app.get('/device-secret', async (c) => {
    const user = c.var.user;
    if (user.embedded || !user.freshSignIn) throw forbidden(DEVICE_SECRET_AFTER_SIGN_IN);
    await c.var.db.query(`update users set device_secret = $2 where id = $1 and device_secret is null`, [
      user.id,
      randomBytes(32).toString('base64'),
    ]);
    const [row] = await c.var.db.query<{ device_secret: string; previous_device_secret: string | null }>(
      `select device_secret, previous_device_secret from users where id = $1`,
      [user.id],
    );
    c.header('cache-control', 'no-store');
    const fastKey = c.var.config.testMode && getCookie(c, TEST_FAST_KEY_COOKIE) === '1';
    return c.json({
      secret: row!.device_secret,
      previous: row!.previous_device_secret,
      ...(fastKey && { passwordRounds: TEST_PASSWORD_ROUNDS }),
    });
  });

  // An administrator sets a user's password; the user's refresh tokens are revoked with it, and the device
  // secret rotates (the previous one kept, so the user's devices recover their data at the next sign-in).
  app.put('/users/:id/password', requirePolicy('writeUsers'), async (c) => {
    const input = await body(c, passwordResetBody);
    const hash = await hashPassword(input.password);
    const id = param(c, 'id', uuid());
    return respond(c, 200, async (tx) => {
      if (!(await setPassword(tx, id, hash))) throw notFound(accountText.notFound);
      return { id };
    });
  });

  app.post('/register', requirePolicy('writeUsers'), async (c) => {
    const input = await body(c, registerBody);
    const hash = await hashPassword(input.password);
    return respond(c, 201, async (tx) => {
      const id = await insertUser(tx, {
        email: input.email,
        username: input.username,
        name: input.name,
        role: input.rol,
        sites: input.sede,
        passwordHash: hash,
        numeroRegistro: input.numeroRegistro,
        especialidad: input.especialidad,
      });
      const row = await findUserById(tx, id);
      return { user: { ...publicUser(row!), username: input.username, sede: row!.sites } };
    });
  });

  // User management (docs/users.md): the list, role and sites, deactivation. An administrator cannot
  // deactivate themselves nor drop their own writeUsers, which would leave nobody to undo it.
  app.get('/users', requirePolicy('writeUsers'), async (c) =>
    c.json({ users: await listManagedUsers(c.var.db), sites: await listSites(c.var.db) }),
  );

  app.put('/users/:id/access', requirePolicy('writeUsers'), async (c) => {
    const input = await body(c, userAccessBody);
    const id = param(c, 'id', uuid());
    if (id === c.var.user.id && !policiesOf(input.rol).has('writeUsers'))
      throw forbidden(accountText.notYourself);
    return respond(c, 200, async (tx) => {
      if (!(await setAccess(tx, id, { role: input.rol, sites: input.sede })))
        throw notFound(accountText.notFound);
      return { user: await findManagedUser(tx, id) };
    });
  });

  app.put('/users/:id/active', requirePolicy('writeUsers'), async (c) => {
    const input = await body(c, userActiveBody);
    const id = param(c, 'id', uuid());
    if (id === c.var.user.id && !input.active) throw forbidden(accountText.notYourself);
    return respond(c, 200, async (tx) => {
      if (!(await setActive(tx, id, input.active))) throw notFound(accountText.notFound);
      return { user: await findManagedUser(tx, id) };
    });
  });
  return app;
}

const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
