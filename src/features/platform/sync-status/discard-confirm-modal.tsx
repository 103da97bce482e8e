import { Button, getDefaultZIndex, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { syncStatusText as t } from '../../../i18n/offline';
import type { OutboxEntry } from '../../../offline/db';
import { dropNeedsAttention } from '../../../offline/outbox-live';
import { entryLabel } from './sync-status-format';
import { logFailure } from '../../../api/failure-log';

export interface DiscardConfirmModalProps {
  /** The refused entry to drop; null: closed. */
  entry: OutboxEntry | null;
  onClose: () => void;
}

/**
 * The confirmation before a refused entry is dropped: it says what is lost (the change will not reach the
 * server) and what is not (a document's draft stays on the device). "Cancelar" has the focus first, so
 * Enter alone never loses anything. It opens over the sync status panel (a popover), hence its z-index.
 */
export function DiscardConfirmModal({ entry, onClose }: DiscardConfirmModalProps) {
  const [dropping, setDropping] = useState(false);
  // The last entry stays in the body while the modal closes (its transition), so the text does not vanish.
  const [shown, setShown] = useState(entry);
  if (entry && entry !== shown) setShown(entry);

  const confirm = () => {
    if (!entry) return;
    setDropping(true);
    dropNeedsAttention(entry.seq)
      .catch((error: unknown) => logFailure('drop of an outbox entry failed', error))
      .finally(() => {
        setDropping(false);
        onClose();
      });
  };

  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={t.confirmTitle}
      centered
      zIndex={getDefaultZIndex('popover') + 1}
    >
      {shown && (
        <Stack gap="md">
          <Text>{t.confirmLoss(entryLabel(shown))}</Text>
          <Text>{shown.op === 'request' ? t.confirmRequestLost : t.confirmDraftStays}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" mih={44} onClick={onClose} data-autofocus>
              {t.cancel}
            </Button>
            <Button color="red.9" mih={44} loading={dropping} onClick={confirm}>
              {t.confirmDiscard}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
