/**
 * A table of a history's server rows (psychosocial risks, family members, external-network reports,
 * subsidies): the editable row table (src/ui/row-table) bound to the device's copy of the rows and to the
 * outbox, so every add, Guardar and Eliminar is on the device at once and reaches the server by itself.
 *
 * Design:
 * - "Agregar" queues the POST that creates the row (spec 001 §7: the create carries only the history, the
 *   signer and, for a risk, the document that made it) and shows the row at once under its local id; it
 *   lacks required data, so it opens in edit mode. Guardar queues the PUT with the row's fields (every
 *   field its resource declares, texts trimmed) and the signer; Eliminar the DELETE (none at all when the row never left the device:
 *   ../../offline/row-writes.ts). A row's rules are its resource's, from the registry.
 * - A PUT or DELETE of a row created offline waits in the outbox for the POST's answer and is sent with
 *   the server's id; a body naming a document's local id (a risk's sourceId) waits in the same way.
 * - What is typed into a row before Guardar is kept on the device (./row-edits.ts).
 * - Each write asks the sync worker for a pass; the success messages are the spec's (§8).
 */
import type { ListedRow } from '../api/social-work.api';
import type { Signature } from '../contract/common';
import type { CanguroDb } from '../offline/db';
import { rowRegistry, type RowResourceName } from '../contract/registry';
import type { RowField } from '../contract/row-resource';
import { createRow, deleteRow, updateRow } from '../offline/row-writes';
import { useRows, type ShownRow } from '../offline/row-store';
import { useSessionDb } from '../offline/session-db';
import { isStorageFull } from '../offline/storage-full';
import { triggerSync } from '../offline/sync-client';
import { errorMessage, notifyError, notifySuccess } from '../ui/notifications/notify';
import { formText } from '../i18n/forms';
import {
  EditableRowTable,
  type EditableRowTableProps,
  type RowColumn,
  type RowValues,
  type TableRow,
} from '../ui/row-table/editable-row-table';
import { useRowEdits } from './row-edits';

export type ServerRowResource = Exclude<RowResourceName, 'social-work-activity'>;

/** The columns of a resource's table, each naming a field of its row (or shown only). */
export type ServerRowColumns<R extends ServerRowResource> = readonly RowColumn<
  RowField<(typeof rowRegistry)[R]>
>[];

/** A table's texts: its caption, empty state, row name and add button, and the spec's three messages. */
export interface ServerRowTexts {
  caption: string;
  empty: string;
  row: (index: number) => string;
  add: string;
  added: string;
  saved: string;
  deleted: string;
}

export interface ServerRowTableProps<R extends ServerRowResource> extends Pick<
  EditableRowTableProps,
  'readOnly'
> {
  resource: R;
  columns: ServerRowColumns<R>;
  historyId: string;
  /** Who signs the rows this device adds and changes. */
  signature: Signature;
  /** The POST's fields besides the history and the signer (a risk's source). */
  createFields?: () => Record<string, unknown>;
  texts: ServerRowTexts;
  /** Order of the rows shown (the server's order by default). */
  sort?: (a: ShownRow<ListedRow>, b: ShownRow<ListedRow>) => number;
}

// A row is written under its key: the local id it was created with on this device (the replayer puts the
// server's id in its place), else the server's id. One subject keeps a row's writes in order.
const toTableRow = (row: ShownRow<ListedRow>): TableRow => {
  const { id: _id, key, pending, ...values } = row;
  return { key, pending, values };
};

/**
 * The PUT's fields: each field of the resource's row from the row's values, a text trimmed and a field
 * left empty sent as null (the signer is added by the caller).
 */
function updateFieldsOf(resource: ServerRowResource, values: RowValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(rowRegistry[resource].rowFields).map((field) => {
      const value = values[field];
      return [field, typeof value === 'string' ? value.trim() : (value ?? null)];
    }),
  );
}

/** The rows of a resource as the table shows them, with the device's writes over the server's. */
export function useServerRows(resource: ServerRowResource, historyId: string) {
  return useRows(resource, historyId);
}

/**
 * Runs a row write: the spec's message once it is on the device, a pass of the sync worker; errors said
 * (a full device with what to do: the row stays open with what was typed).
 */
export async function writeRow(write: () => Promise<unknown>, message: string): Promise<void> {
  try {
    await write();
    notifySuccess(message);
    triggerSync();
  } catch (error) {
    notifyError(
      isStorageFull(error) ? `${formText.localWriteFailed} ${formText.rowNotStored}` : errorMessage(error),
    );
    throw error;
  }
}

/**
 * Adds a row of a resource, signed, with its history and any fields of its own (the empty states' buttons
 * outside a table use it too).
 */
export function addServerRow(
  db: CanguroDb,
  resource: ServerRowResource,
  historyId: string,
  signature: Signature,
  message: string,
  fields: Record<string, unknown> = {},
): Promise<void> {
  const body = { historyId, ...fields, signature };
  return writeRow(() => createRow(db, resource, historyId, body), message).catch(() => {});
}

export function ServerRowTable<R extends ServerRowResource>({
  resource,
  historyId,
  signature,
  createFields,
  texts,
  sort,
  columns,
  readOnly,
}: ServerRowTableProps<R>) {
  const db = useSessionDb();
  const schema = rowRegistry[resource].row;
  const stored = useServerRows(resource, historyId);
  const edits = useRowEdits({ scope: `${resource}:${historyId}`, historyId, schema });
  const sorted = stored ? [...stored.rows].sort(sort ?? (() => 0)) : undefined;
  const rows = edits.shown(sorted?.map(toTableRow));

  return (
    <EditableRowTable
      caption={texts.caption}
      emptyText={texts.empty}
      rowName={texts.row}
      addLabel={texts.add}
      columns={columns}
      readOnly={readOnly}
      schema={schema}
      rows={db ? rows : undefined}
      editOf={edits.editOf}
      onEditChange={edits.onEditChange}
      onAdd={
        db ? () => addServerRow(db, resource, historyId, signature, texts.added, createFields?.()) : undefined
      }
      onSave={async (row, values) => {
        if (!db) return;
        const body = { ...updateFieldsOf(resource, values), signature };
        await writeRow(() => updateRow(db, resource, historyId, row.key, body), texts.saved);
        edits.saved(row, values);
      }}
      onDelete={async (row) => {
        if (!db) return;
        await writeRow(() => deleteRow(db, resource, historyId, row.key), texts.deleted).catch(() => {});
        edits.onEditChange(row, null);
      }}
    />
  );
}
