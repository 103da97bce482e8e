import { describe, expect, it } from 'vitest';
import type { DraftState, OutboxState, StoredOutboxEntry } from '../../../src/offline/db';
import {
  ACTIVITY_LOG_SUBJECT,
  historyOfEntry,
  historyWorkStates,
  isUserWork,
} from '../../../src/offline/outbox-work';

type Entry = Pick<StoredOutboxEntry, 'draftKey' | 'payload' | 'state'>;

const entry = (historyId: string | null, state: OutboxState, draftKey = 'local:doc'): Entry => ({
  draftKey,
  state,
  payload: { sealed: null, ids: historyId ? { historyId } : {} },
});
const draft = (historyId: string, state: DraftState) => ({ historyId, state });

describe("what is the user's work", () => {
  it('leaves the activity log out, whatever it names', () => {
    expect(isUserWork({ draftKey: ACTIVITY_LOG_SUBJECT })).toBe(false);
    expect(isUserWork({ draftKey: 'local:1234' })).toBe(true);
    expect(isUserWork({ draftKey: 'a-server-row-id' })).toBe(true);
  });

  it('reads the history an entry belongs to from the ids kept in the clear', () => {
    expect(historyOfEntry(entry('h1', 'pending'))).toBe('h1');
    expect(historyOfEntry(entry(null, 'pending'))).toBeNull();
  });
});

describe("a history's state on the device", () => {
  it('is nothing when nothing waits (a committed draft, no entry)', () => {
    expect(historyWorkStates([draft('h1', 'committed')], []).size).toBe(0);
  });

  it('is a draft while a document is edited, pending once saved or discarded and not yet sent', () => {
    const states = historyWorkStates(
      [draft('h1', 'editing'), draft('h2', 'committed-pending'), draft('h3', 'discard-pending')],
      [],
    );
    expect(Object.fromEntries(states)).toEqual({ h1: 'draft', h2: 'pending', h3: 'pending' });
  });

  it('is pending for a row written on the device and not yet sent', () => {
    expect(historyWorkStates([], [entry('h1', 'pending', 'local:row')]).get('h1')).toBe('pending');
  });

  it('is refused when the server refused an entry, a conflict when one waits, whatever else waits', () => {
    const states = historyWorkStates(
      [draft('h1', 'editing'), draft('h2', 'committed-pending'), draft('h3', 'editing')],
      [
        entry('h1', 'needs-attention'),
        entry('h2', 'conflict'),
        entry('h2', 'pending'),
        entry('h3', 'conflict'),
        entry('h3', 'needs-attention'),
      ],
    );
    expect(Object.fromEntries(states)).toEqual({ h1: 'refused', h2: 'conflict', h3: 'refused' });
  });

  it('puts a draft being edited before something waiting to be sent', () => {
    const states = historyWorkStates(
      [draft('h1', 'committed-pending'), draft('h1', 'editing')],
      [entry('h1', 'pending')],
    );
    expect(states.get('h1')).toBe('draft');
  });

  it('ignores the activity log, pending or refused', () => {
    const states = historyWorkStates(
      [],
      [entry('h1', 'pending', ACTIVITY_LOG_SUBJECT), entry('h2', 'needs-attention', ACTIVITY_LOG_SUBJECT)],
    );
    expect(states.size).toBe(0);
  });
});
