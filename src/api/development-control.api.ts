/**
 * The development controls of a history (spec 000 §7 "Controls": GET /v1/development-control/hc/{historyId}),
 * drafts included, oldest first. Writes (stage, commit, discard) never go through here: they are queued in
 * the outbox and sent by the sync worker.
 */
import { documentList, type ListedDocument } from '../contract/document';
import { apiRead, checkedBy, type ApiRead } from './api-read';

export const developmentControlListRead = (historyId: string): ApiRead<ListedDocument[]> =>
  apiRead(`/development-control/hc/${encodeURIComponent(historyId)}`, checkedBy(documentList));
