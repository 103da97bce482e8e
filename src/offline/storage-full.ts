/**
 * Whether the browser refused a write for want of room. IndexedDB reports it as a QuotaExceededError on
 * the transaction, which Dexie passes on wrapped (an AbortError whose `inner` is that exception), or
 * directly from a single request; both are the same fact for the user: the device is full.
 */
import { isObjectLike } from '../domain/object-like';

export function isStorageFull(error: unknown): boolean {
  // A wrapper of a wrapper at most: no loop over a chain someone made circular.
  for (let depth = 0, e = error; depth < 3 && isObjectLike(e); depth++) {
    if (e.name === 'QuotaExceededError') return true;
    e = e.inner;
  }
  return false;
}
