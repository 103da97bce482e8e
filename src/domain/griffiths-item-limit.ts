/**
 * Which Griffiths items a column shows per section (spec 000 §2 "Griffiths tab": "Items shown per section
 * are limited by age: corrected months plus quarter-month rounding, plus a margin of 1 month (2 from 9
 * months, 3 from 12)").
 *
 * The corrected age in days becomes months of 30.4375 days rounded to the nearest quarter; the margin is
 * chosen on that rounded age (8.875 months rounds to 9 and takes the margin of 2). The section's table of
 * AgeFromScoreGroup says how many items a child of a given age is expected to pass: the items shown are
 * that many of the section's first items (by index) at the limit age, the table's last row at or under the
 * limit. A section whose table is missing shows all its items, so a partial table never hides the test.
 */
import { DAYS_PER_MONTH } from './exam-summary';

export interface AgeScoreRow {
  months: number;
  score: number;
}
export interface AgeScoreGroup {
  section: number;
  values: readonly AgeScoreRow[];
}

/** Corrected age in months rounded to the nearest quarter month; null without an age. */
export function quarterMonths(correctedAgeDays: number | null | undefined): number | null {
  if (correctedAgeDays == null || Number.isNaN(correctedAgeDays)) return null;
  return Math.round((Math.max(0, correctedAgeDays) / DAYS_PER_MONTH) * 4) / 4;
}

/** The margin added to the rounded age: 1 month, 2 from 9 months, 3 from 12. */
export function griffithsMarginMonths(months: number): 1 | 2 | 3 {
  if (months >= 12) return 3;
  if (months >= 9) return 2;
  return 1;
}

/** The age in months up to which items are shown; null without an age (then every item is shown). */
export function griffithsLimitMonths(correctedAgeDays: number | null | undefined): number | null {
  const months = quarterMonths(correctedAgeDays);
  return months === null ? null : months + griffithsMarginMonths(months);
}

/** Items of a section expected by `limitMonths`: the score of the table's last row at or under it. */
export function itemsExpectedBy(values: readonly AgeScoreRow[], limitMonths: number): number {
  let expected = 0;
  let at = -Infinity;
  for (const row of values) {
    if (row.months <= limitMonths && row.months >= at) {
      at = row.months;
      expected = row.score;
    }
  }
  return expected;
}

/** The items to show, in section and index order, for a child of `correctedAgeDays`. */
export function visibleGriffithsItems<T extends { section: number; index: number }>(
  items: readonly T[],
  groups: readonly AgeScoreGroup[],
  correctedAgeDays: number | null | undefined,
): T[] {
  const sorted = [...items].sort((a, b) => a.section - b.section || a.index - b.index);
  const limit = griffithsLimitMonths(correctedAgeDays);
  if (limit === null) return sorted;
  const shownPerSection = new Map(
    groups.map((group) => [group.section, itemsExpectedBy(group.values, limit)]),
  );
  const seen = new Map<number, number>();
  return sorted.filter((item) => {
    const shown = shownPerSection.get(item.section);
    const position = (seen.get(item.section) ?? 0) + 1;
    seen.set(item.section, position);
    return shown === undefined || position <= shown;
  });
}
