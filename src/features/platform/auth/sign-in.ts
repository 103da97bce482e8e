/**
 * Sign-in by "Usuario ó Email" (spec 000 §2 Login, §5, §8): the e-mail format check only decides whether
 * the input goes to /auth/login (as email) or /auth/login-username (as username). A blank input fails
 * with "Email or Username required" before any call.
 *
 * Offline first (docs/offline-identity.md): every online sign-in also remembers the user on this device
 * (src/offline/identity.ts: PBKDF2 verifier, the user's data key, the sealed profile and tokens) and holds
 * the unlocked key for the session (src/offline/keyring.ts). When the server cannot be reached, the same
 * credentials unlock the device's copy instead: a user never signed in online here is told so, and a wrong
 * password gets the server's own message and nothing else.
 */
import * as v from 'valibot';
import { fetchDeviceSecret, login, loginUsername } from '../../../api/auth.api';
import { isUnreachable } from '../../../api/errors';
import { startSession } from '../../../api/session';
import type { SessionUser } from '../../../contract/auth';
import { fromBase64 } from '../../../offline/identity-crypto';
import { deviceIdentity, OfflineSignInError } from '../../../offline/identity';
import { holdKey } from '../../../offline/keyring';
import { identityText, sessionText } from '../../../i18n/platform';
import { validationText } from '../../../i18n/validation';

const emailFormat = v.pipe(v.string(), v.email());

export const looksLikeEmail = (identifier: string): boolean => v.is(emailFormat, identifier.trim());

/** How the user got in: with the server, or with the device's copy (no network). */
export type SignInMode = 'online' | 'offline';

export async function signIn(
  identifier: string,
  password: string,
): Promise<{ user: SessionUser; mode: SignInMode }> {
  const name = identifier.trim();
  if (name === '') throw new Error(validationText.emailOrUsernameRequired);
  let answer;
  try {
    answer = looksLikeEmail(name) ? await login(name, password) : await loginUsername(name, password);
  } catch (error) {
    if (isUnreachable(error)) return { user: await signInOffline(name, password), mode: 'offline' };
    throw error;
  }
  const secrets = await fetchDeviceSecret(answer.tokens.access.token);
  const unlocked = await deviceIdentity().rememberSignIn({
    logins: [name],
    password,
    user: answer.user,
    tokens: answer.tokens,
    deviceSecret: fromBase64(secrets.secret),
    previousDeviceSecret: secrets.previous === null ? null : fromBase64(secrets.previous),
    ...(secrets.passwordRounds !== undefined && { passwordRounds: secrets.passwordRounds }),
  });
  await holdKey(unlocked);
  startSession(answer.user, answer.tokens);
  return { user: answer.user, mode: 'online' };
}

async function signInOffline(name: string, password: string): Promise<SessionUser> {
  try {
    const unlocked = await deviceIdentity().unlockOffline(name, password);
    await holdKey(unlocked);
    startSession(unlocked.user, unlocked.tokens);
    return unlocked.user;
  } catch (error) {
    if (!(error instanceof OfflineSignInError)) throw error;
    throw new Error(
      error.reason === 'unknown-user' ? identityText.unknownUser : sessionText.wrongCredentials,
    );
  }
}
