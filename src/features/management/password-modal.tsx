/**
 * "Restablecer contraseña" (PUT /v1/auth/users/{id}/password): the server's password rule checked here
 * first; the server ends the user's sessions and rotates their device secret, so their devices open their
 * data with the new password at the next online sign-in (docs/offline-identity.md).
 */
import { Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { setUserPassword } from '../../api/user-admin.api';
import { newPassword } from '../../contract/auth';
import type { ManagedUser } from '../../contract/user-admin';
import { usersText as t } from '../../i18n/users';
import { DialogActions } from '../../ui/modals/dialog-actions';
import { notifySuccess } from '../../ui/notifications/notify';
import { touchTarget } from '../../ui/touch-target';
import { useUserChange } from './use-user-change';
import classes from './management.module.css';

export function PasswordModal(props: { user: ManagedUser; onClose: () => void; onSaved: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { saving, send } = useUserChange();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(newPassword, password);
    if (!checked.success) {
      setError(checked.issues[0].message);
      return;
    }
    await send(
      async () => {
        await setUserPassword(props.user.id, checked.output);
        notifySuccess(t.passwordSet(props.user.name));
        props.onSaved();
      },
      // Only the password's own message has a place here; any other is notified.
      (fields) => {
        if (fields.password) setError(fields.password);
        return Boolean(fields.password);
      },
    );
  };

  return (
    <Modal opened onClose={props.onClose} title={t.resetTitle(props.user.name)}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Text size="sm">{t.resetExplanation}</Text>
          <PasswordInput
            label={t.fields.password}
            description={t.fields.passwordHint}
            size="md"
            classNames={{ input: classes.input }}
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            withAsterisk
            autoComplete="new-password"
            data-autofocus
          />
          <DialogActions cancel={t.cancel} onCancel={props.onClose}>
            <Button type="submit" mih={touchTarget} loading={saving}>
              {t.resetPassword}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
