/**
 * The stage / commit / discard trio shared by every clinical document (spec 000 §4, spec 001 §4).
 *
 * A document module describes its fields twice over the same entries: `fields` are the typed, length-checked
 * entries with every field optional (a draft may be half written), and `commit` adds what is required and
 * the conditional rules. `defineDocument` turns them into the three request bodies the server checks and the
 * app sends, so the rule lives in one place.
 */
import * as v from 'valibot';
import { id, objectWithEveryKey, signature } from './common';

export const documentKinds = [
  'bayley',
  'griffiths',
  'development-control',
  'family-control',
  'home-visit',
  'initial-assessment',
  'social-work-evolution',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** Document type ids of spec 000 §3 (anthropometry has no id of its own). */
export const documentTypeId: Record<DocumentKind, number> = {
  bayley: 0,
  griffiths: 1,
  'development-control': 4,
  'family-control': 5,
  'initial-assessment': 6,
  'social-work-evolution': 7,
  'home-visit': 8,
};

type Entries = v.ObjectEntries;
type Check = v.PipeAction<Record<string, unknown>, Record<string, unknown>, v.BaseIssue<unknown>>;

export interface DocumentDefinition {
  kind: DocumentKind;
  /** Name of the draft id in payloads and answers (developmentControlId, homeVisitId, ...). */
  idField: string;
  /** Every field, optional, with its type and length rules: what a stage accepts. */
  fields: Entries;
  /** The same fields with the required rules of the spec: what a commit accepts. */
  commitFields: Entries;
  /** Cross-field rules (conditionally required fields), applied on commit, each reporting on its field. */
  commitChecks?: Check[];
}

export interface DocumentContract {
  kind: DocumentKind;
  idField: string;
  stage: v.GenericSchema<unknown, Record<string, unknown>>;
  commit: v.GenericSchema<unknown, Record<string, unknown>>;
  discard: v.GenericSchema<unknown, Record<string, unknown>>;
  /** The field entries, for forms that build their initial values and per-field rules. */
  fields: Entries;
  commitFields: Entries;
}

export function defineDocument(def: DocumentDefinition): DocumentContract {
  const head = {
    [def.idField]: v.optional(v.nullable(id())),
    historyId: id(),
  };
  /** Optional optimistic check: when sent, the server refuses (409) a write over a newer version. */
  const version = { version: v.optional(v.nullable(v.pipe(v.number(), v.integer()))) };
  // objectWithEveryKey: a body that lacks a required key gets the field's Spanish message, not valibot's.
  const stage = objectWithEveryKey({ ...head, ...version, signature: v.optional(signature), ...def.fields });
  const commitObject: v.GenericSchema<unknown, Record<string, unknown>> = objectWithEveryKey({
    ...head,
    ...version,
    signature,
    ...def.commitFields,
  });
  const commit = def.commitChecks?.length ? v.pipe(commitObject, ...def.commitChecks) : commitObject;
  const discard = objectWithEveryKey(head);
  return {
    kind: def.kind,
    idField: def.idField,
    stage,
    commit,
    discard,
    fields: def.fields,
    commitFields: def.commitFields,
  };
}

/**
 * A conditional rule: when `when(input)` holds, `field` must be present (non-empty text, non-empty list,
 * or any non-null value), reported on that field with `message`.
 */
export function requiredWhen(
  field: string,
  when: (input: Record<string, unknown>) => boolean,
  message: string,
): Check {
  return v.forward(
    v.check((input: Record<string, unknown>) => !when(input) || isPresent(input[field]), message),
    [field] as never,
  );
}

export function isPresent(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** A conditionally required value that may sit inside a sub-object (referralIn.user, observations.otherCaretaker). */
export interface ConditionalRule {
  /** Where the value lives; the issue is reported on this path. */
  path: readonly string[];
  /** The paths `when` reads: the rule waits while any of them carries an issue of its own. */
  reads: readonly (readonly string[])[];
  when: (input: Record<string, unknown>) => boolean;
  message: string;
}

/**
 * Like requiredWhen, but for nested paths and reported in the same pass as the other field errors: a plain
 * check in a pipe only runs once the whole body is valid, so the form would show conditional errors in a
 * second round. This rule runs unless the field itself or a field it reads already has an issue.
 * TInput is the output of the object it follows in a pipe (valibot's pipe items are invariant).
 */
export function requiredWhenAt<TInput extends object = Record<string, unknown>>(
  rule: ConditionalRule,
): v.RawCheckAction<TInput> {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const input: unknown = dataset.value;
    if (!isRecord(input)) return;
    const watched = [rule.path, ...rule.reads];
    const blocked = dataset.issues?.some(
      (issue) => !issue.path || watched.some((path) => sharesPrefix(path, issue.path ?? [])),
    );
    if (blocked || !rule.when(input)) return;
    const items: v.ObjectPathItem[] = [];
    let parent: Record<string, unknown> = input;
    for (const key of rule.path) {
      const value = parent[key];
      items.push({ type: 'object', origin: 'value', input: parent, key, value });
      parent = isRecord(value) ? value : {};
    }
    const last = items[items.length - 1];
    if (last && isPresent(last.value)) return;
    addIssue({ message: rule.message, path: items as [v.ObjectPathItem, ...v.ObjectPathItem[]] });
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when one path is a prefix of the other (an issue on referralIn blocks referralIn.user and back). */
function sharesPrefix(path: readonly string[], issuePath: readonly v.IssuePathItem[]): boolean {
  const length = Math.min(path.length, issuePath.length);
  for (let index = 0; index < length; index++) {
    if (issuePath[index]?.key !== path[index]) return false;
  }
  return true;
}
