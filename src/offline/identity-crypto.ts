/**
 * The key handling behind offline sign-in and encryption at rest (DESIGN.md "Identity and data at rest"),
 * as plain WebCrypto functions with no storage of their own (./identity.ts stores what they return).
 *
 * Design:
 * - The password is stretched with PBKDF2-SHA256 (600,000 iterations, OWASP's figure for it, and a random
 *   16-byte salt per user and device) into 512 bits: the first half is the verifier the device keeps, the
 *   second half the key-encryption key (AES-KW) that wraps the user's data key. Knowing the verifier
 *   gives nothing of the wrapping half (each PBKDF2 block is its own 600,000 rounds), and a wrong password
 *   is refused by the verifier before any unwrap is tried.
 * - The data key (AES-GCM 256, ./vault.ts) is random, made once per user and device. It exists in an
 *   extractable form only for the moment it is wrapped; the key the app works with is always unwrapped as
 *   non-extractable, so no script can read its bytes.
 * - The data key is also wrapped under a recovery key derived (HKDF-SHA256) from the user's device secret,
 *   which the server gives only to that user, signed in online. A password changed on the server cannot
 *   unwrap the old wrapping: the next online sign-in unwraps with the secret and wraps again under the new
 *   password. Offline, without the password, neither wrapping opens.
 * - A session key (AES-KW, random, kept in session storage beside the tokens) wraps the data key once more,
 *   so a reload of the same tab stays unlocked; closing the tab forgets it.
 */
import { DATA_KEY_ALGORITHM } from './vault';

export const PBKDF2_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const HALF_BITS = 256;
const WRAP = 'AES-KW';

const subtle = () => globalThis.crypto.subtle;

export const randomBytes = (length: number): Uint8Array<ArrayBuffer> =>
  globalThis.crypto.getRandomValues(new Uint8Array(length));

export const newSalt = () => randomBytes(SALT_BYTES);

export interface PasswordKeys {
  /** What the device keeps to check the password offline. */
  verifier: Uint8Array<ArrayBuffer>;
  /** Wraps and unwraps the data key. */
  wrappingKey: CryptoKey;
}

/**
 * Stretches the password (see the header): 512 bits, the first half a verifier, the second a key's bytes.
 * Also the key of an exported file of unsent work (./unsent-file.ts).
 */
export async function stretchPassword(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<{ verifier: Uint8Array<ArrayBuffer>; keyBytes: Uint8Array<ArrayBuffer> }> {
  const material = await subtle().importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = new Uint8Array(
    await subtle().deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, HALF_BITS * 2),
  );
  return { verifier: bits.slice(0, HALF_BITS / 8), keyBytes: bits.slice(HALF_BITS / 8) };
}

/** The password's verifier and the key that wraps the data key. */
export async function derivePasswordKeys(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations = PBKDF2_ITERATIONS,
): Promise<PasswordKeys> {
  const { verifier, keyBytes } = await stretchPassword(password, salt, iterations);
  const wrappingKey = await subtle().importKey('raw', keyBytes, WRAP, false, ['wrapKey', 'unwrapKey']);
  return { verifier, wrappingKey };
}

/** Compares without stopping at the first difference. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

/** A new data key, extractable only so that it can be wrapped; unwrap it to work with it. */
export function newDataKey(): Promise<CryptoKey> {
  return subtle().generateKey(DATA_KEY_ALGORITHM, true, ['encrypt', 'decrypt']);
}

export async function wrapDataKey(dataKey: CryptoKey, wrappingKey: CryptoKey): Promise<ArrayBuffer> {
  return subtle().wrapKey('raw', dataKey, wrappingKey, WRAP);
}

/** The data key out of a wrapping; non-extractable unless it is about to be wrapped again. */
export function unwrapDataKey(
  wrapped: ArrayBuffer,
  wrappingKey: CryptoKey,
  extractable = false,
): Promise<CryptoKey> {
  return subtle().unwrapKey('raw', wrapped, wrappingKey, WRAP, DATA_KEY_ALGORITHM, extractable, [
    'encrypt',
    'decrypt',
  ]);
}

/** The recovery key of a user's device secret (HKDF-SHA256, salted with the user's id). */
export async function recoveryKey(secret: Uint8Array<ArrayBuffer>, userId: string): Promise<CryptoKey> {
  const material = await subtle().importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  return subtle().deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new TextEncoder().encode(userId),
      info: new TextEncoder().encode('canguro device data key'),
    },
    material,
    { name: WRAP, length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

/** A random session key: non-extractable, it wraps and unwraps the data key and nothing reads its bytes. */
export function newSessionKey(): Promise<CryptoKey> {
  return subtle().generateKey({ name: WRAP, length: 256 }, false, ['wrapKey', 'unwrapKey']);
}

/** The name a login is looked up by: SHA-256 of the device's random pepper and the trimmed, lower-case login. */
export async function loginLookup(pepper: Uint8Array<ArrayBuffer>, login: string): Promise<string> {
  const name = new TextEncoder().encode(login.trim().toLowerCase());
  const input = new Uint8Array(pepper.length + name.length);
  input.set(pepper);
  input.set(name, pepper.length);
  return toBase64(new Uint8Array(await subtle().digest('SHA-256', input)));
}

/** In chunks: a file of several megabytes (src/offline/unsent-file.ts) would take seconds byte by byte. */
export function toBase64(bytes: Uint8Array): string {
  const chunks: string[] = [];
  for (let i = 0; i < bytes.length; i += 0x8000) {
    chunks.push(String.fromCharCode(...bytes.subarray(i, i + 0x8000)));
  }
  return btoa(chunks.join(''));
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
