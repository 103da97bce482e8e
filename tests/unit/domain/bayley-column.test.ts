import { describe, expect, it } from 'vitest';
import {
  isBayleyScore,
  newBayleyColumn,
  scoreBayleyItem,
  unscoredBayleyItems,
} from '../../../src/domain/bayley-column';

const items = [{ uuid: 'a' }, { uuid: 'b' }, { uuid: 'c' }];

describe('newBayleyColumn', () => {
  it('has every item of the test unscored', () => {
    expect(newBayleyColumn(items)).toEqual([
      { uuid: 'a', score: null },
      { uuid: 'b', score: null },
      { uuid: 'c', score: null },
    ]);
  });

  it('keeps the scores given, in the test order, and drops items the test no longer has', () => {
    expect(
      newBayleyColumn(items, [
        { uuid: 'c', score: 0 },
        { uuid: 'gone', score: 4 },
        { uuid: 'a', score: 5 },
      ]),
    ).toEqual([
      { uuid: 'a', score: 5 },
      { uuid: 'b', score: null },
      { uuid: 'c', score: 0 },
    ]);
  });
});

describe('scoreBayleyItem', () => {
  it('changes one item and leaves the others', () => {
    const column = newBayleyColumn(items);
    const next = scoreBayleyItem(column, 'b', 3);
    expect(next).toEqual([
      { uuid: 'a', score: null },
      { uuid: 'b', score: 3 },
      { uuid: 'c', score: null },
    ]);
    expect(column[1]).toEqual({ uuid: 'b', score: null });
  });

  it('adds an item the column lacks', () => {
    expect(scoreBayleyItem([], 'a', 0)).toEqual([{ uuid: 'a', score: 0 }]);
  });

  it('refuses a score off the scale of 0 to 5', () => {
    expect(() => scoreBayleyItem([], 'a', 6)).toThrow(RangeError);
    expect(() => scoreBayleyItem([], 'a', -1)).toThrow(RangeError);
    expect(() => scoreBayleyItem([], 'a', 2.5)).toThrow(RangeError);
  });
});

describe('isBayleyScore', () => {
  it('is a whole number from 0 (not evaluated) to 5', () => {
    expect([0, 1, 5].map(isBayleyScore)).toEqual([true, true, true]);
    expect([-1, 6, 0.5, Number.NaN].map(isBayleyScore)).toEqual([false, false, false, false]);
  });
});

describe('unscoredBayleyItems', () => {
  it('lists the items with no score, 0 counting as scored (not evaluated)', () => {
    expect(
      unscoredBayleyItems(items, [
        { uuid: 'a', score: 0 },
        { uuid: 'b', score: null },
      ]),
    ).toEqual(['b', 'c']);
    expect(
      unscoredBayleyItems(items, [
        { uuid: 'a', score: 1 },
        { uuid: 'b', score: 5 },
        { uuid: 'c', score: 0 },
      ]),
    ).toEqual([]);
  });
});
