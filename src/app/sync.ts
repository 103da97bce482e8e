/**
 * Runs the sync worker (src/offline/sync-client.ts) while a user is signed in: started for the session's
 * user, restarted when another user signs in, stopped when the session ends (sign-out, failed refresh).
 * Embedded views (spec 000 §6) carry other credentials and no refresh token: no worker there.
 */
import { isEmbedded } from '../api/embedded';
import { getSession, onSessionEnd, subscribeSession } from '../api/session';
import { startSync, stopSync } from '../offline/sync-client';

function follow() {
  const { user, tokens } = getSession();
  if (user && tokens && !isEmbedded()) startSync(user.id);
  else stopSync();
}

/** Connects the sync worker to the session; call once at start. */
export function connectSync(): void {
  subscribeSession(follow);
  onSessionEnd(stopSync);
  follow();
}
