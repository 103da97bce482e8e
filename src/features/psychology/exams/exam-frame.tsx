/**
 * The frame both exam grids stand in (Bayley, Griffiths), so the two say and do the same around their own
 * items: the loader while today's column opens its draft, then the toolbar (./exam-toolbar.tsx), the alert
 * that counts what is left to answer after GUARDAR, and the grid; on every grid, "Imprimir" in a saved
 * column's header opens that exam's printable summary (./exam-print.tsx).
 */
import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { HistoryRecord } from '../../../contract/history';
import type { DocumentEditor } from '../../../document-kit/document-editor';
import { ExamPrint } from './exam-print';
import { useExamTableColumns, type ExamTableColumn } from './exam-table';
import { ExamToolbar } from './exam-toolbar';
import type { ExamColumn } from './use-exam-grid-columns';

/** The texts of a grid's frame (i18n/exams.ts, i18n/psychology-view.ts). */
export interface ExamFrameTexts {
  save: string;
  cancel: string;
  loading: string;
  missing: (count: number) => string;
}

/** Today's column while its draft opens. */
export function ExamLoader({ texts }: { texts: ExamFrameTexts }) {
  return (
    <Center py="xl">
      <Loader aria-label={texts.loading} />
    </Center>
  );
}

export interface ExamEditFrameProps {
  texts: ExamFrameTexts;
  editor: DocumentEditor;
  /** When the column was last saved before this opening (./exam-toolbar.tsx). */
  savedBefore: number | null;
  onSave: () => void;
  /** How many answers GUARDAR found missing (0: no alert). */
  missing: number;
  /** The grid, and whatever the exam says above it. */
  children: ReactNode;
}

/** Today's column open: the toolbar, the alert of what is missing, the grid. */
export function ExamEditFrame({ texts, editor, savedBefore, onSave, missing, children }: ExamEditFrameProps) {
  return (
    <Stack gap="sm">
      <ExamToolbar editor={editor} texts={texts} savedBefore={savedBefore} onSave={onSave} />
      {missing > 0 && (
        <Alert color="red" role="alert">
          {texts.missing(missing)}
        </Alert>
      )}
      {children}
    </Stack>
  );
}

export interface ExamPrintOptions<C> {
  /** The exam's name in the summary's title. */
  exam: string;
  history: HistoryRecord;
  past: readonly ExamColumn<C>[];
  /** Today's column, when the grid shows one (printable once saved). */
  today: { day: string; age: string; saved: ExamColumn<C> | null } | undefined;
  /** A column's scores as the summary shows them. */
  scores: (column: ExamColumn<C>) => ReactNode;
}

/** A grid's columns, each saved one with "Imprimir", and the summary that is open (null when none). */
export function useExamPrint<C>({ exam, history, past, today, scores }: ExamPrintOptions<C>): {
  columns: ExamTableColumn[];
  summary: ReactNode;
} {
  const [printing, setPrinting] = useState<ExamColumn<C> | null>(null);
  const columns = useExamTableColumns(past, today, setPrinting);
  const summary = printing && (
    <ExamPrint
      exam={exam}
      history={history}
      day={printing.day}
      signature={printing.signature}
      onClose={() => setPrinting(null)}
    >
      {scores(printing)}
    </ExamPrint>
  );
  return { columns, summary };
}
