/**
 * The stage / commit / discard trio shared by every clinical document (spec 000 §4, spec 001 §4).
 *
 * A document module describes its fields twice over the same entries: `fields` are the typed, length-checked
 * entries with every field optional (a draft may be half written), and `commit` adds what is required and
 * the conditional rules. `defineDocument` turns them into the three request bodies the server checks and the
 * app sends, so the rule lives in one place.
 */
import * as v from 'valibot';
import { id, objectWithEveryKey, optionalVersion, schemaErrors, signature } from './common';
import type { CommitCheck } from './field-rules';

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

export interface DocumentDefinition {
  kind: DocumentKind;
  /** Name of the draft id in payloads and answers (developmentControlId, homeVisitId, ...). */
  idField: string;
  /** Every field, optional, with its type and length rules: what a stage accepts. */
  fields: Entries;
  /** The same fields with the required rules of the spec: what a commit accepts. */
  commitFields: Entries;
  /** Conditional rules (./field-rules), applied on commit, each reporting on its field. */
  commitChecks?: readonly CommitCheck[];
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
  const version = { version: optionalVersion() };
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
 * One entry of `GET /v1/{kind}/hc/{historyId}` (docs/api.md §1.11): the document's fields at the top level
 * plus its lifecycle head. Fields are kept as they come (the list is read, not checked, field by field);
 * `draft` holds the staged changes of a committed document.
 */
export const listedDocument = v.looseObject({
  id: v.string(),
  historyId: v.string(),
  status: v.picklist(['draft', 'committed']),
  version: v.optional(v.nullable(v.number())),
  signature: v.optional(v.nullable(v.looseObject({ name: v.string(), email: v.string() }))),
  createdAt: v.optional(v.nullable(v.string())),
  updatedAt: v.optional(v.nullable(v.string())),
  /** Who made the last change (stage, commit, discard of its changes); its creator until then. */
  updatedBy: v.optional(v.nullable(v.looseObject({ id: v.string(), name: v.nullable(v.string()) }))),
  committedAt: v.optional(v.nullable(v.string())),
  draft: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
});
export type ListedDocument = v.InferOutput<typeof listedDocument>;
export const documentList = v.array(listedDocument);

/** The lifecycle head of a listed document; everything else is the document's own fields. */
export const listedDocumentHead = [
  'id',
  'historyId',
  'status',
  'version',
  'signature',
  'createdBy',
  'createdAt',
  'updatedAt',
  'updatedBy',
  'committedAt',
  'draft',
] as const;

/** The document's own fields: everything but the lifecycle head and its id field. */
export function documentFields(doc: ListedDocument, idField: string): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...doc };
  for (const key of listedDocumentHead) delete fields[key];
  delete fields[idField];
  return fields;
}

/** What editing a listed document starts from: its fields with a committed document's staged changes. */
export function documentEditContent(doc: ListedDocument, idField: string): Record<string, unknown> {
  const fields = documentFields(doc, idField);
  return doc.draft ? { ...fields, ...doc.draft } : fields;
}

/**
 * What a commit of `body` would be refused for, field → the spec's message (the first per field), or null
 * when it may be committed. Forms show these under their fields before anything is queued; `fieldOf` names
 * the field a message belongs to (default: its whole dot path; a form may show a list's messages on the
 * list).
 */
export function commitErrors(
  contract: DocumentContract,
  body: Record<string, unknown>,
  fieldOf?: (path: string) => string,
): Record<string, string> | null {
  return schemaErrors(contract.commit, body, fieldOf);
}
