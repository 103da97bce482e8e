/**
 * Whether today's Bayley or Griffiths exam of a history is postponed (spec 000 §7 "Postponed exams": GET
 * /v1/postponed-{exam}/is-postponed with historyId, date and the browser's time zone). Postponing and
 * undoing never go through here: they are queued in the outbox and sent by the sync worker.
 */
import {
  postponedState,
  type PostponedKind,
  type PostponedQuery,
  type PostponedState,
} from '../contract/postponed';
import { api } from './client';

export function fetchIsPostponed(
  kind: PostponedKind,
  query: PostponedQuery,
  signal?: AbortSignal,
): Promise<PostponedState> {
  return api.get(`/${kind}/is-postponed`, { params: { ...query }, schema: postponedState, signal });
}

/** The path of "Deshacer" (DELETE /v1/postponed-{exam}/ with the same query as is-postponed). */
export function undoPostponedPath(kind: PostponedKind, query: PostponedQuery): string {
  const search = new URLSearchParams({
    historyId: query.historyId,
    date: query.date,
    timeZone: query.timeZone,
  });
  return `/${kind}?${search.toString()}`;
}
