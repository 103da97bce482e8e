/**
 * What the psychology screens read for a history, for "Preparar visitas" (src/offline/visit-preparation.ts):
 * the Evoluciones timeline's calls (documents, postponements, anthropometry, the tests' parameters and
 * catalogues), the family control's referral catalogues and referring users, and the CIE-10 catalogue of
 * the diagnoses.
 */
import type { ServerCall } from '../../api/server-query';
import { cie10CatalogueCall } from '../../offline/cie10-catalogue';
import type { CanguroDb } from '../../offline/db';
import { timelineCallList } from './evolutions/use-timeline-sources';
import { familyReferenceCalls } from './family-control/family-lookups';

export function psychologyPreparation(db: CanguroDb, historyId: string): ServerCall[] {
  return [...timelineCallList(db, historyId), ...familyReferenceCalls(db), cie10CatalogueCall(db)];
}
