/**
 * The columns of an exam grid (spec 000 §2 "Bayley tab", "Griffiths tab": "a column per test date …
 * only today's column is editable; if no column is dated today the user may add one"), shared by both
 * grids: the history's exams in date order, today's exam apart as the editable column, and what that
 * column opens — the exam of today (a draft or a saved one), or, after "Agregar …", a new column made on
 * the device by the grid's own rule. After GUARDAR or CANCELAR the column is opened afresh (`generation`).
 *
 * 'Guardado hace …' of the reopened column counts from its last save as the list knows it (the server's
 * last change, this device's last stage or commit; none for a draft never sent) or from the last GUARDAR
 * on this screen when that is later.
 */
import { useMemo, useState } from 'react';
import type { HistoryRecord } from '../../../contract/history';
import { formatCorrectedAge } from '../../../domain/age-display';
import { laterSave } from '../../../domain/saved-ago';
import { correctedAgeDays } from '../../../domain/gestation';
import type { Signature } from '../../../contract/common';
import type { DraftContent } from '../../../offline/db';
import type { DocumentListItem } from '../../../offline/document-list';
import type { DraftSource } from '../../../offline/draft-session';
import { editSourceOf } from '../../../document-kit/draft-modal-flag';
import { useStableCallback } from '../../../ui/hooks/use-stable-callback';
import { samePropsBut } from '../../../ui/memo/same-props-but';
import { gestationalDaysOf } from '../evolutions/card-dates';
import { examDayOf, isSavedExam } from './use-exam-data';

export interface ExamColumn<C> {
  key: string;
  day: string;
  /** The corrected age on the column's day, as the header shows it. */
  age: string;
  /** Corrected age in days on the column's day (from the exam's own age when it carries one). */
  correctedDays: number;
  content: C;
  signature: DocumentListItem['signature'];
}

/** Today's column as either grid's table draws it: its day and age, its exam as saved, its answers. */
export interface TodayCellsOf<C, R> {
  day: string;
  age: string;
  correctedDays: number;
  /** Today's exam as saved, printable. */
  saved: ExamColumn<C> | null;
  results: readonly R[];
}

/** What either grid's table is drawn from: the past columns and, when there is one, today's. */
export interface ExamTablePropsOf<P, C, T> {
  history: HistoryRecord;
  params: P;
  past: readonly ExamColumn<C>[];
  today?: T;
}

/**
 * Each item's answers in the past columns, by item id. Made once per set of columns (the caller memoises
 * it): a memoised row compares its list by identity.
 */
export function pastAnswersByItem<R extends { uuid: string }, A>(
  past: readonly ExamColumn<{ testResults?: readonly R[] | null | undefined }>[],
  items: readonly { uuid: string }[],
  answerOf: (result: R | undefined) => A,
): Map<string, A[]> {
  const columns = past.map((column) => new Map((column.content.testResults ?? []).map((r) => [r.uuid, r])));
  return new Map(items.map((item) => [item.uuid, columns.map((column) => answerOf(column.get(item.uuid)))]));
}

export interface ExamGridColumnsOptions<C> {
  history: HistoryRecord;
  /** A listed exam's content as the exam's contract types it (its `readDraft`). */
  read: (content: DraftContent) => C;
  items: readonly DocumentListItem[];
  today: string;
  /** "Agregar …" was chosen: today's new column, until it is saved or discarded. */
  adding: boolean;
  onAddingDone: () => void;
  /** The new column's content, from the last column before it (if any). */
  newContent: (last: C | undefined) => C;
  /** The exam's own corrected age in days, when its record carries one. */
  correctedDaysOf?: (content: C) => number | null;
}

/** What today's column of either grid is drawn from, beside the grid's own props. */
export interface TodayColumnProps<C> {
  /** What the column opens: the exam of today, or a new column after "Agregar …". */
  source: DraftSource;
  /** Today's column is a draft resumed from the device, or a saved exam with unsaved changes. */
  resumed: boolean;
  /** When today's exam was last written (a resumed draft's time, its last GUARDAR), for 'Guardado hace …'. */
  savedBefore: number | null;
  past: readonly ExamColumn<C>[];
  /** Today's exam as saved (null while it is a draft), for its printable summary. */
  saved: ExamColumn<C> | null;
  todayAge: { age: string; correctedDays: number };
  /** GUARDAR took the column at `at` (ms). */
  onSaved: (at: number) => void;
  onFinished: () => void;
}

export interface ExamGridColumns<C> {
  past: ExamColumn<C>[];
  /**
   * Today's column, keyed anew after each GUARDAR or CANCELAR; null when there is none (no exam today,
   * "Agregar" not chosen).
   */
  today: { key: string; props: TodayColumnProps<C> } | null;
}

export function useExamGridColumns<C extends DraftContent>(
  options: ExamGridColumnsOptions<C>,
): ExamGridColumns<C> {
  const { history, items, today, adding, newContent, read } = options;
  // The grid's rule, read at its latest: an inline function does not remake the columns on each render.
  const correctedDaysOf = useStableCallback((content: C) => options.correctedDaysOf?.(content) ?? null);
  const [generation, setGeneration] = useState(0);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const gestationalDays = gestationalDaysOf(history);
  const birth = history.Iden_FechaParto;

  const sorted = useMemo(
    () => [...items].sort((a, b) => examDayOf(a, today).localeCompare(examDayOf(b, today)) || a.at - b.at),
    [items, today],
  );
  const todayItem = sorted.findLast((item) => examDayOf(item, today) === today) ?? null;
  const pastItems = sorted.filter((item) => item !== todayItem);
  const savedItem = todayItem && isSavedExam(todayItem) ? todayItem : null;
  // The device's list is read again on each write of today's draft, as new objects: the past columns (and
  // today's saved exam) are the same while their documents are, so the 225 memoised rows are not drawn
  // again for an answer.
  const versionOf = (item: DocumentListItem) => `${item.key}@${item.at}:${item.status}`;
  const pastVersion = [
    today,
    birth,
    gestationalDays,
    ...pastItems.map(versionOf),
    savedItem ? `saved:${versionOf(savedItem)}` : '',
  ].join('|');
  const columnsOf = (of: readonly DocumentListItem[]) =>
    of.map((item): ExamColumn<C> => {
      const content = read(item.content);
      const day = examDayOf(item, today);
      return {
        key: item.key,
        day,
        age: formatCorrectedAge(birth, gestationalDays, day),
        correctedDays: correctedDaysOf(content) ?? correctedAgeDays(birth, gestationalDays, day),
        content,
        signature: item.signature ?? signerOf(content),
      };
    });
  // Kept from render to render while the version is the same (React's "information from previous renders").
  const columnsNow = () => ({
    version: pastVersion,
    past: columnsOf(pastItems),
    saved: savedItem ? columnsOf([savedItem])[0]! : null,
  });
  const [kept, setKept] = useState(columnsNow);
  let { past, saved } = kept;
  if (kept.version !== pastVersion) {
    const now = columnsNow();
    ({ past, saved } = now);
    setKept(now);
  }

  let source: DraftSource | null = null;
  if (todayItem) source = editSourceOf(todayItem);
  else if (adding) source = { type: 'new', content: newContent(past.at(-1)?.content) };

  const todayAge = useMemo(
    () => ({
      age: formatCorrectedAge(birth, gestationalDays, today),
      correctedDays: correctedAgeDays(birth, gestationalDays, today),
    }),
    [birth, gestationalDays, today],
  );

  const recordSave = useStableCallback((at: number) => setSavedAt(at));
  const finished = useStableCallback(() => {
    options.onAddingDone();
    setGeneration((n) => n + 1);
  });

  return {
    past,
    today: source && {
      key: `today:${generation}`,
      props: {
        source,
        resumed: todayItem?.status === 'draft' || Boolean(todayItem?.unsavedChanges),
        savedBefore: todayItem ? lastSavedAt(todayItem.savedAt, savedAt) : null,
        past,
        saved,
        todayAge,
        onSaved: recordSave,
        onFinished: finished,
      },
    },
  };
}

/** The signer a document saved on this device carries in its content (the list has it from the server). */
const signerOf = ({ signature }: { signature?: Signature | null }): ExamColumn<unknown>['signature'] =>
  signature ? { name: signature.name, email: signature.email } : null;

/**
 * When today's exam was last saved: the later of the list's save time (null: never left the device's
 * editor) and the last GUARDAR on this screen (`savedAt`, null before one).
 */
export const lastSavedAt = (listedSavedAt: number | null, savedAt: number | null): number | null =>
  laterSave(listedSavedAt, savedAt);

/**
 * Props equal for today's column's memo: the device's list is read again on each write of its draft, which
 * remakes the opening's `source` (read once, at the opening), the list itself and the time of the last
 * write; none of them changes the open column.
 */
const IGNORED_BY_TODAY = new Set(['source', 'items', 'savedBefore', 'adding', 'onAddingDone']);

export const sameTodayColumnProps = samePropsBut(IGNORED_BY_TODAY);
