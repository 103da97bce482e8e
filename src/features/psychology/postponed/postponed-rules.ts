/**
 * What the Bayley and Griffiths tabs show about today's postponement (spec 000 §2, §4 "Postponing"), as
 * pure rules over three sources: the server's is-postponed answer, the device's record of the day, and
 * whether the outbox still held writes when the server was asked.
 *
 * - A postponement belongs to a day in the browser's time zone (§4 "sending the browser time zone").
 * - Postponing and "Deshacer" are queued in the outbox and written to the device's record at once, marked
 *   pending, so the screen follows the user's action with or without network.
 * - The server's answer replaces the device's record, except while the record is pending and writes were
 *   still waiting in the outbox when the server was asked: then our writes (a postponement and its undo
 *   may both wait) have not all reached the server, and the record stays. Once the outbox had drained
 *   before asking, the server is the truth (our writes arrived, or one was refused and waits in "needs
 *   attention" for the user).
 */
import type { PostponedKind, PostponedQuery, PostponedState } from '../../../contract/postponed';
import { dayIn } from '../../../domain/gestation';

/** The device's record of a day's postponement. */
export interface LocalPostponed {
  result: boolean;
  motive: string | null;
  /** Set by the user's own action until the server is seen to agree. */
  pending: boolean;
  /** When and by whom a postponement was made on this device (the timeline's pending card). */
  createdAt?: string;
  signer?: { name: string; email: string };
}

/** The browser's IANA time zone (the spec's "browser time zone"). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The is-postponed and DELETE query of today's exam of a history. */
export function todayQuery(historyId: string, now: Date, timeZone: string): PostponedQuery {
  return { historyId, date: dayIn(now, timeZone), timeZone };
}

/** The key of the device's record of a day (records are per history, so closing a history finds them). */
export const postponedRecordKey = (kind: PostponedKind, query: PostponedQuery) =>
  `${kind}:${query.historyId}:${query.date}`;

/** What to store after the server answered, given what the device holds and the outbox before asking. */
export function reconcile(
  local: LocalPostponed | null,
  server: PostponedState,
  outboxHadPending: boolean,
): LocalPostponed {
  if (local?.pending && outboxHadPending) return local;
  return { result: server.result, motive: server.result ? server.motive : null, pending: false };
}

/** Whether two records are the same (to skip a needless write). */
export const samePostponed = (a: LocalPostponed | null | undefined, b: LocalPostponed) =>
  !!a && a.result === b.result && a.motive === b.motive && a.pending === b.pending;
