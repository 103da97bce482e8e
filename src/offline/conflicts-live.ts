/**
 * Conflicts for React (docs/offline.md "Conflicts"): the drafts whose write waits for the user's choice
 * and the values set aside by earlier choices, live across tabs and the sync worker; and the two actions.
 */
import type { DraftRow } from './db';
import { dismissSetAside, resolveConflict, type FieldChoice } from './conflicts';
import { openStoredDraft } from './drafts';
import { useHeldLiveQuery } from './held-live-query';
import { requireSessionDb, useSessionDb } from './session-db';
import { triggerSync } from './sync-client';

/** Drafts holding a conflict or values set aside, oldest first; undefined while the database opens. */
export function useConflictDrafts(): DraftRow[] | undefined {
  const db = useSessionDb();
  // Held behind a full-screen editor (the header is covered): this reads every draft.
  return useHeldLiveQuery(async () => {
    if (!db) return undefined;
    const stored = await db.drafts.filter((draft) => Boolean(draft.sealedSync)).toArray();
    const drafts = await Promise.all(stored.map((row) => openStoredDraft(db, row)));
    return drafts
      .filter((draft) => draft.conflict || draft.setAside?.length)
      .sort((a, b) => a.createdAt - b.createdAt);
  }, [db]);
}

/** Sends the user's choice (see conflicts.ts `resolveConflict`); false when there was nothing to resolve. */
export async function resolveDraftConflict(
  key: string,
  choices: Readonly<Record<string, FieldChoice>>,
): Promise<boolean> {
  const entry = await resolveConflict(await requireSessionDb(), key, choices);
  if (entry) triggerSync('retry');
  return entry !== null;
}

/** "Descartar" of a value set aside. */
export async function dismissSetAsideValue(key: string, index: number): Promise<void> {
  await dismissSetAside(await requireSessionDb(), key, index);
}
