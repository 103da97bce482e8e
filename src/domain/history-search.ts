/**
 * The one rule of the history search (spec 000 §2 "Patient search and verification"), used by the server
 * (GET /v1/hc/list over its `search_text` column) and by the device (offline, over the histories stored
 * on it), so a query finds the same histories in both places.
 *
 * Design:
 * - What is searched: the patient's and mother's names, the patient's, mother's and custodian's documents
 *   and the code, folded by `searchKey` (accents, case, spaces) into one text per history
 *   (`historySearchText`); the server stores it when a history is written, the device computes it.
 * - How a query matches: folded the same way and split on spaces; every word must appear somewhere in that
 *   text (`searchTerms`, `matchesSearchTerms`), so "munoz mar" finds "Martín Muñoz Álvarez".
 * - Where: only the sites asked for that are the user's, or all of the user's when none is asked
 *   (`sitesToSearch`).
 * - Order and pages: by the patient's name then id, compared code point by code point as the database's
 *   "C" collation does (`compareHistoryOrder`, which the server's in-memory index sorts by too), in pages
 *   of `HISTORY_PAGE_SIZE` (`searchHistoryRecords` on the device).
 * - A result row is the same projection of the record in both places (`historySummaryOf`).
 */
import type { HistoryRecord, HistorySummary } from '../contract/history';
import { searchKey } from './search-key';

/** The fields of a record the search looks in. */
export type SearchableHistory = Pick<
  HistoryRecord,
  | 'EGNDT'
  | 'Iden_nombreCompletoPaciente'
  | 'Iden_nombreCompletoMadre'
  | 'Iden_DocumentoPaciente'
  | 'Iden_DocumentoMadre'
  | 'Iden_DocumentoCustodioTemporal'
>;

/** The folded text a history is found by. */
export function historySearchText(history: SearchableHistory): string {
  return searchKey(
    history.Iden_nombreCompletoPaciente,
    history.Iden_nombreCompletoMadre,
    history.Iden_DocumentoPaciente,
    history.Iden_DocumentoMadre,
    history.Iden_DocumentoCustodioTemporal,
    history.EGNDT,
  );
}

/** The words of a query, folded; no words matches every history. */
export function searchTerms(query: string): string[] {
  return searchKey(query).split(' ').filter(Boolean);
}

/** Every word appears in the (folded) search text. */
export function matchesSearchTerms(searchText: string, terms: readonly string[]): boolean {
  return terms.every((term) => searchText.includes(term));
}

/** The sites a search covers: those asked for among the user's, or all of the user's. */
export function sitesToSearch(
  requested: readonly number[] | undefined,
  userSites: readonly number[],
): number[] {
  return requested ? requested.filter((site) => userSites.includes(site)) : [...userSites];
}

/** One result row of the search. */
export function historySummaryOf(record: HistoryRecord): HistorySummary {
  return {
    id: record.id,
    EGNDT: record.EGNDT,
    Iden_Sede: record.Iden_Sede,
    Iden_nombreCompletoPaciente: record.Iden_nombreCompletoPaciente,
    Iden_nombreCompletoMadre: record.Iden_nombreCompletoMadre,
    Iden_FechaParto: record.Iden_FechaParto,
    Iden_MadreSustituta: record.Iden_MadreSustituta,
    Iden_DocumentoMadre: record.Iden_DocumentoMadre,
    Iden_DocumentoCustodioTemporal: record.Iden_DocumentoCustodioTemporal,
  };
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The search's order: by the patient's name, then the id, code point by code point ("C" collation). */
export function compareHistoryOrder(
  a: Pick<HistorySummary, 'Iden_nombreCompletoPaciente' | 'id'>,
  b: Pick<HistorySummary, 'Iden_nombreCompletoPaciente' | 'id'>,
): number {
  return byCodePoint(a.Iden_nombreCompletoPaciente, b.Iden_nombreCompletoPaciente) || byCodePoint(a.id, b.id);
}

export interface RecordSearch {
  search: string;
  /** From 1. */
  page: number;
  /** The sites to search, already limited to the user's (`sitesToSearch`). */
  sites: readonly number[];
  /** Rows per page: the contract's HISTORY_PAGE_SIZE. */
  pageSize: number;
}

export interface RecordSearchPage {
  results: HistorySummary[];
  totalPages: number;
  page: number;
  total: number;
}

/**
 * The search over records held in memory (the device's stored histories): one page, as the server answers.
 * `textOf` gives a record's search text (`historySearchText`; a caller may give it computed once).
 */
export function searchHistoryRecords(
  records: readonly HistoryRecord[],
  { search, page, sites, pageSize }: RecordSearch,
  textOf: (record: HistoryRecord) => string = historySearchText,
): RecordSearchPage {
  const terms = searchTerms(search);
  const matches = records
    .filter((record) => sites.includes(record.Iden_Sede))
    .filter((record) => matchesSearchTerms(textOf(record), terms))
    .sort(compareHistoryOrder);
  const start = (page - 1) * pageSize;
  return {
    results: matches.slice(start, start + pageSize).map(historySummaryOf),
    totalPages: Math.ceil(matches.length / pageSize),
    page,
    total: matches.length,
  };
}
