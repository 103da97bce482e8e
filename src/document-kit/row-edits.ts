/**
 * The edit state of a table of server rows (src/ui/row-table): which rows are being edited and what has
 * been typed into them, kept on the device so a reload, a crash or a closed tab before Guardar loses
 * nothing (the documents keep theirs in their drafts; rows have no draft on the server).
 *
 * Design:
 * - Edits live in React state and are kept (src/offline/kept-typing.ts) under `row-edits:<scope>` a
 *   moment after the last keystroke (and at once when a row leaves edit mode); they are read back once
 *   when the table opens.
 * - A row lacking required data reads in edit mode with its saved values (spec 001 §4).
 * - After Guardar the row shows the values just saved until the device's copy of the row has them (the
 *   write and its live query take a few milliseconds), so it never flashes its old values.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type * as v from 'valibot';
import { useKeptTyping } from '../offline/kept-typing';
import { recordKeys } from '../offline/records';
import { isCompleteRow, type RowValues, type TableRow } from '../ui/row-table/editable-row-table';

export const rowEditsRecordKey = recordKeys.rowEdits;

export interface RowEdits {
  editOf: (row: TableRow) => RowValues | undefined;
  onEditChange: (row: TableRow, values: RowValues | null) => void;
  /** Call after a row's values were written: it leaves edit mode showing them. */
  saved: (row: TableRow, values: RowValues) => void;
  /** The rows with the values just saved over the device's copy until it has them. */
  shown: <T extends TableRow>(rows: readonly T[] | undefined) => T[] | undefined;
}

export function useRowEdits({
  scope,
  historyId,
  schema,
}: {
  /** What the edits belong to, e.g. `psychosocial-risk:<historyId>`. */
  scope: string;
  historyId: string;
  schema: v.GenericSchema;
}): RowEdits {
  const [edits, setEdits] = useState<Record<string, RowValues>>({});
  const [justSaved, setJustSaved] = useState<Record<string, { values: RowValues; before: string }>>({});
  const kept = useKeptTyping<Record<string, RowValues>>(rowEditsRecordKey(scope), historyId);

  useEffect(() => {
    let live = true;
    void kept.read().then((stored) => {
      if (live && stored) setEdits((current) => ({ ...stored, ...current }));
    });
    return () => {
      live = false;
    };
  }, [kept]);

  const update = useCallback(
    (key: string, values: RowValues | null) => {
      setEdits((current) => {
        const { [key]: _, ...rest } = current;
        const next = values ? { ...rest, [key]: values } : rest;
        kept.write(next, values === null);
        return next;
      });
    },
    [kept],
  );

  return useMemo<RowEdits>(
    () => ({
      editOf: (row) => edits[row.key] ?? (isCompleteRow(schema, row.values) ? undefined : row.values),
      onEditChange: (row, values) => update(row.key, values),
      saved: (row, values) => {
        setJustSaved((current) => ({
          ...current,
          [row.key]: { values, before: JSON.stringify(row.values) },
        }));
        update(row.key, null);
      },
      shown: (rows) =>
        rows?.map((row) => {
          const saved = justSaved[row.key];
          return saved && saved.before === JSON.stringify(row.values)
            ? { ...row, values: { ...row.values, ...saved.values } }
            : row;
        }),
    }),
    [edits, justSaved, schema, update],
  );
}
