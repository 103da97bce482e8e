/**
 * A stored record for React (./records.ts keeps the store itself free of React, as the sync worker reads it).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { CachedRecord } from './db';
import { openRecord } from './records';
import { useSessionDb } from './session-db';

/**
 * A stored record for React, kept current by a live query: undefined while the database opens or the
 * query runs, null when the device has no such record.
 */
export function useRecord<T>(key: string | null): (CachedRecord & { data: T }) | null | undefined {
  const db = useSessionDb();
  return useLiveQuery(
    async () => {
      if (!db || !key) return undefined;
      const stored = await db.records.get(key);
      return stored ? openRecord<T>(db, stored) : null;
    },
    [db, key],
    undefined,
  );
}
