/**
 * The shared activities inside an evolution (spec 001 §3 "Social-work activity", §4 "Evolution", §6, §8)
 * on the editable row table.
 *
 * Design (docs/social-work.md "Activities"):
 * - An activity is a group (GET /v1/social-work-activity/hc/{historyId}); its records are what each
 *   evolution wrote of it, oldest first. A row shows the activity as it stands: its last record. Every
 *   evolution of the history sees every activity.
 * - "Agregar actividad" opens a group with an empty first record made by this evolution (it opens in edit
 *   mode). Guardar changes the record in place when this evolution made it (PUT …/{group}/{record}); on an
 *   activity whose last record another evolution made it adds a copy signed by this one (POST
 *   …/{group}), and the original stays as it was (src/domain/social-work-activity-rules.ts).
 * - Guardar reads 'No hay cambios' (disabled) while the row equals its last record. Eliminar is offered
 *   only on rows whose last record this evolution made: it removes that record, and the activity shows
 *   again as the earlier evolution left it.
 * - Everything goes through the outbox: a group's opening under the group, a record's writes under the
 *   record (src/offline/row-writes.ts), each record named by its own id (a position moves when an earlier
 *   record is removed); an evolution, a group or a record made offline is named by its local id, which
 *   the replayer swaps for the server's once known. A delete names this evolution: the server lets only
 *   the evolution that made a record delete it.
 */
import type { Signature } from '../../../contract/common';
import type { RowField } from '../../../contract/row-resource';
import {
  SOCIAL_WORK_ACTIVITY_SOURCE_TYPE,
  socialWorkActivityRow,
  type socialWorkActivityRows,
} from '../../../contract/social-work-activity';
import {
  activitySaveKind,
  canDeleteActivity,
  isActivityUnchanged,
  type ActivityRowValues,
} from '../../../domain/social-work-activity-rules';
import { formatShortDate } from '../../../domain/date-format';
import { activitiesText as t } from '../../../i18n/social-work';
import { useServerIdOf } from '../../../offline/id-map-live';
import { useActivityGroups, type ActivityRecord } from '../../../offline/row-store';
import {
  addActivityRecord,
  deleteActivityRecord,
  openActivityGroup,
  updateActivityRecord,
} from '../../../offline/row-writes';
import { useSessionDb } from '../../../offline/session-db';
import { useRowEdits } from '../../../document-kit/row-edits';
import { writeRow } from '../../../document-kit/server-row-table';
import { signerColumn } from '../rows/signer-column';
import {
  EditableRowTable,
  type RowColumn,
  type RowValues,
  type TableRow,
} from '../../../ui/row-table/editable-row-table';

const valuesOf = (record: RowValues): ActivityRowValues => ({
  name: typeof record.name === 'string' ? record.name : null,
  completed: typeof record.completed === 'boolean' ? record.completed : null,
  observation: typeof record.observation === 'string' ? record.observation : null,
});

const columns: readonly RowColumn<RowField<typeof socialWorkActivityRows>>[] = [
  { kind: 'text', key: 'name', label: t.name },
  { kind: 'yesNo', key: 'completed', label: t.completed },
  { kind: 'text', key: 'observation', label: t.observation },
  {
    kind: 'shown',
    key: 'recordDate',
    label: t.recordDate,
    render: (row) =>
      formatShortDate(typeof row.values.recordDate === 'string' ? row.values.recordDate : null),
  },
  signerColumn(t.signer),
];

export interface ActivitiesTableProps {
  historyId: string;
  /** The evolution's draft key (its local id until the server names it). */
  evolutionKey: string;
  /** The evolution's day: the date of the records it writes. */
  day: string;
  signature: Signature;
}

export function ActivitiesTable({ historyId, evolutionKey, day, signature }: ActivitiesTableProps) {
  const db = useSessionDb();
  const stored = useActivityGroups(historyId);
  // The records this evolution wrote name its server id once the server has it.
  const serverId = useServerIdOf(evolutionKey);
  const ownIds = new Set([evolutionKey, ...(serverId ? [serverId] : [])]);
  const evolutionIdOf = (record: ActivityRecord) =>
    record.sourceId && ownIds.has(record.sourceId) ? evolutionKey : (record.sourceId ?? '');
  const edits = useRowEdits({
    scope: `social-work-activity:${historyId}:${evolutionKey}`,
    historyId,
    schema: socialWorkActivityRow,
  });

  // A row shows its group's last record; every stored group holds at least its first.
  const shownGroups = stored?.groups.flatMap((group) => {
    const last = group.records.at(-1);
    return last ? [{ ...group, last }] : [];
  });
  const groups = new Map(shownGroups?.map((group) => [group.key, group]));
  const rows = edits.shown(
    shownGroups?.map((group): TableRow => ({
      key: group.key,
      values: { ...group.last },
      pending: group.pending,
      deletable: canDeleteActivity({ sourceId: evolutionIdOf(group.last) }, evolutionKey),
    })),
  );

  const save = async (row: TableRow, values: RowValues) => {
    const group = groups.get(row.key);
    if (!db || !group) return;
    const { last } = group;
    const fields = { ...valuesOf(values), name: valuesOf(values).name?.trim() ?? null };
    const kind = activitySaveKind({ sourceId: evolutionIdOf(last) }, evolutionKey);
    await writeRow(
      () =>
        kind === 'update'
          ? updateActivityRecord(db, historyId, group.key, last._id, { ...fields, signature })
          : addActivityRecord(db, historyId, group.key, {
              ...fields,
              recordDate: day,
              signature,
              sourceId: evolutionKey,
              sourceType: SOCIAL_WORK_ACTIVITY_SOURCE_TYPE,
            }),
      t.saved,
    );
    edits.saved(row, values);
  };

  return (
    <EditableRowTable
      caption={t.caption}
      columns={columns}
      rows={db ? rows : undefined}
      schema={socialWorkActivityRow}
      emptyText={t.empty}
      rowName={t.row}
      editOf={edits.editOf}
      onEditChange={edits.onEditChange}
      unchanged={(row, values) => isActivityUnchanged(valuesOf(values), valuesOf(row.values))}
      addLabel={t.add}
      onAdd={() =>
        db
          ? writeRow(
              () =>
                openActivityGroup(db, historyId, {
                  historyId,
                  recordDate: day,
                  sourceId: evolutionKey,
                  sourceType: SOCIAL_WORK_ACTIVITY_SOURCE_TYPE,
                  signature,
                }),
              t.added,
            ).catch(() => {})
          : undefined
      }
      onSave={save}
      onDelete={async (row) => {
        const group = groups.get(row.key);
        if (!db || !group) return;
        await writeRow(
          () => deleteActivityRecord(db, historyId, group.key, group.last._id, evolutionKey),
          t.deleted,
        ).catch(() => {});
        edits.onEditChange(row, null);
      }}
    />
  );
}
