/**
 * Which histories the acknowledged writes touched, so that the page refreshes the reads of those
 * histories only (src/app/query-sync.ts, src/api/server-query.ts `refreshAfterSync`) rather than every
 * history's.
 *
 * Design:
 * - The replay store appends the history of each entry it acknowledges to a short log in `meta`, in the
 *   transaction that deletes the entry (./replay-store.ts), so the log is exactly as durable as the
 *   acknowledgement and reaches the page from whichever worker sent it.
 * - The page reads the log when the sync status shows a newer `lastSyncAt`, and takes the histories
 *   acknowledged after the one it saw before. The log keeps the last `ACKNOWLEDGED_KEPT` entries: when the
 *   page may have missed some (the log is full and its oldest is newer than the page's mark), it refreshes
 *   every history, as a page that knows nothing better must.
 * - An entry naming no history (an activity log of no patient) refreshes nothing.
 * - Nor does a stage (a draft's copy sent while the user edits, after each pause in typing): the device
 *   shows its own draft over what the server lists, so none of its screens reads anything new there.
 *   Refreshing on each stage read every list of the history again at every pause of an editor, a dozen
 *   requests on a weak link and a burst of work under the user's next keystrokes on a slow tablet. The
 *   commit and the discard that end the draft do refresh.
 * - Each acknowledgement names its outbox entry (`seq`): a row list tells a write the server took from one
 *   the user discarded when the entry leaves the outbox (./settled-row-writes.ts).
 */
import * as v from 'valibot';
import { metaKeys, type CanguroDb } from './db';

export const ACKNOWLEDGED_KEPT = 100;

export interface Acknowledged {
  /** The history of the acknowledged entry; null when it names none. */
  historyId: string | null;
  at: number;
  /** The acknowledged outbox entry (absent in logs stored before entries were named). */
  seq?: number;
  /** The entry staged a draft: it refreshes nothing. */
  stage?: true;
}

/** The log with one acknowledgement more, the oldest dropped beyond `ACKNOWLEDGED_KEPT`. */
export const withAcknowledged = (log: readonly Acknowledged[], next: Acknowledged): Acknowledged[] =>
  [...log, next].slice(-ACKNOWLEDGED_KEPT);

/**
 * The histories acknowledged after `since` (null: the page saw none before), each once; 'all' when the
 * log may have lost some of them.
 */
export function historiesAcknowledgedSince(
  log: readonly Acknowledged[],
  since: number | null,
): string[] | 'all' {
  const [oldest] = log;
  if (log.length >= ACKNOWLEDGED_KEPT && oldest && (since === null || oldest.at > since)) return 'all';
  const ids = log
    .filter((item) => !item.stage && (since === null || item.at > since))
    .map((item) => item.historyId);
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

const storedLog = v.array(
  v.object({
    historyId: v.nullable(v.string()),
    at: v.number(),
    seq: v.optional(v.number()),
    stage: v.optional(v.literal(true)),
  }),
);

/** The log as stored (an absent or unreadable one is empty). */
export async function readAcknowledged(db: CanguroDb): Promise<Acknowledged[]> {
  const parsed = v.safeParse(storedLog, (await db.meta.get(metaKeys.acknowledged))?.value);
  return parsed.success ? parsed.output : [];
}

/** Appends an acknowledgement; call inside the transaction that acknowledges the entry (meta in scope). */
export async function recordAcknowledged(db: CanguroDb, next: Acknowledged): Promise<void> {
  await db.meta.put({
    key: metaKeys.acknowledged,
    value: withAcknowledged(await readAcknowledged(db), next),
  });
}
