/**
 * A change the user screens send to the server (create, access, password, active): `saving` while it
 * runs; a refusal about fields hands its messages to the form (`onFields`, which says whether it showed
 * them), anything else is notified, with the server's reason or the connection it needs.
 */
import { useState } from 'react';
import { notifyError } from '../../ui/notifications/notify';
import { failureMessage, serverFieldErrors, type FieldErrors } from './field-errors';

export function useUserChange() {
  const [saving, setSaving] = useState(false);
  const send = async (change: () => Promise<void>, onFields?: (fields: FieldErrors) => boolean) => {
    setSaving(true);
    try {
      await change();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (!fields || !onFields?.(fields)) notifyError(failureMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return { saving, send };
}
