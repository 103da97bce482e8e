import { Dexie } from 'dexie';

/**
 * How many listeners Dexie calls on each write of the tab or of the sync worker: one per subscribed live
 * query, whatever it read. Dexie's event keeps them in `subscribers`, which its types do not declare.
 */
export const storageListeners = (): number =>
  (Dexie.on.storagemutated as unknown as { subscribers: unknown[] }).subscribers.length;
