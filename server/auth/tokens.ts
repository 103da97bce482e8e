/**
 * Access and refresh tokens. Access tokens are short-lived HS256 JWTs naming the user (the request still
 * loads the user, so a role or site change applies at once) and the family of refresh tokens they were
 * issued with (`fam`): a logout, a reused refresh token or a password reset revokes the family, and its
 * access tokens stop working at once rather than when they expire. Refresh tokens are random, stored hashed,
 * single-use and rotating: using one issues the next and marks it used; presenting a used or revoked token
 * again revokes its whole family (spec 000 §7: a used refresh token is refused).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sign } from 'hono/jwt';
import * as v from 'valibot';
import type { Role } from '../../src/contract/permissions';
import type { Tokens } from '../../src/contract/auth';
import type { Config } from '../config';
import type { Database, Queryable } from '../db/database';
import { verifyHs256 } from './hs256';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const uuid = v.pipe(v.string(), v.regex(UUID));

/**
 * What a request's authentication reads of a verified access token (`issue` writes more: the role and
 * sites, which are read from the user's row instead). Other claims pass through unread.
 */
const accessClaims = v.looseObject({
  sub: uuid,
  /** The refresh-token family the token was issued with. */
  fam: uuid,
  exp: v.number(),
  /** When it was issued; with `pwd`, whether the sign-in is fresh. */
  iat: v.optional(v.number()),
  /** true on the access token a password sign-in answers (never on a refreshed one). */
  pwd: v.optional(v.unknown()),
});
type AccessClaims = v.InferOutput<typeof accessClaims>;

/**
 * A family of tokens is revoked once any of its refresh tokens is (a sign-out, a used token presented
 * again): the SQL condition, over the family's parameter, that the authentication of every request asks.
 */
export const familyRevokedSql = (family: string) =>
  `exists (select 1 from refresh_tokens where family = ${family} and revoked_at is not null)`;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function loadJwtSecret(db: Database, config: Config): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const [row] = await db.query<{ value: string }>(`select value from settings where key = 'jwt_secret'`);
  if (row) return row.value;
  const secret = randomBytes(48).toString('base64url');
  await db.query(`insert into settings (key, value) values ('jwt_secret', $1) on conflict (key) do nothing`, [
    secret,
  ]);
  const [stored] = await db.query<{ value: string }>(`select value from settings where key = 'jwt_secret'`);
  return stored?.value ?? secret;
}

export class TokenService {
  constructor(
    private readonly secret: string,
    private readonly config: Config,
  ) {}

  /** A new pair; a new family and the `pwd` mark for a sign-in, the family kept for a refresh. */
  async issue(
    tx: Queryable,
    user: { id: string; role: Role; sites: number[] },
    family: string | null = null,
  ): Promise<Tokens> {
    const signIn = family === null;
    family ??= randomUUID();
    const now = Math.floor(Date.now() / 1000);
    const exp = now + this.config.accessTokenTtlSeconds;
    const access = await sign(
      {
        sub: user.id,
        role: user.role,
        sites: user.sites,
        fam: family,
        ...(signIn && { pwd: true }),
        iat: now,
        exp,
      },
      this.secret,
      'HS256',
    );
    const refresh = randomBytes(32).toString('base64url');
    const refreshExpires = new Date((now + this.config.refreshTokenTtlSeconds) * 1000);
    await tx.query(
      `insert into refresh_tokens (token_hash, user_id, family, expires_at) values ($1, $2, $3, $4)`,
      [hashToken(refresh), user.id, family, refreshExpires],
    );
    return {
      access: { token: access, expires: new Date(exp * 1000).toISOString() },
      refresh: { token: refresh, expires: refreshExpires.toISOString() },
    };
  }

  /**
   * The claims of a valid access token; null otherwise. Beyond the signature and the expiry, the token must
   * carry an expiry at all (a signed token without `exp` would never expire), a user id that is a UUID
   * and its family (checked against revocation by `familyRevokedSql`, which needs the database).
   */
  verifyAccess(token: string): AccessClaims | null {
    const claims = v.safeParse(accessClaims, verifyHs256(token, this.secret));
    return claims.success ? claims.output : null;
  }

  /**
   * Consumes a refresh token: answers its user and family when it is valid and unused, and marks it used.
   * A token that was already used or revoked revokes its family and answers null.
   */
  async consumeRefresh(tx: Queryable, token: string): Promise<{ userId: string; family: string } | null> {
    const [row] = await tx.query<{
      user_id: string;
      family: string;
      used_at: Date | null;
      revoked_at: Date | null;
      expires_at: Date;
    }>(
      `select user_id, family, used_at, revoked_at, expires_at from refresh_tokens where token_hash = $1 for update`,
      [hashToken(token)],
    );
    if (!row) return null;
    if (row.used_at || row.revoked_at) {
      await this.revokeFamily(tx, row.family);
      return null;
    }
    if (new Date(row.expires_at).getTime() <= Date.now()) return null;
    await tx.query(`update refresh_tokens set used_at = now() where token_hash = $1`, [hashToken(token)]);
    return { userId: row.user_id, family: row.family };
  }

  async revoke(tx: Queryable, token: string): Promise<boolean> {
    const [row] = await tx.query<{ family: string }>(
      `select family from refresh_tokens where token_hash = $1`,
      [hashToken(token)],
    );
    if (!row) return false;
    await this.revokeFamily(tx, row.family);
    return true;
  }

  private async revokeFamily(tx: Queryable, family: string) {
    await tx.query(`update refresh_tokens set revoked_at = now() where family = $1 and revoked_at is null`, [
      family,
    ]);
  }
}
