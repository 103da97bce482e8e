/**
 * Route guards, called from the routes' `beforeLoad` (spec 000 §2 "Any non-embedded visitor who is not
 * authenticated is sent to /login").
 *
 * "Authenticated" is the spec's rule: the access token has not expired (spec 000 §3). An expired access
 * token with a live refresh token is refreshed first, the same single shared refresh the API client uses
 * on a 401, so a user who paused for more than the token's 15 minutes is not sent to sign in again.
 *
 * Offline first (docs/offline-identity.md): the session must also hold the user's data key in this tab
 * (restored from the session after a reload); without it the device's data cannot be read, and the user
 * signs in again; the address asked for goes to /login as `?redirect=`, so sign-in returns to it
 * (./return-path.ts: a history's address in a reloaded or relaunched tab, a shared link). A session the
 * server cannot be asked about (no network) works on the device's data: an
 * offline sign-in, or an expired token that cannot be refreshed yet.
 */
import { redirect } from '@tanstack/react-router';
import { api } from '../../../api/client';
import { isUnreachable } from '../../../api/errors';
import { isOnline } from '../../../api/server-reachability';
import {
  canRefresh,
  clearSession,
  getSession,
  isAuthenticated,
  setCurrentModule,
} from '../../../api/session';
import { returnPath } from './return-path';

const toLogin = (href?: string) =>
  redirect({ to: '/login', search: { redirect: returnPath(href) }, replace: true });

/** For every screen behind sign-in. */
export async function requireSession({ location }: { location: { href: string } }): Promise<void> {
  const { user } = getSession();
  if (!user) throw toLogin(location.href);
  // Loaded here, not with the sign-in form: the keyring brings the device's database code (Dexie).
  const { restoreKey } = await import('../../../offline/keyring');
  if (!(await restoreKey(user.id))) {
    clearSession();
    throw toLogin(location.href);
  }
  if (isAuthenticated()) return;
  if (canRefresh()) {
    try {
      await api.refresh();
      if (isAuthenticated()) return;
    } catch (error) {
      // No answer: work on with the device's data. A refusal is logged by the client and ends the session.
      if (isUnreachable(error)) return;
    }
  } else if (!isOnline()) {
    return; // No live token and no network (an offline sign-in): the device's data, until it is back.
  }
  throw toLogin(location.href);
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

/** The modules whose professionals visit families and so prepare visits ("Preparar visitas"). */
const VISIT_MODULES = ['psychology', 'socialWork'] as const;

/** Whether a user with these modules may prepare visits (sidebar entry and route). */
export const canPrepareVisits = (modulesAccess: readonly string[]): boolean =>
  VISIT_MODULES.some((module) => modulesAccess.includes(module));

/** For /prepare-visits: a user of neither module goes home. */
export function enterVisitPreparation(): void {
  const user = getSession().user;
  if (user && !canPrepareVisits(user.modulesAccess)) throw redirect({ to: '/', replace: true });
  setCurrentModule(null);
}
