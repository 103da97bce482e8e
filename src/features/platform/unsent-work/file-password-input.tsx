/**
 * The password of a file of unsent work: the export seals the file with it, the import opens the file
 * with it. The user's own sign-in password, so the browser may fill it in.
 */
import { PasswordInput } from '@mantine/core';
import { unsentWorkText as t } from '../../../i18n/unsent-work';

export function FilePasswordInput({
  hint,
  value,
  onChange,
  busy,
  focused = false,
}: {
  hint: string;
  value: string;
  onChange: (password: string) => void;
  /** The file is being written or read: the field waits. */
  busy: boolean;
  /** The dialog opens with the focus here (Mantine's data-autofocus). */
  focused?: boolean;
}) {
  return (
    <PasswordInput
      label={t.password}
      description={hint}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoComplete="current-password"
      disabled={busy}
      required
      data-autofocus={focused || undefined}
    />
  );
}
