/**
 * What an exam's tab reads: the history's exams of that kind (server documents with the device's drafts
 * over them) and the exam's parameters, both stored on the device and refreshed from the server while
 * online (the same calls and records as the timeline's).
 */
import { useMemo } from 'react';
import { useStoredCalls } from '../../../api/server-query';
import type { GriffithsParams } from '../../../contract/griffiths';
import { useDocumentList, type DocumentListItem } from '../../../offline/document-list';
import { idFieldOf } from '../../../offline/document-kinds';
import { useRecord } from '../../../offline/records';
import { useSessionDb } from '../../../offline/session-db';
import { examCalls, timelineRecordKeys } from '../evolutions/use-timeline-sources';

/** The day of an exam's column: its date, else a draft's today, else the day it was saved. */
export const examDayOf = (item: DocumentListItem, today: string): string => {
  const date = (item.content as { date?: string | null }).date;
  return date ?? (item.status === 'draft' ? today : new Date(item.at).toISOString().slice(0, 10));
};

export interface GriffithsExams {
  /** Undefined while the device answers. */
  items: DocumentListItem[] | undefined;
  /** Undefined while the device answers; null when the device has never stored them. */
  params: GriffithsParams | null | undefined;
  /** A column of today exists (draft or saved): "Agregar" is not offered again. */
  hasToday: boolean;
}

export function useGriffithsExams(historyId: string, enabled: boolean, today: string): GriffithsExams {
  const db = useSessionDb();
  const calls = useMemo(() => examCalls(db, historyId, 'griffiths'), [db, historyId]);
  useStoredCalls(calls, enabled && db !== null);
  const list = useDocumentList('griffiths', historyId, idFieldOf('griffiths'));
  const params = useRecord<GriffithsParams>(timelineRecordKeys.params('griffiths'));
  const items = list?.items;
  const hasToday = (items ?? []).some((item) => examDayOf(item, today) === today);
  return { items, params: params === undefined ? undefined : (params?.data ?? null), hasToday };
}
