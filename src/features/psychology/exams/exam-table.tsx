/**
 * The frame of an exam grid (spec 000 §2 "Grid of test items grouped by section with header, items and
 * footer totals, a column per test date"), shared by the Bayley and Griffiths grids: a scrollable region
 * with its caption, the header row (the item column, then each date with its corrected age, today's
 * marked, and a button that prints a saved column's summary), a body per section with its name and, when
 * the grid gives one, its totals row, further bodies (Bayley's observations) and the footer rows.
 *
 * An ARIA table of flex rows (./exam-table.module.css), not a <table>: at 225 items × 10 dates a <table>
 * lays itself out whole for each answer (30 to 50 ms measured), where a row lays out alone, and rows out
 * of view wait to be drawn (docs/exams.md "Speed"). The grids' rows are memoised: an answer draws its row.
 */
import { ActionIcon } from '@mantine/core';
import { memo, useMemo, type CSSProperties, type ReactNode } from 'react';
import { formatShortDate } from '../../../domain/date-format';
import { examTableText as t } from '../../../i18n/exams';
import classes from './exam-table.module.css';

/** Widths in rem: the item column, a past column, and today's (the grid's inputs) by default. */
export const EXAM_COLUMN_REM = { item: 20, past: 9, today: 11 } as const;

export interface ExamTableColumn {
  key: string;
  day: string;
  age: string;
  today?: boolean;
  /** Prints the column's summary (a saved exam). */
  onPrint?: () => void;
}

export interface ExamTableSection {
  id: number;
  name: string;
  rows: ReactNode;
  /** The section's totals, a row under its items. */
  totals?: ReactNode;
}

export interface ExamTableProps {
  caption: string;
  testId: string;
  columns: readonly ExamTableColumn[];
  /** Today's column width in rem, when its inputs need more than the default. */
  todayRem?: number;
  sections: readonly ExamTableSection[];
  /** Bodies after the sections (the observations). */
  after?: ReactNode;
  footer?: ReactNode;
}

export function ExamTable({ caption, testId, columns, todayRem, sections, after, footer }: ExamTableProps) {
  const today = todayRem ?? EXAM_COLUMN_REM.today;
  const width =
    EXAM_COLUMN_REM.item +
    columns.reduce((sum, column) => sum + (column.today ? today : EXAM_COLUMN_REM.past), 0);
  const style: CSSProperties = { width: `${width}rem`, '--today-w': `${today}rem` };
  const captionId = `${testId}-caption`;
  return (
    // A region that scrolls sideways is reached by keyboard to be scrolled (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={classes.scroller} tabIndex={0} role="region" aria-label={caption}>
      <div className={classes.caption} id={captionId}>
        {caption}
      </div>
      <div
        role="table"
        aria-labelledby={captionId}
        className={classes.table}
        style={style}
        data-testid={testId}
      >
        <HeaderRow columns={columns} />
        {sections.map((section) => (
          <div role="rowgroup" key={section.id} className={classes.body}>
            <SectionRow>{section.name}</SectionRow>
            {section.rows}
            {section.totals}
          </div>
        ))}
        {after}
        {footer && <div role="rowgroup">{footer}</div>}
      </div>
    </div>
  );
}

/** The dates' header: the same columns draw it once, not on each answer. */
const HeaderRow = memo(function HeaderRow({ columns }: { columns: readonly ExamTableColumn[] }) {
  return (
    <div role="rowgroup">
      <div role="row" className={classes.row}>
        <div role="columnheader" className={`${classes.cell} ${classes.itemColumn} ${classes.header}`}>
          {t.item}
        </div>
        {columns.map((column) => (
          <div
            key={column.key}
            role="columnheader"
            className={`${classes.cell} ${classes.header} ${column.today ? classes.today : ''}`}
            data-testid="exam-column"
            data-today={column.today || undefined}
          >
            <span>
              {column.today ? `${t.today} · ` : ''}
              {formatShortDate(column.day)}
            </span>
            <span className={classes.age}>{column.age}</span>
            {column.onPrint && (
              <ActionIcon
                variant="subtle"
                size={44}
                aria-label={t.print(formatShortDate(column.day))}
                onClick={column.onPrint}
                className={classes.noPrint}
              >
                <PrintIcon />
              </ActionIcon>
            )}
          </div>
        ))}
      </div>
    </div>
  );
});

/**
 * The header's columns: the past ones (each printable) and today's, printable once saved (what was saved,
 * not the changes since), the same array while they are the same, so the header is not drawn again for
 * each answer.
 */
export function useExamTableColumns<C extends { key: string; day: string; age: string }>(
  past: readonly C[],
  today: { day: string; age: string; saved: C | null } | undefined,
  print: (column: C) => void,
): ExamTableColumn[] {
  const day = today?.day;
  const age = today?.age;
  const saved = today?.saved ?? null;
  return useMemo(
    () => [
      ...past.map((column) => ({
        key: column.key,
        day: column.day,
        age: column.age,
        onPrint: () => print(column),
      })),
      ...(day !== undefined && age !== undefined
        ? [{ key: TODAY_COLUMN, day, age, today: true, onPrint: saved ? () => print(saved) : undefined }]
        : []),
    ],
    [past, day, age, saved, print],
  );
}

/** The key of today's column among the header's. */
export const TODAY_COLUMN = 'today';

/** A row of the grid; `item` rows are striped. */
export function Row({ children, item, testId }: { children: ReactNode; item?: boolean; testId?: string }) {
  return (
    <div role="row" className={`${classes.row} ${item ? classes.item : ''}`} data-testid={testId}>
      {children}
    </div>
  );
}

/** A body of rows after the sections (the observations), with its title row. */
export function RowGroup({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div role="rowgroup" className={classes.body} data-testid={testId}>
      <SectionRow>{title}</SectionRow>
      {children}
    </div>
  );
}

function SectionRow({ children }: { children: ReactNode }) {
  return (
    <div role="row" className={classes.row}>
      <div role="rowheader" className={`${classes.cell} ${classes.section}`}>
        {children}
      </div>
    </div>
  );
}

/** The row header of an item, a totals or an observation row. */
export function RowHeader({ children }: { children: ReactNode }) {
  return (
    <div role="rowheader" className={`${classes.cell} ${classes.itemColumn}`}>
      {children}
    </div>
  );
}

/** A cell of a dated column: today's holds the inputs. */
export function Cell({
  children,
  today,
  id,
  testId,
  percent,
}: {
  children: ReactNode;
  today?: boolean;
  id?: string;
  testId?: string;
  percent?: number | null;
}) {
  return (
    <div
      role="cell"
      id={id}
      className={`${classes.cell} ${today ? classes.today : ''}`}
      data-testid={testId}
      data-percent={percent === undefined ? undefined : (percent ?? '')}
    >
      {children}
    </div>
  );
}

/** A row of one figure per dated column (a summary's score, age or quotient), drawn by children. */
export function FigureRow<T>({
  header,
  testId,
  columns,
  keys,
  children,
}: {
  header: string;
  testId: string;
  columns: readonly T[];
  /** Each column's key, in the same order (TODAY_COLUMN for today's). */
  keys: readonly string[];
  children: (column: T) => ReactNode;
}) {
  return (
    <Row>
      <RowHeader>{header}</RowHeader>
      {columns.map((column, i) => (
        <Cell key={keys[i]} today={keys[i] === TODAY_COLUMN} testId={testId}>
          {children(column)}
        </Cell>
      ))}
    </Row>
  );
}

/** A past column's answer, dimmed when there is none. */
export function PastCell({ text, dimmed }: { text: string; dimmed?: boolean }) {
  return (
    <div role="cell" className={`${classes.cell} ${dimmed ? classes.dimmed : ''}`}>
      {text}
    </div>
  );
}

function PrintIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2" />
      <path d="M6 14h12v7H6z" />
    </svg>
  );
}
