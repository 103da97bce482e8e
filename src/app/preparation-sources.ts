/**
 * Gives "Preparar visitas" (src/offline/visit-preparation.ts) what each module's screens read for a
 * history: the offline layer cannot import the features, so the app registers their calls at start.
 */
import { psychologyPreparation } from '../features/psychology/preparation-source';
import { socialWorkCalls } from '../features/social-work/evolutions/use-social-work-timeline';
import { registerPreparation } from '../offline/visit-preparation';

/** Call once at start. */
export function connectVisitPreparation(): void {
  registerPreparation(psychologyPreparation);
  registerPreparation(socialWorkCalls);
}
