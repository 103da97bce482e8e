/**
 * The device's memory of who signed in here, so that the app can be unlocked with no network
 * (DESIGN.md "Identity and data at rest"; docs/offline-identity.md).
 *
 * Design:
 * - Its own IndexedDB database, `canguro-identity`, shared by the users of the browser: it holds, per user,
 *   the PBKDF2 salt and verifier, the user's data key wrapped twice (under the password and under the
 *   recovery key of the user's device secret, ./identity-crypto.ts), and, sealed under the data key, the
 *   user's profile and token pair. Nothing in it is readable without that user's password.
 * - Logins are found by a peppered SHA-256 of the lower-case login (`logins`), never by the login itself:
 *   an indexed field holds no personal data. Both the username and the e-mail of a user point to them.
 * - `rememberSignIn` runs at every online sign-in: it makes the user's key on the first one, and after a
 *   password changed on the server it unwraps the key with the device secret and wraps it again under the
 *   new password. `unlockOffline` is the sign-in without network. Both hand back the key unwrapped for use
 *   (non-extractable) and a session wrapping of it (./keyring.ts keeps both).
 * - The token pair is sealed here at sign-in and at every rotation (`saveTokens`), so that work queued
 *   offline can be sent once the network is back (a refresh with the sealed refresh token); sign-out forgets it.
 */
import type Dexie from 'dexie';
import type { EntityTable } from 'dexie';
import type { SessionUser, Tokens } from '../contract/auth';
import {
  derivePasswordKeys,
  loginLookup,
  newDataKey,
  newSalt,
  newSessionKey,
  PBKDF2_ITERATIONS,
  randomBytes,
  recoveryKey,
  sameBytes,
  unwrapDataKey,
  wrapDataKey,
} from './identity-crypto';
import { identityText } from '../i18n/platform';
import { typedDexie } from './typed-dexie';
import { createVault, type Sealed } from './vault';

interface DeviceSetting {
  key: 'pepper';
  value: Uint8Array<ArrayBuffer>;
}

interface LoginRow {
  lookup: string;
  userId: string;
}

interface IdentityRow {
  userId: string;
  salt: Uint8Array<ArrayBuffer>;
  iterations: number;
  verifier: Uint8Array<ArrayBuffer>;
  /** The data key wrapped under the password's key. */
  byPassword: ArrayBuffer;
  /** The data key wrapped under the recovery key of the user's device secret. */
  byRecovery: ArrayBuffer;
  /** `SessionUser`, sealed. */
  profile: Sealed;
  /** `Tokens`, sealed; null after sign-out. */
  tokens: Sealed | null;
  updatedAt: number;
}

type IdentityDb = Dexie & {
  settings: EntityTable<DeviceSetting, 'key'>;
  logins: EntityTable<LoginRow, 'lookup'>;
  users: EntityTable<IdentityRow, 'userId'>;
};

export const IDENTITY_DB_NAME = 'canguro-identity';

export interface IdentityDbOptions {
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /** PBKDF2 rounds for new verifiers (unit tests lower it; the app always uses the default). */
  iterations?: number;
}

/** The user's key, unlocked: for use (non-extractable), and wrapped under a fresh session key. */
export interface UnlockedKey {
  userId: string;
  key: CryptoKey;
  /** The data key wrapped under a fresh, non-extractable session key, for a reload (./keyring.ts). */
  session: { key: CryptoKey; wrapped: ArrayBuffer };
}

export type OfflineSignInFailure = 'unknown-user' | 'wrong-credentials';

export class OfflineSignInError extends Error {
  override readonly name = 'OfflineSignInError';
  constructor(readonly reason: OfflineSignInFailure) {
    super(reason);
  }
}

export interface IdentityStore {
  /** After an online sign-in the server accepted: see the header. */
  rememberSignIn(input: {
    logins: readonly string[];
    password: string;
    user: SessionUser;
    tokens: Tokens;
    deviceSecret: Uint8Array<ArrayBuffer>;
    /** The secret before `deviceSecret`, when the password was set by an administrator since. */
    previousDeviceSecret?: Uint8Array<ArrayBuffer> | null;
    /** PBKDF2 rounds the server asked for (a browser test's throwaway device); else the store's own. */
    passwordRounds?: number;
  }): Promise<UnlockedKey>;
  /** The sign-in without network: the same credentials against the stored verifier. */
  unlockOffline(
    login: string,
    password: string,
  ): Promise<UnlockedKey & { user: SessionUser; tokens: Tokens | null }>;
  /** Whether `password` is the one this device knows for `userId` (the stored verifier; no key is opened). */
  verifyPassword(userId: string, password: string): Promise<boolean>;
  /** Seals the current token pair (null forgets it). */
  saveTokens(userId: string, key: CryptoKey, tokens: Tokens | null): Promise<void>;
  close(): void;
}

/** Unwraps the data key for use, and once more (extractable, for a moment) to wrap it for the session. */
async function unlock(userId: string, wrapped: ArrayBuffer, wrappingKey: CryptoKey): Promise<UnlockedKey> {
  const [key, extractable, session] = await Promise.all([
    unwrapDataKey(wrapped, wrappingKey),
    unwrapDataKey(wrapped, wrappingKey, true),
    newSessionKey(),
  ]);
  return { userId, key, session: { key: session, wrapped: await wrapDataKey(extractable, session) } };
}

export function openIdentityStore(options: IdentityDbOptions = {}): IdentityStore {
  const db = typedDexie<IdentityDb>(IDENTITY_DB_NAME, {
    ...(options.indexedDB && { indexedDB: options.indexedDB }),
    ...(options.IDBKeyRange && { IDBKeyRange: options.IDBKeyRange }),
    chromeTransactionDurability: 'strict',
  });
  db.version(1).stores({ settings: '&key', logins: '&lookup', users: '&userId' });
  const iterations = options.iterations ?? PBKDF2_ITERATIONS;

  async function pepper(): Promise<Uint8Array<ArrayBuffer>> {
    const stored = await db.settings.get('pepper');
    if (stored) return stored.value;
    const value = randomBytes(32);
    // Two tabs may race here: the first pepper written is the one every later lookup uses.
    await db.settings.add({ key: 'pepper', value }).catch(() => undefined);
    return (await db.settings.get('pepper'))!.value;
  }

  return {
    async rememberSignIn({
      logins,
      password,
      user,
      tokens,
      deviceSecret,
      previousDeviceSecret,
      passwordRounds,
    }) {
      const rounds = passwordRounds ?? iterations;
      const known = await db.users.get(user.id);
      const recovery = await recoveryKey(deviceSecret, user.id);
      const keys = known && (await derivePasswordKeys(password, known.salt, known.iterations));
      const samePassword = keys && known && sameBytes(keys.verifier, known.verifier);
      // The key as it is (extractable, for this function only): made on the first sign-in; opened with the
      // password, or, when the password changed on the server, with the device secret (the one before it
      // when the change rotated it).
      const recovered = async (row: IdentityRow) => {
        try {
          return await unwrapDataKey(row.byRecovery, recovery, true);
        } catch {
          if (!previousDeviceSecret) throw new Error(identityText.unrecoverable);
          const previous = await recoveryKey(previousDeviceSecret, user.id);
          return unwrapDataKey(row.byRecovery, previous, true).catch(() => {
            throw new Error(identityText.unrecoverable);
          });
        }
      };
      const dataKey = !known
        ? await newDataKey()
        : samePassword
          ? await unwrapDataKey(known.byPassword, keys.wrappingKey, true)
          : await recovered(known);
      let passwordPart: Pick<IdentityRow, 'salt' | 'iterations' | 'verifier' | 'byPassword'>;
      if (known && samePassword && known.iterations === rounds) passwordPart = known;
      else {
        const salt = newSalt();
        const fresh = await derivePasswordKeys(password, salt, rounds);
        passwordPart = {
          salt,
          iterations: rounds,
          verifier: fresh.verifier,
          byPassword: await wrapDataKey(dataKey, fresh.wrappingKey),
        };
      }
      const row = { userId: user.id, ...passwordPart, byRecovery: await wrapDataKey(dataKey, recovery) };
      const unlocked = await unlock(user.id, row.byRecovery, recovery);
      const vault = createVault(unlocked.key);
      const [profile, sealedTokens, pepperBytes] = await Promise.all([
        vault.seal(user),
        vault.seal(tokens),
        pepper(),
      ]);
      const lookups = await Promise.all(
        [...new Set([...logins, user.username, user.email])].map((login) => loginLookup(pepperBytes, login)),
      );
      await db.transaction('rw', [db.users, db.logins], async () => {
        await db.users.put({ ...row, profile, tokens: sealedTokens, updatedAt: Date.now() });
        await db.logins.bulkPut(lookups.map((lookup) => ({ lookup, userId: user.id })));
      });
      return unlocked;
    },

    async unlockOffline(login, password) {
      const lookup = await loginLookup(await pepper(), login);
      const userId = (await db.logins.get(lookup))?.userId;
      const row = userId ? await db.users.get(userId) : undefined;
      if (!row) throw new OfflineSignInError('unknown-user');
      const keys = await derivePasswordKeys(password, row.salt, row.iterations);
      if (!sameBytes(keys.verifier, row.verifier)) throw new OfflineSignInError('wrong-credentials');
      const unlocked = await unlock(row.userId, row.byPassword, keys.wrappingKey);
      const vault = createVault(unlocked.key);
      const [user, tokens] = await Promise.all([
        vault.open<SessionUser>(row.profile),
        row.tokens ? vault.open<Tokens>(row.tokens) : null,
      ]);
      return { ...unlocked, user, tokens };
    },

    async verifyPassword(userId, password) {
      const row = await db.users.get(userId);
      if (!row) return false;
      const keys = await derivePasswordKeys(password, row.salt, row.iterations);
      return sameBytes(keys.verifier, row.verifier);
    },

    async saveTokens(userId, key, tokens) {
      const sealed = tokens ? await createVault(key).seal(tokens) : null;
      await db.users.update(userId, { tokens: sealed, updatedAt: Date.now() });
    },

    close: () => db.close(),
  };
}

let shared: IdentityStore | null = null;

/** This browser's identity store, opened once per tab. */
export const deviceIdentity = (): IdentityStore => (shared ??= openIdentityStore());
