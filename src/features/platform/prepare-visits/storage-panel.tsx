/**
 * The device's storage on "Preparar visitas": how much is used and still available, and whether the
 * browser keeps the data under storage pressure. Persistence is asked for when the page opens (the moment
 * the professional is about to rely on it) and the answer is shown; the figures are read again after a
 * download changes them (every few seconds while the page is open).
 */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatBytes } from '../../../domain/number-format';
import { visitPreparationText as t } from '../../../i18n/prepare-visits';
import { askPersistentStorage, storageFacts, type StorageFacts } from '../../../offline/device-storage';

const REFRESH_MS = 5000;

export function StoragePanel() {
  const [facts, setFacts] = useState<StorageFacts | null>(null);
  const [persisted, setPersisted] = useState<boolean | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    void askPersistentStorage().then((answer) => current && setPersisted(answer));
    const read = () => void storageFacts().then((next) => current && setFacts(next));
    read();
    const timer = setInterval(read, REFRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, []);

  const { usage, quota } = facts ?? { usage: null, quota: null };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs" data-testid="device-storage">
        <Title order={3} size="h4">
          {t.storageTitle}
        </Title>
        <Text>
          {usage !== null && quota !== null
            ? t.storageUse(formatBytes(usage), formatBytes(Math.max(0, quota - usage)))
            : t.storageUnknown}
        </Text>
        {persisted !== undefined && (
          <Text c={persisted ? 'teal.9' : 'dimmed'} data-testid="storage-persistence">
            {persisted === null ? t.persistUnknown : persisted ? t.persisted : t.notPersisted}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
