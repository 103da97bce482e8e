/**
 * What the app starts for a signed-in user, loaded with the first one (./device.ts): the sync worker
 * (./sync.ts), the query layer's refresh after each acknowledged write (./query-sync.ts), the modules'
 * calls for "Preparar visitas" (./preparation-sources.ts) and the reference data kept for offline work
 * (./reference-data.ts). Each follows the session by itself afterwards.
 */
import { connectQuerySync } from './query-sync';
import { connectReferenceData } from './reference-data';
import { connectSync } from './sync';
import { connectVisitPreparation } from './preparation-sources';

/** Called once, when a user is first signed in. */
export function connectDeviceSession(): void {
  connectQuerySync();
  connectVisitPreparation();
  connectSync();
  connectReferenceData();
}
