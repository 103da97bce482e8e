import { Button, Text } from '@mantine/core';
import { useId } from 'react';
import { logFailure } from '../../../api/failure-log';
import { conflictText as t, documentFieldLabel, rowConflictText, rowTypeLabels } from '../../../i18n/offline';
import type { DraftRow, SetAsideValue } from '../../../offline/db';
import { dismissSetAsideValue } from '../../../offline/conflicts-live';
import { rowAuthor, rowUpdatedAt, type RowConflict, type RowSetAside } from '../../../offline/row-conflicts';
import { dismissRowSetAsideValue } from '../../../offline/row-conflicts-live';
import { documentTypeOf, rowName, writtenBy } from './conflict-format';
import { ConflictValue } from './conflict-value';
import { timeAgo } from './sync-status-format';
import classes from './sync-status.module.css';

export interface ConflictListProps {
  /** Drafts holding a conflict or values set aside (src/offline/conflicts-live.ts). */
  drafts: DraftRow[];
  /** Table rows whose write waits for the user, and the rows' values set aside (row-conflicts-live.ts). */
  rows: RowConflict[];
  rowAside: (RowSetAside & { key: string })[];
  now: number;
  onResolve: (draft: DraftRow) => void;
  onResolveRow: (conflict: RowConflict) => void;
}

/** What the list says of a row's conflict: which side deleted it, or that both changed it. */
function rowConflictTitle(conflict: RowConflict): string {
  const row = rowTypeLabels[conflict.resource];
  if (conflict.deleted) return rowConflictText.deletedThere(row);
  return conflict.method === 'DELETE' ? rowConflictText.changedThere(row) : rowConflictText.changed(row);
}

/** One value set aside: what it was, whose, when, and its Descartar. */
function SetAsideItem({
  type,
  kind,
  value,
  now,
  onDismiss,
}: {
  type: string;
  /** The document kind or row resource, for the field's label and how its value reads. */
  kind: string;
  value: SetAsideValue;
  now: number;
  onDismiss: () => Promise<void>;
}) {
  const label = documentFieldLabel(kind, value.field);
  return (
    <li className={classes.item} data-testid="set-aside-value">
      <span className={classes.itemTitle}>
        {type} · {t.setAsideItem(label, t.setAsideSide[value.side])}
      </span>
      <Text size="sm" className={classes.conflictValue}>
        <ConflictValue kind={kind} field={value.field} value={value.value} />
      </Text>
      <Text size="xs" c="dimmed">
        {writtenBy(value.by, value.at, now, value.side === 'device')} · {timeAgo(value.setAsideAt, now)}
      </Text>
      <div className={classes.actions}>
        <Button
          size="sm"
          mih={44}
          variant="default"
          aria-label={t.dismissLabel(label)}
          onClick={() => {
            onDismiss().catch((error: unknown) => logFailure('dismissal of a set-aside value failed', error));
          }}
        >
          {t.dismiss}
        </Button>
      </div>
    </li>
  );
}

/**
 * The documents whose write waits for the user's choice ("Resolver" opens ./conflict-dialog.tsx), then the
 * values earlier choices replaced, each readable with who wrote it and when until "Descartar".
 */
export function ConflictList({ drafts, rows, rowAside, now, onResolve, onResolveRow }: ConflictListProps) {
  const headingId = useId();
  const asideId = useId();
  const conflicts = drafts.filter((draft) => draft.conflict);
  const setAside = drafts.filter((draft) => draft.setAside?.length);
  return (
    <>
      {conflicts.length + rows.length > 0 && (
        <section aria-labelledby={headingId}>
          <h3 id={headingId} className={classes.listHeading}>
            {t.heading}
          </h3>
          <ul className={classes.list}>
            {conflicts.map((draft) => (
              <ConflictEntry
                key={draft.key}
                title={t.item(documentTypeOf(draft.kind))}
                written={writtenBy(draft.conflict!.updatedBy, draft.conflict!.updatedAt, now, false)}
                onResolve={() => onResolve(draft)}
              />
            ))}
            {rows.map((conflict) => (
              <ConflictEntry
                key={conflict.seq}
                title={rowConflictTitle(conflict)}
                name={rowName({ ...conflict.current, ...conflict.mine })}
                written={writtenBy(rowAuthor(conflict.current), rowUpdatedAt(conflict.current), now, false)}
                onResolve={() => onResolveRow(conflict)}
              />
            ))}
          </ul>
        </section>
      )}
      {setAside.length + rowAside.length > 0 && (
        <section aria-labelledby={asideId}>
          <h3 id={asideId} className={classes.listHeading}>
            {t.setAsideHeading}
          </h3>
          <Text size="xs" c="dimmed">
            {t.setAsideHint}
          </Text>
          <ul className={classes.list}>
            {setAside.flatMap((draft) =>
              draft.setAside!.map((value, index) => (
                <SetAsideItem
                  key={`${draft.key}:${index}`}
                  type={documentTypeOf(draft.kind)}
                  kind={draft.kind}
                  value={value}
                  now={now}
                  onDismiss={() => dismissSetAsideValue(draft.key, index)}
                />
              )),
            )}
            {rowAside.flatMap((row) =>
              row.values.map((value, index) => (
                <SetAsideItem
                  key={`${row.key}:${index}`}
                  type={rowTypeLabels[row.resource]}
                  kind={row.resource}
                  value={value}
                  now={now}
                  onDismiss={() => dismissRowSetAsideValue(row.key, index)}
                />
              )),
            )}
          </ul>
        </section>
      )}
    </>
  );
}

/** One conflict of the list: what it is (and which row), who changed it last and when, and "Resolver". */
function ConflictEntry({
  title,
  name,
  written,
  onResolve,
}: {
  title: string;
  name?: string | null;
  written: string;
  onResolve: () => void;
}) {
  return (
    <li className={classes.item} data-testid="conflict-entry">
      <span className={classes.itemTitle}>{title}</span>
      {name && <Text size="sm">{name}</Text>}
      <Text size="xs" c="dimmed">
        {written}
      </Text>
      <div className={classes.actions}>
        <Button size="sm" mih={44} onClick={onResolve}>
          {t.resolve}
        </Button>
      </div>
    </li>
  );
}
