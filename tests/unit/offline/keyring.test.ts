/**
 * The key that keeps a tab unlocked across a reload (src/offline/keyring.ts, session-keys.ts), over a fake
 * IndexedDB and a session storage that outlives the module as the tab's does: a reload unwraps the same
 * data key; session storage holds no key bytes, only the wrapping and the id of a session key that is a
 * non-extractable CryptoKey in IndexedDB; sign-out deletes it; old keys are pruned.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UnlockedKey } from '../../../src/offline/identity';
import { newDataKey, newSessionKey, unwrapDataKey, wrapDataKey } from '../../../src/offline/identity-crypto';
import {
  openSessionKeyStore,
  SESSION_KEY_MAX_AGE_MS,
  SESSION_KEYS_DB_NAME,
} from '../../../src/offline/session-keys';

const tab = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (key: string) => tab.get(key) ?? null,
  setItem: (key: string, value: string) => void tab.set(key, value),
  removeItem: (key: string) => void tab.delete(key),
});

/** The keyring as a new page load finds it: module state gone, session storage and IndexedDB kept. */
async function loadKeyring() {
  vi.resetModules();
  return import('../../../src/offline/keyring');
}

async function unlocked(userId: string): Promise<UnlockedKey & { extractable: CryptoKey }> {
  const extractable = await newDataKey();
  const session = await newSessionKey();
  const wrapped = await wrapDataKey(extractable, session);
  return {
    userId,
    key: await unwrapDataKey(wrapped, session),
    extractable,
    session: { key: session, wrapped },
  };
}

async function encryptsAlike(a: CryptoKey, b: CryptoKey): Promise<boolean> {
  const iv = new Uint8Array(12);
  const text = new TextEncoder().encode('Ana Lucía');
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, a, text);
  const opened = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, b, sealed);
  return new TextDecoder().decode(opened) === 'Ana Lucía';
}

beforeEach(() => tab.clear());
afterEach(() => {
  vi.restoreAllMocks();
  indexedDB.deleteDatabase(SESSION_KEYS_DB_NAME);
});

describe('keyring across a reload', () => {
  it('a reload unwraps the same data key; session storage holds no key bytes', async () => {
    const signIn = await unlocked('u1');
    await (await loadKeyring()).holdKey(signIn);

    const stored = JSON.parse(tab.get('canguro.unlock')!) as Record<string, string>;
    expect(Object.keys(stored).sort()).toEqual(['keyId', 'userId', 'wrapped']);
    const sessionKey = await openSessionKeyStore().get(stored.keyId!);
    expect(sessionKey?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', sessionKey!)).rejects.toThrow();

    const reloaded = await loadKeyring();
    expect(reloaded.userKey('u1')).toBeNull();
    const restored = await reloaded.restoreKey('u1');
    expect(restored?.extractable).toBe(false);
    expect(await encryptsAlike(signIn.extractable, restored!)).toBe(true);
    expect(await reloaded.restoreKey('u2')).toBeNull();
  });

  it('sign-out deletes the session key: the wrapping left anywhere opens nothing', async () => {
    const keyring = await loadKeyring();
    await keyring.holdKey(await unlocked('u1'));
    const { keyId } = JSON.parse(tab.get('canguro.unlock')!) as { keyId: string };
    keyring.forgetKey();
    expect(tab.has('canguro.unlock')).toBe(false);
    await vi.waitFor(async () => expect(await openSessionKeyStore().get(keyId)).toBeNull());
    expect(await (await loadKeyring()).restoreKey('u1')).toBeNull();
  });

  it('a new sign-in prunes the keys of sessions older than the longest a tab is kept unlocked', async () => {
    const store = openSessionKeyStore();
    const now = Date.now();
    await store.put('left-behind', await newSessionKey(), now - SESSION_KEY_MAX_AGE_MS - 1);
    await store.put('recent', await newSessionKey(), now - 1000);
    await (await loadKeyring()).holdKey(await unlocked('u1'));
    expect(await store.get('left-behind')).toBeNull();
    expect(await store.get('recent')).not.toBeNull();
  });
});
