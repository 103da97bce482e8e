/**
 * The frame of an exam grid (spec 000 §2 "Grid of test items grouped by section with header, items and
 * footer totals, a column per test date"), shared by the Bayley and Griffiths grids: a scrollable region
 * with its caption, the header row (the item column, then each date with its corrected age, today's
 * marked, and a button that prints a saved column's summary), a body per section with its name and, when
 * the grid gives one, its totals row, further bodies (Bayley's observations) and the footer rows.
 *
 * The rows are the grids' own memoised components: answering one item draws that row again, not the 225.
 */
import { ActionIcon, Box, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatShortDate } from '../../../domain/date-format';
import { examTableText as t } from '../../../i18n/exams';
import classes from './exam-table.module.css';

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
  sections: readonly ExamTableSection[];
  /** Bodies after the sections (the observations). */
  after?: ReactNode;
  footer?: ReactNode;
}

export function ExamTable({ caption, testId, columns, sections, after, footer }: ExamTableProps) {
  return (
    <Box className={classes.scroller} tabIndex={0} role="region" aria-label={caption}>
      <Table withTableBorder withColumnBorders striped fz="sm" data-testid={testId} className={classes.table}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.itemColumn}>
              {t.item}
            </Table.Th>
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                scope="col"
                data-testid="exam-column"
                data-today={column.today || undefined}
              >
                {column.today ? `${t.today} · ` : ''}
                {formatShortDate(column.day)}
                <Text size="xs" c="dimmed" component="span" display="block">
                  {column.age}
                </Text>
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
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {sections.map((section) => (
          <Table.Tbody key={section.id}>
            <Table.Tr>
              <Table.Th scope="rowgroup" colSpan={columns.length + 1} className={classes.section}>
                {section.name}
              </Table.Th>
            </Table.Tr>
            {section.rows}
            {section.totals}
          </Table.Tbody>
        ))}
        {after}
        {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
      </Table>
    </Box>
  );
}

/** The row header of an item: its number and text. */
export function ItemHeader({ children }: { children: ReactNode }) {
  return (
    <Table.Th scope="row" fw={400} className={classes.itemColumn}>
      {children}
    </Table.Th>
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
