/**
 * Runs the sync worker (src/offline/sync-client.ts) while a user is signed in: started for the session's
 * user, restarted when another user signs in, stopped when the session ends (sign-out, failed refresh).
 * Embedded views (spec 000 §6) carry other credentials and no refresh token: no worker there.
 * Activity logs made without network are queued in the outbox too.
 */
import { isEmbedded } from '../api/embedded';
import { getSession, onSessionEnd, subscribeSession } from '../api/session';
import { setActivityLogQueue } from '../api/activity-log.api';
import { queueActivityLog } from '../offline/activity-log-queue';
import { startSync, stopSync } from '../offline/sync-client';

function follow() {
  const { user, tokens } = getSession();
  if (user && tokens && !isEmbedded()) startSync(user.id);
  else stopSync();
}

/** Connects the sync worker to the session; call once at start. */
export function connectSync(): void {
  // Activity logs made without network wait in the outbox (src/api/activity-log.api.ts).
  setActivityLogQueue(queueActivityLog);
  subscribeSession(follow);
  onSessionEnd(stopSync);
  follow();
}
