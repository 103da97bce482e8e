/**
 * Today's postponement of a Bayley or Griffiths exam for the tabs (spec 000 §2, §4, §7), on the device's
 * store (postponed-rules.ts has the rules).
 *
 * - The screen reads the device's record of the day through a live query, so a postponement made offline,
 *   in another tab, or acknowledged later shows at once.
 * - Online, the server is asked through the query layer (src/api/server-query.ts) when the tab opens,
 *   whenever the sync worker acknowledges an entry and when the network returns; its answer is stored unless our own writes are still waiting. A failed check says "Error
 *   al cargar examen pospuesto" and keeps what the device knows. Offline, nothing is asked.
 * - Postponing (POST) and "Deshacer" (DELETE with the day's query) are queued in the outbox as plain
 *   requests, one subject per history and exam so they are sent in order, and the record is written at
 *   once, pending.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { fetchIsPostponed, undoPostponedPath } from '../../../api/postponed.api';
import { serverKeys } from '../../../api/server-query';
import type { Signature } from '../../../contract/common';
import type { PostponedCreateBody, PostponedKind, PostponedQuery } from '../../../contract/postponed';
import { postponedText as t } from '../../../i18n/psychology-view';
import { enqueueRequest, readOutboxCounts } from '../../../offline/outbox';
import { getRecord, putRecord } from '../../../offline/records';
import { useRecord } from '../../../offline/records-live';
import { useSessionDb } from '../../../offline/session-db';
import { triggerSync } from '../../../offline/sync-client';
import { useOnline } from '../../../api/server-reachability';
import { notifyError } from '../../../ui/notifications/notify';
import {
  browserTimeZone,
  postponedRecordKey,
  reconcile,
  samePostponed,
  todayQuery,
  type LocalPostponed,
} from './postponed-rules';
import { logFailure } from '../../../api/failure-log';
import { serverNow } from '../../../api/server-clock';

type CanguroDb = NonNullable<ReturnType<typeof useSessionDb>>;

/** Writes of one history's exam are sent in the order they were made. */
const subjectOf = (kind: PostponedKind, historyId: string) => `${kind}:${historyId}`;

export type PostponedView =
  { status: 'loading' } | { status: 'ready'; postponed: boolean; motive: string | null; pending: boolean };

/** Queues a postponement and shows it on the device at once. */
export async function postponeExam(
  db: CanguroDb,
  kind: PostponedKind,
  query: PostponedQuery,
  motive: string,
  signature: Signature,
  now: Date,
): Promise<void> {
  const body: PostponedCreateBody = {
    historyId: query.historyId,
    motive,
    signature,
    createdAt: now.toISOString(),
    date: query.date,
    timeZone: query.timeZone,
  };
  await enqueueRequest(db, {
    subjectKey: subjectOf(kind, query.historyId),
    method: 'POST',
    path: `/${kind}`,
    body,
    historyId: query.historyId,
  });
  await putRecord(db, postponedRecordKey(kind, query), query.historyId, {
    result: true,
    motive,
    pending: true,
    createdAt: body.createdAt,
    signer: { name: signature.name, email: signature.email },
  } satisfies LocalPostponed);
  triggerSync();
}

/** Queues "Deshacer" of the day's postponement and shows it on the device at once. */
export async function undoPostponedExam(
  db: CanguroDb,
  kind: PostponedKind,
  query: PostponedQuery,
): Promise<void> {
  await enqueueRequest(db, {
    subjectKey: subjectOf(kind, query.historyId),
    method: 'DELETE',
    path: undoPostponedPath(kind, query),
    historyId: query.historyId,
  });
  await putRecord(db, postponedRecordKey(kind, query), query.historyId, {
    result: false,
    motive: null,
    pending: true,
  } satisfies LocalPostponed);
  triggerSync();
}

export function usePostponed(kind: PostponedKind, historyId: string) {
  const db = useSessionDb();
  const online = useOnline();
  // The day is fixed when the tab opens: a tab left open past midnight keeps the day it showed.
  const [query] = useState(() => todayQuery(historyId, serverNow(), browserTimeZone()));
  const key = postponedRecordKey(kind, query);
  const local = useRecord<LocalPostponed>(db ? key : null);

  const check = useQuery({
    queryKey: serverKeys.ofHistory(historyId, 'is-postponed', kind, query.date),
    enabled: Boolean(db) && online,
    queryFn: async ({ signal }) => {
      if (!db) return false;
      try {
        const before = (await readOutboxCounts(db)).pending;
        const server = await fetchIsPostponed(kind, query, signal);
        // A write queued while the answer travelled counts too: the answer cannot know it.
        const after = (await readOutboxCounts(db)).pending;
        const stored = (await getRecord<LocalPostponed>(db, key))?.data ?? null;
        const next = reconcile(stored, server, before + after > 0);
        if (!samePostponed(stored, next)) await putRecord(db, key, query.historyId, next);
      } catch (error) {
        if (signal.aborted) throw error;
        logFailure('Postponed check failed', error, 'warn');
        notifyError(t.loadFailed);
      }
      return true;
    },
  });
  const checked = check.isFetched;

  const view = useMemo<PostponedView>(() => {
    if (local === undefined) return { status: 'loading' };
    if (local === null && online && !checked) return { status: 'loading' };
    return {
      status: 'ready',
      postponed: local?.data.result ?? false,
      motive: local?.data.motive ?? null,
      pending: local?.data.pending ?? false,
    };
  }, [local, online, checked]);

  return { view, query, db };
}
