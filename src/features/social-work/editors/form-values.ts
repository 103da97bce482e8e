/**
 * The values of an open social-work form, held outside React so that a keystroke draws its own field
 * alone: each field subscribes to the values it shows (`useFieldValues`) and the form itself draws again
 * only when its list of fields or its messages change. A long form (the initial assessment's seventy
 * fields) drawn again on every key costs a slow tablet tens of milliseconds per keystroke
 * (`npm run bench -- typing-latency`). A change tells only the fields whose values it replaced, so a
 * keystroke does not ask seventy fields whether theirs changed.
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';

export type Values = Record<string, unknown>;

export const isValues = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value by its dot path ('referralOutSpecialist.area'). */
export const valueAt = (values: Values, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (isValues(value) ? value[key] : undefined), values);

export interface FormValues {
  get: () => Values;
  set: (values: Values) => void;
  /** `listener` is called when one of the top-level values `keys` is replaced; null: on every change. */
  subscribe: (listener: () => void, keys: readonly string[] | null) => () => void;
}

export function createFormValues(initial: Values): FormValues {
  let values = initial;
  const everyChange = new Set<() => void>();
  const byKey = new Map<string, Set<() => void>>();
  return {
    get: () => values,
    set: (next) => {
      if (next === values) return;
      const before = values;
      values = next;
      const told = new Set(everyChange);
      for (const [key, listeners] of byKey)
        if (before[key] !== next[key]) for (const listener of listeners) told.add(listener);
      for (const listener of told) listener();
    },
    subscribe: (listener, keys) => {
      if (keys === null) {
        everyChange.add(listener);
        return () => void everyChange.delete(listener);
      }
      for (const key of keys) {
        let listeners = byKey.get(key);
        if (!listeners) byKey.set(key, (listeners = new Set()));
        listeners.add(listener);
      }
      return () => {
        for (const key of keys) byKey.get(key)?.delete(listener);
      };
    },
  };
}

/** The top-level value a dot path is in ('referralOutSpecialist.area' is in 'referralOutSpecialist'). */
export const topKey = (path: string) => path.split('.', 1)[0]!;

/**
 * The form's values for a field that shows `names` (dot paths; null: it may read any). The same object
 * until one of those values changes, so the field is drawn again only then.
 */
export function useFieldValues(form: FormValues, names: readonly string[] | null): Values {
  const shown = useRef<Values | null>(null);
  // By their text, so that a list remade on each render with the same names keeps the subscription.
  const keys = names === null ? null : [...new Set(names.map(topKey))].join('\n');
  const subscribe = useCallback(
    (listener: () => void) =>
      form.subscribe(listener, keys === null ? null : keys === '' ? [] : keys.split('\n')),
    [form, keys],
  );
  const snapshot = () => {
    const values = form.get();
    const before = shown.current;
    if (before !== null && names !== null && names.every((n) => valueAt(before, n) === valueAt(values, n)))
      return before;
    shown.current = values;
    return values;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
