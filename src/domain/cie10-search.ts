/**
 * The CIE-10 search of GET /v1/cie10 (spec 000 §7, §5 "Diagnosis search returns up to 20") as a plain
 * function over the catalogue, so a device with no network finds the same diagnoses in the same order.
 *
 * Design:
 * - The server's search is SQL (server/routes/shared.ts, over the `cie10` table); this is the same rule
 *   written for the catalogue stored on the device. tests/server/cie10-catalogue.test.ts runs both over the
 *   whole catalogue for a set of queries and requires the same answers.
 * - The rule: the term is folded with `searchKey` (accents, case, spaces); a row matches when its search
 *   text contains the term (every row for an empty term). Points rank the rows: 3 the exact code (with or
 *   without the dot), 2 a code that starts with the term, 1 a word of the search text that starts with it,
 *   0 anywhere else; then by code.
 */
import { searchKey } from './search-key';

/** One catalogue row as the device stores it (GET /v1/cie10/catalogue). */
export interface Cie10Row {
  /** Code without dot, as the table keys it ("F82", "P073"). */
  code: string;
  /** The code as shown and sent ("F82", "P07.3"). */
  codeDotted: string;
  /** The description ("value" in the search answer). */
  value: string;
  /** Code, 4-character RIPS code, dotted code and description, folded with `searchKey`. */
  searchText: string;
}

export interface Cie10Match {
  code: string;
  value: string;
  points: number;
}

/** Points of a row for a folded term (see the header). */
export function cie10Points(row: Cie10Row, term: string): number {
  const code = row.code.toLowerCase();
  const dotted = row.codeDotted.toLowerCase();
  const undotted = term.replaceAll('.', '');
  if (code === undotted || dotted === term) return 3;
  if (code.startsWith(undotted) || dotted.startsWith(term)) return 2;
  if (row.searchText.includes(` ${term}`) || row.searchText.startsWith(term)) return 1;
  return 0;
}

/** Up to `limit` rows matching `search`, best first: the answer of GET /v1/cie10?search=&limit=. */
export function searchCie10(rows: readonly Cie10Row[], search: string, limit: number): Cie10Match[] {
  const term = searchKey(search);
  const matches: (Cie10Match & { key: string })[] = [];
  for (const row of rows) {
    if (term !== '' && !row.searchText.includes(term)) continue;
    matches.push({ code: row.codeDotted, value: row.value, points: cie10Points(row, term), key: row.code });
  }
  matches.sort((a, b) => b.points - a.points || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return matches.slice(0, limit).map(({ code, value, points }) => ({ code, value, points }));
}

/** The catalogue's form of a code: no dot, upper case, no RIPS "X" padding of a category (F82X → F82). */
export const bareCie10Code = (code: string): string =>
  code
    .replace('.', '')
    .toUpperCase()
    .replace(/^([A-Z]\d{2})X$/, '$1');
