/**
 * Three-way merge of a document's fields (docs/offline.md "Conflicts"): `base` is the version this device
 * started from, `mine` what it holds now, `theirs` what the server holds now.
 *
 * Per top-level field, compared as values (arrays and objects deep-equal):
 * - changed on one side only → that side's value, without asking;
 * - changed on both sides to the same value → that value;
 * - changed on both sides to different values → a conflict: the merge keeps `theirs` there for now and
 *   the user chooses.
 * A form fills fields the server never held with empty values, so an absent field, `undefined`, `null`
 * and `''` are one value (blank) here: a field one side never touched is not a change.
 */
import { isObjectLike } from './object-like';

export type Fields = Readonly<Record<string, unknown>>;

export interface FieldConflict {
  field: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface MergeResult {
  /** Every field merged; a conflicting field holds `theirs` until the user chooses. */
  merged: Record<string, unknown>;
  /** The fields changed on both sides to different values, in field order. */
  conflicts: FieldConflict[];
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Deep equality of JSON-like values, blanks being one value. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isBlank(a) || isBlank(b)) return isBlank(a) && isBlank(b);
  if (a === b) return true;
  if (!isObjectLike(a) || !isObjectLike(b)) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValue(a[key], b[key]));
}

export function threeWayMerge(base: Fields, mine: Fields, theirs: Fields): MergeResult {
  const fields = [...new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])];
  const merged: Record<string, unknown> = {};
  const conflicts: FieldConflict[] = [];
  const put = (field: string, value: unknown) => {
    if (value !== undefined) merged[field] = value;
  };
  for (const field of fields) {
    const [b, m, t] = [base[field], mine[field], theirs[field]];
    const mineChanged = !sameValue(b, m);
    const theirsChanged = !sameValue(b, t);
    if (!mineChanged) put(field, theirsChanged ? t : m);
    else if (!theirsChanged || sameValue(m, t)) put(field, m);
    else {
      put(field, t);
      conflicts.push({ field, base: b, mine: m, theirs: t });
    }
  }
  return { merged, conflicts };
}
