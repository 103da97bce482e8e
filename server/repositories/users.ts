/**
 * Users, their sites and the session block the app keeps (spec 000 §3 "User session").
 */
import { modulesAccess, policiesOf, type Role } from '../../src/contract/permissions';
import type { SessionUser } from '../../src/contract/auth';
import type { Queryable } from '../db/database';
import { familyRevokedSql } from '../auth/tokens';

export interface UserRow {
  id: string;
  email: string;
  username: string;
  name: string;
  password_hash: string;
  role: Role;
  numero_registro: string | null;
  especialidad: string | null;
  enable_change_site: boolean;
  /** False once an administrator deactivated the user: no sign-in, no refresh (docs/users.md). */
  active: boolean;
  sites: { id: number; name: string }[];
}

const selectUser = `
  select u.id, u.email, u.username, u.name, u.password_hash, u.role, u.numero_registro, u.especialidad,
         u.enable_change_site, u.active,
         coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.id)
                   from user_sites us join sites s on s.id = us.site_id where us.user_id = u.id), '[]'::json) as sites
  from users u`;

export async function findUserByLogin(db: Queryable, by: 'email' | 'username', value: string) {
  const [row] = await db.query<UserRow>(`${selectUser} where lower(u.${by}) = lower($1)`, [value]);
  return row ?? null;
}

export async function findUserById(db: Queryable, id: string) {
  const [row] = await db.query<UserRow>(`${selectUser} where u.id = $1`, [id]);
  return row ?? null;
}

/**
 * The user an access token names, unless its family is revoked (`familyRevokedSql`, server/auth/tokens.ts
 * says when) or the user was deactivated: one query on every authenticated request, not two.
 */
export async function findUserOfLiveFamily(db: Queryable, id: string, family: string) {
  const [row] = await db.query<
    Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'numero_registro' | 'especialidad'> & {
      site_ids: number[];
    }
  >(
    `select u.id, u.name, u.email, u.role, u.numero_registro, u.especialidad,
            array(select us.site_id from user_sites us where us.user_id = u.id order by 1) as site_ids
     from users u where u.id = $1 and u.active and not ${familyRevokedSql('$2')}`,
    [id, family],
  );
  return row ?? null;
}

export function toSessionUser(row: UserRow, siteCount = row.sites.length): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    role: row.role,
    numeroRegistro: row.numero_registro,
    especialidad: row.especialidad,
    sede: row.sites,
    permissions: { policies: [...policiesOf(row.role)].sort(), userModules: modulesAccess(row.role) },
    modulesAccess: modulesAccess(row.role),
    // Site change is only for users with more than one site (spec 000 §2); the feature flag is the app's.
    enableChangeSite: row.enable_change_site && siteCount > 1,
  };
}

export function publicUser(
  row: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'numero_registro' | 'especialidad'>,
) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    numeroRegistro: row.numero_registro,
    especialidad: row.especialidad,
  };
}
