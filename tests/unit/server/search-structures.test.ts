/**
 * The compact pieces of the server's history index (server/search/): sorted position sets, the result rows
 * kept as bytes, and the dictionary of words. history-index.test.ts checks the whole index against the
 * device's rule; these check each piece on the cases that index-wide comparisons rarely reach.
 */
import { describe, expect, it } from 'vitest';
import type { HistorySummary } from '../../../src/contract/history';
import { PositionBitmap, intersectAll, union } from '../../../server/search/sorted-positions';
import { SummaryRows } from '../../../server/search/summary-rows';
import { WordDictionary } from '../../../server/search/word-dictionary';

const set = (...positions: number[]) => Int32Array.from(positions);
const plain = (positions: Int32Array) => [...positions];

describe('sorted position sets', () => {
  it('intersects any number of sets, and none of them is nothing', () => {
    expect(plain(intersectAll([set(1, 3, 5, 7, 9), set(3, 4, 5, 9), set(0, 5, 9, 10)]))).toEqual([5, 9]);
    expect(plain(intersectAll([set(1, 2), set(3, 4), set(1, 2)]))).toEqual([]);
    expect(plain(intersectAll([]))).toEqual([]);
  });

  it('unites sets, each position once and in order: one as it is, two merged, more through the bitmap', () => {
    const bitmap = new PositionBitmap(12);
    expect(plain(union([set(1, 4, 9), set(2, 4, 10), set(), set(0, 9, 11)], bitmap))).toEqual([
      0, 1, 2, 4, 9, 10, 11,
    ]);
    expect(plain(union([set(1, 4, 9), set(2, 4, 10)], bitmap))).toEqual([1, 2, 4, 9, 10]);
    expect(plain(union([set(5)], bitmap))).toEqual([5]);
    expect(plain(union([], bitmap))).toEqual([]);
  });

  it('unites thousands of sets (a short term in many documents) the same way', () => {
    const sets = Array.from({ length: 3000 }, (_, i) => set(i % 700, 700 + (i % 5)));
    expect(plain(union(sets, new PositionBitmap(705)))).toEqual(Array.from({ length: 705 }, (_, i) => i));
  });

  it('reads every bit of its words back, at their edges too, and is left empty for the next union', () => {
    const bitmap = new PositionBitmap(100);
    const edges = [0, 30, 31, 32, 63, 64, 95, 96, 99];
    expect(plain(bitmap.union([set(...edges), set(31, 64), set(99)]))).toEqual(edges);
    expect(plain(bitmap.union([set(3), set(40), set()]))).toEqual([3, 40]);
    expect(plain(bitmap.union([set(), set()]))).toEqual([]);
  });
});

describe('the result rows as bytes', () => {
  const summary = (i: number, custodian: string | null): HistorySummary => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    EGNDT: `CNG-${i}`,
    Iden_Sede: 1 + (i % 3),
    Iden_nombreCompletoPaciente: `Martín Muñoz Álvarez ${i} «ñandú» 🦘`,
    Iden_nombreCompletoMadre: 'Zoë "la" O\'Neill\\',
    Iden_FechaParto: '2026-01-02',
    Iden_MadreSustituta: i % 2 === 0,
    Iden_DocumentoMadre: '52123456',
    Iden_DocumentoCustodioTemporal: custodian,
  });

  it('gives back every row as it was given: accents, quotes, emoji, null and booleans', () => {
    const summaries = Array.from({ length: 500 }, (_, i) => summary(i, i % 3 === 0 ? null : `C${i}`));
    const rows = SummaryRows.of(summaries);
    expect(rows.size).toBe(500);
    for (const i of [0, 1, 2, 3, 250, 499]) expect(rows.get(i)).toStrictEqual(summaries[i]);
  });

  it('holds no rows at all', () => {
    expect(SummaryRows.of([]).size).toBe(0);
  });
});

describe('the dictionary of words', () => {
  const texts = ['ana maria gomez ana 123', 'mariana lopez 9123', 'ana', '', 'lopez lopez mar 12'];
  const dictionary = new WordDictionary(texts);
  const naive = (term: string) => texts.flatMap((text, position) => (text.includes(term) ? [position] : []));

  it('finds the histories whose text holds the term, each once, for terms of every length', () => {
    for (const term of [
      'a',
      'an',
      'ana',
      'mar',
      'mari',
      'maria',
      'lopez',
      '12',
      '123',
      '9123',
      'z',
      'zzz',
      'anaa',
    ]) {
      expect(plain(dictionary.positionsOf(term)), term).toEqual(naive(term));
    }
  });

  it('finds nothing in no histories', () => {
    expect(plain(new WordDictionary([]).positionsOf('a'))).toEqual([]);
    expect(plain(new WordDictionary([]).positionsOf('ana'))).toEqual([]);
  });
});
