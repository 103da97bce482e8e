/**
 * /v1/auth (spec 000 §7 "Auth"): sign-in by e-mail or by username, token refresh, logout. The sign-in
 * answers are checked against the contract (`loginAnswer`), so the session only ever holds a valid user.
 */
import { deviceSecretAnswer, loginAnswer, type LoginAnswer } from '../contract/auth';
import { api } from './client';

export function login(email: string, password: string): Promise<LoginAnswer> {
  return api.post('auth/login', { email, password }, { anonymous: true, schema: loginAnswer });
}

export function loginUsername(username: string, password: string): Promise<LoginAnswer> {
  return api.post('auth/login-username', { username, password }, { anonymous: true, schema: loginAnswer });
}

/** Revokes the refresh token's family on the server (answer 204). */
export async function logout(refreshToken: string): Promise<void> {
  await api.post('auth/logout', { refreshToken }, { anonymous: true });
}

/**
 * The signed-in user's device secret (docs/offline-identity.md), asked with the access token of a sign-in
 * that has not started its session yet.
 */
export async function fetchDeviceSecret(
  accessToken: string,
): Promise<{ secret: string; previous: string | null; passwordRounds?: number }> {
  const answer = await api.get('auth/device-secret', {
    anonymous: true,
    headers: { authorization: `Bearer ${accessToken}` },
    schema: deviceSecretAnswer,
  });
  return {
    secret: answer.secret,
    previous: answer.previous ?? null,
    ...(answer.passwordRounds !== undefined && { passwordRounds: answer.passwordRounds }),
  };
}
