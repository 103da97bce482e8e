/**
 * A row resource of spec 001 §7 (family members, external-network reports, subsidies, psychosocial risks,
 * social-work activity groups), declared once: where its rows live under /v1, what a row holds and how its
 * writes are versioned. The app's outbox (src/offline/row-writes.ts), the row tables and the server's
 * route factory (server/routes/rows.ts) all read this one declaration (./registry.ts lists them).
 *
 * The row's fields are valibot entries, so `RowOf` is the row as valibot infers it and a column, a body or
 * a server default that names a field the row lacks does not compile.
 */
import * as v from 'valibot';
import { objectWithEveryKey } from './common';
import { emptyRowCreateBody, rowUpdateBody } from './social-work-fields';

/** Where a row's id, and its history's, sit after the resource's path, as the spec gives each one. */
export type RowItemPath = '/:rowId' | '/hc/:historyId/:rowId' | '/:rowId/hc/:historyId';

/**
 * How a row's changes are checked against the server's: a PUT carries the version its edit started from
 * (`version` of the update body), a DELETE the same as `?version=`; the server answers 409 with the row as
 * it holds it when the row moved on or another device deleted it (docs/offline.md "Row conflicts"). Every
 * resource is `edit-start` (social-work activities per record of a group, each with its own version).
 * `unversioned`: the device would send no version (last writer wins); kept for a resource whose rows only
 * one device can ever write.
 */
export type RowVersioning = 'edit-start' | 'unversioned';

/** The query of a row's DELETE: the version the deletion was decided on (absent: delete whatever is there). */
export const rowDeleteQuery = v.object({
  version: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'version debe ser un entero'), v.transform(Number)),
  ),
});

type CreateBody = v.GenericSchema<unknown, Record<string, unknown>>;
type UpdateBody = v.GenericSchema<unknown, { version?: number | null | undefined } & Record<string, unknown>>;

/** A resource as its contract declares it: what most resources share is left out and takes its default. */
export interface RowResourceDefinition<
  N extends string,
  F extends v.ObjectEntries,
  V extends RowVersioning = RowVersioning,
> {
  /** The resource's segment under /v1 ('subsidy', 'family-composition', ...). */
  name: N;
  /** The kind its rows are stored under on the server (`records.kind`); the resource's name by default. */
  recordKind?: string;
  /** The editable fields of a row with their rules: a row that fails them opens in edit mode. */
  rowFields: F;
  /** POST /v1/{name}/hc/{historyId}; by default an empty row, only the history and the signer travel. */
  createBody?: CreateBody;
  /**
   * PUT /v1/{name}{itemPath}: the row's fields, the signer and the version the edit started from; by default
   * the row fields' own rules (`rowUpdateBody`).
   */
  updateBody?: UpdateBody;
  itemPath: RowItemPath;
  version: V;
}

export interface RowResource<
  N extends string = string,
  F extends v.ObjectEntries = v.ObjectEntries,
  V extends RowVersioning = RowVersioning,
> {
  name: N;
  recordKind: string;
  rowFields: F;
  createBody: CreateBody;
  updateBody: UpdateBody;
  itemPath: RowItemPath;
  version: V;
  /** The complete row: what Guardar checks and what decides whether a row opens in edit mode. */
  row: v.GenericSchema<unknown, Record<string, unknown>>;
  /** Path under /v1 of the POST that creates a row of a history. */
  createPath(this: void, historyId: string): string;
  /** Path under /v1 of the PUT / DELETE of one row. */
  rowPath(this: void, rowId: string, historyId: string): string;
}

/** A row of a resource as valibot infers it from its fields. */
export type RowOf<R> =
  R extends RowResource<string, infer F> ? v.InferOutput<v.ObjectSchema<F, undefined>> : never;

/** The names of a resource's row fields. */
export type RowField<R> = keyof RowOf<R> & string;

export function defineRowResource<
  const N extends string,
  const F extends v.ObjectEntries,
  const V extends RowVersioning,
>(def: RowResourceDefinition<N, F, V>): RowResource<N, F, V> {
  return {
    ...def,
    recordKind: def.recordKind ?? def.name,
    createBody: def.createBody ?? emptyRowCreateBody(),
    updateBody: def.updateBody ?? rowUpdateBody(def.rowFields),
    row: objectWithEveryKey(def.rowFields),
    createPath: (historyId) => `/${def.name}/hc/${historyId}`,
    rowPath: (rowId, historyId) =>
      `/${def.name}${def.itemPath.replace(':rowId', rowId).replace(':historyId', historyId)}`,
  };
}
