import { describe, expect, it } from 'vitest';
import {
  catalogueLabel,
  catalogueName,
  catalogueOptions,
  NOT_DEFINED,
} from '../../../src/domain/catalogue-name';

const letters = (n: number) => 'abcdefghij'.repeat(Math.ceil(n / 10)).slice(0, n);

describe('catalogueLabel (spec 000 §9: over 103 characters cut to 100 plus an ellipsis)', () => {
  it('keeps a label of up to 103 characters whole', () => {
    expect(catalogueLabel('')).toBe('');
    expect(catalogueLabel(letters(100))).toBe(letters(100));
    expect(catalogueLabel(letters(103))).toBe(letters(103));
  });

  it('cuts a label of 104 characters or more to its first 100 and an ellipsis', () => {
    expect(catalogueLabel(letters(104))).toBe(`${letters(100)}…`);
    expect(catalogueLabel(letters(500))).toBe(`${letters(100)}…`);
    expect(Array.from(catalogueLabel(letters(104)))).toHaveLength(101);
  });

  it('counts characters, not UTF-16 units, so a cut never splits one', () => {
    const accented = 'á'.repeat(103);
    expect(catalogueLabel(accented)).toBe(accented);
    const astral = '𝔸'.repeat(104); // two UTF-16 units each
    expect(catalogueLabel(astral)).toBe(`${'𝔸'.repeat(100)}…`);
  });
});

describe('catalogueName and catalogueOptions name through the same rule', () => {
  const items = [
    { id: 1, name: 'Corta' },
    { id: 2, name: letters(120) },
  ];

  it('names a value by its cut label, an unknown one "No definido" and no value ""', () => {
    expect(catalogueName(items, 1)).toBe('Corta');
    expect(catalogueName(items, 2)).toBe(`${letters(100)}…`);
    expect(catalogueName(items, 3)).toBe(NOT_DEFINED);
    expect(catalogueName(items, null)).toBe('');
  });

  it('gives a picker the id as value and the cut label', () => {
    expect(catalogueOptions(items)).toEqual([
      { value: '1', label: 'Corta' },
      { value: '2', label: `${letters(100)}…` },
    ]);
  });
});
