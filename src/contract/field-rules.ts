/**
 * Cross-field rules of the social-work documents (spec 001 §5): "when consent is true almost every field is
 * required", "a service answered no requires a comment", "each room needs room, people, beds".
 *
 * `requiredWhen` of ./document reports one field through `v.check`, which valibot skips as soon as any
 * other field of the document has failed; a social worker pressing GUARDAR would then learn the missing
 * fields in rounds. `fieldRules` runs on every object input, typed or not, so the form gets every
 * conditional error at once, and it never reports a field that already carries an issue of its own. The
 * rules are plain functions of the input that list the issues, with paths that may go into lists
 * (`['rooms', 0, 'beds']`), so the form shows each message under its input.
 */
import * as v from 'valibot';
import { isPresent, type DocumentDefinition } from './document';

/** A pipe action of a commit schema, the type `defineDocument` takes as `commitChecks`. */
export type CommitCheck = NonNullable<DocumentDefinition['commitChecks']>[number];

export type FieldPath = readonly [string, ...(string | number)[]];

/** One broken rule: the field it belongs to and the Spanish message of spec 001 §5 / §8. */
export interface FieldIssue {
  path: FieldPath;
  message: string;
}

type Input = Record<string, unknown>;

const isRecord = (value: unknown): value is Input =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a path, or undefined when a step of the path is missing. */
export function valueAt(input: unknown, path: readonly (string | number)[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** The issues of the fields (names or paths) that are not present, each with the same message. */
export function missing(
  input: Input,
  fields: readonly (string | FieldPath)[],
  message: string,
): FieldIssue[] {
  return fields
    .map((field) => (typeof field === 'string' ? ([field] as const) : field))
    .filter((path) => !isPresent(valueAt(input, path)))
    .map((path) => ({ path, message }));
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

/** Whether an earlier issue sits on the field, inside it or on a list that holds it. */
const overlaps = (issuePath: readonly v.IssuePathItem[] | undefined, path: FieldPath) =>
  issuePath !== undefined &&
  issuePath.length > 0 &&
  issuePath.slice(0, path.length).every((item, index) => item.key === path[index]);

function pathItems(input: Input, path: FieldPath): [v.IssuePathItem, ...v.IssuePathItem[]] {
  let parent: unknown = input;
  const items = path.map((key) => {
    const value = valueAt(parent, [key]);
    const item: v.UnknownPathItem = { type: 'unknown', origin: 'value', input: parent, key, value };
    parent = value;
    return item;
  });
  return items as [v.IssuePathItem, ...v.IssuePathItem[]];
}

/**
 * A commit check made of rules: `collect` lists the broken rules of the input and each becomes an issue on
 * its own field. Runs even when other fields failed, skips fields that already have an issue.
 */
export function fieldRules(collect: (input: Input) => FieldIssue[]): CommitCheck {
  return v.rawCheck<Input>(({ dataset, addIssue }) => {
    const input: unknown = dataset.value;
    if (!isRecord(input)) return;
    const earlier = dataset.issues ? [...dataset.issues] : [];
    for (const issue of collect(input)) {
      if (earlier.some((previous) => overlaps(previous.path, issue.path))) continue;
      addIssue({ message: issue.message, path: pathItems(input, issue.path) });
    }
  });
}
