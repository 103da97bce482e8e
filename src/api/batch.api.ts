/**
 * Many reads in one request (GET /v1/batch, docs/api.md "Batch reads"), for "Preparar visitas" on a slow
 * link. Each read's answer is settled as if it had come alone: a 2xx goes through the read's own `parse`,
 * anything else becomes the ApiError the read would have thrown (./errors.ts `httpError`), so a caller
 * retries or gives up on a batched read exactly as on a single one.
 */
import { BATCH_MAX_READS, BATCH_PATH_PARAM, batchAnswer, type BatchEntry } from '../contract/batch';
import type { ApiRead } from './api-read';
import { api, API_PREFIX, type ApiClient } from './client';
import { ApiError, httpError, toApiError } from './errors';

/** A read's outcome in a batch: its parsed answer, or why it failed. */
export type BatchOutcome<T = unknown> = { ok: true; value: T } | { ok: false; error: ApiError };

const settle = <T>(read: ApiRead<T>, entry: BatchEntry | undefined): BatchOutcome<T> => {
  if (!entry)
    return { ok: false, error: new ApiError('La lectura faltó en la respuesta', { kind: 'unknown' }) };
  if (entry.status < 200 || entry.status >= 300)
    return { ok: false, error: httpError(entry.status, entry.body) };
  try {
    return { ok: true, value: read.parse(entry.body) };
  } catch (error) {
    return { ok: false, error: toApiError(error) };
  }
};

/** Splits reads into batches the server takes. */
export function batchesOf<T>(items: readonly T[], size = BATCH_MAX_READS): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/**
 * Sends at most BATCH_MAX_READS reads in one request; resolves with each read's outcome, in order. Rejects
 * (an ApiError) only when the batch itself got no good answer: then no read was answered.
 */
export async function fetchBatch(
  reads: readonly ApiRead<unknown>[],
  client: Pick<ApiClient, 'get'> = api,
): Promise<BatchOutcome[]> {
  const query = new URLSearchParams(reads.map((read) => [BATCH_PATH_PARAM, `${API_PREFIX}${read.path}`]));
  const entries = await client.get(`batch?${query.toString()}`, { schema: batchAnswer });
  return reads.map((read, index) => settle(read, entries[index]));
}
