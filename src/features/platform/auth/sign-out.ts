/**
 * Sign-out (spec 000 §2, §4): POST /auth/logout with the refresh token, then clear the session (session
 * storage, and every store registered with `onSessionEnd`: the open database, the sync worker, the user's
 * data key) and local storage, and say "Se ha cerrado la sesión exitosamente". The local clearing happens
 * even when the server cannot be reached: the tokens must not stay on a shared device.
 *
 * Offline first (docs/offline-identity.md): nothing queued is ever deleted. What the device stores for the
 * user stays, sealed under a key that only the user's password unwraps, and is sent after the user's next
 * sign-in; the token pair sealed for offline sign-in is forgotten. The screen asks before signing out while
 * work is unsynced (./sign-out-dialog.tsx). The caller navigates to /login.
 */
import { logout } from '../../../api/auth.api';
import { clearSession, getSession } from '../../../api/session';
import { sessionText } from '../../../i18n/platform';
import { deviceIdentity } from '../../../offline/identity';
import { userKey } from '../../../offline/keyring';
import { notifySuccess } from '../../../ui/notifications/notify';
import { logFailure } from '../../../api/failure-log';

export async function signOut(): Promise<void> {
  const { user, tokens } = getSession();
  const refreshToken = tokens?.refresh.token;
  if (refreshToken) {
    try {
      await logout(refreshToken);
    } catch (error) {
      // Offline or already revoked: the refresh token dies with the session below anyway.
      logFailure('Logout not answered', error, 'warn');
    }
  }
  const key = user && userKey(user.id);
  if (user && key) {
    await deviceIdentity()
      .saveTokens(user.id, key, null)
      .catch((error: unknown) => logFailure('The device kept no tokens to forget', error));
  }
  clearSession();
  try {
    localStorage.clear();
  } catch {
    // Storage denied: nothing to clear.
  }
  notifySuccess(sessionText.loggedOut);
}
