/**
 * What an exam's tab reads: the history's exams of that kind (server documents with the device's drafts
 * over them) and the exam's parameters, both stored on the device and refreshed from the server while
 * online (the same calls and records as the timeline's).
 */
import { useMemo } from 'react';
import { useStoredCalls } from '../../../api/server-query';
import type { BayleyParams } from '../../../contract/bayley';
import type { GriffithsParams } from '../../../contract/griffiths';
import { useDocumentList, type DocumentListItem } from '../../../offline/document-list';
import { idFieldOf } from '../../../offline/document-kinds';
import { useRecord } from '../../../offline/records-live';
import { useSessionDb } from '../../../offline/session-db';
import { cardDay } from '../evolutions/card-dates';
import { examCalls, timelineRecordKeys } from '../evolutions/use-timeline-sources';

/**
 * The day of an exam's column: its date, else a draft's today, else the Bogotá day it was saved (the
 * timeline card's day, ../evolutions/card-dates.ts).
 */
export const examDayOf = (item: DocumentListItem, today: string): string => {
  const date = typeof item.content.date === 'string' ? item.content.date : null;
  if (!date && item.status === 'draft') return today;
  return cardDay(date, item.at) ?? today;
};

/** An exam is saved once GUARDAR took it: on the server, or waiting on the device to be sent. */
export const isSavedExam = (item: DocumentListItem): boolean => item.status !== 'draft';

/**
 * Today's exam: whether a column of today exists (a draft or a saved exam: "Agregar" is not offered
 * again), and whether one is saved (the exam was done today: "Aplazar" is not offered any more).
 */
export function todayExam(items: readonly DocumentListItem[], today: string) {
  const ofToday = items.filter((item) => examDayOf(item, today) === today);
  return { hasToday: ofToday.length > 0, savedToday: ofToday.some(isSavedExam) };
}

export interface ExamParamsOf {
  bayley: BayleyParams;
  griffiths: GriffithsParams;
}

export interface ExamData<K extends keyof ExamParamsOf> {
  /** Undefined while the device answers. */
  items: DocumentListItem[] | undefined;
  /** Undefined while the device answers; null when the device has never stored them. */
  params: ExamParamsOf[K] | null | undefined;
  /** A column of today exists (draft or saved): "Agregar" is not offered again. */
  hasToday: boolean;
  /** Today's exam is saved: "Aplazar" is not offered. */
  savedToday: boolean;
}

export function useExamData<K extends keyof ExamParamsOf>(
  kind: K,
  historyId: string,
  today: string,
): ExamData<K> {
  const db = useSessionDb();
  const calls = useMemo(() => examCalls(db, historyId, kind), [db, historyId, kind]);
  useStoredCalls(calls, db !== null);
  const list = useDocumentList(kind, historyId, idFieldOf(kind));
  const params = useRecord<ExamParamsOf[K]>(timelineRecordKeys.params(kind));
  const items = list?.items;
  return {
    items,
    params: params === undefined ? undefined : (params?.data ?? null),
    ...todayExam(items ?? [], today),
  };
}
