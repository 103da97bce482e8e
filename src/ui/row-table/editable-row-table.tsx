/**
 * The one editable row table of the product (spec 001 §4 "Rows ... lacking required data open in edit
 * mode; Editar toggles edit; Guardar validates, saves and reloads the list; Eliminar deletes and
 * reloads"): rooms inside a document, psychosocial risks, activities, family members, external-network
 * reports and subsidies are all this table with their own columns, rules and writes.
 *
 * Design:
 * - The table draws and validates; it owns no data. Which rows are being edited and with what values come
 *   from the caller (`editOf` / `onEditChange`): a document keeps them in its draft (the rooms' editing
 *   flag), the server rows in the device's store (src/document-kit/row-edits.ts), so what is typed into a row
 *   survives a reload before Guardar.
 * - Guardar checks the row with its valibot schema and shows each field's Spanish message under its
 *   input, focusing the first; only a row that passes reaches `onSave`. `unchanged` turns Guardar into a
 *   disabled 'No hay cambios' (the activities' rule).
 * - Editar on a row being edited leaves it without saving ("Cancelar"); a row lacking required data stays
 *   in edit mode, back to its saved values.
 * - Every input is named by its column; every button by its action and the row ("Editar Riesgo 2"); touch
 *   targets are 44 px; a row written on the device and not yet on the server says so.
 * - Where the table lacks the width of its columns (a portrait tablet, a landscape one with the sidebar
 *   open, a full-screen editor's form) each row is drawn as a card, every value under its column's label
 *   and the actions in full below, edited in place (./table-layout.ts, ./stacked-table.module.css). The
 *   least width of each kind of column is here, with the columns it sums. The table's elements carry
 *   their roles explicitly: a browser that drops a table's semantics once its display changes (Safari)
 *   keeps them on the cards.
 */
import {
  Badge,
  Button,
  Group,
  Loader,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import type * as v from 'valibot';
import { schemaErrors } from '../../contract/common';
import { catalogueName, catalogueOptions, type CatalogueItem } from '../../domain/catalogue-name';
import { formatShortDate } from '../../domain/date-format';
import { formText, rowTableText as t } from '../../i18n/forms';
import { focusFirstInvalid } from '../inputs/focus-first-invalid';
import { YesNoField } from '../inputs/yes-no-field';
import { CellLabel } from './cell-label';
import classes from './stacked-table.module.css';
import type { TableLayout } from './table-layout';
import { useTableLayout } from './use-table-layout';
import { touchInputStyles } from '../touch-target';

export type RowValues = Record<string, unknown>;

/** Read only: a value the row shows but the user does not type (the signer, the record's date). */
export interface ShownColumn {
  kind: 'shown';
  key: string;
  label: string;
  render: (row: TableRow) => ReactNode;
}

/**
 * A column of the table; `K` is the names of the row's fields (`RowField` of its resource in
 * src/contract/row-resource.ts), so a column that names a field its row lacks does not compile.
 */
export type RowColumn<K extends string = string> =
  | { kind: 'text'; key: K; label: string }
  | { kind: 'number'; key: K; label: string; min?: number; max?: number }
  | { kind: 'date'; key: K; label: string }
  | { kind: 'select'; key: K; label: string; options: readonly CatalogueItem[] | undefined }
  | { kind: 'yesNo'; key: K; label: string }
  | ShownColumn;

export interface TableRow {
  /** Stable across the row's life on the device (its local id stays its key once the server names it). */
  key: string;
  /** The row's saved values. */
  values: RowValues;
  /** Written on the device, not yet acknowledged by the server. */
  pending?: boolean;
  /** Whether Eliminar is offered (default: yes when the table deletes). */
  deletable?: boolean;
}

export interface EditableRowTableProps {
  /** The table's title and accessible name. */
  caption: string;
  columns: readonly RowColumn[];
  /** Undefined while loading. */
  rows: readonly TableRow[] | undefined;
  /** The rules of a row's values (its Spanish messages). */
  schema: v.GenericSchema;
  emptyText: string;
  /** What names a row in its buttons' accessible names: "Riesgo 2". */
  rowName: (index: number) => string;
  /** The values a row is being edited with, or undefined when it reads. */
  editOf: (row: TableRow) => RowValues | undefined;
  /** A row's values while edited; null leaves edit mode (Cancelar, or after Guardar). */
  onEditChange: (row: TableRow, values: RowValues | null) => void;
  /** Writes a row that passed its rules and takes it out of edit mode. */
  onSave: (row: TableRow, values: RowValues) => void | Promise<void>;
  onDelete?: (row: TableRow) => void | Promise<void>;
  addLabel?: string;
  onAdd?: () => void | Promise<void>;
  /** True while nothing changed since the row's previous record: Guardar reads 'No hay cambios'. */
  unchanged?: (row: TableRow, values: RowValues) => boolean;
  /** Messages from outside the row (a document's GUARDAR), by field key. */
  errorsOf?: (row: TableRow, index: number) => Readonly<Record<string, string>>;
  readOnly?: boolean;
}

/** The least width of a column of each kind, its input and the cell's padding included. */
const COLUMN_WIDTH: Readonly<Record<RowColumn['kind'], number>> = {
  text: 170,
  number: 120,
  date: 170,
  select: 170,
  yesNo: 180,
  shown: 140,
};
/** Guardar, Cancelar and Eliminar side by side. */
const ACTIONS_WIDTH = 340;

/** The least width a table of these columns needs to be drawn as a table (./table-layout.ts). */
export const rowTableWidth = (columns: readonly RowColumn[], readOnly = false): number =>
  columns.reduce((sum, column) => sum + COLUMN_WIDTH[column.kind], readOnly ? 0 : ACTIONS_WIDTH);

/** Touch targets: Mantine's md inputs are 42 px high. */

/** True when the row's values pass its rules (a row that does not opens in edit mode). */
export const isCompleteRow = (schema: v.GenericSchema, values: RowValues): boolean =>
  schemaErrors(schema, values) === null;

export function EditableRowTable(props: EditableRowTableProps) {
  const { caption, columns, rows, emptyText, addLabel, onAdd, readOnly } = props;
  const captionId = `row-table-${caption.replace(/\W+/g, '-')}`;
  const [adding, setAdding] = useState(false);
  const { ref, layout } = useTableLayout<HTMLDivElement>(rowTableWidth(columns, readOnly));

  const add = async () => {
    if (!onAdd) return;
    setAdding(true);
    try {
      await onAdd();
    } finally {
      setAdding(false);
    }
  };

  return (
    <Stack gap="xs" ref={ref} className={classes.frame} data-layout={layout}>
      <Text fw={600} id={captionId}>
        {caption}
      </Text>
      {rows === undefined ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t.loading}</Text>
        </Group>
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      ) : (
        <div className={classes.scroll}>
          <Table role="table" aria-labelledby={captionId} verticalSpacing="xs" highlightOnHover={false}>
            <Table.Thead role="rowgroup">
              <Table.Tr role="row">
                {columns.map((column) => (
                  <Table.Th role="columnheader" key={column.key}>
                    {column.label}
                  </Table.Th>
                ))}
                {!readOnly && <Table.Th role="columnheader">{t.actions}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody role="rowgroup">
              {rows.map((row, index) => (
                <EditableRow key={row.key} row={row} index={index} layout={layout} table={props} />
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {!readOnly && addLabel && onAdd && (
        <Group>
          <Button variant="default" mih={44} onClick={() => void add()} loading={adding}>
            {addLabel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function EditableRow({
  row,
  index,
  layout,
  table,
}: {
  row: TableRow;
  index: number;
  layout: TableLayout;
  table: EditableRowTableProps;
}) {
  const { columns, schema, rowName, editOf, onEditChange, onSave, onDelete, unchanged, errorsOf, readOnly } =
    table;
  const rowRef = useRef<HTMLTableRowElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const editing = readOnly ? undefined : editOf(row);
  const name = rowName(index);
  const shownErrors = { ...errorsOf?.(row, index), ...errors };

  const change = (key: string, value: unknown) => {
    if (!editing) return;
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
    onEditChange(row, { ...editing, [key]: value });
  };

  const save = async () => {
    if (!editing) return;
    const refused = schemaErrors(schema, editing);
    if (refused) {
      setErrors(refused);
      requestAnimationFrame(() => focusFirstInvalid(rowRef.current));
      return;
    }
    setBusy(true);
    try {
      await onSave(row, editing);
      setErrors({});
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!onDelete) return;
    setBusy(true);
    try {
      await onDelete(row);
    } finally {
      setBusy(false);
    }
  };

  const toggle = () => {
    setErrors({});
    onEditChange(row, editing ? null : { ...row.values });
  };

  const isUnchanged = Boolean(editing && unchanged?.(row, editing));

  return (
    <Table.Tr role="row" ref={rowRef} data-testid="editable-row" data-editing={editing ? 'true' : undefined}>
      {columns.map((column) => (
        <Table.Td role="cell" key={column.key} style={{ verticalAlign: 'top' }}>
          {layout === 'cards' && <CellLabel>{column.label}</CellLabel>}
          {editing && column.kind !== 'shown' ? (
            <CellInput
              column={column}
              value={editing[column.key]}
              error={shownErrors[column.key] ?? null}
              onChange={(value) => change(column.key, value)}
            />
          ) : (
            <CellValue column={column} row={row} />
          )}
        </Table.Td>
      ))}
      {!readOnly && (
        <Table.Td role="cell" style={{ verticalAlign: 'top' }} className={classes.actions}>
          <Group gap="xs">
            {row.pending && (
              <Badge color="yellow" variant="filled" c="dark.9" title={t.pending} data-testid="row-pending">
                {t.pending}
              </Badge>
            )}
            {editing && (
              <Button
                mih={44}
                onClick={() => void save()}
                loading={busy}
                disabled={isUnchanged}
                aria-label={isUnchanged ? t.rowAction(t.unchanged, name) : t.rowAction(t.save, name)}
              >
                {isUnchanged ? t.unchanged : t.save}
              </Button>
            )}
            <Button
              variant="default"
              mih={44}
              onClick={toggle}
              aria-label={t.rowAction(editing ? t.cancel : t.edit, name)}
            >
              {editing ? t.cancel : t.edit}
            </Button>
            {onDelete && row.deletable !== false && (
              <Button
                variant="subtle"
                color="red"
                mih={44}
                onClick={() => void remove()}
                disabled={busy}
                aria-label={t.rowAction(t.delete, name)}
              >
                {t.delete}
              </Button>
            )}
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

function CellValue({ column, row }: { column: RowColumn; row: TableRow }) {
  const value = row.values[column.key];
  switch (column.kind) {
    case 'shown':
      return <>{column.render(row)}</>;
    case 'date':
      return <>{typeof value === 'string' ? formatShortDate(value) : ''}</>;
    case 'select':
      return <>{catalogueName(column.options, value)}</>;
    case 'yesNo':
      return <>{value === true ? formText.yes : value === false ? formText.no : ''}</>;
    case 'number':
      return <>{typeof value === 'number' ? String(value) : ''}</>;
    case 'text':
      return (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {typeof value === 'string' ? value : ''}
        </Text>
      );
  }
}

function CellInput({
  column,
  value,
  error,
  onChange,
}: {
  column: Exclude<RowColumn, { kind: 'shown' }>;
  value: unknown;
  error: string | null;
  onChange: (value: unknown) => void;
}) {
  // The typed inputs' common part: named by their column, touch-sized, with the row's message.
  const input = { 'aria-label': column.label, size: 'md', styles: touchInputStyles, error } as const;
  switch (column.kind) {
    case 'text':
      return (
        <TextInput
          {...input}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <TextInput
          {...input}
          type="date"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value || null)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...input}
          min={column.min}
          max={column.max}
          allowDecimal={false}
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
        />
      );
    case 'select': {
      const options = column.options ?? [];
      const chosen = options.find((option) => option.id === value);
      return (
        <Select
          {...input}
          data={catalogueOptions(options)}
          value={chosen ? String(chosen.id) : null}
          onChange={(next) => onChange(options.find((o) => String(o.id) === next)?.id ?? null)}
          comboboxProps={{ withinPortal: true }}
        />
      );
    }
    case 'yesNo':
      return (
        <YesNoField
          label={column.label}
          hideLabel
          value={typeof value === 'boolean' ? value : null}
          onChange={onChange}
          error={error}
        />
      );
  }
}
