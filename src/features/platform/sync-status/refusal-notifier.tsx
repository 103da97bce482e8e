/**
 * The error notification of a write the server refused (a 4xx other than a conflict): a refused save is
 * an error the user sees where they are, never only a number on the sync button.
 *
 * - The save's success message, if still on screen, is closed: the refusal replaces it.
 * - It follows the live list of refused entries (src/offline/outbox-live.ts), which the sync worker's
 *   refusal changes in every tab; each tab announces each refusal made since it started once
 *   (./refusals.ts `newRefusals`).
 * - The message names the document and the patient (the device's record of the history) and the server's
 *   reason; "Abrir documento" opens the document to correct it (./open-refused-document.ts). It stays
 *   until closed or acted on: the error is not gone while the user has not seen it. The sync panel keeps
 *   the list (docs/sync-status.md).
 * - A refusal made while the sync panel is open is in front of the user already, in the panel: it is not
 *   announced. The message column shares the panel's corner, where a new notice would slide over the
 *   panel's own Reintentar and Descartar as the user reaches for them.
 */
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { logFailure } from '../../../api/failure-log';
import { syncStatusText as t } from '../../../i18n/offline';
import type { OutboxEntry } from '../../../offline/db';
import { storedPatientName } from '../../../offline/outbox-live';
import { useStableCallback } from '../../../ui/hooks/use-stable-callback';
import { closeNotification, notifyError, savedNoticeId } from '../../../ui/notifications/notify';
import type { RefusedDocument } from './open-refused-document';
import {
  historyIdOf,
  newRefusals,
  patientOf,
  refusalKey,
  refusalNotice,
  refusedDocumentOf,
} from './refusals';
import { entryLabel } from './sync-status-format';

export interface RefusalNotifierProps {
  /** The refused entries, oldest first; undefined while the database opens. */
  entries: OutboxEntry[] | undefined;
  onOpen: (document: RefusedDocument) => void;
  /** The sync panel is open: it shows the refusals itself. */
  quiet: boolean;
}

async function announce(entry: OutboxEntry, onOpen: (document: RefusedDocument) => void) {
  const historyId = historyIdOf(entry);
  const name = historyId ? await storedPatientName(historyId) : null;
  const patient = patientOf(historyId, new Map(name && historyId ? [[historyId, name]] : []));
  const document = refusedDocumentOf(entry);
  const id = `refusal:${refusalKey(entry)}`;
  // The save's own "guardado correctamente", if still shown, is not true any more.
  closeNotification(savedNoticeId(entry.draftKey));
  notifyError(
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{refusalNotice(entry, patient)}</Text>
      {document && (
        <Button
          size="sm"
          mih={44}
          variant="light"
          color="red"
          c="red.9"
          aria-label={t.openDocumentOf(entryLabel(entry), patient)}
          onClick={() => {
            closeNotification(id);
            onOpen(document);
          }}
        >
          {t.openDocument}
        </Button>
      )}
    </Stack>,
    { id, time: false },
  );
}

export function RefusalNotifier({ entries, onOpen, quiet }: RefusalNotifierProps) {
  // Refusals made before this tab started are in the panel already, not news.
  const [since] = useState(() => Date.now());
  const announced = useRef(new Set<string>());
  const open = useStableCallback(onOpen);

  useEffect(() => {
    for (const entry of newRefusals(entries ?? [], announced.current, since)) {
      announced.current.add(refusalKey(entry));
      if (!quiet) {
        announce(entry, open).catch((error: unknown) => logFailure('refusal notification failed', error));
      }
    }
  }, [entries, since, open, quiet]);

  return null;
}
