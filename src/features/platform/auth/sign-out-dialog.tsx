import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { signOutText as t } from '../../../i18n/platform';
import { useUnsyncedCount, useWorkerSyncStatus } from '../../../offline/outbox-live';
import { syncAndWait } from '../../../offline/sync-client';
import { DialogActions } from '../../../ui/modals/dialog-actions';
import { touchTarget } from '../../../ui/touch-target';

export interface SignOutDialogProps {
  /** "Cancelar": stay signed in. */
  onCancel: () => void;
  /** Sign out now; whatever is still queued stays on the device, sealed, for the user's next sign-in. */
  onSignOut: () => void;
}

/**
 * Sign-out while work is unsynced (docs/offline-identity.md), mounted while the user decides: "Hay N
 * cambios sin sincronizar", with "Sincronizar ahora" (a pass of the sync worker; it signs out by itself
 * once nothing is left, and says what remains when the pass ends with entries still queued) and "Conservar
 * para mi próximo ingreso" (sign out, keeping them). Nothing is ever deleted here.
 */
export function SignOutDialog({ onCancel, onSignOut }: SignOutDialogProps) {
  const count = useUnsyncedCount() ?? 0;
  const worker = useWorkerSyncStatus();
  const [phase, setPhase] = useState<'asking' | 'syncing' | 'synced'>('asking');
  const signedOut = useRef(false);

  useEffect(() => {
    // Everything reached the server after "Sincronizar ahora": sign out as asked.
    if (phase === 'asking' || count > 0 || signedOut.current) return;
    signedOut.current = true;
    onSignOut();
  }, [phase, count, onSignOut]);

  const syncNow = async () => {
    setPhase('syncing');
    await syncAndWait();
    setPhase('synced');
  };

  return (
    <Modal opened onClose={onCancel} title={t.title} centered>
      <Stack gap="md">
        <Text fw={600} data-testid="unsynced-count">
          {t.unsynced(count)}
        </Text>
        <Text size="sm">{t.explanation}</Text>
        {phase === 'syncing' && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t.syncing}</Text>
          </Group>
        )}
        {phase === 'synced' && count > 0 && (
          <Alert color="yellow" role="status">
            {t.stillUnsynced(count)}
          </Alert>
        )}
        <DialogActions cancel={t.cancel} onCancel={onCancel} gap="sm">
          <Button variant="light" mih={touchTarget} onClick={onSignOut}>
            {t.keep}
          </Button>
          <Button
            mih={touchTarget}
            onClick={() => void syncNow()}
            loading={phase === 'syncing'}
            disabled={!worker}
          >
            {t.syncNow}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
