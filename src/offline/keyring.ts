/**
 * The signed-in user's data key, in memory (DESIGN.md "Identity and data at rest"): what ./session-db.ts
 * opens the user's database with, and what the sync worker is handed when it starts.
 *
 * Design:
 * - The key is a non-extractable CryptoKey: it lives in this module's memory and in the sync worker's (a
 *   structured clone keeps it non-extractable), never in any storage.
 * - A reload of the tab must not lock the user out while the session lives: session storage keeps, beside
 *   the tokens, a random session key and the data key wrapped under it (./identity.ts `UnlockedKey`).
 *   `restoreKey` unwraps it again after a reload. Closing the tab or the installed app forgets both.
 * - Sign-out, and any end of the session, forgets the key (`forgetKey`); the database and the worker that
 *   held it are closed by their own modules on the same event.
 * - A tiny external store: screens wait for the key (loading) instead of reading a locked database.
 */
import { browserStorage } from '../api/browser-storage';
import { onSessionEnd } from '../api/session';
import { fromBase64, importSessionKey, toBase64, unwrapDataKey } from './identity-crypto';
import type { UnlockedKey } from './identity';

export const UNLOCK_STORAGE_KEY = 'canguro.unlock';

interface Held {
  userId: string;
  key: CryptoKey;
}

let held: Held | null = null;
const listeners = new Set<() => void>();
const storage = browserStorage('session');

function set(next: Held | null) {
  held = next;
  for (const listener of listeners) listener();
}

/** After a sign-in (online or offline): the key for use, and its session wrapping for reloads. */
export function holdKey(unlocked: UnlockedKey): void {
  try {
    storage.setItem(
      UNLOCK_STORAGE_KEY,
      JSON.stringify({
        userId: unlocked.userId,
        raw: toBase64(unlocked.session.raw),
        wrapped: toBase64(new Uint8Array(unlocked.session.wrapped)),
      }),
    );
  } catch {
    // Storage denied: the key still works until the tab closes.
  }
  set({ userId: unlocked.userId, key: unlocked.key });
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
      const stored = JSON.parse(storage.getItem(UNLOCK_STORAGE_KEY) ?? 'null') as {
        userId: string;
        raw: string;
        wrapped: string;
      } | null;
      if (stored?.userId !== userId) return null;
      const sessionKey = await importSessionKey(fromBase64(stored.raw));
      const restored = await unwrapDataKey(fromBase64(stored.wrapped).buffer, sessionKey);
      set({ userId, key: restored });
      return restored;
    } catch (error) {
      console.error('The device key could not be restored from the session', error);
      return null;
    } finally {
      restoring = null;
    }
  })();
  return restoring;
}

/** Sign-out or another end of the session: the key leaves memory and session storage. */
export function forgetKey(): void {
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
