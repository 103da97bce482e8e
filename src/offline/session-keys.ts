/**
 * The session keys that keep a tab unlocked across a reload (./keyring.ts), in a small IndexedDB database
 * of their own: each a non-extractable AES-KW CryptoKey (a structured clone keeps it so), under a random
 * id that only the tab's session storage knows. A script on the page can use such a key while the page
 * lives but cannot read its bytes; session storage holds only the id and the data key wrapped under it.
 *
 * A key is deleted with its session (sign-out, any end of the session). The key of a tab closed without
 * signing out stays behind, useless without the wrapping its session storage took with it, until a later
 * sign-in on the device prunes the keys older than SESSION_KEY_MAX_AGE_MS.
 */
import type Dexie from 'dexie';
import type { EntityTable } from 'dexie';
import { typedDexie } from './typed-dexie';

export const SESSION_KEYS_DB_NAME = 'canguro-session-keys';
/** A tab left open longer than this asks for the password again after a reload. */
export const SESSION_KEY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface StoredSessionKey {
  id: string;
  key: CryptoKey;
  createdAt: number;
}

export interface SessionKeyStore {
  put(id: string, key: CryptoKey, now?: number): Promise<void>;
  get(id: string): Promise<CryptoKey | null>;
  delete(id: string): Promise<void>;
  /** Deletes the keys created before `now - SESSION_KEY_MAX_AGE_MS`. */
  prune(now?: number): Promise<void>;
}

export function openSessionKeyStore(options: { indexedDB?: IDBFactory } = {}): SessionKeyStore {
  const db = typedDexie<Dexie & { keys: EntityTable<StoredSessionKey, 'id'> }>(SESSION_KEYS_DB_NAME, {
    ...(options.indexedDB && { indexedDB: options.indexedDB }),
  });
  db.version(1).stores({ keys: 'id, createdAt' });
  return {
    async put(id, key, now = Date.now()) {
      await db.keys.put({ id, key, createdAt: now });
    },
    async get(id) {
      return (await db.keys.get(id))?.key ?? null;
    },
    async delete(id) {
      await db.keys.delete(id);
    },
    async prune(now = Date.now()) {
      await db.keys
        .where('createdAt')
        .below(now - SESSION_KEY_MAX_AGE_MS)
        .delete();
    },
  };
}
