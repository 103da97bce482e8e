/**
 * "Nuevo usuario": the spec's POST /v1/auth/register, checked first on the device with the same contract
 * the server applies (src/contract/auth.ts `registerBody`: password rule, username characters, e-mail,
 * role, sites), then by the server (a taken username or e-mail). Nothing typed is lost on a refusal.
 */
import { Button, Modal, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { registerUser } from '../../api/user-admin.api';
import { registerBody, type Site } from '../../contract/auth';
import { usersText as t } from '../../i18n/users';
import { DialogActions } from '../../ui/modals/dialog-actions';
import { notifySuccess } from '../../ui/notifications/notify';
import { touchTarget } from '../../ui/touch-target';
import { issuesToErrors, type FieldErrors } from './field-errors';
import { useUserChange } from './use-user-change';
import classes from './management.module.css';
import { RoleField, SitesField } from './user-fields';

const noSites: number[] = [];

const empty = {
  name: '',
  username: '',
  email: '',
  password: '',
  rol: '',
  sede: noSites,
  numeroRegistro: '',
  especialidad: '',
};

export function NewUserModal(props: {
  opened: boolean;
  sites: readonly Site[];
  onClose: () => void;
  onCreated: () => void;
}) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { saving, send } = useUserChange();

  const set = <K extends keyof typeof empty>(name: K, value: (typeof empty)[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };
  const close = () => {
    setValues(empty);
    setErrors({});
    props.onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { numeroRegistro, especialidad, ...required } = values;
    const checked = v.safeParse(registerBody, {
      ...required,
      ...(numeroRegistro.trim() && { numeroRegistro: numeroRegistro.trim() }),
      ...(especialidad.trim() && { especialidad: especialidad.trim() }),
    });
    if (!checked.success) {
      setErrors(issuesToErrors(checked.issues));
      return;
    }
    await send(
      async () => {
        await registerUser(checked.output);
        notifySuccess(t.created(checked.output.name));
        setValues(empty);
        props.onCreated();
      },
      (fields) => {
        setErrors(fields);
        return true;
      },
    );
  };

  const text = (name: 'name' | 'username' | 'email' | 'numeroRegistro' | 'especialidad', required = true) => (
    <TextInput
      label={t.fields[name]}
      size="md"
      classNames={{ input: classes.input }}
      value={values[name]}
      onChange={(event) => set(name, event.currentTarget.value)}
      error={errors[name]}
      withAsterisk={required}
      autoComplete="off"
      type={name === 'email' ? 'email' : 'text'}
    />
  );

  return (
    <Modal opened={props.opened} onClose={close} title={t.newUser} size="lg" closeOnClickOutside={false}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          {text('name')}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('username')}
            {text('email')}
          </SimpleGrid>
          <PasswordInput
            label={t.fields.password}
            description={t.fields.passwordHint}
            size="md"
            classNames={{ input: classes.input }}
            value={values.password}
            onChange={(event) => set('password', event.currentTarget.value)}
            error={errors.password}
            withAsterisk
            autoComplete="new-password"
          />
          <RoleField value={values.rol} onChange={(rol) => set('rol', rol)} error={errors.rol} />
          <SitesField
            sites={props.sites}
            value={values.sede}
            onChange={(sede) => set('sede', sede)}
            error={errors.sede}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('numeroRegistro', false)}
            {text('especialidad', false)}
          </SimpleGrid>
          <DialogActions cancel={t.cancel} onCancel={close}>
            <Button type="submit" mih={touchTarget} loading={saving}>
              {t.create}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
