/**
 * "Desactivar" and "Reactivar" (PUT /v1/auth/users/{id}/active), confirmed in a dialog that says what
 * happens: a deactivated user cannot sign in and their sessions end; what they wrote stays theirs.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { setUserActive } from '../../api/user-admin.api';
import type { ManagedUser } from '../../contract/user-admin';
import { usersText as t } from '../../i18n/users';
import { notifyError, notifySuccess } from '../../ui/notifications/notify';
import { failureMessage } from './field-errors';

export function ActiveModal(props: { user: ManagedUser; onClose: () => void; onSaved: () => void }) {
  const [saving, setSaving] = useState(false);
  const deactivating = props.user.active;

  const confirm = async () => {
    setSaving(true);
    try {
      await setUserActive(props.user.id, !deactivating);
      notifySuccess((deactivating ? t.deactivated : t.reactivated)(props.user.name));
      props.onSaved();
    } catch (error) {
      notifyError(failureMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={(deactivating ? t.deactivateTitle : t.reactivateTitle)(props.user.name)}
    >
      <Stack gap="md">
        <Text size="sm">{deactivating ? t.deactivateExplanation : t.reactivateExplanation}</Text>
        <Group justify="flex-end">
          <Button variant="default" mih={44} onClick={props.onClose}>
            {t.cancel}
          </Button>
          <Button
            mih={44}
            color={deactivating ? 'red.9' : undefined}
            loading={saving}
            onClick={() => void confirm()}
          >
            {deactivating ? t.deactivate : t.reactivate}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
