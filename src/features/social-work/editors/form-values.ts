/**
 * The values of an open social-work form, held outside React so that a keystroke draws its own field
 * alone: each field subscribes to the values it shows (`useFieldValues`) and the form itself draws again
 * only when its list of fields or its messages change. A long form (the initial assessment's seventy
 * fields) drawn again on every key costs a slow tablet tens of milliseconds per keystroke
 * (`npm run bench -- typing-latency`).
 */
import { useRef, useSyncExternalStore } from 'react';
import type { Values } from './fields';

export interface FormValues {
  get: () => Values;
  set: (values: Values) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createFormValues(initial: Values): FormValues {
  let values = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => values,
    set: (next) => {
      if (next === values) return;
      values = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * The form's values for a field that shows `names` (dot paths; null: it may read any). The same object
 * until one of those values changes, so the field is drawn again only then.
 */
export function useFieldValues(
  form: FormValues,
  names: readonly string[] | null,
  valueAt: (values: Values, path: string) => unknown,
): Values {
  const shown = useRef<Values | null>(null);
  const snapshot = () => {
    const values = form.get();
    const before = shown.current;
    if (before !== null && names !== null && names.every((n) => valueAt(before, n) === valueAt(values, n)))
      return before;
    shown.current = values;
    return values;
  };
  return useSyncExternalStore(form.subscribe, snapshot, snapshot);
}
