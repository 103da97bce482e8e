import { Button, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { syncStatusText as t } from '../../../i18n/offline';
import type { OutboxEntry } from '../../../offline/db';
import { retryNeedsAttention } from '../../../offline/outbox-live';
import { entryLabel, fieldErrorsOf, timeAgo } from './sync-status-format';
import classes from './sync-status.module.css';
import { logFailure } from '../../../api/failure-log';

export interface NeedsAttentionListProps {
  entries: OutboxEntry[];
  now: number;
  /** "Descartar" asks for a confirmation first (./discard-confirm-modal.tsx). */
  onDiscard: (entry: OutboxEntry) => void;
}

/**
 * The entries the server refused (a 4xx that will not succeed by itself), oldest first: what each is, the
 * server's message and field messages, when; "Reintentar" and "Descartar". Empty state when none.
 */
export function NeedsAttentionList({ entries, now, onDiscard }: NeedsAttentionListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={classes.listHeading}>
        {t.attentionHeading}
      </h3>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.attentionEmpty}
        </Text>
      ) : (
        <ul className={classes.list}>
          {entries.map((entry) => (
            <NeedsAttentionItem key={entry.seq} entry={entry} now={now} onDiscard={onDiscard} />
          ))}
        </ul>
      )}
    </section>
  );
}

function NeedsAttentionItem({
  entry,
  now,
  onDiscard,
}: {
  entry: OutboxEntry;
  now: number;
  onDiscard: (entry: OutboxEntry) => void;
}) {
  const titleId = useId();
  const [retrying, setRetrying] = useState(false);
  const fields = fieldErrorsOf(entry.lastError?.details);

  const retry = () => {
    setRetrying(true);
    retryNeedsAttention(entry.seq)
      .catch((error: unknown) => logFailure('retry of an outbox entry failed', error))
      .finally(() => setRetrying(false));
  };

  return (
    <li className={classes.item} aria-labelledby={titleId} data-testid="needs-attention-entry">
      <span id={titleId} className={classes.itemTitle}>
        {entryLabel(entry)}
      </span>
      {entry.lastError && <Text size="sm">{entry.lastError.message}</Text>}
      {fields.length > 0 && (
        <ul className={classes.fields} aria-label={t.fieldErrors}>
          {fields.map(({ field, message }) => (
            <li key={field}>
              <span className={classes.field}>{field}</span>: {message}
            </li>
          ))}
        </ul>
      )}
      {entry.lastError && (
        <Text size="xs" c="dimmed">
          {t.refused(timeAgo(entry.lastError.at, now))}
        </Text>
      )}
      <div className={classes.actions}>
        <Button size="sm" mih={44} loading={retrying} onClick={retry} aria-describedby={titleId}>
          {t.retry}
        </Button>
        <Button
          size="sm"
          mih={44}
          variant="default"
          disabled={retrying}
          onClick={() => onDiscard(entry)}
          aria-describedby={titleId}
        >
          {t.discard}
        </Button>
      </div>
    </li>
  );
}
