/**
 * Today's Bayley column (spec 000 §2 "Bayley tab", §4 "Bayley: no exam today gives 'Agregar' (creates
 * today's column)", §5 "each score in the editable column required"), as pure rules:
 *
 * - A new column has every item of the test unscored and no observation answered: unlike the Griffiths, a
 *   Bayley is scored afresh at each visit. It is made on the device, so a column is added with no network.
 * - A score is 0 to 5: 1 to 5 on the slider, 0 when the item could not be evaluated ("No evaluado" of the
 *   scale, which counts neither for nor against the bands, exam-summary.ts).
 * - GUARDAR needs every item scored; the observations' rules are the contract's commit rules.
 */
import type { BayleyTestItem } from '../contract/bayley';
import { BAYLEY_ITEM_MAX } from './exam-summary';

/** One item of a column, as the contract types a draft's (no score yet: unscored). */
export interface BayleyResult {
  uuid: string;
  score?: number | null;
}

type Scores = readonly { uuid: string; score?: number | null }[];

/** Every item of the test, with the score `scores` gives it or unscored. */
export function newBayleyColumn(
  items: readonly Pick<BayleyTestItem, 'uuid'>[],
  scores: Scores = [],
): BayleyResult[] {
  const scored = new Map(scores.map((result) => [result.uuid, result.score ?? null]));
  return items.map((item) => ({ uuid: item.uuid, score: scored.get(item.uuid) ?? null }));
}

/** Whether a score is one of the scale's (a whole number from 0 to 5). */
export const isBayleyScore = (score: number): boolean =>
  Number.isInteger(score) && score >= 0 && score <= BAYLEY_ITEM_MAX;

/** The column with one item's score changed (an item missing from it is added). */
export function scoreBayleyItem(
  results: readonly BayleyResult[],
  uuid: string,
  score: number,
): BayleyResult[] {
  if (!isBayleyScore(score)) throw new RangeError(`Bayley score out of the scale: ${score}`);
  return results.some((result) => result.uuid === uuid)
    ? results.map((result) => (result.uuid === uuid ? { uuid, score } : result))
    : [...results, { uuid, score }];
}

/** The items of the test still unscored in the column, in the test's order. */
export function unscoredBayleyItems(
  items: readonly Pick<BayleyTestItem, 'uuid'>[],
  results: Scores,
): string[] {
  const scored = new Set(results.filter((result) => result.score != null).map((result) => result.uuid));
  return items.filter((item) => !scored.has(item.uuid)).map((item) => item.uuid);
}
