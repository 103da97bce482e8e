/**
 * Runs the sync worker (src/offline/sync-client.ts) while a user is signed in: started for the session's
 * user once the user's data key is held in this tab (src/offline/keyring.ts), restarted when another user
 * signs in, stopped when the session ends (sign-out, failed refresh). A session with no tokens (an offline
 * sign-in after a sign-out that forgot them) starts none: nothing could be sent until the next online
 * sign-in. Embedded views (spec 000 §6) carry other credentials and no refresh token: no worker there.
 *
 * The token pair is sealed on the device at every change (src/offline/identity.ts `saveTokens`), so work
 * queued after an offline sign-in can be sent as soon as the network is back.
 */
import { isEmbedded } from '../api/embedded';
import { getSession, onSessionEnd, subscribeSession } from '../api/session';
import type { Tokens } from '../contract/auth';
import { deviceIdentity } from '../offline/identity';
import { subscribeKey, userKey } from '../offline/keyring';
import { startSync, stopSync } from '../offline/sync-client';
import { logFailure } from '../api/failure-log';

let sealedTokens: Tokens | null = null;

function follow() {
  const { user, tokens } = getSession();
  const key = user ? userKey(user.id) : null;
  if (user && key && tokens && !isEmbedded()) {
    startSync(user.id, key);
    if (tokens !== sealedTokens) {
      sealedTokens = tokens;
      deviceIdentity()
        .saveTokens(user.id, key, tokens)
        .catch((error: unknown) => logFailure('The tokens could not be kept on the device', error));
    }
  } else stopSync();
}

/** Connects the sync worker to the session; call once at start. */
export function connectSync(): void {
  subscribeSession(follow);
  subscribeKey(follow);
  onSessionEnd(() => {
    stopSync();
    sealedTokens = null;
  });
  follow();
}
