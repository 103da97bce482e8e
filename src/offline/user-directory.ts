/**
 * The users the device knows (spec 000 §3, §6): the referring users of the family control, found by name
 * among the users of a referral area's control role group, and named on a card.
 *
 * Design:
 * - Online, GET /v1/users/name with the roles of the chosen area's control role group (§6); every user an
 *   answer names is added to a directory on the device (`records`, no history: not patient data), which
 *   answers the same search offline (name folded as the server folds it) and names the referring user on
 *   a card.
 * - The users of every referral area are also asked ahead (`referralUsersCalls`, with the psychology
 *   module's reference data and by "Preparar visitas"): a device that never searched
 *   online still finds them offline, so a control referred in can be finished with no network. Each area
 *   is asked for all its users (a search answers 50; a programme's area has some tens, USER_AREA_LIMIT is
 *   2,000).
 * - Writes of the directory run one after another: two answers merged at once would each write the
 *   directory as it was before the other.
 * - Read through the query layer (./queries.ts); "online" is the app's one (src/api/server-reachability.ts).
 */
import { logFailure } from '../api/failure-log';
import { isOnline } from '../api/server-reachability';
import { fromRead, serverKeys, type ServerCall } from '../api/server-query';
import { getUser, searchUsersOnline, usersByNameRead, type PublicUser } from '../api/users.api';
import { controlRoleGroups } from '../contract/permissions';
import { USER_AREA_LIMIT } from '../contract/shared';
import { searchKey } from '../domain/search-key';
import type { CanguroDb } from './db';
import { getRecord, putRecord } from './records';

/** The record key of the directory. */
export const USER_DIRECTORY_KEY = 'catalogue:users';

export type UserDirectory = Record<string, PublicUser>;

async function directory(db: CanguroDb): Promise<UserDirectory> {
  return (await getRecord<UserDirectory>(db, USER_DIRECTORY_KEY))?.data ?? {};
}

let writing: Promise<unknown> = Promise.resolve();

/** Adds users to the device's directory (an answer of the server names them). */
export function rememberUsers(db: CanguroDb, users: readonly PublicUser[]): Promise<void> {
  if (users.length === 0) return Promise.resolve();
  const merged = writing
    .catch(() => undefined)
    .then(async () => {
      const next = { ...(await directory(db)) };
      for (const user of users) next[user.id] = user;
      await putRecord(db, USER_DIRECTORY_KEY, null, next);
    });
  writing = merged;
  return merged;
}

/** Every user of each referral area (empty name, up to USER_AREA_LIMIT), each answer added to the directory. */
export function referralUsersCalls(db: CanguroDb | null): ServerCall<PublicUser[]>[] {
  return Object.entries(controlRoleGroups).map(([area, roles]) =>
    fromRead(usersByNameRead('', roles, USER_AREA_LIMIT), (load) => ({
      key: serverKeys.referralAreaUsers(Number(area)),
      what: `Usuarios del área de remisión ${area}`,
      load,
      store: async (users) => {
        if (db) await rememberUsers(db, users);
      },
    })),
  );
}

/** The roles of a referral area (its control role group, spec 000 §6); none for no area. */
export function rolesOfArea(area: number | null): readonly string[] {
  return area === null ? [] : (controlRoleGroups[area] ?? []);
}

/** The users of the device's directory with one of `roles` whose folded name contains the folded `name`. */
export function searchDirectory(
  users: readonly PublicUser[],
  name: string,
  roles: readonly string[],
): PublicUser[] {
  const term = searchKey(name);
  return users
    .filter((user) => roles.includes(user.role) && searchKey(user.name).includes(term))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/** The referring-user search: the server when online (and remembered), the device's directory otherwise. */
export async function searchReferringUsers(
  db: CanguroDb,
  name: string,
  area: number | null,
): Promise<PublicUser[]> {
  const roles = rolesOfArea(area);
  if (roles.length === 0) return [];
  if (isOnline()) {
    try {
      const found = await searchUsersOnline(name, roles);
      await rememberUsers(db, found);
      return found;
    } catch (error) {
      logFailure('User search failed; searching the users known on this device', error);
    }
  }
  return searchDirectory(Object.values(await directory(db)), name, roles);
}

/** A user by id: the device's directory, else the server (remembered); null when neither knows it. */
export async function describeUser(db: CanguroDb, id: string): Promise<PublicUser | null> {
  const known = (await directory(db))[id];
  if (known) return known;
  if (!isOnline()) return null;
  try {
    const user = await getUser(id);
    await rememberUsers(db, [user]);
    return user;
  } catch (error) {
    logFailure('Referring user not found', error, 'warn');
    return null;
  }
}
