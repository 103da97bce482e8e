import { Button, Text } from '@mantine/core';
import { useId } from 'react';
import { logFailure } from '../../../api/failure-log';
import { conflictText as t, documentFieldLabel } from '../../../i18n/offline';
import type { DraftRow } from '../../../offline/db';
import { dismissSetAsideValue } from '../../../offline/conflicts-live';
import { documentTypeOf, formatConflictValue, writtenBy } from './conflict-format';
import { timeAgo } from './sync-status-format';
import classes from './sync-status.module.css';

export interface ConflictListProps {
  /** Drafts holding a conflict or values set aside (src/offline/conflicts-live.ts). */
  drafts: DraftRow[];
  now: number;
  onResolve: (draft: DraftRow) => void;
}

/**
 * The documents whose write waits for the user's choice ("Resolver" opens ./conflict-dialog.tsx), then the
 * values earlier choices replaced, each readable with who wrote it and when until "Descartar".
 */
export function ConflictList({ drafts, now, onResolve }: ConflictListProps) {
  const headingId = useId();
  const asideId = useId();
  const conflicts = drafts.filter((draft) => draft.conflict);
  const setAside = drafts.filter((draft) => draft.setAside?.length);
  return (
    <>
      {conflicts.length > 0 && (
        <section aria-labelledby={headingId}>
          <h3 id={headingId} className={classes.listHeading}>
            {t.heading}
          </h3>
          <ul className={classes.list}>
            {conflicts.map((draft) => (
              <li key={draft.key} className={classes.item} data-testid="conflict-entry">
                <span className={classes.itemTitle}>{t.item(documentTypeOf(draft.kind))}</span>
                <Text size="xs" c="dimmed">
                  {writtenBy(draft.conflict!.updatedBy, draft.conflict!.updatedAt, now, false)}
                </Text>
                <div className={classes.actions}>
                  <Button size="sm" mih={44} onClick={() => onResolve(draft)}>
                    {t.resolve}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {setAside.length > 0 && (
        <section aria-labelledby={asideId}>
          <h3 id={asideId} className={classes.listHeading}>
            {t.setAsideHeading}
          </h3>
          <Text size="xs" c="dimmed">
            {t.setAsideHint}
          </Text>
          <ul className={classes.list}>
            {setAside.flatMap((draft) =>
              draft.setAside!.map((value, index) => {
                const label = documentFieldLabel(draft.kind, value.field);
                return (
                  <li key={`${draft.key}:${index}`} className={classes.item} data-testid="set-aside-value">
                    <span className={classes.itemTitle}>
                      {documentTypeOf(draft.kind)} · {t.setAsideItem(label, t.setAsideSide[value.side])}
                    </span>
                    <Text size="sm" className={classes.conflictValue}>
                      {formatConflictValue(value.value)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {writtenBy(value.by, value.at, now, value.side === 'device')} ·{' '}
                      {timeAgo(value.setAsideAt, now)}
                    </Text>
                    <div className={classes.actions}>
                      <Button
                        size="sm"
                        mih={44}
                        variant="default"
                        aria-label={t.dismissLabel(label)}
                        onClick={() => {
                          dismissSetAsideValue(draft.key, index).catch((error: unknown) =>
                            logFailure('dismissal of a set-aside value failed', error),
                          );
                        }}
                      >
                        {t.dismiss}
                      </Button>
                    </div>
                  </li>
                );
              }),
            )}
          </ul>
        </section>
      )}
    </>
  );
}
