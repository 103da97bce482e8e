/**
 * GET /v1/batch (docs/api.md "Batch reads"): many GET reads of /v1 in one request, for a slow link where
 * each request costs a round trip. The route takes each read's path (with its query) as a repeated `path`
 * parameter, at most `BATCH_MAX_READS`, and answers one entry per path, in order: the status and body the
 * read answers on its own. Shared by the server's route and the app's batching (src/api/batch.api.ts).
 */
import * as v from 'valibot';

/** Reads in one batch: a history's whole preparation with every catalogue fits, and the URL stays short. */
export const BATCH_MAX_READS = 60;

/** The query parameter that names one read (repeated). */
export const BATCH_PATH_PARAM = 'path';

export const batchEntry = v.object({
  path: v.string(),
  status: v.number(),
  /** The read's JSON answer (null when it had none; its text when it was not JSON). */
  body: v.unknown(),
});
export type BatchEntry = v.InferOutput<typeof batchEntry>;

export const batchAnswer = v.array(batchEntry);
