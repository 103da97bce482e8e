/**
 * A document's list of fields, computed again only when a value it read has changed.
 *
 * `fields(values)` depends on a few answers (a 'which?' shown for 'other', the Sisbén subgroups of the
 * chosen group, a refused consent), and the form asks it on every change. A keystroke in a text field
 * changes none of them, yet rebuilding the initial assessment's seventy specs and comparing them with the
 * last ones cost a slow tablet a few milliseconds per key (`npm run bench -- typing-latency`). So the
 * values are read through a proxy that notes each answer read; while every noted answer is the same (by
 * identity: the form's values are replaced, never changed in place), the last list is answered as it is.
 * A list that enumerates the values (spread, `in`, `Object.keys`) could depend on any of them and is never
 * kept.
 */
import type { FieldSpec } from './fields';
import type { Values } from './form-values';

export function memoFields<N extends string>(
  fields: (values: Values) => readonly FieldSpec<N>[],
): (values: Values) => readonly FieldSpec<N>[] {
  let read: Map<string, unknown> | null = null;
  let last: readonly FieldSpec<N>[] = [];
  return (values) => {
    if (read !== null && [...read].every(([name, value]) => values[name] === value)) return last;
    const noted = new Map<string, unknown>();
    let enumerated = false;
    const tracked = new Proxy(values, {
      get(target, property, receiver) {
        if (typeof property === 'string') noted.set(property, target[property]);
        return Reflect.get(target, property, receiver) as unknown;
      },
      has(target, property) {
        enumerated = true;
        return Reflect.has(target, property);
      },
      ownKeys(target) {
        enumerated = true;
        return Reflect.ownKeys(target);
      },
    });
    last = fields(tracked);
    read = enumerated ? null : noted;
    return last;
  };
}
