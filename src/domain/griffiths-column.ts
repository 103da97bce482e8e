/**
 * Today's Griffiths column (spec 000 §2 "Griffiths tab", §4 "Griffiths 'Agregar' fetches a new column and
 * copies previous values", §5 "Griffiths item: actualValue required"), as pure rules:
 *
 * - A new column copies the last column's answers item by item (an item the last column did not answer,
 *   or a column with no predecessor, starts unanswered). It is made on the device, so a column is added
 *   with no network; the server's GET /v1/griffiths/new answers the same thing.
 * - Only the items up to the age limit are shown (griffiths-item-limit.ts). On GUARDAR the shown items
 *   must all be answered; the items beyond the limit that nobody answered are saved as not observed — a
 *   child is not expected to pass them, and the server's commit needs every item answered.
 */
import type { GriffithsTestItem } from '../contract/griffiths';

export interface GriffithsResult {
  uuid: string;
  section: GriffithsTestItem['section'];
  isObserved: boolean | null;
}

type Answers = readonly { uuid: string; isObserved?: boolean | null }[];

/** Every item of the test with the previous column's answer, or unanswered. */
export function newGriffithsColumn(
  items: readonly Pick<GriffithsTestItem, 'uuid' | 'section'>[],
  previous: Answers | null,
): GriffithsResult[] {
  const answered = new Map((previous ?? []).map((result) => [result.uuid, result.isObserved ?? null]));
  return items.map((item) => ({
    uuid: item.uuid,
    section: item.section,
    isObserved: answered.get(item.uuid) ?? null,
  }));
}

/** The column with one item's answer changed (an item missing from it is added). */
export function answerGriffithsItem(
  results: readonly GriffithsResult[],
  item: Pick<GriffithsTestItem, 'uuid' | 'section'>,
  isObserved: boolean,
): GriffithsResult[] {
  const found = results.some((result) => result.uuid === item.uuid);
  return found
    ? results.map((result) => (result.uuid === item.uuid ? { ...result, isObserved } : result))
    : [...results, { uuid: item.uuid, section: item.section, isObserved }];
}

/**
 * What GUARDAR sends: every item answered, those beyond the limit as not observed when unanswered; or the
 * shown items still unanswered, which stop it.
 */
export function griffithsColumnToSave(
  items: readonly Pick<GriffithsTestItem, 'uuid' | 'section'>[],
  results: readonly GriffithsResult[],
  shown: ReadonlySet<string>,
): { ok: true; results: GriffithsResult[] } | { ok: false; unanswered: string[] } {
  const column = newGriffithsColumn(items, results);
  const unanswered = column.filter((r) => r.isObserved === null && shown.has(r.uuid)).map((r) => r.uuid);
  if (unanswered.length > 0) return { ok: false, unanswered };
  return { ok: true, results: column.map((r) => ({ ...r, isObserved: r.isObserved ?? false })) };
}
