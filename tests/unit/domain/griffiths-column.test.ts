import { describe, expect, it } from 'vitest';
import {
  answerGriffithsItem,
  griffithsColumnToSave,
  newGriffithsColumn,
} from '../../../src/domain/griffiths-column';

const items = [
  { uuid: 'a', section: 1 as const },
  { uuid: 'b', section: 1 as const },
  { uuid: 'c', section: 2 as const },
];

describe("today's Griffiths column", () => {
  it('a first column starts with every item unanswered', () => {
    expect(newGriffithsColumn(items, null).map((r) => r.isObserved)).toEqual([null, null, null]);
  });

  it("copies the last column's answers item by item", () => {
    const column = newGriffithsColumn(items, [
      { uuid: 'a', isObserved: true },
      { uuid: 'c', isObserved: false },
    ]);
    expect(column).toEqual([
      { uuid: 'a', section: 1, isObserved: true },
      { uuid: 'b', section: 1, isObserved: null },
      { uuid: 'c', section: 2, isObserved: false },
    ]);
  });

  it('changes one answer, and adds an item the column lacked', () => {
    const column = newGriffithsColumn(items.slice(0, 2), null);
    expect(answerGriffithsItem(column, items[0]!, true)[0]!.isObserved).toBe(true);
    expect(answerGriffithsItem(column, items[2]!, false)).toHaveLength(3);
  });

  it('refuses GUARDAR while a shown item is unanswered', () => {
    const column = newGriffithsColumn(items, [{ uuid: 'a', isObserved: true }]);
    expect(griffithsColumnToSave(items, column, new Set(['a', 'b']))).toEqual({
      ok: false,
      unanswered: ['b'],
    });
  });

  it('saves the items beyond the age limit as not observed, and keeps their answers when given', () => {
    const column = newGriffithsColumn(items, [
      { uuid: 'a', isObserved: true },
      { uuid: 'b', isObserved: true },
    ]);
    const saved = griffithsColumnToSave(items, column, new Set(['a']));
    expect(saved).toEqual({
      ok: true,
      results: [
        { uuid: 'a', section: 1, isObserved: true },
        { uuid: 'b', section: 1, isObserved: true },
        { uuid: 'c', section: 2, isObserved: false },
      ],
    });
  });
});
