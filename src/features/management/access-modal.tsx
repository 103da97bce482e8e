/**
 * "Cambiar rol y sedes": both replaced at once (PUT /v1/auth/users/{id}/access). The server reads a user's
 * policies from their role on every request, so the change holds from the user's next request; their
 * devices learn it at the next online sign-in (docs/offline-identity.md).
 */
import { Button, Modal, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { setUserAccess } from '../../api/user-admin.api';
import type { Site } from '../../contract/auth';
import { userAccessBody, type ManagedUser } from '../../contract/user-admin';
import { usersText as t } from '../../i18n/users';
import { DialogActions } from '../../ui/modals/dialog-actions';
import { notifySuccess } from '../../ui/notifications/notify';
import { touchTarget } from '../../ui/touch-target';
import { issuesToErrors, type FieldErrors } from './field-errors';
import { useUserChange } from './use-user-change';
import { RoleField, SitesField } from './user-fields';

export function AccessModal(props: {
  user: ManagedUser;
  sites: readonly Site[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [rol, setRol] = useState<string>(props.user.role);
  const [sede, setSede] = useState(props.user.sede.map((site) => site.id));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { saving, send } = useUserChange();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(userAccessBody, { rol, sede });
    if (!checked.success) {
      setErrors(issuesToErrors(checked.issues));
      return;
    }
    await send(
      async () => {
        await setUserAccess(props.user.id, checked.output);
        notifySuccess(t.updated(props.user.name));
        props.onSaved();
      },
      (fields) => {
        setErrors(fields);
        return true;
      },
    );
  };

  return (
    <Modal opened onClose={props.onClose} title={t.editTitle(props.user.name)} size="lg">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <RoleField
            value={rol}
            onChange={(next) => {
              setRol(next);
              setErrors(({ rol: _, ...rest }) => rest);
            }}
            error={errors.rol}
          />
          <SitesField
            sites={props.sites}
            value={sede}
            onChange={(next) => {
              setSede(next);
              setErrors(({ sede: _, ...rest }) => rest);
            }}
            error={errors.sede}
          />
          <DialogActions cancel={t.cancel} onCancel={props.onClose}>
            <Button type="submit" mih={touchTarget} loading={saving}>
              {t.save}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
