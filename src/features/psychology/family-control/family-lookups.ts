/**
 * What the family control looks up besides CIE-10 (spec 000 §3, §6, §9): the catalogues of its referral
 * lists (`AreasRemision`, `MotivosRemision`, `Especialidades`, `Instituciones`) and the referring users.
 *
 * Design:
 * - Both are kept on the device (`records`, no history: they are not patient data) so that a control can
 *   be written with no network: each catalogue and each referral area's users are fetched with the
 *   reference data and by "Preparar visitas" (the catalogues also when the Evoluciones panel opens), and
 *   stored; the form reads the stored copy through a live query.
 * - Referring users: the device's user directory (src/offline/user-directory.ts), read through the query
 *   layer (src/offline/queries.ts): online the server answers and is remembered, offline the directory.
 */
import { useQuery } from '@tanstack/react-query';
import type { ServerCall } from '../../../api/server-query';
import { useOnline } from '../../../api/server-reachability';
import type { PublicUser } from '../../../api/users.api';
import { catalogueCall, useCatalogue, type CatalogueItem } from '../../../document-kit/catalogues';
import type { CanguroDb } from '../../../offline/db';
import { knownUserQuery } from '../../../offline/queries';
import { useRecord } from '../../../offline/records-live';
import { useSessionDb } from '../../../offline/session-db';
import { referralUsersCalls, USER_DIRECTORY_KEY, type UserDirectory } from '../../../offline/user-directory';

export const familyCatalogueNames = [
  'AreasRemision',
  'MotivosRemision',
  'Especialidades',
  'Instituciones',
] as const;
export type FamilyCatalogueName = (typeof familyCatalogueNames)[number];

export type { CatalogueItem } from '../../../document-kit/catalogues';

/** The server calls of the form's catalogues, each stored on the device when it lists anything. */
export function familyCatalogueCalls(db: CanguroDb | null): ServerCall<CatalogueItem[]>[] {
  return familyCatalogueNames.map((name) => catalogueCall(db, name));
}

/**
 * What the form looks up with no network: its catalogues and the users of every referral area (added to
 * the device's directory). The reference data and "Preparar visitas" ask for it; the Evoluciones panel
 * asks for the catalogues alone (online, the user search asks the server).
 */
export function familyReferenceCalls(db: CanguroDb | null): ServerCall[] {
  return [...familyCatalogueCalls(db), ...referralUsersCalls(db)];
}

/** A stored catalogue: undefined while the query runs, an empty list when the device has none. */
export const useFamilyCatalogue = (name: FamilyCatalogueName): CatalogueItem[] | undefined =>
  useCatalogue(name);

/**
 * The user named by `id` for a card, live from the device's directory; asks the server (and remembers the
 * answer) when the directory does not know it. undefined while unknown.
 */
export function useKnownUser(id: string | null): PublicUser | undefined {
  const db = useSessionDb();
  const stored = useRecord<UserDirectory>(id ? USER_DIRECTORY_KEY : null);
  const user = id ? stored?.data[id] : undefined;
  const missing = Boolean(id) && stored !== undefined && !user;
  const online = useOnline();
  // The answer is remembered in the directory, which the live record above shows.
  useQuery({ ...knownUserQuery(db, id ?? ''), enabled: db !== null && id !== null && missing && online });
  return user;
}
