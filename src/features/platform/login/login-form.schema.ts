/**
 * The sign-in form (spec 000 §5 "Login: username-or-email required, shown as 'Este valor es obligatorio';
 * password required"). Required means a trimmed value that is not empty.
 */
import * as v from 'valibot';
import { requiredText } from '../../../contract/common';

export const loginFormSchema = v.object({
  identifier: requiredText(),
  password: requiredText(),
});

export type LoginFormValues = v.InferInput<typeof loginFormSchema>;

/** Whether a field name (the static form's `data-path`) is one of this form's fields. */
export const isLoginField = (path: string): path is keyof LoginFormValues =>
  Object.hasOwn(loginFormSchema.entries, path);
