/**
 * The Bayley and Griffiths exams of a history and the tests' parameters, as the Evoluciones timeline reads
 * them (spec 000 §7 "Bayley", "Griffiths": GET /v1/bayley and GET /v1/griffiths with historyId, GET
 * /v1/{exam}/params). The lists are the documents of docs/api.md §1.11, drafts included, oldest first.
 * Writes never go through here: they are queued in the outbox and sent by the sync worker.
 *
 * Spec 000 §7 "Bayley calls run one at a time (concurrency 1)": the timeline's Bayley calls wait for each
 * other (`oneBayleyCall`), while its other calls run beside them; in a batch (GET /v1/batch) the server
 * answers the reads one after another.
 */
import { bayleyParams, type BayleyParams } from '../contract/bayley';
import { documentList, type ListedDocument } from '../contract/document';
import { griffithsParams, type GriffithsParams } from '../contract/griffiths';
import { apiRead, checkedBy, type ApiRead } from './api-read';

export type ExamKind = 'bayley' | 'griffiths';

let bayleyTail: Promise<unknown> = Promise.resolve();

/** Runs a Bayley call once every earlier one has ended (fulfilled or not). */
export function oneBayleyCall<T>(call: () => Promise<T>): Promise<T> {
  const run = bayleyTail.then(call, call);
  bayleyTail = run.catch(() => undefined);
  return run;
}

/** GET /v1/{exam}?historyId=… */
export const examListRead = (kind: ExamKind, historyId: string): ApiRead<ListedDocument[]> =>
  apiRead(`/${kind}`, checkedBy(documentList), { historyId });

export const bayleyParamsRead: ApiRead<BayleyParams> = apiRead('/bayley/params', checkedBy(bayleyParams));
export const griffithsParamsRead: ApiRead<GriffithsParams> = apiRead(
  '/griffiths/params',
  checkedBy(griffithsParams),
);
