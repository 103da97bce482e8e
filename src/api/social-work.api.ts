/**
 * The social-work reads (spec 001 §7): each document kind's list of a history (drafts included), the
 * history's psychosocial risks and activities, and the basic data of the side panel. Writes never go
 * through here: they are queued in the outbox and sent by the sync worker.
 */
import { documentList, type ListedDocument } from '../contract/document';
import { api } from './client';

export type SocialWorkListKind = 'initial-assessment' | 'social-work-evolution' | 'home-visit';

const hc = (historyId: string) => `hc/${encodeURIComponent(historyId)}`;

export function listSocialWorkDocuments(
  kind: SocialWorkListKind,
  historyId: string,
): Promise<ListedDocument[]> {
  return api.get(`/${kind}/${hc(historyId)}`, { schema: documentList });
}

/** GET /v1/psychosocial-risk/hc/{historyId}: the risks, as the server lists them. */
export function listPsychosocialRisks(historyId: string): Promise<Record<string, unknown>[]> {
  return api.get<Record<string, unknown>[]>(`/psychosocial-risk/${hc(historyId)}`);
}

/** GET /v1/social-work-activity/hc/{historyId}: the activity groups with their records. */
export function listSocialWorkActivities(historyId: string): Promise<Record<string, unknown>[]> {
  return api.get<Record<string, unknown>[]>(`/social-work-activity/${hc(historyId)}`);
}

/** GET /v1/hc/{id}/basic-data/social-work (docs/api.md). */
export interface SocialWorkBasicData {
  motherName?: string | null;
  motherDocument?: string | null;
  motherBirthDate?: string | null;
  motherMaritalStatus?: number | null;
  motherAddressNeighborhoodLocality?: string | null;
  motherTelephone?: string | null;
  motherStatus?: number | null;
  patientName?: string | null;
  patientDocument?: string | null;
  patientBirthIPS?: number | null;
  patientEPS?: string | null;
  patientRegime?: string | null;
}

export function getSocialWorkBasicData(historyId: string): Promise<SocialWorkBasicData> {
  return api.get<SocialWorkBasicData>(`/${hc(historyId)}/basic-data/social-work`);
}
