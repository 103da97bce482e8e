import { Button, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { syncStatusText as t } from '../../../i18n/offline';
import type { OutboxEntry } from '../../../offline/db';
import { retryNeedsAttention } from '../../../offline/outbox-live';
import type { RefusedDocument } from './open-refused-document';
import { refusedDocumentOf, type PatientGroup } from './refusals';
import { entryLabel, fieldErrorsOf, timeAgo } from './sync-status-format';
import classes from './sync-status.module.css';
import { logFailure } from '../../../api/failure-log';

/** What each refused entry of the list is shown and answered with. */
interface EntryActions {
  now: number;
  /** "Descartar" asks for a confirmation first (./discard-confirm-modal.tsx). */
  onDiscard: (entry: OutboxEntry) => void;
  /** "Abrir documento" of a refused document (./open-refused-document.ts). */
  onOpen: (document: RefusedDocument) => void;
}

export interface NeedsAttentionListProps extends EntryActions {
  /** The refused entries by patient (./refusals.ts `groupByPatient`). */
  groups: PatientGroup[];
  /** Nothing at all needs attention (no refusal, no conflict): the empty state shows. */
  nothing: boolean;
}

/**
 * The entries the server refused (a 4xx that will not succeed by itself), under each patient's name, oldest
 * first: what each is, the server's message and field messages, when; "Abrir documento" for a document,
 * "Reintentar" and "Descartar". The empty state only when nothing needs attention, so the panel never
 * says "none" while the control counts a conflict.
 */
export function NeedsAttentionList({ groups, nothing, now, onDiscard, onOpen }: NeedsAttentionListProps) {
  const headingId = useId();
  if (groups.length === 0 && !nothing) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={classes.listHeading}>
        {t.attentionHeading}
      </h3>
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.attentionEmpty}
        </Text>
      ) : (
        groups.map((group) => (
          <PatientRefusals
            key={group.historyId ?? ''}
            group={group}
            now={now}
            onDiscard={onDiscard}
            onOpen={onOpen}
          />
        ))
      )}
    </section>
  );
}

function PatientRefusals({ group, now, onDiscard, onOpen }: { group: PatientGroup } & EntryActions) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="needs-attention-patient">
      <h4 id={headingId} className={classes.patientHeading}>
        {group.patient}
      </h4>
      <ul className={classes.list}>
        {group.entries.map((entry) => (
          <NeedsAttentionItem key={entry.seq} entry={entry} now={now} onDiscard={onDiscard} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  );
}

function NeedsAttentionItem({ entry, now, onDiscard, onOpen }: { entry: OutboxEntry } & EntryActions) {
  const titleId = useId();
  const document = refusedDocumentOf(entry);
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
        {document && (
          <Button
            size="sm"
            mih={44}
            variant="light"
            onClick={() => onOpen(document)}
            aria-describedby={titleId}
          >
            {t.openDocument}
          </Button>
        )}
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
