/**
 * Sign-out (spec 000 §2, §4): POST /auth/logout with the refresh token, then clear the session (session
 * storage, and every store registered with `onSessionEnd`) and local storage, and say "Se ha cerrado la
 * sesión exitosamente". The local clearing happens even when the server cannot be reached: the tokens
 * must not stay on a shared device. The caller navigates to /login.
 */
import { logout } from '../../../api/auth.api';
import { clearSession, getSession } from '../../../api/session';
import { sessionText } from '../../../i18n/platform';
import { notifySuccess } from '../../../ui/notifications/notify';

export async function signOut(): Promise<void> {
  const refreshToken = getSession().tokens?.refresh.token;
  if (refreshToken) {
    try {
      await logout(refreshToken);
    } catch (error) {
      // Offline or already revoked: the refresh token dies with the session below anyway.
      console.error(error);
    }
  }
  clearSession();
  try {
    localStorage.clear();
  } catch {
    // Storage denied: nothing to clear.
  }
  notifySuccess(sessionText.loggedOut);
}
