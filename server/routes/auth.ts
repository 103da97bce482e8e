/**
 * /v1/auth (spec 000 §7): sign-in by e-mail or username, rotating refresh, logout, and register (admin).
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import {
  loginEmailBody,
  loginUsernameBody,
  logoutBody,
  refreshBody,
  registerBody,
} from '../../src/contract/auth';
import { hashPassword, verifyPassword } from '../auth/password';
import type { TokenService } from '../auth/tokens';
import { HttpError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { body } from '../http/validate';
import {
  findUserById,
  findUserByLogin,
  publicUser,
  toSessionUser,
  type UserRow,
} from '../repositories/users';
import { requirePolicy } from '../http/auth';
import { respond } from '../http/write';

const wrongCredentials = () => new HttpError(401, 'Usuario o contraseña incorrectos');

/** Routes that need no access token. */
export function publicAuthRoutes(tokens: TokenService) {
  const app = new Hono<AppEnv>();

  const signIn = async (db: AppEnv['Variables']['db'], user: UserRow | null, password: string) => {
    // Verify against a dummy hash when the user is unknown so both cases take the same time.
    const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !ok) throw wrongCredentials();
    const issued = await db.transaction((tx) =>
      tokens.issue(tx, { id: user.id, role: user.role, sites: user.sites.map((s) => s.id) }),
    );
    return { user: toSessionUser(user), tokens: issued };
  };

  app.post('/login', async (c) => {
    const input = await body(c, loginEmailBody);
    return c.json(
      await signIn(c.var.db, await findUserByLogin(c.var.db, 'email', input.email), input.password),
    );
  });

  app.post('/login-username', async (c) => {
    const input = await body(c, loginUsernameBody);
    return c.json(
      await signIn(c.var.db, await findUserByLogin(c.var.db, 'username', input.username), input.password),
    );
  });

  app.post('/refresh-tokens', async (c) => {
    const input = await body(c, refreshBody);
    const issued = await c.var.db.transaction(async (tx) => {
      const consumed = await tokens.consumeRefresh(tx, input.refreshToken);
      if (!consumed) return null;
      const user = await findUserById(tx, consumed.userId);
      if (!user) return null;
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
export function privateAuthRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/register', requirePolicy('writeUsers'), async (c) => {
    const input = await body(c, registerBody);
    const hash = await hashPassword(input.password);
    return respond(c, 201, async (tx) => {
      const taken = await tx.query(
        `select 1 from users where lower(email) = lower($1) or lower(username) = lower($2)`,
        [input.email, input.username],
      );
      if (taken.length) throw new HttpError(409, 'Ya existe un usuario con ese email o nombre de usuario');
      const id = randomUUID();
      await tx.query(
        `insert into users (id, email, username, name, password_hash, role, numero_registro, especialidad)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          id,
          input.email,
          input.username,
          input.name,
          hash,
          input.rol,
          input.numeroRegistro ?? null,
          input.especialidad ?? null,
        ],
      );
      for (const site of new Set(input.sede))
        await tx.query(`insert into user_sites (user_id, site_id) values ($1, $2)`, [id, site]);
      const row = await findUserById(tx, id);
      return { user: { ...publicUser(row!), username: input.username, sede: row!.sites } };
    });
  });
  return app;
}

const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
