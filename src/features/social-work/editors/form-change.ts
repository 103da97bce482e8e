/**
 * What one change does to a social-work form, as a pure step the editor runs on every change: the
 * document's clearing rule (spec 001 §4), then what its contract keeps (a visit whose consent was refused
 * keeps only its observations), then the messages left: the changed field's goes, and so does that of
 * every field the form no longer shows, so a field that appears again starts without its old message.
 */
import type { SocialWorkDocument } from './social-work-editor';
import { messagesAfterChange, shownFields } from './fields';
import type { Values } from './form-values';

export interface FormState {
  values: Values;
  messages: Readonly<Record<string, string>>;
}

export function formAfterChange(
  document: SocialWorkDocument,
  { values, messages }: FormState,
  name: string,
  value: unknown,
): FormState {
  const changed = document.change ? document.change(values, name, value) : { ...values, [name]: value };
  const next = document.contract.keep(changed);
  // No message to take away (the usual keystroke): the fields shown need not be worked out.
  if (Object.keys(messages).length === 0) return { values: next, messages };
  const shown = shownFields(document.fields(next), next);
  return { values: next, messages: messagesAfterChange(messages, name, shown) };
}
