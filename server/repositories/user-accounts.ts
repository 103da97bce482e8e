/**
 * Creating and managing user accounts: the one home of these rules for the administrator's routes
 * (server/routes/auth.ts) and for `npm run admin` (server/admin/cli.ts), so a user made either way is the
 * same user. Each function takes the transaction its caller opened; refusals are HttpErrors with the
 * Spanish message the route answers and the command prints.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '../../src/contract/permissions';
import type { ManagedUser } from '../../src/contract/user-admin';
import { accountText } from '../../src/i18n/users';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';

export interface NewUser {
  email: string;
  username: string;
  name: string;
  role: Role;
  sites: readonly number[];
  passwordHash: string;
  numeroRegistro?: string | null;
  especialidad?: string | null;
}

/** Of the given site ids, those the database does not know, in order. */
export async function unknownSites(db: Queryable, ids: readonly number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(`select id from sites where id = any($1::int[])`, [[...ids]]);
  const known = new Set(rows.map((r) => r.id));
  return [...new Set(ids)].filter((id) => !known.has(id));
}

/** Why a new user's username or e-mail cannot be used (compared without case), or null. */
export async function takenReason(
  db: Queryable,
  user: Pick<NewUser, 'email' | 'username'>,
): Promise<string | null> {
  const [row] = await db.query<{ username_taken: boolean; email_taken: boolean }>(
    `select bool_or(lower(username) = lower($2)) as username_taken, bool_or(lower(email) = lower($1)) as email_taken
     from users where lower(email) = lower($1) or lower(username) = lower($2)`,
    [user.email, user.username],
  );
  if (row?.username_taken) return accountText.usernameTaken(user.username);
  if (row?.email_taken) return accountText.emailTaken(user.email);
  return null;
}

/** Inserts a user with their sites; refuses a taken username or e-mail (409) or an unknown site (400). */
export async function insertUser(tx: Queryable, user: NewUser): Promise<string> {
  const taken = await takenReason(tx, user);
  if (taken) throw new HttpError(409, taken);
  await assertSitesExist(tx, user.sites);
  const id = randomUUID();
  await tx.query(
    `insert into users (id, email, username, name, password_hash, role, numero_registro, especialidad)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      user.email,
      user.username,
      user.name,
      user.passwordHash,
      user.role,
      user.numeroRegistro ?? null,
      user.especialidad ?? null,
    ],
  );
  await insertSites(tx, id, user.sites);
  return id;
}

async function assertSitesExist(tx: Queryable, sites: readonly number[]) {
  const unknown = await unknownSites(tx, sites);
  if (unknown.length) throw new HttpError(400, accountText.unknownSites(unknown));
}

async function insertSites(tx: Queryable, userId: string, sites: readonly number[]) {
  for (const site of new Set(sites))
    await tx.query(`insert into user_sites (user_id, site_id) values ($1, $2)`, [userId, site]);
}

/** Ends every session of the user: their refresh tokens, and with them their access tokens' families. */
export async function revokeSessions(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null`, [
    userId,
  ]);
}

/**
 * Sets a user's password (already hashed) and ends their sessions. The device secret rotates, the one
 * before it kept, so the user's devices recover their data at the next online sign-in
 * (docs/offline-identity.md). False when there is no such user.
 */
export async function setPassword(tx: Queryable, userId: string, passwordHash: string): Promise<boolean> {
  const updated = await tx.query(
    `update users set password_hash = $2, previous_device_secret = device_secret,
       device_secret = case when device_secret is null then null else $3 end
     where id = $1 returning id`,
    [userId, passwordHash, randomBytes(32).toString('base64')],
  );
  if (!updated.length) return false;
  await revokeSessions(tx, userId);
  return true;
}

/** Replaces a user's role and sites (read from the database on every request, so effective at once). */
export async function setAccess(
  tx: Queryable,
  userId: string,
  access: { role: Role; sites: readonly number[] },
): Promise<boolean> {
  const updated = await tx.query(`update users set role = $2 where id = $1 returning id`, [
    userId,
    access.role,
  ]);
  if (!updated.length) return false;
  await assertSitesExist(tx, access.sites);
  await tx.query(`delete from user_sites where user_id = $1`, [userId]);
  await insertSites(tx, userId, access.sites);
  return true;
}

/** Deactivates (ending every session) or reactivates a user; what they wrote stays theirs. */
export async function setActive(tx: Queryable, userId: string, active: boolean): Promise<boolean> {
  const updated = await tx.query(`update users set active = $2 where id = $1 returning id`, [userId, active]);
  if (!updated.length) return false;
  if (!active) await revokeSessions(tx, userId);
  return true;
}

export async function findUserIdByUsername(db: Queryable, username: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(`select id from users where lower(username) = lower($1)`, [
    username,
  ]);
  return row?.id ?? null;
}

const selectManaged = `
  select u.id, u.name, u.username, u.email, u.role, u.active,
         u.numero_registro as "numeroRegistro", u.especialidad,
         coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.id)
                   from user_sites us join sites s on s.id = us.site_id where us.user_id = u.id), '[]'::json) as sede
  from users u`;

/** Every user as the administrator's list shows them, by name (a clinic has tens, not thousands). */
export async function listManagedUsers(db: Queryable): Promise<ManagedUser[]> {
  return db.query<ManagedUser>(`${selectManaged} order by lower(u.name), u.username`);
}

export async function findManagedUser(db: Queryable, userId: string): Promise<ManagedUser | null> {
  const [row] = await db.query<ManagedUser>(`${selectManaged} where u.id = $1`, [userId]);
  return row ?? null;
}

export function listSites(db: Queryable): Promise<{ id: number; name: string }[]> {
  return db.query(`select id, name from sites order by id`);
}
