/**
 * The compact pieces of the server's history index (server/search/): sorted position sets, the result rows
 * kept as bytes, and the dictionary of words. history-index.test.ts checks the whole index against the
 * device's rule; these check each piece on the cases that index-wide comparisons rarely reach.
 */
import { describe, expect, it } from 'vitest';
import type { HistorySummary } from '../../../src/contract/history';
import { intersectAll, union } from '../../../server/search/sorted-positions';
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

  it('unites a few sets by merging, each position once and in order', () => {
    expect(plain(union([set(1, 4, 9), set(2, 4, 10), set(), set(0, 9, 11)]))).toEqual([
      0, 1, 2, 4, 9, 10, 11,
    ]);
    expect(plain(union([set(5)]))).toEqual([5]);
    expect(plain(union([]))).toEqual([]);
  });

  it('unites thousands of sets (a short term in many documents) the same way', () => {
    const sets = Array.from({ length: 3000 }, (_, i) => set(i % 700, 700 + (i % 5)));
    expect(plain(union(sets))).toEqual(Array.from({ length: 705 }, (_, i) => i));
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
