/**
 * A text of a social-work form (spec 000 §5 limits): the textarea follows its value in the form by itself,
 * and is told nothing of what it typed. A keystroke changes the form's value to what the field already
 * shows, so no part of the form is drawn again; a value the field does not show (a rule cleared it, a
 * draft was restored) is written into it.
 */
import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { HeldTextarea, type CountedTextareaHandle } from '../../../ui/inputs/counted-textarea';
import { useStableCallback } from '../../../ui/hooks/use-stable-callback';
import { topKey, valueAt, type FormValues } from './form-values';

export interface FormTextareaProps {
  form: FormValues;
  /** Its dot path in the form's values. */
  name: string;
  label: string;
  max: number;
  error: string | null;
  set: (name: string, value: unknown) => void;
}

/** The field shows its value: nothing to write. */
const SHOWN = Symbol('shown');

const textAt = (form: FormValues, name: string) => {
  const value = valueAt(form.get(), name);
  return typeof value === 'string' ? value : '';
};

export function FormTextarea({ form, name, label, max, error, set }: FormTextareaProps) {
  const handle = useRef<CountedTextareaHandle>(null);
  const [initial] = useState(() => textAt(form, name));
  const subscribe = useCallback(
    (listener: () => void) => form.subscribe(listener, [topKey(name)]),
    [form, name],
  );
  const unshown = useSyncExternalStore(subscribe, () => {
    const text = textAt(form, name);
    return handle.current === null || handle.current.shows(text) ? SHOWN : text;
  });
  useLayoutEffect(() => {
    if (unshown !== SHOWN) handle.current?.write(unshown);
  }, [unshown]);
  const onText = useStableCallback((text: string) => set(name, text));
  return (
    <HeldTextarea
      handle={handle}
      label={label}
      max={max}
      minRows={2}
      initial={initial}
      onText={onText}
      error={error}
    />
  );
}
