/**
 * What the family control looks up besides CIE-10 (spec 000 §3, §6, §9): the catalogues of its referral
 * lists (`AreasRemision`, `MotivosRemision`, `Especialidades`, `Instituciones`) and the referring users.
 *
 * Design:
 * - Both are kept on the device (`records`, no history: they are not patient data) so that a control can
 *   be written with no network: each catalogue is fetched through the query layer when the Evoluciones
 *   panel opens and when the network returns, and stored; the form reads the stored copy through a live
 *   query.
 * - Referring users: online, GET /v1/users/name with the roles of the chosen area's control role group
 *   (§6); every user an answer names is added to a directory on the device, which answers the same search
 *   offline (name folded as the server folds it) and names the referring user on a card.
 */
import type { ServerCall } from '../../../api/server-query';
import { catalogueCall, useCatalogue, type CatalogueItem } from '../../../document-kit/catalogues';
import { getUser, searchUsersOnline, type PublicUser } from '../../../api/users.api';
import { controlRoleGroups } from '../../../contract/permissions';
import { searchKey } from '../../../domain/search-key';
import type { CanguroDb } from '../../../offline/db';
import { getRecord, putRecord, useRecord } from '../../../offline/records';
import { useSessionDb } from '../../../offline/session-db';
import { useEffect } from 'react';
import { useOnline } from '../../../ui/hooks/use-online';
import { logFailure } from '../../../api/failure-log';

export const familyCatalogueNames = [
  'AreasRemision',
  'MotivosRemision',
  'Especialidades',
  'Instituciones',
] as const;
export type FamilyCatalogueName = (typeof familyCatalogueNames)[number];

export type { CatalogueItem } from '../../../document-kit/catalogues';

/** The server calls of the family control's catalogues, each stored on the device when it lists anything. */
export function familyCatalogueCalls(db: CanguroDb | null): ServerCall<CatalogueItem[]>[] {
  return familyCatalogueNames.map((name) => catalogueCall(db, name));
}

/** A stored catalogue: undefined while the query runs, an empty list when the device has none. */
export const useFamilyCatalogue = (name: FamilyCatalogueName): CatalogueItem[] | undefined =>
  useCatalogue(name);

const USER_DIRECTORY_KEY = 'catalogue:users';

type Directory = Record<string, PublicUser>;

async function directory(db: CanguroDb): Promise<Directory> {
  return (await getRecord<Directory>(db, USER_DIRECTORY_KEY))?.data ?? {};
}

/** Adds users to the device's directory (an answer of the server names them). */
export async function rememberUsers(db: CanguroDb, users: readonly PublicUser[]): Promise<void> {
  if (users.length === 0) return;
  const known = await directory(db);
  const next = { ...known };
  for (const user of users) next[user.id] = user;
  await putRecord(db, USER_DIRECTORY_KEY, null, next);
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
  if (typeof navigator === 'undefined' || navigator.onLine) {
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
  if (typeof navigator !== 'undefined' && !navigator.onLine) return null;
  try {
    const user = await getUser(id);
    await rememberUsers(db, [user]);
    return user;
  } catch (error) {
    logFailure('Referring user not found', error, 'warn');
    return null;
  }
}

/**
 * The user named by `id` for a card, live from the device's directory; asks the server (and remembers the
 * answer) when the directory does not know it. undefined while unknown.
 */
export function useKnownUser(id: string | null): PublicUser | undefined {
  const db = useSessionDb();
  const stored = useRecord<Directory>(id ? USER_DIRECTORY_KEY : null);
  const user = id ? stored?.data[id] : undefined;
  const missing = Boolean(id) && stored !== undefined && !user;
  const online = useOnline();
  useEffect(() => {
    if (db && id && missing && online) void describeUser(db, id);
  }, [db, id, missing, online]);
  return user;
}
