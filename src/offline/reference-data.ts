/**
 * The reference data a signed-in user needs to work with no network, beyond the histories: the feature
 * flags (which tiles the home menu draws), the catalogues of the user's modules (what the forms choose
 * from) and, kept by ./identity.ts in the user's sealed profile, the user's modulesAccess.
 *
 * Design:
 * - Refreshed as a whole whenever the app runs online with a signed-in user (the app decides when,
 *   src/app/reference-data.ts), not only when a screen happens to ask: a social worker who signed in at the
 *   clinic and never opened a form there still has the menu and the catalogues at the visit.
 * - The flags are not stored here: they are the same for every user, so the service worker keeps them
 *   (its runtime cache of parameter sets, docs/pwa.md) and the menu's own request is answered from it
 *   offline. `loadFlags` only has to pass through it while online. The catalogues are stored in the user's
 *   sealed records (`catalogue:parameters:<name>`, the same rows the forms read).
 * - The modules register their catalogue calls by module key (src/contract/permissions.ts), so a user
 *   downloads only the catalogues of the modules in their modulesAccess; a call of two modules runs once.
 * - `meta.referenceRefreshedAt` moves only when every part was answered, so the sync panel never claims a
 *   refresh that stopped half-way; a failure keeps the stored copies and the previous time.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { ServerCall } from '../api/server-query';
import { logFailure } from '../api/failure-log';
import { metaKeys, type CanguroDb } from './db';
import { useSessionDb } from './session-db';

/** The catalogue calls of one module, stored in `db`. */
export type ReferenceSource = (db: CanguroDb) => readonly ServerCall[];

const sources = new Map<string, ReferenceSource[]>();

/** Adds a module's reference calls (call once per module at start). */
export function registerReference(module: string, source: ReferenceSource): void {
  sources.set(module, [...(sources.get(module) ?? []), source]);
}

/** The calls of the modules in `modulesAccess`, each key once. */
export function referenceCalls(
  db: CanguroDb,
  modulesAccess: readonly string[],
  registered: ReadonlyMap<string, readonly ReferenceSource[]> = sources,
): ServerCall[] {
  const seen = new Set<string>();
  return modulesAccess
    .flatMap((module) => registered.get(module) ?? [])
    .flatMap((source) => source(db))
    .filter((call) => {
      const key = JSON.stringify(call.key);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export interface ReferenceRefresh {
  db: CanguroDb;
  modulesAccess: readonly string[];
  /** Asks the server for the feature flags (through the service worker, which keeps them). */
  loadFlags: () => Promise<unknown>;
  now?: () => number;
  registered?: ReadonlyMap<string, readonly ReferenceSource[]>;
}

/**
 * Refreshes every part, all at once; true when every one was answered (then the time is recorded). Never
 * rejects: what failed is logged and its stored copy stays.
 */
export async function refreshReferenceData({
  db,
  modulesAccess,
  loadFlags,
  now = Date.now,
  registered,
}: ReferenceRefresh): Promise<boolean> {
  const parts = [
    loadFlags(),
    ...referenceCalls(db, modulesAccess, registered).map(async (call) => call.store(await call.load())),
  ];
  const results = await Promise.allSettled(parts);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    logFailure('Reference data not refreshed (the stored copies stay)', failed.reason, 'warn');
    return false;
  }
  await db.meta.put({ key: metaKeys.referenceRefreshedAt, value: now() });
  return true;
}

/** When the reference data was last refreshed (ms); null when never on this device, undefined while read. */
export function useReferenceRefreshedAt(): number | null | undefined {
  const db = useSessionDb();
  return useLiveQuery(
    async () => {
      if (!db) return undefined;
      const value = (await db.meta.get(metaKeys.referenceRefreshedAt))?.value;
      return typeof value === 'number' ? value : null;
    },
    [db],
    undefined,
  );
}
