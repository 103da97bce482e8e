/**
 * The stage / commit / discard trio shared by every clinical document (spec 000 §4, spec 001 §4).
 *
 * A document module describes its fields twice over the same entries: `fields` are the typed, length-checked
 * entries with every field optional (a draft may be half written), and `commit` adds what is required and
 * the conditional rules. `defineDocument` turns them into the three request bodies the server checks and the
 * app sends, so the rule lives in one place.
 */
import * as v from 'valibot';
import { id, objectWithEveryKey, optionalVersion, schemaErrors, signature, type Signature } from './common';
import { fieldRules, type FieldIssue } from './field-rules';

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

/** 'development-control' → 'developmentControl'. */
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** The name of a document's draft id in payloads and answers: its kind in camel case, then Id. */
type IdFieldOf<K extends DocumentKind> = `${CamelCase<K>}Id`;

const idFieldOf = (kind: DocumentKind): string =>
  `${kind.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase())}Id`;

/**
 * A document's content as its form holds it: every field of its entries, typed as valibot infers them
 * (a nested object's own schema checks an unknown input, so the output side names its fields).
 */
export type ContentOf<F extends Entries> = v.InferOutput<v.ObjectSchema<F, undefined>> & {
  /** The signer, kept in the draft with the fields and sent with each stage. */
  signature?: Signature | null | undefined;
};

/** The head of every lifecycle body: which history, and the version the edit started from. */
const documentHead = v.looseObject({ historyId: id(), version: optionalVersion() });

/** A checked lifecycle body split the way the server stores it. */
export interface DocumentWrite<Content> {
  /** The draft's id, null for a document the server has not seen. */
  id: string | null;
  historyId: string;
  version: number | null;
  /** The document's own fields: everything but the head, the signer and the id field. */
  fields: Content;
}

export interface DocumentDefinition<K extends DocumentKind, F extends Entries, C extends Entries> {
  kind: K;
  /** Every field, optional, with its type and length rules: what a stage accepts. */
  fields: F;
  /** The same fields with the required rules of the spec: what a commit accepts. */
  commitFields: C;
  /** The conditional rules (./field-rules), applied on commit, each issue reported on its field. */
  commitRules?: (content: Record<string, unknown>) => FieldIssue[];
  /**
   * What of its content the document keeps, when some answers exclude others (a home visit without
   * consent keeps only its consent and observations); every field by default.
   */
  keep?: <T extends Record<string, unknown>>(content: T) => T;
}

/**
 * One clinical document, declared once (./registry.ts lists them all). The type parameters are the
 * document's own entries, so its content type (`DraftOf`) reaches every place that handles it: the draft
 * session, the editor, the field lists, the server's routes.
 */
export interface DocumentContract<
  K extends DocumentKind = DocumentKind,
  F extends Entries = Entries,
  C extends Entries = Entries,
  I extends string = string,
> {
  kind: K;
  /** Name of the draft id in payloads and answers (developmentControlId, homeVisitId, ...). */
  idField: I;
  stage: v.GenericSchema<unknown, Record<string, unknown>>;
  commit: v.GenericSchema<unknown, Record<string, unknown>>;
  discard: v.GenericSchema<unknown, Record<string, unknown>>;
  /** The field entries, for forms that build their initial values and per-field rules. */
  fields: F;
  commitFields: C;
  /**
   * A stored draft (or a server document's fields) as the document's content, tolerantly: a field whose
   * value is not of its type (a draft written by an older version) is left out, so the form starts it
   * empty; a value of its type stays even where a rule refuses it (a text past its limit: the form shows
   * it with its count, and GUARDAR says so); keys that are not fields are kept as they are.
   */
  readDraft(this: void, content: Record<string, unknown>): ContentOf<F>;
  /**
   * What of a content (a form's values, a draft, a body's fields) the document keeps: the form applies it
   * on every change, `readDraft` and `writeOf` apply it too, so what it drops is neither sent nor stored.
   * Keys that are not fields are kept as they are.
   */
  keep<T extends Record<string, unknown>>(this: void, content: T): T;
  /** A body its stage, commit or discard schema accepted, split into its head and its fields (kept). */
  writeOf(this: void, body: Record<string, unknown>): DocumentWrite<Partial<ContentOf<F>>>;
}

/**
 * The names a form may give a document's fields: each field, and each key of a field that is an object
 * ('referralOutSpecialist.area').
 */
export type FieldPath<D> = {
  [K in keyof D & string]-?: K | NestedPath<K, NonNullable<D[K]>>;
}[keyof D & string];
type NestedPath<K extends string, T> = T extends readonly unknown[]
  ? never
  : T extends object
    ? `${K}.${keyof T & string}`
    : never;

/** The content type of a document contract. */
export type DraftOf<D> =
  D extends DocumentContract<infer _K, infer F, infer _C, infer _I> ? ContentOf<F> : never;

/** Any document contract, for code that handles every kind alike. */
export type AnyDocumentContract = DocumentContract<DocumentKind, Entries, Entries, string>;

/**
 * Makes a document's contract from its entries. The generic signature is the typed face of the one
 * implementation below, which builds the schemas over plain entries: valibot cannot follow entries that
 * are still a type parameter, and the schemas are made from exactly the entries the signature names.
 */
export function defineDocument<
  const K extends DocumentKind,
  const F extends Entries,
  const C extends Entries,
>(def: DocumentDefinition<K, F, C>): DocumentContract<K, F, C, IdFieldOf<K>>;
export function defineDocument(def: DocumentDefinition<DocumentKind, Entries, Entries>): AnyDocumentContract {
  const idField = idFieldOf(def.kind);
  const head = {
    [idField]: v.optional(v.nullable(id())),
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
  const commit = def.commitRules ? v.pipe(commitObject, fieldRules(def.commitRules)) : commitObject;
  const discard = objectWithEveryKey(head);
  const draftEntries: Entries = { ...def.fields, signature: v.optional(v.nullable(signature)) };
  // What passes its type but not yet a rule (a text past its limit, which the form shows with its count)
  // stays: only a value of another type is left out.
  const ofItsType = (rule: v.GenericSchema, value: unknown) => {
    const result = v.safeParse(rule, value);
    return result.success || result.issues.every((issue) => issue.kind === 'validation');
  };
  const keep = <T extends Record<string, unknown>>(content: T): T => (def.keep ? def.keep(content) : content);
  return {
    kind: def.kind,
    idField,
    stage,
    commit,
    discard,
    fields: def.fields,
    commitFields: def.commitFields,
    keep,
    readDraft(content) {
      return keep(
        Object.fromEntries(
          Object.entries(content).filter(([key, value]) => {
            const rule = Object.hasOwn(draftEntries, key) ? draftEntries[key] : undefined;
            return rule === undefined || ofItsType(rule, value);
          }),
        ),
      );
    },
    writeOf(body) {
      const { historyId, version } = v.parse(documentHead, body);
      const { [idField]: draftId, historyId: _h, version: _v, signature: _s, ...fields } = body;
      return {
        id: typeof draftId === 'string' ? draftId : null,
        historyId,
        version: version ?? null,
        fields: keep(fields),
      };
    },
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
  contract: AnyDocumentContract,
  body: Record<string, unknown>,
  fieldOf?: (path: string) => string,
): Record<string, string> | null {
  return schemaErrors(contract.commit, body, fieldOf);
}
