/**
 * The social-work reads (spec 001 §7): each document kind's list of a history (drafts included), the
 * history's rows (risks, activities, family members, reports, subsidies), and the basic data of the side panel. Writes never go
 * through here: they are queued in the outbox and sent by the sync worker.
 */
import * as v from 'valibot';
import { documentList, type ListedDocument } from '../contract/document';
import { apiRead, checkedBy, type ApiRead } from './api-read';

export type SocialWorkListKind = 'initial-assessment' | 'social-work-evolution' | 'home-visit';

const hc = (historyId: string) => `hc/${encodeURIComponent(historyId)}`;

export const socialWorkDocumentsRead = (
  kind: SocialWorkListKind,
  historyId: string,
): ApiRead<ListedDocument[]> => apiRead(`/${kind}/${hc(historyId)}`, checkedBy(documentList));

/** A listed row of a row resource: its id and fields as the server keeps them. */
export type ListedRow = Record<string, unknown> & { id: string };

const listedRows = v.array(v.looseObject({ id: v.string() }));
const rowsAnswer = v.union([listedRows, v.looseObject({ familyMembers: v.optional(listedRows) })]);

/**
 * GET /v1/{resource}/hc/{historyId} of a row resource (spec 001 §7: psychosocial risks, activity groups,
 * external-network reports, subsidies, family composition), as a list: family composition answers
 * `{ familyMembers }`.
 */
export const rowsRead = (resource: string, historyId: string): ApiRead<ListedRow[]> =>
  apiRead(`/${resource}/${hc(historyId)}`, (body) => {
    const answer = checkedBy(rowsAnswer)(body);
    return Array.isArray(answer) ? answer : (answer.familyMembers ?? []);
  });

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

// The panel reads each field as text or a catalogue id and shows what it finds: the answer is the
// server's own object, taken as it comes (as before it was batched).
export const basicDataRead = (historyId: string): ApiRead<SocialWorkBasicData> =>
  apiRead(`/${hc(historyId)}/basic-data/social-work`, (body) => body as SocialWorkBasicData);
