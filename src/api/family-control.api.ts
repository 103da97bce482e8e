/**
 * The family controls of a history (spec 000 §7 "Controls": GET /v1/family-control/hc/{historyId}), drafts
 * included, oldest first. Writes (stage, commit, discard) never go through here: they are queued in the
 * outbox and sent by the sync worker.
 */
import { documentList, type ListedDocument } from '../contract/document';
import { apiRead, checkedBy, runRead, type ApiRead } from './api-read';

export function listFamilyControls(historyId: string, signal?: AbortSignal): Promise<ListedDocument[]> {
  return runRead(familyControlListRead(historyId), signal);
}

export const familyControlListRead = (historyId: string): ApiRead<ListedDocument[]> =>
  apiRead(`/family-control/hc/${encodeURIComponent(historyId)}`, checkedBy(documentList));
