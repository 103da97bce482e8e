/**
 * Route guards, called from the routes' `beforeLoad` (spec 000 §2 "Any non-embedded visitor who is not
 * authenticated is sent to /login").
 *
 * "Authenticated" is the spec's rule: the access token has not expired (spec 000 §3). An expired access
 * token with a live refresh token is refreshed first, the same single shared refresh the API client uses
 * on a 401, so a user who paused for more than the token's 15 minutes is not sent to sign in again.
 */
import { redirect } from '@tanstack/react-router';
import { api } from '../../../api/client';
import { canRefresh, getSession, isAuthenticated, setCurrentModule } from '../../../api/session';

/** For every screen behind sign-in. */
export async function requireSession(): Promise<void> {
  if (isAuthenticated()) return;
  if (canRefresh()) {
    try {
      await api.refresh();
      if (isAuthenticated()) return;
    } catch {
      // Logged by the client ("Token refresh failed"); fall through to the sign-in page.
    }
  }
  throw redirect({ to: '/login', replace: true });
}

/** For /login: a signed-in user goes straight home. */
export function redirectIfSignedIn(): void {
  if (isAuthenticated()) throw redirect({ to: '/', replace: true });
}

/**
 * For a module's base path: the module becomes the current one; a user whose modulesAccess lacks it goes
 * home (the home menu never offers it to them).
 */
export function enterModule(module: string | null): void {
  const user = getSession().user;
  if (module !== null && user && !user.modulesAccess.includes(module)) {
    throw redirect({ to: '/', replace: true });
  }
  setCurrentModule(module);
}
