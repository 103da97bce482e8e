/**
 * The row writes the server acknowledged, kept over the device's copy of a list until that copy shows them.
 *
 * An acknowledged entry leaves the outbox at once, while the list the device keeps is read again from the
 * server only afterwards (src/app/query-sync.ts). Without this, a row the user has just added vanishes for
 * the time of that read (seconds on a weak link), and a row being typed into closes and opens again.
 *
 * Rules (pure):
 * - A write leaves the outbox acknowledged (its entry named in the acknowledged log, ./acknowledged.ts) or
 *   discarded by the user: only the first is kept.
 * - It is kept while the stored list is the one it settled over. Once a list is stored again, an update is
 *   dropped (the list has the server's values), a create once the list has the row, a delete once the list
 *   lacks it. A list read before the write reached the server can be stored after it, so a create or a
 *   delete that the first list does not show is dropped at the second in any case.
 */
import { activityPathIds } from '../contract/social-work-activity';
import type { RowIds, RowWrite } from './row-store';

export interface SettledWrite {
  write: RowWrite;
  /** The stored list it was last compared with (its fetch time; null: none stored). */
  fetchedAt: number | null;
  /** How many lists were stored since it settled. */
  lists: number;
}

/** What a row list's live query gives: the stored list, the unsent writes and the acknowledged entries. */
export interface RowsSnapshot {
  fetchedAt: number | null;
  rows: readonly unknown[];
  writes: readonly RowWrite[];
  ids: RowIds;
  /** The outbox entries acknowledged lately. */
  acknowledged: ReadonlySet<number>;
}

const LISTS_AT_MOST = 2;

/**
 * The id of the listed row a write changes: an activity record's write changes its group (named in its
 * path; the subject is the record), any other write the row that is its subject.
 */
export const listedIdOf = (write: Pick<RowWrite, 'rowId' | 'path'>): string =>
  activityPathIds(write.path)?.activityId ?? write.rowId;

/** Whether the stored list has the write's effect: the row listed (under its server id) or gone. */
function shownByList(write: RowWrite, now: RowsSnapshot): boolean {
  const listed = listedIdOf(write);
  const id = now.ids.serverIdOf(listed) ?? listed;
  const present = now.rows.some((row) => {
    if (typeof row !== 'object' || row === null || !('id' in row) || typeof row.id !== 'string') return false;
    return row.id === id || now.ids.localIdOf(row.id) === listed;
  });
  return write.method === 'DELETE' ? !present : present;
}

/** The settled writes after the live query moved from `before` to `now`, oldest first. */
export function settleRowWrites(
  kept: readonly SettledWrite[],
  before: RowsSnapshot | undefined,
  now: RowsSnapshot,
): SettledWrite[] {
  const stillQueued = new Set(now.writes.map((write) => write.seq));
  const settledNow = (before?.writes ?? [])
    .filter(
      (write) => write.seq !== undefined && !stillQueued.has(write.seq) && now.acknowledged.has(write.seq),
    )
    .map((write): SettledWrite => ({
      write: { ...write, settled: true },
      fetchedAt: now.fetchedAt,
      lists: 0,
    }));
  return [...kept, ...settledNow].flatMap((settled) => {
    if (settled.fetchedAt === now.fetchedAt) return [settled];
    const lists = settled.lists + 1;
    const done = settled.write.method === 'PUT' || lists >= LISTS_AT_MOST || shownByList(settled.write, now);
    return done ? [] : [{ ...settled, fetchedAt: now.fetchedAt, lists }];
  });
}
