/**
 * Encryption at rest of what the device stores for a user (DESIGN.md "Identity and data at rest").
 *
 * Design:
 * - Every stored value that can hold personal data (a draft's content, an outbox entry's body, a cached
 *   record) is sealed with AES-GCM (256-bit key, a fresh random 96-bit IV per seal) under the user's data
 *   key. The key is a non-extractable WebCrypto key held in memory only (./keyring.ts); IndexedDB keeps
 *   ciphertext, so another user of the browser, or anyone reading the profile's files, sees nothing.
 * - A sealed value is `{ iv, data }` as stored by IndexedDB's structured clone (no base64 round trip).
 *   The value inside is JSON: whatever is sealed must be JSON-safe, as the bodies sent to /v1 are.
 * - Sealing is asynchronous (WebCrypto), and an IndexedDB transaction closes when it waits on anything
 *   else: the store modules seal before their transaction and open what they read after it.
 * - The same sealed value may be stored twice (a draft's content and the stage that sends it): it is the
 *   same message under the same IV, so no IV is ever reused for two different plaintexts.
 */

/** A value encrypted with AES-GCM under the user's data key. */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

/** The same sealed value (each sealing draws a fresh IV): a body nobody replaced meanwhile. */
export function sameSealed(a: Sealed | null, b: Sealed | null): boolean {
  if (!a || !b) return a === b;
  return a.iv.length === b.iv.length && a.iv.every((byte, i) => byte === b.iv[i]);
}

export interface Vault {
  seal(value: unknown): Promise<Sealed>;
  open<T = unknown>(sealed: Sealed): Promise<T>;
}

/** The vault's cipher, named once for every key the app makes or unwraps. */
export const DATA_KEY_ALGORITHM = { name: 'AES-GCM', length: 256 } as const;

const IV_BYTES = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Seals and opens with `key` (an AES-GCM key whose usages include encrypt and decrypt). */
export function createVault(key: CryptoKey): Vault {
  const subtle = globalThis.crypto.subtle;
  return {
    async seal(value) {
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const plain = encoder.encode(JSON.stringify(value ?? null));
      const data = await subtle.encrypt({ name: 'AES-GCM', iv }, key, plain);
      return { iv, data };
    },
    async open<T>(sealed: Sealed): Promise<T> {
      const plain = await subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data);
      // What this device sealed itself (an AES-GCM tag proves it unchanged), so of the type its caller
      // sealed: the one place a stored row gets its type back without a schema.
      return JSON.parse(decoder.decode(plain)) as T;
    },
  };
}
