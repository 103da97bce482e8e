/**
 * The Bayley and Griffiths exams of a history and the tests' parameters, as the Evoluciones timeline reads
 * them (spec 000 §7 "Bayley", "Griffiths": GET /v1/bayley and GET /v1/griffiths with historyId, GET
 * /v1/{exam}/params). The lists are the documents of docs/api.md §1.11, drafts included, oldest first.
 * Writes never go through here: they are queued in the outbox and sent by the sync worker.
 *
 * Spec 000 §7 "Bayley calls run one at a time (concurrency 1)": the Bayley calls made here wait for each
 * other (`oneBayleyCall`), while the other calls of the timeline run beside them.
 */
import { bayleyParams, type BayleyParams } from '../contract/bayley';
import { documentList, type ListedDocument } from '../contract/document';
import { griffithsParams, type GriffithsParams } from '../contract/griffiths';
import { api } from './client';

export type ExamKind = 'bayley' | 'griffiths';

let bayleyTail: Promise<unknown> = Promise.resolve();

/** Runs a Bayley call once every earlier one has ended (fulfilled or not). */
export function oneBayleyCall<T>(call: () => Promise<T>): Promise<T> {
  const run = bayleyTail.then(call, call);
  bayleyTail = run.catch(() => undefined);
  return run;
}

export function listExams(
  kind: ExamKind,
  historyId: string,
  signal?: AbortSignal,
): Promise<ListedDocument[]> {
  const call = () => api.get(`/${kind}`, { params: { historyId }, schema: documentList, signal });
  return kind === 'bayley' ? oneBayleyCall(call) : call();
}

export function getBayleyParams(signal?: AbortSignal): Promise<BayleyParams> {
  return oneBayleyCall(() => api.get('/bayley/params', { schema: bayleyParams, signal }));
}

export function getGriffithsParams(signal?: AbortSignal): Promise<GriffithsParams> {
  return api.get('/griffiths/params', { schema: griffithsParams, signal });
}
