/**
 * The server's id of something made on the device (the `idMap` table, docs/offline.md), for React: live,
 * so a screen sees the id the moment the replayer records it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useSessionDb } from './session-db';

/** The server id `localId` maps to; null while unmapped (or for a server id), undefined while reading. */
export function useServerIdOf(localId: string): string | null | undefined {
  const db = useSessionDb();
  return useLiveQuery(
    async () => (db ? ((await db.idMap.get(localId))?.serverId ?? null) : null),
    [db, localId],
  );
}
