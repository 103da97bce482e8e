/**
 * The history search's rule (src/domain/history-search.ts), as the device applies it offline: the folded
 * text, the words, the sites, the order and the pages.
 */
import { describe, expect, it } from 'vitest';
import type { HistoryRecord } from '../../../src/contract/history';
import {
  historySearchText,
  historySummaryOf,
  matchesSearchTerms,
  searchHistoryRecords,
  searchTerms,
  sitesToSearch,
} from '../../../src/domain/history-search';

function record(
  id: string,
  patient: string,
  options: { site?: number; code?: string; mother?: string; motherDocument?: string } = {},
): HistoryRecord {
  return {
    id,
    EGNDT: options.code ?? `CNG-${id}`,
    Iden_Sede: options.site ?? 1,
    Iden_nombreCompletoPaciente: patient,
    Iden_DocumentoPaciente: null,
    Iden_Sexo: 'M',
    Iden_nombreCompletoMadre: options.mother ?? 'Madre Sin Nombre',
    Iden_DocumentoMadre: options.motherDocument ?? '52000000',
    Iden_MadreSustituta: false,
    Iden_DocumentoCustodioTemporal: null,
    Iden_FechaParto: '2025-06-01',
    Pediatria: {
      ExamenInicialPediatria: {
        EIP_EdadGestacionalAlNacer: { EIP_EG_DiasTotales: 224 },
        EIP_PesoAlNacer: 1650,
      },
    },
    SocialWork: {
      motherBirthDate: null,
      motherMaritalStatus: null,
      motherAddress: null,
      motherNeighborhood: null,
      motherLocality: null,
      motherTelephone: null,
      motherStatus: null,
      patientBirthIPS: null,
      patientEPS: null,
      patientRegime: null,
    },
  };
}

const martin = record('000002', 'Martín Muñoz Álvarez', {
  mother: 'Ángela María Álvarez Ríos',
  motherDocument: '52789456',
});
const salome = record('000001', 'Salomé Ramírez Ortiz', { mother: 'Luisa Fernanda Ortiz Peña' });
const sofia = record('000009', 'Sofía Pérez Muñoz', { site: 2 });

const search = (records: HistoryRecord[], query: string, sites = [1, 2, 3], page = 1, pageSize = 20) =>
  searchHistoryRecords(records, { search: query, page, sites, pageSize });

describe('the history search rule', () => {
  it('searches the names, the documents and the code, folded', () => {
    const text = historySearchText({ ...martin, Iden_DocumentoCustodioTemporal: '77.123' });
    expect(text).toBe('martin munoz alvarez angela maria alvarez rios 52789456 77.123 cng-000002');
  });

  it('folds the query the same way and splits it into words', () => {
    expect(searchTerms('  MUÑOZ   Martín ')).toEqual(['munoz', 'martin']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('needs every word, anywhere and in any order', () => {
    const text = historySearchText(martin);
    expect(matchesSearchTerms(text, ['alvarez', 'mart'])).toBe(true);
    expect(matchesSearchTerms(text, ['alvarez', 'salome'])).toBe(false);
    expect(matchesSearchTerms(text, [])).toBe(true);
  });

  it('finds accents and case either way', () => {
    const records = [martin, salome];
    for (const query of ['munoz', 'MUÑOZ', 'Munóz', 'álvarez mart', 'ANGELA']) {
      expect(search(records, query).results.map((r) => r.id)).toEqual([martin.id]);
    }
    expect(search(records, 'ortiz').results.map((r) => r.id)).toEqual([salome.id]);
  });

  it('finds by the mother’s document and the code', () => {
    expect(search([martin, salome], '789456').results.map((r) => r.id)).toEqual([martin.id]);
    expect(search([martin, salome], 'cng-000001').results.map((r) => r.id)).toEqual([salome.id]);
  });

  it('searches only the sites asked for among the user’s', () => {
    expect(sitesToSearch(undefined, [1, 2])).toEqual([1, 2]);
    expect(sitesToSearch([2, 3], [1, 2])).toEqual([2]);
    expect(sitesToSearch([3], [1, 2])).toEqual([]);
    const records = [martin, sofia];
    expect(search(records, 'munoz', [1]).results.map((r) => r.id)).toEqual([martin.id]);
    expect(search(records, 'munoz', [1, 2]).results.map((r) => r.id)).toEqual([martin.id, sofia.id]);
    expect(search(records, 'munoz', []).total).toBe(0);
  });

  it('orders by the patient’s name (code points, as the server’s C collation), then id', () => {
    const records = [
      record('b', 'Ángel Ruiz'),
      record('c', 'Zoe Ruiz'),
      record('a', 'ana Ruiz'),
      record('e', 'Ana Ruiz'),
      record('d', 'Ana Ruiz'),
    ];
    expect(search(records, 'ruiz').results.map((r) => r.id)).toEqual(['d', 'e', 'c', 'a', 'b']);
  });

  it('pages as the server does', () => {
    const records = Array.from({ length: 45 }, (_, i) =>
      record(String(i).padStart(3, '0'), `Bebé ${String(i).padStart(2, '0')}`),
    );
    const first = search(records, 'bebe', [1], 1);
    expect(first).toMatchObject({ page: 1, totalPages: 3, total: 45 });
    expect(first.results).toHaveLength(20);
    const last = search(records, 'bebe', [1], 3);
    expect(last.results.map((r) => r.Iden_nombreCompletoPaciente)).toEqual(
      ['40', '41', '42', '43', '44'].map((n) => `Bebé ${n}`),
    );
    expect(search(records, 'bebe', [1], 4).results).toEqual([]);
  });

  it('gives each result the row of the search answer, documents included for verification', () => {
    const [row] = search([martin], 'martin').results;
    expect(row).toEqual(historySummaryOf(martin));
    expect(row).toMatchObject({ Iden_DocumentoMadre: '52789456', EGNDT: martin.EGNDT, Iden_Sede: 1 });
    expect(row).not.toHaveProperty('SocialWork');
  });
});
