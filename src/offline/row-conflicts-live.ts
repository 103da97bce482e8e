/**
 * Row conflicts for React (docs/offline.md "Row conflicts"): the row writes waiting for the user's choice
 * and the values set aside by earlier choices, live across tabs and the sync worker; and the two actions.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import {
  dismissRowSetAside,
  listRowConflicts,
  listRowSetAside,
  resolveRowConflict,
  type RowChoice,
  type RowConflict,
  type RowSetAside,
} from './row-conflicts';
import { requireSessionDb, useSessionDb } from './session-db';
import { triggerSync } from './sync-client';

/** Row writes waiting for the user, oldest first; undefined while the database opens. */
export function useRowConflicts(): RowConflict[] | undefined {
  const db = useSessionDb();
  return useLiveQuery(async () => (db ? listRowConflicts(db) : undefined), [db], undefined);
}

/** Values set aside in row conflicts, per row; undefined while the database opens. */
export function useRowSetAside(): (RowSetAside & { key: string })[] | undefined {
  const db = useSessionDb();
  return useLiveQuery(async () => (db ? listRowSetAside(db) : undefined), [db], undefined);
}

/** Sends the user's choice (row-conflicts.ts `resolveRowConflict`); false when there was nothing to resolve. */
export async function resolveRowChoice(seq: number, choice: RowChoice): Promise<boolean> {
  const resolved = await resolveRowConflict(await requireSessionDb(), seq, choice);
  if (resolved) triggerSync('retry');
  return resolved;
}

/** "Descartar" of a row's value set aside. */
export async function dismissRowSetAsideValue(key: string, index: number): Promise<void> {
  await dismissRowSetAside(await requireSessionDb(), key, index);
}
