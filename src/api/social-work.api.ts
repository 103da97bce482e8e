/**
 * The social-work reads (spec 001 §7): each document kind's list of a history (drafts included), the
 * history's rows (risks, activities, family members, reports, subsidies), and the basic data of the side panel. Writes never go
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

/** A listed row of a row resource: its id and fields as the server keeps them. */
export type ListedRow = Record<string, unknown> & { id: string };

/**
 * GET /v1/{resource}/hc/{historyId} of a row resource (spec 001 §7: psychosocial risks, activity groups,
 * external-network reports, subsidies, family composition), as a list: family composition answers
 * `{ familyMembers }`.
 */
export async function listRows(resource: string, historyId: string): Promise<ListedRow[]> {
  const answer = await api.get<ListedRow[] | { familyMembers?: ListedRow[] }>(
    `/${resource}/${hc(historyId)}`,
  );
  return Array.isArray(answer) ? answer : (answer.familyMembers ?? []);
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
