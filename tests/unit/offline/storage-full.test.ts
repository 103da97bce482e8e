/** A write refused for want of room, however Dexie passes it on (src/offline/storage-full.ts). */
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { isStorageFull } from '../../../src/offline/storage-full';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('isStorageFull', () => {
  it("is the browser's QuotaExceededError, alone or inside the error of an aborted transaction", () => {
    expect(isStorageFull(quota())).toBe(true);
    expect(isStorageFull(new Dexie.AbortError('Transaction aborted', quota()))).toBe(true);
    expect(isStorageFull(new Dexie.QuotaExceededError('full'))).toBe(true);
  });

  it('is not any other failure', () => {
    expect(isStorageFull(new Dexie.AbortError('Transaction aborted'))).toBe(false);
    expect(isStorageFull(new Dexie.DatabaseClosedError())).toBe(false);
    expect(isStorageFull(new DOMException('Gone', 'InvalidStateError'))).toBe(false);
    expect(isStorageFull('QuotaExceededError')).toBe(false);
    expect(isStorageFull(null)).toBe(false);
  });
});
