/**
 * What of the outbox is the user's work, and what the device holds of each history (pure rules,
 * unit-tested in tests/unit/offline/outbox-work.test.ts).
 *
 * Design:
 * - The activity log (spec 000 §7: a history or a tab opened) waits in the outbox like any write when there
 *   is no network (./activity-log-queue.ts), but it is a trace of navigation, not something the user made:
 *   it is kept and sent like the rest, and never counted as pending work or as unsent work a warning asks
 *   about. One subject names all of it, so one predicate tells it apart.
 * - A history's state on the device is derived from its drafts and entries, never stored: it cannot
 *   disagree with them, in any tab. The most urgent fact wins: something refused (the server said no, or a
 *   newer version waits for the user's choice) > a draft being edited (GUARDAR not pressed) > something
 *   saved that waits to be sent.
 */
import type { DraftRow, DraftState, OutboxState, StoredOutboxEntry } from './db';
import { holdsChanges } from './drafts';

/** The outbox subject of every activity log: they are sent in the order they happened. */
export const ACTIVITY_LOG_SUBJECT = 'activity-log';

/** An entry that is the user's own work (a document or a row), not an activity log. */
export const isUserWork = (entry: Pick<StoredOutboxEntry, 'draftKey'>): boolean =>
  entry.draftKey !== ACTIVITY_LOG_SUBJECT;

/** The history an entry belongs to, as stored in the clear beside its body; null when it names none. */
export const historyOfEntry = (entry: Pick<StoredOutboxEntry, 'payload'>): string | null =>
  entry.payload.ids.historyId ?? null;

/** What the device holds of a history that the server does not have yet; null: nothing. */
export type HistoryWorkState = 'refused' | 'conflict' | 'draft' | 'pending';

const urgency: Record<HistoryWorkState, number> = { refused: 4, conflict: 3, draft: 2, pending: 1 };

const draftWork: Record<DraftState, HistoryWorkState | null> = {
  editing: 'draft',
  'committed-pending': 'pending',
  'discard-pending': 'pending',
  committed: null,
};

const entryWork: Record<OutboxState, HistoryWorkState> = {
  pending: 'pending',
  'needs-attention': 'refused',
  conflict: 'conflict',
};

/** Each history's most urgent work on the device, from its drafts and its entries; absent: none. */
export function historyWorkStates(
  drafts: readonly Pick<DraftRow, 'historyId' | 'state' | 'untouched'>[],
  entries: readonly Pick<StoredOutboxEntry, 'draftKey' | 'payload' | 'state'>[],
): Map<string, HistoryWorkState> {
  const states = new Map<string, HistoryWorkState>();
  const raise = (historyId: string | null, state: HistoryWorkState | null) => {
    if (historyId === null || state === null) return;
    const before = states.get(historyId);
    if (!before || urgency[state] > urgency[before]) states.set(historyId, state);
  };
  for (const draft of drafts) if (holdsChanges(draft)) raise(draft.historyId, draftWork[draft.state]);
  for (const entry of entries) if (isUserWork(entry)) raise(historyOfEntry(entry), entryWork[entry.state]);
  return states;
}
