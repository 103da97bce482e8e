/**
 * The family controls of a history (spec 000 §7 "Controls": GET /v1/family-control/hc/{historyId}), drafts
 * included, oldest first. Writes (stage, commit, discard) never go through here: they are queued in the
 * outbox and sent by the sync worker.
 */
import { documentList, type ListedDocument } from '../contract/document';
import { api } from './client';

export function listFamilyControls(historyId: string, signal?: AbortSignal): Promise<ListedDocument[]> {
  return api.get(`/family-control/hc/${encodeURIComponent(historyId)}`, {
    schema: documentList,
    signal,
  });
}
