/**
 * The Bayley and Griffiths exams of a history and the tests' parameters, as the Evoluciones timeline reads
 * them (spec 000 §7 "Bayley", "Griffiths": GET /v1/bayley and GET /v1/griffiths with historyId, GET
 * /v1/{exam}/params). The lists are the documents of docs/api.md §1.11, drafts included, oldest first.
 * Writes never go through here: they are queued in the outbox and sent by the sync worker.
 */
import { bayleyParams, type BayleyParams } from '../contract/bayley';
import { documentList, type ListedDocument } from '../contract/document';
import { griffithsParams, type GriffithsParams } from '../contract/griffiths';
import { api } from './client';

export type ExamKind = 'bayley' | 'griffiths';

export function listExams(
  kind: ExamKind,
  historyId: string,
  signal?: AbortSignal,
): Promise<ListedDocument[]> {
  return api.get(`/${kind}`, { params: { historyId }, schema: documentList, signal });
}

export function getBayleyParams(signal?: AbortSignal): Promise<BayleyParams> {
  return api.get('/bayley/params', { schema: bayleyParams, signal });
}

export function getGriffithsParams(signal?: AbortSignal): Promise<GriffithsParams> {
  return api.get('/griffiths/params', { schema: griffithsParams, signal });
}
