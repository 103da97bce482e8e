/**
 * When the page registers a Background Sync (src/offline/background-sync.ts): only while queued work waits
 * for the network, once per waiting state, so a sync that fires at once cannot loop.
 */
import { describe, expect, it } from 'vitest';
import { registrationKey } from '../../../src/offline/background-sync';
import { isSyncRequestMessage, type SyncStatus } from '../../../src/offline/sync-protocol';

const status = (over: Partial<SyncStatus>): SyncStatus => ({
  pending: 1,
  lastSyncAt: null,
  sending: false,
  paused: null,
  online: true,
  retryAt: null,
  passes: 0,
  ...over,
});

describe('registrationKey', () => {
  it('is null when nothing waits: no status, nothing pending, paused for sign-in, online with nothing due later', () => {
    expect(registrationKey(null)).toBeNull();
    expect(registrationKey(status({ pending: 0, online: false }))).toBeNull();
    expect(registrationKey(status({ paused: 'auth', online: false }))).toBeNull();
    expect(registrationKey(status({ online: true, retryAt: null }))).toBeNull();
  });

  it('names the offline state, the same for every pass while offline', () => {
    expect(registrationKey(status({ online: false }))).toBe('offline');
    expect(registrationKey(status({ online: false, pending: 5, retryAt: 123 }))).toBe('offline');
  });

  it('names each scheduled retry once: the same retryAt is the same state', () => {
    expect(registrationKey(status({ retryAt: 1000 }))).toBe('retry-1000');
    expect(registrationKey(status({ retryAt: 1000 }))).toBe(registrationKey(status({ retryAt: 1000 })));
    expect(registrationKey(status({ retryAt: 2000 }))).not.toBe(registrationKey(status({ retryAt: 1000 })));
  });
});

describe('isSyncRequestMessage', () => {
  it('accepts only the service worker request', () => {
    expect(isSyncRequestMessage({ type: 'canguro/sync-outbox' })).toBe(true);
    expect(isSyncRequestMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isSyncRequestMessage('canguro/sync-outbox')).toBe(false);
    expect(isSyncRequestMessage(null)).toBe(false);
  });
});
