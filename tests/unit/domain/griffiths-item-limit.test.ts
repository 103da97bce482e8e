import { describe, expect, it } from 'vitest';
import {
  griffithsLimitMonths,
  griffithsMarginMonths,
  itemsExpectedBy,
  quarterMonths,
  visibleGriffithsItems,
} from '../../../src/domain/griffiths-item-limit';

const M = 30.4375;

describe('quarterMonths (corrected months with quarter-month rounding)', () => {
  it('rounds to the nearest quarter month', () => {
    expect(quarterMonths(0)).toBe(0);
    // 0.124 months rounds down, 0.126 rounds up to a quarter.
    expect(quarterMonths(Math.floor(0.124 * M))).toBe(0);
    expect(quarterMonths(Math.ceil(0.126 * M))).toBe(0.25);
    expect(quarterMonths(Math.round(6 * M))).toBe(6);
    expect(quarterMonths(null)).toBeNull();
  });
});

describe('griffithsMarginMonths (1 month, 2 from 9 months, 3 from 12)', () => {
  it('changes margin exactly at 9 and 12 months', () => {
    expect([0, 8.75, 9, 11.75, 12, 24].map(griffithsMarginMonths)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('chooses the margin on the rounded age', () => {
    // 8.9 months rounds to 9, so the limit is 9 + 2.
    expect(griffithsLimitMonths(8.9 * M)).toBe(11);
    expect(griffithsLimitMonths(8.8 * M)).toBe(9.75);
    expect(griffithsLimitMonths(12 * M)).toBe(15);
    expect(griffithsLimitMonths(undefined)).toBeNull();
  });
});

describe('visibleGriffithsItems', () => {
  const values = [
    { months: 0, score: 0 },
    { months: 1, score: 2 },
    { months: 2, score: 4 },
    { months: 3, score: 6 },
  ];
  const items = [1, 2].flatMap((section) =>
    Array.from({ length: 8 }, (_, i) => ({ section, index: 8 - i, uuid: `${section}-${8 - i}` })),
  );

  it('takes the score of the last row at or under the limit', () => {
    expect(itemsExpectedBy(values, 0.75)).toBe(0);
    expect(itemsExpectedBy(values, 1)).toBe(2);
    expect(itemsExpectedBy(values, 2.9)).toBe(4);
    expect(itemsExpectedBy(values, 50)).toBe(6);
  });

  it("shows each section's first items by index up to the limit, all of a section without a table", () => {
    // 1 month corrected + 1 month margin = 2 months: 4 items of section 1.
    const shown = visibleGriffithsItems(items, [{ section: 1, values }], 1 * M);
    expect(shown.filter((i) => i.section === 1).map((i) => i.index)).toEqual([1, 2, 3, 4]);
    expect(shown.filter((i) => i.section === 2)).toHaveLength(8);
  });

  it('shows every item without an age', () => {
    expect(visibleGriffithsItems(items, [{ section: 1, values }], null)).toHaveLength(16);
  });
});
