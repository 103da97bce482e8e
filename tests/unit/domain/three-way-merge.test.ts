import { describe, expect, it } from 'vitest';
import { sameValue, threeWayMerge } from '../../../src/domain/three-way-merge';

describe('threeWayMerge', () => {
  const base = { a: 'uno', b: 'dos', list: [1, 2], nested: { x: 1 } };

  it('takes the side that changed a field when the other did not', () => {
    const result = threeWayMerge(base, { ...base, a: 'mío' }, { ...base, b: 'suyo' });
    expect(result).toEqual({ merged: { ...base, a: 'mío', b: 'suyo' }, conflicts: [] });
  });

  it('takes a value both sides changed to the same', () => {
    const result = threeWayMerge(base, { ...base, a: 'igual' }, { ...base, a: 'igual' });
    expect(result).toEqual({ merged: { ...base, a: 'igual' }, conflicts: [] });
  });

  it('reports a field both sides changed differently, holding the server value', () => {
    const result = threeWayMerge(base, { ...base, a: 'mío', b: 'mío' }, { ...base, a: 'suyo' });
    expect(result.merged).toEqual({ ...base, a: 'suyo', b: 'mío' });
    expect(result.conflicts).toEqual([{ field: 'a', base: 'uno', mine: 'mío', theirs: 'suyo' }]);
  });

  it('compares arrays and objects as values', () => {
    const same = threeWayMerge(base, { ...base, list: [1, 2] }, { ...base, nested: { x: 1 } });
    expect(same).toEqual({ merged: base, conflicts: [] });
    const mine = { ...base, list: [2, 1] };
    const theirs = { ...base, list: [1, 2, 3], nested: { x: 2 } };
    const result = threeWayMerge(base, mine, theirs);
    expect(result.merged).toEqual({ ...base, list: [1, 2, 3], nested: { x: 2 } });
    expect(result.conflicts).toEqual([{ field: 'list', base: [1, 2], mine: [2, 1], theirs: [1, 2, 3] }]);
  });

  it('merges keys added or removed on one side', () => {
    const { b: _b, ...withoutB } = base;
    const result = threeWayMerge(base, { ...base, added: 'nuevo' }, withoutB);
    expect(result).toEqual({ merged: { ...withoutB, added: 'nuevo' }, conflicts: [] });
  });

  it('reports a key removed on one side and changed on the other', () => {
    const { a: _a, ...withoutA } = base;
    const result = threeWayMerge(base, withoutA, { ...base, a: 'suyo' });
    expect(result.conflicts).toEqual([{ field: 'a', base: 'uno', mine: undefined, theirs: 'suyo' }]);
    expect(result.merged.a).toBe('suyo');
  });

  it('reports a key added on both sides with different values', () => {
    const result = threeWayMerge(base, { ...base, c: 'mío' }, { ...base, c: 'suyo' });
    expect(result.conflicts).toEqual([{ field: 'c', base: undefined, mine: 'mío', theirs: 'suyo' }]);
  });

  it('treats absent, null and empty text as one blank value', () => {
    const result = threeWayMerge({ a: null }, { a: '', b: '' }, { a: 'suyo' });
    expect(result).toEqual({ merged: { a: 'suyo', b: '' }, conflicts: [] });
    const cleared = threeWayMerge({ a: 'uno' }, { a: null }, { a: '' });
    expect(cleared).toEqual({ merged: { a: null }, conflicts: [] });
    expect(threeWayMerge({ a: 'uno' }, { a: null }, { a: 'suyo' }).conflicts).toEqual([
      { field: 'a', base: 'uno', mine: null, theirs: 'suyo' },
    ]);
  });

  it('keeps the field order of the base, then of the sides', () => {
    const result = threeWayMerge({ b: 1, a: 1 }, { a: 2, b: 1, c: 1 }, { b: 2, a: 1, d: 1 });
    expect(Object.keys(result.merged)).toEqual(['b', 'a', 'c', 'd']);
  });
});

describe('sameValue', () => {
  it('is deep equality with blanks equal', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue({ a: 1, b: null }, { a: 1 })).toBe(true);
    expect(sameValue(0, '')).toBe(false);
    expect(sameValue(false, null)).toBe(false);
  });
});
