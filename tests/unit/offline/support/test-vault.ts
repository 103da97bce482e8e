/** A user's vault for tests: a fresh non-extractable AES-GCM key, as the app unwraps one at sign-in. */
import { createVault, DATA_KEY_ALGORITHM, type Vault } from '../../../../src/offline/vault';

export async function testVault(): Promise<Vault> {
  const key = await crypto.subtle.generateKey(DATA_KEY_ALGORITHM, false, ['encrypt', 'decrypt']);
  return createVault(key);
}
