/**
 * The one mechanism for conditional rules of the contract: "therapies when needsTherapy" (spec 000 §5),
 * "when consent is true almost every field is required", "a service answered no requires a comment",
 * "each room needs room, people, beds" (spec 001 §5).
 *
 * A plain `v.check` in a pipe only runs once the whole body is valid, so a professional pressing GUARDAR
 * would learn the conditional errors in a second round. `fieldRules` runs on every object input, typed or
 * not, so the form gets every error at once. A rule is a plain function of the input that lists its
 * issues, with paths that may go into sub-objects (`['referralIn', 'user']`) or list rows
 * (`['rooms', 0, 'beds']`), so the form shows each message under its input. An issue is left out while
 * its field, or a field its rule read to decide (`reads`), already carries an issue of its own: the
 * professional first fixes the answer the rule depends on.
 */
import * as v from 'valibot';
import { isObjectLike } from '../domain/object-like';

export type FieldPath = readonly [string, ...(string | number)[]];

/** One broken rule: the field it belongs to and the Spanish message of spec 000 §5 / spec 001 §5. */
export interface FieldIssue {
  path: FieldPath;
  message: string;
  /** The fields the rule read to decide: it waits while any of them carries an issue of its own. */
  reads?: readonly FieldPath[];
}

type Input = Record<string, unknown>;

const isRecord = (value: unknown): value is Input =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value counts as given: non-empty text, a non-empty list, or any other non-null value. */
export function isPresent(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The value at a path, or undefined when a step of the path is missing. */
export function valueAt(input: unknown, path: readonly (string | number)[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (!isObjectLike(current)) return undefined;
    current = current[key];
  }
  return current;
}

/**
 * The issues of the fields (names or paths) that are not present, each with the same message; `reads`
 * names the fields the condition that asked for them was decided on.
 */
export function missing(
  input: Input,
  fields: readonly (string | FieldPath)[],
  message: string,
  reads?: readonly FieldPath[],
): FieldIssue[] {
  return fields
    .map((field) => (typeof field === 'string' ? ([field] as const) : field))
    .filter((path) => !isPresent(valueAt(input, path)))
    .map((path) => (reads ? { path, message, reads } : { path, message }));
}

/** The issues of the rows of `list` that lack one of `keys` (spec 001 §5 "Rooms need room, people, beds"). */
export function missingInRows(
  input: Input,
  list: string,
  keys: readonly string[],
  message: string,
): FieldIssue[] {
  const rows = input[list];
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row, index) =>
    keys
      .filter((key) => !isPresent(valueAt(row, [key])))
      .map((key) => ({ path: [list, index, key] as const, message })),
  );
}

/**
 * Whether an earlier issue touches the path: it sits on the field, inside it, or on an object or list that
 * holds it. An issue without a path is about the whole input and touches every field.
 */
const overlaps = (issuePath: readonly v.IssuePathItem[] | undefined, path: readonly (string | number)[]) =>
  issuePath === undefined ||
  issuePath.length === 0 ||
  issuePath.slice(0, path.length).every((item, index) => item.key === path[index]);

function pathItems(input: Input, [first, ...rest]: FieldPath): [v.IssuePathItem, ...v.IssuePathItem[]] {
  let parent: unknown = input;
  const item = (key: string | number): v.UnknownPathItem => {
    const value = valueAt(parent, [key]);
    const step: v.UnknownPathItem = { type: 'unknown', origin: 'value', input: parent, key, value };
    parent = value;
    return step;
  };
  return [item(first), ...rest.map(item)];
}

/**
 * A check made of rules: `collect` lists the broken rules of the input and each becomes an issue on its
 * own field. Runs even when other fields failed; skips an issue whose field, or a field it read, already
 * has an issue. TInput is the output of the object it follows in a pipe (valibot's pipe items are
 * invariant): a document's commit object by default, or a call body such as the Bayley PUT.
 */
export function fieldRules<TInput extends object = Input>(
  collect: (input: Input) => FieldIssue[],
): v.RawCheckAction<TInput> {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const input: unknown = dataset.value;
    if (!isRecord(input)) return;
    const earlier = dataset.issues ? [...dataset.issues] : [];
    for (const issue of collect(input)) {
      const watched = [issue.path, ...(issue.reads ?? [])];
      const blocked = earlier.some((previous) => watched.some((path) => overlaps(previous.path, path)));
      if (!blocked) addIssue({ message: issue.message, path: pathItems(input, issue.path) });
    }
  });
}
