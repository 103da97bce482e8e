/**
 * Connects the device's side of the app (src/offline: Dexie, the outbox, the sync worker) without loading
 * it with the first screen: the sign-in form and an offline unlock need none of it, and on a slow tablet
 * every kilobyte parsed before the form shows is felt (docs/benchmarks.md "First screen").
 *
 * - The API layer's door to the device (the activity-log queue) is set at start to a function that loads
 *   its module on first use. (The open histories read their records through the query layer of
 *   src/offline/queries.ts themselves: src/state sits above src/offline.)
 * - The rest (the sync worker, the query layer's refresh after a sync, "Preparar visitas"' calls) starts
 *   with the first signed-in user (./device-session.ts), loaded then, and is precached by the service
 *   worker like every chunk, so an offline start loads it from the device.
 */
import { setActivityLogQueue } from '../api/activity-log.api';
import { getSession, subscribeSession } from '../api/session';
import { logFailure } from '../api/failure-log';

let sessionWiring: Promise<void> | null = null;

function connectWhenSignedIn() {
  if (sessionWiring || !getSession().user) return;
  sessionWiring = import('./device-session')
    .then((wiring) => wiring.connectDeviceSession())
    .catch((error: unknown) => {
      sessionWiring = null;
      logFailure('The device could not be connected', error);
    });
}

/** Call once at start. */
export function connectDevice(): void {
  // Activity logs made without network wait in the outbox (src/api/activity-log.api.ts).
  setActivityLogQueue(async (entry) =>
    (await import('../offline/activity-log-queue')).queueActivityLog(entry),
  );
  subscribeSession(connectWhenSignedIn);
  connectWhenSignedIn();
}
