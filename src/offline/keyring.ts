/**
 * The signed-in user's data key, in memory (DESIGN.md "Identity and data at rest"): what ./session-db.ts
 * opens the user's database with, and what the sync worker is handed when it starts.
 *
 * Design:
 * - The key is a non-extractable CryptoKey: it lives in this module's memory and in the sync worker's (a
 *   structured clone keeps it non-extractable), never in any storage.
 * - A reload of the tab must not lock the user out while the session lives: session storage keeps, beside
 *   the tokens, the data key wrapped under a random session key and that key's id; the session key itself
 *   is a non-extractable CryptoKey in IndexedDB (./session-keys.ts), so no script reads key bytes from
 *   storage. `restoreKey` unwraps the data key again after a reload. Closing the tab or the installed app
 *   forgets the wrapping (and with it any use of the session key left behind).
 * - Sign-out, and any end of the session, forgets the key (`forgetKey`); the database and the worker that
 *   held it are closed by their own modules on the same event.
 * - A tiny external store: screens wait for the key (loading) instead of reading a locked database.
 */
import * as v from 'valibot';
import { browserStorage } from '../api/browser-storage';
import { onSessionEnd } from '../api/session';
import { fromBase64, toBase64, unwrapDataKey } from './identity-crypto';
import type { UnlockedKey } from './identity';
import { openSessionKeyStore, type SessionKeyStore } from './session-keys';
import { logFailure } from '../api/failure-log';

export const UNLOCK_STORAGE_KEY = 'canguro.unlock';

interface Held {
  userId: string;
  key: CryptoKey;
}

let held: Held | null = null;
const listeners = new Set<() => void>();
const storage = browserStorage('session');
let sessionKeys: SessionKeyStore | null = null;
const keyStore = () => (sessionKeys ??= openSessionKeyStore());

const storedUnlockSchema = v.object({
  userId: v.string(),
  /** The id of the session key in ./session-keys.ts. */
  keyId: v.string(),
  wrapped: v.string(),
});
type StoredUnlock = v.InferOutput<typeof storedUnlockSchema>;

/** The unlock session storage holds; null when there is none or what is there is not one. */
function storedUnlock(): StoredUnlock | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(UNLOCK_STORAGE_KEY) ?? 'null');
    return v.is(storedUnlockSchema, stored) ? stored : null;
  } catch {
    return null;
  }
}

function set(next: Held | null) {
  held = next;
  for (const listener of listeners) listener();
}

/**
 * After a sign-in (online or offline): the key for use at once, and its session wrapping for reloads, kept
 * when the promise settles (a reload before then asks for the password again).
 */
export async function holdKey(unlocked: UnlockedKey): Promise<void> {
  set({ userId: unlocked.userId, key: unlocked.key });
  const keyId = crypto.randomUUID();
  try {
    const store = keyStore();
    await store.put(keyId, unlocked.session.key);
    storage.setItem(
      UNLOCK_STORAGE_KEY,
      JSON.stringify({
        userId: unlocked.userId,
        keyId,
        wrapped: toBase64(new Uint8Array(unlocked.session.wrapped)),
      } satisfies StoredUnlock),
    );
    await store.prune();
  } catch (error) {
    // Storage denied: the key still works until the tab closes.
    logFailure('The session key was not kept for a reload', error, 'warn');
  }
}

/** The key of `userId` when it is held in this tab. */
export function userKey(userId: string): CryptoKey | null {
  return held?.userId === userId ? held.key : null;
}

let restoring: Promise<CryptoKey | null> | null = null;

/** After a reload: the key of `userId` from the session's wrapping; null when the session has none. */
export function restoreKey(userId: string): Promise<CryptoKey | null> {
  const key = userKey(userId);
  if (key) return Promise.resolve(key);
  restoring ??= (async () => {
    try {
      const stored = storedUnlock();
      if (stored?.userId !== userId) return null;
      const sessionKey = await keyStore().get(stored.keyId);
      if (!sessionKey) return null;
      const restored = await unwrapDataKey(fromBase64(stored.wrapped).buffer, sessionKey);
      set({ userId, key: restored });
      return restored;
    } catch (error) {
      logFailure('The device key could not be restored from the session', error);
      return null;
    } finally {
      restoring = null;
    }
  })();
  return restoring;
}

/** Sign-out or another end of the session: the key leaves memory, session storage and IndexedDB. */
export function forgetKey(): void {
  const stored = storedUnlock();
  if (stored)
    keyStore()
      .delete(stored.keyId)
      .catch((error: unknown) => logFailure('The session key was not deleted', error, 'warn'));
  try {
    storage.removeItem(UNLOCK_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  if (held) set(null);
}

export function subscribeKey(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

onSessionEnd(forgetKey);
