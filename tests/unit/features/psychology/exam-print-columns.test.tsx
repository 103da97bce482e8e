// @vitest-environment happy-dom
/**
 * Which columns of an exam grid offer the printable summary: every past column, and today's once its exam
 * is saved (on the server or waiting to be sent), printing what was saved.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  TODAY_COLUMN,
  useExamTableColumns,
  type ExamTableColumn,
} from '../../../../src/features/psychology/exams/exam-table';

interface Column {
  key: string;
  day: string;
  age: string;
}

const past: Column[] = [{ key: 'a', day: '2026-09-01', age: '3m' }];
const saved: Column = { key: 'b', day: '2026-11-26', age: '6m' };

let root: Root | null = null;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

function columnsOf(today: { day: string; age: string; saved: Column | null } | undefined, print = vi.fn()) {
  let columns: ExamTableColumn[] = [];
  function Probe() {
    columns = useExamTableColumns(past, today, print);
    return null;
  }
  root = createRoot(document.createElement('div'));
  act(() => root!.render(<Probe />));
  return columns;
}

describe('the printable summary of an exam grid', () => {
  it('is offered on past columns, and not on a draft of today', () => {
    const print = vi.fn();
    const columns = columnsOf({ day: '2026-11-26', age: '6m', saved: null }, print);
    expect(columns.map((c) => [c.key, Boolean(c.onPrint)])).toEqual([
      ['a', true],
      [TODAY_COLUMN, false],
    ]);
    columns[0]!.onPrint!();
    expect(print).toHaveBeenCalledWith(past[0]);
  });

  it("is offered on today's column once saved, printing the saved exam", () => {
    const print = vi.fn();
    const columns = columnsOf({ day: '2026-11-26', age: '6m', saved }, print);
    const today = columns.find((c) => c.today)!;
    expect(today.key).toBe(TODAY_COLUMN);
    today.onPrint!();
    expect(print).toHaveBeenCalledWith(saved);
  });

  it('with no column of today, the past ones alone', () => {
    expect(columnsOf(undefined).map((c) => c.key)).toEqual(['a']);
  });
});
