/**
 * The open forms of a tab (src/offline/unsaved-work.ts): an app update waits while there are any, and the
 * export of unsent work takes from them what the device could not store.
 */
import { describe, expect, it } from 'vitest';
import {
  hasUnsavedWork,
  markUnsavedWork,
  subscribeUnsavedWork,
  unwrittenDrafts,
} from '../../../src/offline/unsaved-work';

describe('unsaved work', () => {
  it('lists the open forms whose content the device lacks, as each reads it now', () => {
    let unwritten: Record<string, unknown> | null = null;
    let notified = 0;
    const unsubscribe = subscribeUnsavedWork(() => (notified += 1));
    const unmarkStored = markUnsavedWork('stored');
    const unmarkFull = markUnsavedWork('full', () => unwritten);
    expect(hasUnsavedWork()).toBe(true);
    expect(notified).toBe(2);
    expect(unwrittenDrafts()).toEqual([]);

    unwritten = { followUp: 'sin espacio' };
    expect(unwrittenDrafts()).toEqual([{ key: 'full', content: { followUp: 'sin espacio' } }]);

    unmarkFull();
    expect(unwrittenDrafts()).toEqual([]);
    unmarkStored();
    unmarkStored();
    expect(hasUnsavedWork()).toBe(false);
    expect(notified).toBe(4);
    unsubscribe();
  });
});
