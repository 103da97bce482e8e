/**
 * Histories (spec 000 §7 "Shared"): GET /v1/hc/list (search) and GET /v1/hc/{id} (one record).
 *
 * Neither call throws (spec 000 §8): a failed search is logged and gives an empty page, a failed record
 * is logged and gives null; the screens show "No se encontraron resultados" or say the history could not
 * be opened. A search the caller aborted (a newer query replaced it) is not a failure and is not logged.
 * `requestHistorySearch` and `requestHistory` are the same calls that throw, for the device's read path
 * (src/offline), which answers from what it stores when the network is missing.
 */
import * as v from 'valibot';
import { historyRecord, historySummary, type HistoryRecord } from '../contract/history';
import { api, type ApiClient } from './client';
import { apiRead, checkedBy, runRead, type ApiRead } from './api-read';
import { isApiError, isUnreachable } from './errors';
import { logFailure } from './failure-log';

/** The answer of /v1/hc/list with typed rows (20 per page, docs/api.md). */
export const historySearchPageSchema = v.object({
  results: v.array(historySummary),
  totalPages: v.number(),
  page: v.number(),
  total: v.number(),
});
export type HistorySearchPage = v.InferOutput<typeof historySearchPageSchema>;

export interface HistorySearchParams {
  search: string;
  /** From 1; the server's default is 1. */
  page?: number;
  /** Site ids to search; the server limits them to the user's sites (all of them when omitted). */
  sites?: readonly number[];
}

const emptyPage = (page: number): HistorySearchPage => ({ results: [], totalPages: 0, page, total: 0 });

const wasAborted = (error: unknown, signal: AbortSignal | undefined) =>
  signal?.aborted === true || (isApiError(error) && error.kind === 'aborted');

/**
 * One page of the history search; throws the ApiError of a failed call. The device's own search
 * (src/offline/history-search.ts) uses it to tell "no network" from other failures.
 */
export function requestHistorySearch(
  { search, page = 1, sites }: HistorySearchParams,
  signal?: AbortSignal,
  client: Pick<ApiClient, 'get'> = api,
): Promise<HistorySearchPage> {
  return client.get('hc/list', { params: { search, page, sites }, schema: historySearchPageSchema, signal });
}

/** One page of the history search; an empty page when the search failed or was aborted. */
export async function searchHistories(
  params: HistorySearchParams,
  signal?: AbortSignal,
): Promise<HistorySearchPage> {
  try {
    return await requestHistorySearch(params, signal);
  } catch (error) {
    if (!wasAborted(error, signal)) logFailure('History search failed', error);
    return emptyPage(params.page ?? 1);
  }
}

/**
 * The history record of `id`; throws the ApiError of a failed call. The device's cache
 * (src/offline/history-cache.ts) uses it to tell "no network" (its stored copy) from a refusal.
 */
export function requestHistory(
  id: string,
  signal?: AbortSignal,
  client: Pick<ApiClient, 'get'> = api,
): Promise<HistoryRecord> {
  return runRead(historyRead(id), signal, client);
}

/** GET /v1/hc/{id}, checked against the record's contract. */
export const historyRead = (id: string): ApiRead<HistoryRecord> =>
  apiRead(`/hc/${encodeURIComponent(id)}`, checkedBy(historyRecord));

/**
 * Why a history record could not be had, as its screen tells it: 'forbidden' (403: another site, or a
 * policy the user lacks), 'not-found' (404), 'offline' (no network and no copy on the device), 'failed'
 * (anything else).
 */
export type HistoryFailure = 'forbidden' | 'not-found' | 'offline' | 'failed';

export function historyFailureOf(error: unknown): HistoryFailure {
  if (isUnreachable(error)) return 'offline';
  if (isApiError(error) && error.status === 403) return 'forbidden';
  if (isApiError(error) && error.status === 404) return 'not-found';
  return 'failed';
}

/** The history record of `id`; null when it could not be loaded. */
export async function getHistory(id: string, signal?: AbortSignal): Promise<HistoryRecord | null> {
  try {
    return await requestHistory(id, signal);
  } catch (error) {
    if (!wasAborted(error, signal)) logFailure('History retrieval failed', error);
    return null;
  }
}
