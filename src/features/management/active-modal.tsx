/**
 * "Desactivar" and "Reactivar" (PUT /v1/auth/users/{id}/active), confirmed in a dialog that says what
 * happens: a deactivated user cannot sign in and their sessions end; what they wrote stays theirs.
 */
import { Button, Modal, Stack, Text } from '@mantine/core';
import { setUserActive } from '../../api/user-admin.api';
import type { ManagedUser } from '../../contract/user-admin';
import { usersText as t } from '../../i18n/users';
import { DialogActions } from '../../ui/modals/dialog-actions';
import { notifySuccess } from '../../ui/notifications/notify';
import { touchTarget } from '../../ui/touch-target';
import { useUserChange } from './use-user-change';

export function ActiveModal(props: { user: ManagedUser; onClose: () => void; onSaved: () => void }) {
  const { saving, send } = useUserChange();
  const deactivating = props.user.active;

  const confirm = async () => {
    await send(async () => {
      await setUserActive(props.user.id, !deactivating);
      notifySuccess((deactivating ? t.deactivated : t.reactivated)(props.user.name));
      props.onSaved();
    });
  };

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={(deactivating ? t.deactivateTitle : t.reactivateTitle)(props.user.name)}
    >
      <Stack gap="md">
        <Text size="sm">{deactivating ? t.deactivateExplanation : t.reactivateExplanation}</Text>
        <DialogActions cancel={t.cancel} onCancel={props.onClose}>
          <Button
            mih={touchTarget}
            color={deactivating ? 'red.9' : undefined}
            loading={saving}
            onClick={() => void confirm()}
          >
            {deactivating ? t.deactivate : t.reactivate}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
